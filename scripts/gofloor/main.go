// Command gofloor checks that a Go module still builds with an old Go
// release (the "floor", default 1.16) as far as the standard library API and
// the language are concerned.
//
// Usage (from the repository root; scripts/gofloor is its own module, so a
// plain `go run ./scripts/gofloor` from the root has no main module):
//
//	scripts/gofloor/gofloor -floor 1.16 sdks/go
//
// or: cd scripts/gofloor && go run . -floor 1.16 ../../sdks/go
//
// It loads every package of the target module, test files included, and
//
//   - type-checks it again with types.Config{GoVersion: "go1.<floor>"}, so
//     language features newer than the floor (generics, any, min/max/clear,
//     range over int or func, ...) are reported;
//   - reports every use of a standard-library function, method, type, field,
//     constant or variable that $(go env GOROOT)/api/go1.N.txt lists only for
//     N > floor (for the GOOS/GOARCH being checked).
//
// It also reports a go.mod "go" directive newer than the floor. Files whose
// //go:build line needs a Go release newer than the floor are skipped (the
// floor toolchain never compiles them). Exit status: 0 clean, 1 findings,
// 2 usage or load errors.
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

func main() {
	floorFlag := flag.String("floor", "1.16", "oldest Go release the module must support (1.N)")
	goroot := flag.String("goroot", "", "GOROOT whose api/go1.*.txt files to use (default: from go env GOROOT)")
	goos := flag.String("goos", "", "GOOS for platform-specific API entries (default: from go env GOOS)")
	goarch := flag.String("goarch", "", "GOARCH for platform-specific API entries (default: from go env GOARCH)")
	base := flag.String("base", "", "print file names relative to this directory (default: the current directory)")
	flag.Usage = func() {
		fmt.Fprintf(flag.CommandLine.Output(), "usage: gofloor [-floor 1.16] <module dir>\n")
		flag.PrintDefaults()
	}
	flag.Parse()
	if flag.NArg() != 1 {
		flag.Usage()
		os.Exit(2)
	}
	floor, err := parseFloor(*floorFlag)
	if err != nil {
		fmt.Fprintf(os.Stderr, "gofloor: %v\n", err)
		os.Exit(2)
	}
	res, err := Check(Options{
		Dir:    flag.Arg(0),
		Floor:  floor,
		GOROOT: *goroot,
		GOOS:   *goos,
		GOARCH: *goarch,
	})
	if err != nil {
		fmt.Fprintf(os.Stderr, "gofloor: %v\n", err)
		os.Exit(2)
	}
	rel := *base
	if rel == "" {
		rel, _ = os.Getwd()
	}
	for _, f := range res.Findings {
		fmt.Println(f.Format(rel))
	}
	if len(res.Findings) > 0 {
		fmt.Printf("gofloor: FAIL: %d problem(s): Go APIs or language features newer than go1.%d in %s\n",
			len(res.Findings), floor, res.ModulePath)
		os.Exit(1)
	}
	fmt.Printf("gofloor: ok: %s (%d packages, %d files) uses nothing newer than go1.%d (checked against %s api files, %s/%s)\n",
		res.ModulePath, res.Packages, res.Files, floor, res.GoVersion, res.GOOS, res.GOARCH)
}

// parseFloor accepts "1.16", "go1.16" or "1.16.3" and returns 16.
func parseFloor(s string) (int, error) {
	s = strings.TrimPrefix(strings.TrimSpace(s), "go")
	parts := strings.Split(s, ".")
	if len(parts) < 2 || parts[0] != "1" {
		return 0, fmt.Errorf("invalid -floor %q: want 1.N", s)
	}
	var n int
	if _, err := fmt.Sscanf(parts[1], "%d", &n); err != nil || n < 0 || fmt.Sprint(n) != parts[1] {
		return 0, fmt.Errorf("invalid -floor %q: want 1.N", s)
	}
	return n, nil
}

// Finding is one problem at one source position.
type Finding struct {
	File    string // absolute path ("" if unknown)
	Line    int
	Col     int
	Message string
}

// Format renders "file:line:col: message" with file relative to base when possible.
func (f Finding) Format(base string) string {
	name := f.File
	if base != "" && name != "" {
		if rel, err := filepath.Rel(base, name); err == nil && !strings.HasPrefix(rel, "..") {
			name = rel
		}
	}
	if name == "" {
		return f.Message
	}
	if f.Col > 0 {
		return fmt.Sprintf("%s:%d:%d: %s", name, f.Line, f.Col, f.Message)
	}
	return fmt.Sprintf("%s:%d: %s", name, f.Line, f.Message)
}

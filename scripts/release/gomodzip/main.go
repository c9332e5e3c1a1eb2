// gomodzip writes a Go module version in the module proxy's layout (GOPROXY=file://<dir> serves it), with
// golang.org/x/mod/zip, the same code the go command and the proxies use:
//
//	gomodzip create -module <path> -version <vX.Y.Z> -time <RFC 3339> -dir <module folder> -out <proxy folder>
//	    writes <out>/<escaped path>/@v/{list, <version>.info, <version>.mod, <version>.zip}, then checks the zip
//	gomodzip check -module <path> -version <vX.Y.Z> <file.zip>
//	    checks a module zip (zip.CheckZip: paths, sizes, case collisions, nested modules, no vendor)
//
// Both print one JSON line: the files the zip holds, the files the module folder holds but a module zip may
// not (omitted), and the go.sum hashes (h1:) of the zip and of go.mod. The zip's bytes depend only on the
// files: sorted names, no timestamps (zip.CreateFromDir writes none).
package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"

	"golang.org/x/mod/modfile"
	"golang.org/x/mod/module"
	"golang.org/x/mod/semver"
	"golang.org/x/mod/sumdb/dirhash"
	modzip "golang.org/x/mod/zip"
)

type report struct {
	Module    string   `json:"module"`
	Version   string   `json:"version"`
	Zip       string   `json:"zip"`
	Files     []string `json:"files"`
	Omitted   []string `json:"omitted,omitempty"`
	ZipHash   string   `json:"zipHash"`
	GoModHash string   `json:"goModHash,omitempty"`
}

func main() {
	if len(os.Args) < 2 {
		fail(errors.New("usage: gomodzip create|check ... (see the comment at the top of main.go)"))
	}
	var err error
	switch os.Args[1] {
	case "create":
		err = create(os.Args[2:])
	case "check":
		err = check(os.Args[2:])
	default:
		err = fmt.Errorf("unknown command %q (create or check)", os.Args[1])
	}
	if err != nil {
		fail(err)
	}
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "gomodzip:", err)
	os.Exit(1)
}

func moduleVersion(path, version string) (module.Version, error) {
	m := module.Version{Path: path, Version: version}
	if !semver.IsValid(version) || semver.Canonical(version) != version {
		return m, fmt.Errorf("version %q is not a canonical semantic version (vX.Y.Z)", version)
	}
	return m, module.Check(path, version)
}

func create(args []string) error {
	flags := flag.NewFlagSet("create", flag.ContinueOnError)
	path := flags.String("module", "", "module path")
	version := flags.String("version", "", "version, e.g. v3.4.0")
	when := flags.String("time", "", "the version's time (RFC 3339), for the .info file")
	dir := flags.String("dir", "", "the module's folder (holds go.mod)")
	out := flags.String("out", "", "the proxy folder to write into")
	if err := flags.Parse(args); err != nil {
		return err
	}
	if *path == "" || *version == "" || *when == "" || *dir == "" || *out == "" {
		return errors.New("create needs -module, -version, -time, -dir and -out")
	}
	if !regexp.MustCompile(`^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$`).MatchString(*when) {
		return fmt.Errorf("-time %q is not an RFC 3339 UTC time like 2026-05-26T08:30:00Z", *when)
	}
	m, err := moduleVersion(*path, *version)
	if err != nil {
		return err
	}
	goMod, err := os.ReadFile(filepath.Join(*dir, "go.mod"))
	if err != nil {
		return err
	}
	parsed, err := modfile.ParseLax("go.mod", goMod, nil)
	if err != nil {
		return err
	}
	if parsed.Module == nil || parsed.Module.Mod.Path != *path {
		return fmt.Errorf("%s/go.mod declares module %v, not %s", *dir, parsed.Module, *path)
	}
	escapedPath, err := module.EscapePath(*path)
	if err != nil {
		return err
	}
	escapedVersion, err := module.EscapeVersion(*version)
	if err != nil {
		return err
	}
	target := filepath.Join(*out, filepath.FromSlash(escapedPath), "@v")
	if err := os.MkdirAll(target, 0o755); err != nil {
		return err
	}
	checked, err := modzip.CheckDir(*dir)
	if err != nil {
		return fmt.Errorf("the module folder cannot become a module zip: %w", err)
	}
	var zipped bytes.Buffer
	if err := modzip.CreateFromDir(&zipped, m, *dir); err != nil {
		return err
	}
	zipFile := filepath.Join(target, escapedVersion+".zip")
	info, _ := json.Marshal(struct {
		Version string
		Time    string
	}{*version, *when})
	for name, data := range map[string][]byte{
		zipFile: zipped.Bytes(),
		filepath.Join(target, escapedVersion+".mod"):  goMod,
		filepath.Join(target, escapedVersion+".info"): append(info, '\n'),
		filepath.Join(target, "list"):                 []byte(*version + "\n"),
	} {
		if err := os.WriteFile(name, data, 0o644); err != nil {
			return err
		}
	}
	r, err := checkZip(m, zipFile)
	if err != nil {
		return err
	}
	for _, o := range checked.Omitted {
		r.Omitted = append(r.Omitted, o.Path+": "+o.Err.Error())
	}
	r.GoModHash, err = dirhash.Hash1([]string{"go.mod"}, func(string) (io.ReadCloser, error) {
		return io.NopCloser(bytes.NewReader(goMod)), nil
	})
	if err != nil {
		return err
	}
	return json.NewEncoder(os.Stdout).Encode(r)
}

func check(args []string) error {
	flags := flag.NewFlagSet("check", flag.ContinueOnError)
	path := flags.String("module", "", "module path")
	version := flags.String("version", "", "version, e.g. v3.4.0")
	if err := flags.Parse(args); err != nil {
		return err
	}
	if *path == "" || *version == "" || flags.NArg() != 1 {
		return errors.New("check needs -module, -version and one zip file")
	}
	m, err := moduleVersion(*path, *version)
	if err != nil {
		return err
	}
	r, err := checkZip(m, flags.Arg(0))
	if err != nil {
		return err
	}
	return json.NewEncoder(os.Stdout).Encode(r)
}

// checkZip is zip.CheckZip plus the zip's go.sum hash; any invalid, omitted or oversized file is an error.
func checkZip(m module.Version, zipFile string) (*report, error) {
	checked, err := modzip.CheckZip(m, zipFile)
	if err != nil {
		return nil, fmt.Errorf("CheckZip %s: %w", zipFile, err)
	}
	if err := checked.Err(); err != nil {
		return nil, fmt.Errorf("CheckZip %s: %w", zipFile, err)
	}
	hash, err := dirhash.HashZip(zipFile, dirhash.Hash1)
	if err != nil {
		return nil, err
	}
	return &report{Module: m.Path, Version: m.Version, Zip: zipFile, Files: checked.Valid, ZipHash: hash}, nil
}

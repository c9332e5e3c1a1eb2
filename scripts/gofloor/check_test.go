package main

import (
	"path/filepath"
	"strings"
	"testing"
)

func runCheck(t *testing.T, dir string) *Result {
	t.Helper()
	res, err := Check(Options{Dir: filepath.Join("testdata", dir), Floor: 16})
	if err != nil {
		t.Fatalf("Check(%s): %v", dir, err)
	}
	return res
}

func TestCleanModulePasses(t *testing.T) {
	res := runCheck(t, "clean")
	for _, f := range res.Findings {
		t.Errorf("unexpected finding: %s", f.Format(""))
	}
	if res.Packages != 1 || res.Files != 2 {
		t.Errorf("checked %d packages / %d files, want 1 / 2 (test files must be included)", res.Packages, res.Files)
	}
}

func TestNewAPIsAreReported(t *testing.T) {
	res := runCheck(t, "newapis")
	want := []struct{ file, line, msg string }{
		// standard-library APIs newer than Go 1.16
		{"lib/lib.go", "11", "strings.Cut requires go1.18"},
		{"lib/lib.go", "16", "time.Time.UnixMilli requires go1.17"},
		{"lib/lib.go", "19", "errors.Join requires go1.20"},
		{"lib/lib_test.go", "6", "testing.T.Setenv requires go1.17"},
		// language features newer than Go 1.16
		{"lib/lib.go", "22", "type parameter requires go1.18"},
		{"lib/lib.go", "22", "predeclared any requires go1.18"},
		{"lib/lib.go", "31", "predeclared any requires go1.18"},
		// more API kinds: new packages, struct fields, generic types and their methods/fields, per-platform consts
		{"more/more.go", "7", "package net/netip requires go1.18"},
		{"more/more.go", "8", "package slices requires go1.21"},
		{"more/more.go", "14", "net/http.Server.DisableGeneralOptionsHandler (field) requires go1.20"},
		{"more/more.go", "15", "net/http.Server.DisableGeneralOptionsHandler (field) requires go1.20"},
		{"more/more.go", "20", "slices.Contains requires go1.21"},
		{"more/more.go", "34", "sync/atomic.Pointer requires go1.19"},
		{"more/more.go", "35", "sync/atomic.Pointer.Load requires go1.19"},
		{"more/more.go", "40", "database/sql.Null requires go1.22"},
		{"more/more.go", "41", "database/sql.Null.V (field) requires go1.22"},
		{"more/more.go", "45", "math.MaxInt requires go1.17"},
		// more language features
		{"more/more.go", "24", "clear requires go1.21"},
		{"more/more.go", "26", "requires go1.22"},
		{"more/more.go", "29", "max requires go1.21"},
		{"more/more.go", "29", "min requires go1.21"},
		{"more/more.go", "54", "requires go1.23"},
	}
	var got []string
	for _, f := range res.Findings {
		got = append(got, filepath.ToSlash(f.Format(mustAbs(t, filepath.Join("testdata", "newapis")))))
	}
	for _, w := range want {
		found := false
		for _, g := range got {
			if strings.HasPrefix(g, w.file+":"+w.line+":") && strings.Contains(g, w.msg) {
				found = true
				break
			}
		}
		if !found {
			t.Errorf("missing finding %s:%s: %s", w.file, w.line, w.msg)
		}
	}
	for _, g := range got {
		if strings.Contains(g, "gated_go121.go") {
			t.Errorf("file constrained to go1.21 must be skipped, got: %s", g)
		}
	}
	if t.Failed() {
		t.Logf("all findings:\n%s", strings.Join(got, "\n"))
	}
}

func TestGoDirectiveNewerThanFloor(t *testing.T) {
	res := runCheck(t, "godirective")
	if len(res.Findings) != 1 || !strings.Contains(res.Findings[0].Message, "go directive 1.18 is newer than the floor go1.16") {
		t.Fatalf("want exactly the go directive finding, got %+v", res.Findings)
	}
}

func TestFloorIsRespected(t *testing.T) {
	// With floor 1.18, strings.Cut and generics are fine but errors.Join is not.
	res, err := Check(Options{Dir: filepath.Join("testdata", "newapis"), Floor: 18})
	if err != nil {
		t.Fatal(err)
	}
	var all []string
	for _, f := range res.Findings {
		all = append(all, f.Message)
	}
	s := strings.Join(all, "\n")
	for _, bad := range []string{"strings.Cut", "UnixMilli", "type parameter", "predeclared any", "net/netip"} {
		if strings.Contains(s, bad) {
			t.Errorf("floor 1.18 must not report %q; got:\n%s", bad, s)
		}
	}
	if !strings.Contains(s, "errors.Join requires go1.20") {
		t.Errorf("floor 1.18 must still report errors.Join; got:\n%s", s)
	}
}

func mustAbs(t *testing.T, p string) string {
	t.Helper()
	a, err := filepath.Abs(p)
	if err != nil {
		t.Fatal(err)
	}
	return a
}

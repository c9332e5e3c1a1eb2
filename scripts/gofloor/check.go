package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"go/ast"
	"go/build"
	"go/build/constraint"
	"go/token"
	"go/types"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"

	"golang.org/x/mod/modfile"
	"golang.org/x/tools/go/packages"
)

// Options configures Check.
type Options struct {
	Dir    string // directory of the target module (holds go.mod)
	Floor  int    // N of the oldest supported release go1.N
	GOROOT string // defaults to `go env GOROOT`
	GOOS   string // defaults to `go env GOOS`
	GOARCH string // defaults to `go env GOARCH`
}

// Result is what Check found.
type Result struct {
	ModulePath string
	GoVersion  string // version of the toolchain whose api files were used
	GOOS       string
	GOARCH     string
	Packages   int
	Files      int
	Findings   []Finding
}

type goEnv struct {
	GOROOT    string
	GOOS      string
	GOARCH    string
	GOVERSION string
}

func readGoEnv(dir string) (goEnv, error) {
	var env goEnv
	cmd := exec.Command("go", "env", "-json", "GOROOT", "GOOS", "GOARCH", "GOVERSION")
	cmd.Dir = dir
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return env, fmt.Errorf("go env: %v: %s", err, strings.TrimSpace(stderr.String()))
	}
	if err := json.Unmarshal(out, &env); err != nil {
		return env, fmt.Errorf("go env: %v", err)
	}
	return env, nil
}

// Check runs the floor check on the module in opts.Dir.
func Check(opts Options) (*Result, error) {
	dir, err := filepath.Abs(opts.Dir)
	if err != nil {
		return nil, err
	}
	gomodPath := filepath.Join(dir, "go.mod")
	gomodData, err := os.ReadFile(gomodPath)
	if err != nil {
		return nil, fmt.Errorf("%s is not a Go module directory: %v", opts.Dir, err)
	}
	mf, err := modfile.ParseLax(gomodPath, gomodData, nil)
	if err != nil {
		return nil, err
	}
	if mf.Module == nil {
		return nil, fmt.Errorf("%s: no module directive", gomodPath)
	}
	env, err := readGoEnv(dir)
	if err != nil {
		return nil, err
	}
	if opts.GOROOT != "" {
		env.GOROOT = opts.GOROOT
	}
	if opts.GOOS != "" {
		env.GOOS = opts.GOOS
	}
	if opts.GOARCH != "" {
		env.GOARCH = opts.GOARCH
	}
	db, err := loadAPI(filepath.Join(env.GOROOT, "api"), env.GOOS, env.GOARCH)
	if err != nil {
		return nil, err
	}

	res := &Result{ModulePath: mf.Module.Mod.Path, GoVersion: env.GOVERSION, GOOS: env.GOOS, GOARCH: env.GOARCH}
	c := &checker{
		floor:     opts.Floor,
		db:        db,
		pkgSince:  db.packageVersions(),
		owners:    make(map[*types.Package]map[*types.Var]string),
		seen:      make(map[Finding]bool),
		buildCtx:  buildContext(env),
		skipFiles: make(map[string]bool),
	}

	// The go directive: a module declaring a newer language version than the
	// floor does not promise to build with the floor toolchain.
	if mf.Go != nil {
		if minor, ok := goMinor(mf.Go.Version); ok && minor > opts.Floor {
			c.add(Finding{File: gomodPath, Line: mf.Go.Syntax.Start.Line,
				Message: fmt.Sprintf("go directive %s is newer than the floor go1.%d", mf.Go.Version, opts.Floor)})
		}
	}

	cfg := &packages.Config{
		Mode: packages.NeedName | packages.NeedFiles | packages.NeedCompiledGoFiles |
			packages.NeedImports | packages.NeedTypes | packages.NeedTypesSizes |
			packages.NeedSyntax | packages.NeedModule,
		Dir:   dir,
		Tests: true,
		Env:   append(os.Environ(), "GOWORK=off", "GOOS="+env.GOOS, "GOARCH="+env.GOARCH),
	}
	pkgs, err := packages.Load(cfg, "./...")
	if err != nil {
		return nil, fmt.Errorf("loading packages: %v", err)
	}

	var loadErrs []string
	files := make(map[string]bool)
	pkgPaths := make(map[string]bool)
	for _, p := range pkgs {
		if strings.HasSuffix(p.ID, ".test") && p.Name == "main" {
			continue // generated test main
		}
		if p.Module == nil || filepath.Clean(p.Module.Dir) != dir {
			continue
		}
		pkgPaths[p.PkgPath] = true
		for _, e := range p.Errors {
			switch e.Kind {
			case packages.TypeError:
				// Re-checked (at the floor version) below.
			default:
				if isCompileErrorFromExport(e) {
					continue // the floor type-check below reports these precisely
				}
				loadErrs = append(loadErrs, e.Error())
			}
		}
		for _, f := range p.CompiledGoFiles {
			files[f] = true
		}
		c.checkPackage(p)
	}
	packages.Visit(pkgs, nil, func(p *packages.Package) {
		if p.Module != nil && filepath.Clean(p.Module.Dir) == dir {
			return
		}
		for _, e := range p.Errors {
			loadErrs = append(loadErrs, e.Error())
		}
	})
	if len(loadErrs) > 0 {
		sort.Strings(loadErrs)
		return nil, fmt.Errorf("could not load %s:\n  %s", opts.Dir, strings.Join(dedupe(loadErrs), "\n  "))
	}
	res.Packages = len(pkgPaths)
	if res.Packages == 0 {
		return nil, fmt.Errorf("no Go packages found in module %s (%s)", res.ModulePath, opts.Dir)
	}
	res.Files = len(files)
	res.Findings = c.findings
	sort.Slice(res.Findings, func(i, j int) bool {
		a, b := res.Findings[i], res.Findings[j]
		if a.File != b.File {
			return a.File < b.File
		}
		if a.Line != b.Line {
			return a.Line < b.Line
		}
		if a.Col != b.Col {
			return a.Col < b.Col
		}
		return a.Message < b.Message
	})
	return res, nil
}

// isCompileErrorFromExport recognises errors that `go list -export` reports
// when compiling a target package fails (e.g. generics with `go 1.16` in go.mod).
func isCompileErrorFromExport(e packages.Error) bool {
	return e.Kind == packages.ListError && strings.HasPrefix(e.Msg, "# ")
}

func dedupe(s []string) []string {
	out := s[:0]
	for i, v := range s {
		if i == 0 || v != s[i-1] {
			out = append(out, v)
		}
	}
	return out
}

var goVersionRE = regexp.MustCompile(`^(?:go)?1\.(\d+)`)

func goMinor(v string) (int, bool) {
	m := goVersionRE.FindStringSubmatch(v)
	if m == nil {
		return 0, false
	}
	n, err := strconv.Atoi(m[1])
	return n, err == nil
}

// packageVersions returns, per standard-library package path, the first
// release whose API file lists any of its symbols.
func (db *apiDB) packageVersions() map[string]int {
	out := make(map[string]int)
	for k, v := range db.since {
		if old, ok := out[k.Pkg]; !ok || v < old {
			out[k.Pkg] = v
		}
	}
	return out
}

type checker struct {
	floor     int
	db        *apiDB
	pkgSince  map[string]int
	owners    map[*types.Package]map[*types.Var]string
	seen      map[Finding]bool
	findings  []Finding
	buildCtx  *build.Context
	skipFiles map[string]bool
}

func (c *checker) add(f Finding) {
	if c.seen[f] {
		return
	}
	c.seen[f] = true
	c.findings = append(c.findings, f)
}

func (c *checker) addAt(fset *token.FileSet, pos token.Pos, msg string) {
	p := fset.Position(pos)
	if c.skipFiles[p.Filename] {
		return
	}
	c.add(Finding{File: p.Filename, Line: p.Line, Col: p.Column, Message: msg})
}

func buildContext(env goEnv) *build.Context {
	ctx := build.Default
	ctx.GOOS, ctx.GOARCH, ctx.GOROOT = env.GOOS, env.GOARCH, env.GOROOT
	return &ctx
}

// needsNewerGo reports whether the file's //go:build line excludes it for
// the floor toolchain (because it requires a go1.N tag with N > floor).
func (c *checker) needsNewerGo(f *ast.File) bool {
	for _, cg := range f.Comments {
		if cg.Pos() >= f.Package {
			break
		}
		for _, cm := range cg.List {
			if !constraint.IsGoBuild(cm.Text) {
				continue
			}
			expr, err := constraint.Parse(cm.Text)
			if err != nil {
				return false
			}
			atFloor := expr.Eval(func(tag string) bool {
				if n, ok := goMinor(tag); ok && strings.HasPrefix(tag, "go1.") {
					return n <= c.floor
				}
				return c.tagMatches(tag)
			})
			return !atFloor
		}
	}
	return false
}

func (c *checker) tagMatches(tag string) bool {
	ctx := c.buildCtx
	switch tag {
	case ctx.GOOS, ctx.GOARCH, ctx.Compiler:
		return true
	case "cgo":
		return ctx.CgoEnabled
	case "unix":
		switch ctx.GOOS {
		case "aix", "android", "darwin", "dragonfly", "freebsd", "hurd", "illumos", "ios", "linux", "netbsd", "openbsd", "solaris":
			return true
		}
	case "linux":
		return ctx.GOOS == "android"
	case "darwin":
		return ctx.GOOS == "ios"
	case "solaris":
		return ctx.GOOS == "illumos"
	}
	for _, t := range ctx.BuildTags {
		if t == tag {
			return true
		}
	}
	for _, t := range ctx.ToolTags {
		if t == tag {
			return true
		}
	}
	return false
}

type importerFunc func(path string) (*types.Package, error)

func (f importerFunc) Import(path string) (*types.Package, error) { return f(path) }

var langVersionNoteRE = regexp.MustCompile(`\s*\(-lang was set to [^)]*\)`)

func (c *checker) checkPackage(p *packages.Package) {
	if len(p.Syntax) == 0 {
		return
	}
	for _, f := range p.Syntax {
		if c.needsNewerGo(f) {
			c.skipFiles[p.Fset.Position(f.Package).Filename] = true
		}
	}
	conf := types.Config{
		GoVersion: fmt.Sprintf("go1.%d", c.floor),
		Importer: importerFunc(func(path string) (*types.Package, error) {
			if path == "unsafe" {
				return types.Unsafe, nil
			}
			if ip, ok := p.Imports[path]; ok && ip.Types != nil {
				return ip.Types, nil
			}
			return nil, fmt.Errorf("package %q was not loaded", path)
		}),
		Sizes: p.TypesSizes,
		Error: func(err error) {
			var te types.Error
			if errors.As(err, &te) {
				msg := langVersionNoteRE.ReplaceAllString(te.Msg, "")
				c.addAt(te.Fset, te.Pos, msg+fmt.Sprintf(" (floor go1.%d)", c.floor))
				return
			}
			c.add(Finding{Message: err.Error()})
		},
	}
	info := &types.Info{Uses: make(map[*ast.Ident]types.Object)}
	_, _ = conf.Check(p.PkgPath, p.Fset, p.Syntax, info) // errors go to conf.Error

	// Imports of whole packages added after the floor.
	for _, f := range p.Syntax {
		for _, is := range f.Imports {
			path, err := strconv.Unquote(is.Path.Value)
			if err != nil {
				continue
			}
			if v, ok := c.pkgSince[path]; ok && v > c.floor {
				c.addAt(p.Fset, is.Pos(), fmt.Sprintf("package %s requires go1.%d (floor go1.%d)", path, v, c.floor))
			}
		}
	}

	for id, obj := range info.Uses {
		key, ok := c.apiKeyOf(obj)
		if !ok {
			continue
		}
		v := c.db.sinceVersion(key)
		if v > c.floor {
			c.addAt(p.Fset, id.Pos(), fmt.Sprintf("%s requires go1.%d (floor go1.%d)", key, v, c.floor))
		}
	}
}

// apiKeyOf maps a used object to its standard-library API key.
func (c *checker) apiKeyOf(obj types.Object) (apiKey, bool) {
	pkg := obj.Pkg()
	if pkg == nil {
		return apiKey{}, false // universe scope: handled by the type checker
	}
	if _, std := c.pkgSince[pkg.Path()]; !std {
		return apiKey{}, false
	}
	switch o := obj.(type) {
	case *types.Func:
		o = o.Origin()
		sig, _ := o.Type().(*types.Signature)
		if sig != nil && sig.Recv() != nil {
			name := typeName(sig.Recv().Type())
			if name == "" {
				return apiKey{}, false
			}
			return apiKey{Kind: kindMethod, Pkg: pkg.Path(), Type: name, Name: o.Name()}, true
		}
		if o.Parent() != pkg.Scope() {
			return apiKey{}, false
		}
		return apiKey{Kind: kindPkgObj, Pkg: pkg.Path(), Name: o.Name()}, true
	case *types.Var:
		if o.IsField() {
			owner := c.fieldOwner(pkg, o.Origin())
			if owner == "" {
				return apiKey{}, false
			}
			return apiKey{Kind: kindField, Pkg: pkg.Path(), Type: owner, Name: o.Name()}, true
		}
		if o.Parent() != pkg.Scope() {
			return apiKey{}, false
		}
		return apiKey{Kind: kindPkgObj, Pkg: pkg.Path(), Name: o.Name()}, true
	case *types.Const, *types.TypeName:
		if obj.Parent() != pkg.Scope() {
			return apiKey{}, false
		}
		return apiKey{Kind: kindPkgObj, Pkg: pkg.Path(), Name: obj.Name()}, true
	}
	return apiKey{}, false
}

// typeName returns the name of a (pointer to a) named type, without type arguments.
func typeName(t types.Type) string {
	if ptr, ok := t.(*types.Pointer); ok {
		t = ptr.Elem()
	}
	switch n := t.(type) {
	case *types.Named:
		return n.Origin().Obj().Name()
	case *types.Alias:
		return n.Obj().Name()
	}
	return ""
}

// fieldOwner finds the package-level named struct type declaring field v.
func (c *checker) fieldOwner(pkg *types.Package, v *types.Var) string {
	m, ok := c.owners[pkg]
	if !ok {
		m = make(map[*types.Var]string)
		scope := pkg.Scope()
		for _, name := range scope.Names() {
			tn, ok := scope.Lookup(name).(*types.TypeName)
			if !ok || tn.IsAlias() {
				continue
			}
			named, ok := tn.Type().(*types.Named)
			if !ok {
				continue
			}
			st, ok := named.Origin().Underlying().(*types.Struct)
			if !ok {
				continue
			}
			for i := 0; i < st.NumFields(); i++ {
				m[st.Field(i)] = tn.Name()
			}
		}
		c.owners[pkg] = m
	}
	return m[v]
}

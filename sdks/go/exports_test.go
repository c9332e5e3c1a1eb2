package orbit

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"sort"
	"strings"
	"testing"
)

// The export budget (docs/sdk-design.md §8) grows with the operations, so that adding an operation
// never fails it by its existence, while the surface per operation stays bounded:
//   - exportBase: what the package exports whatever the contract: Client, NewClient and
//     Client.WithOptions; APIError and RequestError with their Error and Unwrap; BinaryResponse and
//     WriteFile; the helpers String, Int, Int64, Float64, Bool and File; and the error kinds of the runtime rules
//     (13 in x-sdk-runtime: 8 statuses, 5 failures without an answer).
//   - exportsPerOperation: an operation (one spec, operation{...}, per method) brings its method, its
//     params struct and its answer type, and on average 3 more: the data types first reached by it, a
//     page API (AutoPaging, an iterator and its Next, Current, Err, HasNextPage, GetNextPage), a
//     stream (the Stream method, a stream type and its Next, Current, Err, Close), a union's As
//     accessors and JSON methods, a resource's service type. Measured: 5.5 per operation on
//     openapi/openapi.yaml (126 for 23) and 5.7 on openapi/fixtures/shapes.yaml (51 for 9).
const (
	exportBase          = 30
	exportsPerOperation = 6
)

// TestExportBudget counts the exported identifiers of package orbit's shipped files: types,
// functions, methods of exported types, variables, and constants other than enum constants (a
// constant whose type is one of the package's string or integer enum types), against
// exportBase + exportsPerOperation × the operation specs. Exported methods of unexported types
// (error and io interfaces) are not API unless promoted, so no exported struct may embed an
// unexported type.
func TestExportBudget(t *testing.T) {
	fset := token.NewFileSet()
	pkgs, err := parser.ParseDir(fset, ".", func(fi os.FileInfo) bool { return !strings.HasSuffix(fi.Name(), "_test.go") }, 0)
	if err != nil {
		t.Fatal(err)
	}
	pkg := pkgs["orbit"]
	enumTypes := map[string]bool{}
	operations := 0
	for _, f := range pkg.Files {
		for _, decl := range f.Decls {
			g, ok := decl.(*ast.GenDecl)
			if !ok {
				continue
			}
			for _, s := range g.Specs {
				switch s := s.(type) {
				case *ast.TypeSpec:
					if id, ok := s.Type.(*ast.Ident); ok && (id.Name == "string" || id.Name == "int" || id.Name == "int64") {
						enumTypes[s.Name.Name] = true
					}
				case *ast.ValueSpec:
					for _, v := range s.Values {
						if lit, ok := v.(*ast.CompositeLit); ok && fmt.Sprint(lit.Type) == "operation" {
							operations++
						}
					}
				}
			}
		}
	}
	budget := exportBase + exportsPerOperation*operations
	counts := map[string][]string{}
	enumConstants := 0
	for _, f := range pkg.Files {
		for _, decl := range f.Decls {
			switch d := decl.(type) {
			case *ast.FuncDecl:
				if !d.Name.IsExported() {
					continue
				}
				if d.Recv != nil {
					if ast.IsExported(receiver(d)) {
						counts["methods"] = append(counts["methods"], receiver(d)+"."+d.Name.Name)
					}
				} else {
					counts["functions"] = append(counts["functions"], d.Name.Name)
				}
			case *ast.GenDecl:
				for _, s := range d.Specs {
					switch s := s.(type) {
					case *ast.TypeSpec:
						if s.Name.IsExported() {
							counts["types"] = append(counts["types"], s.Name.Name)
							if st, ok := s.Type.(*ast.StructType); ok {
								for _, f := range st.Fields.List {
									if len(f.Names) == 0 && !ast.IsExported(strings.TrimPrefix(fmt.Sprint(f.Type), "*")) {
										t.Errorf("%s embeds the unexported %v: its methods would be API", s.Name.Name, f.Type)
									}
								}
							}
						}
					case *ast.ValueSpec:
						for _, name := range s.Names {
							if !name.IsExported() {
								continue
							}
							if d.Tok == token.CONST {
								if id, ok := s.Type.(*ast.Ident); ok && enumTypes[id.Name] {
									enumConstants++
									continue
								}
								counts["constants"] = append(counts["constants"], name.Name)
							} else {
								counts["variables"] = append(counts["variables"], name.Name)
							}
						}
					}
				}
			}
		}
	}
	total := 0
	var parts []string
	for _, kind := range []string{"types", "functions", "methods", "variables", "constants"} {
		sort.Strings(counts[kind])
		total += len(counts[kind])
		parts = append(parts, fmt.Sprintf("%d %s", len(counts[kind]), kind))
	}
	fmt.Printf("export budget: %d exported identifiers in package orbit (%s; not counted: struct fields, %d enum constants); budget %d = %d + %d per operation x %d operations\n",
		total, strings.Join(parts, ", "), enumConstants, budget, exportBase, exportsPerOperation, operations)
	if total > budget {
		for _, kind := range []string{"types", "functions", "methods", "variables", "constants"} {
			t.Logf("%s: %s", kind, strings.Join(counts[kind], " "))
		}
		t.Fatalf("%d exported identifiers, budget %d", total, budget)
	}
}

func receiver(d *ast.FuncDecl) string {
	expr := d.Recv.List[0].Type
	if star, ok := expr.(*ast.StarExpr); ok {
		expr = star.X
	}
	if id, ok := expr.(*ast.Ident); ok {
		return id.Name
	}
	return "?"
}

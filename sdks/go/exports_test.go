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

// exportBudget is the most exported identifiers package orbit may have besides struct fields and
// enum constants (docs/sdk-design.md §8): 150, plus the anchor features of issue 20 that cannot live in
// package option or in struct fields:
//   - Client.WithOptions: a copy of the client with other options sharing its session (openai-node's
//     withOptions, openai-python's with_options).
//   - OrderList.HasNextPage and OrderList.GetNextPage: the page-level API beside ListAutoPaging
//     (openai-go's page.GetNextPage, openai-python's has_next_page / get_next_page).
const exportBudget = 153

// TestExportBudget counts the exported identifiers of package orbit's shipped files: types,
// functions, methods of exported types, variables, and constants other than enum constants (a
// constant whose type is one of the package's string types). Exported methods of unexported types
// (error and io interfaces) are not API unless promoted, so no exported struct may embed an
// unexported type.
func TestExportBudget(t *testing.T) {
	fset := token.NewFileSet()
	pkgs, err := parser.ParseDir(fset, ".", func(fi os.FileInfo) bool { return !strings.HasSuffix(fi.Name(), "_test.go") }, 0)
	if err != nil {
		t.Fatal(err)
	}
	pkg := pkgs["orbit"]
	stringTypes := map[string]bool{}
	for _, f := range pkg.Files {
		for _, decl := range f.Decls {
			if g, ok := decl.(*ast.GenDecl); ok && g.Tok == token.TYPE {
				for _, s := range g.Specs {
					ts := s.(*ast.TypeSpec)
					if id, ok := ts.Type.(*ast.Ident); ok && id.Name == "string" {
						stringTypes[ts.Name.Name] = true
					}
				}
			}
		}
	}
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
								if id, ok := s.Type.(*ast.Ident); ok && stringTypes[id.Name] {
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
	fmt.Printf("export budget: %d exported identifiers in package orbit (%s; not counted: struct fields, %d enum constants); budget %d\n",
		total, strings.Join(parts, ", "), enumConstants, exportBudget)
	if total > exportBudget {
		for _, kind := range []string{"types", "functions", "methods", "variables", "constants"} {
			t.Logf("%s: %s", kind, strings.Join(counts[kind], " "))
		}
		t.Fatalf("%d exported identifiers, budget %d", total, exportBudget)
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

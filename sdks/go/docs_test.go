package orbit

import (
	"flag"
	"fmt"
	"io/ioutil"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// docsFlag names the documents whose programs TestDocumentedProgramsCompile builds: an SDK built from
// another contract (tests/shapes) keeps this release's README.md, so its judges build api.md only.
var docsFlag = flag.String("docs", "README.md,api.md", "the documents whose Go blocks are built (comma-separated)")

// TestDocumentedProgramsCompile builds every runnable ```go block of README.md and api.md as its own
// program, or as a test file (package …_test with a func Test…) of a package of its own, against this
// module (the docs suite runs them against the reference server); blocks marked <!-- not-runnable: … -->
// are skipped, and so must be every block that is neither.
// It also compiles what api.md's tables state about types (apiDocTypes): a struct literal written
// from api.md compiles.
func TestDocumentedProgramsCompile(t *testing.T) {
	testFile := regexp.MustCompile(`^package \w+_test\n[\s\S]*\nfunc Test\w*\(t \*testing\.T\) \{`)
	if testing.Short() {
		t.Skip("builds every documented program")
	}
	sdk, _ := filepath.Abs(".")
	dir := t.TempDir()
	write := func(name, content string) {
		path := filepath.Join(dir, name)
		os.MkdirAll(filepath.Dir(path), 0o755)
		if err := ioutil.WriteFile(path, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("go.mod", "module docs.example\n\ngo 1.16\n\nrequire github.com/orbit-platform/orbit-sdk-go/v3 v3.0.0\n\nreplace github.com/orbit-platform/orbit-sdk-go/v3 => "+sdk+"\n")
	block := regexp.MustCompile("(?s)(<!-- not-runnable: [^\n]*-->\n)?```go\n(.*?)```")
	count := 0
	for _, doc := range strings.Split(*docsFlag, ",") {
		text, err := ioutil.ReadFile(doc)
		if err != nil {
			t.Fatal(err)
		}
		for i, m := range block.FindAllStringSubmatch(string(text), -1) {
			if m[1] != "" {
				continue
			}
			file := "main.go"
			if testFile.MatchString(m[2]) {
				file = "example_test.go" // a test of the reader's own package (Testing your integration)
			} else if !strings.HasPrefix(m[2], "package main\n") {
				t.Errorf("%s block %d is neither a complete program, nor a test file, nor marked not-runnable:\n%s", doc, i, m[2])
				continue
			}
			count++
			write(fmt.Sprintf("%s_%02d/%s", strings.TrimSuffix(doc, ".md"), i, file), m[2])
		}
	}
	api, err := ioutil.ReadFile("api.md")
	if err != nil {
		t.Fatal(err)
	}
	types, stated := apiDocTypes(string(api))
	write("apitypes/apitypes.go", types)
	cmd := exec.Command("go", "vet", "./...")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOFLAGS=-mod=mod", "GOWORK=off", "GOPROXY=off")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("documented programs or api.md's types do not build:\n%s", out)
	}
	fmt.Printf("docs: %d documented programs of %s build and pass go vet, and the %d types and constants api.md states compile\n", count, strings.Replace(*docsFlag, ",", " and ", -1), stated)
}

// apiDocTypes is a Go file asserting what api.md's tables say: each parameter and field row, that
// the struct has that field with exactly that type (assignable both ways); each enum row, that the
// constant exists with the enum's type. Types only error answers carry (read as *orbit.APIError)
// state no Go fields.
func apiDocTypes(api string) (string, int) {
	var body strings.Builder
	owner, enum := "", false
	section, count := "", 0
	uses := map[string]bool{}
	sentAs := regexp.MustCompile(`\(sent as (\w+)`)
	cellCode := regexp.MustCompile("^`([^`]+)`")
	for _, line := range strings.Split(api, "\n") {
		switch {
		case strings.HasPrefix(line, "## "):
			section = line[3:]
		case strings.HasPrefix(line, "### "):
			owner, enum = "", false
			if section == "Types" {
				heading := line[4:]
				if m := sentAs.FindStringSubmatch(heading); m != nil {
					owner = m[1]
				} else if !strings.Contains(heading, "(read as") {
					owner = heading
				}
			}
		case strings.HasPrefix(line, "// params: *orbit."):
			owner = strings.TrimSuffix(strings.Fields(line)[2], ";")[len("*orbit."):]
		case strings.HasPrefix(line, "| value | in code |"):
			enum = true
		case strings.HasPrefix(line, "| `") && owner != "":
			cells := strings.Split(line, " | ")
			name := strings.Trim(cells[0], "| `")
			m := cellCode.FindStringSubmatch(cells[1])
			if m == nil {
				continue
			}
			goType := m[1]
			count++
			if enum {
				if strings.HasPrefix(goType, "orbit.") {
					fmt.Fprintf(&body, "var _ orbit.%s = %s\n", owner, goType)
				}
				continue
			}
			for _, pkg := range []string{"io", "json"} {
				if strings.Contains(goType, pkg+".") {
					uses[pkg] = true
				}
			}
			fmt.Fprintf(&body, "func _(x *orbit.%s) { var v %s = x.%s; x.%s = v }\n", owner, goType, name, name)
		}
	}
	imports := []string{`orbit "github.com/orbit-platform/orbit-sdk-go/v3"`}
	if uses["io"] {
		imports = append(imports, `"io"`)
	}
	if uses["json"] {
		imports = append(imports, `"encoding/json"`)
	}
	return "// What api.md states about types, as Go that compiles only if it is true.\npackage apitypes\n\nimport (\n\t" + strings.Join(imports, "\n\t") + "\n)\n\n" + body.String(), count
}

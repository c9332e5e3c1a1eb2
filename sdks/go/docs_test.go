package orbit

import (
	"fmt"
	"io/ioutil"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestDocumentedProgramsCompile builds every runnable ```go block of README.md and api.md as its own
// program against this module (the docs suite runs them against the reference server); blocks marked
// <!-- not-runnable: … --> are skipped, and so must be every block that is not a complete program.
func TestDocumentedProgramsCompile(t *testing.T) {
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
	for _, doc := range []string{"README.md", "api.md"} {
		text, err := ioutil.ReadFile(doc)
		if err != nil {
			t.Fatal(err)
		}
		for i, m := range block.FindAllStringSubmatch(string(text), -1) {
			if m[1] != "" {
				continue
			}
			if !strings.HasPrefix(m[2], "package main\n") {
				t.Errorf("%s block %d is neither a complete program nor marked not-runnable:\n%s", doc, i, m[2])
				continue
			}
			count++
			write(fmt.Sprintf("%s_%02d/main.go", strings.TrimSuffix(doc, ".md"), i), m[2])
		}
	}
	cmd := exec.Command("go", "vet", "./...")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOFLAGS=-mod=mod", "GOWORK=off", "GOPROXY=off")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("documented programs do not build:\n%s", out)
	}
	fmt.Printf("docs: %d documented programs of README.md and api.md build and pass go vet\n", count)
}

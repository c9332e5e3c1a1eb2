package main

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
)

// apiKind says what an API entry names.
type apiKind int

const (
	kindPkgObj apiKind = iota // package-level func, type, var or const
	kindMethod                // method of a named type, or method of a named interface
	kindField                 // field (or embedded field) of a named struct type
)

// apiKey identifies one standard-library API element.
// For kindPkgObj Type is empty; for kindMethod/kindField Type is the
// receiver/struct type name without type parameters.
type apiKey struct {
	Kind apiKind
	Pkg  string
	Type string
	Name string
}

func (k apiKey) String() string {
	switch k.Kind {
	case kindMethod:
		return fmt.Sprintf("%s.%s.%s", k.Pkg, k.Type, k.Name)
	case kindField:
		return fmt.Sprintf("%s.%s.%s (field)", k.Pkg, k.Type, k.Name)
	}
	return k.Pkg + "." + k.Name
}

// apiDB maps every API element to the first Go minor version (the N of
// go1.N; 0 for go1.txt) that lists it for the platform being checked.
type apiDB struct {
	since map[apiKey]int
}

// sinceVersion returns the minor version an element was introduced in, or
// -1 if the API files do not mention it.
func (db *apiDB) sinceVersion(k apiKey) int {
	v, ok := db.since[k]
	if !ok {
		return -1
	}
	return v
}

var (
	// pkg NAME[ (PLATFORM)], REST[ #issue][ //deprecated]
	apiLineRE = regexp.MustCompile(`^pkg ([^ ,]+)(?: \(([^)]+)\))?, (.*)$`)
	identRE   = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_]*`)
	apiFileRE = regexp.MustCompile(`^go1(?:\.(\d+))?\.txt$`)
)

// loadAPI reads $GOROOT/api/go1*.txt. Lines qualified with a platform
// ("pkg syscall (linux-386), ...") only count when the platform matches
// goos/goarch (with or without the "-cgo" suffix).
func loadAPI(apiDir, goos, goarch string) (*apiDB, error) {
	entries, err := os.ReadDir(apiDir)
	if err != nil {
		return nil, fmt.Errorf("reading Go API files: %w", err)
	}
	db := &apiDB{since: make(map[apiKey]int)}
	n := 0
	for _, e := range entries {
		m := apiFileRE.FindStringSubmatch(e.Name())
		if m == nil {
			continue
		}
		minor := 0
		if m[1] != "" {
			minor, _ = strconv.Atoi(m[1])
		}
		if err := db.readFile(filepath.Join(apiDir, e.Name()), minor, goos, goarch); err != nil {
			return nil, err
		}
		n++
	}
	if n == 0 {
		return nil, fmt.Errorf("no go1*.txt API files in %s", apiDir)
	}
	return db, nil
}

func (db *apiDB) readFile(path string, minor int, goos, goarch string) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1024*1024), 1024*1024)
	for sc.Scan() {
		key, platform, ok := parseAPILine(sc.Text())
		if !ok {
			continue
		}
		if platform != "" && !platformMatches(platform, goos, goarch) {
			continue
		}
		if old, seen := db.since[key]; !seen || minor < old {
			db.since[key] = minor
		}
	}
	if err := sc.Err(); err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	return nil
}

func platformMatches(platform, goos, goarch string) bool {
	p := strings.TrimSuffix(platform, "-cgo")
	return p == goos+"-"+goarch || p == goos
}

// parseAPILine parses one line of an api/go1.N.txt file.
func parseAPILine(line string) (key apiKey, platform string, ok bool) {
	line = strings.TrimSpace(line)
	if line == "" || strings.HasPrefix(line, "#") || strings.HasSuffix(line, "//deprecated") {
		return key, "", false
	}
	if i := strings.Index(line, " #"); i >= 0 { // trailing issue reference
		line = strings.TrimSpace(line[:i])
	}
	m := apiLineRE.FindStringSubmatch(line)
	if m == nil {
		return key, "", false
	}
	pkg, platform, rest := m[1], m[2], m[3]
	key.Pkg = pkg
	switch {
	case strings.HasPrefix(rest, "func "):
		name := identRE.FindString(rest[len("func "):])
		if name == "" {
			return key, "", false
		}
		key.Kind, key.Name = kindPkgObj, name
	case strings.HasPrefix(rest, "const "), strings.HasPrefix(rest, "var "):
		name := identRE.FindString(rest[strings.Index(rest, " ")+1:])
		if name == "" {
			return key, "", false
		}
		key.Kind, key.Name = kindPkgObj, name
	case strings.HasPrefix(rest, "method ("):
		// method (*Pointer[$0]) Load() *$0
		s := rest[len("method ("):]
		end := strings.Index(s, ")")
		if end < 0 {
			return key, "", false
		}
		recv := strings.TrimPrefix(s[:end], "*")
		recv = identRE.FindString(recv)
		name := identRE.FindString(strings.TrimSpace(s[end+1:]))
		if recv == "" || name == "" {
			return key, "", false
		}
		key.Kind, key.Type, key.Name = kindMethod, recv, name
	case strings.HasPrefix(rest, "type "):
		s := rest[len("type "):]
		name := identRE.FindString(s)
		if name == "" {
			return key, "", false
		}
		s = s[len(name):]
		if strings.HasPrefix(s, "[") { // type parameters: skip the balanced [...]
			depth := 0
			i := 0
			for ; i < len(s); i++ {
				if s[i] == '[' {
					depth++
				} else if s[i] == ']' {
					depth--
					if depth == 0 {
						break
					}
				}
			}
			if i >= len(s) {
				return key, "", false
			}
			s = s[i+1:]
		}
		switch {
		case strings.HasPrefix(s, " struct, "):
			member := strings.TrimPrefix(s, " struct, ")
			var fname string
			if strings.HasPrefix(member, "embedded ") {
				// embedded *pkg.Type[...] -> Type
				t := strings.TrimPrefix(strings.TrimPrefix(member, "embedded "), "*")
				if i := strings.Index(t, "["); i >= 0 {
					t = t[:i]
				}
				if i := strings.LastIndex(t, "."); i >= 0 {
					t = t[i+1:]
				}
				fname = identRE.FindString(t)
			} else {
				fname = identRE.FindString(member)
			}
			if fname == "" {
				return key, "", false
			}
			key.Kind, key.Type, key.Name = kindField, name, fname
		case strings.HasPrefix(s, " interface, "):
			member := strings.TrimPrefix(s, " interface, ")
			if strings.HasPrefix(member, "embedded ") {
				// An interface embedding another one adds methods that the
				// embedded interface's own entries already describe.
				return key, "", false
			}
			mname := identRE.FindString(member)
			if mname == "" {
				return key, "", false
			}
			key.Kind, key.Type, key.Name = kindMethod, name, mname
		default:
			key.Kind, key.Name = kindPkgObj, name
		}
	default:
		return key, "", false
	}
	return key, platform, true
}

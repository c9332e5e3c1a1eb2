package main

import "testing"

func TestParseAPILine(t *testing.T) {
	tests := []struct {
		line     string
		key      apiKey
		platform string
		ok       bool
	}{
		{"pkg strings, func Cut(string, string) (string, string, bool)", apiKey{kindPkgObj, "strings", "", "Cut"}, "", true},
		{"pkg time, method (Time) UnixMilli() int64", apiKey{kindMethod, "time", "Time", "UnixMilli"}, "", true},
		{"pkg sync/atomic, method (*Pointer[$0]) Load() *$0 #50860", apiKey{kindMethod, "sync/atomic", "Pointer", "Load"}, "", true},
		{"pkg net/http, type Server struct, DisableGeneralOptionsHandler bool #53227", apiKey{kindField, "net/http", "Server", "DisableGeneralOptionsHandler"}, "", true},
		{"pkg database/sql, type Null[$0 interface{}] struct, V $0 #60370", apiKey{kindField, "database/sql", "Null", "V"}, "", true},
		{"pkg database/sql, type Null[$0 interface{}] struct #60370", apiKey{kindPkgObj, "database/sql", "", "Null"}, "", true},
		{"pkg slices, func Sort[$0 interface{ ~[]$1 }, $1 cmp.Ordered]($0) #60091", apiKey{kindPkgObj, "slices", "", "Sort"}, "", true},
		{"pkg runtime, type BlockProfileRecord struct, embedded StackRecord", apiKey{kindField, "runtime", "BlockProfileRecord", "StackRecord"}, "", true},
		{"pkg reflect, type Type interface, CanSeq() bool #66056", apiKey{kindMethod, "reflect", "Type", "CanSeq"}, "", true},
		{"pkg math (linux-386), const MaxInt = 2147483647", apiKey{kindPkgObj, "math", "", "MaxInt"}, "linux-386", true},
		{"pkg syscall (linux-386-cgo), const SYS_FOO ideal-int", apiKey{kindPkgObj, "syscall", "", "SYS_FOO"}, "linux-386-cgo", true},
		{"pkg os, var ErrProcessDone error", apiKey{kindPkgObj, "os", "", "ErrProcessDone"}, "", true},
		{"pkg syscall (freebsd-arm64), func BpfBuflen //deprecated", apiKey{}, "", false},
		{"# comment", apiKey{}, "", false},
		{"", apiKey{}, "", false},
	}
	for _, tt := range tests {
		key, platform, ok := parseAPILine(tt.line)
		if ok != tt.ok || (ok && (key != tt.key || platform != tt.platform)) {
			t.Errorf("parseAPILine(%q) = %+v, %q, %v; want %+v, %q, %v", tt.line, key, platform, ok, tt.key, tt.platform, tt.ok)
		}
	}
}

func TestPlatformMatches(t *testing.T) {
	if !platformMatches("linux-amd64-cgo", "linux", "amd64") || !platformMatches("linux-amd64", "linux", "amd64") {
		t.Error("linux-amd64 must match")
	}
	if platformMatches("linux-386", "linux", "amd64") || platformMatches("windows-amd64", "linux", "amd64") {
		t.Error("other platforms must not match")
	}
}

func TestParseFloor(t *testing.T) {
	for in, want := range map[string]int{"1.16": 16, "go1.16": 16, "1.16.3": 16, "1.21": 21} {
		if got, err := parseFloor(in); err != nil || got != want {
			t.Errorf("parseFloor(%q) = %d, %v; want %d", in, got, err, want)
		}
	}
	for _, in := range []string{"2.0", "1", "1.x", "abc"} {
		if _, err := parseFloor(in); err == nil {
			t.Errorf("parseFloor(%q) succeeded, want error", in)
		}
	}
}

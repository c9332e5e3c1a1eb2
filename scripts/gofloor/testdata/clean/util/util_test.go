package util

import (
	"strings"
	"testing"
)

func TestReadAll(t *testing.T) {
	b, err := ReadAll(strings.NewReader("x"))
	if err != nil || string(b) != "x" {
		t.Fatalf("got %q, %v", b, err)
	}
	dir := t.TempDir() // Go 1.15
	_ = dir
}

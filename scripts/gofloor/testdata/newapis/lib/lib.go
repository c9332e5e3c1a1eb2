package lib

import (
	"errors"
	"strings"
	"time"
)

// Key uses strings.Cut (Go 1.18).
func Key(s string) string {
	before, _, _ := strings.Cut(s, "=")
	return before
}

// Millis uses time.Time.UnixMilli (Go 1.17).
func Millis(t time.Time) int64 { return t.UnixMilli() }

// Both uses errors.Join (Go 1.20).
func Both(a, b error) error { return errors.Join(a, b) }

// Map is a generic function (Go 1.18).
func Map[T, U any](in []T, f func(T) U) []U {
	out := make([]U, 0, len(in))
	for _, v := range in {
		out = append(out, f(v))
	}
	return out
}

// Anything uses the predeclared any (Go 1.18).
func Anything(v any) bool { return v != nil }

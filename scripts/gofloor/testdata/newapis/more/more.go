package more

import (
	"database/sql"
	"math"
	"net/http"
	"net/netip"
	"slices"
	"sync/atomic"
)

// Server sets a struct field added in Go 1.20, in a composite literal and by selector.
func Server() *http.Server {
	s := &http.Server{DisableGeneralOptionsHandler: true}
	s.DisableGeneralOptionsHandler = false
	return s
}

// Contains uses package slices (Go 1.21).
func Contains(xs []int, x int) bool { return slices.Contains(xs, x) }

// Builtins uses min/max (Go 1.21), clear (Go 1.21) and range over int (Go 1.22).
func Builtins(m map[string]int) int {
	clear(m)
	n := 0
	for i := range 3 {
		n += i
	}
	return max(n, 1) + min(n, 2)
}

// Ptr uses atomic.Pointer (Go 1.19) and its Load method.
func Ptr() *int {
	var p atomic.Pointer[int]
	return p.Load()
}

// Null uses sql.Null (Go 1.22) and its V field.
func Null() int {
	var n sql.Null[int]
	return n.V
}

// Biggest uses math.MaxInt (Go 1.17, listed per platform).
func Biggest() int { return math.MaxInt }

// Addr uses net/netip (Go 1.18).
func Addr() netip.Addr { return netip.Addr{} }

// Seq ranges over a function (Go 1.23).
func Seq(yield func(int) bool) {}

func useSeq() {
	for range Seq {
	}
}

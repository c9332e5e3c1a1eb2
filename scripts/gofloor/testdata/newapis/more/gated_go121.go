//go:build go1.21

package more

import "slices"

// Gated is only compiled by Go 1.21+, so it may use new APIs freely.
func Gated(xs []int) int { return slices.Max(xs) }

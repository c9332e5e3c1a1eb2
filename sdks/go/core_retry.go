// Hand-written request core: how long to wait before a retry (docs/sdk-design.md §4), from the
// runtime rules of constants.go only.

package orbit

import (
	"math"
	"net/http"
	"strconv"
	"strings"
	"time"
)

// retryAfterSource is one header the server's wait is read from: a number in unit, or (date) an
// HTTP date.
type retryAfterSource struct {
	header string
	unit   time.Duration
	date   bool
}

// serverWait is the wait the answer asks for: the first source header holding a valid value.
func serverWait(h http.Header, now time.Time) (time.Duration, bool) {
	for _, src := range retryAfterSources {
		v := strings.TrimSpace(h.Get(src.header))
		if v == "" {
			continue
		}
		if n, err := strconv.ParseFloat(v, 64); err == nil {
			if n >= 0 && !math.IsInf(n, 0) && !math.IsNaN(n) {
				return time.Duration(n * float64(src.unit)), true
			}
			continue
		}
		if src.date {
			if t, err := http.ParseTime(v); err == nil {
				if d := t.Sub(now); d > 0 {
					return d, true
				}
				return 0, true
			}
		}
	}
	return 0, false
}

// backoff is the wait before retry n (0 for the first) without a server wait:
// min(initial × multiplierⁿ, max) × (1 − jitter × random).
func backoff(n int, random float64) time.Duration {
	d := float64(backoffInitial) * math.Pow(backoffMultiplier, float64(n))
	if d > float64(backoffMax) {
		d = float64(backoffMax)
	}
	return time.Duration(d * (1 - backoffJitter*random))
}

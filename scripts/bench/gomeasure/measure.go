// Package measure is the bench's per-call measurement in Go, shared by our SDK's row (scripts/bench/go)
// and the peer's (scripts/bench/peers/go), each of which requires this module through a replace
// directive. The method is the one of scripts/bench/measure.ts (TypeScript, which says why), measure.py
// and sdk_php.php: the sides interleaved per call, each iteration calling every side once in an order
// shuffled afresh (a seeded generator, so every run calls in the same sequence); every call timed on its
// own; each side's figure the median of its per-call times (and the 90th percentile). `warmup`
// iterations untimed first, then `calls` iterations, or fewer if `seconds` pass first (the samples
// gathered up to then are kept; "calls" in the answer is the number measured per side).
package measure

import (
	"math/rand"
	"sort"
	"time"
)

// Side is one of the compared calls: the plain client, the SDK, the plain client's control.
type Side struct {
	Name string
	Call func()
}

// quantile is sorted[floor(q*n)], the same definition in every language of the bench.
func quantile(sorted []float64, q float64) float64 {
	i := int(q * float64(len(sorted)))
	if i > len(sorted)-1 {
		i = len(sorted) - 1
	}
	return sorted[i]
}

// Measure answers "<name>_us" and "<name>_p90_us" (median and 90th percentile µs per call) of each
// side, and "calls" (how many per side were measured).
func Measure(sides []Side, calls, warmup int, seconds float64) map[string]interface{} {
	random := rand.New(rand.NewSource(1))
	order := make([]int, len(sides))
	for k := range order {
		order[k] = k
	}
	samples := make([][]float64, len(sides))
	for k := range samples {
		samples[k] = make([]float64, 0, calls)
	}
	iterate := func(count int, deadline time.Time, store bool) int {
		i := 0
		for ; i < count && time.Now().Before(deadline); i++ {
			random.Shuffle(len(order), func(a, b int) { order[a], order[b] = order[b], order[a] })
			for _, k := range order {
				started := time.Now()
				sides[k].Call()
				if store {
					samples[k] = append(samples[k], float64(time.Since(started).Nanoseconds())/1e3)
				}
			}
		}
		return i
	}
	iterate(warmup, time.Now().Add(24*time.Hour), false)
	measured := iterate(calls, time.Now().Add(time.Duration(seconds*float64(time.Second))), true)
	result := map[string]interface{}{"calls": measured}
	for k, side := range sides {
		sort.Float64s(samples[k])
		result[side.Name+"_us"] = quantile(samples[k], 0.5)
		result[side.Name+"_p90_us"] = quantile(samples[k], 0.9)
	}
	return result
}

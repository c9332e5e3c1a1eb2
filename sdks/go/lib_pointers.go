// Hand-written conveniences: optional request values are pointers; these make one from a value.

package orbit

// String answers a pointer to s, for optional string parameters: Description: orbit.String("…").
func String(s string) *string { return &s }

// Int answers a pointer to n, for optional integer parameters: Limit: orbit.Int(20).
func Int(n int) *int { return &n }

// Int64 answers a pointer to n, for optional int64 parameters.
func Int64(n int64) *int64 { return &n }

// Float64 answers a pointer to f, for optional number parameters: Temperature: orbit.Float64(0.7).
func Float64(f float64) *float64 { return &f }

// Bool answers a pointer to b, for optional boolean parameters: Archived: orbit.Bool(false).
func Bool(b bool) *bool { return &b }

package godirective

// Hello is plain Go 1.0 code.
func Hello() string { return "hello" }

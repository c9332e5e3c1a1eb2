package orbit

import "runtime"

func runtimeGOOS() string { return runtime.GOOS }

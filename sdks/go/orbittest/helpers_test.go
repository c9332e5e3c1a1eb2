package orbittest_test

import (
	"fmt"
	"os"
	"runtime"
	"sync"
	"testing"

	"github.com/orbit-platform/orbit-sdk-go/v3/orbittest"
)

// recorder is an orbittest.TB that records what the kit reports instead of failing the test, so
// that a test can assert the kit's failures. Fatal ends the goroutine, as testing's does.
type recorder struct {
	mu       sync.Mutex
	errors   []string
	fatal    []interface{}
	cleanups []func()
}

func (r *recorder) Helper() {}

func (r *recorder) Errorf(format string, args ...interface{}) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.errors = append(r.errors, fmt.Sprintf(format, args...))
}

func (r *recorder) Fatal(args ...interface{}) {
	r.mu.Lock()
	r.fatal = args
	r.mu.Unlock()
	runtime.Goexit()
}

func (r *recorder) Cleanup(f func()) { r.cleanups = append(r.cleanups, f) }

// recording runs f with a recorder, in a goroutine of its own (Fatal ends it), and answers the
// recorder once f returned or ended.
func recording(f func(tb orbittest.TB)) *recorder {
	r := &recorder{}
	done := make(chan struct{})
	go func() {
		defer close(done)
		f(r)
	}()
	<-done
	return r
}

// setenv sets an environment variable for one test (Go 1.16 has no t.Setenv).
func setenv(t *testing.T, name, value string) {
	old, had := os.LookupEnv(name)
	os.Setenv(name, value)
	t.Cleanup(func() {
		if had {
			os.Setenv(name, old)
		} else {
			os.Unsetenv(name)
		}
	})
}

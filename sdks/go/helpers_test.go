package orbit

import (
	"context"
	"fmt"
	"io/ioutil"
	"net/http"
	"net/http/httptest"
	"os"
	"sync"
	"testing"
	"time"

	"github.com/orbit-platform/orbit-sdk-go/v3/option"
)

// TestMain: the Prism tests and the Example functions need the mock of ORBIT_BASE_URL (the sdk-go
// suite starts one: npx tsx scripts/with-server.ts mock -- go test ./...). Prism accepts any bearer
// credential, so test ones are set when the environment has none.
func TestMain(m *testing.M) {
	if os.Getenv(envBaseURL) == "" {
		fmt.Fprintf(os.Stderr, "%s is not set: run the tests against the Prism mock of the contract:\n  npx tsx scripts/with-server.ts mock -- bash -c 'cd sdks/go && go test ./...'\n", envBaseURL)
		os.Exit(2)
	}
	for name, value := range map[string]string{envAccessToken: "test-token", envAPIKey: "sk_test_key"} {
		if os.Getenv(name) == "" {
			os.Setenv(name, value)
		}
	}
	os.Exit(m.Run())
}

// setenv sets an environment variable for one test (Go 1.16 has no t.Setenv).
func setenv(t *testing.T, name, value string) {
	old, had := os.LookupEnv(name)
	if value == "" {
		os.Unsetenv(name)
	} else {
		os.Setenv(name, value)
	}
	t.Cleanup(func() {
		if had {
			os.Setenv(name, old)
		} else {
			os.Unsetenv(name)
		}
	})
}

// double is a local test server recording what it received, answering with its handler.
type double struct {
	*httptest.Server
	mu       sync.Mutex
	requests []recorded
}

type recorded struct {
	Method, Path, Query string
	Header              http.Header
	Body                string
}

func newDouble(t *testing.T, handler func(w http.ResponseWriter, r *http.Request, n int)) *double {
	d := &double{}
	d.Server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := ioutil.ReadAll(r.Body)
		d.mu.Lock()
		d.requests = append(d.requests, recorded{r.Method, r.URL.Path, r.URL.RawQuery, r.Header.Clone(), string(body)})
		n := len(d.requests)
		d.mu.Unlock()
		handler(w, r, n)
	}))
	t.Cleanup(d.Close)
	return d
}

func (d *double) received() []recorded {
	d.mu.Lock()
	defer d.mu.Unlock()
	return append([]recorded(nil), d.requests...)
}

// hooks replace the client's clock, sleep, timer and jitter: nothing in the tests waits for real.
type hooks struct {
	mu     sync.Mutex
	now    time.Time
	sleeps []time.Duration
	// fireTimer, when set, is given the attempt timer's callback (the test fires it at will);
	// otherwise the timer never fires.
	fireTimer func(f func())
}

func (h *hooks) slept() []time.Duration {
	h.mu.Lock()
	defer h.mu.Unlock()
	return append([]time.Duration(nil), h.sleeps...)
}

// testClient is a client of the double with fake time (random() is 0.5 for the jitter).
func testClient(t *testing.T, d *double, opts ...option.RequestOption) (*Client, *hooks) {
	t.Helper()
	for _, name := range []string{envAccessToken, envAPIKey, envTimeout, envMaxRetries, envLog} {
		setenv(t, name, "")
	}
	all := append([]option.RequestOption{option.WithBaseURL(d.URL)}, opts...)
	client, err := NewClient(all...)
	if err != nil {
		t.Fatal(err)
	}
	h := &hooks{now: time.Date(2026, 5, 26, 8, 0, 0, 0, time.UTC)}
	c := client.core
	c.now = func() time.Time {
		h.mu.Lock()
		defer h.mu.Unlock()
		return h.now
	}
	c.sleep = func(ctx context.Context, d time.Duration) error {
		h.mu.Lock()
		h.sleeps = append(h.sleeps, d)
		h.now = h.now.Add(d)
		h.mu.Unlock()
		return ctx.Err()
	}
	c.random = func() float64 { return 0.5 }
	c.afterFunc = func(d time.Duration, f func()) func() bool {
		h.mu.Lock()
		fire := h.fireTimer
		h.mu.Unlock()
		if fire != nil {
			fire(f)
		}
		return func() bool { return true }
	}
	return client, h
}

// jsonAnswer writes a JSON answer with a request id.
func jsonAnswer(w http.ResponseWriter, status int, body string) {
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set(requestIDHeader, "req_test000000000000000001")
	w.WriteHeader(status)
	fmt.Fprint(w, body)
}

func errorAnswer(w http.ResponseWriter, status int, errorType, code string) {
	jsonAnswer(w, status, fmt.Sprintf(`{"error":{"type":%q,"code":%q,"message":"%s happened","param":"order_no","request_id":"req_body0000000000000000001"}}`, errorType, code, code))
}

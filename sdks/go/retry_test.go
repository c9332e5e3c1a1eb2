package orbit

import (
	"context"
	"errors"
	"net"
	"net/http"
	"sort"
	"strconv"
	"testing"
	"time"

	"github.com/orbit-platform/orbit-sdk-go/v3/option"
)

// The wait before retry n without a server wait, with random() = 0.5.
func expectedBackoff(n int) time.Duration {
	return backoff(n, 0.5)
}

func TestBackoffFollowsTheRules(t *testing.T) {
	// min(initial × multiplierⁿ, max) × (1 − jitter × random), computed independently of backoff().
	for n := 0; n < 8; n++ {
		base := float64(backoffInitial)
		for i := 0; i < n; i++ {
			base *= backoffMultiplier
		}
		if base > float64(backoffMax) {
			base = float64(backoffMax)
		}
		for _, r := range []float64{0, 0.5, 0.999} {
			want := time.Duration(base * (1 - backoffJitter*r))
			if got := backoff(n, r); got != want {
				t.Errorf("backoff(%d, %v) = %v, want %v", n, r, got, want)
			}
		}
	}
	if backoff(20, 0) != backoffMax {
		t.Errorf("backoff is not capped at %v", backoffMax)
	}
}

func TestEveryRetryStatusIsRetriedWithBackoff(t *testing.T) {
	statuses := make([]int, 0, len(retryStatuses))
	for s := range retryStatuses {
		statuses = append(statuses, s)
	}
	sort.Ints(statuses)
	for _, status := range statuses {
		t.Run(strconv.Itoa(status), func(t *testing.T) {
			d := newDouble(t, func(w http.ResponseWriter, r *http.Request, n int) {
				if n <= 2 {
					errorAnswer(w, status, "api_error", "try_again")
					return
				}
				jsonAnswer(w, 200, `{"items":[]}`)
			})
			client, h := testClient(t, d, option.WithMaxRetries(2))
			if _, err := client.Packages.List(context.Background(), nil); err != nil {
				t.Fatal(err)
			}
			if got := len(d.received()); got != 3 {
				t.Fatalf("%d attempts, want 3", got)
			}
			want := []time.Duration{expectedBackoff(0), expectedBackoff(1)}
			if got := h.slept(); !equalDurations(got, want) {
				t.Fatalf("waits %v, want %v", got, want)
			}
		})
	}
}

func TestOtherStatusesAreNotRetried(t *testing.T) {
	for _, status := range []int{400, 401, 402, 403, 404, 409, 418, 422} {
		if retryStatuses[status] {
			continue
		}
		d := newDouble(t, func(w http.ResponseWriter, r *http.Request, n int) { errorAnswer(w, status, "x", "no") })
		client, h := testClient(t, d, option.WithMaxRetries(3))
		_, err := client.Packages.List(context.Background(), nil)
		var apiErr *APIError
		if !errors.As(err, &apiErr) || apiErr.StatusCode != status {
			t.Fatalf("status %d: got %v", status, err)
		}
		if n := len(d.received()); n != 1 || len(h.slept()) != 0 {
			t.Fatalf("status %d: %d attempts, %d waits; want 1 and 0", status, n, len(h.slept()))
		}
	}
}

func TestRetryAfterForms(t *testing.T) {
	now := time.Date(2026, 5, 26, 8, 0, 0, 0, time.UTC)
	cases := []struct {
		name   string
		header map[string]string
		want   time.Duration
	}{
		{"retry-after-ms", map[string]string{"retry-after-ms": "1500"}, 1500 * time.Millisecond},
		{"retry-after-ms fraction", map[string]string{"retry-after-ms": "250.5"}, 250500 * time.Microsecond},
		{"Retry-After seconds", map[string]string{"Retry-After": "2"}, 2 * time.Second},
		{"Retry-After zero", map[string]string{"Retry-After": "0"}, 0},
		{"Retry-After HTTP date", map[string]string{"Retry-After": now.Add(3 * time.Second).Format(http.TimeFormat)}, 3 * time.Second},
		{"Retry-After date in the past", map[string]string{"Retry-After": now.Add(-time.Hour).Format(http.TimeFormat)}, 0},
		{"retry-after-ms wins over Retry-After", map[string]string{"retry-after-ms": "100", "Retry-After": "5"}, 100 * time.Millisecond},
		{"invalid retry-after-ms falls back to Retry-After", map[string]string{"retry-after-ms": "soon", "Retry-After": "4"}, 4 * time.Second},
		{"negative retry-after-ms falls back", map[string]string{"retry-after-ms": "-5", "Retry-After": "1"}, time.Second},
		{"invalid Retry-After: backoff", map[string]string{"Retry-After": "later"}, expectedBackoff(0)},
		{"negative Retry-After: backoff", map[string]string{"Retry-After": "-3"}, expectedBackoff(0)},
		{"exactly the maximum is waited", map[string]string{"Retry-After": strconv.Itoa(int(retryAfterMax / time.Second))}, retryAfterMax},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			d := newDouble(t, func(w http.ResponseWriter, r *http.Request, n int) {
				if n == 1 {
					for k, v := range tc.header {
						w.Header().Set(k, v)
					}
					errorAnswer(w, 429, "rate_limit_error", "rate_limited")
					return
				}
				jsonAnswer(w, 200, `{"items":[]}`)
			})
			client, h := testClient(t, d)
			if _, err := client.Packages.List(context.Background(), nil); err != nil {
				t.Fatal(err)
			}
			if got := h.slept(); len(got) != 1 || got[0] != tc.want {
				t.Fatalf("waits %v, want [%v]", got, tc.want)
			}
		})
	}
}

func TestRetryAfterAboveTheMaximumFailsAtOnce(t *testing.T) {
	for _, header := range []map[string]string{
		{"Retry-After": strconv.Itoa(int(retryAfterMax/time.Second) + 1)},
		{"retry-after-ms": strconv.Itoa(int(retryAfterMax/time.Millisecond) + 1)},
	} {
		d := newDouble(t, func(w http.ResponseWriter, r *http.Request, n int) {
			for k, v := range header {
				w.Header().Set(k, v)
			}
			errorAnswer(w, 429, "rate_limit_error", "rate_limited")
		})
		client, h := testClient(t, d, option.WithMaxRetries(5))
		_, err := client.Packages.List(context.Background(), nil)
		var apiErr *APIError
		if !errors.Is(err, ErrRateLimit) || !errors.As(err, &apiErr) {
			t.Fatalf("%v: got %v, want a RateLimit *APIError", header, err)
		}
		for k, v := range header {
			if apiErr.Header.Get(k) != v {
				t.Errorf("the error does not carry %s: %q", k, apiErr.Header.Get(k))
			}
		}
		if n := len(d.received()); n != 1 || len(h.slept()) != 0 {
			t.Fatalf("%v: %d attempts and %d waits, want 1 and 0", header, n, len(h.slept()))
		}
	}
}

func TestRetriesExhaustedGiveTheLastAnswer(t *testing.T) {
	d := newDouble(t, func(w http.ResponseWriter, r *http.Request, n int) {
		errorAnswer(w, 503, "api_error", "unavailable_"+strconv.Itoa(n))
	})
	client, h := testClient(t, d, option.WithMaxRetries(2))
	_, err := client.Packages.List(context.Background(), nil)
	var apiErr *APIError
	if !errors.As(err, &apiErr) || !errors.Is(err, ErrInternalServer) || apiErr.Code != "unavailable_3" {
		t.Fatalf("got %v, want the third answer's InternalServer error", err)
	}
	if len(h.slept()) != 2 {
		t.Fatalf("waits %v", h.slept())
	}
	// A per-call value wins over the client's.
	d2 := newDouble(t, func(w http.ResponseWriter, r *http.Request, n int) { errorAnswer(w, 503, "api_error", "x") })
	client2, _ := testClient(t, d2, option.WithMaxRetries(2))
	if _, err := client2.Packages.List(context.Background(), nil, option.WithMaxRetries(0)); err == nil || len(d2.received()) != 1 {
		t.Fatalf("WithMaxRetries(0) per call: %d attempts", len(d2.received()))
	}
}

func TestConnectionErrorsAreRetriedThenReported(t *testing.T) {
	d := newDouble(t, func(w http.ResponseWriter, r *http.Request, n int) {
		conn, _, _ := w.(http.Hijacker).Hijack()
		conn.Close() // no answer at all
	})
	client, h := testClient(t, d, option.WithMaxRetries(2))
	_, err := client.Packages.List(context.Background(), nil)
	var reqErr *RequestError
	if !errors.As(err, &reqErr) || !errors.Is(err, ErrAPIConnection) || errors.Is(err, ErrAPITimeout) {
		t.Fatalf("got %v, want an APIConnection *RequestError", err)
	}
	var urlErr interface{ Timeout() bool }
	if !errors.As(err, &urlErr) {
		t.Errorf("the transport's error is not kept as the cause: %v", err)
	}
	if n := len(d.received()); n != 3 || len(h.slept()) != 2 {
		t.Fatalf("%d attempts, %d waits; want 3 and 2", n, len(h.slept()))
	}

	// A refused connection too.
	l, _ := net.Listen("tcp", "127.0.0.1:0")
	addr := l.Addr().String()
	l.Close()
	refused, _ := NewClient(option.WithBaseURL("http://"+addr), option.WithMaxRetries(0))
	if _, err := refused.Packages.List(context.Background(), nil); !errors.Is(err, ErrAPIConnection) {
		t.Fatalf("refused: got %v", err)
	}
}

func TestAttemptTimeoutIsRetriedThenReported(t *testing.T) {
	// The attempt's timer is armed before the request leaves; the server fires it when the request
	// arrives (as if the hour had passed) and hangs until the client gives up.
	armed := make(chan func(), 8)
	d := newDouble(t, func(w http.ResponseWriter, r *http.Request, n int) {
		fire := <-armed
		fire()
		<-r.Context().Done()
	})
	client, h := testClient(t, d, option.WithMaxRetries(1), option.WithTimeout(time.Hour))
	h.fireTimer = func(f func()) { armed <- f }
	_, err := client.Packages.List(context.Background(), nil)
	var reqErr *RequestError
	if !errors.As(err, &reqErr) || !errors.Is(err, ErrAPITimeout) || !errors.Is(err, ErrAPIConnection) {
		t.Fatalf("got %v, want an APITimeout *RequestError (also an APIConnection)", err)
	}
	if !errors.Is(err, context.DeadlineExceeded) || errors.Is(err, context.Canceled) || errors.Is(err, ErrAPIUserAbort) {
		t.Fatalf("an attempt timeout is a deadline, not the caller's cancellation: %v", err)
	}
	if got := h.slept(); len(got) != 1 || got[0] != expectedBackoff(0) {
		t.Fatalf("waits %v, want one backoff", got)
	}
	if n := len(d.received()); n != 2 {
		t.Fatalf("%d attempts, want 2", n)
	}
}

func equalDurations(a, b []time.Duration) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// net/http replays a GET on its own when a reused keep-alive connection is dropped; the SDK must not
// let it, or the rules' attempt count would be wrong.
func TestNoHiddenTransportRetryOnAReusedConnection(t *testing.T) {
	for _, method := range []string{"GET", "POST"} {
		d := newDouble(t, func(w http.ResponseWriter, r *http.Request, n int) {
			if n == 2 {
				conn, _, _ := w.(http.Hijacker).Hijack()
				conn.Close()
				return
			}
			jsonAnswer(w, 200, paymentJSON)
		})
		client, _ := testClient(t, d, option.WithMaxRetries(0), option.WithAccessToken("t"))
		call := func() error {
			if method == "GET" {
				_, err := client.Packages.List(context.Background(), nil)
				return err
			}
			_, err := client.Payments.Create(context.Background(), &PaymentCreateParams{PackageID: "pkg_vip30d00000001", Provider: PaymentProviderChatpay})
			return err
		}
		if err := call(); err != nil { // opens the keep-alive connection
			t.Fatal(err)
		}
		if err := call(); !errors.Is(err, ErrAPIConnection) {
			t.Fatalf("%s: got %v, want APIConnection", method, err)
		}
		if n := len(d.received()); n != 2 {
			t.Fatalf("%s: the server saw %d requests, want 2 (no retry without the rules)", method, n)
		}
	}
}

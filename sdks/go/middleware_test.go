package orbit

import (
	"context"
	"errors"
	"net/http"
	"strconv"
	"testing"

	"github.com/orbit-platform/orbit-sdk-go/v3/option"
)

// Middleware sees every attempt, the client's outside the call's, and may change the request.
func TestMiddlewareSeesEveryAttempt(t *testing.T) {
	d := newDouble(t, func(w http.ResponseWriter, r *http.Request, n int) {
		if n == 1 {
			errorAnswer(w, 503, "api_error", "unavailable")
			return
		}
		jsonAnswer(w, 200, `{"items":[]}`)
	})
	var seen []string
	record := func(name string) option.Middleware {
		return func(req *http.Request, next option.MiddlewareNext) (*http.Response, error) {
			req.Header.Set("X-Trace-"+name, "on")
			resp, err := next(req)
			status := "none"
			if resp != nil {
				status = strconv.Itoa(resp.StatusCode)
			}
			seen = append(seen, name+" "+req.Method+" "+req.URL.Path+" "+status)
			return resp, err
		}
	}
	client, _ := testClient(t, d, option.WithMaxRetries(1), option.WithMiddleware(record("client")))
	if _, err := client.Packages.List(context.Background(), nil, option.WithMiddleware(record("call"))); err != nil {
		t.Fatal(err)
	}
	want := []string{"call GET /api/user/packages 503", "client GET /api/user/packages 503", "call GET /api/user/packages 200", "client GET /api/user/packages 200"}
	if len(seen) != len(want) {
		t.Fatalf("middleware saw %v, want %v", seen, want)
	}
	for i := range want {
		if seen[i] != want[i] {
			t.Fatalf("middleware saw %v, want %v", seen, want)
		}
	}
	for _, r := range d.received() {
		if r.Header.Get("X-Trace-client") != "on" || r.Header.Get("X-Trace-call") != "on" {
			t.Fatalf("headers %v", r.Header)
		}
	}

	// An error of the middleware fails the attempt as a connection error that keeps it.
	refused := errors.New("offline mode")
	_, err := client.Packages.List(context.Background(), nil, option.WithMaxRetries(0), option.WithMiddleware(func(req *http.Request, next option.MiddlewareNext) (*http.Response, error) {
		return nil, refused
	}))
	if !errors.Is(err, ErrAPIConnection) || !errors.Is(err, refused) {
		t.Fatalf("got %v, want an APIConnection error wrapping the middleware's", err)
	}
	if _, err := NewClient(option.WithMiddleware(nil)); !errors.Is(err, ErrInvalidArgument) {
		t.Fatalf("nil middleware: got %v", err)
	}
}

package orbit

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"strconv"
	"testing"
	"time"

	"github.com/orbit-platform/orbit-sdk-go/v3/option"
)

func TestEveryErrorAnswerHasItsKind(t *testing.T) {
	cases := map[int]error{418: nil, 422: nil}
	for _, s := range statusKinds {
		cases[s.from] = s.kind
		cases[s.to] = s.kind
	}
	allKinds := []error{ErrBadRequest, ErrAuthentication, ErrPaymentRequired, ErrPermissionDenied, ErrNotFound, ErrConflict, ErrRateLimit, ErrInternalServer,
		ErrAPIConnection, ErrAPITimeout, ErrAPIUserAbort, ErrAPIResponseValidation, ErrInvalidArgument}
	for status, kind := range cases {
		t.Run(strconv.Itoa(status), func(t *testing.T) {
			d := newDouble(t, func(w http.ResponseWriter, r *http.Request, n int) {
				w.Header().Set("X-Extra", "kept")
				errorAnswer(w, status, "some_error", "some_code")
			})
			client, _ := testClient(t, d, option.WithMaxRetries(0))
			_, err := client.Orders.List(context.Background(), nil)
			var apiErr *APIError
			if !errors.As(err, &apiErr) {
				t.Fatalf("got %T %v, want *APIError", err, err)
			}
			var reqErr *RequestError
			if errors.As(err, &reqErr) {
				t.Fatal("an error answer is not a *RequestError")
			}
			if apiErr.Kind != kind {
				t.Fatalf("Kind %v, want %v", apiErr.Kind, kind)
			}
			for _, k := range allKinds {
				if got := errors.Is(err, k); got != (k == kind) {
					t.Errorf("errors.Is(err, %v) = %v", k, got)
				}
			}
			if apiErr.StatusCode != status || apiErr.Code != "some_code" || apiErr.Type != "some_error" || apiErr.Message != "some_code happened" ||
				apiErr.Param != "order_no" || apiErr.RequestID != "req_test000000000000000001" || apiErr.Header.Get("X-Extra") != "kept" {
				t.Fatalf("fields: %+v", apiErr)
			}
			var body map[string]interface{}
			if json.Unmarshal(apiErr.RawBody, &body) != nil || body["error"] == nil {
				t.Fatalf("RawBody %q", apiErr.RawBody)
			}
		})
	}
}

func TestErrorAnswerWithoutAJSONBody(t *testing.T) {
	d := newDouble(t, func(w http.ResponseWriter, r *http.Request, n int) {
		w.WriteHeader(502)
		w.Write([]byte("<html>bad gateway</html>"))
	})
	client, _ := testClient(t, d, option.WithMaxRetries(0))
	_, err := client.Packages.List(context.Background(), nil)
	var apiErr *APIError
	if !errors.As(err, &apiErr) || !errors.Is(err, ErrInternalServer) || string(apiErr.RawBody) != "<html>bad gateway</html>" || apiErr.Message != "Bad Gateway" {
		t.Fatalf("got %#v", err)
	}
}

func TestCancelledContext(t *testing.T) {
	started := make(chan struct{}, 1)
	d := newDouble(t, func(w http.ResponseWriter, r *http.Request, n int) {
		started <- struct{}{}
		<-r.Context().Done()
	})
	client, _ := testClient(t, d)
	ctx, cancel := context.WithCancel(context.Background())
	go func() {
		<-started
		cancel()
	}()
	_, err := client.Packages.List(ctx, nil)
	var reqErr *RequestError
	if !errors.As(err, &reqErr) || !errors.Is(err, ErrAPIUserAbort) || !errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("got %T %v, want an APIUserAbort *RequestError that is context.Canceled", err, err)
	}
	if n := len(d.received()); n != 1 {
		t.Fatalf("%d attempts after a cancellation, want 1", n)
	}
}

func TestExpiredContext(t *testing.T) {
	d := newDouble(t, func(w http.ResponseWriter, r *http.Request, n int) { <-r.Context().Done() })
	client, _ := testClient(t, d)
	ctx, cancel := context.WithDeadline(context.Background(), time.Now().Add(-time.Second))
	defer cancel()
	_, err := client.Packages.List(ctx, nil)
	if !errors.Is(err, ErrAPITimeout) || !errors.Is(err, context.DeadlineExceeded) || errors.Is(err, ErrAPIUserAbort) {
		t.Fatalf("got %v, want an APITimeout that is context.DeadlineExceeded", err)
	}
	var reqErr *RequestError
	if !errors.As(err, &reqErr) {
		t.Fatalf("%T is not a *RequestError", err)
	}
}

// The SDK's own per-attempt timeout, on its real timer: a server that never answers and a timeout of
// a nanosecond, so only the timer can end the call. It is a deadline (context.DeadlineExceeded), never
// the caller's cancellation (context.Canceled, APIUserAbort): issue 20, defect 1.
func TestAttemptTimeoutIsADeadlineNotACancellation(t *testing.T) {
	d := newDouble(t, func(w http.ResponseWriter, r *http.Request, n int) { <-r.Context().Done() })
	for _, name := range []string{envAccessToken, envAPIKey, envTimeout, envMaxRetries, envLog} {
		setenv(t, name, "")
	}
	client, err := NewClient(option.WithBaseURL(d.URL), option.WithMaxRetries(0), option.WithTimeout(time.Nanosecond))
	if err != nil {
		t.Fatal(err)
	}
	_, err = client.Packages.List(context.Background(), nil)
	var reqErr *RequestError
	if !errors.As(err, &reqErr) || !errors.Is(err, ErrAPITimeout) || !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("got %v, want an APITimeout *RequestError that is context.DeadlineExceeded", err)
	}
	if errors.Is(err, context.Canceled) || errors.Is(err, ErrAPIUserAbort) {
		t.Fatalf("the SDK's timeout looks like the caller's cancellation: %v", err)
	}
}

func TestCancellationWhileWaitingStopsAtOnce(t *testing.T) {
	d := newDouble(t, func(w http.ResponseWriter, r *http.Request, n int) {
		w.Header().Set("Retry-After", "30")
		errorAnswer(w, 503, "api_error", "unavailable")
	})
	client, h := testClient(t, d, option.WithMaxRetries(5))
	ctx, cancel := context.WithCancel(context.Background())
	// The fake sleep cancels the call while it waits, as a caller would.
	client.Orders.c.sleep = func(ctx context.Context, d time.Duration) error {
		h.mu.Lock()
		h.sleeps = append(h.sleeps, d)
		h.mu.Unlock()
		cancel()
		return sleepContext(ctx, d)
	}
	_, err := client.Packages.List(ctx, nil)
	if !errors.Is(err, ErrAPIUserAbort) || !errors.Is(err, context.Canceled) {
		t.Fatalf("got %v", err)
	}
	if n := len(d.received()); n != 1 || len(h.slept()) != 1 || h.slept()[0] != 30*time.Second {
		t.Fatalf("%d attempts, waits %v; want 1 attempt and one 30 s wait", n, h.slept())
	}
}

func TestUndecodableAnswersAreResponseValidationErrors(t *testing.T) {
	for name, body := range map[string]string{
		"wrong kind":   `{"items":"not a list","page":1,"limit":20,"total":0,"has_more":false}`,
		"not JSON":     `<html>oops</html>`,
		"wrong number": `{"items":[],"page":"one"}`,
	} {
		t.Run(name, func(t *testing.T) {
			d := newDouble(t, func(w http.ResponseWriter, r *http.Request, n int) { jsonAnswer(w, 200, body) })
			client, _ := testClient(t, d, option.WithAccessToken("t"))
			_, err := client.Orders.List(context.Background(), nil)
			var apiErr *APIError
			if !errors.As(err, &apiErr) || !errors.Is(err, ErrAPIResponseValidation) {
				t.Fatalf("got %T %v, want an APIResponseValidation *APIError", err, err)
			}
			if apiErr.StatusCode != 200 || apiErr.RequestID != "req_test000000000000000001" || string(apiErr.RawBody) != body {
				t.Fatalf("fields: %+v", apiErr)
			}
			var typeErr *json.UnmarshalTypeError
			var syntaxErr *json.SyntaxError
			if !errors.As(err, &typeErr) && !errors.As(err, &syntaxErr) {
				t.Fatalf("the decoder's error is not the cause: %v", err)
			}
		})
	}
}

func TestForwardCompatibleAnswers(t *testing.T) {
	// What the next minor release may send: an unknown enum value and unknown fields everywhere.
	body := `{"items":[{"order_no":"ORD20260526083000K7Q2M9XA","status":"disputed","dispute":{"opened_at":"2026-06-01T00:00:00Z"},` +
		`"package":{"id":"pkg_vip30d00000001","type":"lifetime","name":"VIP","badge":"gold"},"amount":{"amount":2990,"currency":"CNY","tax":1},` +
		`"provider":"newpay","created_at":"2026-05-26T08:30:00Z","updated_at":"2026-05-26T08:31:00Z","expires_at":"2026-05-26T09:00:00Z"}],` +
		`"page":1,"limit":20,"total":1,"has_more":false,"cursor":"abc"}`
	d := newDouble(t, func(w http.ResponseWriter, r *http.Request, n int) { jsonAnswer(w, 200, body) })
	client, _ := testClient(t, d, option.WithAccessToken("t"))
	list, err := client.Orders.List(context.Background(), nil)
	if err != nil {
		t.Fatalf("an answer with new values failed the call: %v", err)
	}
	o := list.Items[0]
	if o.Status != "disputed" || o.Status == OrderStatusPending || string(o.Status) != "disputed" {
		t.Fatalf("status %q, want the unknown value as it came", o.Status)
	}
	if o.Package.Type != PackageType("lifetime") || o.Provider != "newpay" || o.Amount.Amount != 2990 || o.OrderNo != "ORD20260526083000K7Q2M9XA" {
		t.Fatalf("order %+v", o)
	}
}

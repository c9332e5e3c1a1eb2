// Hand-written tests of the SDK's behaviour against a local test double (httptest on 127.0.0.1):
// retries, Retry-After, idempotency keys, timeouts, dropped connections, refresh-and-replay, typed
// errors, pagination, streaming, binary answers, images, configuration and telemetry.

package orbit

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/ioutil"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

const (
	testToken   = "at_Zt8pQ2mW5xR7kL9vN3bC6dF1gH4jK0sY"
	testRefresh = "rt_8fJ2kLmN4pQ7sT1vX3zB6cD9eG0hK5mR"
	testAPIKey  = "sk_test_4eC39HqLyjWDarjtT1zdp7dcABCDEFGH"
)

// double is a scripted test server: handle answers each request; it records them all.
type double struct {
	mu       sync.Mutex
	requests []*recorded
	handle   func(w http.ResponseWriter, r *http.Request, n int, body []byte)
	srv      *httptest.Server
}

type recorded struct {
	at     time.Time
	method string
	path   string
	query  string
	header http.Header
	body   []byte
}

func newDouble(t *testing.T, handle func(w http.ResponseWriter, r *http.Request, n int, body []byte)) *double {
	d := &double{handle: handle}
	d.srv = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := ioutil.ReadAll(r.Body)
		d.mu.Lock()
		d.requests = append(d.requests, &recorded{at: time.Now(), method: r.Method, path: r.URL.Path, query: r.URL.RawQuery, header: r.Header.Clone(), body: body})
		n := len(d.requests)
		d.mu.Unlock()
		w.Header().Set("X-Request-Id", fmt.Sprintf("req_test%08d", n))
		d.handle(w, r, n, body)
	}))
	t.Cleanup(d.srv.Close)
	return d
}

func (d *double) count() int {
	d.mu.Lock()
	defer d.mu.Unlock()
	return len(d.requests)
}

func (d *double) req(i int) *recorded {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.requests[i]
}

// client: a client of the double with fast backoff (tests of Retry-After set it explicitly).
func (d *double) client(opts ...RequestOption) *Client {
	base := []RequestOption{WithBaseURL(d.srv.URL), WithAccessToken(testToken), WithAPIKey(testAPIKey), WithRetryDelay(time.Millisecond, 5*time.Millisecond), WithTimeout(5 * time.Second)}
	return NewClient(append(base, opts...)...)
}

func writeJSON(w http.ResponseWriter, status int, v interface{}) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	json.NewEncoder(w).Encode(v)
}

func errorBody(typ, code, msg string, n int) map[string]interface{} {
	return map[string]interface{}{"error": map[string]interface{}{"type": typ, "code": code, "message": msg, "request_id": fmt.Sprintf("req_test%08d", n)}}
}

var models = map[string]interface{}{"items": []interface{}{map[string]interface{}{"id": "orbit-chat-1", "name": "Orbit Chat 1", "type": "chat", "owned_by": "orbit", "available": true}}}

func order(no string) map[string]interface{} {
	return map[string]interface{}{
		"order_no": no, "status": "completed", "package": map[string]interface{}{"id": "pkg_vip30d00000001", "type": "membership", "name": "VIP 30 days"},
		"amount": map[string]interface{}{"amount": 2990, "currency": "CNY"}, "provider": "chatpay",
		"created_at": "2026-05-26T08:30:00Z", "updated_at": "2026-05-26T08:31:00Z", "expires_at": "2026-05-26T09:00:00Z",
	}
}

func session(access, refresh string) map[string]interface{} {
	return map[string]interface{}{
		"access_token": access, "token_type": "Bearer", "expires_in": 7200, "expires_at": "2026-05-26T10:30:00Z",
		"refresh_token": refresh, "refresh_expires_in": 2592000,
		"user": map[string]interface{}{"id": "usr_4K6M8P0R2T4V6X8Z", "membership": map[string]interface{}{"active": false, "level": "none"}, "credits": 0,
			"balance": map[string]interface{}{"amount": 0, "currency": "CNY"}, "invite_code": "K7Q2M9XA", "created_at": "2026-05-01T00:00:00Z"},
	}
}

func TestRetriesOn429And503HonouringRetryAfter(t *testing.T) {
	d := newDouble(t, func(w http.ResponseWriter, r *http.Request, n int, _ []byte) {
		switch n {
		case 1:
			w.Header().Set("Retry-After", "1")
			writeJSON(w, 429, errorBody("rate_limit_error", "rate_limited", "slow down", n))
		case 2:
			w.Header().Set("Retry-After", "0")
			writeJSON(w, 503, errorBody("api_error", "service_unavailable", "maintenance", n))
		default:
			writeJSON(w, 200, models)
		}
	})
	start := time.Now()
	res, err := d.client().Ai.ListModels(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if d.count() != 3 || res.Items[0].Id != "orbit-chat-1" || res.RequestID != "req_test00000003" {
		t.Fatalf("attempts %d, result %+v", d.count(), res)
	}
	// The backoff is 1 ms here, so only Retry-After: 1 explains a wait of a second.
	if gap := d.req(1).at.Sub(d.req(0).at); gap < 950*time.Millisecond || gap > 3*time.Second {
		t.Fatalf("waited %s after Retry-After: 1", gap)
	}
	if time.Since(start) > 4*time.Second {
		t.Fatalf("took %s", time.Since(start))
	}
}

func TestRetryCountsDefaultConfigurableAndDisabled(t *testing.T) {
	d := newDouble(t, func(w http.ResponseWriter, r *http.Request, n int, _ []byte) {
		writeJSON(w, 503, errorBody("api_error", "service_unavailable", "down", n))
	})
	ctx := context.Background()
	_, err := d.client().Ai.ListModels(ctx)
	var se *ServerError
	if !errors.As(err, &se) || d.count() != 3 {
		t.Fatalf("default: %d attempts, err %v", d.count(), err)
	}
	if se.StatusCode != 503 || se.Code != "service_unavailable" || se.RequestID != "req_test00000003" {
		t.Fatalf("error fields: %+v", se.APIError)
	}
	c := d.client(WithMaxRetries(0))
	c.Ai.ListModels(ctx)
	if d.count() != 4 {
		t.Fatalf("WithMaxRetries(0): %d attempts in total", d.count())
	}
	c.Ai.ListModels(ctx, WithMaxRetries(4)) // per request
	if d.count() != 9 {
		t.Fatalf("per-request WithMaxRetries(4): %d attempts in total", d.count())
	}
	os.Setenv("ORBIT_MAX_RETRIES", "1")
	defer os.Unsetenv("ORBIT_MAX_RETRIES")
	NewClient(WithBaseURL(d.srv.URL), WithRetryDelay(time.Millisecond, time.Millisecond)).Ai.ListModels(ctx)
	if d.count() != 11 {
		t.Fatalf("ORBIT_MAX_RETRIES=1: %d attempts in total", d.count())
	}
}

func TestIdempotencyKeyKeptAcrossRetries(t *testing.T) {
	d := newDouble(t, func(w http.ResponseWriter, r *http.Request, n int, _ []byte) {
		if n == 1 || n == 2 {
			writeJSON(w, 503, errorBody("api_error", "service_unavailable", "down", n))
			return
		}
		writeJSON(w, 201, map[string]interface{}{"order": order("ORD20260526083000K7Q2M9XA")})
	})
	c := d.client()
	ctx := context.Background()
	body := CreatePaymentRequest{PackageId: "pkg_vip30d00000001", Provider: PAYMENTPROVIDER_CHATPAY}
	res, err := c.Payments.Create(ctx, body, nil)
	if err != nil || res.Order.OrderNo != "ORD20260526083000K7Q2M9XA" || d.count() != 3 {
		t.Fatalf("%d attempts, %v", d.count(), err)
	}
	key := d.req(0).header.Get("Idempotency-Key")
	if len(key) != 36 || d.req(1).header.Get("Idempotency-Key") != key || d.req(2).header.Get("Idempotency-Key") != key {
		t.Fatalf("keys %q %q %q", key, d.req(1).header.Get("Idempotency-Key"), d.req(2).header.Get("Idempotency-Key"))
	}
	if _, err := c.Payments.Create(ctx, body, nil); err != nil {
		t.Fatal(err)
	}
	if next := d.req(3).header.Get("Idempotency-Key"); next == "" || next == key {
		t.Fatalf("a new call must get a new key: %q after %q", next, key)
	}
	c.Payments.Create(ctx, body, &CreatePaymentParams{IdempotencyKey: PtrString("mine-1")})
	c.Ai.Deduct(ctx, DeductRequest{Amount: Money{Amount: 1, Currency: "CNY"}, Reason: "x"}, nil, WithIdempotencyKey("mine-2"))
	if d.req(4).header.Get("Idempotency-Key") != "mine-1" || d.req(5).header.Get("Idempotency-Key") != "mine-2" {
		t.Fatalf("own keys not sent: %q %q", d.req(4).header.Get("Idempotency-Key"), d.req(5).header.Get("Idempotency-Key"))
	}
	if d.req(0).header.Get("Authorization") != "Bearer "+testToken {
		t.Fatalf("Authorization %q", d.req(0).header.Get("Authorization"))
	}
}

func TestMoneyMovingPostWithoutKeyIsNotRetried(t *testing.T) {
	d := newDouble(t, func(w http.ResponseWriter, r *http.Request, n int, _ []byte) {
		writeJSON(w, 503, errorBody("api_error", "service_unavailable", "down", n))
	})
	cl := &call{op: operationByID("createPayment")}
	if retryAllowed(cl, http.Header{}) || !retryAllowed(cl, http.Header{"Idempotency-Key": {"k"}}) {
		t.Fatal("a money-moving POST must be retried only with an Idempotency-Key")
	}
	if !retryAllowed(&call{op: operationByID("routerChat")}, http.Header{}) {
		t.Fatal("other operations are retried without a key")
	}
	d.client().Distribution.ApplyWithdrawal(context.Background(), WithdrawalRequest{Amount: Money{Amount: 1000, Currency: "CNY"}, Method: WITHDRAWALMETHOD_PAYAPP, Account: "a@example.com"}, nil)
	if d.count() != 3 || d.req(0).query != "action=withdraw_apply" || d.req(0).header.Get("Idempotency-Key") == "" {
		t.Fatalf("applyWithdrawal: %d attempts, query %q", d.count(), d.req(0).query)
	}
}

func TestDroppedConnectionIsRetriedThenConnectionError(t *testing.T) {
	var drop = 1
	var mu sync.Mutex
	d := newDouble(t, func(w http.ResponseWriter, r *http.Request, n int, _ []byte) {
		mu.Lock()
		dropIt := n <= drop
		mu.Unlock()
		if dropIt {
			conn, _, err := w.(http.Hijacker).Hijack()
			if err == nil {
				conn.Close()
			}
			return
		}
		writeJSON(w, 200, models)
	})
	if _, err := d.client().Ai.ListModels(context.Background()); err != nil || d.count() != 2 {
		t.Fatalf("drop then answer: %d attempts, %v", d.count(), err)
	}
	mu.Lock()
	drop = 100
	mu.Unlock()
	// No keep-alive: net/http would itself resend a GET once on a reused connection that drops.
	fresh := &http.Client{Transport: &http.Transport{DisableKeepAlives: true}}
	_, err := d.client(WithMaxRetries(1), WithHTTPClient(fresh)).Ai.ListModels(context.Background())
	var ce *ConnectionError
	if !errors.As(err, &ce) || d.count() != 4 {
		t.Fatalf("always dropped: %d attempts, %T %v", d.count(), err, err)
	}
	if e, ok := AsAPIError(err); !ok || e.StatusCode != 0 || e.Err == nil {
		t.Fatalf("AsAPIError: %+v", e)
	}
}

func TestTimeoutIsItsOwnErrorAndOverridablePerRequest(t *testing.T) {
	d := newDouble(t, func(w http.ResponseWriter, r *http.Request, n int, _ []byte) {
		select {
		case <-time.After(300 * time.Millisecond):
		case <-r.Context().Done():
			return
		}
		writeJSON(w, 200, models)
	})
	c := d.client(WithTimeout(50*time.Millisecond), WithMaxRetries(0))
	start := time.Now()
	_, err := c.Ai.ListModels(context.Background())
	var te *TimeoutError
	if !errors.As(err, &te) || time.Since(start) > 250*time.Millisecond {
		t.Fatalf("got %T %v after %s", err, err, time.Since(start))
	}
	if _, err := c.Ai.ListModels(context.Background(), WithTimeout(2*time.Second)); err != nil {
		t.Fatalf("per-request timeout: %v", err)
	}
	// Timeouts are retried like connection errors.
	before := d.count()
	_, err = d.client(WithTimeout(50*time.Millisecond), WithMaxRetries(2)).Ai.ListModels(context.Background())
	if !errors.As(err, &te) || d.count()-before != 3 {
		t.Fatalf("retried timeouts: %d attempts, %v", d.count()-before, err)
	}
}

func TestRefreshAndReplayOn401(t *testing.T) {
	d := newDouble(t, func(w http.ResponseWriter, r *http.Request, n int, body []byte) {
		switch r.URL.Path {
		case "/api/auth/unified_login":
			var req map[string]string
			json.Unmarshal(body, &req)
			if req["mode"] != "refresh" || req["refresh_token"] != testRefresh || r.Header.Get("Authorization") != "" {
				writeJSON(w, 401, errorBody("authentication_error", "refresh_token_reused", "bad refresh", n))
				return
			}
			writeJSON(w, 200, session("at_NEWnewNEWnewNEWnew01", "rt_NEWnewNEWnewNEWnew01"))
		case "/api/user/orders":
			if r.Header.Get("Authorization") != "Bearer at_NEWnewNEWnewNEWnew01" {
				writeJSON(w, 401, errorBody("authentication_error", "token_expired", "expired", n))
				return
			}
			writeJSON(w, 200, map[string]interface{}{"items": []interface{}{order("ORD20260526083000K7Q2M9XA")}, "page": 1, "limit": 20, "total": 1, "has_more": false})
		}
	})
	c := d.client(WithRefreshToken(testRefresh))
	res, err := c.Orders.List(context.Background(), nil)
	if err != nil || len(res.Items) != 1 {
		t.Fatalf("%v", err)
	}
	if d.count() != 3 || d.req(1).path != "/api/auth/unified_login" || d.req(2).header.Get("Authorization") != "Bearer at_NEWnewNEWnewNEWnew01" {
		t.Fatalf("expected 401, refresh, replay; got %d requests", d.count())
	}
	if at, rt := c.Tokens(); at != "at_NEWnewNEWnewNEWnew01" || rt != "rt_NEWnewNEWnewNEWnew01" {
		t.Fatalf("rotated tokens not stored: %q %q", at, rt)
	}
	// Turned off: the 401 surfaces as AuthenticationError, no refresh.
	off := d.client(WithRefreshToken(testRefresh), WithTokenRefresh(false))
	before := d.count()
	_, err = off.Orders.List(context.Background(), nil)
	var ae *AuthenticationError
	if !errors.As(err, &ae) || ae.Code != "token_expired" || d.count()-before != 1 {
		t.Fatalf("refresh off: %d requests, %v", d.count()-before, err)
	}
	// A failed refresh: one refresh attempt, then the original 401.
	bad := d.client(WithRefreshToken("rt_WRONGwrongWRONGwrong1"))
	before = d.count()
	_, err = bad.Orders.List(context.Background(), nil)
	if !errors.As(err, &ae) || ae.Code != "token_expired" || d.count()-before != 2 {
		t.Fatalf("failed refresh: %d requests, %v", d.count()-before, err)
	}
}

func TestLoginHelpersStoreTheSession(t *testing.T) {
	d := newDouble(t, func(w http.ResponseWriter, r *http.Request, n int, body []byte) {
		writeJSON(w, 200, session(fmt.Sprintf("at_session%012d", n), fmt.Sprintf("rt_session%012d", n)))
	})
	c := NewClient(WithBaseURL(d.srv.URL))
	ctx := context.Background()
	for i, login := range []func() error{
		func() error { _, err := c.LoginWithSMS(ctx, "+8613800138000", "123456"); return err },
		func() error { _, err := c.LoginWithPassword(ctx, "+8613800138000", "correct horse"); return err },
		func() error { _, err := c.LoginWithMiniapp(ctx, "0a3Xk8Ga1s2bQz0m"); return err },
	} {
		if err := login(); err != nil {
			t.Fatal(err)
		}
		if at, rt := c.Tokens(); at != fmt.Sprintf("at_session%012d", i+1) || rt != fmt.Sprintf("rt_session%012d", i+1) {
			t.Fatalf("login %d: tokens %q %q", i, at, rt)
		}
	}
	if !strings.Contains(string(d.req(0).body), `"mode":"sms"`) || !strings.Contains(string(d.req(1).body), `"mode":"password"`) || d.req(2).path != "/api/auth/miniapp_login" {
		t.Fatalf("bodies: %s %s %s", d.req(0).body, d.req(1).body, d.req(2).path)
	}
}

func TestTypedErrors(t *testing.T) {
	cases := []struct {
		status int
		typ    string
		check  func(error) bool
	}{
		{400, "invalid_request_error", func(e error) bool { var x *BadRequestError; return errors.As(e, &x) }},
		{401, "authentication_error", func(e error) bool { var x *AuthenticationError; return errors.As(e, &x) }},
		{402, "payment_required_error", func(e error) bool { var x *PaymentRequiredError; return errors.As(e, &x) }},
		{403, "permission_error", func(e error) bool { var x *PermissionError; return errors.As(e, &x) }},
		{404, "not_found_error", func(e error) bool { var x *NotFoundError; return errors.As(e, &x) }},
		{409, "conflict_error", func(e error) bool { var x *ConflictError; return errors.As(e, &x) }},
		{429, "rate_limit_error", func(e error) bool { var x *RateLimitError; return errors.As(e, &x) }},
		{500, "api_error", func(e error) bool { var x *ServerError; return errors.As(e, &x) }},
	}
	for _, tc := range cases {
		status, typ := tc.status, tc.typ
		d := newDouble(t, func(w http.ResponseWriter, r *http.Request, n int, _ []byte) {
			w.Header().Set("X-Request-Id", "req_typed"+strconv.Itoa(status))
			writeJSON(w, status, map[string]interface{}{"error": map[string]interface{}{"type": typ, "code": "code_" + strconv.Itoa(status), "message": "msg " + strconv.Itoa(status), "param": "order_no"}})
		})
		_, err := d.client(WithMaxRetries(0), WithTokenRefresh(false)).Orders.Cancel(context.Background(), OrderActionRequest{OrderNo: "ORD20260526083000K7Q2M9XA"})
		if !tc.check(err) {
			t.Fatalf("%d: wrong type %T", status, err)
		}
		e, ok := AsAPIError(err)
		if !ok || e.StatusCode != status || e.Type != typ || e.Code != "code_"+strconv.Itoa(status) || e.Message != "msg "+strconv.Itoa(status) ||
			e.Param != "order_no" || e.RequestID != "req_typed"+strconv.Itoa(status) || !bytes.Contains(e.Body, []byte(typ)) || e.Response == nil {
			t.Fatalf("%d: fields %+v", status, e)
		}
		if !strings.Contains(err.Error(), "req_typed") {
			t.Fatalf("%d: message %q lacks the request id", status, err.Error())
		}
		if !strings.Contains(string(d.req(0).body), `"action":"cancel"`) {
			t.Fatalf("cancel body %s", d.req(0).body)
		}
	}
}

func TestPaginationWalksEveryOrder(t *testing.T) {
	all := []string{"ORD20260526083000AAAAAAA1", "ORD20260526083000AAAAAAA2", "ORD20260526083000AAAAAAA3", "ORD20260526083000AAAAAAA4", "ORD20260526083000AAAAAAA5"}
	d := newDouble(t, func(w http.ResponseWriter, r *http.Request, n int, _ []byte) {
		page, _ := strconv.Atoi(r.URL.Query().Get("page"))
		limit, _ := strconv.Atoi(r.URL.Query().Get("limit"))
		var items []interface{}
		for i := (page - 1) * limit; i < page*limit && i < len(all); i++ {
			items = append(items, order(all[i]))
		}
		if items == nil {
			items = []interface{}{}
		}
		writeJSON(w, 200, map[string]interface{}{"items": items, "page": page, "limit": limit, "total": len(all), "has_more": page*limit < len(all)})
	})
	it := d.client().Orders.ListAutoPaging(context.Background(), &ListOrdersParams{Limit: PtrInt32(2), Status: ORDERSTATUS_COMPLETED.Ptr()})
	if it.Page() != nil {
		t.Fatal("a page before the first Next")
	}
	var got, pages []string
	for it.Next() {
		var order Order = it.Current() // typed: no assertion, compile-time checked
		got = append(got, order.OrderNo)
		// The page the item came from, with its metadata; the untyped Pager holds the same item.
		pages = append(pages, it.Page().RequestID)
		if raw, ok := it.Pager.Current().(Order); !ok || raw.OrderNo != order.OrderNo || it.Page().Items[(len(got)-1)%2].OrderNo != order.OrderNo {
			t.Fatalf("item %d: typed %v, raw %#v, page %+v", len(got), order.OrderNo, it.Pager.Current(), it.Page().OrderList)
		}
	}
	if it.Err() != nil || strings.Join(got, ",") != strings.Join(all, ",") || it.Pages() != 3 {
		t.Fatalf("got %v (%d pages), err %v", got, it.Pages(), it.Err())
	}
	if strings.Join(pages, ",") != "req_test00000001,req_test00000001,req_test00000002,req_test00000002,req_test00000003" {
		t.Fatalf("pages of the items %v", pages)
	}
	if it.Next() || it.Current().OrderNo != all[4] {
		t.Fatalf("Next after the end: current %q", it.Current().OrderNo)
	}
	for i := 0; i < 3; i++ {
		if q := d.req(i).query; q != fmt.Sprintf("limit=2&page=%d&status=completed", i+1) {
			t.Fatalf("page %d query %q", i+1, q)
		}
	}
	// The single-page call stays available.
	page, err := d.client().Orders.List(context.Background(), &ListOrdersParams{Page: PtrInt32(3), Limit: PtrInt32(2)})
	if err != nil || len(page.Items) != 1 || page.HasMore {
		t.Fatalf("single page: %+v %v", page, err)
	}
}

func TestStreamYieldsChunksAsTheyArrive(t *testing.T) {
	release := make(chan struct{})
	chunk := func(content string) string {
		return `data: {"id":"cmpl_9G1J3L5N7Q9S1U3W","object":"chat.completion.chunk","model":"orbit-chat-1","created_at":"2026-05-26T12:00:00Z","choices":[{"index":0,"delta":{"content":"` + content + `"}}]}` + "\n\n"
	}
	d := newDouble(t, func(w http.ResponseWriter, r *http.Request, n int, body []byte) {
		w.Header().Set("Content-Type", "text/event-stream")
		w.WriteHeader(200)
		io.WriteString(w, chunk("Steam over"))
		w.(http.Flusher).Flush()
		select { // the second chunk only once the client has the first
		case <-release:
		case <-time.After(3 * time.Second):
		}
		io.WriteString(w, ": keep-alive\n\n"+chunk(" still leaves")+"data: [DONE]\n\n")
	})
	stream, err := d.client().Generation.CreateChatCompletionStream(context.Background(), ChatCompletionRequest{Prompt: PtrString("haiku")})
	if err != nil {
		t.Fatal(err)
	}
	defer stream.Close()
	var parts []string
	start := time.Now()
	for stream.Next() {
		var c ChatCompletionChunk = stream.Current() // typed: compile-time checked
		if c.Object != "chat.completion.chunk" || c.Model != "orbit-chat-1" || len(c.Choices) != 1 {
			t.Fatalf("chunk %+v", c)
		}
		// The escape hatch: the same event as raw JSON.
		var raw map[string]interface{}
		if err := stream.Decode(&raw); err != nil || raw["id"] != c.Id || !bytes.Contains(stream.Data(), []byte(c.Choices[0].Delta.GetContent())) {
			t.Fatalf("raw %s (%v) vs typed %+v", stream.Data(), err, c)
		}
		parts = append(parts, c.Choices[0].Delta.GetContent())
		if len(parts) == 1 {
			if time.Since(start) > 2*time.Second {
				t.Fatal("the first chunk arrived only with the rest of the answer")
			}
			close(release)
		}
	}
	if stream.Err() != nil || strings.Join(parts, "|") != "Steam over| still leaves" {
		t.Fatalf("chunks %q, err %v", parts, stream.Err())
	}
	var sent map[string]interface{}
	json.Unmarshal(d.req(0).body, &sent)
	if sent["stream"] != true || d.req(0).header.Get("Authorization") != "Bearer "+testAPIKey || !strings.Contains(d.req(0).header.Get("Accept"), "text/event-stream") {
		t.Fatalf("request %s %v", d.req(0).body, d.req(0).header)
	}
	if stream.RequestID != "req_test00000001" {
		t.Fatalf("stream request id %q", stream.RequestID)
	}
}

func TestTypedIteratorAndStreamRejectOtherTypes(t *testing.T) {
	// A page whose items are not Orders stops the typed walk with an error, never a zero Order.
	it := &OrderIterator{}
	it.Pager = newPager("page", "items", "has_more", &ListOrdersParams{}, func(interface{}) (interface{}, error) {
		return &struct {
			Items   []string `json:"items"`
			HasMore bool     `json:"has_more"`
		}{Items: []string{"not an order"}}, nil
	})
	if it.Next() || it.Err() == nil || !strings.Contains(it.Err().Error(), "listOrders yielded an item of type string, not Order") {
		t.Fatalf("next after a foreign item: err %v", it.Err())
	}
	// An event that is not a ChatCompletionChunk ends the typed stream with an error.
	d := newDouble(t, func(w http.ResponseWriter, r *http.Request, n int, body []byte) {
		w.Header().Set("Content-Type", "text/event-stream")
		io.WriteString(w, `data: {"object":"something.else"}`+"\n\n"+`data: [DONE]`+"\n\n")
	})
	stream, err := d.client().Generation.CreateChatCompletionStream(context.Background(), ChatCompletionRequest{Prompt: PtrString("haiku")})
	if err != nil {
		t.Fatal(err)
	}
	defer stream.Close()
	if stream.Next() || stream.Err() == nil || !strings.Contains(stream.Err().Error(), "not a ChatCompletionChunk") {
		t.Fatalf("next after a foreign event: current %+v, err %v", stream.Current(), stream.Err())
	}
}

func TestSpeechReturnsAudioBytesFileAndStream(t *testing.T) {
	wav := append([]byte("RIFF\x24\x00\x00\x00WAVEfmt "), bytes.Repeat([]byte{0, 1, 2, 255}, 1000)...)
	d := newDouble(t, func(w http.ResponseWriter, r *http.Request, n int, body []byte) {
		if n == 1 {
			writeJSON(w, 500, errorBody("api_error", "internal_error", "oops", n))
			return
		}
		w.Header().Set("Content-Type", "audio/wav")
		w.Write(wav)
	})
	c := d.client()
	ctx := context.Background()
	sp, err := c.Generation.CreateSpeech(ctx, SpeechRequest{Input: "Hello there", Voice: VOICE_AURORA.Ptr()})
	if err != nil {
		t.Fatal(err)
	}
	b, err := sp.Bytes()
	if err != nil || !bytes.Equal(b, wav) || sp.ContentType != "audio/wav" || sp.RequestID != "req_test00000002" {
		t.Fatalf("bytes: %d bytes, %v, %q", len(b), err, sp.ContentType)
	}
	dir, _ := ioutil.TempDir("", "orbit-speech")
	defer os.RemoveAll(dir)
	sp, _ = c.Generation.CreateSpeech(ctx, SpeechRequest{Input: "Hello there"})
	path := filepath.Join(dir, "hello.wav")
	if err := sp.WriteFile(path); err != nil {
		t.Fatal(err)
	}
	if onDisk, _ := ioutil.ReadFile(path); !bytes.Equal(onDisk, wav) {
		t.Fatal("file differs")
	}
	sp, _ = c.Generation.CreateSpeech(ctx, SpeechRequest{Input: "Hello there"})
	var buf bytes.Buffer
	if n, err := sp.WriteTo(&buf); err != nil || n != int64(len(wav)) || !bytes.Equal(buf.Bytes(), wav) {
		t.Fatalf("stream: %d %v", n, err)
	}
}

func TestImagesAreDecoded(t *testing.T) {
	png := []byte("\x89PNG\r\n\x1a\nfake")
	b64 := "iVBORw0KGgpmYWtl"
	d := newDouble(t, func(w http.ResponseWriter, r *http.Request, n int, body []byte) {
		writeJSON(w, 200, map[string]interface{}{"created_at": "2026-05-26T12:05:00Z", "model": "orbit-image-1", "style": "watercolor",
			"data": []interface{}{map[string]interface{}{"b64_json": b64}, map[string]interface{}{"url": "data:image/png;base64," + b64}}})
	})
	res, err := d.client().Generation.CreateImage(context.Background(), ImageGenerationRequest{Prompt: "A teapot"})
	if err != nil {
		t.Fatal(err)
	}
	for i := range res.Data {
		if b, err := res.Data[i].Bytes(); err != nil || !bytes.Equal(b, png) {
			t.Fatalf("image %d: %q %v", i, b, err)
		}
	}
}

func TestEnvironmentConfigurationAndUserAgent(t *testing.T) {
	d := newDouble(t, func(w http.ResponseWriter, r *http.Request, n int, _ []byte) {
		if r.URL.Path == "/api/v1/images/generations" {
			writeJSON(w, 200, map[string]interface{}{"created_at": "2026-05-26T12:05:00Z", "model": "orbit-image-1", "style": "anime", "data": []interface{}{map[string]interface{}{"b64_json": "AA=="}}})
			return
		}
		writeJSON(w, 200, map[string]interface{}{"items": []interface{}{}, "page": 1, "limit": 20, "total": 0, "has_more": false})
	})
	for k, v := range map[string]string{"ORBIT_BASE_URL": d.srv.URL, "ORBIT_ACCESS_TOKEN": "at_fromTheEnvironment01", "ORBIT_API_KEY": "sk_test_fromTheEnvironment0000000000001", "ORBIT_TIMEOUT": "0.05"} {
		os.Setenv(k, v)
		defer os.Unsetenv(k)
	}
	c := NewClient()
	if c.BaseURL() != d.srv.URL || c.settings.timeout != 50*time.Millisecond {
		t.Fatalf("base %q timeout %s", c.BaseURL(), c.settings.timeout)
	}
	ctx := context.Background()
	if _, err := c.Orders.List(ctx, nil); err != nil {
		t.Fatal(err)
	}
	if _, err := c.Generation.CreateImage(ctx, ImageGenerationRequest{Prompt: "x"}); err != nil {
		t.Fatal(err)
	}
	if _, err := c.Orders.List(ctx, nil, WithAccessToken("at_perRequestOverride01"), WithHeader("X-Trace", "t1")); err != nil {
		t.Fatal(err)
	}
	if h := d.req(0).header.Get("Authorization"); h != "Bearer at_fromTheEnvironment01" {
		t.Fatalf("login token %q", h)
	}
	if h := d.req(1).header.Get("Authorization"); h != "Bearer sk_test_fromTheEnvironment0000000000001" {
		t.Fatalf("api key %q", h)
	}
	if h := d.req(2).header.Get("Authorization"); h != "Bearer at_perRequestOverride01" || d.req(2).header.Get("X-Trace") != "t1" {
		t.Fatalf("per-request override %q", h)
	}
	ua := d.req(0).header.Get("User-Agent")
	if !strings.HasPrefix(ua, "orbit-sdk-go/3.4.0 (go go") || !strings.HasSuffix(ua, "; "+strings.TrimSpace(runtimeGOOS())+")") {
		t.Fatalf("User-Agent %q", ua)
	}
	// Per-request base URL.
	other := newDouble(t, func(w http.ResponseWriter, r *http.Request, n int, _ []byte) { writeJSON(w, 200, models) })
	if _, err := c.Ai.ListModels(ctx, WithBaseURL(other.srv.URL)); err != nil || other.count() != 1 || other.req(0).query != "action=models" {
		t.Fatalf("per-request base URL: %v", err)
	}
	if other.req(0).header.Get("Authorization") != "" {
		t.Fatal("a public operation sent a credential")
	}
}

// The generated layer (Client.API) runs through the same transport.
func TestGeneratedLayerSharesTheTransport(t *testing.T) {
	d := newDouble(t, func(w http.ResponseWriter, r *http.Request, n int, _ []byte) {
		if n == 1 {
			writeJSON(w, 503, errorBody("api_error", "service_unavailable", "down", n))
			return
		}
		writeJSON(w, 200, map[string]interface{}{"items": []interface{}{}, "page": 1, "limit": 20, "total": 0, "has_more": false})
	})
	c := d.client()
	list, _, err := c.API.OrdersAPI.ListOrders(context.Background()).Execute()
	if err != nil || list == nil || d.count() != 2 || d.req(1).header.Get("Authorization") != "Bearer "+testToken || d.req(1).header.Get("User-Agent") != UserAgent() {
		t.Fatalf("%d requests, %v", d.count(), err)
	}
}

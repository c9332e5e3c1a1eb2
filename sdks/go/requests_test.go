package orbit

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"regexp"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/orbit-platform/orbit-sdk-go/v3/option"
)

var uuid4 = regexp.MustCompile(`^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$`)

const paymentJSON = `{"order":` + orderJSON + `}`

func TestIdempotencyKeyIsKeptAcrossRetries(t *testing.T) {
	d := newDouble(t, func(w http.ResponseWriter, r *http.Request, n int) {
		if n%3 != 0 {
			errorAnswer(w, 503, "api_error", "unavailable")
			return
		}
		jsonAnswer(w, 200, paymentJSON)
	})
	client, _ := testClient(t, d, option.WithAccessToken("t"))
	params := &PaymentCreateParams{PackageID: "pkg_vip30d00000001", Provider: PaymentProviderChatpay}
	for i := 0; i < 2; i++ {
		if _, err := client.Payments.Create(context.Background(), params); err != nil {
			t.Fatal(err)
		}
	}
	got := d.received()
	if len(got) != 6 {
		t.Fatalf("%d requests, want 6", len(got))
	}
	first, second := got[0].Header.Get(idempotencyHeader), got[3].Header.Get(idempotencyHeader)
	if !uuid4.MatchString(first) || !uuid4.MatchString(second) || first == second {
		t.Fatalf("keys %q and %q: want two different UUIDv4", first, second)
	}
	for i, r := range got {
		want := first
		if i >= 3 {
			want = second
		}
		if r.Header.Get(idempotencyHeader) != want {
			t.Fatalf("request %d sent key %q, want %q", i, r.Header.Get(idempotencyHeader), want)
		}
	}

	// The caller's key, on every attempt; operations that move no money send none.
	if _, err := client.Payments.Create(context.Background(), params, option.WithIdempotencyKey("k-1")); err != nil {
		t.Fatal(err)
	}
	for _, r := range d.received()[6:] {
		if r.Header.Get(idempotencyHeader) != "k-1" {
			t.Fatalf("key %q, want k-1", r.Header.Get(idempotencyHeader))
		}
	}
	d2 := newDouble(t, func(w http.ResponseWriter, r *http.Request, n int) { jsonAnswer(w, 200, `{"items":[]}`) })
	client2, _ := testClient(t, d2)
	client2.Packages.List(context.Background(), nil)
	if k := d2.received()[0].Header.Get(idempotencyHeader); k != "" {
		t.Fatalf("packages.list sent an idempotency key %q", k)
	}
}

// x-sdk-runtime idempotency.elsewhere: refuse. A caller's key on an operation that takes none is
// refused before anything is sent, never dropped (issue 20, defect 3).
func TestIdempotencyKeyElsewhereIsRefusedBeforeSending(t *testing.T) {
	d := newDouble(t, func(w http.ResponseWriter, r *http.Request, n int) { jsonAnswer(w, 200, `{"items":[]}`) })
	client, _ := testClient(t, d, option.WithAccessToken("t"))
	_, err := client.Packages.List(context.Background(), nil, option.WithIdempotencyKey("k-1"))
	var reqErr *RequestError
	if !errors.Is(err, ErrInvalidArgument) || !errors.As(err, &reqErr) || !strings.Contains(reqErr.Message, "option.WithIdempotencyKey") {
		t.Fatalf("got %v, want an InvalidArgument naming option.WithIdempotencyKey", err)
	}
	if _, err := client.Orders.Cancel(context.Background(), &OrderActionParams{OrderNo: "ORD20260526083000K7Q2M9XA"}, option.WithIdempotencyKey("k-2")); !errors.Is(err, ErrInvalidArgument) {
		t.Fatalf("orders.cancel: got %v, want InvalidArgument", err)
	}
	if n := len(d.received()); n != 0 {
		t.Fatalf("%d requests reached the server, want none", n)
	}
}

func TestRequestShape(t *testing.T) {
	d := newDouble(t, func(w http.ResponseWriter, r *http.Request, n int) {
		switch r.URL.Path {
		case "/api/user/distribution":
			jsonAnswer(w, 200, `{"id":"wd_1","amount":{"amount":1000,"currency":"CNY"},"method":"payapp","account":"a","status":"pending","created_at":"x"}`)
		case "/api/ai/router":
			jsonAnswer(w, 200, `{"items":[]}`)
		default:
			jsonAnswer(w, 200, `{"items":[],"page":2,"limit":5,"total":0,"has_more":false}`)
		}
	})
	client, _ := testClient(t, d, option.WithAccessToken("tok"), option.WithAPIKey("sk_key"), option.WithHeader("Orbit-Sandbox", "w-1"))
	ctx := context.Background()
	if _, err := client.Orders.List(ctx, &OrderListParams{Page: Int(2), Limit: Int(5), Status: OrderStatus("disputed")}); err != nil {
		t.Fatal(err)
	}
	if _, err := client.Distribution.ApplyWithdrawal(ctx, &DistributionApplyWithdrawalParams{Amount: MoneyInput{Amount: 1000}, Method: WithdrawalMethodPayapp, Account: "a@b.c"}); err != nil {
		t.Fatal(err)
	}
	if _, err := client.AI.ListModels(ctx); err != nil {
		t.Fatal(err)
	}
	got := d.received()
	list, withdraw, models := got[0], got[1], got[2]
	if list.Method != "GET" || list.Path != "/api/user/orders" || list.Query != "page=2&limit=5&status=disputed" || list.Body != "" {
		t.Errorf("orders.list: %+v (an unknown enum value goes to the service as it is)", list)
	}
	if list.Header.Get("Authorization") != "Bearer tok" || list.Header.Get("Orbit-Sandbox") != "w-1" || list.Header.Get("Accept") != "application/json" {
		t.Errorf("orders.list headers: %v", list.Header)
	}
	wantUA := "orbit-sdk-go/" + version + " (go " + strings.TrimPrefix(runtime.Version(), "go") + "; " + runtime.GOOS + ")"
	if ua := list.Header.Get(userAgentHeader); ua != wantUA {
		t.Errorf("User-Agent %q, want %q", ua, wantUA)
	}
	// Fixed query, the literal currency the SDK fills in, optional fields omitted (never null).
	if withdraw.Query != "action=withdraw_apply" || withdraw.Body != `{"amount":{"amount":1000,"currency":"CNY"},"method":"payapp","account":"a@b.c"}` ||
		withdraw.Header.Get("Content-Type") != "application/json" {
		t.Errorf("distribution.applyWithdrawal: query %q body %s", withdraw.Query, withdraw.Body)
	}
	// A public operation sends no credential.
	if models.Query != "action=models" || models.Header.Get("Authorization") != "" {
		t.Errorf("ai.listModels: %+v", models)
	}
}

func TestCredentialsPerOperation(t *testing.T) {
	d := newDouble(t, func(w http.ResponseWriter, r *http.Request, n int) {
		jsonAnswer(w, 200, `{"id":"c","object":"chat.completion","model":"m","created_at":"x","choices":[],"usage":{"prompt_tokens":1,"completion_tokens":1,"total_tokens":2}}`)
	})
	client, _ := testClient(t, d, option.WithAccessToken("login"), option.WithAPIKey("sk_dev"))
	ctx := context.Background()
	client.Generation.CreateChatCompletion(ctx, &GenerationCreateChatCompletionParams{Prompt: String("hi")})
	client.Generation.CreateChatCompletion(ctx, &GenerationCreateChatCompletionParams{Prompt: String("hi")}, option.WithAPIKey("sk_call"))
	noKey, _ := testClient(t, d)
	noKey.Generation.CreateChatCompletion(ctx, &GenerationCreateChatCompletionParams{Prompt: String("hi")})
	got := d.received()
	if got[0].Header.Get("Authorization") != "Bearer sk_dev" || got[1].Header.Get("Authorization") != "Bearer sk_call" {
		t.Fatalf("API key operations sent %q and %q", got[0].Header.Get("Authorization"), got[1].Header.Get("Authorization"))
	}
	if _, sent := got[2].Header["Authorization"]; sent {
		t.Fatal("a missing credential must be sent as no header")
	}
	if got[0].Body != `{"prompt":"hi"}` {
		t.Fatalf("body %s", got[0].Body)
	}
}

func TestRefreshAndReplayOnce(t *testing.T) {
	var renewals int32
	d := newDouble(t, func(w http.ResponseWriter, r *http.Request, n int) {
		if r.URL.Path == "/api/auth/unified_login" {
			atomic.AddInt32(&renewals, 1)
			jsonAnswer(w, 200, sessionJSON)
			return
		}
		if r.Header.Get("Authorization") != "Bearer at_new" {
			errorAnswer(w, 401, "authentication_error", "token_expired")
			return
		}
		jsonAnswer(w, 200, orderListJSON(1, 1, false))
	})
	var hooked []string
	var hookMu sync.Mutex
	client, _ := testClient(t, d, option.WithAccessToken("at_old"), option.WithRefreshToken("rt_oldoldoldoldoldold"),
		option.WithSessionHandler(func(access, refresh string) {
			hookMu.Lock()
			hooked = append(hooked, access+"/"+refresh)
			hookMu.Unlock()
		}))
	// Concurrent calls with the expired token share one renewal.
	var wg sync.WaitGroup
	errs := make([]error, 8)
	for i := range errs {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			_, errs[i] = client.Orders.List(context.Background(), nil)
		}(i)
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			t.Fatal(err)
		}
	}
	if renewals != 1 {
		t.Fatalf("%d renewals for 8 concurrent calls, want 1", renewals)
	}
	if len(hooked) != 1 || hooked[0] != "at_new/rt_newnewnewnewnewnew" {
		t.Fatalf("session hook calls %v", hooked)
	}
	for _, r := range d.received() {
		if r.Path == "/api/auth/unified_login" && r.Body != `{"mode":"refresh","refresh_token":"rt_oldoldoldoldoldold"}` {
			t.Fatalf("renewal body %s", r.Body)
		}
	}
}

func TestFailedRenewalGivesTheOriginalError(t *testing.T) {
	d := newDouble(t, func(w http.ResponseWriter, r *http.Request, n int) {
		if r.URL.Path == "/api/auth/unified_login" {
			errorAnswer(w, 401, "authentication_error", "refresh_token_reused")
			return
		}
		errorAnswer(w, 401, "authentication_error", "token_expired")
	})
	client, _ := testClient(t, d, option.WithAccessToken("at_old"), option.WithRefreshToken("rt_oldoldoldoldoldold"))
	_, err := client.Orders.List(context.Background(), nil)
	var apiErr *APIError
	if !errors.As(err, &apiErr) || apiErr.Code != "token_expired" || !errors.Is(err, ErrAuthentication) {
		t.Fatalf("got %v, want the original token_expired error", err)
	}
	var cause *APIError
	if !errors.As(errors.Unwrap(errors.Unwrap(err)), &cause) || cause.Code != "refresh_token_reused" {
		t.Fatalf("the renewal's error is not the cause: %v", errors.Unwrap(err))
	}
	if n := len(d.received()); n != 2 {
		t.Fatalf("%d requests, want the call and one renewal", n)
	}

	// No renewal without a refresh token, with auto-refresh off, or for a public operation.
	for _, opts := range [][]option.RequestOption{
		{option.WithAccessToken("at_old")},
		{option.WithAccessToken("at_old"), option.WithRefreshToken("rt_oldoldoldoldoldold"), option.WithAutoRefresh(false)},
	} {
		d := newDouble(t, func(w http.ResponseWriter, r *http.Request, n int) {
			errorAnswer(w, 401, "authentication_error", "token_expired")
		})
		client, _ := testClient(t, d, opts...)
		if _, err := client.Orders.List(context.Background(), nil); !errors.Is(err, ErrAuthentication) || len(d.received()) != 1 {
			t.Fatalf("got %v after %d requests", err, len(d.received()))
		}
	}
}

func TestLoginStoresTheSession(t *testing.T) {
	d := newDouble(t, func(w http.ResponseWriter, r *http.Request, n int) {
		if r.URL.Path == "/api/user/login" {
			jsonAnswer(w, 200, sessionJSON)
			return
		}
		jsonAnswer(w, 200, orderListJSON(0, 1, false))
	})
	client, _ := testClient(t, d)
	session, err := client.Auth.UserLogin(context.Background(), &AuthUserLoginParams{Account: "+8613800138000", Password: "orbit-demo-2026"})
	if err != nil || session.User.ID != "usr_1" || session.TokenType != "Bearer" {
		t.Fatalf("%v %+v", err, session)
	}
	client.Orders.List(context.Background(), nil)
	if got := d.received()[1].Header.Get("Authorization"); got != "Bearer at_new" {
		t.Fatalf("after a login the client sent %q", got)
	}
	var body map[string]string
	json.Unmarshal([]byte(d.received()[0].Body), &body)
	if body["account"] != "+8613800138000" || len(body) != 2 {
		t.Fatalf("login body %v", body)
	}
}

func TestResponseIntoGivesTheRequestID(t *testing.T) {
	d := newDouble(t, func(w http.ResponseWriter, r *http.Request, n int) { jsonAnswer(w, 200, `{"items":[]}`) })
	client, _ := testClient(t, d)
	var resp *http.Response
	if _, err := client.Packages.List(context.Background(), nil, option.WithResponseInto(&resp)); err != nil {
		t.Fatal(err)
	}
	if resp == nil || resp.Header.Get("X-Request-Id") != "req_test000000000000000001" || resp.StatusCode != 200 {
		t.Fatalf("response %+v", resp)
	}
}

func TestACallThatFailedWithAnOldTokenReplaysWithoutASecondRenewal(t *testing.T) {
	var renewals int32
	bArrived, aReplayed := make(chan struct{}), make(chan struct{})
	d := newDouble(t, func(w http.ResponseWriter, r *http.Request, n int) {
		switch {
		case r.URL.Path == "/api/auth/unified_login":
			atomic.AddInt32(&renewals, 1)
			jsonAnswer(w, 200, sessionJSON)
		case r.Header.Get("Authorization") == "Bearer at_new":
			if r.Header.Get("X-Call") == "A" {
				close(aReplayed)
			}
			jsonAnswer(w, 200, orderListJSON(0, 1, false))
		case r.Header.Get("X-Call") == "B":
			close(bArrived)
			<-aReplayed // B's 401 arrives after A renewed the session
			errorAnswer(w, 401, "authentication_error", "token_expired")
		default:
			errorAnswer(w, 401, "authentication_error", "token_expired")
		}
	})
	client, _ := testClient(t, d, option.WithAccessToken("at_old"), option.WithRefreshToken("rt_oldoldoldoldoldold"))
	bDone := make(chan error)
	go func() {
		_, err := client.Orders.List(context.Background(), nil, option.WithHeader("X-Call", "B"))
		bDone <- err
	}()
	<-bArrived
	if _, err := client.Orders.List(context.Background(), nil, option.WithHeader("X-Call", "A")); err != nil {
		t.Fatal(err)
	}
	if err := <-bDone; err != nil {
		t.Fatal(err)
	}
	if renewals != 1 {
		t.Fatalf("%d renewals, want 1: B's token had already been replaced", renewals)
	}
}

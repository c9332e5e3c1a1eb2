package orbittest_test

import (
	"context"
	"encoding/json"
	"errors"
	"io/ioutil"
	"net/http"
	"strings"
	"testing"
	"time"

	orbit "github.com/orbit-platform/orbit-sdk-go/v3"
	"github.com/orbit-platform/orbit-sdk-go/v3/option"
	"github.com/orbit-platform/orbit-sdk-go/v3/orbittest"
)

const (
	expiredToken = "at_expired000000000000"
	refreshToken = "rt_first00000000000000"
	renewedToken = "at_renewed000000000000"
)

// The SDK's own session renewal, as registered: a 401 token_expired, the refresh operation's answer,
// then the replayed call's answer; the calls assert what the client sent each time.
func TestFakeRunsTheSessionRenewalAsRegistered(t *testing.T) {
	fake := orbittest.NewFake(t, option.WithAccessToken(expiredToken), option.WithRefreshToken(refreshToken))
	list := orbittest.OrderList(t)
	fake.On("Orders.List", orbittest.Sequence(orbittest.Error{Status: 401, Code: "token_expired"}, orbittest.Reply(list)))
	fake.On("Auth.UnifiedLogin", orbittest.Reply(orbittest.AuthSession(t, func(s *orbit.AuthSession) { s.AccessToken = renewedToken })))

	got, err := fake.Client.Orders.List(context.Background(), &orbit.OrderListParams{Limit: orbit.Int(5)})
	if err != nil {
		t.Fatal(err)
	}
	if len(got.Items) != len(list.Items) || got.Items[0].OrderNo != list.Items[0].OrderNo {
		t.Fatalf("not the registered answer: %+v", got)
	}
	calls := fake.Calls()
	want := []string{"Orders.List", "Auth.UnifiedLogin", "Orders.List"}
	if len(calls) != len(want) {
		t.Fatalf("%d calls, want %v: %+v", len(calls), want, calls)
	}
	for i, c := range calls {
		if c.Operation != want[i] {
			t.Fatalf("call %d is %s, want %s", i, c.Operation, want[i])
		}
	}
	if auth := calls[0].Header.Get("Authorization"); auth != "Bearer "+expiredToken {
		t.Errorf("first call sent %q", auth)
	}
	var renewal orbit.AuthUnifiedLoginParams
	if err := calls[1].Decode(&renewal); err != nil || renewal.Mode != orbit.UnifiedLoginModeRefresh || renewal.RefreshToken != refreshToken {
		t.Errorf("the renewal sent %+v (%v)", renewal, err)
	}
	if auth := calls[2].Header.Get("Authorization"); auth != "Bearer "+renewedToken {
		t.Errorf("the replay sent %q, want the renewed token", auth)
	}
	var params orbit.OrderListParams
	if err := calls[2].Decode(&params); err != nil || params.Limit == nil || *params.Limit != 5 {
		t.Errorf("the replay's typed arguments: %+v (%v)", params, err)
	}
	if len(fake.Waits()) != 0 {
		t.Errorf("a renewal is not a retry: waits %v", fake.Waits())
	}
}

// The SDK's own retries, as the contract's rules say: a 503 and a 429 with Retry-After, then the
// answer; the waits are recorded, not slept.
func TestFakeRunsTheRetriesWithoutRealWaits(t *testing.T) {
	fake := orbittest.NewFake(t, option.WithAPIKey("sk_test_key"))
	fake.On("AI.ListModels", orbittest.Sequence(
		orbittest.Error{Status: 503, Code: "service_unavailable"},
		orbittest.Error{Status: 429, Code: "rate_limited", Header: http.Header{"Retry-After": {"7"}}},
		orbittest.Reply(orbittest.ModelList(t)),
	))
	started := time.Now()
	models, err := fake.Client.AI.ListModels(context.Background())
	if err != nil || len(models.Items) == 0 {
		t.Fatalf("%v %+v", err, models)
	}
	waits := fake.Waits()
	if len(waits) != 2 || waits[0] <= 0 || waits[0] > time.Second || waits[1] != 7*time.Second {
		t.Fatalf("waits %v: want the backoff, then Retry-After's 7 s", waits)
	}
	if elapsed := time.Since(started); elapsed >= 7*time.Second {
		t.Fatalf("the retries waited for real: %v", elapsed)
	}
	if n := len(fake.Calls()); n != 3 {
		t.Fatalf("%d calls, want 3", n)
	}
	// Out of retries: the error answer, mapped to its kind, with its code and request id.
	fake.On("AI.ListModels", orbittest.Error{Status: 503, Code: "model_unavailable", RequestID: "req_retrytest01"})
	_, err = fake.Client.AI.ListModels(context.Background(), option.WithMaxRetries(1))
	var apiErr *orbit.APIError
	if !errors.As(err, &apiErr) || !errors.Is(err, orbit.ErrInternalServer) || apiErr.Code != "model_unavailable" || apiErr.RequestID != "req_retrytest01" || apiErr.Type != "api_error" {
		t.Fatalf("want the InternalServer error of the answer, got %#v", err)
	}
}

func TestFakeMapsErrorsToTheSDKsKinds(t *testing.T) {
	fake := orbittest.NewFake(t, option.WithAccessToken(expiredToken))
	fake.On("Orders.Cancel", orbittest.Error{Status: 409, Code: "order_not_cancellable", Message: "paid", Param: "order_no"})
	_, err := fake.Client.Orders.Cancel(context.Background(), &orbit.OrderActionParams{OrderNo: "ORD20260526083000K7Q2M9XA"})
	var apiErr *orbit.APIError
	if !errors.As(err, &apiErr) || !errors.Is(err, orbit.ErrConflict) || apiErr.Code != "order_not_cancellable" || apiErr.Param != "order_no" || apiErr.Message != "paid" {
		t.Fatalf("%#v", err)
	}
	if !strings.HasPrefix(apiErr.RequestID, "req_orbittest") || apiErr.Header.Get("X-Request-Id") != apiErr.RequestID || !strings.Contains(string(apiErr.RawBody), `"type":"conflict_error"`) {
		t.Fatalf("request id %q, body %s", apiErr.RequestID, apiErr.RawBody)
	}
}

// Orders.Cancel and Orders.Delete share a method and a path: their fixed body value tells them apart.
func TestFakeTellsOperationsApartByTheirFixedValues(t *testing.T) {
	fake := orbittest.NewFake(t, option.WithAccessToken(expiredToken))
	fake.On("Orders.Cancel", orbittest.Reply(orbittest.OrderActionResult(t, func(r *orbit.OrderActionResult) { r.Action = orbit.OrderActionCancel })))
	fake.On("Orders.Delete", orbittest.Reply(orbittest.OrderActionResult(t, func(r *orbit.OrderActionResult) { r.Action = orbit.OrderActionDelete; r.Deleted = true })))
	params := &orbit.OrderActionParams{OrderNo: "ORD20260526083000K7Q2M9XA"}
	deleted, err := fake.Client.Orders.Delete(context.Background(), params)
	if err != nil || !deleted.Deleted {
		t.Fatalf("%v %+v", err, deleted)
	}
	cancelled, err := fake.Client.Orders.Cancel(context.Background(), params)
	if err != nil || cancelled.Deleted || cancelled.Action != orbit.OrderActionCancel {
		t.Fatalf("%v %+v", err, cancelled)
	}
	calls := fake.Calls()
	if calls[0].Operation != "Orders.Delete" || calls[1].Operation != "Orders.Cancel" || calls[0].Args["action"] != "delete" || calls[1].Args["order_no"] != params.OrderNo {
		t.Fatalf("%+v", calls)
	}
}

// A call nobody registered fails loudly: the call's error is the kit's, naming the operation and
// how to register it, and the test is failed even if the code under test drops the error.
func TestAnUnregisteredCallFailsLoudly(t *testing.T) {
	var err error
	r := recording(func(tb orbittest.TB) {
		fake := orbittest.NewFake(tb, option.WithMaxRetries(0))
		_, err = fake.Client.Packages.List(context.Background(), nil)
	})
	var unanswered *orbittest.UnansweredCallError
	if !errors.As(err, &unanswered) || unanswered.Operation != "Packages.List" || !errors.Is(err, orbit.ErrAPIConnection) {
		t.Fatalf("want an *orbittest.UnansweredCallError of Packages.List, got %#v", err)
	}
	if len(r.errors) != 1 || !strings.Contains(r.errors[0], `fake.On("Packages.List", orbittest.Reply(`) {
		t.Fatalf("the test was not failed with how to register it: %q", r.errors)
	}
	// A sequence used up fails the same way.
	r = recording(func(tb orbittest.TB) {
		fake := orbittest.NewFake(tb, option.WithMaxRetries(0))
		fake.On("Packages.List", orbittest.Sequence(orbittest.Reply(orbittest.PackageList(tb))))
		if _, err := fake.Client.Packages.List(context.Background(), nil); err != nil {
			tb.Fatal(err)
		}
		_, err = fake.Client.Packages.List(context.Background(), nil)
	})
	if !errors.As(err, &unanswered) || !strings.Contains(unanswered.Reason, "used up") || len(r.errors) != 1 || r.fatal != nil {
		t.Fatalf("%v %q %v", err, r.errors, r.fatal)
	}
}

func TestRegisteringAnAnswerTheOperationCannotGiveFailsAtOnce(t *testing.T) {
	cases := map[string]func(fake *orbittest.Fake, tb orbittest.TB){
		"an unknown operation": func(f *orbittest.Fake, tb orbittest.TB) { f.On("Orders.Lists", orbittest.Reply(nil)) },
		"another answer type":  func(f *orbittest.Fake, tb orbittest.TB) { f.On("Orders.List", orbittest.Reply(orbittest.Order(tb))) },
		"an invalid hand-made value": func(f *orbittest.Fake, tb orbittest.TB) {
			f.On("Orders.List", orbittest.Reply(&orbit.OrderList{Items: []orbit.Order{{OrderNo: "x"}}}))
		},
		"an error code the contract refuses": func(f *orbittest.Fake, tb orbittest.TB) {
			f.On("Orders.List", orbittest.Error{Status: 404, Code: "Not Found!"})
		},
		"chunks for a JSON answer": func(f *orbittest.Fake, tb orbittest.TB) { f.On("Generation.CreateChatCompletion", orbittest.Chunks()) },
		"bytes for a JSON answer":  func(f *orbittest.Fake, tb orbittest.TB) { f.On("Orders.List", orbittest.Bytes("", nil)) },
	}
	for name, register := range cases {
		t.Run(name, func(t *testing.T) {
			r := recording(func(tb orbittest.TB) { register(orbittest.NewFake(tb), tb) })
			if len(r.fatal) != 1 {
				t.Fatalf("registered: %v", r.fatal)
			}
		})
	}
	// A newer service's answer is sent as raw JSON, unchecked: the SDK keeps the unknown value.
	fake := orbittest.NewFake(t, option.WithAccessToken(expiredToken))
	order, _ := json.Marshal(orbittest.Order(t))
	fake.On("Orders.List", orbittest.Reply(json.RawMessage(`{"items":[`+strings.Replace(string(order), `"completed"`, `"disputed"`, 1)+`],"page":1,"limit":20,"total":1,"has_more":false}`)))
	list, err := fake.Client.Orders.List(context.Background(), nil)
	if err != nil || list.Items[0].Status != "disputed" {
		t.Fatalf("%v %+v", err, list)
	}
}

func TestFakeRunsTheSDKsArgumentChecksAndPagination(t *testing.T) {
	fake := orbittest.NewFake(t, option.WithAccessToken(expiredToken))
	// Each page answers from the call: the page asked for, has_more until the third.
	fake.On("Orders.List", orbittest.Func(func(call orbittest.Call) orbittest.Answer {
		var p orbit.OrderListParams
		if err := call.Decode(&p); err != nil || p.Page == nil {
			return orbittest.Error{Status: 400, Code: "invalid_parameter", Param: "page"}
		}
		return orbittest.Reply(orbittest.OrderList(t, func(l *orbit.OrderList) {
			l.Page, l.HasMore = *p.Page, *p.Page < 3
			l.Items[0].OrderNo = "ORD2026052608300" + string(rune('0'+*p.Page)) + "K7Q2M9XA"
		}))
	}))
	it := fake.Client.Orders.ListAutoPaging(context.Background(), &orbit.OrderListParams{Limit: orbit.Int(1)})
	var seen []string
	for it.Next() {
		seen = append(seen, it.Current().OrderNo)
	}
	if it.Err() != nil || len(seen) != 3 || seen[2] != "ORD20260526083003K7Q2M9XA" {
		t.Fatalf("%v %v", it.Err(), seen)
	}
	calls := fake.Calls()
	if len(calls) != 3 || calls[2].Query.Get("page") != "3" || calls[2].Args["limit"] != 1.0 {
		t.Fatalf("%+v", calls)
	}
	// The SDK refuses a bad argument before sending: the fake sees nothing.
	_, err := fake.Client.Orders.Cancel(context.Background(), &orbit.OrderActionParams{OrderNo: "not-an-order"})
	if !errors.Is(err, orbit.ErrInvalidArgument) || len(fake.Calls()) != 3 {
		t.Fatalf("%v, %d calls", err, len(fake.Calls()))
	}
}

func TestFakeAnswersStreamsBytesAndText(t *testing.T) {
	fake := orbittest.NewFake(t, option.WithAPIKey("sk_test_key"))
	first := orbittest.ChatCompletionChunk(t)
	second := orbittest.ChatCompletionChunk(t, func(c *orbit.ChatCompletionChunk) { c.Choices[0].Delta.Content = " and more" })
	fake.On("Generation.CreateChatCompletionStream", orbittest.Chunks(first, second))
	stream := fake.Client.Generation.CreateChatCompletionStream(context.Background(), &orbit.GenerationCreateChatCompletionParams{Prompt: orbit.String("tea")})
	var text string
	for stream.Next() {
		text += stream.Current().Choices[0].Delta.Content
	}
	if stream.Err() != nil || text != first.Choices[0].Delta.Content+" and more" {
		t.Fatalf("%v %q", stream.Err(), text)
	}
	if calls := fake.Calls(); calls[0].Args["stream"] != true || calls[0].Args["prompt"] != "tea" {
		t.Fatalf("%+v", calls[0].Args)
	}
	// An error event ends a stream with the error of its kind.
	fake.On("Generation.CreateChatCompletionStream", orbittest.Chunks(first, orbittest.Error{Status: 429, Code: "rate_limited"}))
	stream = fake.Client.Generation.CreateChatCompletionStream(context.Background(), &orbit.GenerationCreateChatCompletionParams{Prompt: orbit.String("tea")})
	n := 0
	for stream.Next() {
		n++
	}
	if n != 1 || !errors.Is(stream.Err(), orbit.ErrRateLimit) {
		t.Fatalf("%d chunks, %v", n, stream.Err())
	}

	fake.On("Generation.CreateSpeech", orbittest.Bytes("", []byte("RIFF....WAVE")))
	speech, err := fake.Client.Generation.CreateSpeech(context.Background(), &orbit.GenerationCreateSpeechParams{Input: "hi"})
	if err != nil {
		t.Fatal(err)
	}
	audio, err := ioutil.ReadAll(speech.Body)
	speech.Body.Close()
	if err != nil || string(audio) != "RIFF....WAVE" || speech.MediaType != "audio/wav" || speech.RequestID == "" {
		t.Fatalf("%v %q %s", err, audio, speech.MediaType)
	}

	fake.On("Notifications.Payapp", orbittest.Reply("success"))
	answer, err := fake.Client.Notifications.Payapp(context.Background(), &orbit.NotificationPayappParams{
		NotifyTime: "2026-05-26 16:31:00", NotifyID: "ac05099524730693a8b330c5ecf72da9786", AppID: "2021000000000001",
		Sign: "UGF5YXBwIHNpZ25hdHVyZSBleGFtcGxlIG9ubHk=", TradeNo: "2026052622001400000000000001", OutTradeNo: "ORD20260526083000K7Q2M9XA",
		TradeStatus: orbit.PayappTradeStatusTradeSuccess, TotalAmount: "29.90",
	})
	if err != nil || answer != "success" {
		t.Fatalf("%v %q", err, answer)
	}
}

// The environment's ORBIT_* variables do not reach the fake's client: a bad ORBIT_MAX_RETRIES would
// fail NewClient, an ORBIT_ACCESS_TOKEN would be sent.
func TestTheEnvironmentDoesNotLeakIntoTheFake(t *testing.T) {
	setenv(t, "ORBIT_MAX_RETRIES", "many")
	setenv(t, "ORBIT_ACCESS_TOKEN", "at_fromtheenvironment0")
	setenv(t, "ORBIT_BASE_URL", "http://127.0.0.1:9")
	fake := orbittest.NewFake(t)
	fake.On("Distribution.Retrieve", orbittest.Reply(orbittest.Distribution(t)))
	if _, err := fake.Client.Distribution.Retrieve(context.Background()); err != nil {
		t.Fatal(err)
	}
	if auth := fake.Calls()[0].Header.Get("Authorization"); auth != "" {
		t.Fatalf("the environment's token was sent: %q", auth)
	}
	r := recording(func(tb orbittest.TB) { orbittest.NewFake(tb, option.WithBaseURL("http://127.0.0.1:9")) })
	if len(r.fatal) != 1 || !strings.Contains(r.fatal[0].(string), "option.WithBaseURL") {
		t.Fatalf("an option the fake owns was not refused: %v", r.fatal)
	}
}

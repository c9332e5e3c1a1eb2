package orbit

import (
	"context"
	"errors"
	"math"
	"net/http"
	"strings"
	"testing"

	"github.com/orbit-platform/orbit-sdk-go/v3/option"
)

func TestBadArgumentsAreRefusedBeforeSending(t *testing.T) {
	d := newDouble(t, func(w http.ResponseWriter, r *http.Request, n int) { jsonAnswer(w, 200, `{}`) })
	client, _ := testClient(t, d, option.WithAccessToken("t"), option.WithAPIKey("k"))
	ctx := context.Background()
	money := MoneyInput{Amount: 100}
	cases := []struct {
		name  string
		param string
		call  func() error
	}{
		{"nil params, required order_no", "order_no", func() error { _, err := client.Orders.Cancel(ctx, nil); return err }},
		{"missing required", "order_no", func() error { _, err := client.Orders.Cancel(ctx, &OrderActionParams{}); return err }},
		{"pattern", "order_no", func() error { _, err := client.Orders.Cancel(ctx, &OrderActionParams{OrderNo: "x"}); return err }},
		{"maximum", "limit", func() error { _, err := client.Orders.List(ctx, &OrderListParams{Limit: Int(101)}); return err }},
		{"minimum", "page", func() error { _, err := client.Orders.List(ctx, &OrderListParams{Page: Int(0)}); return err }},
		{"number range", "temperature", func() error {
			_, err := client.Generation.CreateChatCompletion(ctx, &GenerationCreateChatCompletionParams{Prompt: String("hi"), Temperature: Float64(2.5)})
			return err
		}},
		{"not a finite number", "speed", func() error {
			_, err := client.Generation.CreateSpeech(ctx, &GenerationCreateSpeechParams{Input: "hi", Speed: Float64(math.NaN())})
			return err
		}},
		{"minLength", "password", func() error {
			_, err := client.Auth.UserLogin(ctx, &AuthUserLoginParams{Account: "+8613800138000", Password: "short"})
			return err
		}},
		{"maxLength counts characters", "reason", func() error {
			_, err := client.AI.Deduct(ctx, &AIDeductParams{Amount: money, Reason: strings.Repeat("茶", 201)})
			return err
		}},
		{"minItems", "messages", func() error { _, err := client.AI.Chat(ctx, &AIChatParams{Messages: []ChatMessage{}}); return err }},
		{"maxItems", "messages", func() error {
			_, err := client.AI.Chat(ctx, &AIChatParams{Messages: make([]ChatMessage, 51)})
			return err
		}},
		{"nested item field", "messages[0].content", func() error {
			_, err := client.AI.Chat(ctx, &AIChatParams{Messages: []ChatMessage{{Role: ChatRoleUser}}})
			return err
		}},
		{"nested object range", "amount.amount", func() error {
			_, err := client.AI.Deduct(ctx, &AIDeductParams{Amount: MoneyInput{Amount: -1}, Reason: "r"})
			return err
		}},
		{"exactly one of: both", "prompt,messages", func() error {
			_, err := client.Generation.CreateChatCompletion(ctx, &GenerationCreateChatCompletionParams{Prompt: String("a"), Messages: []ChatMessage{{Role: ChatRoleUser, Content: "b"}}})
			return err
		}},
		{"exactly one of: none", "prompt,messages", func() error {
			_, err := client.Generation.CreateChatCompletion(ctx, &GenerationCreateChatCompletionParams{})
			return err
		}},
		{"union without a known shape", "mode", func() error {
			_, err := client.Auth.UnifiedLogin(ctx, &AuthUnifiedLoginParams{Mode: "magic", Phone: "+8613800138000"})
			return err
		}},
		{"union without a shape", "mode", func() error { _, err := client.Auth.UnifiedLogin(ctx, nil); return err }},
		{"union field of another shape", "password", func() error {
			_, err := client.Auth.UnifiedLogin(ctx, &AuthUnifiedLoginParams{Mode: UnifiedLoginModeSMS, Phone: "+8613800138000", Code: "123456", Password: "orbit-demo-2026"})
			return err
		}},
		{"union shape's required field", "code", func() error {
			_, err := client.Auth.UnifiedLogin(ctx, &AuthUnifiedLoginParams{Mode: UnifiedLoginModeSMS, Phone: "+8613800138000"})
			return err
		}},
		{"single-value enum of another value", "response_format", func() error {
			_, err := client.Generation.CreateSpeech(ctx, &GenerationCreateSpeechParams{Input: "hi", ResponseFormat: "mp3"})
			return err
		}},
		{"single-value enum of a nested object", "amount.currency", func() error {
			_, err := client.AI.Deduct(ctx, &AIDeductParams{Amount: MoneyInput{Amount: 100, Currency: "USD"}, Reason: "r"})
			return err
		}},
		{"header parameter", "Wechatpay-Timestamp", func() error {
			_, err := client.Notifications.Chatpay(ctx, &NotificationChatpayParams{WechatpayTimestamp: "now"})
			return err
		}},
		{"invalid per-call option", "", func() error {
			_, err := client.Packages.List(ctx, nil, option.WithTimeout(-1))
			return err
		}},
		{"nil context", "ctx", func() error {
			//lint:ignore SA1012 a nil context is the argument under test
			_, err := client.Packages.List(nil, nil)
			return err
		}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			err := tc.call()
			var reqErr *RequestError
			if !errors.As(err, &reqErr) || !errors.Is(err, ErrInvalidArgument) {
				t.Fatalf("got %T %v, want an InvalidArgument *RequestError", err, err)
			}
			if reqErr.Param != tc.param {
				t.Fatalf("Param %q, want %q (%v)", reqErr.Param, tc.param, err)
			}
		})
	}
	if n := len(d.received()); n != 0 {
		t.Fatalf("%d requests were sent for bad arguments", n)
	}
}

func TestGoodArgumentsPass(t *testing.T) {
	d := newDouble(t, func(w http.ResponseWriter, r *http.Request, n int) { jsonAnswer(w, 200, sessionJSON) })
	client, _ := testClient(t, d)
	ctx := context.Background()
	if _, err := client.Auth.UnifiedLogin(ctx, &AuthUnifiedLoginParams{Mode: UnifiedLoginModePassword, Phone: "+8613800138000", Password: "orbit-demo-2026"}); err != nil {
		t.Fatal(err)
	}
	if _, err := client.Auth.UnifiedLogin(ctx, &AuthUnifiedLoginParams{Mode: UnifiedLoginModeSMS, Phone: "+8613800138000", Code: "123456", InviteCode: String("DEMO2026")}); err != nil {
		t.Fatal(err)
	}
	// A single-value enum given its one value, or left empty (the SDK sends it).
	if _, err := client.AI.Deduct(ctx, &AIDeductParams{Amount: MoneyInput{Amount: 100, Currency: "CNY"}, Reason: "r"}); err != nil {
		t.Fatal(err)
	}
	if _, err := client.AI.Deduct(ctx, &AIDeductParams{Amount: MoneyInput{Amount: 100}, Reason: "r"}); err != nil {
		t.Fatal(err)
	}
	got := d.received()
	if got[0].Body != `{"mode":"password","phone":"+8613800138000","password":"orbit-demo-2026"}` ||
		got[1].Body != `{"mode":"sms","phone":"+8613800138000","code":"123456","invite_code":"DEMO2026"}` {
		t.Fatalf("bodies %s / %s", got[0].Body, got[1].Body)
	}
	if want := `{"amount":{"amount":100,"currency":"CNY"},"reason":"r"}`; got[2].Body != want || got[3].Body != want {
		t.Fatalf("bodies %s / %s, want %s", got[2].Body, got[3].Body, want)
	}
}

package orbit

import (
	"context"
	"fmt"
	"net/http"
	"regexp"
	"strings"
	"sync"
	"testing"

	"github.com/orbit-platform/orbit-sdk-go/v3/option"
)

type lines struct {
	mu  sync.Mutex
	all []string
}

func (l *lines) Printf(format string, v ...interface{}) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.all = append(l.all, fmt.Sprintf(format, v...))
}

func TestInfoLogOneLinePerAttempt(t *testing.T) {
	d := newDouble(t, func(w http.ResponseWriter, r *http.Request, n int) {
		if n == 1 {
			errorAnswer(w, 503, "api_error", "unavailable")
			return
		}
		jsonAnswer(w, 200, orderListJSON(0, 1, false))
	})
	sink := &lines{}
	client, _ := testClient(t, d, option.WithLogLevel("info"), option.WithLogger(sink), option.WithAccessToken("t"))
	if _, err := client.Orders.List(context.Background(), &OrderListParams{Page: Int(1)}); err != nil {
		t.Fatal(err)
	}
	want := []string{
		"orbit info: GET /api/user/orders status=503 attempt=1 request_id=req_test000000000000000001 elapsed_ms=0",
		"orbit info: GET /api/user/orders status=200 attempt=2 request_id=req_test000000000000000001 elapsed_ms=0",
	}
	if strings.Join(sink.all, "\n") != strings.Join(want, "\n") {
		t.Fatalf("log:\n%s\nwant:\n%s", strings.Join(sink.all, "\n"), strings.Join(want, "\n"))
	}
	// Off by default; ORBIT_LOG switches it on; an option wins over the environment.
	quiet := &lines{}
	client2, _ := testClient(t, d, option.WithLogger(quiet))
	client2.Packages.List(context.Background(), nil)
	setenv(t, envLog, "info")
	client3, err := NewClient(option.WithBaseURL(d.URL), option.WithLogger(quiet))
	if err != nil {
		t.Fatal(err)
	}
	client3.Packages.List(context.Background(), nil)
	client4, _ := NewClient(option.WithBaseURL(d.URL), option.WithLogger(quiet), option.WithLogLevel("off"))
	client4.Packages.List(context.Background(), nil)
	if len(quiet.all) != 1 || !strings.HasPrefix(quiet.all[0], "orbit info: GET /api/user/packages status=200 attempt=1") {
		t.Fatalf("log %q", quiet.all)
	}
}

func TestLogNeverShowsCredentials(t *testing.T) {
	d := newDouble(t, func(w http.ResponseWriter, r *http.Request, n int) {
		switch {
		case r.URL.Path == "/api/user/orders" && n == 1:
			errorAnswer(w, 401, "authentication_error", "token_expired")
		case r.URL.Path == "/api/auth/unified_login":
			jsonAnswer(w, 200, sessionJSON)
		case r.URL.Path == "/api/pay/create":
			jsonAnswer(w, 200, paymentJSON)
		case r.URL.Path == "/api/v1/chat/completions":
			w.WriteHeader(504)
		default:
			jsonAnswer(w, 200, orderListJSON(1, 1, false))
		}
	})
	secrets := []string{"at_secret_login_token", "rt_secretsecretsecret", "sk_secret_api_key", "idem-secret-key", "orbit-demo-2026", "at_new", "rt_newnewnewnewnewnew", "cookie-secret"}
	sink := &lines{}
	client, _ := testClient(t, d, option.WithLogLevel("debug"), option.WithLogger(sink), option.WithAccessToken(secrets[0]),
		option.WithRefreshToken(secrets[1]), option.WithAPIKey(secrets[2]), option.WithHeader("Cookie", secrets[7]), option.WithMaxRetries(1))
	ctx := context.Background()
	client.Orders.List(ctx, &OrderListParams{Limit: Int(5)})
	client.Payments.Create(ctx, &PaymentCreateParams{PackageID: "pkg_vip30d00000001", Provider: PaymentProviderChatpay}, option.WithIdempotencyKey(secrets[3]))
	client.Auth.UserLogin(ctx, &AuthUserLoginParams{Account: "+8613800138000", Password: secrets[4]})
	client.Generation.CreateChatCompletion(ctx, &GenerationCreateChatCompletionParams{Prompt: String("hi")})
	client.Notifications.Chatpay(ctx, &NotificationChatpayParams{WechatpayTimestamp: "1779784260", WechatpayNonce: "5K8264ILTKCH16CQ2502SI8ZNMTM67VS",
		WechatpaySignature: "c2lnbmF0dXJlc2VjcmV0", WechatpaySerial: "5157F09EFDC096DE", ID: "EV-1", CreateTime: "2026-05-26T08:31:00Z", EventType: "TRANSACTION.SUCCESS",
		Resource: ChatpayEncryptedResource{Ciphertext: []byte("x"), Nonce: "fdasflkja484"}})
	secrets = append(secrets, "c2lnbmF0dXJlc2VjcmV0")

	infoLine := regexp.MustCompile(`^orbit info: (GET|POST) /api/[a-z0-9_/]+ status=(\d{3}|timeout|connection_error) attempt=\d+ request_id=\S+ elapsed_ms=\d+$`)
	debugLine := regexp.MustCompile(`^orbit debug: (GET|POST) /api/[a-z0-9_/]+ request headers:( [A-Za-z-]+="[^"]*")+$`)
	redacted := 0
	for _, line := range sink.all {
		if !infoLine.MatchString(line) && !debugLine.MatchString(line) {
			t.Errorf("unexpected log line %q", line)
		}
		for _, s := range secrets {
			if strings.Contains(line, s) {
				t.Errorf("log line shows a secret %q: %s", s, line)
			}
		}
		if strings.Contains(line, "?") || strings.Contains(line, "limit=") {
			t.Errorf("log line shows a query string: %s", line)
		}
		for _, h := range logRedactHeaders {
			if strings.Contains(line, " "+http.CanonicalHeaderKey(h)+"=") {
				if !strings.Contains(line, " "+http.CanonicalHeaderKey(h)+"=\""+logRedacted+"\"") {
					t.Errorf("%s is not redacted: %s", h, line)
				}
				redacted++
			}
		}
	}
	if len(sink.all) < 14 || redacted < 8 {
		t.Fatalf("only %d lines (%d redacted headers) were logged", len(sink.all), redacted)
	}
	fmt.Printf("log redaction: checked %d log lines (%d redacted header values) for %d secrets\n", len(sink.all), redacted, len(secrets))
}

package orbit

import (
	"context"
	"errors"
	"net/http"
	"strings"
	"sync"
	"testing"

	"github.com/orbit-platform/orbit-sdk-go/v3/option"
)

// The service rotates refresh tokens: a refresh token used a second time is refused (and in the
// service the whole session is revoked). A copy made by WithOptions shares its client's session,
// so a renewal through either is used by both and the old refresh token is never sent twice.
func TestWithOptionsSharesTheSession(t *testing.T) {
	var mu sync.Mutex
	used := map[string]bool{}
	d := newDouble(t, func(w http.ResponseWriter, r *http.Request, n int) {
		if r.URL.Path == "/api/auth/unified_login" {
			mu.Lock()
			reused := used["rt_oldoldoldoldoldold"]
			used["rt_oldoldoldoldoldold"] = true
			mu.Unlock()
			if reused {
				errorAnswer(w, 401, "authentication_error", "refresh_token_reused")
				return
			}
			jsonAnswer(w, 200, sessionJSON)
			return
		}
		if r.Header.Get("Authorization") != "Bearer at_new" {
			errorAnswer(w, 401, "authentication_error", "token_expired")
			return
		}
		jsonAnswer(w, 200, orderListJSON(0, 1, false))
	})
	var hooked []string
	client, _ := testClient(t, d, option.WithAccessToken("at_old"), option.WithRefreshToken("rt_oldoldoldoldoldold"),
		option.WithSessionHandler(func(access, refresh string) { hooked = append(hooked, access) }))
	copied, err := client.WithOptions(option.WithHeader("X-Copy", "yes"), option.WithMaxRetries(0))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := copied.Orders.List(context.Background(), nil); err != nil {
		t.Fatal(err)
	}
	if _, err := client.Orders.List(context.Background(), nil); err != nil {
		t.Fatalf("the client did not use the session its copy renewed: %v", err)
	}
	got := d.received()
	if len(got) != 4 || got[1].Path != "/api/auth/unified_login" || got[3].Header.Get("Authorization") != "Bearer at_new" {
		t.Fatalf("requests %+v, want the copy's 401, one renewal, its replay, the client's call with the new token", got)
	}
	if got[0].Header.Get("X-Copy") != "yes" || got[3].Header.Get("X-Copy") != "" {
		t.Fatal("the copy's header leaked into its client, or the copy did not send it")
	}
	if len(hooked) != 1 || hooked[0] != "at_new" {
		t.Fatalf("session hook calls %v, want one", hooked)
	}

	// A login through the client is used by a copy made before it.
	d2 := newDouble(t, func(w http.ResponseWriter, r *http.Request, n int) {
		if r.URL.Path == "/api/user/login" {
			jsonAnswer(w, 200, sessionJSON)
			return
		}
		jsonAnswer(w, 200, orderListJSON(0, 1, false))
	})
	client2, _ := testClient(t, d2)
	copy2, err := client2.WithOptions()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := client2.Auth.UserLogin(context.Background(), &AuthUserLoginParams{Account: "+8613800138000", Password: "orbit-demo-2026"}); err != nil {
		t.Fatal(err)
	}
	copy2.Orders.List(context.Background(), nil)
	if got := d2.received()[1].Header.Get("Authorization"); got != "Bearer at_new" {
		t.Fatalf("the copy sent %q after its client's login", got)
	}
}

func TestWithOptionsOverridesSettingsOfTheCopyOnly(t *testing.T) {
	d := newDouble(t, func(w http.ResponseWriter, r *http.Request, n int) { jsonAnswer(w, 200, `{"items":[]}`) })
	client, _ := testClient(t, d, option.WithAPIKey("sk_client"), option.WithAccessToken("at_session"))
	copied, err := client.WithOptions(option.WithAPIKey("sk_copy"), option.WithAccessToken("at_fixed"))
	if err != nil {
		t.Fatal(err)
	}
	again, err := copied.WithOptions(option.WithHeader("X-Again", "1"))
	if err != nil {
		t.Fatal(err)
	}
	params := &GenerationCreateImageParams{Prompt: "tea"}
	copied.Generation.CreateImage(context.Background(), params)
	client.Generation.CreateImage(context.Background(), params)
	client.Generation.CreateImage(context.Background(), params, option.WithAPIKey("sk_call"))
	again.Orders.List(context.Background(), nil)
	client.Orders.List(context.Background(), nil)
	want := []string{"Bearer sk_copy", "Bearer sk_client", "Bearer sk_call", "Bearer at_fixed", "Bearer at_session"}
	for i, r := range d.received() {
		if got := r.Header.Get("Authorization"); got != want[i] {
			t.Fatalf("request %d sent %q, want %q", i, got, want[i])
		}
	}
}

func TestWithOptionsRefusesSessionAndCallOptions(t *testing.T) {
	d := newDouble(t, func(w http.ResponseWriter, r *http.Request, n int) { jsonAnswer(w, 200, `{"items":[]}`) })
	client, _ := testClient(t, d)
	var resp *http.Response
	for name, opt := range map[string]option.RequestOption{
		"option.WithRefreshToken":   option.WithRefreshToken("rt"),
		"option.WithSessionHandler": option.WithSessionHandler(func(string, string) {}),
		"option.WithIdempotencyKey": option.WithIdempotencyKey("k"),
		"option.WithResponseInto":   option.WithResponseInto(&resp),
		"option.WithTimeout":        option.WithTimeout(-1),
	} {
		copied, err := client.WithOptions(opt)
		var reqErr *RequestError
		if copied != nil || !errors.Is(err, ErrInvalidArgument) || !errors.As(err, &reqErr) || !strings.Contains(reqErr.Message, name) {
			t.Fatalf("%s: got %v, want an InvalidArgument naming it", name, err)
		}
	}
}

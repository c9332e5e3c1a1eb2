package orbit

import (
	"context"
	"errors"
	"net/http"
	"testing"
	"time"

	"github.com/orbit-platform/orbit-sdk-go/v3/option"
)

func TestInvalidOptionsAndEnvironmentAreRefusedAtConstruction(t *testing.T) {
	cases := map[string]struct {
		env  [2]string
		opts []option.RequestOption
	}{
		"base URL option":       {opts: []option.RequestOption{option.WithBaseURL("ftp://x")}},
		"timeout option":        {opts: []option.RequestOption{option.WithTimeout(0)}},
		"retries option":        {opts: []option.RequestOption{option.WithMaxRetries(-1)}},
		"log level option":      {opts: []option.RequestOption{option.WithLogLevel("loud")}},
		"header option":         {opts: []option.RequestOption{option.WithHeader("Bad Name", "x")}},
		"nil HTTP client":       {opts: []option.RequestOption{option.WithHTTPClient(nil)}},
		"call-only option":      {opts: []option.RequestOption{option.WithIdempotencyKey("k")}},
		"ORBIT_BASE_URL":        {env: [2]string{envBaseURL, "not a url"}},
		"ORBIT_TIMEOUT":         {env: [2]string{envTimeout, "-3"}},
		"ORBIT_TIMEOUT not num": {env: [2]string{envTimeout, "ten"}},
		"ORBIT_MAX_RETRIES":     {env: [2]string{envMaxRetries, "1.5"}},
		"ORBIT_LOG":             {env: [2]string{envLog, "verbose"}},
	}
	for name, tc := range cases {
		t.Run(name, func(t *testing.T) {
			for _, n := range []string{envTimeout, envMaxRetries, envLog} {
				setenv(t, n, "")
			}
			if tc.env[0] != "" {
				setenv(t, tc.env[0], tc.env[1])
			}
			client, err := NewClient(tc.opts...)
			var reqErr *RequestError
			if client != nil || !errors.As(err, &reqErr) || !errors.Is(err, ErrInvalidArgument) {
				t.Fatalf("got %v, %v; want an InvalidArgument *RequestError", client, err)
			}
		})
	}
}

func TestOptionsWinOverTheEnvironmentWhichWinsOverDefaults(t *testing.T) {
	var seen []string
	d := newDouble(t, func(w http.ResponseWriter, r *http.Request, n int) {
		seen = append(seen, r.Header.Get("Authorization"))
		errorAnswer(w, 503, "api_error", "x")
	})
	for _, n := range []string{envTimeout, envLog} {
		setenv(t, n, "")
	}
	setenv(t, envBaseURL, d.URL)
	setenv(t, envAccessToken, "from-env")
	setenv(t, envMaxRetries, "1")
	client, err := NewClient()
	if err != nil {
		t.Fatal(err)
	}
	c := client.Orders.c
	c.sleep = func(ctx context.Context, d time.Duration) error { return nil }
	if c.base.baseURL != d.URL || c.base.maxRetries != 1 || c.base.timeout != defaultTimeout {
		t.Fatalf("settings %+v", c.base)
	}
	client.Orders.List(context.Background(), nil)
	if len(seen) != 2 || seen[0] != "Bearer from-env" {
		t.Fatalf("env settings: %v", seen)
	}
	setenv(t, envTimeout, "2.5")
	client2, _ := NewClient(option.WithAccessToken("from-option"), option.WithMaxRetries(0))
	if client2.Orders.c.base.maxRetries != 0 || client2.Orders.c.base.timeout != 2500*time.Millisecond || client2.Orders.c.accessToken() != "from-option" {
		t.Fatalf("settings %+v", client2.Orders.c.base)
	}
	setenv(t, envBaseURL, "")
	client3, _ := NewClient()
	if client3.Orders.c.base.baseURL != defaultBaseURL || client3.Orders.c.base.maxRetries != 1 {
		t.Fatalf("defaults %+v", client3.Orders.c.base)
	}
}

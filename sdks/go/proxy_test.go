package orbit

import (
	"context"
	"errors"
	"net/http"
	"os"
	"os/exec"
	"strings"
	"testing"

	"github.com/orbit-platform/orbit-sdk-go/v3/option"
)

// proxiedHost is a name no resolver knows: only a proxy can answer for it.
const proxiedHost = "sdk.orbit.test"

// TestProxyFromTheEnvironment runs TestCallFromAnEnvironmentWithProxies in a process of its own
// (net/http reads the proxy variables once per process) with HTTP_PROXY set to a local proxy: a
// client made with NewClient alone sends its calls through the proxy, except to the hosts of NO_PROXY.
func TestProxyFromTheEnvironment(t *testing.T) {
	proxy := newDouble(t, func(w http.ResponseWriter, r *http.Request, n int) {
		jsonAnswer(w, 200, `{"items":[]}`)
	})
	for _, noProxy := range []string{"", proxiedHost} {
		cmd := exec.Command(os.Args[0], "-test.run=^TestCallFromAnEnvironmentWithProxies$", "-test.count=1")
		cmd.Env = append(os.Environ(), "ORBIT_TEST_PROXIED=1", "HTTP_PROXY="+proxy.URL, "http_proxy=", "NO_PROXY="+noProxy, "no_proxy=",
			envBaseURL+"=http://"+proxiedHost)
		if noProxy != "" {
			cmd.Env = append(cmd.Env, "ORBIT_TEST_BYPASSED=1")
		}
		if out, err := cmd.CombinedOutput(); err != nil || !strings.Contains(string(out), "PASS") {
			t.Fatalf("NO_PROXY=%q: %v\n%s", noProxy, err, out)
		}
	}
	got := proxy.received()
	if len(got) != 1 || got[0].Path != "/api/user/packages" || got[0].Header.Get(userAgentHeader) == "" {
		t.Fatalf("the proxy received %+v, want the one call without NO_PROXY", got)
	}
}

// TestCallFromAnEnvironmentWithProxies is the process TestProxyFromTheEnvironment starts.
func TestCallFromAnEnvironmentWithProxies(t *testing.T) {
	if os.Getenv("ORBIT_TEST_PROXIED") == "" {
		t.Skip("run by TestProxyFromTheEnvironment")
	}
	client, err := NewClient(option.WithMaxRetries(0))
	if err != nil {
		t.Fatal(err)
	}
	var resp *http.Response
	_, err = client.Packages.List(context.Background(), nil, option.WithResponseInto(&resp))
	if os.Getenv("ORBIT_TEST_BYPASSED") != "" {
		// Straight to a host no resolver knows: the SDK's connection error, nothing through the proxy.
		if !errors.Is(err, ErrAPIConnection) {
			t.Fatalf("got %v, want an APIConnection error", err)
		}
		return
	}
	if err != nil || resp.Request.URL.Host != proxiedHost {
		t.Fatalf("got %v", err)
	}
}

package orbittest_test

import (
	"context"
	"errors"
	"io/ioutil"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"regexp"
	"sort"
	"strings"
	"sync"
	"testing"

	orbit "github.com/orbit-platform/orbit-sdk-go/v3"
	"github.com/orbit-platform/orbit-sdk-go/v3/orbittest"
)

// repository is the toolkit's root (this package is sdks/go/orbittest).
var repository = filepath.Join("..", "..", "..")

var bundle struct {
	once sync.Once
	err  error
}

// withReferenceServer makes the worlds of this test binary run on the bundled reference server, as
// an integrator's do: ORBIT_REFERENCE_SERVER names the bundle (the suite sets it; otherwise the
// repository's scripts/lib/reference-bundle.ts builds it and prints its path).
func withReferenceServer(t *testing.T) {
	bundle.once.Do(func() {
		if os.Getenv("ORBIT_SANDBOX_URL") != "" || os.Getenv("ORBIT_REFERENCE_SERVER") != "" {
			return
		}
		cmd := exec.Command("npx", "tsx", "scripts/lib/reference-bundle.ts")
		cmd.Dir = repository
		out, err := cmd.Output()
		if err != nil {
			bundle.err = err
			return
		}
		bundle.err = os.Setenv("ORBIT_REFERENCE_SERVER", strings.TrimSpace(string(out)))
	})
	if bundle.err != nil {
		t.Fatalf("no bundled reference server (npx tsx scripts/lib/reference-bundle.ts): %v", bundle.err)
	}
}

// A world against the bundled reference server: the SDK's client and the typed sandbox, bound to a
// world no other test sees, reset when the test ends.
func TestAWorldOnTheBundledReferenceServer(t *testing.T) {
	withReferenceServer(t)
	ctx := context.Background()
	var world *orbittest.World
	r := recording(func(tb orbittest.TB) { world = orbittest.NewWorld(tb) })
	if r.fatal != nil {
		t.Fatal(r.fatal...)
	}
	client, sandbox := world.Client, world.Sandbox

	// Log in by SMS: the code is read from the sandbox.
	phone := "+8613800138000"
	if _, err := client.Auth.SendSMSCode(ctx, &orbit.AuthSendSMSCodeParams{Phone: phone}); err != nil {
		t.Fatal(err)
	}
	sms, err := sandbox.LastSMS(ctx, &orbittest.SandboxLastSMSParams{Phone: phone})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := client.Auth.UnifiedLogin(ctx, &orbit.AuthUnifiedLoginParams{Mode: orbit.UnifiedLoginModeSMS, Phone: phone, Code: sms.Code}); err != nil {
		t.Fatal(err)
	}

	// Buy a package and pay the order as the provider would.
	packages, err := client.Packages.List(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	created, err := client.Payments.Create(ctx, &orbit.PaymentCreateParams{PackageID: packages.Items[0].ID, Provider: orbit.PaymentProviderChatpay})
	if err != nil {
		t.Fatal(err)
	}
	paid, err := sandbox.PayOrder(ctx, &orbittest.SandboxPayOrderParams{OrderNo: created.Order.OrderNo})
	if err != nil || paid.NotifyStatus != 200 {
		t.Fatalf("%v %+v", err, paid)
	}
	orders, err := client.Orders.List(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	if status := statusOf(orders, created.Order.OrderNo); status == "" || status == orbit.OrderStatusPending {
		t.Fatalf("the paid order is %q", status)
	}

	// Another world sees the seed only; the sandbox's request log is the world's own.
	other := orbittest.NewWorld(t)
	if _, err := other.Client.Auth.UserLogin(ctx, &orbit.AuthUserLoginParams{Account: phone, Password: "orbit-demo-2026"}); err != nil {
		t.Fatal(err)
	}
	seed, err := other.Client.Orders.List(ctx, nil)
	if err != nil || statusOf(seed, created.Order.OrderNo) != "" {
		t.Fatalf("another world sees this world's order: %v", err)
	}
	log, err := sandbox.ListRequests(ctx, nil)
	if err != nil || len(log.Items) == 0 {
		t.Fatalf("%v %+v", err, log)
	}
	if world.Name == other.Name || !strings.HasPrefix(other.Name, "go-TestAWorldOnTheBundledReferenceServer-") {
		t.Fatalf("world names %q and %q", world.Name, other.Name)
	}

	// The world is reset when the test ends: the order is gone.
	for _, cleanup := range r.cleanups {
		cleanup()
	}
	if len(r.errors) > 0 {
		t.Fatal(r.errors)
	}
	if _, err := client.Orders.List(ctx, nil); !errors.Is(err, orbit.ErrAuthentication) {
		t.Fatalf("the session survived the reset: %v", err)
	}
}

func statusOf(list *orbit.OrderList, orderNo string) orbit.OrderStatus {
	for _, o := range list.Items {
		if o.OrderNo == orderNo {
			return o.Status
		}
	}
	return ""
}

func TestAWorldWithoutAServerFailsNamingBoth(t *testing.T) {
	// This process may have started the bundled server already: a child without either variable
	// shows the error.
	cmd := exec.Command(os.Args[0], "-test.run", "^TestNewWorldWithoutAServer$")
	cmd.Env = append(withoutServerVariables(os.Environ()), "ORBITTEST_CHILD=1")
	out, _ := cmd.CombinedOutput()
	if !strings.Contains(string(out), "ORBIT_SANDBOX_URL") || !strings.Contains(string(out), "ORBIT_REFERENCE_SERVER") || !strings.Contains(string(out), "--- FAIL") {
		t.Fatalf("%s", out)
	}
}

// TestNewWorldWithoutAServer runs in the child process of the test above only.
func TestNewWorldWithoutAServer(t *testing.T) {
	if os.Getenv("ORBITTEST_CHILD") != "1" {
		return
	}
	orbittest.NewWorld(t)
}

func withoutServerVariables(env []string) []string {
	var kept []string
	for _, kv := range env {
		if !strings.HasPrefix(kv, "ORBIT_SANDBOX_URL=") && !strings.HasPrefix(kv, "ORBIT_REFERENCE_SERVER=") {
			kept = append(kept, kv)
		}
	}
	return kept
}

// The sandbox client covers every route of the sandbox's OpenAPI file: one method per operation,
// named by its x-sdk-method, and nothing else.
func TestTheSandboxClientCoversEveryRoute(t *testing.T) {
	file, err := ioutil.ReadFile(filepath.Join(repository, "mock-server", "reference", "sandbox.openapi.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	var routes []string
	for _, m := range regexp.MustCompile(`(?m)^\s+x-sdk-method:\s*(\w+)\s*$`).FindAllStringSubmatch(string(file), -1) {
		routes = append(routes, strings.ToLower(m[1]))
	}
	if operations := len(regexp.MustCompile(`(?m)^\s+operationId:`).FindAllString(string(file), -1)); operations != len(routes) || operations == 0 {
		t.Fatalf("%d operations, %d x-sdk-method", operations, len(routes))
	}
	var methods []string
	sandbox := reflect.TypeOf(&orbittest.Sandbox{})
	for i := 0; i < sandbox.NumMethod(); i++ {
		methods = append(methods, strings.ToLower(sandbox.Method(i).Name))
	}
	sort.Strings(routes)
	sort.Strings(methods)
	if !reflect.DeepEqual(routes, methods) {
		t.Fatalf("the sandbox's routes %v\nthe client's methods %v", routes, methods)
	}
}

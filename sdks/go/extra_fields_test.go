package orbit

import (
	"context"
	"errors"
	"net/http"
	"testing"

	"github.com/orbit-platform/orbit-sdk-go/v3/option"
)

// Fields newer than the SDK: option.WithQuery and option.WithJSONSet add to the call's query and
// JSON body and win over a parameter of the same name.
func TestExtraQueryAndBodyFields(t *testing.T) {
	d := newDouble(t, func(w http.ResponseWriter, r *http.Request, n int) {
		if r.Method == "GET" {
			jsonAnswer(w, 200, orderListJSON(0, 1, false))
			return
		}
		jsonAnswer(w, 200, `{"action":"cancel","order_no":"ORD20260526083000K7Q2M9XA"}`)
	})
	client, _ := testClient(t, d, option.WithAccessToken("t"))
	ctx := context.Background()
	if _, err := client.Orders.List(ctx, &OrderListParams{Page: Int(2), Limit: Int(5)},
		option.WithQuery("limit", "7"), option.WithQuery("region", "cn"), option.WithQuery("region", "hk")); err != nil {
		t.Fatal(err)
	}
	if _, err := client.Orders.Cancel(ctx, &OrderActionParams{OrderNo: "ORD20260526083000K7Q2M9XA"},
		option.WithJSONSet("reason", map[string]interface{}{"code": 3, "note": "late"}), option.WithJSONSet("action", "cancel_v2")); err != nil {
		t.Fatal(err)
	}
	got := d.received()
	if got[0].Query != "page=2&limit=7&region=hk" {
		t.Fatalf("query %q", got[0].Query)
	}
	if got[1].Body != `{"order_no":"ORD20260526083000K7Q2M9XA","reason":{"code":3,"note":"late"},"action":"cancel_v2"}` {
		t.Fatalf("body %s", got[1].Body)
	}
	// Without them, nothing changes.
	client.Orders.List(ctx, &OrderListParams{Page: Int(2)})
	if q := d.received()[2].Query; q != "page=2" {
		t.Fatalf("query %q", q)
	}

	// Never dropped: a body field on a method without a body, or on a client, is refused; the
	// params are still checked.
	for name, call := range map[string]func() error{
		"a GET":     func() error { _, err := client.Orders.List(ctx, nil, option.WithJSONSet("x", 1)); return err },
		"bad value": func() error { _, err := client.Orders.List(ctx, nil, option.WithJSONSet("x", func() {})); return err },
		"checked": func() error {
			_, err := client.Orders.Cancel(ctx, &OrderActionParams{OrderNo: "42"}, option.WithJSONSet("order_no", "ORD20260526083000K7Q2M9XA"))
			return err
		},
		"client": func() error { _, err := NewClient(option.WithQuery("x", "1")); return err },
	} {
		if err := call(); !errors.Is(err, ErrInvalidArgument) {
			t.Fatalf("%s: got %v, want InvalidArgument", name, err)
		}
	}
	if n := len(d.received()); n != 3 {
		t.Fatalf("%d requests, want 3", n)
	}
}

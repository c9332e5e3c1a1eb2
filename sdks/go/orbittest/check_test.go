package orbittest_test

import (
	"errors"
	"strings"
	"testing"

	orbit "github.com/orbit-platform/orbit-sdk-go/v3"
	"github.com/orbit-platform/orbit-sdk-go/v3/orbittest"
)

func TestFixtureStartsFromTheContractsExample(t *testing.T) {
	order := orbittest.Order(t)
	// The contract's example of an Order (openapi/openapi.yaml, the first answer that holds one).
	if order.OrderNo != "ORD20260526083000K7Q2M9XA" || order.Status != orbit.OrderStatusCompleted || order.Amount.Currency != "CNY" || order.Package.ID == "" {
		t.Fatalf("not the contract's example: %+v", order)
	}
	// Each fixture is a copy of its own: changing one leaves the next as the contract's.
	order.Package.Name = "changed"
	if again := orbittest.Order(t); again.Package.Name == "changed" {
		t.Fatal("a fixture shares its example with the next one")
	}
}

func TestFixtureOverridesReplaceWholeFieldsInTurn(t *testing.T) {
	cancelled := orbittest.Order(t,
		func(o *orbit.Order) { o.Status = orbit.OrderStatusPending },
		func(o *orbit.Order) {
			o.Status = orbit.OrderStatusCancelled
			o.Amount = *orbittest.Money(t, func(m *orbit.Money) { m.Amount = 1 })
		},
	)
	if cancelled.Status != orbit.OrderStatusCancelled || cancelled.Amount.Amount != 1 {
		t.Fatalf("overrides not applied in turn: %+v", cancelled)
	}
	list := orbittest.OrderList(t, func(l *orbit.OrderList) {
		l.Items = []orbit.Order{*cancelled}
		l.HasMore = false
	})
	if len(list.Items) != 1 || list.Items[0].Status != orbit.OrderStatusCancelled {
		t.Fatalf("nested fixture not kept: %+v", list)
	}
}

// A fixture the service could never send fails the test that builds it, with the kit's error
// naming the field and the rule.
func TestFixtureTheSchemaRefusesFailsAtBuildTime(t *testing.T) {
	cases := []struct {
		name         string
		build        func(tb orbittest.TB)
		field, about string
	}{
		{"a pattern", func(tb orbittest.TB) { orbittest.Order(tb, func(o *orbit.Order) { o.OrderNo = "12345" }) }, "order_no", "does not match"},
		{"an enum value this SDK does not know", func(tb orbittest.TB) { orbittest.Order(tb, func(o *orbit.Order) { o.Status = "sold" }) }, "status", "is not one of"},
		{"a nested range", func(tb orbittest.TB) {
			orbittest.Order(tb, func(o *orbit.Order) { o.Amount = orbit.Money{Amount: -1, Currency: "CNY"} })
		}, "amount.amount", "out of range"},
		{"a required array left nil", func(tb orbittest.TB) { orbittest.OrderList(tb, func(l *orbit.OrderList) { l.Items = nil }) }, "items", "not nullable"},
		{"an item of an array", func(tb orbittest.TB) {
			orbittest.OrderList(tb, func(l *orbit.OrderList) { l.Items[0].CreatedAt = "yesterday" })
		}, "items[0].created_at", "not a date-time"},
		{"a length", func(tb orbittest.TB) {
			orbittest.Package(tb, func(p *orbit.Package) { p.Name = strings.Repeat("x", 500) })
		}, "name", "characters"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := recording(c.build)
			if len(r.fatal) != 1 {
				t.Fatalf("the fixture did not fail its test: %v", r.fatal)
			}
			var invalid *orbittest.InvalidFixtureError
			err, _ := r.fatal[0].(error)
			if !errors.As(err, &invalid) || invalid.Field != c.field || !strings.Contains(invalid.Problem, c.about) {
				t.Fatalf("want an *InvalidFixtureError at %s (%s), got %#v", c.field, c.about, r.fatal[0])
			}
			if !strings.Contains(err.Error(), c.field) {
				t.Fatalf("the message does not name the field: %v", err)
			}
		})
	}
}

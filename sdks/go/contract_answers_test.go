package orbit

// Answers of the real contract's operations, for the behaviour tests that call them (the tests of the
// core's shapes use operation descriptors of their own and no answer of this contract).

import (
	"fmt"
	"strings"
)

const orderJSON = `{"order_no":"ORD20260526083000K7Q2M9XA","status":"completed","package":{"id":"pkg_vip30d00000001","type":"membership","name":"VIP 30 days"},"amount":{"amount":2990,"currency":"CNY"},"provider":"chatpay","created_at":"2026-05-26T08:30:00Z","updated_at":"2026-05-26T08:31:00Z","expires_at":"2026-05-26T09:00:00Z"}`

func orderListJSON(items int, page int, hasMore bool) string {
	parts := make([]string, items)
	for i := range parts {
		parts[i] = strings.Replace(orderJSON, "K7Q2M9XA", fmt.Sprintf("PAGE%02dI%d", page, i), 1)
	}
	return fmt.Sprintf(`{"items":[%s],"page":%d,"limit":20,"total":%d,"has_more":%t}`, strings.Join(parts, ","), page, items, hasMore)
}

const sessionJSON = `{"access_token":"at_new","token_type":"Bearer","expires_in":7200,"expires_at":"2026-05-26T10:30:00Z","refresh_token":"rt_newnewnewnewnewnew","refresh_expires_in":2592000,"user":{"id":"usr_1","membership":{"active":false,"level":"free"},"credits":0,"balance":{"amount":0,"currency":"CNY"},"invite_code":"DEMO2026","created_at":"2026-05-26T08:30:00Z"}}`

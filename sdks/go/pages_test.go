package orbit

import (
	"context"
	"errors"
	"net/http"
	"strconv"
	"testing"

	"github.com/orbit-platform/orbit-sdk-go/v3/option"
)

// The page-level API: List answers one page, HasNextPage and GetNextPage walk on with the same
// params and options; nil after the last page.
func TestPagesOneAtATime(t *testing.T) {
	d := newDouble(t, func(w http.ResponseWriter, r *http.Request, n int) {
		page, _ := strconv.Atoi(r.URL.Query().Get("page"))
		if page == 0 {
			page = 1
		}
		jsonAnswer(w, 200, orderListJSON(3-page, page, page < 2))
	})
	client, _ := testClient(t, d, option.WithAccessToken("t"))
	ctx := context.Background()
	var sizes []int
	page, err := client.Orders.List(ctx, &OrderListParams{Limit: Int(2)}, option.WithHeader("X-Walk", "1"))
	for page != nil && err == nil {
		sizes = append(sizes, len(page.Items))
		if page.HasNextPage() != (len(sizes) == 1) {
			t.Fatalf("page %d: HasNextPage %v", len(sizes), page.HasNextPage())
		}
		page, err = page.GetNextPage(ctx)
	}
	if err != nil || len(sizes) != 2 || sizes[0] != 2 || sizes[1] != 1 {
		t.Fatalf("pages %v, %v", sizes, err)
	}
	got := d.received()
	if len(got) != 2 || got[0].Query != "limit=2" || got[1].Query != "page=2&limit=2" || got[1].Header.Get("X-Walk") != "1" {
		t.Fatalf("requests %+v", got)
	}

	// A page has_more says continues; an empty page or one decoded by the caller does not fetch.
	if (&OrderList{HasMore: true}).HasNextPage() {
		t.Fatal("an empty page has no next page")
	}
	if _, err := (&OrderList{HasMore: true, Items: []Order{{}}}).GetNextPage(ctx); !errors.Is(err, ErrInvalidArgument) {
		t.Fatalf("a page not answered by List: got %v", err)
	}
}

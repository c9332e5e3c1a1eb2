// Hand-written test: every operation of the contract, called through the facade against the Prism
// mock (ORBIT_BASE_URL, started by scripts/with-server.ts), with the decoded results checked. The
// list of operations is read from api/openapi.yaml (the generator's copy of the contract), so a new
// operation fails this test until it is covered here.

package orbit

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"os"
	"regexp"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"
)

// recorder remembers which operation (and which x-sdk-action) each request was.
type recorder struct {
	mu      sync.Mutex
	base    http.RoundTripper
	seen    map[string]bool
	actions map[string]bool
	headers map[string]http.Header
}

func (r *recorder) RoundTrip(req *http.Request) (*http.Response, error) {
	op := operationFor(req.Method, req.URL.Path)
	if op != nil {
		r.mu.Lock()
		r.seen[op.ID] = true
		r.headers[op.ID] = req.Header.Clone()
		if len(op.Actions) > 0 && req.Body != nil {
			b, _ := io.ReadAll(req.Body)
			req.Body = io.NopCloser(bytes.NewReader(b))
			var body map[string]interface{}
			if json.Unmarshal(b, &body) == nil {
				if a, ok := body["action"].(string); ok {
					r.actions[op.ID+"."+a] = true
				}
			}
		}
		r.mu.Unlock()
	}
	return r.base.RoundTrip(req)
}

// contractOperations reads the operationIds of the contract copy the generator wrote.
func contractOperations(t *testing.T) []string {
	f, err := os.Open("api/openapi.yaml")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	re := regexp.MustCompile(`^\s+operationId:\s*(\S+)\s*$`)
	var ids []string
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		if m := re.FindStringSubmatch(sc.Text()); m != nil {
			ids = append(ids, m[1])
		}
	}
	sort.Strings(ids)
	return ids
}

func mockClient(t *testing.T) (*Client, *recorder) {
	base := os.Getenv("ORBIT_MOCK_URL")
	if base == "" {
		if os.Getenv("ORBIT_REQUIRE_MOCK") != "" {
			t.Fatal("ORBIT_MOCK_URL is not set: run through scripts/with-server.ts mock")
		}
		t.Skip("ORBIT_MOCK_URL not set (run: npx tsx scripts/with-server.ts mock -- go test ./...)")
	}
	rec := &recorder{base: http.DefaultTransport, seen: map[string]bool{}, actions: map[string]bool{}, headers: map[string]http.Header{}}
	c := NewClient(
		WithBaseURL(base),
		WithAccessToken("at_Zt8pQ2mW5xR7kL9vN3bC6dF1gH4jK0sY"),
		WithAPIKey("sk_test_4eC39HqLyjWDarjtT1zdp7dcABCDEFGH"),
		WithHTTPClient(&http.Client{Transport: rec}),
		WithMaxRetries(0),
		WithTimeout(10*time.Second),
	)
	return c, rec
}

func str(s string) *string { return &s }

func TestEveryOperationAgainstMock(t *testing.T) {
	c, rec := mockClient(t)
	ctx := context.Background()
	check := func(name string, err error, ok bool) {
		t.Helper()
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if !ok {
			t.Fatalf("%s: unexpected decoded result", name)
		}
	}
	const orderNo = "ORD20260526083000K7Q2M9XA"

	// auth
	sms, err := c.Auth.SendSmsCode(ctx, SmsSendRequest{Phone: "+8613800138000", Scene: SMSSCENE_LOGIN.Ptr()})
	check("auth.sendSmsCode", err, sms != nil && sms.Sent && sms.ExpiresIn == 300 && sms.RequestID != "")
	ul, err := c.Auth.UnifiedLogin(ctx, UnifiedLoginRequest{Mode: LOGINMODE_SMS, Phone: str("+8613800138000"), Code: str("123456")})
	check("auth.unifiedLogin", err, ul != nil && ul.AccessToken == "at_Zt8pQ2mW5xR7kL9vN3bC6dF1gH4jK0sY" && ul.User.Id == "usr_4K6M8P0R2T4V6X8Z")
	ml, err := c.Auth.MiniappLogin(ctx, MiniappLoginRequest{Code: "0a3Xk8Ga1s2bQz0mN7pL9rT4vW6yB2cD"})
	check("auth.miniappLogin", err, ml != nil && ml.RefreshToken == "rt_8fJ2kLmN4pQ7sT1vX3zB6cD9eG0hK5mR")
	lg, err := c.Auth.UserLogin(ctx, UserLoginRequest{Account: "+8613800138000", Password: "correct horse battery"})
	check("auth.userLogin", err, lg != nil && lg.ExpiresIn == 7200)
	if at, rt := c.Tokens(); at != lg.AccessToken || rt != lg.RefreshToken {
		t.Fatalf("login did not store the session on the client: %q %q", at, rt)
	}

	// packages
	pk, err := c.Packages.List(ctx, &ListPackagesParams{Type_: PACKAGEFILTER_ALL.Ptr()})
	check("packages.list", err, pk != nil && len(pk.Items) == 3 && pk.Items[0].Id == "pkg_vip30d00000001")

	// distribution
	ds, err := c.Distribution.Retrieve(ctx)
	check("distribution.retrieve", err, ds != nil && ds.InviteCode == "K7Q2M9XA" && ds.Earnings.Available.Amount == 299)
	wd, err := c.Distribution.ApplyWithdrawal(ctx, WithdrawalRequest{Amount: Money{Amount: 1000, Currency: "CNY"}, Method: WITHDRAWALMETHOD_PAYAPP, Account: "user@example.com", RealName: str("Li Lei")}, nil)
	check("distribution.applyWithdrawal", err, wd != nil && wd.Id == "wd_5J7L9N1Q3S5U7W9Y" && wd.StatusCode == 201)

	// orders
	ol, err := c.Orders.List(ctx, &ListOrdersParams{Page: PtrInt32(1), Limit: PtrInt32(20)})
	check("orders.list", err, ol != nil && len(ol.Items) == 1 && ol.Items[0].OrderNo == orderNo && ol.HasMore)
	// The typed walk: the mock answers the same one-item page with has_more, so stop after two items.
	it := c.Orders.ListAutoPaging(ctx, &ListOrdersParams{Limit: PtrInt32(1)})
	var walked []Order
	for len(walked) < 2 && it.Next() {
		walked = append(walked, it.Current())
	}
	if it.Err() != nil || len(walked) != 2 || walked[0].OrderNo != orderNo || walked[1].OrderNo != orderNo || it.Pages() != 2 || it.Page() == nil || it.Page().StatusCode != 200 {
		t.Fatalf("orders.listAutoPaging: %d items, %d pages, err %v", len(walked), it.Pages(), it.Err())
	}
	cancelled, err := c.Orders.Cancel(ctx, OrderActionRequest{OrderNo: orderNo})
	check("orders.cancel", err, cancelled != nil && cancelled.Order.OrderNo == orderNo)
	deleted, err := c.Orders.Delete(ctx, OrderActionRequest{OrderNo: orderNo})
	check("orders.delete", err, deleted != nil && deleted.Order.OrderNo == orderNo)

	// payments
	pc, err := c.Payments.Create(ctx, CreatePaymentRequest{PackageId: "pkg_vip30d00000001", Provider: PAYMENTPROVIDER_CHATPAY}, nil)
	check("payments.create", err, pc != nil && pc.Order.OrderNo == orderNo && pc.Order.Status == ORDERSTATUS_PENDING)
	h5, err := c.Payments.ChatpayH5(ctx, ChatpayH5Request{OrderNo: orderNo, H5Type: str("wap"), ClientIp: str("203.0.113.7")})
	check("payments.chatpayH5", err, h5 != nil && strings.HasPrefix(h5.H5Url, "https://"))

	// notifications
	created, _ := time.Parse(time.RFC3339, "2026-05-26T08:31:00Z")
	nc, err := c.Notifications.Chatpay(ctx, "1779784260", "5K8264ILTKCH16CQ2502SI8ZNMTM67VS", "V2VjaGF0cGF5IHNpZ25hdHVyZSBleGFtcGxlIG9ubHk=", "5157F09EFDC096DE15EBE81A47057A7232F1B8E1",
		ChatpayNotification{Id: "EV-2026052608310000000001", CreateTime: created, EventType: "TRANSACTION.SUCCESS", ResourceType: "encrypt-resource", Summary: str("Payment succeeded"),
			Resource: ChatpayEncryptedResource{Algorithm: "AEAD_AES_256_GCM", OriginalType: "transaction", AssociatedData: str("transaction"), Nonce: "fdasflkja484", Ciphertext: "c2FtcGxlIGNpcGhlcnRleHQgLSBub3QgYSByZWFsIHBheWxvYWQgLSAxNiBieXRlIHRhZw=="}},
		&NotifyChatpayParams{WechatpaySignatureType: str("WECHATPAY2-SHA256-RSA2048")})
	check("notifications.chatpay", err, nc != nil && nc.Code == "SUCCESS")
	np, err := c.Notifications.Payapp(ctx, PayappNotification{NotifyTime: "2026-05-26 16:31:00", NotifyType: "trade_status_sync", NotifyId: "ac05099524730693a8b330c5ecf72da9786", AppId: "2021000000000001",
		Charset: str("utf-8"), Version: str("1.0"), SignType: "RSA2", Sign: "UGF5YXBwIHNpZ25hdHVyZSBleGFtcGxlIG9ubHk=", TradeNo: "2026052622001400000000000001", OutTradeNo: orderNo,
		TradeStatus: "TRADE_SUCCESS", TotalAmount: "29.90", BuyerId: str("2088102000000001"), GmtPayment: str("2026-05-26 16:30:58")})
	check("notifications.payapp", err, np != nil && np.Value == "success")

	// developer
	reg, err := c.Developer.Register(ctx, DeveloperRegisterRequest{Name: "Tea Tools", Email: "dev@example.com"})
	check("developer.register", err, reg != nil && strings.HasPrefix(reg.ApiKey, "sk_"))
	app, err := c.Developer.CreateApp(ctx, AppCreateRequest{Name: "Tea Timer"})
	check("developer.createApp", err, app != nil && strings.HasPrefix(app.Id, "app_"))
	st, err := c.Developer.Stats(ctx, &GetDeveloperStatsParams{From: str("2026-05-01"), To: str("2026-05-31")})
	check("developer.stats", err, st != nil && st.Totals.Calls == 3)

	// ai
	models, err := c.Ai.ListModels(ctx)
	check("ai.listModels", err, models != nil && len(models.Items) == 3 && models.Items[0].Id == "orbit-chat-1")
	chat, err := c.Ai.Chat(ctx, RouterChatRequest{Model: str("auto"), Messages: []ChatMessage{{Role: CHATROLE_USER, Content: "Suggest a name for a tea shop."}}})
	check("ai.chat", err, chat != nil && chat.Message.Content == "How about Leaf and Ladle?")
	dd, err := c.Ai.Deduct(ctx, DeductRequest{Amount: Money{Amount: 150, Currency: "CNY"}, Reason: "Image upscale", Reference: str("job_42")}, nil)
	check("ai.deduct", err, dd != nil && dd.Balance.Amount == 10850)

	// generation
	cc, err := c.Generation.CreateChatCompletion(ctx, ChatCompletionRequest{Prompt: str("Write a haiku about tea."), MaxTokens: PtrInt32(64)})
	check("generation.createChatCompletion", err, cc != nil && len(cc.Choices) == 1 && cc.Usage.TotalTokens == 21)
	stream, err := c.Generation.CreateChatCompletionStream(ctx, ChatCompletionRequest{Prompt: str("Write a haiku about tea.")})
	if err != nil {
		t.Fatalf("generation.createChatCompletionStream: %v", err)
	}
	var text string
	for stream.Next() {
		var chunk ChatCompletionChunk = stream.Current()
		text += chunk.Choices[0].Delta.GetContent()
	}
	stream.Close()
	if stream.Err() != nil || text != "Steam over still leaves" {
		t.Fatalf("stream: %q %v", text, stream.Err())
	}
	img, err := c.Generation.CreateImage(ctx, ImageGenerationRequest{Prompt: "A teapot on a windowsill", Style: IMAGESTYLE_WATERCOLOR.Ptr(), N: PtrInt32(1)})
	check("generation.createImage", err, img != nil && len(img.Data) == 1 && len(img.Data[0].GetB64Json()) > 0)
	sp, err := c.Generation.CreateSpeech(ctx, SpeechRequest{Input: "Hello there", Voice: VOICE_AURORA.Ptr()})
	if err != nil {
		t.Fatalf("generation.createSpeech: %v", err)
	}
	audio, err := sp.Bytes()
	check("generation.createSpeech", err, bytes.HasPrefix(audio, []byte("RIFF")) && sp.RequestID != "")

	// Every contract operation was called, and each x-sdk-action of manageOrder.
	var missing []string
	for _, id := range contractOperations(t) {
		if !rec.seen[id] {
			missing = append(missing, id)
		}
		op := operationByID(id)
		if op == nil {
			t.Errorf("operation %s of the contract is not in the generated operation table", id)
			continue
		}
		for _, a := range op.Actions {
			if !rec.actions[id+"."+a] {
				missing = append(missing, id+"."+a)
			}
		}
	}
	if len(missing) > 0 {
		t.Fatalf("operations never called: %v", missing)
	}
	if n := len(contractOperations(t)); n != len(operations) {
		t.Fatalf("contract has %d operations, the SDK %d", n, len(operations))
	}
	// Credentials went where the contract says.
	if h := rec.headers["listOrders"].Get("Authorization"); h != "Bearer "+lg.AccessToken {
		t.Errorf("listOrders Authorization = %q", h)
	}
	if h := rec.headers["createImage"].Get("Authorization"); h != "Bearer sk_test_4eC39HqLyjWDarjtT1zdp7dcABCDEFGH" {
		t.Errorf("createImage Authorization = %q", h)
	}
	if h := rec.headers["listPackages"].Get("Authorization"); h != "" {
		t.Errorf("listPackages (public) sent Authorization %q", h)
	}
	if ua := rec.headers["listModels"].Get("User-Agent"); ua != UserAgent() || !strings.HasPrefix(ua, "orbit-sdk-go/3.4.0 (go go") {
		t.Errorf("User-Agent = %q", ua)
	}
}

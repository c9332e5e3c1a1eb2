package orbit

import (
	"context"
	"errors"
	"io/ioutil"
	"net/http"
	"os"
	"reflect"
	"sort"
	"strings"
	"testing"

	"github.com/orbit-platform/orbit-sdk-go/v3/option"
)

// TestEveryOperationAgainstPrism calls every method of every resource against the Prism mock of
// ORBIT_BASE_URL (which answers the contract's examples and validates each request against the
// contract), checks the decoded answer, and fails if a method of the client was not called.
func TestEveryOperationAgainstPrism(t *testing.T) {
	client, err := NewClient(option.WithBaseURL(os.Getenv(envBaseURL)), option.WithAccessToken("test-token"), option.WithAPIKey("sk_test_key"), option.WithMaxRetries(0))
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	called := map[string]bool{}
	check := func(name string, err error, ok bool, resp *http.Response) {
		t.Helper()
		called[name] = true
		if err != nil {
			t.Errorf("%s: %v", name, err)
			return
		}
		if !ok {
			t.Errorf("%s: the answer was not decoded as documented", name)
		}
		if resp != nil && resp.StatusCode/100 != 2 {
			t.Errorf("%s: status %d", name, resp.StatusCode)
		}
	}
	var resp *http.Response
	into := option.WithResponseInto(&resp)
	const orderNo = "ORD20260526083000K7Q2M9XA"

	sms, err := client.Auth.SendSMSCode(ctx, &AuthSendSMSCodeParams{Phone: "+8613800138000", Scene: SMSSceneLogin}, into)
	check("Auth.SendSMSCode", err, err == nil && sms.Sent && sms.ExpiresIn > 0, resp)
	session, err := client.Auth.UnifiedLogin(ctx, &AuthUnifiedLoginParams{Mode: UnifiedLoginModePassword, Phone: "+8613800138000", Password: "orbit-demo-2026"}, into)
	check("Auth.UnifiedLogin", err, err == nil && session.AccessToken != "" && session.User.ID != "", resp)
	session, err = client.Auth.MiniappLogin(ctx, &AuthMiniappLoginParams{Code: "0a3Xk8Ga1s2bQz0mN7pL9rT4vW6yB2cD"}, into)
	check("Auth.MiniappLogin", err, err == nil && session.TokenType == "Bearer", resp)
	session, err = client.Auth.UserLogin(ctx, &AuthUserLoginParams{Account: "+8613800138000", Password: "orbit-demo-2026"}, into)
	check("Auth.UserLogin", err, err == nil && session.RefreshToken != "", resp)

	packages, err := client.Packages.List(ctx, &PackageListParams{Type: PackageFilterAll}, into)
	check("Packages.List", err, err == nil && len(packages.Items) > 0 && packages.Items[0].Price.Currency != "", resp)

	dist, err := client.Distribution.Retrieve(ctx, into)
	check("Distribution.Retrieve", err, err == nil && dist.InviteCode != "" && dist.Earnings.Total.Currency != "", resp)
	wd, err := client.Distribution.ApplyWithdrawal(ctx, &DistributionApplyWithdrawalParams{Amount: MoneyInput{Amount: 1000}, Method: WithdrawalMethodPayapp, Account: "user@example.com", RealName: String("Li Lei")}, into)
	check("Distribution.ApplyWithdrawal", err, err == nil && wd.ID != "" && wd.Status != "", resp)

	list, err := client.Orders.List(ctx, &OrderListParams{Page: Int(1), Limit: Int(20), Status: OrderStatusCompleted}, into)
	check("Orders.List", err, err == nil && len(list.Items) > 0 && list.Items[0].OrderNo != "", resp)
	it := client.Orders.ListAutoPaging(ctx, &OrderListParams{Limit: Int(20)})
	n := 0
	for it.Next() && n < 100 {
		n++
	}
	check("Orders.ListAutoPaging", it.Err(), n > 0, nil)
	action, err := client.Orders.Cancel(ctx, &OrderActionParams{OrderNo: orderNo}, into)
	check("Orders.Cancel", err, err == nil && action.Order.OrderNo != "", resp)
	action, err = client.Orders.Delete(ctx, &OrderActionParams{OrderNo: orderNo}, into)
	check("Orders.Delete", err, err == nil && action.Action != "", resp)

	payment, err := client.Payments.Create(ctx, &PaymentCreateParams{PackageID: "pkg_vip30d00000001", Provider: PaymentProviderChatpay}, into)
	check("Payments.Create", err, err == nil && payment.Order.Status != "", resp)
	h5, err := client.Payments.ChatpayH5(ctx, &PaymentChatpayH5Params{OrderNo: orderNo, H5Type: ChatpayH5TypeWap, ClientIP: String("203.0.113.7")}, into)
	check("Payments.ChatpayH5", err, err == nil && strings.HasPrefix(h5.H5URL, "https://"), resp)

	ack, err := client.Notifications.Chatpay(ctx, &NotificationChatpayParams{
		WechatpayTimestamp: "1779784260", WechatpayNonce: "5K8264ILTKCH16CQ2502SI8ZNMTM67VS", WechatpaySignature: "V2VjaGF0cGF5IHNpZ25hdHVyZSBleGFtcGxlIG9ubHk=",
		WechatpaySerial: "5157F09EFDC096DE15EBE81A47057A7232F1B8E1", ID: "EV-2026052608310000000001", CreateTime: "2026-05-26T08:31:00Z", EventType: "TRANSACTION.SUCCESS",
		Summary: String("Payment succeeded"), Resource: ChatpayEncryptedResource{Ciphertext: []byte("sample ciphertext"), AssociatedData: String("transaction"), Nonce: "fdasflkja484"},
	}, into)
	check("Notifications.Chatpay", err, err == nil && ack.Code == "SUCCESS", resp)
	text, err := client.Notifications.Payapp(ctx, &NotificationPayappParams{
		NotifyTime: "2026-05-26 16:31:00", NotifyID: "ac05099524730693a8b330c5ecf72da9786", AppID: "2021000000000001", Sign: "UGF5YXBwIHNpZ25hdHVyZSBleGFtcGxlIG9ubHk=",
		TradeNo: "2026052622001400000000000001", OutTradeNo: orderNo, TradeStatus: PayappTradeStatusTradeSuccess, TotalAmount: "29.90",
	}, into)
	check("Notifications.Payapp", err, err == nil && text == "success", resp)

	reg, err := client.Developer.Register(ctx, &DeveloperRegisterParams{Name: "Acme Studio", Email: "dev@acme.example", Company: String("Acme Ltd"), Website: String("https://acme.example")}, into)
	check("Developer.Register", err, err == nil && reg.APIKey != "" && reg.Developer.ID != "", resp)
	app, err := client.Developer.CreateApp(ctx, &DeveloperCreateAppParams{Name: "Acme Writer", Platform: AppPlatformWeb}, into)
	check("Developer.CreateApp", err, err == nil && app.APIKeyPrefix != "", resp)
	stats, err := client.Developer.Stats(ctx, &DeveloperStatsParams{From: String("2026-05-01"), To: String("2026-05-31")}, into)
	check("Developer.Stats", err, err == nil && stats.Totals.RevenueShare.Currency != "", resp)

	models, err := client.AI.ListModels(ctx, into)
	check("AI.ListModels", err, err == nil && len(models.Items) > 0 && models.Items[0].Type != "", resp)
	chat, err := client.AI.Chat(ctx, &AIChatParams{Model: String("auto"), Messages: []ChatMessage{{Role: ChatRoleUser, Content: "Suggest a name for a tea shop."}}}, into)
	check("AI.Chat", err, err == nil && chat.Message.Content != "", resp)
	deduct, err := client.AI.Deduct(ctx, &AIDeductParams{Amount: MoneyInput{Amount: 150}, Reason: "Image upscale", Reference: String("job_42")}, into)
	check("AI.Deduct", err, err == nil && deduct.Balance.Currency != "", resp)

	completion, err := client.Generation.CreateChatCompletion(ctx, &GenerationCreateChatCompletionParams{Prompt: String("Write a haiku about tea."), MaxTokens: Int(64)}, into)
	check("Generation.CreateChatCompletion", err, err == nil && len(completion.Choices) > 0 && completion.Choices[0].FinishReason != "", resp)
	stream := client.Generation.CreateChatCompletionStream(ctx, &GenerationCreateChatCompletionParams{Prompt: String("Write a haiku about tea.")}, into)
	chunks := 0
	for stream.Next() {
		chunks++
	}
	check("Generation.CreateChatCompletionStream", stream.Err(), chunks > 0, resp)
	images, err := client.Generation.CreateImage(ctx, &GenerationCreateImageParams{Prompt: "A teapot on a windowsill", Style: ImageStyleWatercolor, N: Int(1), Size: ImageSize256x256}, into)
	check("Generation.CreateImage", err, err == nil && len(images.Data) > 0 && string(images.Data[0].B64JSON[1:4]) == "PNG", resp)
	audio, err := client.Generation.CreateSpeech(ctx, &GenerationCreateSpeechParams{Input: "Hello there", Voice: VoiceAurora, Speed: Float64(1)}, into)
	ok := false
	if err == nil {
		b, rerr := ioutil.ReadAll(audio.Body)
		audio.Body.Close()
		t.Logf("speech: %s, %d bytes", audio.MediaType, len(b))
		ok, err = rerr == nil && strings.HasPrefix(audio.MediaType, "audio/"), rerr
	}
	check("Generation.CreateSpeech", err, ok, resp)

	// A documented error answer through Prism: the typed error with its request id.
	_, err = client.Orders.Delete(ctx, &OrderActionParams{OrderNo: orderNo}, option.WithHeader("Prefer", "code=409, example=order_not_deletable"))
	var apiErr *APIError
	if !errors.As(err, &apiErr) || !errors.Is(err, ErrConflict) || apiErr.Code != "order_not_deletable" {
		t.Errorf("Prefer 409: got %v", err)
	}

	var missing []string
	cv := reflect.ValueOf(client).Elem()
	for i := 0; i < cv.NumField(); i++ {
		svc := cv.Field(i)
		for j := 0; j < svc.NumMethod(); j++ {
			name := cv.Type().Field(i).Name + "." + svc.Type().Method(j).Name
			if !called[name] {
				missing = append(missing, name)
			}
		}
	}
	sort.Strings(missing)
	if len(missing) > 0 {
		t.Errorf("methods not called against Prism: %s", strings.Join(missing, ", "))
	}
	t.Logf("%d methods called against Prism", len(called))
}

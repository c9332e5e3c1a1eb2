package orbit

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io/ioutil"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/orbit-platform/orbit-sdk-go/v3/option"
)

func chunk(content string) string {
	return fmt.Sprintf(`{"id":"c1","object":"chat.completion.chunk","model":"orbit-chat-1","created_at":"2026-05-26T12:00:00Z","choices":[{"index":0,"delta":{"content":%q}}],"extra":1}`, content)
}

func sseDouble(t *testing.T, events string) *double {
	return newDouble(t, func(w http.ResponseWriter, r *http.Request, n int) {
		w.Header().Set("Content-Type", "text/event-stream")
		w.Header().Set(requestIDHeader, "req_stream")
		w.WriteHeader(200)
		fmt.Fprint(w, events)
	})
}

func TestStreamReadsChunksUntilDone(t *testing.T) {
	d := sseDouble(t, ": a comment\n\ndata: "+chunk("Steam ")+"\n\nevent: message\ndata: "+chunk("rises")+"\n\ndata: [DONE]\n\n")
	client, _ := testClient(t, d, option.WithAPIKey("k"))
	var resp *http.Response
	st := client.Generation.CreateChatCompletionStream(context.Background(), &GenerationCreateChatCompletionParams{Prompt: String("tea")}, option.WithResponseInto(&resp))
	var text strings.Builder
	n := 0
	for st.Next() {
		n++
		text.WriteString(st.Current().Choices[0].Delta.Content)
	}
	if err := st.Err(); err != nil {
		t.Fatal(err)
	}
	if n != 2 || text.String() != "Steam rises" {
		t.Fatalf("%d chunks %q", n, text.String())
	}
	if st.Next() || st.Close() != nil {
		t.Fatal("a finished stream reads nothing more and closes cleanly")
	}
	r := d.received()[0]
	if r.Body != `{"prompt":"tea","stream":true}` || r.Header.Get("Accept") != "text/event-stream" || resp.Header.Get(requestIDHeader) != "req_stream" {
		t.Fatalf("request %+v, response %v", r, resp.Header)
	}
}

// Cancelling the call's context stops the stream at once, even with chunks already received.
func TestCancelledStreamStopsYielding(t *testing.T) {
	d := sseDouble(t, "data: "+chunk("one")+"\n\ndata: "+chunk("two")+"\n\ndata: "+chunk("three")+"\n\ndata: [DONE]\n\n")
	client, _ := testClient(t, d, option.WithAPIKey("k"))
	ctx, cancel := context.WithCancel(context.Background())
	st := client.Generation.CreateChatCompletionStream(ctx, &GenerationCreateChatCompletionParams{Prompt: String("tea")})
	if !st.Next() || st.Current().Choices[0].Delta.Content != "one" {
		t.Fatal(st.Err())
	}
	cancel()
	if st.Next() {
		t.Fatalf("a chunk after the cancellation: %+v", st.Current())
	}
	if err := st.Err(); !errors.Is(err, ErrAPIUserAbort) || !errors.Is(err, context.Canceled) {
		t.Fatalf("got %v, want APIUserAbort", err)
	}
}

func TestStreamErrors(t *testing.T) {
	cases := map[string]struct {
		events string
		kind   error
		status int
	}{
		"error event":       {"data: " + chunk("a") + "\n\nevent: error\ndata: {\"error\":{\"type\":\"rate_limit_error\",\"code\":\"rate_limited\",\"message\":\"slow down\",\"request_id\":\"r\"}}\n\n", ErrRateLimit, 429},
		"undecodable chunk": {"data: {\"choices\":\"nope\"}\n\n", ErrAPIResponseValidation, 200},
		"cut before done":   {"data: " + chunk("a") + "\n\n", ErrAPIConnection, 0},
	}
	for name, tc := range cases {
		t.Run(name, func(t *testing.T) {
			client, _ := testClient(t, sseDouble(t, tc.events), option.WithAPIKey("k"))
			st := client.Generation.CreateChatCompletionStream(context.Background(), &GenerationCreateChatCompletionParams{Prompt: String("tea")})
			for st.Next() {
			}
			err := st.Err()
			if !errors.Is(err, tc.kind) {
				t.Fatalf("got %v, want kind %v", err, tc.kind)
			}
			var apiErr *APIError
			if errors.As(err, &apiErr) && apiErr.StatusCode != tc.status {
				t.Fatalf("status %d, want %d", apiErr.StatusCode, tc.status)
			}
		})
	}
	// A refused request shows in Err.
	d := newDouble(t, func(w http.ResponseWriter, r *http.Request, n int) {
		errorAnswer(w, 401, "authentication_error", "invalid_api_key")
	})
	client, _ := testClient(t, d)
	st := client.Generation.CreateChatCompletionStream(context.Background(), &GenerationCreateChatCompletionParams{Prompt: String("tea")})
	if st.Next() || !errors.Is(st.Err(), ErrAuthentication) {
		t.Fatalf("got %v", st.Err())
	}
}

func TestBinaryAnswer(t *testing.T) {
	wav := append([]byte("RIFF"), bytes.Repeat([]byte{0, 1, 2, 255}, 1000)...)
	d := newDouble(t, func(w http.ResponseWriter, r *http.Request, n int) {
		w.Header().Set("Content-Type", "audio/wav")
		w.Header().Set(requestIDHeader, "req_audio")
		w.Write(wav)
	})
	client, _ := testClient(t, d, option.WithAPIKey("k"))
	var resp *http.Response
	audio, err := client.Generation.CreateSpeech(context.Background(), &GenerationCreateSpeechParams{Input: "Hello", Voice: VoiceAurora}, option.WithResponseInto(&resp))
	if err != nil {
		t.Fatal(err)
	}
	if audio.RequestID != "req_audio" || audio.Header.Get("Content-Type") != "audio/wav" || resp == nil || resp.StatusCode != 200 || resp.Header.Get(requestIDHeader) != "req_audio" {
		t.Fatalf("request id %q, headers %v, response %v", audio.RequestID, audio.Header, resp)
	}
	path := filepath.Join(t.TempDir(), "hello.wav")
	if audio.MediaType != "audio/wav" || audio.WriteFile(path) != nil {
		t.Fatalf("media type %q", audio.MediaType)
	}
	if got, _ := os.ReadFile(path); !bytes.Equal(got, wav) {
		t.Fatalf("file holds %d bytes, want %d", len(got), len(wav))
	}
	if r := d.received()[0]; r.Body != `{"input":"Hello","voice":"aurora"}` || r.Header.Get("Accept") != "audio/wav" {
		t.Fatalf("request %+v", r)
	}
	audio2, _ := client.Generation.CreateSpeech(context.Background(), &GenerationCreateSpeechParams{Input: "Hello"})
	b, err := ioutil.ReadAll(audio2.Body)
	audio2.Body.Close()
	if err != nil || !bytes.Equal(b, wav) {
		t.Fatalf("body: %v, %d bytes", err, len(b))
	}
}

func TestTextAnswer(t *testing.T) {
	d := newDouble(t, func(w http.ResponseWriter, r *http.Request, n int) {
		w.Header().Set("Content-Type", "text/plain")
		fmt.Fprint(w, "success")
	})
	client, _ := testClient(t, d)
	answer, err := client.Notifications.Payapp(context.Background(), &NotificationPayappParams{
		NotifyTime: "2026-05-26 16:31:00", NotifyID: "n1", AppID: "2021", Sign: "c2ln", TradeNo: "1", OutTradeNo: "ORD20260526083000K7Q2M9XA",
		TradeStatus: PayappTradeStatusTradeSuccess, TotalAmount: "29.90",
	})
	if err != nil || answer != "success" {
		t.Fatalf("%q %v", answer, err)
	}
	if body := d.received()[0].Body; !strings.Contains(body, `"notify_type":"trade_status_sync"`) || !strings.Contains(body, `"sign_type":"RSA2"`) || strings.Contains(body, "charset") {
		t.Fatalf("required single-value fields are filled in, optional ones left out: %s", body)
	}
}

func TestAutoPagingWalksEveryPage(t *testing.T) {
	d := newDouble(t, func(w http.ResponseWriter, r *http.Request, n int) {
		switch r.URL.Query().Get("page") {
		case "3":
			jsonAnswer(w, 200, orderListJSON(2, 3, true))
		case "4":
			jsonAnswer(w, 200, orderListJSON(1, 4, false))
		default:
			t.Errorf("page %q fetched", r.URL.Query().Get("page"))
			jsonAnswer(w, 200, orderListJSON(0, 0, false))
		}
	})
	client, _ := testClient(t, d, option.WithAccessToken("t"))
	it := client.Orders.ListAutoPaging(context.Background(), &OrderListParams{Page: Int(3), Limit: Int(2)})
	if len(d.received()) != 0 {
		t.Fatal("ListAutoPaging fetched before Next")
	}
	var got []string
	for it.Next() {
		got = append(got, it.Current().OrderNo)
	}
	if it.Err() != nil || strings.Join(got, ",") != "ORD20260526083000PAGE03I0,ORD20260526083000PAGE03I1,ORD20260526083000PAGE04I0" {
		t.Fatalf("%v %v", it.Err(), got)
	}
	for _, r := range d.received() {
		if !strings.Contains(r.Query, "limit=2") {
			t.Fatalf("the limit was not kept: %s", r.Query)
		}
	}

	// An empty page ends the walk even when has_more says otherwise; an error stops it.
	empty := newDouble(t, func(w http.ResponseWriter, r *http.Request, n int) {
		if n == 1 {
			jsonAnswer(w, 200, orderListJSON(1, 1, true))
			return
		}
		if n == 2 {
			jsonAnswer(w, 200, orderListJSON(0, 2, true))
			return
		}
		errorAnswer(w, 404, "not_found_error", "x")
	})
	client2, _ := testClient(t, empty, option.WithAccessToken("t"))
	it2 := client2.Orders.ListAutoPaging(context.Background(), nil)
	count := 0
	for it2.Next() {
		count++
	}
	if count != 1 || it2.Err() != nil || len(empty.received()) != 2 {
		t.Fatalf("%d items, %v, %d pages fetched", count, it2.Err(), len(empty.received()))
	}
	failing := newDouble(t, func(w http.ResponseWriter, r *http.Request, n int) { errorAnswer(w, 404, "not_found_error", "x") })
	client3, _ := testClient(t, failing, option.WithAccessToken("t"))
	it3 := client3.Orders.ListAutoPaging(context.Background(), nil)
	if it3.Next() || !errors.Is(it3.Err(), ErrNotFound) || it3.Current().OrderNo != "" {
		t.Fatalf("%v", it3.Err())
	}
}

// timers replaces the attempt timer: the test fires the armed timers itself; a stopped timer never fires.
type timers struct {
	mu    sync.Mutex
	armed []*timer
}

type timer struct {
	f       func()
	stopped bool
}

func (ts *timers) install(c *core) {
	c.afterFunc = func(d time.Duration, f func()) func() bool {
		ts.mu.Lock()
		defer ts.mu.Unlock()
		t := &timer{f: f}
		ts.armed = append(ts.armed, t)
		return func() bool {
			ts.mu.Lock()
			defer ts.mu.Unlock()
			was := !t.stopped
			t.stopped = true
			return was
		}
	}
}

// expire fires every armed timer that was not stopped (the timeout passes).
func (ts *timers) expire() int {
	ts.mu.Lock()
	var due []func()
	for _, t := range ts.armed {
		if !t.stopped {
			t.stopped = true
			due = append(due, t.f)
		}
	}
	ts.mu.Unlock()
	for _, f := range due {
		f()
	}
	return len(due)
}

func TestTimeoutCoversStreamsAndBinaryAnswersUntilTheirHeaders(t *testing.T) {
	more := make(chan struct{}, 2) // buffered: a broken stream fails the test instead of hanging it
	d := newDouble(t, func(w http.ResponseWriter, r *http.Request, n int) {
		if r.URL.Path == "/api/v1/audio/speech" {
			w.Header().Set("Content-Type", "audio/wav")
			w.Write([]byte("RIFF"))
			w.(http.Flusher).Flush()
			select {
			case <-more:
			case <-r.Context().Done():
				return
			}
			w.Write([]byte("DATA"))
			return
		}
		w.Header().Set("Content-Type", "text/event-stream")
		fmt.Fprint(w, "data: "+chunk("first")+"\n\n")
		w.(http.Flusher).Flush()
		select {
		case <-more:
		case <-r.Context().Done():
			return
		}
		fmt.Fprint(w, "data: "+chunk("second")+"\n\ndata: [DONE]\n\n")
	})
	client, _ := testClient(t, d, option.WithAPIKey("k"))
	ts := &timers{}
	ts.install(client.Generation.c)

	st := client.Generation.CreateChatCompletionStream(context.Background(), &GenerationCreateChatCompletionParams{Prompt: String("tea")})
	if !st.Next() {
		t.Fatal(st.Err())
	}
	if n := ts.expire(); n != 0 {
		t.Fatalf("%d attempt timers still armed after the stream's headers", n)
	}
	more <- struct{}{}
	if !st.Next() || st.Current().Choices[0].Delta.Content != "second" || st.Next() || st.Err() != nil {
		t.Fatalf("the stream did not go on after its headers: %v", st.Err())
	}

	audio, err := client.Generation.CreateSpeech(context.Background(), &GenerationCreateSpeechParams{Input: "hi"})
	if err != nil {
		t.Fatal(err)
	}
	if n := ts.expire(); n != 0 {
		t.Fatalf("%d attempt timers still armed after the audio's headers", n)
	}
	more <- struct{}{}
	if b, err := ioutil.ReadAll(audio.Body); err != nil || string(b) != "RIFFDATA" {
		t.Fatalf("%q %v", b, err)
	}
	audio.Body.Close()
}

func TestTimeoutCoversReadingAJSONBody(t *testing.T) {
	ts := &timers{}
	d := newDouble(t, func(w http.ResponseWriter, r *http.Request, n int) {
		w.Header().Set("Content-Type", "application/json")
		w.Write([]byte(`{"items":[`))
		w.(http.Flusher).Flush()
		ts.expire() // the timeout passes while the body is still arriving
		<-r.Context().Done()
	})
	client, _ := testClient(t, d, option.WithMaxRetries(0))
	ts.install(client.Packages.c)
	_, err := client.Packages.List(context.Background(), nil)
	if !errors.Is(err, ErrAPITimeout) || !errors.Is(err, context.DeadlineExceeded) || errors.Is(err, context.Canceled) {
		t.Fatalf("got %v, want the attempt's APITimeout", err)
	}
}

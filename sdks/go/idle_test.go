package orbit

import (
	"context"
	"errors"
	"fmt"
	"io/ioutil"
	"net/http"
	"path/filepath"
	"testing"
	"time"

	"github.com/orbit-platform/orbit-sdk-go/v3/option"
)

// armedTimer is one timer the core armed: its duration and what firing it does.
type armedTimer struct {
	d    time.Duration
	fire func()
}

// recordTimers replaces the client's timers: each armed timer is sent to the channel, and fires only
// when the test calls fire (a stopped timer's callback is left to the test, which fires none of them).
func recordTimers(c *core) chan armedTimer {
	armed := make(chan armedTimer, 64)
	c.afterFunc = func(d time.Duration, f func()) func() bool {
		armed <- armedTimer{d, f}
		return func() bool { return true }
	}
	return armed
}

// drain empties the channel of the timers armed so far.
func drain(armed chan armedTimer) {
	for {
		select {
		case <-armed:
		default:
			return
		}
	}
}

// stallAfterFirst answers a stream's first chunk (or a download's first bytes), then sends nothing
// more until the client gives up.
func stallAfterFirst(w http.ResponseWriter, r *http.Request) {
	if r.URL.Path == "/api/v1/audio/speech" {
		w.Header().Set("Content-Type", "audio/wav")
		w.Write([]byte("RIFF"))
	} else {
		w.Header().Set("Content-Type", "text/event-stream")
		fmt.Fprint(w, "data: "+chunk("first")+"\n\n")
	}
	w.(http.Flusher).Flush()
	<-r.Context().Done()
}

func isIdleTimeout(err error) bool {
	var reqErr *RequestError
	return errors.As(err, &reqErr) && errors.Is(err, ErrAPITimeout) && errors.Is(err, context.DeadlineExceeded) && !errors.Is(err, context.Canceled)
}

func TestIdleTimeoutEndsAStreamThatStallsAfterItsFirstChunk(t *testing.T) {
	d := newDouble(t, func(w http.ResponseWriter, r *http.Request, n int) { stallAfterFirst(w, r) })
	client, h := testClient(t, d, option.WithAPIKey("k"), option.WithMaxRetries(2), option.WithIdleTimeout(7*time.Second))
	armed := recordTimers(client.Generation.c)

	st := client.Generation.CreateChatCompletionStream(context.Background(), &GenerationCreateChatCompletionParams{Prompt: String("tea")})
	if !st.Next() || st.Current().Choices[0].Delta.Content != "first" {
		t.Fatalf("the first chunk did not reach the caller as it arrived: %v", st.Err())
	}
	drain(armed)
	next := make(chan bool)
	go func() { next <- st.Next() }()
	idle := <-armed // the timer of the read now waiting for the second chunk
	if idle.d != 7*time.Second {
		t.Fatalf("the read waits %v, want the client's idle timeout", idle.d)
	}
	idle.fire()
	if <-next {
		t.Fatal("a chunk after the stall")
	}
	if err := st.Err(); !isIdleTimeout(err) {
		t.Fatalf("got %T %v, want an APITimeout *RequestError (a deadline)", err, err)
	}
	if n := len(d.received()); n != 1 || len(h.slept()) != 0 {
		t.Fatalf("%d attempts and waits %v: a stall after a chunk reached the caller is never retried", n, h.slept())
	}
}

func TestIdleTimeoutEndsAStalledDownload(t *testing.T) {
	for _, write := range []bool{false, true} {
		d := newDouble(t, func(w http.ResponseWriter, r *http.Request, n int) { stallAfterFirst(w, r) })
		client, h := testClient(t, d, option.WithAPIKey("k"), option.WithIdleTimeout(7*time.Second))
		armed := recordTimers(client.Generation.c)

		// The call's idle timeout wins over the client's.
		audio, err := client.Generation.CreateSpeech(context.Background(), &GenerationCreateSpeechParams{Input: "hi"}, option.WithIdleTimeout(3*time.Second))
		if err != nil {
			t.Fatal(err)
		}
		drain(armed)
		done := make(chan error)
		var got []byte
		go func() {
			if write {
				done <- audio.WriteFile(filepath.Join(t.TempDir(), "stalled.wav"))
				return
			}
			var err error
			got, err = ioutil.ReadAll(audio.Body)
			done <- err
		}()
		idle := <-armed
		if idle.d != 3*time.Second {
			t.Fatalf("the read waits %v, want the call's idle timeout", idle.d)
		}
		idle.fire()
		if err := <-done; !isIdleTimeout(err) {
			t.Fatalf("WriteFile %v: got %T %v, want an APITimeout *RequestError", write, err, err)
		}
		if !write && string(got) != "RIFF" {
			t.Fatalf("read %q before the stall, want the bytes that arrived", got)
		}
		audio.Body.Close()
		if n := len(d.received()); n != 1 || len(h.slept()) != 0 {
			t.Fatalf("%d attempts, waits %v: a stall after the first bytes is never retried", n, h.slept())
		}
	}
}

func TestIdleTimeoutBeforeTheFirstPieceIsRetriedLikeATimedOutAttempt(t *testing.T) {
	d := newDouble(t, func(w http.ResponseWriter, r *http.Request, n int) {
		stream := r.URL.Path != "/api/v1/audio/speech"
		if stream {
			w.Header().Set("Content-Type", "text/event-stream")
		} else {
			w.Header().Set("Content-Type", "audio/wav")
		}
		if n%2 == 1 { // the first attempt of each call: headers, then nothing
			w.(http.Flusher).Flush()
			<-r.Context().Done()
			return
		}
		if stream {
			fmt.Fprint(w, "data: "+chunk("a")+"\n\ndata: "+chunk("b")+"\n\ndata: [DONE]\n\n")
		} else {
			w.Write([]byte("RIFFDATA"))
		}
	})
	client, h := testClient(t, d, option.WithAPIKey("k"), option.WithMaxRetries(1))
	client.Generation.c.afterFunc = func(wait time.Duration, f func()) func() bool {
		if wait == defaultIdleTimeout && len(d.received())%2 == 1 {
			f() // the default idle timeout passes before the first piece of a call's first attempt
		}
		return func() bool { return true }
	}

	st := client.Generation.CreateChatCompletionStream(context.Background(), &GenerationCreateChatCompletionParams{Prompt: String("tea")})
	var chunks []string
	for st.Next() {
		chunks = append(chunks, st.Current().Choices[0].Delta.Content)
	}
	if st.Err() != nil || len(chunks) != 2 {
		t.Fatalf("chunks %v, error %v: the retry should have streamed", chunks, st.Err())
	}

	audio, err := client.Generation.CreateSpeech(context.Background(), &GenerationCreateSpeechParams{Input: "hi"})
	if err != nil {
		t.Fatal(err)
	}
	b, err := ioutil.ReadAll(audio.Body)
	audio.Body.Close()
	if err != nil || string(b) != "RIFFDATA" {
		t.Fatalf("%q %v", b, err)
	}
	if n := len(d.received()); n != 4 || len(h.slept()) != 2 {
		t.Fatalf("%d attempts, waits %v: want each call retried once after a backoff", n, h.slept())
	}

	// Without retries the stall is the call's error, before any chunk.
	st = client.Generation.CreateChatCompletionStream(context.Background(), &GenerationCreateChatCompletionParams{Prompt: String("tea")}, option.WithMaxRetries(0))
	if st.Next() || !isIdleTimeout(st.Err()) {
		t.Fatalf("got %v, want the idle timeout's APITimeout", st.Err())
	}
}

func TestIdleTimeoutIsRefusedForAnswersReadWhole(t *testing.T) {
	d := newDouble(t, func(w http.ResponseWriter, r *http.Request, n int) { jsonAnswer(w, 200, `{"items":[]}`) })
	client, _ := testClient(t, d, option.WithIdleTimeout(time.Second)) // a client's applies where it can
	if _, err := client.Packages.List(context.Background(), nil); err != nil {
		t.Fatal(err)
	}
	for _, opt := range []option.RequestOption{option.WithIdleTimeout(time.Second), option.WithIdleTimeout(0)} {
		if _, err := client.Packages.List(context.Background(), nil, opt); !errors.Is(err, ErrInvalidArgument) {
			t.Fatalf("got %v, want InvalidArgument", err)
		}
	}
	if _, err := NewClient(option.WithBaseURL(d.URL), option.WithIdleTimeout(-time.Second)); !errors.Is(err, ErrInvalidArgument) {
		t.Fatalf("got %v, want InvalidArgument", err)
	}
	if n := len(d.received()); n != 1 {
		t.Fatalf("%d requests, want the one call without the option", n)
	}
}

func TestABrokenDownloadIsAnSDKError(t *testing.T) {
	d := newDouble(t, func(w http.ResponseWriter, r *http.Request, n int) {
		w.Header().Set("Content-Type", "audio/wav")
		w.Header().Set("Content-Length", "100")
		w.Write([]byte("RIFF"))
		w.(http.Flusher).Flush()
		conn, _, _ := w.(http.Hijacker).Hijack()
		conn.Close()
	})
	client, _ := testClient(t, d, option.WithAPIKey("k"))
	audio, err := client.Generation.CreateSpeech(context.Background(), &GenerationCreateSpeechParams{Input: "hi"})
	if err != nil {
		t.Fatal(err)
	}
	defer audio.Body.Close()
	_, err = ioutil.ReadAll(audio.Body)
	var reqErr *RequestError
	if !errors.As(err, &reqErr) || !errors.Is(err, ErrAPIConnection) || errors.Is(err, ErrAPITimeout) {
		t.Fatalf("got %T %v, want an APIConnection *RequestError", err, err)
	}
}

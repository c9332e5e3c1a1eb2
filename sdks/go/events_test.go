package orbit

// The core's server-sent events (core_stream.go) with an operation descriptor of its own, so that
// the event reader is tested in an SDK built from any contract, streamed operations or not.

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"testing"

	"github.com/orbit-platform/orbit-sdk-go/v3/option"
)

var opTestEvents = operation{
	id: "events", method: "POST", path: "/events",
	auth: authAPIKey, answer: answerJSON, accept: "application/json", body: true,
	stream: &streamSpec{param: "stream", accept: "text/event-stream", done: "[DONE]"},
}

func TestEventStreamChunksThenAnErrorEvent(t *testing.T) {
	d := newDouble(t, func(w http.ResponseWriter, r *http.Request, n int) {
		w.Header().Set("Content-Type", "text/event-stream")
		w.WriteHeader(200)
		fmt.Fprint(w, ": a comment\n\ndata: {\"n\":1}\n\nevent: message\ndata: {\"n\":\n")
		fmt.Fprint(w, "data: 2}\n\nevent: error\ndata: {\"error\":{\"type\":\"rate_limit_error\",\"code\":\"rate_limited\",\"message\":\"slow down\"}}\n\n")
	})
	client, _ := testClient(t, d, option.WithAPIKey("k"))
	var events eventStream
	if err := client.core.call(context.Background(), &opTestEvents, nil, &events, nil); err != nil {
		t.Fatal(err)
	}
	var got []int
	for {
		var chunk struct{ N int }
		if !events.next(&chunk) {
			break
		}
		got = append(got, chunk.N)
	}
	var apiErr *APIError
	if fmt.Sprint(got) != "[1 2]" || !errors.Is(events.err, ErrRateLimit) || !errors.As(events.err, &apiErr) || apiErr.StatusCode != 429 {
		t.Errorf("chunks %v, error %v", got, events.err)
	}
	if r := d.received()[0]; r.Body != `{"stream":true}` || r.Header.Get("Accept") != "text/event-stream" {
		t.Errorf("request %+v", r)
	}
	if events.next(&struct{}{}) || events.close() != nil {
		t.Error("an ended stream reads nothing more and closes cleanly")
	}
}

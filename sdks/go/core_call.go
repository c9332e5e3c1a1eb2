// Hand-written request core: call, the one path every generated method takes. It builds the request
// from the operation spec and the params, chooses the credential, sends attempts with the per-attempt
// timeout, retries per the runtime rules (statuses, connection errors, timeouts, Retry-After and
// backoff), renews the session once on a 401, and decodes the answer once, straight into the
// method's result type. It names no operation, status or number of the rules: those come from the
// spec and constants.go.

package orbit

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"io/ioutil"
	"net/http"
	"strconv"
	"strings"
	"sync/atomic"
	"time"

	"github.com/orbit-platform/orbit-sdk-go/v3/option"
)

// call runs one operation: params is the method's *XxxParams (or nil), out where the answer goes
// (*T for JSON, *string for text, *BinaryResponse, *eventStream for a stream, nil for none).
func (c *core) call(ctx context.Context, op *operation, params interface{}, out interface{}, opts []option.RequestOption) error {
	if ctx == nil {
		return invalidArgument("ctx", "nil context.Context")
	}
	s, err := c.callSettings(opts)
	if err != nil {
		return err
	}
	if s.idemKey != "" && !op.idempotent && refuseIdempotencyKeyElsewhere {
		// Never dropped silently, never sent where the service would ignore it.
		return invalidArgument("", "option.WithIdempotencyKey: %s %s does not take an %s (only money-moving operations do)", op.method, op.path, idempotencyHeader)
	}
	if s.jsonSet != nil && !op.body {
		return invalidArgument("", "option.WithJSONSet: %s %s sends no JSON body", op.method, op.path)
	}
	events, streaming := out.(*eventStream)
	binary, isBinary := out.(*BinaryResponse)
	if s.idleForCall && !streaming && !isBinary {
		return invalidArgument("", "option.WithIdleTimeout: %s %s answers neither a stream nor binary data, which are what it limits", op.method, op.path)
	}
	enc, err := encode(op, params, streaming, s.query, s.jsonSet)
	if err != nil {
		return err
	}
	url := s.baseURL + enc.path
	if enc.query != "" {
		url += "?" + enc.query
	}
	header := make(http.Header, 8)
	if streaming {
		header.Set("Accept", op.stream.accept)
	} else if op.accept != "" {
		header.Set("Accept", op.accept)
	}
	if enc.body != nil {
		header.Set("Content-Type", "application/json")
	}
	header.Set(userAgentHeader, c.userAgent)
	for _, h := range enc.headers {
		header.Set(h[0], h[1])
	}
	if op.idempotent {
		key := s.idemKey
		if key == "" {
			key = newIdempotencyKey() // once per call: every retry sends the same key
		}
		header.Set(idempotencyHeader, key)
	}
	for _, h := range s.headers {
		header.Set(h.Name, h.Value)
	}

	resp, body, release, err := c.send(ctx, op, s, url, enc, header, streaming || isBinary)
	if err != nil {
		return err
	}
	if s.responseInto != nil {
		*s.responseInto = resp
	}
	switch {
	case streaming:
		events.start(ctx, resp, release, op.stream.done)
		return nil
	case isBinary:
		binary.MediaType, binary.RequestID, binary.Header = resp.Header.Get("Content-Type"), resp.Header.Get(requestIDHeader), resp.Header
		binary.Body = &releasingBody{ReadCloser: resp.Body, release: release}
		return nil
	}
	switch op.answer {
	case answerEmpty:
		return nil
	case answerText:
		if text, ok := out.(*string); ok {
			*text = string(body)
		}
		return nil
	}
	if out == nil {
		return nil
	}
	if err := json.Unmarshal(body, out); err != nil {
		return decodeError(resp.StatusCode, resp.Header, body, err)
	}
	if op.session {
		if t, ok := out.(interface{ sessionTokens() (string, string) }); ok {
			if access, refresh := t.sessionTokens(); access != "" {
				c.storeSession(access, refresh)
			}
		}
	}
	return nil
}

// send makes attempts until one answers successfully or the rules say stop. For keepOpen (streamed
// and binary answers) a successful answer's body is left open; release frees the attempt. A body
// that cannot be sent again (a one-shot stream) ends the call with the attempt's own error where
// the rules would retry or replay it.
func (c *core) send(ctx context.Context, op *operation, s *settings, url string, body *encoded, header http.Header, keepOpen bool) (*http.Response, []byte, func(), error) {
	userAuth := header.Get("Authorization") != ""
	path := url[len(s.baseURL):]
	if i := strings.IndexByte(path, '?'); i >= 0 {
		path = path[:i] // never log a query string
	}
	retries, replayed := 0, false
	for attempt := 1; ; attempt++ {
		sentToken := ""
		if !userAuth {
			credential := ""
			switch op.auth {
			case authLoginToken:
				if s.accessToken != nil {
					credential = *s.accessToken
				} else {
					credential = c.accessToken()
					sentToken = credential
				}
			case authAPIKey:
				credential = s.apiKey
			}
			if credential != "" {
				header.Set("Authorization", "Bearer "+credential)
			} else {
				header.Del("Authorization") // a missing credential is sent as no header; the service answers 401
			}
		}
		logHeaders(s, op.method, path, header)
		started := c.now()
		resp, data, release, err := c.attempt(ctx, s, op.method, url, body, header, keepOpen)
		elapsed := c.now().Sub(started)
		if err != nil {
			var re *RequestError
			errors.As(err, &re)
			status := "connection_error"
			if re.Kind == ErrAPITimeout {
				status = "timeout"
			}
			logAttempt(s, op.method, path, status, attempt, "", elapsed)
			retryable := (re.Kind == ErrAPIConnection && retryConnectionErrors) || (re.Kind == ErrAPITimeout && retryTimeouts && ctx.Err() == nil)
			if retryable && retries < s.maxRetries {
				if why := body.rewind(); why != nil {
					return nil, nil, nil, notResent(err, why)
				}
				if err := c.wait(ctx, backoff(retries, c.random())); err != nil {
					return nil, nil, nil, err
				}
				retries++
				continue
			}
			return nil, nil, nil, err
		}
		if s.logLevel >= levelInfo {
			logAttempt(s, op.method, path, strconv.Itoa(resp.StatusCode), attempt, resp.Header.Get(requestIDHeader), elapsed)
		}
		if resp.StatusCode >= 200 && resp.StatusCode < 300 {
			return resp, data, release, nil
		}
		apiErr := newAPIError(resp.StatusCode, resp.Header, data)
		if retryStatuses[resp.StatusCode] && retries < s.maxRetries {
			wait, asked := serverWait(resp.Header, c.now())
			if asked && wait > retryAfterMax {
				return nil, nil, nil, apiErr // longer than the rules allow: fail at once with this answer
			}
			if !asked {
				wait = backoff(retries, c.random())
			}
			if why := body.rewind(); why != nil {
				return nil, nil, nil, notResent(apiErr, why)
			}
			if err := c.wait(ctx, wait); err != nil {
				return nil, nil, nil, err
			}
			retries++
			continue
		}
		if resp.StatusCode == refreshOnStatus && op.auth == authLoginToken && s.autoRefresh && !replayed && !userAuth && s.accessToken == nil && c.hasRefreshToken() {
			if why := body.rewind(); why != nil {
				return nil, nil, nil, notResent(apiErr, why) // no renewal either: nothing would use it
			}
			replayed = true
			if err := c.renewAfter(ctx, sentToken); err != nil {
				if ctx.Err() != nil {
					return nil, nil, nil, contextError(ctx, err)
				}
				apiErr.cause = err
				return nil, nil, nil, apiErr
			}
			continue // the replay is not a retry
		}
		return nil, nil, nil, apiErr
	}
}

// attempt sends one request under the per-attempt timeout.
func (c *core) attempt(ctx context.Context, s *settings, method, url string, enc *encoded, header http.Header, keepOpen bool) (*http.Response, []byte, func(), error) {
	actx, cancel := context.WithCancel(ctx)
	var timedOut int32
	stop := c.afterFunc(s.timeout, func() {
		atomic.StoreInt32(&timedOut, 1)
		cancel()
	})
	var form io.ReadCloser // a multipart body's pipe: closed when the attempt is over, which stops its writer
	fail := func(err error) (*http.Response, []byte, func(), error) {
		stop()
		cancel()
		if form != nil {
			form.Close()
			if readErr := enc.form.readError(); readErr != nil {
				return nil, nil, nil, readErr
			}
		}
		return nil, nil, nil, c.noAnswer(ctx, s, atomic.LoadInt32(&timedOut) == 1, err)
	}
	req, err := http.NewRequestWithContext(actx, method, url, nil)
	if err != nil {
		stop()
		cancel()
		return nil, nil, nil, invalidArgument("", "cannot build the request: %v", err)
	}
	req.Header = header
	// net/http's Transport replays a request on its own when a reused keep-alive connection dies, if
	// the request has no body or a GetBody (and is a GET or carries an Idempotency-Key). That replay
	// would be an attempt the retry rules do not count, so every request gets a body without GetBody
	// (an empty one when there is none, which net/http then sends as no body).
	switch {
	case enc.form != nil:
		// Streamed as it is written: no Content-Length, so the request is sent chunked.
		var contentType string
		form, contentType = enc.form.open()
		header.Set("Content-Type", contentType)
		req.Body, req.ContentLength = form, -1
	case enc.body != nil:
		req.Body, req.ContentLength = ioutil.NopCloser(bytes.NewReader(enc.body)), int64(len(enc.body))
	default:
		req.Body = ioutil.NopCloser(bytes.NewReader(nil))
	}
	resp, err := s.roundTrip(req)
	if err != nil {
		return fail(err)
	}
	if form != nil {
		form.Close()
	}
	if keepOpen && resp.StatusCode >= 200 && resp.StatusCode < 300 {
		// Streamed and binary answers: the timeout covers the wait for the headers only; after them
		// the idle timeout bounds each wait for the next piece (core_idle.go).
		if !stop() && atomic.LoadInt32(&timedOut) == 1 {
			resp.Body.Close()
			return fail(context.DeadlineExceeded)
		}
		body := &idleBody{ctx: ctx, body: resp.Body, idle: s.idleTimeout, afterFunc: c.afterFunc, cancel: cancel}
		// The first piece is awaited within the attempt: a stall before it is a timed-out attempt,
		// retried like one; once it arrived the caller has the answer, and nothing is retried.
		if err := body.first(); err != nil {
			resp.Body.Close()
			cancel()
			return nil, nil, nil, err
		}
		resp.Body = body
		return resp, nil, cancel, nil
	}
	var buf bytes.Buffer
	if n := resp.ContentLength; n > 0 && n < 1<<26 {
		buf.Grow(int(n) + bytes.MinRead)
	}
	_, err = buf.ReadFrom(resp.Body)
	resp.Body.Close()
	if err != nil {
		return fail(err)
	}
	stop()
	cancel()
	return resp, buf.Bytes(), nil, nil
}

// roundTrip sends one attempt's request through the middleware, then the HTTP client.
func (s *settings) roundTrip(req *http.Request) (*http.Response, error) {
	if len(s.middleware) == 0 {
		return s.httpClient.Do(req)
	}
	resp, err := s.through(0)(req)
	if err == nil && resp == nil {
		err = errors.New("the middleware answered neither a response nor an error")
	}
	return resp, err
}

func (s *settings) through(i int) func(*http.Request) (*http.Response, error) {
	if i == len(s.middleware) {
		return s.httpClient.Do
	}
	return func(req *http.Request) (*http.Response, error) { return s.middleware[i](req, s.through(i+1)) }
}

// noAnswer is the error of an attempt without an answer.
func (c *core) noAnswer(ctx context.Context, s *settings, timedOut bool, err error) error {
	if ctx.Err() != nil {
		return contextError(ctx, err)
	}
	if timedOut {
		// The attempt's own deadline passed: context.DeadlineExceeded, as for a caller's deadline. What
		// net/http reported is only the echo of the SDK ending the attempt (context.Canceled), which
		// would make the timeout look like the caller's cancellation.
		return &RequestError{Kind: ErrAPITimeout, Message: "no answer within " + s.timeout.String(), cause: context.DeadlineExceeded}
	}
	return &RequestError{Kind: ErrAPIConnection, Message: "no answer", cause: err}
}

// contextError is the error of a call whose context ended: cancelled (APIUserAbort) or past its
// deadline (APITimeout); errors.Is(err, context.Canceled / context.DeadlineExceeded) holds.
func contextError(ctx context.Context, err error) error {
	msg, kind, cause := "the call was cancelled", ErrAPIUserAbort, ctx.Err()
	if cause == context.DeadlineExceeded {
		msg, kind = "the context's deadline passed", ErrAPITimeout
	}
	if cause == nil {
		cause = err
	} else if err != nil && err != cause {
		msg += " (" + err.Error() + ")"
	}
	return &RequestError{Kind: kind, Message: msg, cause: cause}
}

// wait sleeps before a retry; a cancelled call stops at once.
func (c *core) wait(ctx context.Context, d time.Duration) error {
	if err := c.sleep(ctx, d); err != nil {
		return contextError(ctx, err)
	}
	return nil
}

// releasingBody closes the answer's body and ends its attempt's context.
type releasingBody struct {
	io.ReadCloser
	release func()
	closed  int32
}

func (b *releasingBody) Close() error {
	err := b.ReadCloser.Close()
	if atomic.CompareAndSwapInt32(&b.closed, 0, 1) && b.release != nil {
		b.release()
	}
	return err
}

// Hand-written runtime core of the Orbit Go SDK: the transport every request goes through
// (credentials, User-Agent, idempotency keys, timeouts, retries, refresh-and-replay).

package orbit

import (
	"bytes"
	"context"
	"crypto/rand"
	"errors"
	"fmt"
	"io"
	"math"
	mrand "math/rand"
	"net"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"time"
)

type transport struct {
	c    *Client
	base http.RoundTripper
}

func (t *transport) RoundTrip(req *http.Request) (*http.Response, error) {
	cl := callFrom(req.Context())
	if cl == nil { // a call made through the generated layer (Client.API)
		cl = &call{c: t.c, op: operationFor(req.Method, req.URL.Path), s: t.c.settings}
	}
	var body []byte
	if req.Body != nil {
		b, err := io.ReadAll(req.Body)
		req.Body.Close()
		if err != nil {
			return nil, err
		}
		body = b
	}
	header := req.Header.Clone()
	for k, v := range cl.s.headers {
		header[k] = v
	}
	header.Set("User-Agent", UserAgent())
	if cl.op != nil && cl.op.movesMoney() && header.Get(idempotencyHeader) == "" {
		key := cl.s.idempotencyKey
		if key == "" {
			key = newIdempotencyKey()
		}
		header.Set(idempotencyHeader, key)
	}
	refreshed := false
	for attempt := 0; ; attempt++ {
		token := t.authorize(cl, header)
		res, cancel, err := t.attempt(req, cl, header, body)
		if err != nil {
			if req.Context().Err() != nil { // the caller cancelled or its deadline passed
				return nil, err
			}
			if attempt < cl.s.maxRetries && retryAllowed(cl, header) {
				if werr := sleep(req.Context(), backoff(cl.s, attempt, nil)); werr != nil {
					return nil, werr
				}
				continue
			}
			return nil, err
		}
		if res.StatusCode == http.StatusUnauthorized && !refreshed && t.canRefresh(cl) {
			buf, _ := io.ReadAll(io.LimitReader(res.Body, 1<<20))
			res.Body.Close()
			cancel()
			refreshed = true
			if rerr := t.c.refreshAfter401(req.Context(), token); rerr == nil {
				attempt-- // the replay is not a retry
				continue
			}
			// The refresh failed: answer the original 401.
			res.Body, cancel = io.NopCloser(bytes.NewReader(buf)), func() {}
		}
		if retryableStatus(res.StatusCode) && attempt < cl.s.maxRetries && retryAllowed(cl, header) {
			wait := backoff(cl.s, attempt, res.Header)
			drain(res, cancel)
			if werr := sleep(req.Context(), wait); werr != nil {
				return nil, werr
			}
			continue
		}
		res.Body = &cancelOnClose{ReadCloser: res.Body, cancel: cancel}
		return res, nil
	}
}

// authorize sets Authorization for the operation's credential and returns the login token used.
func (t *transport) authorize(cl *call, header http.Header) string {
	if cl.op == nil {
		return ""
	}
	switch {
	case cl.op.needs("loginToken"):
		token := ""
		if cl.s.accessToken != nil {
			token = *cl.s.accessToken
		} else {
			token, _ = t.c.Tokens()
		}
		setBearer(header, token)
		return token
	case cl.op.needs("apiKey"):
		setBearer(header, cl.s.apiKey)
	case len(cl.op.Security) == 0:
		header.Del("Authorization")
	}
	return ""
}

func setBearer(h http.Header, credential string) {
	if credential == "" {
		h.Del("Authorization")
		return
	}
	h.Set("Authorization", "Bearer "+credential)
}

func (t *transport) canRefresh(cl *call) bool {
	if cl.op == nil || !cl.op.needs("loginToken") || !cl.s.tokenRefresh || cl.s.accessToken != nil {
		return false
	}
	_, rt := t.c.Tokens()
	return rt != ""
}

// refreshAfter401 renews the session once for all the calls that failed with the same token.
func (c *Client) refreshAfter401(ctx context.Context, usedToken string) error {
	c.refreshMu.Lock()
	defer c.refreshMu.Unlock()
	if current, _ := c.Tokens(); current != usedToken && current != "" {
		return nil // another call renewed it meanwhile
	}
	_, err := c.RefreshSession(ctx, WithTokenRefresh(false))
	return err
}

// attempt sends the request once, bounded by the timeout.
func (t *transport) attempt(req *http.Request, cl *call, header http.Header, body []byte) (*http.Response, context.CancelFunc, error) {
	ctx, cancel := req.Context(), context.CancelFunc(func() {})
	if cl.s.timeout > 0 {
		ctx, cancel = context.WithTimeout(ctx, cl.s.timeout)
	}
	r := req.Clone(ctx)
	r.Header = header.Clone()
	if body != nil {
		r.Body = io.NopCloser(bytes.NewReader(body))
		r.ContentLength = int64(len(body))
		r.GetBody = func() (io.ReadCloser, error) { return io.NopCloser(bytes.NewReader(body)), nil }
	}
	res, err := t.base.RoundTrip(r)
	if err != nil {
		cancel()
		if req.Context().Err() != nil {
			return nil, nil, err
		}
		if errors.Is(ctx.Err(), context.DeadlineExceeded) || isTimeout(err) {
			return nil, nil, &TimeoutError{APIError{Message: fmt.Sprintf("no answer within %s", cl.s.timeout), Err: err}}
		}
		return nil, nil, &ConnectionError{APIError{Message: "connection error: " + err.Error(), Err: err}}
	}
	return res, cancel, nil
}

func isTimeout(err error) bool {
	var ne net.Error
	return errors.As(err, &ne) && ne.Timeout()
}

// retryAllowed: a money-moving POST is retried only with an Idempotency-Key.
func retryAllowed(cl *call, header http.Header) bool {
	if cl.op != nil && cl.op.movesMoney() {
		return header.Get(idempotencyHeader) != ""
	}
	return true
}

func retryableStatus(code int) bool {
	return code == http.StatusRequestTimeout || code == http.StatusTooManyRequests || code >= 500
}

// backoff: Retry-After when the answer has one (at most MaxRetryAfter), else exponential with jitter.
func backoff(s settings, attempt int, h http.Header) time.Duration {
	if d, ok := retryAfter(h); ok {
		return d
	}
	d := float64(s.retryBaseDelay) * math.Pow(2, float64(attempt))
	if max := float64(s.retryMaxDelay); max > 0 && d > max {
		d = max
	}
	return time.Duration(d * (1 - 0.25*jitter()))
}

func retryAfter(h http.Header) (time.Duration, bool) {
	if h == nil {
		return 0, false
	}
	v := strings.TrimSpace(h.Get("Retry-After"))
	if v == "" {
		return 0, false
	}
	var d time.Duration
	if secs, err := strconv.ParseFloat(v, 64); err == nil {
		d = time.Duration(secs * float64(time.Second))
	} else if at, err := http.ParseTime(v); err == nil {
		d = time.Until(at)
	} else {
		return 0, false
	}
	if d < 0 {
		d = 0
	}
	if d > MaxRetryAfter {
		d = MaxRetryAfter
	}
	return d, true
}

var (
	jitterMu  sync.Mutex
	jitterRng = mrand.New(mrand.NewSource(time.Now().UnixNano()))
)

func jitter() float64 {
	jitterMu.Lock()
	defer jitterMu.Unlock()
	return jitterRng.Float64()
}

func sleep(ctx context.Context, d time.Duration) error {
	if d <= 0 {
		return nil
	}
	timer := time.NewTimer(d)
	defer timer.Stop()
	select {
	case <-timer.C:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

func drain(res *http.Response, cancel context.CancelFunc) {
	io.Copy(io.Discard, io.LimitReader(res.Body, 1<<16))
	res.Body.Close()
	cancel()
}

type cancelOnClose struct {
	io.ReadCloser
	cancel context.CancelFunc
}

func (c *cancelOnClose) Close() error {
	err := c.ReadCloser.Close()
	c.cancel()
	return err
}

// newIdempotencyKey returns a random UUID (version 4).
func newIdempotencyKey() string {
	var b [16]byte
	if _, err := rand.Read(b[:]); err != nil {
		return fmt.Sprintf("orbit-%d", time.Now().UnixNano())
	}
	b[6] = b[6]&0x0f | 0x40
	b[8] = b[8]&0x3f | 0x80
	return fmt.Sprintf("%x-%x-%x-%x-%x", b[0:4], b[4:6], b[6:8], b[8:10], b[10:16])
}

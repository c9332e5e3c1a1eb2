// Hand-written runtime core of the Orbit Go SDK: one call of an operation.

package orbit

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"os"
	"strings"
)

// operation describes one operation of the contract; facade.go lists them all (generated).
type operation struct {
	ID           string
	Tag          string
	SDKMethod    string
	Method       string
	Path         string
	Security     []string
	HeaderParams []string
	Actions      []string
}

const idempotencyHeader = "Idempotency-Key"

func (o *operation) needs(scheme string) bool {
	for _, s := range o.Security {
		if s == scheme {
			return true
		}
	}
	return false
}

// movesMoney: the operation takes an Idempotency-Key (the POSTs that move money).
func (o *operation) movesMoney() bool {
	for _, h := range o.HeaderParams {
		if strings.EqualFold(h, idempotencyHeader) {
			return true
		}
	}
	return false
}

func operationByID(id string) *operation {
	for i := range operations {
		if operations[i].ID == id {
			return &operations[i]
		}
	}
	return nil
}

// operationFor finds the operation of a request by method and path (for calls made through API).
func operationFor(method, path string) *operation {
	var best *operation
	for i := range operations {
		op := &operations[i]
		if op.Method == method && pathMatches(path, op.Path) && (best == nil || len(op.Path) > len(best.Path)) {
			best = op
		}
	}
	return best
}

// pathMatches: the request path ends with the template (whose {params} match one segment).
func pathMatches(path, template string) bool {
	ps := strings.Split(strings.TrimRight(path, "/"), "/")
	ts := strings.Split(strings.TrimRight(template, "/"), "/")
	if len(ts) > len(ps) {
		return false
	}
	ps = ps[len(ps)-len(ts):]
	for i, t := range ts {
		if strings.HasPrefix(t, "{") && strings.HasSuffix(t, "}") {
			continue
		}
		if t != ps[i] {
			return false
		}
	}
	return true
}

type callKey struct{}

// call is one facade call: its operation and its settings (client's, overridden per request).
type call struct {
	c  *Client
	op *operation
	s  settings
}

func callFrom(ctx context.Context) *call {
	if ctx == nil {
		return nil
	}
	cl, _ := ctx.Value(callKey{}).(*call)
	return cl
}

func (c *Client) beginCall(ctx context.Context, opID string, opts []RequestOption) (context.Context, *call) {
	if ctx == nil {
		ctx = context.Background()
	}
	s := c.settings
	for _, o := range opts {
		o(&s)
	}
	cl := &call{c: c, op: operationByID(opID), s: s}
	ctx = context.WithValue(ctx, callKey{}, cl)
	ctx = context.WithValue(ctx, ContextServerVariables, map[string]string{"base_url": s.baseURL})
	return ctx, cl
}

// succeeded stores the tokens of a login answer on the client.
func (cl *call) succeeded(v interface{}) {
	if s, ok := v.(*AuthSession); ok && s != nil {
		cl.c.SetTokens(s.AccessToken, s.RefreshToken)
	}
}

// fail turns what the generated layer returned into the SDK's typed errors.
func (cl *call) fail(err error, res *http.Response) error {
	var te *TimeoutError
	if errors.As(err, &te) {
		return te
	}
	var ce *ConnectionError
	if errors.As(err, &ce) {
		return ce
	}
	var gen *GenericOpenAPIError
	if errors.As(err, &gen) && res != nil && res.StatusCode >= 300 {
		return newStatusError(res, gen.Body())
	}
	if errors.Is(err, context.DeadlineExceeded) {
		return &TimeoutError{APIError{Message: "request timed out", Err: err}}
	}
	return err
}

// rawRequest carries the parameters of operations the facade sends itself (binary, streaming).
type rawRequest struct {
	query  url.Values
	header http.Header
	path   map[string]string
	body   interface{}
}

func newRawRequest() *rawRequest {
	return &rawRequest{query: url.Values{}, header: http.Header{}, path: map[string]string{}}
}

func (r *rawRequest) set(in, name string, v interface{}) {
	value := fmt.Sprint(v)
	switch in {
	case "query":
		r.query.Set(name, value)
	case "header":
		r.header.Set(name, value)
	case "path":
		r.path[name] = value
	}
}

// send sends a raw request through the client's transport; non-2xx answers become typed errors.
func (cl *call) send(ctx context.Context, r *rawRequest, accept string) (*http.Response, error) {
	path := cl.op.Path
	for k, v := range r.path {
		path = strings.Replace(path, "{"+k+"}", url.PathEscape(v), 1)
	}
	u := cl.s.baseURL + path
	if len(r.query) > 0 {
		u += "?" + r.query.Encode()
	}
	var body io.Reader
	if r.body != nil {
		b, err := json.Marshal(r.body)
		if err != nil {
			return nil, err
		}
		body = bytes.NewReader(b)
	}
	req, err := http.NewRequestWithContext(ctx, cl.op.Method, u, body)
	if err != nil {
		return nil, err
	}
	for k, v := range r.header {
		req.Header[k] = v
	}
	if r.body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	req.Header.Set("Accept", accept+", application/json")
	res, err := cl.c.httpClient.Do(req)
	if err != nil {
		return nil, cl.fail(err, nil)
	}
	if res.StatusCode >= 300 {
		b, _ := io.ReadAll(res.Body)
		res.Body.Close()
		return nil, newStatusError(res, b)
	}
	return res, nil
}

// BinaryResponse is a binary answer (e.g. speech audio). Read it once with Bytes, WriteTo or
// WriteFile; Close releases it (the three readers close it themselves).
type BinaryResponse struct {
	ResponseMeta
	ContentType string
	Body        io.ReadCloser
}

func (cl *call) binary(ctx context.Context, r *rawRequest, mediaType string) (*BinaryResponse, error) {
	res, err := cl.send(ctx, r, mediaType)
	if err != nil {
		return nil, err
	}
	return &BinaryResponse{ResponseMeta: metaOf(res), ContentType: res.Header.Get("Content-Type"), Body: res.Body}, nil
}

// Bytes reads the whole answer.
func (b *BinaryResponse) Bytes() ([]byte, error) {
	defer b.Body.Close()
	data, err := io.ReadAll(b.Body)
	if err != nil {
		return data, wrapReadError(err)
	}
	return data, nil
}

// WriteTo streams the answer into w.
func (b *BinaryResponse) WriteTo(w io.Writer) (int64, error) {
	defer b.Body.Close()
	n, err := io.Copy(w, b.Body)
	if err != nil {
		return n, wrapReadError(err)
	}
	return n, nil
}

// WriteFile streams the answer into the file at path (created or truncated).
func (b *BinaryResponse) WriteFile(path string) error {
	f, err := os.Create(path)
	if err != nil {
		b.Body.Close()
		return err
	}
	if _, err := b.WriteTo(f); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// Close releases the answer.
func (b *BinaryResponse) Close() error { return b.Body.Close() }

func wrapReadError(err error) error {
	if errors.Is(err, context.DeadlineExceeded) {
		return &TimeoutError{APIError{Message: "reading the answer timed out", Err: err}}
	}
	return &ConnectionError{APIError{Message: "reading the answer failed: " + err.Error(), Err: err}}
}

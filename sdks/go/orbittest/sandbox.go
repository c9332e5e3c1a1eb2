// Hand-written: the sandbox client's one path to the reference server (its methods, params and answer
// types are generated from the sandbox's OpenAPI file into sandbox_client.go). Failures are the SDK's
// own error types: an error answer is an *orbit.APIError of its status's kind, no answer an
// *orbit.RequestError.

package orbittest

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io/ioutil"
	"net/http"
	"net/url"
	"os"
	"reflect"
	"strings"

	orbit "github.com/orbit-platform/orbit-sdk-go/v3"
)

// sandboxKeyHeader and sandboxKeyVariable: a reference server beyond loopback opens its sandbox only
// to requests carrying its deployment key (the sandbox's OpenAPI file, "A shared deployment").
const (
	sandboxKeyHeader   = "Orbit-Sandbox-Key"
	sandboxKeyVariable = "ORBIT_SANDBOX_KEY"
)

// Sandbox calls the sandbox routes of a reference server (/__sandbox/…) for one world: read an SMS
// code, pay an order, sign a notification, move or freeze the clock, inject a fault, read the
// request log, reset the world. A World has one; NewSandbox makes one for any server and world.
type Sandbox struct {
	baseURL, world, key string
	http                *http.Client
}

// NewSandbox answers a sandbox client of the reference server at baseURL for the world named world
// ("" for the default world). It sends ORBIT_SANDBOX_KEY, when set, as the deployment key.
func NewSandbox(baseURL, world string) *Sandbox {
	return &Sandbox{baseURL: strings.TrimRight(baseURL, "/"), world: world, key: os.Getenv(sandboxKeyVariable), http: &http.Client{}}
}

// call sends one request (body: the params struct, whose json tags are the body's fields) and
// decodes a successful answer into out.
func (s *Sandbox) call(ctx context.Context, method, path string, query url.Values, body interface{}, out interface{}) error {
	var payload []byte
	if body != nil {
		payload = []byte("{}")
		if !reflect.ValueOf(body).IsNil() {
			data, err := json.Marshal(body)
			if err != nil {
				return &orbit.RequestError{Kind: orbit.ErrInvalidArgument, Message: err.Error()}
			}
			payload = data
		}
	}
	target := s.baseURL + path
	if len(query) > 0 {
		target += "?" + query.Encode()
	}
	req, err := http.NewRequestWithContext(ctx, method, target, bytes.NewReader(payload))
	if err != nil {
		return &orbit.RequestError{Kind: orbit.ErrInvalidArgument, Message: err.Error()}
	}
	if payload != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	if s.world != "" {
		req.Header.Set(worldHeader, s.world)
	}
	if s.key != "" {
		req.Header.Set(sandboxKeyHeader, s.key)
	}
	resp, err := s.http.Do(req)
	if err != nil {
		if ctx.Err() == context.Canceled {
			return &orbit.RequestError{Kind: orbit.ErrAPIUserAbort, Message: err.Error()}
		}
		if ctx.Err() == context.DeadlineExceeded {
			return &orbit.RequestError{Kind: orbit.ErrAPITimeout, Message: err.Error()}
		}
		return &orbit.RequestError{Kind: orbit.ErrAPIConnection, Message: fmt.Sprintf("%s %s: %v", method, path, err)}
	}
	defer resp.Body.Close()
	data, err := ioutil.ReadAll(resp.Body)
	if err != nil {
		return &orbit.RequestError{Kind: orbit.ErrAPIConnection, Message: fmt.Sprintf("%s %s: the answer broke off: %v", method, path, err)}
	}
	requestID := resp.Header.Get(requestIDHeader)
	if resp.StatusCode >= 300 {
		e := &orbit.APIError{StatusCode: resp.StatusCode, Header: resp.Header, RawBody: data, RequestID: requestID, Message: http.StatusText(resp.StatusCode)}
		for _, st := range statusTypes {
			if resp.StatusCode >= st.from && resp.StatusCode <= st.to {
				e.Kind = st.kind
			}
		}
		var parsed struct {
			Error struct{ Type, Code, Message, Param string } `json:"error"`
		}
		if json.Unmarshal(data, &parsed) == nil && parsed.Error.Code != "" {
			e.Type, e.Code, e.Message, e.Param = parsed.Error.Type, parsed.Error.Code, parsed.Error.Message, parsed.Error.Param
		}
		return e
	}
	if err := json.Unmarshal(data, out); err != nil {
		return &orbit.APIError{Kind: orbit.ErrAPIResponseValidation, StatusCode: resp.StatusCode, Header: resp.Header, RawBody: data, RequestID: requestID, Message: "could not decode the answer: " + err.Error()}
	}
	return nil
}

// missing is the error of a required value left empty: nothing is sent.
func missing(name string) error {
	return &orbit.RequestError{Kind: orbit.ErrInvalidArgument, Param: name, Message: name + " is required"}
}

// decodeUnion reads a union's JSON into the Of field (targets: pointers to the Of fields, in order)
// of the first variant whose shape it has (the union's schema in schemas), or keeps it in raw.
func decodeUnion(typeName string, b []byte, raw *json.RawMessage, targets ...interface{}) error {
	var v interface{}
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.UseNumber()
	if err := dec.Decode(&v); err != nil || v == nil {
		return err
	}
	for i, variant := range schemas[typeName].variants {
		if hasShape(v, variant) {
			return json.Unmarshal(b, targets[i])
		}
	}
	*raw = append(json.RawMessage(nil), b...)
	return nil
}

// encodeUnion is the JSON of the Of field that is set (values: the Of fields, in order), or of raw.
func encodeUnion(raw json.RawMessage, values ...interface{}) ([]byte, error) {
	for _, v := range values {
		if rv := reflect.ValueOf(v); rv.IsValid() && !rv.IsNil() {
			return json.Marshal(v)
		}
	}
	if raw != nil {
		return raw, nil
	}
	return []byte("null"), nil
}

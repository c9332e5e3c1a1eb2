// Hand-written: what the fake answers a call with. Each kind is checked against the operation when it
// is registered (Fake.On): the answer type of the operation, and the contract's schema of the value.

package orbittest

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"reflect"
	"strconv"
	"strings"
	"sync"
)

// Answer is what the fake answers a call of an operation with: Reply (a fixture or any value of the
// operation's answer type), Error (an error answer), Bytes (a binary answer), Chunks (a streamed
// answer), Sequence (one answer per call, in turn) or Func (an answer chosen from the call).
type Answer interface {
	// prepare checks the answer for the route, once, when it is registered.
	prepare(r *route) error
	// respond is the answer to one call.
	respond(f *Fake, r *route, call *Call) (*reply, error)
}

// reply is an answer as it goes on the wire.
type reply struct {
	status int
	header http.Header
	body   []byte
}

// Reply answers with v as the operation's answer: a fixture (orbittest.Order(t)) or any value of the
// operation's answer type (or a pointer to one), written as JSON; a string for an operation that
// answers text; nil for one that answers nothing. The value is checked against the contract's
// schema when registered. A json.RawMessage is sent as it is, unchecked: the way to answer what only
// a newer service sends (an unknown enum value, a field this SDK does not know).
func Reply(v interface{}) Answer { return &value{v: v} }

type value struct{ v interface{} }

func (a *value) prepare(r *route) error {
	_, err := a.body(r)
	return err
}

// body is the answer's body for the route, or why the route cannot answer it.
func (a *value) body(r *route) ([]byte, error) {
	switch r.answer {
	case answerEmpty:
		if a.v != nil {
			return nil, errors.New("it answers nothing: register orbittest.Reply(nil)")
		}
		return nil, nil
	case answerText:
		text, ok := a.v.(string)
		if !ok {
			return nil, fmt.Errorf("it answers text: orbittest.Reply takes a string, not %T", a.v)
		}
		return []byte(text), nil
	case answerBinary:
		return nil, errors.New("it answers binary data: register orbittest.Bytes(mediaType, data)")
	}
	if r.stream != nil {
		return nil, errors.New("it answers a stream: register orbittest.Chunks(…)")
	}
	return encodeAs(a.v, r.goType, r.result)
}

func (a *value) respond(f *Fake, r *route, call *Call) (*reply, error) {
	body, err := a.body(r)
	if err != nil {
		return nil, err
	}
	header := http.Header{}
	if len(body) > 0 {
		header.Set("Content-Type", r.mediaType)
	}
	return &reply{status: r.status, header: header, body: body}, nil
}

// encodeAs is the JSON of v, a value (or a pointer to one) of the Go type want, checked against
// the schema; a json.RawMessage as it is.
func encodeAs(v interface{}, want reflect.Type, s *schema) ([]byte, error) {
	if raw, ok := v.(json.RawMessage); ok {
		return raw, nil
	}
	got := reflect.TypeOf(v)
	if got != want && (got == nil || got.Kind() != reflect.Ptr || got.Elem() != want) {
		return nil, fmt.Errorf("it answers %v, not %v (a json.RawMessage is sent unchecked)", want, got)
	}
	body, err := json.Marshal(v)
	if err != nil {
		return nil, fmt.Errorf("it cannot be written as JSON: %v", err)
	}
	return body, checkJSON(strings.TrimPrefix(want.String(), "orbit."), s, body)
}

// Error answers an error: the contract's error body {"error": {type, code, message, param,
// request_id}} with the status's type from the contract's rules, and the request id in X-Request-Id.
// The SDK turns it into its *orbit.APIError of the status's kind, after its retries and session
// renewal, as it would the service's.
type Error struct {
	// Status is the HTTP status, 400 or more, e.g. 401.
	Status int
	// Code is error.code, e.g. "token_expired".
	Code string
	// Message is error.message (by default the status's text).
	Message string
	// Param is error.param, the parameter at fault (by default none).
	Param string
	// RequestID is error.request_id and X-Request-Id (by default one the fake makes: req_orbittest…).
	RequestID string
	// Type is error.type (by default the one the contract's rules give the status).
	Type string
	// Header holds more headers of the answer, e.g. Retry-After.
	Header http.Header
}

func (e Error) prepare(r *route) error {
	if e.Status < 400 || e.Status > 599 {
		return fmt.Errorf("an orbittest.Error needs a Status from 400 to 599, not %d", e.Status)
	}
	if e.Type == "" && errorType(e.Status) == "" {
		return fmt.Errorf("the contract's rules give status %d no error type: set Error.Type", e.Status)
	}
	_, err := e.body("req_orbittest0")
	return err
}

func (e Error) respond(f *Fake, r *route, call *Call) (*reply, error) {
	id := e.RequestID
	if id == "" {
		id = f.requestID()
	}
	body, err := e.body(id)
	if err != nil {
		return nil, err
	}
	header := http.Header{}
	for name, values := range e.Header {
		header[http.CanonicalHeaderKey(name)] = append([]string(nil), values...)
	}
	header.Set("Content-Type", "application/json")
	header.Set(requestIDHeader, id)
	return &reply{status: e.Status, header: header, body: body}, nil
}

// body is the contract's error body, checked against its schema.
func (e Error) body(requestID string) ([]byte, error) {
	detail := map[string]string{"type": e.Type, "code": e.Code, "message": e.Message, "request_id": requestID}
	if detail["type"] == "" {
		detail["type"] = errorType(e.Status)
	}
	if detail["message"] == "" {
		detail["message"] = http.StatusText(e.Status)
	}
	if e.Param != "" {
		detail["param"] = e.Param
	}
	body, _ := json.Marshal(map[string]interface{}{"error": detail})
	if errorBodyType == "" {
		return body, nil
	}
	return body, checkJSON(errorBodyType, &schema{kind: kindNamed, ref: errorBodyType}, body)
}

// errorType is the error body's type of a status by the contract's rules ("" for none).
func errorType(status int) string {
	for _, s := range statusTypes {
		if status >= s.from && status <= s.to {
			return s.errorType
		}
	}
	return ""
}

// Bytes answers binary data of the media type (by default the operation's), for an operation with a
// binary answer (a BinaryResponse).
func Bytes(mediaType string, data []byte) Answer { return &binary{mediaType: mediaType, data: data} }

type binary struct {
	mediaType string
	data      []byte
}

func (b *binary) prepare(r *route) error {
	if r.answer != answerBinary {
		return errors.New("it does not answer binary data")
	}
	return nil
}

func (b *binary) respond(f *Fake, r *route, call *Call) (*reply, error) {
	mediaType := b.mediaType
	if mediaType == "" {
		mediaType = r.mediaType
	}
	header := http.Header{"Content-Type": {mediaType}, "Content-Length": {strconv.Itoa(len(b.data))}}
	return &reply{status: r.status, header: header, body: b.data}, nil
}

// Chunks answers a stream: each chunk (a fixture of the stream's chunk type, a pointer to one, or a
// json.RawMessage) as one server-sent event, then the contract's end marker. An Error among them ends
// the stream with an error event instead, as the service ends a stream that fails.
func Chunks(chunks ...interface{}) Answer { return &stream{chunks: chunks} }

type stream struct{ chunks []interface{} }

func (s *stream) prepare(r *route) error {
	_, err := s.body(r)
	return err
}

// body is the stream's events: each chunk's data, then the end marker (or an error event).
func (s *stream) body(r *route) ([]byte, error) {
	if r.stream == nil {
		return nil, errors.New("it does not answer a stream")
	}
	var b strings.Builder
	for i, chunk := range s.chunks {
		if e, ok := chunk.(Error); ok {
			if i != len(s.chunks)-1 {
				return nil, errors.New("an orbittest.Error ends the stream: it must be the last chunk")
			}
			if err := e.prepare(r); err != nil {
				return nil, err
			}
			body, err := e.body("req_orbittest0")
			fmt.Fprintf(&b, "event: error\ndata: %s\n\n", body)
			return []byte(b.String()), err
		}
		data, err := encodeAs(chunk, r.stream.chunkType, r.stream.chunk)
		if err != nil {
			return nil, fmt.Errorf("chunk %d: %w", i, err)
		}
		fmt.Fprintf(&b, "data: %s\n\n", data)
	}
	fmt.Fprintf(&b, "data: %s\n\n", r.stream.done)
	return []byte(b.String()), nil
}

func (s *stream) respond(f *Fake, r *route, call *Call) (*reply, error) {
	body, err := s.body(r)
	if err != nil {
		return nil, err
	}
	return &reply{status: r.status, header: http.Header{"Content-Type": {r.stream.mediaType}}, body: body}, nil
}

// Sequence answers each call with the next answer, in turn: e.g. an Error, then a Reply, to see a
// retry succeed. A call after the last answer fails like an unregistered one.
func Sequence(answers ...Answer) Answer { return &sequence{answers: answers} }

type sequence struct {
	mu      sync.Mutex
	answers []Answer
	next    int
}

func (s *sequence) prepare(r *route) error {
	for i, a := range s.answers {
		if a == nil {
			return fmt.Errorf("answer %d of the sequence is nil", i+1)
		}
		if err := a.prepare(r); err != nil {
			return fmt.Errorf("answer %d of the sequence: %w", i+1, err)
		}
	}
	return nil
}

func (s *sequence) respond(f *Fake, r *route, call *Call) (*reply, error) {
	s.mu.Lock()
	if s.next == len(s.answers) {
		s.mu.Unlock()
		return nil, &UnansweredCallError{Operation: r.operation, Method: call.Method, Path: call.Path, Reason: fmt.Sprintf("its sequence of %d answers is used up", len(s.answers)), hint: r.hint}
	}
	a := s.answers[s.next]
	s.next++
	s.mu.Unlock()
	return a.respond(f, r, call)
}

// Func answers each call with the answer fn chooses from the recorded call (its arguments, headers,
// path …). The answer is checked like a registered one; one that fails the check fails the call.
type Func func(call Call) Answer

func (fn Func) prepare(r *route) error { return nil }

func (fn Func) respond(f *Fake, r *route, call *Call) (*reply, error) {
	a := fn(*call)
	if a == nil {
		return nil, errors.New("its Func answered nil")
	}
	if err := a.prepare(r); err != nil {
		return nil, err
	}
	return a.respond(f, r, call)
}

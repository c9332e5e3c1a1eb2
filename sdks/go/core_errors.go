// Hand-written request core: the SDK's two error types and their kinds.
//
// Every error a method returns is an *APIError (an error answer, or an answer that could not be
// decoded) or a *RequestError (no usable answer, or refused before sending). Its kind is one of the
// Err… values of constants.go (generated from the contract's error kinds): errors.Is(err, ErrNotFound).
// The original failure (a *url.Error, a *json.SyntaxError, context.Canceled …) stays reachable with
// errors.Is / errors.As.

package orbit

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
)

// errorKind is the type of the Err… values.
type errorKind struct {
	name   string
	parent error
}

func (k *errorKind) Error() string { return k.name }

// statusKind maps statuses from..to (and the error body's type) to a kind.
type statusKind struct {
	from, to  int
	errorType string
	kind      error
}

func kindForStatus(status int) error {
	for _, s := range statusKinds {
		if status >= s.from && status <= s.to {
			return s.kind
		}
	}
	return nil
}

func kindForType(errorType string) (statusKind, bool) {
	for _, s := range statusKinds {
		if s.errorType == errorType {
			return s, true
		}
	}
	return statusKind{}, false
}

// chain is what both error types unwrap to: their kind (so errors.Is matches the kind and its
// parents) followed by their cause. It keeps the exported API to Error and Unwrap.
type chain struct {
	kind  error
	cause error
}

func (c chain) Error() string {
	if c.cause != nil {
		return c.cause.Error()
	}
	return fmt.Sprint(c.kind)
}

func (c chain) Is(target error) bool {
	for k := c.kind; k != nil; k = k.(*errorKind).parent {
		if k == target {
			return true
		}
	}
	return false
}

func (c chain) Unwrap() error { return c.cause }

// APIError is an error answer of the service (status 400 and above, or an error event of a stream),
// or, with Kind ErrAPIResponseValidation, an answer whose body could not be decoded.
type APIError struct {
	// Kind is the error's kind: ErrNotFound, ErrRateLimit … (nil for a status without a kind of its
	// own), or ErrAPIResponseValidation. Kind.Error() is its name in the contract's rules.
	Kind error
	// StatusCode is the HTTP status.
	StatusCode int
	// Code is the stable reason of the error body (error.code), e.g. "order_not_deletable".
	Code string
	// Type is the category of the error body (error.type), e.g. "conflict_error".
	Type string
	// Message is the error body's explanation (error.message), or a description of the failure.
	Message string
	// Param is the request field at fault (error.param), when the service names one.
	Param string
	// RequestID is the X-Request-Id of the answer (or the body's request_id): quote it to support.
	RequestID string
	// Header holds the answer's headers (e.g. Retry-After).
	Header http.Header
	// RawBody is the answer's body as received.
	RawBody []byte
	cause   error
}

func (e *APIError) Error() string {
	var b strings.Builder
	b.WriteString("orbit: ")
	if e.StatusCode != 0 {
		fmt.Fprintf(&b, "%d ", e.StatusCode)
	}
	if e.Kind != nil {
		b.WriteString(e.Kind.Error())
	} else {
		b.WriteString("APIError")
	}
	if e.Code != "" {
		b.WriteString(" " + e.Code)
	}
	if e.Message != "" {
		b.WriteString(": " + e.Message)
	}
	if e.RequestID != "" {
		b.WriteString(" (request " + e.RequestID + ")")
	}
	return b.String()
}

// Unwrap answers the error's kind, then its cause (e.g. the *json.SyntaxError of an undecodable
// answer), for errors.Is and errors.As.
func (e *APIError) Unwrap() error {
	if e.Kind == nil {
		return e.cause
	}
	return chain{kind: e.Kind, cause: e.cause}
}

// RequestError is a call that got no usable answer or was refused before sending: its Kind is
// ErrAPIConnection, ErrAPITimeout, ErrAPIUserAbort or ErrInvalidArgument.
type RequestError struct {
	// Kind is the error's kind.
	Kind error
	// Message says what happened.
	Message string
	// Param is the parameter at fault of an ErrInvalidArgument.
	Param string
	cause error
}

func (e *RequestError) Error() string {
	msg := "orbit: " + e.Kind.Error() + ": " + e.Message
	if e.cause != nil {
		msg += ": " + e.cause.Error()
	}
	return msg
}

// Unwrap answers the error's kind, then its cause (a *url.Error, context.Canceled,
// context.DeadlineExceeded …), for errors.Is and errors.As.
func (e *RequestError) Unwrap() error { return chain{kind: e.Kind, cause: e.cause} }

func invalidArgument(param, format string, args ...interface{}) error {
	return &RequestError{Kind: ErrInvalidArgument, Param: param, Message: fmt.Sprintf(format, args...)}
}

// errorBody is the contract's error body: {"error": {type, code, message, param, request_id}}.
type errorBody struct {
	Error struct {
		Type      string `json:"type"`
		Code      string `json:"code"`
		Message   string `json:"message"`
		Param     string `json:"param"`
		RequestID string `json:"request_id"`
	} `json:"error"`
}

// newAPIError builds the error of an error answer.
func newAPIError(status int, header http.Header, body []byte) *APIError {
	e := &APIError{Kind: kindForStatus(status), StatusCode: status, Header: header, RawBody: body, RequestID: header.Get(requestIDHeader)}
	var parsed errorBody
	if err := json.Unmarshal(body, &parsed); err == nil {
		d := parsed.Error
		e.Code, e.Type, e.Message, e.Param = d.Code, d.Type, d.Message, d.Param
		if e.RequestID == "" {
			e.RequestID = d.RequestID
		}
	}
	if e.Message == "" {
		e.Message = http.StatusText(status)
	}
	return e
}

// decodeError is the APIResponseValidation error of an answer that could not be decoded.
func decodeError(status int, header http.Header, body []byte, cause error) *APIError {
	return &APIError{
		Kind: ErrAPIResponseValidation, StatusCode: status, Header: header, RawBody: body,
		RequestID: header.Get(requestIDHeader), Message: "could not decode the answer: " + cause.Error(), cause: cause,
	}
}

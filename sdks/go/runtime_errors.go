// Hand-written runtime core of the Orbit Go SDK: typed errors.

package orbit

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
)

// APIError carries what the service said about a failed request. Every error the SDK returns for
// a failed request is one of the kinds below, each embedding APIError; AsAPIError reaches the
// common fields whatever the kind. StatusCode is 0 for connection errors and timeouts.
type APIError struct {
	StatusCode int
	Type       string // error.type of the body, e.g. "not_found_error"
	Code       string // error.code, e.g. "order_not_found"
	Message    string
	Param      string
	RequestID  string // the X-Request-Id header (or error.request_id)
	Body       []byte // the raw answer body
	Response   *http.Response
	Err        error // the cause, for connection errors and timeouts
}

func (e *APIError) Error() string {
	msg := e.Message
	if msg == "" && e.Err != nil {
		msg = e.Err.Error()
	}
	if e.StatusCode == 0 {
		return "orbit: " + msg
	}
	s := fmt.Sprintf("orbit: %d", e.StatusCode)
	if e.Code != "" {
		s += " " + e.Code
	}
	if msg != "" {
		s += ": " + msg
	}
	if e.RequestID != "" {
		s += " (request " + e.RequestID + ")"
	}
	return s
}

// Unwrap returns the cause of a connection error or timeout.
func (e *APIError) Unwrap() error { return e.Err }

func (e *APIError) apiError() *APIError { return e }

// AsAPIError returns the common fields of any error the SDK returned (nil, false for others).
func AsAPIError(err error) (*APIError, bool) {
	var k interface{ apiError() *APIError }
	if errors.As(err, &k) {
		return k.apiError(), true
	}
	return nil, false
}

// The kinds of error, one per kind of failure.
type (
	BadRequestError      struct{ APIError } // 400
	AuthenticationError  struct{ APIError } // 401
	PaymentRequiredError struct{ APIError } // 402
	PermissionError      struct{ APIError } // 403
	NotFoundError        struct{ APIError } // 404
	ConflictError        struct{ APIError } // 409
	RateLimitError       struct{ APIError } // 429
	ServerError          struct{ APIError } // 5xx
	ConnectionError      struct{ APIError } // no answer: refused, reset, dropped
	TimeoutError         struct{ APIError } // no answer in time
)

// newStatusError builds the typed error of an HTTP answer with status >= 300.
func newStatusError(res *http.Response, body []byte) error {
	e := APIError{StatusCode: res.StatusCode, Body: body, Response: res, RequestID: res.Header.Get("X-Request-Id")}
	var parsed struct {
		Error *struct {
			Type      string `json:"type"`
			Code      string `json:"code"`
			Message   string `json:"message"`
			Param     string `json:"param"`
			RequestID string `json:"request_id"`
		} `json:"error"`
	}
	if json.Unmarshal(body, &parsed) == nil && parsed.Error != nil {
		e.Type, e.Code, e.Message, e.Param = parsed.Error.Type, parsed.Error.Code, parsed.Error.Message, parsed.Error.Param
		if e.RequestID == "" {
			e.RequestID = parsed.Error.RequestID
		}
	}
	if e.Message == "" {
		e.Message = http.StatusText(res.StatusCode)
	}
	switch {
	case res.StatusCode == 400 || res.StatusCode == 422:
		return &BadRequestError{e}
	case res.StatusCode == 401:
		return &AuthenticationError{e}
	case res.StatusCode == 402:
		return &PaymentRequiredError{e}
	case res.StatusCode == 403:
		return &PermissionError{e}
	case res.StatusCode == 404:
		return &NotFoundError{e}
	case res.StatusCode == 409:
		return &ConflictError{e}
	case res.StatusCode == 429:
		return &RateLimitError{e}
	case res.StatusCode >= 500:
		return &ServerError{e}
	}
	return &e
}

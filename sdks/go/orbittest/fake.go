// Hand-written: the fake, a real orbit.Client whose http.RoundTripper answers the operations a test
// registers by their SDK names. Everything above the transport is the SDK's own: argument checks,
// retries (with the waits recorded, not slept), error mapping, pagination and session renewal.

package orbittest

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io/ioutil"
	"net/http"
	"strings"
	"sync"
	"time"

	orbit "github.com/orbit-platform/orbit-sdk-go/v3"
	"github.com/orbit-platform/orbit-sdk-go/v3/internal/config"
	"github.com/orbit-platform/orbit-sdk-go/v3/option"
)

// fakeURL is the fake's base URL: a reserved name (RFC 6761) that nothing resolves, never dialled.
const fakeURL = "http://orbittest.invalid"

// Fake is an orbit.Client whose transport answers the operations registered with On, and records
// every call. Make one per test with NewFake. It is safe for concurrent use.
type Fake struct {
	// Client is the SDK's client, answered by this fake: give it to the code under test.
	Client *orbit.Client

	t        TB
	mu       sync.Mutex
	answers  map[string]Answer
	calls    []Call
	waits    []time.Duration
	ids      int
	reported map[string]bool
}

// NewFake answers a fake whose client is made by orbit.NewClient with opts (e.g.
// option.WithAccessToken and option.WithRefreshToken for the session, option.WithMaxRetries) and
// nothing from the environment: the ORBIT_* variables do not reach it. Its waits before retries are
// recorded (Waits) instead of slept. option.WithBaseURL and option.WithHTTPClient are the fake's own
// and refused; an invalid option fails t.
func NewFake(t TB, opts ...option.RequestOption) *Fake {
	t.Helper()
	var given config.Config
	given.Apply(opts)
	if given.BaseURL != nil || given.HTTPClient != nil {
		t.Fatal("orbittest.NewFake: option.WithBaseURL and option.WithHTTPClient are the fake's own (its transport answers every call)")
		return nil
	}
	f := &Fake{t: t, answers: map[string]Answer{}, reported: map[string]bool{}}
	hooks := func(c *config.Config) {
		c.Sleep = f.sleep
		c.NoEnvironment = true
	}
	own := []option.RequestOption{option.WithBaseURL(fakeURL), option.WithHTTPClient(&http.Client{Transport: transport{f}}), hooks}
	client, err := orbit.NewClient(append(append([]option.RequestOption(nil), opts...), own...)...)
	if err != nil {
		t.Fatal(err)
		return nil
	}
	f.Client = client
	return f
}

// On registers the answer to every call of the operation named as the SDK spells it: "Orders.List",
// "Auth.UnifiedLogin", "Generation.CreateChatCompletionStream" (the method the code calls). It
// replaces an earlier answer of that operation. An unknown operation, or an answer the operation
// cannot give (another type, a value the contract's schema refuses), fails t at once.
func (f *Fake) On(operation string, answer Answer) {
	f.t.Helper()
	r := routeNamed(operation)
	if r == nil {
		f.t.Fatal(fmt.Sprintf("orbittest: no operation %q; the operations are %s", operation, strings.Join(operationNames(), ", ")))
		return
	}
	if answer == nil {
		f.t.Fatal(fmt.Sprintf("orbittest: a nil answer for %s", operation))
		return
	}
	if err := answer.prepare(r); err != nil {
		f.t.Fatal(registrationError(operation, err))
		return
	}
	f.mu.Lock()
	f.answers[operation] = answer
	f.mu.Unlock()
}

// Calls answers the calls received so far, in order.
func (f *Fake) Calls() []Call {
	f.mu.Lock()
	defer f.mu.Unlock()
	return append([]Call(nil), f.calls...)
}

// Waits answers the waits the client's retries asked for so far, in order (each returned at once):
// the backoff of the contract's rules, or the answer's Retry-After.
func (f *Fake) Waits() []time.Duration {
	f.mu.Lock()
	defer f.mu.Unlock()
	return append([]time.Duration(nil), f.waits...)
}

func (f *Fake) sleep(ctx context.Context, d time.Duration) error {
	f.mu.Lock()
	f.waits = append(f.waits, d)
	f.mu.Unlock()
	return ctx.Err()
}

func (f *Fake) requestID() string {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.ids++
	return fmt.Sprintf("req_orbittest%04d", f.ids)
}

// UnansweredCallError is a call the fake has no answer for: its operation was not registered, its
// Sequence is used up, or no operation of the contract has its method and path. The call fails with
// it (an *orbit.RequestError of kind orbit.ErrAPIConnection whose cause it is: errors.As finds it),
// and the test fails too, so that no such call goes unnoticed.
type UnansweredCallError struct {
	// Operation is the SDK's name of the operation called ("" when none matches).
	Operation string
	// Method and Path are the request's.
	Method, Path string
	// Reason says why the call has no answer.
	Reason string

	hint string
}

func (e *UnansweredCallError) Error() string {
	if e.Operation == "" {
		return fmt.Sprintf("orbittest: %s %s is no operation of the contract (%s)", e.Method, e.Path, e.Reason)
	}
	return fmt.Sprintf("orbittest: no answer for %s (%s %s): %s; register one, e.g. fake.On(%q, %s)", e.Operation, e.Method, e.Path, e.Reason, e.Operation, e.hint)
}

// transport is the fake's http.RoundTripper (unexported, so that Fake's API stays its own).
type transport struct{ f *Fake }

func (tr transport) RoundTrip(req *http.Request) (*http.Response, error) {
	f := tr.f
	call, r, err := record(req)
	if err != nil {
		return nil, fmt.Errorf("orbittest: the request could not be read: %v", err)
	}
	f.mu.Lock()
	f.calls = append(f.calls, *call)
	answer := f.answers[call.Operation]
	f.mu.Unlock()
	var out *reply
	switch {
	case r == nil:
		err = &UnansweredCallError{Method: call.Method, Path: call.Path, Reason: "no route of the contract matches it"}
	case answer == nil:
		err = &UnansweredCallError{Operation: r.operation, Method: call.Method, Path: call.Path, Reason: "nothing registered", hint: r.hint}
	default:
		if out, err = answer.respond(f, r, call); err != nil {
			err = registrationError(call.Operation, err)
		}
	}
	if err != nil {
		f.report(call.Operation, err)
		return nil, err
	}
	if out.header.Get(requestIDHeader) == "" {
		out.header.Set(requestIDHeader, f.requestID())
	}
	return &http.Response{
		Status:        fmt.Sprintf("%d %s", out.status, http.StatusText(out.status)),
		StatusCode:    out.status,
		Proto:         "HTTP/1.1",
		ProtoMajor:    1,
		ProtoMinor:    1,
		Header:        out.header,
		Body:          ioutil.NopCloser(bytes.NewReader(out.body)),
		ContentLength: int64(len(out.body)),
		Request:       req,
	}, nil
}

// report fails the test once per operation that has no answer (the SDK may retry the call).
func (f *Fake) report(operation string, err error) {
	f.mu.Lock()
	seen := f.reported[operation]
	f.reported[operation] = true
	f.mu.Unlock()
	if !seen {
		f.t.Errorf("%v", err)
	}
}

// registrationError is an answer the operation cannot give: the schema's own error as it is, others
// saying where they come from.
func registrationError(operation string, err error) error {
	var invalid *InvalidFixtureError
	var unanswered *UnansweredCallError
	if errors.As(err, &invalid) || errors.As(err, &unanswered) {
		return err
	}
	return fmt.Errorf("orbittest: the answer of %s: %w", operation, err)
}

// routeNamed is the route of an operation's SDK name.
func routeNamed(operation string) *route {
	for i := range routes {
		if routes[i].operation == operation {
			return &routes[i]
		}
	}
	return nil
}

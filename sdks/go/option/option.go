// Package option configures an orbit.Client and single calls.
//
// Pass options to orbit.NewClient for every call of the client, or after a method's params for that
// call only (the call's value wins):
//
//	client, err := orbit.NewClient(option.WithMaxRetries(1), option.WithHeader("Orbit-Sandbox", "qa-7"))
//	orders, err := client.Orders.List(ctx, nil, option.WithTimeout(5*time.Second))
//
// Settings not given come from the environment (ORBIT_BASE_URL, ORBIT_ACCESS_TOKEN, ORBIT_API_KEY,
// ORBIT_TIMEOUT in seconds, ORBIT_MAX_RETRIES, ORBIT_LOG), then from the contract's defaults. An
// invalid value makes NewClient, or the call, fail with an error of kind orbit.ErrInvalidArgument.
package option

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/orbit-platform/orbit-sdk-go/v3/internal/config"
)

// RequestOption configures a client (given to orbit.NewClient) or one call (given to a method).
type RequestOption = config.Option

// Logger receives the SDK's log lines; a *log.Logger is one.
type Logger = config.Logger

func invalid(format string, args ...interface{}) RequestOption {
	return func(c *config.Config) { c.Invalid = append(c.Invalid, fmt.Sprintf(format, args...)) }
}

// WithBaseURL sets the service's address (scheme and host, optionally a path), e.g. the sandbox or a
// local mock: "http://127.0.0.1:4010". A trailing slash is ignored.
func WithBaseURL(baseURL string) RequestOption {
	u, err := url.Parse(baseURL)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return invalid("option.WithBaseURL: %q is not an http or https URL", baseURL)
	}
	trimmed := strings.TrimRight(baseURL, "/")
	return func(c *config.Config) { c.BaseURL = &trimmed }
}

// WithAccessToken sets the login token (the access_token of a session). Given to NewClient it starts
// the client's session; given to a call it is that call's credential only (no refresh on a 401).
func WithAccessToken(token string) RequestOption {
	return func(c *config.Config) { c.AccessToken = &token }
}

// WithRefreshToken sets the session's refresh token, used to renew the login token once when a call
// answers 401. Client only.
func WithRefreshToken(token string) RequestOption {
	return func(c *config.Config) { c.RefreshToken = &token }
}

// WithAPIKey sets the developer API key of the /api/v1 generation operations. Given to a call it is
// that call's key only.
func WithAPIKey(key string) RequestOption {
	return func(c *config.Config) { c.APIKey = &key }
}

// WithTimeout limits each attempt: JSON and text answers until the whole body is read, streamed and
// binary answers until their headers arrived. It must be positive.
func WithTimeout(d time.Duration) RequestOption {
	if d <= 0 {
		return invalid("option.WithTimeout: %v is not a positive duration", d)
	}
	return func(c *config.Config) { c.Timeout = &d }
}

// WithIdleTimeout limits each wait for the next piece of a streamed or binary answer once its
// headers arrived (by default the contract's idle_timeout_seconds). An answer silent for
// longer fails with an error of kind orbit.ErrAPITimeout: a stall before the first piece is a timed-out
// attempt, retried like one; after it nothing is retried, since the caller may have used what it read.
// Only the time a read waits for the service counts, never the time the caller takes between reads.
// Given to a call, the call must answer a stream or binary data (others refuse it with
// orbit.ErrInvalidArgument). It must be positive.
func WithIdleTimeout(d time.Duration) RequestOption {
	if d <= 0 {
		return invalid("option.WithIdleTimeout: %v is not a positive duration", d)
	}
	return func(c *config.Config) { c.IdleTimeout = &d }
}

// WithMaxRetries sets how many times a failed attempt is retried (0 turns retries off).
func WithMaxRetries(n int) RequestOption {
	if n < 0 {
		return invalid("option.WithMaxRetries: %d is negative", n)
	}
	return func(c *config.Config) { c.MaxRetries = &n }
}

// WithAutoRefresh turns the renewal of the session on a 401 (and the replay of the call) on or off.
func WithAutoRefresh(on bool) RequestOption {
	return func(c *config.Config) { c.AutoRefresh = &on }
}

// WithHeader sends a header with every request (client) or with this call's requests (call), e.g.
// option.WithHeader("Orbit-Sandbox", "qa-7"). It replaces a header of the same name the SDK would send.
func WithHeader(name, value string) RequestOption {
	if name == "" || strings.ContainsAny(name, " \t\r\n:") || strings.ContainsAny(value, "\r\n") {
		return invalid("option.WithHeader: %q: %q is not a valid header", name, value)
	}
	return func(c *config.Config) { c.Headers = append(c.Headers, config.Header{Name: name, Value: value}) }
}

// WithHTTPClient sends the requests through hc (its Timeout, if any, adds to the SDK's own).
func WithHTTPClient(hc *http.Client) RequestOption {
	if hc == nil {
		return invalid("option.WithHTTPClient: nil client")
	}
	return func(c *config.Config) { c.HTTPClient = hc }
}

// WithLogLevel sets the log level: "off" (the default), "info" (one line per attempt: method, path,
// status, attempt, request id, time) or "debug" (also the request headers, credentials redacted).
func WithLogLevel(level string) RequestOption {
	return func(c *config.Config) { c.LogLevel = &level }
}

// WithLogger sends the log lines to l instead of standard error.
func WithLogger(l Logger) RequestOption {
	if l == nil {
		return invalid("option.WithLogger: nil logger")
	}
	return func(c *config.Config) { c.Logger = l }
}

// WithSessionHandler calls fn whenever the client stores new session tokens (after a login or a
// renewal), e.g. to persist them. Client only.
func WithSessionHandler(fn func(accessToken, refreshToken string)) RequestOption {
	return func(c *config.Config) { c.OnSession = fn }
}

// WithIdempotencyKey sets the idempotency key of one money-moving call (by default the SDK makes one
// per call); every retry of the call sends the same key.
func WithIdempotencyKey(key string) RequestOption {
	if key == "" {
		return invalid("option.WithIdempotencyKey: empty key")
	}
	return func(c *config.Config) { c.IdempotencyKey = &key }
}

// MiddlewareNext sends a request on: through the next middleware, then the HTTP client.
type MiddlewareNext = func(req *http.Request) (*http.Response, error)

// Middleware sees the request of every attempt (each retry and the replay after a session renewal
// too) and calls next to send it, e.g. for tracing and metrics. It may change the request or the
// response it answers; an error it answers fails the attempt like a connection error (kind
// orbit.ErrAPIConnection, retried by the same rules), and stays reachable through errors.Is/As.
type Middleware = func(req *http.Request, next MiddlewareNext) (*http.Response, error)

// WithMiddleware adds middleware, the first given outermost: a client's run before a call's.
func WithMiddleware(middleware ...Middleware) RequestOption {
	for _, m := range middleware {
		if m == nil {
			return invalid("option.WithMiddleware: nil middleware")
		}
	}
	return func(c *config.Config) { c.Middleware = append(c.Middleware, middleware...) }
}

// WithQuery sets the query parameter key to value for this call (call only), replacing a parameter
// of the same name the params give: for query parameters newer than this SDK. The params are still
// checked as usual. The last WithQuery of a key wins.
func WithQuery(key, value string) RequestOption {
	if key == "" {
		return invalid("option.WithQuery: empty key")
	}
	return func(c *config.Config) { c.Query = append(c.Query, config.QueryValue{Key: key, Value: value}) }
}

// WithJSONSet sets the top-level field key of this call's JSON body to value, encoded with
// encoding/json (call only), replacing a field of the same name the params give: for body fields
// newer than this SDK. The params are still checked as usual; the last WithJSONSet of a key wins. A
// method without a JSON body refuses it (ErrInvalidArgument).
func WithJSONSet(key string, value interface{}) RequestOption {
	encoded, err := json.Marshal(value)
	if key == "" || err != nil {
		return invalid("option.WithJSONSet: %q: not a field name and a JSON value (%v)", key, err)
	}
	return func(c *config.Config) { c.JSON = append(c.JSON, config.JSONField{Name: key, JSON: encoded}) }
}

// WithResponseInto stores the call's final HTTP response in *dst (its body already read for JSON and
// text answers), e.g. to read the X-Request-Id header of a successful call.
func WithResponseInto(dst **http.Response) RequestOption {
	if dst == nil {
		return invalid("option.WithResponseInto: nil destination")
	}
	return func(c *config.Config) { c.ResponseInto = dst }
}

// Hand-written runtime core of the Orbit Go SDK (listed in .openapi-generator-ignore; regeneration
// leaves it alone). The generated facade (facade.go) and the generated layer (api_*.go, model_*.go)
// run through the Client defined here.

package orbit

import (
	"context"
	"net/http"
	"os"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"time"
)

// Defaults used when neither an option nor an environment variable says otherwise.
const (
	DefaultTimeout        = 60 * time.Second
	DefaultMaxRetries     = 2
	DefaultRetryBaseDelay = 500 * time.Millisecond
	DefaultRetryMaxDelay  = 8 * time.Second
	// MaxRetryAfter caps how long a Retry-After answer can make the SDK wait.
	MaxRetryAfter = 60 * time.Second
)

// Client is the Orbit API client. Its resources (Auth, Orders, Payments, ...) are grouped by the
// contract's tags; API is the generated layer, sharing the same transport (auth, retries, timeouts).
// A Client is safe for concurrent use.
type Client struct {
	resources

	// API is the generated client (one service per tag). Calls made through it get the same
	// credentials, retries, timeouts and User-Agent as the facade's.
	API *APIClient

	settings   settings
	httpClient *http.Client

	tokenMu      sync.Mutex
	accessToken  string
	refreshToken string
	refreshMu    sync.Mutex
}

// settings is what options configure, once on the client and again per request.
type settings struct {
	baseURL        string
	accessToken    *string
	refreshToken   *string
	apiKey         string
	timeout        time.Duration
	maxRetries     int
	retryBaseDelay time.Duration
	retryMaxDelay  time.Duration
	tokenRefresh   bool
	headers        http.Header
	idempotencyKey string
	httpClient     *http.Client
}

// RequestOption configures the client (NewClient) or one request (the last argument of every method).
type RequestOption func(*settings)

// WithBaseURL sets the service address (default: ORBIT_BASE_URL, else the contract's server).
func WithBaseURL(u string) RequestOption {
	return func(s *settings) { s.baseURL = strings.TrimRight(u, "/") }
}

// WithAccessToken sets the login token sent on loginToken operations (default: ORBIT_ACCESS_TOKEN).
// On NewClient it seeds the client's session; on a request it is used for that request only.
func WithAccessToken(token string) RequestOption {
	return func(s *settings) { s.accessToken = &token }
}

// WithRefreshToken sets the refresh token used to renew the session after a 401.
func WithRefreshToken(token string) RequestOption {
	return func(s *settings) { s.refreshToken = &token }
}

// WithAPIKey sets the developer API key sent on /api/v1/* (default: ORBIT_API_KEY).
func WithAPIKey(key string) RequestOption {
	return func(s *settings) { s.apiKey = key }
}

// WithTimeout bounds each attempt of a request (default: ORBIT_TIMEOUT seconds, else 60 s).
// Zero means no timeout. A request that runs out of time fails with *TimeoutError.
func WithTimeout(d time.Duration) RequestOption {
	return func(s *settings) { s.timeout = d }
}

// WithMaxRetries sets how often a failed request is retried (default: ORBIT_MAX_RETRIES, else 2).
// Zero disables retries.
func WithMaxRetries(n int) RequestOption {
	return func(s *settings) {
		if n < 0 {
			n = 0
		}
		s.maxRetries = n
	}
}

// WithRetryDelay sets the exponential backoff: the first retry waits about base, each further
// one twice as long, at most max (jitter takes up to a quarter off). Retry-After wins when sent.
func WithRetryDelay(base, max time.Duration) RequestOption {
	return func(s *settings) { s.retryBaseDelay, s.retryMaxDelay = base, max }
}

// WithTokenRefresh turns the automatic refresh-and-replay after a 401 on or off (default on).
func WithTokenRefresh(enabled bool) RequestOption {
	return func(s *settings) { s.tokenRefresh = enabled }
}

// WithHeader adds a header to the request(s).
func WithHeader(name, value string) RequestOption {
	return func(s *settings) {
		h := http.Header{}
		for k, v := range s.headers {
			h[k] = append([]string(nil), v...)
		}
		h.Set(name, value)
		s.headers = h
	}
}

// WithIdempotencyKey sets the Idempotency-Key of a money-moving request (createPayment,
// applyWithdrawal, deductBalance). Without it the SDK generates one per call.
func WithIdempotencyKey(key string) RequestOption {
	return func(s *settings) { s.idempotencyKey = key }
}

// WithHTTPClient sets the http.Client whose Transport, Jar and CheckRedirect are used.
func WithHTTPClient(hc *http.Client) RequestOption {
	return func(s *settings) { s.httpClient = hc }
}

// UserAgent is the User-Agent the SDK sends, e.g. "orbit-sdk-go/3.4.0 (go go1.22.1; linux)".
func UserAgent() string {
	return "orbit-sdk-go/" + Version + " (go " + runtime.Version() + "; " + runtime.GOOS + ")"
}

func envSettings() settings {
	s := settings{
		baseURL:        defaultBaseURL,
		timeout:        DefaultTimeout,
		maxRetries:     DefaultMaxRetries,
		retryBaseDelay: DefaultRetryBaseDelay,
		retryMaxDelay:  DefaultRetryMaxDelay,
		tokenRefresh:   true,
	}
	if v := os.Getenv("ORBIT_BASE_URL"); v != "" {
		s.baseURL = strings.TrimRight(v, "/")
	}
	if v := os.Getenv("ORBIT_ACCESS_TOKEN"); v != "" {
		s.accessToken = &v
	}
	if v := os.Getenv("ORBIT_API_KEY"); v != "" {
		s.apiKey = v
	}
	if v := os.Getenv("ORBIT_TIMEOUT"); v != "" {
		if f, err := strconv.ParseFloat(v, 64); err == nil && f >= 0 {
			s.timeout = time.Duration(f * float64(time.Second))
		}
	}
	if v := os.Getenv("ORBIT_MAX_RETRIES"); v != "" {
		if n, err := strconv.Atoi(v); err == nil && n >= 0 {
			s.maxRetries = n
		}
	}
	return s
}

// NewClient creates a client. Options not given are read from the environment (ORBIT_BASE_URL,
// ORBIT_ACCESS_TOKEN, ORBIT_API_KEY, ORBIT_TIMEOUT, ORBIT_MAX_RETRIES), else the defaults apply.
func NewClient(opts ...RequestOption) *Client {
	s := envSettings()
	for _, o := range opts {
		o(&s)
	}
	c := &Client{}
	if s.accessToken != nil {
		c.accessToken = *s.accessToken
	}
	if s.refreshToken != nil {
		c.refreshToken = *s.refreshToken
	}
	s.accessToken, s.refreshToken = nil, nil
	base := s.httpClient
	if base == nil {
		base = &http.Client{}
	}
	s.httpClient = nil
	c.settings = s
	rt := base.Transport
	if rt == nil {
		rt = http.DefaultTransport
	}
	c.httpClient = &http.Client{Transport: &transport{c: c, base: rt}, Jar: base.Jar, CheckRedirect: base.CheckRedirect}

	cfg := NewConfiguration()
	cfg.HTTPClient = c.httpClient
	cfg.UserAgent = UserAgent()
	cfg.Servers = ServerConfigurations{{URL: "{base_url}", Variables: map[string]ServerVariable{"base_url": {DefaultValue: s.baseURL}}}}
	c.API = NewAPIClient(cfg)
	c.initResources()
	return c
}

// BaseURL is the address the client sends to.
func (c *Client) BaseURL() string { return c.settings.baseURL }

// SetTokens stores a session's tokens on the client (the login methods do this themselves).
func (c *Client) SetTokens(accessToken, refreshToken string) {
	c.tokenMu.Lock()
	defer c.tokenMu.Unlock()
	c.accessToken, c.refreshToken = accessToken, refreshToken
}

// Tokens returns the client's current login token and refresh token.
func (c *Client) Tokens() (accessToken, refreshToken string) {
	c.tokenMu.Lock()
	defer c.tokenMu.Unlock()
	return c.accessToken, c.refreshToken
}

// LoginWithSMS logs in with a phone number and the code from Auth.SendSmsCode and stores the session.
func (c *Client) LoginWithSMS(ctx context.Context, phone, code string, opts ...RequestOption) (*UnifiedLoginResult, error) {
	return c.Auth.UnifiedLogin(ctx, UnifiedLoginRequest{Mode: LOGINMODE_SMS, Phone: &phone, Code: &code}, opts...)
}

// LoginWithPassword logs in with a phone number and password and stores the session.
func (c *Client) LoginWithPassword(ctx context.Context, phone, password string, opts ...RequestOption) (*UnifiedLoginResult, error) {
	return c.Auth.UnifiedLogin(ctx, UnifiedLoginRequest{Mode: LOGINMODE_PASSWORD, Phone: &phone, Password: &password}, opts...)
}

// LoginWithMiniapp logs in with the mini-program's one-time code and stores the session.
func (c *Client) LoginWithMiniapp(ctx context.Context, code string, opts ...RequestOption) (*MiniappLoginResult, error) {
	return c.Auth.MiniappLogin(ctx, MiniappLoginRequest{Code: code}, opts...)
}

// RefreshSession renews the session with the stored refresh token (unified_login mode refresh)
// and stores the new tokens. The SDK does this by itself after a 401 on a login-token call.
func (c *Client) RefreshSession(ctx context.Context, opts ...RequestOption) (*UnifiedLoginResult, error) {
	_, rt := c.Tokens()
	if rt == "" {
		return nil, &APIError{Message: "no refresh token stored on the client"}
	}
	return c.Auth.UnifiedLogin(ctx, UnifiedLoginRequest{Mode: LOGINMODE_REFRESH, RefreshToken: &rt}, opts...)
}

// ResponseMeta is embedded in every result: the request id and the HTTP answer's status and headers.
type ResponseMeta struct {
	RequestID  string
	StatusCode int
	Header     http.Header
}

func metaOf(res *http.Response) ResponseMeta {
	if res == nil {
		return ResponseMeta{}
	}
	return ResponseMeta{RequestID: res.Header.Get("X-Request-Id"), StatusCode: res.StatusCode, Header: res.Header}
}

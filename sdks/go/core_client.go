// Hand-written request core: the client's settings (options, then the environment, then the rules'
// defaults), the per-call settings, the login session and the User-Agent.

package orbit

import (
	"context"
	"crypto/rand"
	"fmt"
	mrand "math/rand"
	"net/http"
	"os"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/orbit-platform/orbit-sdk-go/v3/internal/config"
	"github.com/orbit-platform/orbit-sdk-go/v3/option"
)

// settings are what one call runs with: the client's, overridden by the call's options.
type settings struct {
	baseURL      string
	accessToken  *string // a per-call login token (the session's otherwise)
	apiKey       string
	timeout      time.Duration
	idleTimeout  time.Duration // streamed and binary answers: the longest wait for each next piece
	idleForCall  bool          // option.WithIdleTimeout was given to this call
	maxRetries   int
	autoRefresh  bool
	headers      []config.Header
	httpClient   *http.Client
	logLevel     int
	logger       config.Logger
	idemKey      string
	responseInto **http.Response
	middleware   []config.Middleware
	query        []config.QueryValue // option.WithQuery, this call's
	jsonSet      []config.JSONField  // option.WithJSONSet, this call's
}

// core is shared by a Client's services: settings, session, and the hooks tests replace. A copy
// made by Client.WithOptions has settings of its own and the same *session.
type core struct {
	base      settings
	userAgent string
	session   *session
	renew     func(ctx context.Context, c *core, refreshToken string) error

	// Replaced by tests: the clock, the wait between attempts, the attempt timer, the jitter.
	now       func() time.Time
	sleep     func(ctx context.Context, d time.Duration) error
	afterFunc func(d time.Duration, f func()) (stop func() bool)
	random    func() float64
}

var (
	jitterMu     sync.Mutex
	jitterSource = mrand.New(mrand.NewSource(time.Now().UnixNano()))
)

func newCore(opts []option.RequestOption, renew func(context.Context, *core, string) error) (*core, error) {
	var cfg config.Config
	cfg.Apply(opts)
	if len(cfg.Invalid) > 0 {
		return nil, invalidArgument("", "%s", strings.Join(cfg.Invalid, "; "))
	}
	if err := callOnly(&cfg); err != nil {
		return nil, err
	}
	c := &core{
		renew:     renew,
		session:   &session{onSession: cfg.OnSession},
		userAgent: userAgent(),
		now:       time.Now,
		sleep:     sleepContext,
		afterFunc: func(d time.Duration, f func()) func() bool { return time.AfterFunc(d, f).Stop },
		random: func() float64 {
			jitterMu.Lock()
			defer jitterMu.Unlock()
			return jitterSource.Float64()
		},
	}
	b := &c.base
	b.baseURL, b.timeout, b.idleTimeout, b.maxRetries, b.autoRefresh = defaultBaseURL, defaultTimeout, defaultIdleTimeout, defaultMaxRetries, true
	// No Transport of its own: http.DefaultTransport, whose Proxy is http.ProxyFromEnvironment, so
	// HTTPS_PROXY, HTTP_PROXY and NO_PROXY apply as in any Go program (README: Proxies).
	b.httpClient = &http.Client{}
	b.logger = stderrLogger{}
	if cfg.Sleep != nil {
		c.sleep = cfg.Sleep
	}
	getenv := os.Getenv
	if cfg.NoEnvironment {
		getenv = func(string) string { return "" }
	}

	// The environment, where an option does not say otherwise.
	if v := getenv(envBaseURL); v != "" && cfg.BaseURL == nil {
		o := option.WithBaseURL(v)
		o(&cfg)
		if len(cfg.Invalid) > 0 {
			return nil, invalidArgument("", "%s: %q is not an http or https URL", envBaseURL, v)
		}
	}
	if v := getenv(envAccessToken); v != "" && cfg.AccessToken == nil {
		cfg.AccessToken = &v
	}
	if v := getenv(envAPIKey); v != "" && cfg.APIKey == nil {
		cfg.APIKey = &v
	}
	if v := getenv(envTimeout); v != "" && cfg.Timeout == nil {
		secs, err := strconv.ParseFloat(v, 64)
		if err != nil || secs <= 0 || secs > 1e9 {
			return nil, invalidArgument("", "%s: %q is not a positive number of seconds", envTimeout, v)
		}
		d := time.Duration(secs * float64(time.Second))
		cfg.Timeout = &d
	}
	if v := getenv(envMaxRetries); v != "" && cfg.MaxRetries == nil {
		n, err := strconv.Atoi(v)
		if err != nil || n < 0 {
			return nil, invalidArgument("", "%s: %q is not a non-negative integer", envMaxRetries, v)
		}
		cfg.MaxRetries = &n
	}
	if v := getenv(envLog); v != "" && cfg.LogLevel == nil {
		cfg.LogLevel = &v
	}
	if err := b.apply(&cfg); err != nil {
		return nil, err
	}
	if cfg.AccessToken != nil {
		c.session.access = *cfg.AccessToken
	}
	if cfg.RefreshToken != nil {
		c.session.refresh = *cfg.RefreshToken
	}
	b.accessToken = nil
	return c, nil
}

// apply sets what cfg gives (options already checked for their own validity).
func (s *settings) apply(cfg *config.Config) error {
	if cfg.BaseURL != nil {
		s.baseURL = *cfg.BaseURL
	}
	s.accessToken = cfg.AccessToken
	if cfg.APIKey != nil {
		s.apiKey = *cfg.APIKey
	}
	if cfg.Timeout != nil {
		s.timeout = *cfg.Timeout
	}
	if cfg.IdleTimeout != nil {
		s.idleTimeout = *cfg.IdleTimeout
	}
	if cfg.MaxRetries != nil {
		s.maxRetries = *cfg.MaxRetries
	}
	if cfg.AutoRefresh != nil {
		s.autoRefresh = *cfg.AutoRefresh
	}
	if len(cfg.Headers) > 0 {
		s.headers = append(append([]config.Header(nil), s.headers...), cfg.Headers...)
	}
	if cfg.HTTPClient != nil {
		s.httpClient = cfg.HTTPClient
	}
	if len(cfg.Middleware) > 0 {
		s.middleware = append(append([]config.Middleware(nil), s.middleware...), cfg.Middleware...)
	}
	if cfg.LogLevel != nil {
		level := -1
		for i, l := range logLevels {
			if strings.EqualFold(*cfg.LogLevel, l) {
				level = i
			}
		}
		if level < 0 {
			return invalidArgument("", "log level %q is not one of %s", *cfg.LogLevel, strings.Join(logLevels, ", "))
		}
		s.logLevel = level
	}
	if cfg.Logger != nil {
		s.logger = cfg.Logger
	}
	if cfg.IdempotencyKey != nil {
		s.idemKey = *cfg.IdempotencyKey
	}
	s.responseInto = cfg.ResponseInto
	s.query, s.jsonSet = cfg.Query, cfg.JSON
	return nil
}

// callOnly refuses, for a client, the options that configure one call.
func callOnly(cfg *config.Config) error {
	if cfg.IdempotencyKey != nil || cfg.ResponseInto != nil || cfg.Query != nil || cfg.JSON != nil {
		return invalidArgument("", "option.WithIdempotencyKey, option.WithResponseInto, option.WithQuery and option.WithJSONSet configure a call, not a client")
	}
	return nil
}

// withOptions is a copy of c with opts applied over its settings, sharing c's session.
func (c *core) withOptions(opts []option.RequestOption) (*core, error) {
	var cfg config.Config
	cfg.Apply(opts)
	if len(cfg.Invalid) > 0 {
		return nil, invalidArgument("", "%s", strings.Join(cfg.Invalid, "; "))
	}
	if cfg.RefreshToken != nil || cfg.OnSession != nil {
		return nil, invalidArgument("", "option.WithRefreshToken and option.WithSessionHandler configure a session, which a copy shares with its client; make a client with a session of its own with orbit.NewClient")
	}
	if err := callOnly(&cfg); err != nil {
		return nil, err
	}
	copied := *c
	fixed := c.base.accessToken // a login token of the client's own, kept unless opts give another
	if err := copied.base.apply(&cfg); err != nil {
		return nil, err
	}
	if cfg.AccessToken == nil {
		copied.base.accessToken = fixed
	}
	return &copied, nil
}

// callSettings are the client's settings with one call's options applied.
func (c *core) callSettings(opts []option.RequestOption) (*settings, error) {
	if len(opts) == 0 {
		return &c.base, nil // read only during the call
	}
	s := c.base
	var cfg config.Config
	cfg.Apply(opts)
	if len(cfg.Invalid) > 0 {
		return nil, invalidArgument("", "%s", strings.Join(cfg.Invalid, "; "))
	}
	if cfg.RefreshToken != nil || cfg.OnSession != nil {
		return nil, invalidArgument("", "option.WithRefreshToken and option.WithSessionHandler configure a client (orbit.NewClient), not a call")
	}
	if err := s.apply(&cfg); err != nil {
		return nil, err
	}
	s.idleForCall = cfg.IdleTimeout != nil
	return &s, nil
}

// session is the client's login state, shared by every call and every copy of the client;
// renewing is the renewal in flight, onSession the hook told of new tokens.
type session struct {
	mu        sync.Mutex
	access    string
	refresh   string
	renewing  *renewal
	onSession func(accessToken, refreshToken string)
}

type renewal struct {
	done chan struct{}
	err  error
}

func (c *core) accessToken() string {
	c.session.mu.Lock()
	defer c.session.mu.Unlock()
	return c.session.access
}

func (c *core) storeSession(access, refresh string) {
	c.session.mu.Lock()
	c.session.access = access
	if refresh != "" {
		c.session.refresh = refresh
	}
	refresh = c.session.refresh
	c.session.mu.Unlock()
	if c.session.onSession != nil {
		c.session.onSession(access, refresh)
	}
}

// renewAfter renews the session once for every call that failed with sentToken: concurrent calls
// share one renewal, and a call whose token was already replaced just replays.
func (c *core) renewAfter(ctx context.Context, sentToken string) error {
	s := c.session
	s.mu.Lock()
	if r := s.renewing; r != nil {
		s.mu.Unlock()
		select {
		case <-r.done:
			return r.err
		case <-ctx.Done():
			return ctx.Err()
		}
	}
	if s.access != sentToken {
		s.mu.Unlock()
		return nil
	}
	if s.refresh == "" {
		s.mu.Unlock()
		return fmt.Errorf("no refresh token stored")
	}
	r := &renewal{done: make(chan struct{})}
	s.renewing = r
	refresh := s.refresh
	s.mu.Unlock()

	r.err = c.renew(ctx, c, refresh)
	s.mu.Lock()
	s.renewing = nil
	s.mu.Unlock()
	close(r.done)
	return r.err
}

func (c *core) hasRefreshToken() bool {
	c.session.mu.Lock()
	defer c.session.mu.Unlock()
	return c.session.refresh != ""
}

// userAgent fills user_agent.format.
func userAgent() string {
	return strings.NewReplacer(
		"{language}", "go",
		"{version}", version,
		"{runtime}", "go",
		"{runtime_version}", strings.TrimPrefix(runtime.Version(), "go"),
		"{os}", runtime.GOOS,
	).Replace(userAgentFormat)
}

// newIdempotencyKey is a random UUID version 4.
func newIdempotencyKey() string {
	var b [16]byte
	if _, err := rand.Read(b[:]); err != nil {
		panic("orbit: no random source: " + err.Error())
	}
	b[6] = b[6]&0x0f | 0x40
	b[8] = b[8]&0x3f | 0x80
	return fmt.Sprintf("%x-%x-%x-%x-%x", b[0:4], b[4:6], b[6:8], b[8:10], b[10:16])
}

func sleepContext(ctx context.Context, d time.Duration) error {
	if d <= 0 {
		return ctx.Err()
	}
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-t.C:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

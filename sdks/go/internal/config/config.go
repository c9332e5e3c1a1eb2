// Package config holds the settings the option package sets and the orbit core reads, so that
// option can configure orbit without importing it (orbit's methods take option values).
package config

import (
	"context"
	"net/http"
	"time"
)

// Logger receives the SDK's log lines (a *log.Logger is one).
type Logger interface {
	Printf(format string, v ...interface{})
}

// Header is one header set by an option, in the order the options were given.
type Header struct {
	Name, Value string
}

// QueryValue is one query parameter set by option.WithQuery.
type QueryValue struct {
	Key, Value string
}

// JSONField is one top-level body field set by option.WithJSONSet, already encoded.
type JSONField struct {
	Name string
	JSON []byte
}

// Middleware is option.Middleware: it sees each attempt's request and calls next to send it.
type Middleware = func(req *http.Request, next func(*http.Request) (*http.Response, error)) (*http.Response, error)

// Config is what options set; nil pointers mean "not given" (the core falls back to the client's
// setting, then the environment, then the defaults).
type Config struct {
	BaseURL        *string
	AccessToken    *string
	RefreshToken   *string
	APIKey         *string
	Timeout        *time.Duration
	IdleTimeout    *time.Duration
	MaxRetries     *int
	AutoRefresh    *bool
	Headers        []Header
	HTTPClient     *http.Client
	LogLevel       *string
	Logger         Logger
	OnSession      func(accessToken, refreshToken string)
	IdempotencyKey *string
	ResponseInto   **http.Response
	Query          []QueryValue
	Middleware     []Middleware
	JSON           []JSONField
	// Invalid lists what was wrong with the options given (the core reports it as InvalidArgument).
	Invalid []string

	// Set only by package orbittest (its fake and its worlds), never by an option: a user cannot
	// reach them. Sleep replaces the wait before a retry (the fake records it and returns at once, so
	// the retry rules run without real waits); NoEnvironment keeps the ORBIT_* variables out of the
	// client, so a test sees only the settings it gives.
	Sleep         func(ctx context.Context, d time.Duration) error
	NoEnvironment bool
}

// Option changes a Config.
type Option func(*Config)

// Apply applies options in order.
func (c *Config) Apply(opts []Option) {
	for _, o := range opts {
		if o != nil {
			o(c)
		}
	}
}

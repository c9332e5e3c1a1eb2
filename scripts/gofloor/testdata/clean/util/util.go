// Package util only uses APIs available in Go 1.16.
package util

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net/http"
	"os"
	"strings"
	"time"
)

// ErrEmpty is returned for empty input.
var ErrEmpty = errors.New("empty")

// ReadAll reads r (io.ReadAll is new in Go 1.16).
func ReadAll(r io.Reader) ([]byte, error) {
	b, err := io.ReadAll(r)
	if err != nil {
		return nil, fmt.Errorf("read: %w", err)
	}
	if len(b) == 0 {
		return nil, ErrEmpty
	}
	return b, nil
}

// ReadFile reads a file (os.ReadFile is new in Go 1.16).
func ReadFile(name string) ([]byte, error) { return os.ReadFile(name) }

// IsNotExist uses io/fs (new in Go 1.16).
func IsNotExist(err error) bool { return errors.Is(err, fs.ErrNotExist) }

// Split uses strings.SplitN (Go 1.0), not strings.Cut.
func Split(s, sep string) (string, string, bool) {
	parts := strings.SplitN(s, sep, 2)
	if len(parts) != 2 {
		return s, "", false
	}
	return parts[0], parts[1], true
}

// Millis computes milliseconds without Time.UnixMilli.
func Millis(t time.Time) int64 { return t.UnixNano() / int64(time.Millisecond) }

// NewRequest builds a request with a context.
func NewRequest(ctx context.Context, url string, body []byte) (*http.Request, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, url, bytes.NewReader(body))
	if err != nil {
		return nil, err
	}
	req.Header.Set("Content-Type", "application/json")
	return req, nil
}

// Client returns an HTTP client with a timeout field set.
func Client() *http.Client { return &http.Client{Timeout: 5 * time.Second} }

// Max of two ints, without the min/max builtins.
func Max(a, b int) int {
	if a > b {
		return a
	}
	return b
}

// Values is a non-generic container using interface{}.
type Values []interface{}

// Hand-written request core: the log lines (x-sdk-runtime log): at "info" one line per attempt in
// log.format, at "debug" also the request headers with log.redact_headers redacted. Bodies, query
// strings and credentials are never logged.

package orbit

import (
	"fmt"
	"net/http"
	"os"
	"sort"
	"strconv"
	"strings"
	"time"
)

const (
	levelInfo  = 1
	levelDebug = 2
)

// stderrLogger is the default sink.
type stderrLogger struct{}

func (stderrLogger) Printf(format string, v ...interface{}) {
	fmt.Fprintf(os.Stderr, format+"\n", v...)
}

// logAttempt writes the info line of one attempt; status is the HTTP status, or "timeout" /
// "connection_error" when no answer came.
func logAttempt(s *settings, method, path, status string, attempt int, requestID string, elapsed time.Duration) {
	if s.logLevel < levelInfo {
		return
	}
	if requestID == "" {
		requestID = "-"
	}
	line := strings.NewReplacer(
		"{level}", logLevels[levelInfo],
		"{method}", method,
		"{path}", path,
		"{status}", status,
		"{attempt}", strconv.Itoa(attempt),
		"{request_id}", requestID,
		"{elapsed_ms}", strconv.FormatInt(int64(elapsed/time.Millisecond), 10),
	).Replace(logFormat)
	s.logger.Printf("%s", line)
}

// logHeaders writes the debug line of one attempt: the request headers, sorted, credentials redacted.
func logHeaders(s *settings, method, path string, h http.Header) {
	if s.logLevel < levelDebug {
		return
	}
	names := make([]string, 0, len(h))
	for name := range h {
		names = append(names, name)
	}
	sort.Strings(names)
	var b strings.Builder
	for _, name := range names {
		value := strings.Join(h[name], ", ")
		for _, r := range logRedactHeaders {
			if strings.EqualFold(r, name) {
				value = logRedacted
			}
		}
		fmt.Fprintf(&b, " %s=%q", name, value)
	}
	s.logger.Printf("orbit %s: %s %s request headers:%s", logLevels[levelDebug], method, path, b.String())
}

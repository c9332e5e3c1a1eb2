// Hand-written request core: server-sent events of a streamed answer. Each `data:` is one chunk,
// decoded like an answer; the done marker ends the stream; an `error` event is the error of its kind.

package orbit

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"strings"
)

type eventStream struct {
	ctx      context.Context
	body     io.ReadCloser
	reader   *bufio.Reader
	done     string
	status   int
	header   http.Header
	err      error
	finished bool
}

func (s *eventStream) start(ctx context.Context, resp *http.Response, release func(), done string) {
	s.ctx, s.done, s.status, s.header = ctx, done, resp.StatusCode, resp.Header
	s.body = &releasingBody{ReadCloser: resp.Body, release: release}
	s.reader = bufio.NewReader(s.body)
}

// next decodes the next chunk into out; false at the done marker or on an error (then s.err).
func (s *eventStream) next(out interface{}) bool {
	if s.err != nil || s.finished || s.body == nil {
		return false
	}
	if err := s.ctx.Err(); err != nil {
		s.fail(err) // cancelled: no more chunks, even those already received
		return false
	}
	event, data, err := s.read()
	switch {
	case err != nil:
		s.fail(err)
	case data == s.done:
		s.finished = true
		s.close()
	case event == "error":
		s.err = s.eventError([]byte(data))
		s.close()
	default:
		if err := json.Unmarshal([]byte(data), out); err != nil {
			s.err = decodeError(s.status, s.header, []byte(data), err)
			s.close()
			return false
		}
		return true
	}
	return false
}

// read answers the next event with data (its type and its data lines joined by newlines).
func (s *eventStream) read() (event, data string, err error) {
	var lines []string
	for {
		line, err := s.reader.ReadString('\n')
		if err != nil && (err != io.EOF || line == "") {
			if err == io.EOF && lines != nil {
				return event, strings.Join(lines, "\n"), nil
			}
			return "", "", err
		}
		line = strings.TrimRight(line, "\r\n")
		switch {
		case line == "":
			if lines != nil {
				return event, strings.Join(lines, "\n"), nil
			}
			event = ""
		case strings.HasPrefix(line, ":"):
		default:
			name, value := line, ""
			if i := strings.IndexByte(line, ':'); i >= 0 {
				name, value = line[:i], strings.TrimPrefix(line[i+1:], " ")
			}
			switch name {
			case "event":
				event = value
			case "data":
				lines = append(lines, value)
			}
		}
	}
}

func (s *eventStream) fail(err error) {
	var own *RequestError
	switch {
	case s.ctx.Err() != nil:
		s.err = contextError(s.ctx, err)
	case errors.As(err, &own):
		s.err = err // the body's own: the idle timeout, or the answer broke off (core_idle.go)
	case err == io.EOF:
		s.err = &RequestError{Kind: ErrAPIConnection, Message: "the stream ended before " + s.done}
	default:
		s.err = &RequestError{Kind: ErrAPIConnection, Message: "the stream broke", cause: err}
	}
	s.close()
}

// eventError is the error of an `error` event: its body is the contract's error body.
func (s *eventStream) eventError(data []byte) error {
	e := newAPIError(s.status, s.header, data)
	if k, ok := kindForType(e.Type); ok {
		e.Kind, e.StatusCode = k.kind, k.from
	} else {
		e.Kind = nil
	}
	return e
}

func (s *eventStream) close() error {
	if s.body == nil {
		return nil
	}
	return s.body.Close()
}

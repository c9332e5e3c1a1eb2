// Hand-written request core: binary answers (e.g. speech audio).

package orbit

import (
	"errors"
	"io"
	"net/http"
	"os"
)

// BinaryResponse is a binary answer: its media type, request id, headers and body. Read and close
// Body yourself, or let WriteFile do both; the bytes are never held whole in memory. The per-attempt
// timeout covered the wait for the headers; after them each wait for more bytes is limited by the idle
// timeout (option.WithIdleTimeout), and the call's context still governs reading the body. A read of
// Body fails with the SDK's errors: kind ErrAPITimeout when nothing arrived within the idle timeout,
// ErrAPIConnection when the answer broke off, ErrAPIUserAbort when the context was cancelled.
type BinaryResponse struct {
	// MediaType is the answer's Content-Type, e.g. "audio/wav".
	MediaType string
	// RequestID is the answer's X-Request-Id: quote it to support.
	RequestID string
	// Header holds the answer's headers.
	Header http.Header
	// Body is the answer's bytes as they arrive; close it when done.
	Body io.ReadCloser
}

// WriteFile writes the whole body to the file name (created or truncated) and closes the body. A
// broken download is a *RequestError of kind ErrAPIConnection (ErrAPITimeout when it stalled past the
// idle timeout); a file that cannot be written is the operating system's error.
func (b *BinaryResponse) WriteFile(name string) error {
	defer b.Body.Close()
	f, err := os.Create(name)
	if err != nil {
		return err
	}
	if _, err := io.Copy(f, readErrors{b.Body}); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// readErrors marks read failures of the body as SDK errors (io.Copy answers write errors as they are).
type readErrors struct{ r io.Reader }

func (r readErrors) Read(p []byte) (int, error) {
	n, err := r.r.Read(p)
	var own *RequestError
	if err != nil && err != io.EOF && !errors.As(err, &own) {
		return n, &RequestError{Kind: ErrAPIConnection, Message: "the download broke", cause: err}
	}
	return n, err
}

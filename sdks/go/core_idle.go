// Hand-written request core: the idle timeout of streamed and binary answers (x-sdk-runtime
// idle_timeout_seconds): once the headers arrived, the longest wait for each next piece of the body.
// Without it a service that stops sending after the headers would hold the caller forever (the
// per-attempt timeout covers only the wait for the headers).

package orbit

import (
	"context"
	"io"
	"sync/atomic"
	"time"
)

// idleBody is the body of a streamed or binary answer. Each Read waits at most idle for bytes: past
// it the attempt's context is cancelled, which ends the read, and the read fails with kind
// ErrAPITimeout. Only the time a Read waits counts, never the time the caller takes between reads.
// Every failure of a read is the SDK's error: the caller's cancellation or deadline, the idle
// timeout, or a broken answer (ErrAPIConnection); the end of the body stays io.EOF.
type idleBody struct {
	ctx       context.Context // the call's
	body      io.ReadCloser
	idle      time.Duration
	afterFunc func(d time.Duration, f func()) (stop func() bool)
	cancel    context.CancelFunc // the attempt's
	head      []byte             // the first piece, read within the attempt, handed over first
	end       error              // io.EOF when the first read reached the end
	expired   int32
}

// first reads the first piece of the body (or its end).
func (b *idleBody) first() error {
	buf := make([]byte, 4096)
	for {
		n, err := b.read(buf)
		if err == io.EOF {
			b.head, b.end = buf[:n], io.EOF
			return nil
		}
		if err != nil || n > 0 {
			b.head = buf[:n]
			return err
		}
	}
}

func (b *idleBody) Read(p []byte) (int, error) {
	if len(b.head) > 0 {
		n := copy(p, b.head)
		b.head = b.head[n:]
		return n, nil
	}
	if b.end != nil {
		return 0, b.end
	}
	return b.read(p)
}

func (b *idleBody) read(p []byte) (int, error) {
	stop := b.afterFunc(b.idle, func() {
		atomic.StoreInt32(&b.expired, 1)
		b.cancel()
	})
	n, err := b.body.Read(p)
	stop()
	switch {
	case err == nil || err == io.EOF:
		return n, err
	case atomic.LoadInt32(&b.expired) == 1:
		// A deadline, like the per-attempt timeout: context.DeadlineExceeded, not the echo of the
		// SDK cancelling the attempt (context.Canceled), which would look like the caller's cancellation.
		return n, &RequestError{Kind: ErrAPITimeout, Message: "nothing more arrived within " + b.idle.String(), cause: context.DeadlineExceeded}
	case b.ctx.Err() != nil:
		return n, contextError(b.ctx, err)
	}
	return n, &RequestError{Kind: ErrAPIConnection, Message: "the answer broke off", cause: err}
}

func (b *idleBody) Close() error { return b.body.Close() }

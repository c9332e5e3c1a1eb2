// Hand-written request core: multipart/form-data bodies. A file part is an io.Reader, streamed
// through an io.Pipe into mime/multipart on every attempt, so the SDK never holds a file whole. A
// source that can be re-read (an io.Seeker: *os.File, *bytes.Reader, *strings.Reader …) is sought
// back for a retry; any other reader is sent once, and a retry that would need it again is refused
// with the failed attempt's own error (docs/sdk-design.md, "Shapes").

package orbit

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"mime/multipart"
	"net/textproto"
	"path/filepath"
	"reflect"
	"strings"
	"sync"
)

// File is a file part of a multipart/form-data body: r's bytes, with a file name and a media type.
// An empty name takes r's own (the base name of an *os.File) or else the part's name; an empty
// contentType is application/octet-stream. A file part may also be any io.Reader as it is. The
// bytes are streamed, never held whole. An io.ReadSeeker (an *os.File, *bytes.Reader,
// *strings.Reader …) is read again from its position at the call when an attempt is retried; any
// other reader is a one-shot stream, sent once: a retry it would need fails with that attempt's
// error instead.
func File(r io.Reader, name, contentType string) io.Reader {
	return &namedFile{r: r, name: name, contentType: contentType}
}

type namedFile struct {
	r                 io.Reader
	name, contentType string
}

func (f *namedFile) Read(p []byte) (int, error) { return f.r.Read(p) }

// errOneShot is why a one-shot stream is not sent again.
var errOneShot = errors.New("the body's stream cannot be re-read (an io.Reader that is not an io.Seeker is sent once; pass an *os.File, a *bytes.Reader or another io.ReadSeeker to allow retries)")

// form is a multipart body: its parts in order, written into a pipe by one goroutine per attempt.
type form struct {
	parts []formPart
	done  chan struct{} // closed when the last attempt's writer returned

	mu        sync.Mutex
	sourceErr error // a file's read error (not a connection error: never retried)
	source    string
}

type formPart struct {
	name string
	text string
	json []byte      // an object or a map, as an application/json part
	file *fileSource // a file part
}

type fileSource struct {
	r                 io.Reader
	name, contentType string
	seeker            io.Seeker // nil: a one-shot stream
	start             int64
}

func (f *form) text(name, value string) { f.parts = append(f.parts, formPart{name: name, text: value}) }

// fixed adds the fields the SDK always sends, as text parts.
func (f *form) fixed(fields []fixedField) {
	for _, x := range fields {
		var s string
		if json.Unmarshal([]byte(x.json), &s) == nil {
			f.text(x.name, s)
		} else {
			f.text(x.name, x.json)
		}
	}
}

// add adds a checked param's parts: files, one text part per scalar (an array gives one per item),
// or an application/json part for an object or a map.
func (f *form) add(p *param, v reflect.Value) error {
	for v.Kind() == reflect.Ptr {
		v = v.Elem()
	}
	switch {
	case p.file && v.Kind() == reflect.Slice:
		for i := 0; i < v.Len(); i++ {
			if err := f.file(fmt.Sprintf("%s[%d]", p.name, i), p.name, v.Index(i)); err != nil {
				return err
			}
		}
		return nil
	case p.file:
		return f.file(p.name, p.name, v)
	case v.Kind() == reflect.Slice && v.Type().Elem().Kind() != reflect.Uint8:
		for _, s := range queryTexts(v) {
			f.text(p.name, s)
		}
	case v.Kind() == reflect.Struct || v.Kind() == reflect.Map:
		f.parts = append(f.parts, formPart{name: p.name, json: appendValue(nil, v, p.object, p.union)})
	default:
		f.text(p.name, scalarText(v))
	}
	return nil
}

func (f *form) file(path, name string, v reflect.Value) error {
	r, _ := v.Interface().(io.Reader)
	s := &fileSource{r: r, contentType: "application/octet-stream"}
	if nf, ok := r.(*namedFile); ok {
		s.r, s.name = nf.r, nf.name
		if nf.contentType != "" {
			s.contentType = nf.contentType
		}
	}
	if s.r == nil || (reflect.ValueOf(s.r).Kind() == reflect.Ptr && reflect.ValueOf(s.r).IsNil()) {
		return invalidArgument(path, "%s: the file's io.Reader is nil", path)
	}
	if n, ok := s.r.(interface{ Name() string }); ok && s.name == "" {
		s.name = filepath.Base(n.Name())
	}
	if s.name == "" {
		s.name = name
	}
	if sk, ok := s.r.(io.Seeker); ok {
		if at, err := sk.Seek(0, io.SeekCurrent); err == nil { // a pipe or a terminal cannot seek: one-shot
			s.seeker, s.start = sk, at
		}
	}
	f.parts = append(f.parts, formPart{name: name, file: s})
	return nil
}

// rewind makes the form ready to be sent again: every file sought back to where it started, or
// errOneShot (or the seek's error) when a file cannot be read again.
func (f *form) rewind() error {
	if f.done != nil {
		<-f.done // the last attempt's writer no longer reads the files
	}
	for _, p := range f.parts {
		if p.file == nil {
			continue
		}
		if p.file.seeker == nil {
			return errOneShot
		}
		if _, err := p.file.seeker.Seek(p.file.start, io.SeekStart); err != nil {
			return fmt.Errorf("the body's file %q cannot be read again: %w", p.file.name, err)
		}
	}
	return nil
}

// open starts writing the form into a pipe for one attempt: the body to send and its Content-Type.
// The caller closes the body when the attempt is over, which stops the writer.
func (f *form) open() (io.ReadCloser, string) {
	pr, pw := io.Pipe()
	mw := multipart.NewWriter(pw)
	contentType := mw.FormDataContentType()
	done := make(chan struct{})
	f.done = done
	go func() {
		defer close(done)
		pw.CloseWithError(f.write(mw))
	}()
	return pr, contentType
}

var quoteEscaper = strings.NewReplacer("\\", "\\\\", `"`, "\\\"")

func (f *form) write(mw *multipart.Writer) error {
	for _, p := range f.parts {
		switch {
		case p.file != nil:
			h := make(textproto.MIMEHeader)
			h.Set("Content-Disposition", fmt.Sprintf(`form-data; name="%s"; filename="%s"`, quoteEscaper.Replace(p.name), quoteEscaper.Replace(p.file.name)))
			h.Set("Content-Type", p.file.contentType)
			w, err := mw.CreatePart(h)
			if err != nil {
				return err
			}
			if _, err := io.Copy(w, sourceReader{f, p.name, p.file.r}); err != nil {
				return err
			}
		case p.json != nil:
			h := make(textproto.MIMEHeader)
			h.Set("Content-Disposition", fmt.Sprintf(`form-data; name="%s"`, quoteEscaper.Replace(p.name)))
			h.Set("Content-Type", "application/json")
			w, err := mw.CreatePart(h)
			if err != nil {
				return err
			}
			if _, err := w.Write(p.json); err != nil {
				return err
			}
		default:
			if err := mw.WriteField(p.name, p.text); err != nil {
				return err
			}
		}
	}
	return mw.Close()
}

// sourceReader notes a file's read error, which fails the call as the caller's (never retried), not
// as a connection error. It hides the reader's WriterTo, so io.Copy moves at most 32 KiB at a time.
type sourceReader struct {
	f    *form
	part string
	r    io.Reader
}

func (s sourceReader) Read(p []byte) (int, error) {
	n, err := s.r.Read(p)
	if err != nil && err != io.EOF {
		s.f.mu.Lock()
		if s.f.sourceErr == nil {
			s.f.sourceErr, s.f.source = err, s.part
		}
		s.f.mu.Unlock()
	}
	return n, err
}

// readError is the error of an attempt that failed because a file could not be read.
func (f *form) readError() error {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.sourceErr == nil {
		return nil
	}
	return &RequestError{Kind: ErrInvalidArgument, Param: f.source, Message: "reading the file of " + f.source + " failed", cause: f.sourceErr}
}

// rewind makes a request's body ready for another attempt (nothing to do for JSON bytes).
func (e *encoded) rewind() error {
	if e.form == nil {
		return nil
	}
	return e.form.rewind()
}

// notResent is the failed attempt's own error, saying why the SDK did not send the body again.
func notResent(err error, why error) error {
	note := "; not retried: " + why.Error()
	var apiErr *APIError
	var reqErr *RequestError
	switch {
	case errors.As(err, &apiErr):
		apiErr.Message += note
	case errors.As(err, &reqErr):
		reqErr.Message += note
	}
	return err
}

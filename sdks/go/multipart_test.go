package orbit

// The multipart encoder of the core (core_multipart.go), with an operation descriptor of its own:
// the real contract has no multipart operation, the fixture contract's is built the same way.

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"io/ioutil"
	"mime"
	"mime/multipart"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/orbit-platform/orbit-sdk-go/v3/option"
)

type uploadMeta struct {
	Source string `json:"source"`
}

type uploadParams struct {
	ID      string
	File    io.Reader
	Extra   []io.Reader
	Purpose string
	Note    *string
	Count   *int
	Tags    []string
	Meta    *uploadMeta
}

var objTestUploadMeta = &object{name: "UploadMeta", fields: []param{{name: "source", field: 0, required: true}}}

var opTestUpload = operation{
	id: "upload", method: "POST", path: "/uploads/{id}",
	auth: authLoginToken, answer: answerJSON, accept: "application/json",
	multipart: true,
	params: []param{
		{name: "id", in: inPath, field: 0, required: true},
		{name: "file", field: 1, required: true, file: true},
		{name: "extra", field: 2, file: true},
		{name: "purpose", field: 3, required: true},
		{name: "note", field: 4},
		{name: "count", field: 5},
		{name: "tags", field: 6},
		{name: "meta", field: 7, object: objTestUploadMeta},
	},
}

type part struct{ Name, FileName, ContentType, Content string }

// readParts reads the parts of a multipart request the double received, in order.
func readParts(t *testing.T, r recorded) []part {
	t.Helper()
	_, params, err := mime.ParseMediaType(r.Header.Get("Content-Type"))
	if err != nil || params["boundary"] == "" {
		t.Errorf("not a multipart request: %q", r.Header.Get("Content-Type"))
		return nil
	}
	mr := multipart.NewReader(strings.NewReader(r.Body), params["boundary"])
	var parts []part
	for {
		p, err := mr.NextPart()
		if err == io.EOF {
			return parts
		}
		if err != nil {
			t.Errorf("reading a part: %v", err)
			return parts
		}
		b, _ := ioutil.ReadAll(p)
		parts = append(parts, part{p.FormName(), p.FileName(), p.Header.Get("Content-Type"), string(b)})
	}
}

const attachmentJSON = `{"id":"att_1"}`

func TestMultipartPartsInOrder(t *testing.T) {
	var chunked bool
	d := newDouble(t, func(w http.ResponseWriter, r *http.Request, n int) {
		chunked = r.ContentLength == -1 && len(r.TransferEncoding) == 1
		jsonAnswer(w, 201, attachmentJSON)
	})
	client, _ := testClient(t, d, option.WithAccessToken("at_1"))
	path := filepath.Join(t.TempDir(), "notes.txt")
	if err := ioutil.WriteFile(path, []byte("from a path"), 0o644); err != nil {
		t.Fatal(err)
	}
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	count := 3
	params := &uploadParams{
		ID:      "u 1",
		File:    File(strings.NewReader("hello widget"), "hello.txt", "text/plain"),
		Extra:   []io.Reader{f, bytes.NewReader([]byte{0, 1, 2})},
		Purpose: "manual",
		Note:    String("first"),
		Count:   &count,
		Tags:    []string{"a", "b"},
		Meta:    &uploadMeta{Source: "test"},
	}
	var out struct{ ID string }
	if err := client.core.call(context.Background(), &opTestUpload, params, &out, nil); err != nil {
		t.Fatal(err)
	}
	r := d.received()[0]
	if mt, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type")); mt != "multipart/form-data" {
		t.Errorf("Content-Type %q", r.Header.Get("Content-Type"))
	}
	got := readParts(t, r)
	if !chunked {
		t.Error("the body was not streamed (it had a Content-Length)")
	}
	want := []part{
		{"file", "hello.txt", "text/plain", "hello widget"},
		{"extra", "notes.txt", "application/octet-stream", "from a path"},
		{"extra", "extra", "application/octet-stream", "\x00\x01\x02"},
		{"purpose", "", "", "manual"},
		{"note", "", "", "first"},
		{"count", "", "", "3"},
		{"tags", "", "", "a"},
		{"tags", "", "", "b"},
		{"meta", "", "application/json", `{"source":"test"}`},
	}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("parts\n got %q\nwant %q", got, want)
	}
	if r.Path != "/uploads/u 1" || out.ID != "att_1" {
		t.Errorf("path %q, answer %+v", r.Path, out)
	}
}

func TestMultipartRefusesBeforeSending(t *testing.T) {
	d := newDouble(t, func(w http.ResponseWriter, r *http.Request, n int) { jsonAnswer(w, 201, attachmentJSON) })
	client, _ := testClient(t, d)
	var nilFile *os.File
	for name, params := range map[string]*uploadParams{
		"file":     {ID: "u", Purpose: "manual"},
		"extra[0]": {ID: "u", Purpose: "manual", File: strings.NewReader("x"), Extra: []io.Reader{nilFile}},
		"file ":    {ID: "u", Purpose: "manual", File: File(nil, "x.txt", "")},
	} {
		err := client.core.call(context.Background(), &opTestUpload, params, nil, nil)
		var re *RequestError
		if !errors.Is(err, ErrInvalidArgument) || !errors.As(err, &re) || re.Param != strings.TrimSpace(name) {
			t.Errorf("%s: %v", name, err)
		}
	}
	if n := len(d.received()); n != 0 {
		t.Errorf("%d requests sent", n)
	}
}

// countingSource makes size bytes on the fly (never held) and counts what it made.
type countingSource struct {
	mu       sync.Mutex
	size     int64
	produced int64
}

func (s *countingSource) Read(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.produced >= s.size {
		return 0, io.EOF
	}
	n := int64(len(p))
	if n > s.size-s.produced {
		n = s.size - s.produced
	}
	for i := range p[:n] {
		p[i] = byte('a' + (s.produced+int64(i))%26)
	}
	s.produced += n
	return int(n), nil
}

func (s *countingSource) made() int64 {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.produced
}

// readingTransport reads each request body slowly, noting the most the source was ahead of it.
type readingTransport struct {
	source   *countingSource
	consumed int64
	ahead    int64
}

func (rt *readingTransport) RoundTrip(req *http.Request) (*http.Response, error) {
	buf := make([]byte, 4096)
	for {
		n, err := req.Body.Read(buf)
		rt.consumed += int64(n)
		if d := rt.source.made() - rt.consumed; d > rt.ahead {
			rt.ahead = d
		}
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, err
		}
	}
	req.Body.Close()
	return &http.Response{StatusCode: 201, Header: http.Header{"Content-Type": {"application/json"}}, Body: ioutil.NopCloser(strings.NewReader(attachmentJSON)), Request: req}, nil
}

// The SDK streams a file part: while the body is read, the source is never more than a copy buffer
// ahead of what was sent, so a 64 MiB file is never held whole (nor in large pieces).
func TestMultipartStreamsTheFile(t *testing.T) {
	source := &countingSource{size: 64 << 20}
	transport := &readingTransport{source: source}
	client, _ := testClient(t, newDouble(t, nil), option.WithHTTPClient(&http.Client{Transport: transport}))
	params := &uploadParams{ID: "u", File: File(source, "big.bin", ""), Purpose: "manual"}
	if err := client.core.call(context.Background(), &opTestUpload, params, nil, nil); err != nil {
		t.Fatal(err)
	}
	if source.made() != source.size || transport.consumed <= source.size {
		t.Fatalf("sent %d bytes of a %d-byte file (%d in the body)", source.made(), source.size, transport.consumed)
	}
	if transport.ahead > 64<<10 {
		t.Errorf("the source was up to %d bytes ahead of the body: the file was buffered", transport.ahead)
	}
	fmt.Printf("multipart: a %d MiB file streamed, the source at most %d KiB ahead of the body\n", source.size>>20, transport.ahead>>10)
}

// oneShot is a reader that is not an io.Seeker: a stream that can be read once.
type oneShot struct{ r io.Reader }

func (o *oneShot) Read(p []byte) (int, error) { return o.r.Read(p) }

func TestMultipartRetriesReReadableSources(t *testing.T) {
	path := filepath.Join(t.TempDir(), "data.txt")
	if err := ioutil.WriteFile(path, []byte("0123456789"), 0o644); err != nil {
		t.Fatal(err)
	}
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if _, err := f.Seek(3, io.SeekStart); err != nil { // sent from where the caller left it
		t.Fatal(err)
	}
	d := newDouble(t, func(w http.ResponseWriter, r *http.Request, n int) {
		if n == 1 {
			errorAnswer(w, 503, "api_error", "service_unavailable")
			return
		}
		jsonAnswer(w, 201, attachmentJSON)
	})
	client, h := testClient(t, d)
	params := &uploadParams{ID: "u", File: bytes.NewReader([]byte("bytes")), Extra: []io.Reader{f}, Purpose: "manual"}
	if err := client.core.call(context.Background(), &opTestUpload, params, nil, nil); err != nil {
		t.Fatal(err)
	}
	var bodies []string
	for _, r := range d.received() {
		if parts := readParts(t, r); len(parts) == 3 {
			bodies = append(bodies, parts[0].Content+"|"+parts[1].Content)
		}
	}
	if want := []string{"bytes|3456789", "bytes|3456789"}; fmt.Sprint(bodies) != fmt.Sprint(want) || len(h.slept()) != 1 {
		t.Errorf("bodies %q (want %q), waits %v", bodies, want, h.slept())
	}
}

func TestMultipartOneShotStreamIsNotSentTwice(t *testing.T) {
	cases := map[string]struct {
		answer  func(w http.ResponseWriter, r *http.Request)
		kind    error
		options []option.RequestOption
	}{
		"a retried status": {
			answer: func(w http.ResponseWriter, r *http.Request) { errorAnswer(w, 503, "api_error", "service_unavailable") },
			kind:   ErrInternalServer,
		},
		"no answer": {
			answer: func(w http.ResponseWriter, r *http.Request) {
				conn, _, _ := w.(http.Hijacker).Hijack()
				conn.Close()
			},
			kind: ErrAPIConnection,
		},
		"a 401 the session would renew": {
			answer: func(w http.ResponseWriter, r *http.Request) {
				errorAnswer(w, 401, "authentication_error", "token_expired")
			},
			kind:    ErrAuthentication,
			options: []option.RequestOption{option.WithAccessToken("at_old"), option.WithRefreshToken("rt_oldoldoldoldoldold")},
		},
	}
	for name, c := range cases {
		t.Run(name, func(t *testing.T) {
			d := newDouble(t, func(w http.ResponseWriter, r *http.Request, n int) { c.answer(w, r) })
			client, h := testClient(t, d, c.options...)
			params := &uploadParams{ID: "u", File: File(&oneShot{strings.NewReader("line one\n")}, "log.txt", "text/plain"), Purpose: "other"}
			err := client.core.call(context.Background(), &opTestUpload, params, nil, nil)
			if !errors.Is(err, c.kind) || !strings.Contains(err.Error(), "not retried: the body's stream cannot be re-read") {
				t.Errorf("error %v, want kind %v saying the stream cannot be re-read", err, c.kind)
			}
			if len(d.received()) != 1 || len(h.slept()) != 0 {
				t.Errorf("%d requests (want the first attempt only), waits %v", len(d.received()), h.slept())
			}
			if parts := readParts(t, d.received()[0]); name != "no answer" && (len(parts) != 2 || parts[0].Content != "line one\n") {
				t.Errorf("first attempt's parts %q", parts)
			}
		})
	}
}

type failingReader struct{}

func (failingReader) Read(p []byte) (int, error) { return 0, errors.New("disk on fire") }

func TestMultipartUnreadableFileIsTheCallersError(t *testing.T) {
	d := newDouble(t, func(w http.ResponseWriter, r *http.Request, n int) { jsonAnswer(w, 201, attachmentJSON) })
	client, h := testClient(t, d)
	err := client.core.call(context.Background(), &opTestUpload, &uploadParams{ID: "u", File: failingReader{}, Purpose: "x"}, nil, nil)
	var re *RequestError
	if !errors.Is(err, ErrInvalidArgument) || !errors.As(err, &re) || re.Param != "file" || !strings.Contains(err.Error(), "disk on fire") {
		t.Errorf("error %v", err)
	}
	if len(h.slept()) != 0 || len(d.received()) > 1 {
		t.Errorf("retried: %d requests, waits %v", len(d.received()), h.slept())
	}
}

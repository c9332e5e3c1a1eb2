// The matrix driver of the Go SDK (docs/sdk-design.md §6): reads one JSON request per line on standard
// input, maps it onto the SDK's public API and writes one JSON answer per line on standard output
// (anything else goes to standard error); exits 0 at the end of the input.
//
// The SDK is the one go.mod's replace directive names (sdks/go): a Go program links its SDK when it is
// built, so tests/shapes/run.ts builds this driver against an SDK built from another contract by
// pointing that directive at it (what ORBIT_SDK_DIR names for the other drivers).
//
// The mapping, and nothing more:
//   - a client per name, created at its first call from clientOptions with orbit.NewClient and the
//     option package; the SDK's log sink (option.WithLogger) collects each call's lines;
//   - resource and method: the Client field and the service method whose names equal the protocol's
//     ignoring case (orders → Orders, sendSmsCode → SendSMSCode); autoPaging calls <Method>AutoPaging,
//     stream calls <Method>Stream;
//   - params: decoded into the method's params struct through its json tags (the contract's names);
//     a param null is listed in the struct's NullFields, a {"$file": …} param is the io.Reader a Go
//     caller would pass (an *os.File of a file written first, a *bytes.Reader, or a one-shot stream);
//     a parameter the struct does not have, or a value of the wrong JSON kind, cannot be written in Go
//     at all (the compiler refuses it), so the driver reports it as the SDK's own argument error, an
//     *orbit.RequestError of kind InvalidArgument, before calling anything;
//   - options: option.WithHeader, WithMaxRetries, WithTimeout, WithIdleTimeout, WithIdempotencyKey,
//     WithAPIKey, WithQuery (extraQuery), WithJSONSet (extraBody), and option.WithResponseInto for the
//     request id and the raw answer (raw: status and headers); clientOptions.idleTimeout is
//     option.WithIdleTimeout given to NewClient;
//   - a stream that fails answers its error with the chunks Next had given before it;
//   - concurrent: N goroutines make the call at once on the one client;
//   - proxies: nothing to map; the SDK's default HTTP client takes HTTP_PROXY, HTTPS_PROXY and
//     NO_PROXY from the driver's environment;
//   - clientOptions.from: the named client's WithOptions with the other keys given;
//     clientOptions.middleware: option.WithMiddleware recording every attempt (answers carry attempts);
//   - pages: List, then HasNextPage and GetNextPage; cancelAfterChunks: cancels the call's context;
//   - errors: *orbit.APIError and *orbit.RequestError, whose Kind.Error() is the kind's name.
package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/ioutil"
	"net/http"
	"os"
	"path/filepath"
	"reflect"
	"runtime"
	"runtime/debug"
	"sort"
	"strings"
	"sync"
	"time"

	orbit "github.com/orbit-platform/orbit-sdk-go/v3"
	"github.com/orbit-platform/orbit-sdk-go/v3/option"
)

const module = "github.com/orbit-platform/orbit-sdk-go/v3"

type request struct {
	ID            json.RawMessage            `json:"id"`
	Op            string                     `json:"op"`
	Client        string                     `json:"client"`
	ClientOptions clientOptions              `json:"clientOptions"`
	Resource      string                     `json:"resource"`
	Method        string                     `json:"method"`
	Params        map[string]json.RawMessage `json:"params"`
	Options       callOptions                `json:"options"`
	Stream        bool                       `json:"stream"`
	AutoPaging    bool                       `json:"autoPaging"`
	Raw           bool                       `json:"raw"`
	Pages         bool                       `json:"pages"`
	CancelAfter   *int                       `json:"cancelAfterChunks"`
	Concurrent    int                        `json:"concurrent"`
}

type clientOptions struct {
	BaseURL        *string           `json:"baseUrl"`
	AccessToken    *string           `json:"accessToken"`
	APIKey         *string           `json:"apiKey"`
	MaxRetries     *int              `json:"maxRetries"`
	Timeout        *float64          `json:"timeout"`
	IdleTimeout    *float64          `json:"idleTimeout"`
	AutoRefresh    *bool             `json:"autoRefresh"`
	DefaultHeaders map[string]string `json:"defaultHeaders"`
	LogLevel       *string           `json:"logLevel"`
	From           *string           `json:"from"`
	Middleware     bool              `json:"middleware"`
}

type callOptions struct {
	Headers        map[string]string          `json:"headers"`
	MaxRetries     *int                       `json:"maxRetries"`
	Timeout        *float64                   `json:"timeout"`
	IdleTimeout    *float64                   `json:"idleTimeout"`
	IdempotencyKey *string                    `json:"idempotencyKey"`
	APIKey         *string                    `json:"apiKey"`
	ExtraQuery     map[string]interface{}     `json:"extraQuery"`
	ExtraBody      map[string]json.RawMessage `json:"extraBody"`
}

type answer struct {
	ID        json.RawMessage `json:"id"`
	OK        bool            `json:"ok"`
	Result    interface{}     `json:"result,omitempty"`
	RequestID *string         `json:"requestId,omitempty"`
	Error     *errorAnswer    `json:"error,omitempty"`
	Chunks    *[]interface{}  `json:"chunks,omitempty"` // a failed stream: the chunks read before its error
	Log       []string        `json:"log"`
	Attempts  *[]attempt      `json:"attempts,omitempty"` // for a traced client, [] too
}

// attempt is one attempt the middleware of a "middleware": true client saw.
type attempt struct {
	Method string `json:"method"`
	Path   string `json:"path"`
	Status *int   `json:"status"`
}

type errorAnswer struct {
	Kind      string  `json:"kind"`
	Class     string  `json:"class"`
	SDKError  bool    `json:"sdkError"`
	Status    *int    `json:"status"`
	Code      *string `json:"code"`
	Type      *string `json:"type"`
	Param     *string `json:"param"`
	RequestID *string `json:"requestId"`
	Message   string  `json:"message"`
	RawBody   *string `json:"rawBody"`
}

// sink is the SDK's log sink: the lines of the current call.
type sink struct {
	mu    sync.Mutex
	lines []string
}

func (s *sink) Printf(format string, v ...interface{}) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.lines = append(s.lines, fmt.Sprintf(format, v...))
}

func (s *sink) take() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := s.lines
	s.lines = []string{}
	return out
}

var (
	clients = map[string]*orbit.Client{}
	logs    = &sink{lines: []string{}}
	// traced: the clients whose attempts are recorded (a copy of a traced client is traced too).
	traced     = map[string]bool{}
	attempts   []attempt
	attemptsMu sync.Mutex // concurrent calls record at once
	// record is the middleware of a traced client.
	record = func(req *http.Request, next option.MiddlewareNext) (*http.Response, error) {
		resp, err := next(req)
		a := attempt{Method: req.Method, Path: req.URL.Path}
		if err == nil {
			status := resp.StatusCode
			a.Status = &status
		}
		attemptsMu.Lock()
		attempts = append(attempts, a)
		attemptsMu.Unlock()
		return resp, err
	}
)

// streamFailed is the error of a stream that failed after the caller had read chunks of it.
type streamFailed struct {
	err    error
	chunks []interface{}
}

func (f streamFailed) Error() string { return f.err.Error() }
func (f streamFailed) Unwrap() error { return f.err }

func seconds(s float64) time.Duration { return time.Duration(s * float64(time.Second)) }

func clientFor(r *request) (*orbit.Client, error) {
	if c, ok := clients[r.Client]; ok {
		return c, nil
	}
	o := r.ClientOptions
	var opts []option.RequestOption
	if o.BaseURL != nil {
		opts = append(opts, option.WithBaseURL(*o.BaseURL))
	}
	if o.AccessToken != nil {
		opts = append(opts, option.WithAccessToken(*o.AccessToken))
	}
	if o.APIKey != nil {
		opts = append(opts, option.WithAPIKey(*o.APIKey))
	}
	if o.MaxRetries != nil {
		opts = append(opts, option.WithMaxRetries(*o.MaxRetries))
	}
	if o.Timeout != nil {
		opts = append(opts, option.WithTimeout(seconds(*o.Timeout)))
	}
	if o.IdleTimeout != nil {
		opts = append(opts, option.WithIdleTimeout(seconds(*o.IdleTimeout)))
	}
	if o.AutoRefresh != nil {
		opts = append(opts, option.WithAutoRefresh(*o.AutoRefresh))
	}
	for name, value := range o.DefaultHeaders {
		opts = append(opts, option.WithHeader(name, value))
	}
	if o.LogLevel != nil {
		opts = append(opts, option.WithLogLevel(*o.LogLevel), option.WithLogger(logs))
	}
	if o.From != nil {
		parent, ok := clients[*o.From]
		if !ok {
			return nil, driverError{fmt.Sprintf("client %q is a copy of %q, which does not exist yet", r.Client, *o.From)}
		}
		traced[r.Client] = traced[*o.From]
		if o.Middleware && !traced[r.Client] {
			opts = append(opts, option.WithMiddleware(record))
			traced[r.Client] = true
		}
		c, err := parent.WithOptions(opts...)
		if err != nil {
			return nil, err
		}
		clients[r.Client] = c
		return c, nil
	}
	if o.Middleware {
		opts = append(opts, option.WithMiddleware(record))
		traced[r.Client] = true
	}
	c, err := orbit.NewClient(opts...)
	if err != nil {
		return nil, err
	}
	clients[r.Client] = c
	return c, nil
}

// driverError is a request the SDK's public API has no way to express (an unknown method).
type driverError struct{ message string }

func (e driverError) Error() string { return e.message }

// findMethod answers the service method whose name equals want ignoring case.
func findMethod(client *orbit.Client, resource, want string) (reflect.Value, error) {
	cv := reflect.ValueOf(client).Elem()
	for i := 0; i < cv.NumField(); i++ {
		if !strings.EqualFold(cv.Type().Field(i).Name, resource) {
			continue
		}
		svc := cv.Field(i)
		for j := 0; j < svc.NumMethod(); j++ {
			if strings.EqualFold(svc.Type().Method(j).Name, want) {
				return svc.Method(j), nil
			}
		}
		return reflect.Value{}, driverError{fmt.Sprintf("the Go SDK has no method client.%s.%s", cv.Type().Field(i).Name, want)}
	}
	return reflect.Value{}, driverError{fmt.Sprintf("the Go SDK has no resource client.%s", resource)}
}

// paramsFor decodes the protocol's params into the method's params struct (nil when there are none).
// The shapes Go spells otherwise than JSON (tests/shapes/README.md): a param null is listed in the
// struct's NullFields, a {"$file": …} param is an io.Reader; close releases the files it opened.
func paramsFor(method reflect.Value, params map[string]json.RawMessage) (p reflect.Value, takes bool, close func(), err error) {
	close = func() {}
	t := method.Type()
	if t.NumIn() < 2 || t.In(1).Kind() != reflect.Ptr || t.In(1).Elem().Kind() != reflect.Struct {
		if len(params) > 0 {
			return reflect.Value{}, false, close, notExpressible("", fmt.Sprintf("the method takes no parameters, got %d", len(params)))
		}
		return reflect.Value{}, false, close, nil
	}
	st := t.In(1).Elem()
	fields := map[string]int{} // by the contract's name (the json tag)
	for i := 0; i < st.NumField(); i++ {
		fields[strings.Split(st.Field(i).Tag.Get("json"), ",")[0]] = i
	}
	plain := map[string]json.RawMessage{}
	var nulls []string
	files := map[int]reflect.Value{}
	var opened []*os.File
	close = func() {
		for _, f := range opened {
			f.Close()
		}
	}
	for name, raw := range params {
		i, known := fields[name]
		switch {
		case known && string(raw) == "null":
			if _, ok := st.FieldByName("NullFields"); !ok {
				return reflect.Value{}, true, close, notExpressible(name, "the params struct has no NullFields: no field of it can be sent as null")
			}
			nulls = append(nulls, st.Field(i).Name)
		case known && isFile(raw):
			v, err := fileValue(st.Field(i).Type, raw, &opened)
			if err != nil {
				return reflect.Value{}, true, close, err
			}
			files[i] = v
		default:
			plain[name] = raw
		}
	}
	p = reflect.New(st)
	raw, _ := json.Marshal(plain)
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	if err := dec.Decode(p.Interface()); err != nil {
		param := ""
		var typeErr *json.UnmarshalTypeError
		if errors.As(err, &typeErr) {
			param = typeErr.Field
		} else if strings.HasPrefix(err.Error(), "json: unknown field ") {
			param = strings.Trim(strings.TrimPrefix(err.Error(), "json: unknown field "), `"`)
		}
		return reflect.Value{}, true, close, notExpressible(param, err.Error())
	}
	for i, v := range files {
		p.Elem().Field(i).Set(v)
	}
	if nulls != nil {
		sort.Strings(nulls)
		p.Elem().FieldByName("NullFields").Set(reflect.ValueOf(nulls))
	}
	return p, true, close, nil
}

// fileParam is the protocol's {"$file": {name, content, type, from}}.
type fileParam struct {
	File *struct {
		Name    string `json:"name"`
		Content string `json:"content"`
		Type    string `json:"type"`
		From    string `json:"from"`
	} `json:"$file"`
}

func isFile(raw json.RawMessage) bool {
	var f fileParam
	if json.Unmarshal(raw, &f) == nil && f.File != nil {
		return true
	}
	var list []fileParam
	return json.Unmarshal(raw, &list) == nil && len(list) > 0 && list[0].File != nil
}

var readerType = reflect.TypeOf((*io.Reader)(nil)).Elem()

// fileValue is a file param as a Go caller hands it over: a path is an *os.File (os.Open of a file
// written first, its base name the file's name), bytes a *bytes.Reader, a stream a reader that is
// not an io.Seeker (sent once); orbit.File gives each its name and media type.
func fileValue(t reflect.Type, raw json.RawMessage, opened *[]*os.File) (reflect.Value, error) {
	if t.Kind() == reflect.Slice {
		var list []json.RawMessage
		json.Unmarshal(raw, &list)
		out := reflect.MakeSlice(t, len(list), len(list))
		for i, item := range list {
			v, err := fileValue(t.Elem(), item, opened)
			if err != nil {
				return reflect.Value{}, err
			}
			out.Index(i).Set(v)
		}
		return out, nil
	}
	if t != readerType {
		return reflect.Value{}, notExpressible("", fmt.Sprintf("a file where the params struct holds a %s", t))
	}
	var f fileParam
	json.Unmarshal(raw, &f)
	var r io.Reader
	switch f.File.From {
	case "path":
		dir, err := ioutil.TempDir("", "orbit-go-driver-")
		if err != nil {
			return reflect.Value{}, err
		}
		path := filepath.Join(dir, f.File.Name)
		if err := ioutil.WriteFile(path, []byte(f.File.Content), 0o600); err != nil {
			return reflect.Value{}, err
		}
		file, err := os.Open(path)
		if err != nil {
			return reflect.Value{}, err
		}
		os.RemoveAll(dir) // the open file stays readable
		*opened = append(*opened, file)
		return reflect.ValueOf(orbit.File(file, "", f.File.Type)), nil // the name is the file's own
	case "bytes":
		r = bytes.NewReader([]byte(f.File.Content))
	case "stream":
		r = oneShot{strings.NewReader(f.File.Content)}
	default:
		return reflect.Value{}, driverError{fmt.Sprintf("a $file from %q (path, bytes or stream)", f.File.From)}
	}
	return reflect.ValueOf(orbit.File(r, f.File.Name, f.File.Type)), nil
}

// oneShot is a stream that can be read once: an io.Reader without Seek.
type oneShot struct{ r io.Reader }

func (o oneShot) Read(p []byte) (int, error) { return o.r.Read(p) }

// notExpressible is the argument error Go gives at compile time, reported as the SDK's own.
func notExpressible(param, why string) error {
	return &orbit.RequestError{Kind: orbit.ErrInvalidArgument, Param: param, Message: "not expressible in Go (the compiler refuses it): " + why}
}

func call(r *request) (interface{}, *string, error) {
	client, err := clientFor(r)
	if err != nil {
		return nil, nil, err
	}
	name := r.Method
	switch {
	case r.AutoPaging:
		name += "AutoPaging"
	case r.Stream:
		name += "Stream"
	}
	method, err := findMethod(client, r.Resource, name)
	if err != nil {
		return nil, nil, err
	}
	params := r.Params
	if r.Stream {
		delete(params, "stream") // the Stream variant sends it
	}
	p, takesParams, closeFiles, err := paramsFor(method, params)
	defer closeFiles()
	if err != nil {
		return nil, nil, err
	}

	var resp *http.Response
	opts := []option.RequestOption{option.WithResponseInto(&resp)}
	for name, value := range r.Options.Headers {
		opts = append(opts, option.WithHeader(name, value))
	}
	if r.Options.MaxRetries != nil {
		opts = append(opts, option.WithMaxRetries(*r.Options.MaxRetries))
	}
	if r.Options.Timeout != nil {
		opts = append(opts, option.WithTimeout(seconds(*r.Options.Timeout)))
	}
	if r.Options.IdleTimeout != nil {
		opts = append(opts, option.WithIdleTimeout(seconds(*r.Options.IdleTimeout)))
	}
	if r.Options.IdempotencyKey != nil {
		opts = append(opts, option.WithIdempotencyKey(*r.Options.IdempotencyKey))
	}
	if r.Options.APIKey != nil {
		opts = append(opts, option.WithAPIKey(*r.Options.APIKey))
	}
	for _, key := range sortedKeys(r.Options.ExtraQuery) {
		opts = append(opts, option.WithQuery(key, queryText(r.Options.ExtraQuery[key])))
	}
	for _, key := range sortedRawKeys(r.Options.ExtraBody) {
		opts = append(opts, option.WithJSONSet(key, r.Options.ExtraBody[key]))
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	args := []reflect.Value{reflect.ValueOf(ctx)}
	if takesParams {
		args = append(args, p)
	}
	for _, o := range opts {
		args = append(args, reflect.ValueOf(o))
	}
	out := method.Call(args)
	requestID := func() *string {
		if resp == nil {
			return nil
		}
		id := resp.Header.Get("X-Request-Id")
		return &id
	}
	// raw: the answer's status and headers (option.WithResponseInto) around the usual result.
	done := func(result interface{}) (interface{}, *string, error) {
		if !r.Raw || resp == nil {
			return result, requestID(), nil
		}
		headers := map[string]string{}
		for name, values := range resp.Header {
			headers[strings.ToLower(name)] = strings.Join(values, ", ")
		}
		return map[string]interface{}{"status": resp.StatusCode, "headers": headers, "body": result}, requestID(), nil
	}

	if r.AutoPaging || r.Stream {
		// An iterator or a stream: Next, Current, Err (and Close for a stream).
		it := out[0]
		var items []interface{}
		cancelled := false
		for it.MethodByName("Next").Call(nil)[0].Bool() {
			if cancelled {
				return nil, nil, driverError{"the SDK yielded a chunk after the call's context was cancelled"}
			}
			items = append(items, it.MethodByName("Current").Call(nil)[0].Interface())
			if r.CancelAfter != nil && len(items) == *r.CancelAfter {
				cancel()
				cancelled = true
			}
		}
		if close := it.MethodByName("Close"); close.IsValid() {
			close.Call(nil)
		}
		if items == nil {
			items = []interface{}{}
		}
		if e := it.MethodByName("Err").Call(nil)[0]; !e.IsNil() {
			err := e.Interface().(error)
			if cancelled && errors.Is(err, orbit.ErrAPIUserAbort) {
				return done(map[string]interface{}{"chunks": items, "cancelled": true})
			}
			if r.Stream {
				return nil, nil, streamFailed{err, items}
			}
			return nil, nil, err
		}
		if r.Stream {
			return done(map[string]interface{}{"chunks": items})
		}
		return done(map[string]interface{}{"items": items})
	}
	if e := out[len(out)-1]; !e.IsNil() {
		return nil, nil, e.Interface().(error)
	}
	if len(out) == 1 {
		return done(nil)
	}
	if r.Pages {
		return walkPages(ctx, out[0])
	}
	switch v := out[0].Interface().(type) {
	case *orbit.BinaryResponse:
		b, err := ioutil.ReadAll(v.Body)
		v.Body.Close()
		if err != nil {
			return nil, nil, err
		}
		return done(map[string]interface{}{"binary": true, "mediaType": v.MediaType, "base64": base64.StdEncoding.EncodeToString(b)})
	default:
		return done(v)
	}
}

// walkPages follows the page-level API from the first page: HasNextPage, then GetNextPage.
func walkPages(ctx context.Context, page reflect.Value) (interface{}, *string, error) {
	if !page.MethodByName("GetNextPage").IsValid() {
		return nil, nil, driverError{fmt.Sprintf("%s has no page-level API", page.Type())}
	}
	var pages []map[string]interface{}
	for !page.IsNil() {
		items := page.Elem().FieldByName("Items").Interface()
		pages = append(pages, map[string]interface{}{"items": items, "hasNextPage": page.MethodByName("HasNextPage").Call(nil)[0].Bool()})
		next := page.MethodByName("GetNextPage").Call([]reflect.Value{reflect.ValueOf(ctx)})
		if e := next[1]; !e.IsNil() {
			return nil, nil, e.Interface().(error)
		}
		page = next[0]
	}
	return map[string]interface{}{"pages": pages}, nil, nil
}

// queryText is a JSON value as a query string writes it (strings as they are, true/false, numbers).
func queryText(v interface{}) string {
	if s, ok := v.(string); ok {
		return s
	}
	b, _ := json.Marshal(v)
	return string(b)
}

func sortedKeys(m map[string]interface{}) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

func sortedRawKeys(m map[string]json.RawMessage) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// concurrently makes the call r.Concurrent times at once on the one client, a goroutine each, as a
// Go program shares one client between goroutines; it answers how many succeeded and the errors.
func concurrently(r *request) (interface{}, error) {
	if _, err := clientFor(r); err != nil { // created once, before the goroutines share it
		return nil, err
	}
	errs := make([]error, r.Concurrent)
	var wg sync.WaitGroup
	for i := range errs {
		one := *r
		one.Params = map[string]json.RawMessage{}
		for k, v := range r.Params {
			one.Params[k] = v
		}
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			_, _, errs[i] = call(&one)
		}(i)
	}
	wg.Wait()
	failed := []*errorAnswer{}
	for _, err := range errs {
		if err != nil {
			failed = append(failed, describe(err))
		}
	}
	return map[string]interface{}{"succeeded": r.Concurrent - len(failed), "errors": failed}, nil
}

func describe(err error) *errorAnswer {
	str := func(s string) *string {
		if s == "" {
			return nil
		}
		return &s
	}
	e := &errorAnswer{Class: fmt.Sprintf("%T", err), Message: err.Error()}
	var apiErr *orbit.APIError
	var reqErr *orbit.RequestError
	switch {
	case errors.As(err, &apiErr):
		e.SDKError, e.Kind = true, "APIError"
		if apiErr.Kind != nil {
			e.Kind = apiErr.Kind.Error()
		}
		status := apiErr.StatusCode
		e.Status, e.Code, e.Type, e.Param, e.RequestID, e.Message = &status, str(apiErr.Code), str(apiErr.Type), str(apiErr.Param), str(apiErr.RequestID), apiErr.Message
		e.RawBody = str(string(apiErr.RawBody))
	case errors.As(err, &reqErr):
		e.SDKError, e.Kind, e.Param = true, reqErr.Kind.Error(), str(reqErr.Param)
	default:
		e.Kind = "NotAnSDKError"
		var de driverError
		if errors.As(err, &de) {
			e.Kind, e.Class = "Driver", "driver"
		}
	}
	return e
}

func handle(line []byte) answer {
	var r request
	if err := json.Unmarshal(line, &r); err != nil {
		return answer{ID: json.RawMessage("null"), Error: &errorAnswer{Kind: "Protocol", Class: "driver", Message: "not a request: " + err.Error()}, Log: []string{}}
	}
	switch r.Op {
	case "hello":
		version := "unknown"
		if info, ok := debug.ReadBuildInfo(); ok {
			for _, dep := range info.Deps {
				if dep.Path == module {
					version = strings.TrimPrefix(dep.Version, "v")
				}
			}
		}
		return answer{ID: r.ID, OK: true, Result: map[string]string{"sdk": "go", "version": version, "runtime": runtime.Version()}, Log: []string{}}
	case "call":
		logs.take()
		attempts = nil
		var result interface{}
		var requestID *string
		var err error
		if r.Concurrent > 0 {
			result, err = concurrently(&r)
		} else {
			result, requestID, err = call(&r)
		}
		var seen *[]attempt
		if traced[r.Client] {
			all := append([]attempt{}, attempts...)
			seen = &all
		}
		if err != nil {
			a := answer{ID: r.ID, Error: describe(err), Log: logs.take(), Attempts: seen}
			var failed streamFailed
			if errors.As(err, &failed) {
				a.Chunks = &failed.chunks
			}
			return a
		}
		return answer{ID: r.ID, OK: true, Result: result, RequestID: requestID, Log: logs.take(), Attempts: seen}
	}
	return answer{ID: r.ID, Error: &errorAnswer{Kind: "Protocol", Class: "driver", Message: "unknown op " + r.Op}, Log: []string{}}
}

func main() {
	in := bufio.NewScanner(os.Stdin)
	in.Buffer(make([]byte, 1<<20), 64<<20)
	out := bufio.NewWriter(os.Stdout)
	enc := json.NewEncoder(out)
	enc.SetEscapeHTML(false)
	for in.Scan() {
		line := bytes.TrimSpace(in.Bytes())
		if len(line) == 0 {
			continue
		}
		a := handle(line)
		if a.ID == nil {
			a.ID = json.RawMessage("null")
		}
		if err := enc.Encode(a); err != nil {
			fmt.Fprintln(os.Stderr, "driver: cannot encode the answer:", err)
			os.Exit(1)
		}
		out.Flush()
	}
	if err := in.Err(); err != nil {
		fmt.Fprintln(os.Stderr, "driver: reading standard input:", err)
		os.Exit(1)
	}
}

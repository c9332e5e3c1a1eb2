// Hand-written: a call the fake received, recorded for a test's assertions, and which operation of
// the contract it is (the routing table of routes.go, generated: method, path template and the fixed
// values that tell apart operations sharing both, such as Orders.Cancel and Orders.Delete).

package orbittest

import (
	"bytes"
	"encoding/json"
	"io"
	"io/ioutil"
	"mime"
	"mime/multipart"
	"net/http"
	"net/url"
	"reflect"
	"sort"
	"strings"
)

// Call is one request the fake received. Each attempt is a call of its own: a retry, the session's
// renewal (a call of the refresh operation) and the replay after it are calls in the order sent.
type Call struct {
	// Operation is the SDK's name of the operation, as registered: "Orders.List" (empty when no
	// operation of the contract has this method, path and fixed values).
	Operation string
	// Method and Path are the request's (the path without the query, decoded).
	Method, Path string
	// Query holds the query parameters as sent.
	Query url.Values
	// Header holds the request's headers: Authorization, Idempotency-Key, User-Agent …
	Header http.Header
	// Body is a JSON body as sent (nil for none and for a multipart body).
	Body json.RawMessage
	// Parts are the parts of a multipart/form-data body, in order.
	Parts []Part
	// Args holds the arguments by their contract names: path, query and header parameters and the
	// fields of the body (a multipart body's text and JSON parts; its files are in Parts), decoded
	// as encoding/json decodes JSON (numbers are float64). Decode gives them typed.
	Args map[string]interface{}

	args    map[string]json.RawMessage
	escaped string // the path as sent, percent-encoded, which the routes match
}

// Part is one part of a multipart/form-data body.
type Part struct {
	// Name is the part's field name (the contract's).
	Name string
	// Filename is a file part's name (empty for a text or JSON part).
	Filename string
	// ContentType is the part's media type.
	ContentType string
	// Data holds the part's bytes.
	Data []byte
}

// Decode stores the call's arguments in params, a pointer to the method's params struct (e.g.
// &orbit.OrderListParams{}), whose json tags are the contract's names: the typed arguments the call
// was made with. Numbers keep every digit.
func (c Call) Decode(params interface{}) error {
	data, err := json.Marshal(c.args)
	if err != nil {
		return err
	}
	return json.Unmarshal(data, params)
}

// route is one operation of the contract as the fake sees it (routes.go).
type route struct {
	operation    string // the SDK's name: "Orders.List"
	hint         string // how a test registers an answer: orbittest.Reply(orbittest.OrderList(t))
	method, path string // the HTTP method and the path template
	fixed        []fixedValue
	status       int // the success answer's status
	answer       answerKind
	mediaType    string
	goType       reflect.Type // a JSON answer's Go type
	result       *schema      // a JSON answer's schema
	stream       *streamRoute // the stream method of an operation that streams
	args         []arg        // path and query parameters, a multipart body's fields
	headers      []arg        // header parameters
}

// fixedValue is a value the SDK always sends for the operation: a body field (JSON) or a text part,
// or a query parameter.
type fixedValue struct {
	name, json string
	query      bool
}

type streamRoute struct {
	mediaType, done string
	chunkType       reflect.Type
	chunk           *schema
}

type answerKind int

const (
	answerJSON answerKind = iota
	answerText
	answerBinary
	answerEmpty
)

// argKind says how a path, query, header or text part value is read back as JSON.
type argKind int

const (
	argString argKind = iota
	argNumber
	argBoolean
	argJSON // a multipart part holding an object: JSON text
)

// arg is one parameter of a route outside a JSON body.
type arg struct {
	name  string
	kind  argKind
	array bool // a query parameter repeated per item, or a multipart field with a part per item
}

// record reads a request into a call and finds its route (nil when none).
func record(req *http.Request) (*Call, *route, error) {
	var body []byte
	if req.Body != nil {
		var err error
		if body, err = ioutil.ReadAll(req.Body); err != nil {
			return nil, nil, err
		}
	}
	call := &Call{Method: req.Method, Path: req.URL.Path, Query: req.URL.Query(), Header: req.Header.Clone(), args: map[string]json.RawMessage{}, escaped: req.URL.EscapedPath()}
	mediaType, mediaParams, _ := mime.ParseMediaType(req.Header.Get("Content-Type"))
	var fields map[string]json.RawMessage
	switch {
	case mediaType == "multipart/form-data":
		parts, err := readParts(body, mediaParams["boundary"])
		if err != nil {
			return nil, nil, err
		}
		call.Parts = parts
	case len(body) > 0:
		call.Body = body
		if err := json.Unmarshal(body, &fields); err != nil {
			return nil, nil, err
		}
	}
	r, pathArgs := match(call, fields)
	for name, value := range pathArgs {
		call.args[name] = text(value, r.argKind(name))
	}
	for name, values := range call.Query {
		call.args[name] = texts(values, r, name)
	}
	if r != nil {
		for _, a := range r.headers {
			if v := req.Header.Get(a.name); v != "" {
				call.args[a.name] = text(v, a.kind)
			}
		}
	}
	for name, value := range fields {
		call.args[name] = value
	}
	byName := map[string][]string{}
	for _, p := range call.Parts {
		if p.Filename == "" {
			byName[p.Name] = append(byName[p.Name], string(p.Data))
		}
	}
	for name, values := range byName {
		call.args[name] = texts(values, r, name)
	}
	call.Args = make(map[string]interface{}, len(call.args))
	for name, raw := range call.args {
		var v interface{}
		json.Unmarshal(raw, &v)
		call.Args[name] = v
	}
	if r != nil {
		call.Operation = r.operation
	}
	return call, r, nil
}

func readParts(body []byte, boundary string) ([]Part, error) {
	var parts []Part
	mr := multipart.NewReader(bytes.NewReader(body), boundary)
	for {
		p, err := mr.NextPart()
		if err != nil {
			if err == io.EOF {
				return parts, nil
			}
			return nil, err
		}
		data, err := ioutil.ReadAll(p)
		if err != nil {
			return nil, err
		}
		parts = append(parts, Part{Name: p.FormName(), Filename: p.FileName(), ContentType: p.Header.Get("Content-Type"), Data: data})
	}
}

// match finds the route of a call: the first, in the table's order, with its method, a path its
// template matches and its fixed values; the path template's values by name.
func match(call *Call, fields map[string]json.RawMessage) (*route, map[string]string) {
	for i := range routes {
		r := &routes[i]
		if r.method != call.Method {
			continue
		}
		values, ok := matchPath(r.path, call.escaped)
		if ok && r.hasFixed(call, fields) {
			return r, values
		}
	}
	return nil, nil
}

func matchPath(template, path string) (map[string]string, bool) {
	want, got := strings.Split(template, "/"), strings.Split(path, "/")
	if len(want) != len(got) {
		return nil, false
	}
	values := map[string]string{}
	for i, segment := range want {
		value, err := url.PathUnescape(got[i])
		if strings.HasPrefix(segment, "{") && strings.HasSuffix(segment, "}") && got[i] != "" && err == nil {
			values[segment[1:len(segment)-1]] = value
		} else if segment != got[i] {
			return nil, false
		}
	}
	return values, true
}

// hasFixed tells whether the call's body holds the route's fixed values (JSON fields or text parts).
func (r *route) hasFixed(call *Call, fields map[string]json.RawMessage) bool {
	for _, f := range r.fixed {
		if f.query {
			var want string
			if json.Unmarshal([]byte(f.json), &want) != nil || call.Query.Get(f.name) != want {
				return false
			}
			continue
		}
		if raw, ok := fields[f.name]; ok {
			var compact bytes.Buffer
			if json.Compact(&compact, raw) == nil && compact.String() == f.json {
				continue
			}
		}
		found := false
		for _, p := range call.Parts {
			var want string
			found = found || (p.Name == f.name && p.Filename == "" && json.Unmarshal([]byte(f.json), &want) == nil && string(p.Data) == want)
			found = found || (p.Name == f.name && p.Filename == "" && string(p.Data) == f.json)
		}
		if !found {
			return false
		}
	}
	return true
}

// argKind is how the route reads a parameter's text (a string when the route does not know it).
func (r *route) argKind(name string) argKind {
	if a := r.arg(name); a != nil {
		return a.kind
	}
	return argString
}

func (r *route) arg(name string) *arg {
	if r == nil {
		return nil
	}
	for i := range r.args {
		if r.args[i].name == name {
			return &r.args[i]
		}
	}
	return nil
}

// texts is the JSON of a parameter's texts: an array for an array parameter (or a repeated one).
func texts(values []string, r *route, name string) json.RawMessage {
	a := r.arg(name)
	kind := argString
	if a != nil {
		kind = a.kind
	}
	if len(values) == 1 && (a == nil || !a.array) {
		return text(values[0], kind)
	}
	items := make([]json.RawMessage, len(values))
	for i, v := range values {
		items[i] = text(v, kind)
	}
	data, _ := json.Marshal(items)
	return data
}

// text is the JSON of one text: a number, a boolean or JSON as it is where the parameter is one.
func text(v string, kind argKind) json.RawMessage {
	var parsed interface{}
	if kind != argString && json.Unmarshal([]byte(v), &parsed) == nil {
		switch parsed.(type) {
		case float64:
			if kind == argNumber {
				return json.RawMessage(v)
			}
		case bool:
			if kind == argBoolean {
				return json.RawMessage(v)
			}
		default:
			if kind == argJSON {
				return json.RawMessage(v)
			}
		}
	}
	data, _ := json.Marshal(v)
	return data
}

// operationNames are the names of the routing table, sorted (for the error that names them).
func operationNames() []string {
	names := make([]string, 0, len(routes))
	for _, r := range routes {
		names = append(names, r.operation)
	}
	sort.Strings(names)
	return names
}

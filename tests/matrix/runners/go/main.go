// Matrix runner for the Go SDK (github.com/orbit-platform/orbit-sdk-go/v3, package orbit).
//
// Reads scenario files and runs every step through the SDK's public API, found by reflection:
// `<tag>.<method>` becomes the exported resource field and method of the client (client.Orders.Cancel);
// the method's parameters are filled from the step's params by type: context.Context, the JSON body
// struct (each field set by its json tag, so a body field the SDK does not know fails the step), the
// optional *XxxParams struct (query and header parameters by json tag), required header strings in
// contract order, and RequestOptions for the step's headers, retries and idempotency key. A streamed
// step calls the method's <Method>Stream variant and reads its events until the end marker. A new scenario runs
// without a code change. Prints one JSON line per scenario: {"scenario", "ok", "failures", "steps", "ms"}.
//
//	go run . --base-url URL [--sandbox-url URL] --target mock|reference --operations operations.json [--job ID] scenario.json...
package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io/ioutil"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"runtime"
	"sort"
	"strconv"
	"strings"
	"time"

	orbit "github.com/orbit-platform/orbit-sdk-go/v3"
)

type param struct {
	Name     string `json:"name"`
	In       string `json:"in"`
	Required bool   `json:"required"`
	Fixed    bool   `json:"fixed"`
}

type action struct {
	Method string `json:"method"`
	Field  string `json:"field"`
	Value  string `json:"value"`
}

type operation struct {
	OperationID string   `json:"operationId"`
	Tag         string   `json:"tag"`
	Method      string   `json:"method"`
	Actions     []action `json:"actions"`
	Params      []param  `json:"params"`
	Body        bool     `json:"body"`
	BodyFields  []string `json:"bodyFields"`
	Response    string   `json:"response"`
	Streaming   *struct {
		Param string `json:"param"`
		Done  string `json:"done"`
	} `json:"streaming"`
}

// callExtras are a call step's per-request options: its Idempotency-Key, extra headers, retries,
// and whether it streams.
type callExtras struct {
	idempotencyKey string
	headers        map[string]string
	maxRetries     *int
	stream         bool
}

var errorClasses = map[int]string{400: "*orbit.BadRequestError", 401: "*orbit.AuthenticationError", 402: "*orbit.PaymentRequiredError", 403: "*orbit.PermissionError", 404: "*orbit.NotFoundError", 409: "*orbit.ConflictError", 429: "*orbit.RateLimitError"}

func errorClassFor(status int) string {
	if c, ok := errorClasses[status]; ok {
		return c
	}
	if status >= 500 {
		return "*orbit.ServerError"
	}
	return "*orbit.APIError"
}

// ---- scenario language: paths, interpolation, matchers (same semantics in every runner) ----

type missingT struct{}

var missing = missingT{}

func lookup(value interface{}, path string) interface{} {
	if path == "" {
		return value
	}
	cur := value
	for _, part := range strings.Split(path, ".") {
		switch c := cur.(type) {
		case []interface{}:
			i, err := strconv.Atoi(part)
			if err != nil || i < 0 || i >= len(c) {
				return missing
			}
			cur = c[i]
		case map[string]interface{}:
			v, ok := c[part]
			if !ok {
				return missing
			}
			cur = v
		default:
			return missing
		}
	}
	return cur
}

var wholeVar = regexp.MustCompile(`^\$\{([^}]+)\}$`)
var anyVar = regexp.MustCompile(`\$\{([^}]+)\}`)

func interpolate(value interface{}, vars map[string]interface{}) (interface{}, error) {
	get := func(name string) (interface{}, error) {
		parts := strings.SplitN(name, ".", 2)
		v, ok := vars[parts[0]]
		if !ok {
			return nil, fmt.Errorf("variable %s was never captured", parts[0])
		}
		if len(parts) == 1 {
			return v, nil
		}
		return lookup(v, parts[1]), nil
	}
	switch v := value.(type) {
	case string:
		if m := wholeVar.FindStringSubmatch(v); m != nil {
			return get(m[1])
		}
		var failure error
		out := anyVar.ReplaceAllStringFunc(v, func(s string) string {
			got, err := get(s[2 : len(s)-1])
			if err != nil {
				failure = err
				return ""
			}
			if str, ok := got.(string); ok {
				return str
			}
			b, _ := json.Marshal(got)
			return string(b)
		})
		return out, failure
	case []interface{}:
		out := make([]interface{}, len(v))
		for i, e := range v {
			r, err := interpolate(e, vars)
			if err != nil {
				return nil, err
			}
			out[i] = r
		}
		return out, nil
	case map[string]interface{}:
		out := map[string]interface{}{}
		for k, e := range v {
			r, err := interpolate(e, vars)
			if err != nil {
				return nil, err
			}
			out[k] = r
		}
		return out, nil
	}
	return value, nil
}

func isMissing(v interface{}) bool { return v == missing || v == nil }

func show(v interface{}) string {
	if v == missing {
		return "missing"
	}
	b, _ := json.Marshal(v)
	s := string(b)
	if len(s) > 400 {
		s = s[:400]
	}
	return s
}

func hasOperators(m map[string]interface{}) bool {
	for k := range m {
		if strings.HasPrefix(k, "$") {
			return true
		}
	}
	return false
}

func sortedKeys(m map[string]interface{}) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

func match(actual, expected interface{}, path string) []string {
	var out []string
	if exp, ok := expected.(map[string]interface{}); ok && hasOperators(exp) {
		for _, op := range sortedKeys(exp) {
			arg := exp[op]
			switch op {
			case "$exists":
				if isMissing(actual) == (arg == true) {
					want := "absent"
					if arg == true {
						want = "present"
					}
					out = append(out, fmt.Sprintf("%s: expected %s, got %s", path, want, show(actual)))
				}
			case "$match":
				s, isStr := actual.(string)
				if !isStr || !regexp.MustCompile(arg.(string)).MatchString(s) {
					out = append(out, fmt.Sprintf("%s: expected to match /%v/, got %s", path, arg, show(actual)))
				}
			case "$gte", "$lte":
				n, isNum := actual.(float64)
				limit, _ := arg.(float64)
				if !isNum || (op == "$gte" && n < limit) || (op == "$lte" && n > limit) {
					out = append(out, fmt.Sprintf("%s: expected %s %v, got %s", path, map[string]string{"$gte": ">=", "$lte": "<="}[op], arg, show(actual)))
				}
			case "$len":
				length := -1
				switch a := actual.(type) {
				case []interface{}:
					length = len(a)
				case string:
					length = len(a)
				}
				if float64(length) != arg.(float64) {
					out = append(out, fmt.Sprintf("%s: expected length %v, got %d", path, arg, length))
				}
			case "$contains", "$notContains":
				list, isList := actual.([]interface{})
				found := false
				for _, e := range list {
					if len(match(e, arg, path)) == 0 {
						found = true
						break
					}
				}
				if op == "$contains" && !found {
					out = append(out, fmt.Sprintf("%s: expected an element matching %s, got %s", path, show(arg), show(actual)))
				}
				if op == "$notContains" && (!isList || found) {
					out = append(out, fmt.Sprintf("%s: expected no element matching %s, got %s", path, show(arg), show(actual)))
				}
			case "$ne":
				if len(match(actual, arg, path)) == 0 {
					out = append(out, fmt.Sprintf("%s: expected not %s, got %s", path, show(arg), show(actual)))
				}
			default:
				out = append(out, fmt.Sprintf("%s: unknown matcher %s", path, op))
			}
		}
		return out
	}
	switch exp := expected.(type) {
	case map[string]interface{}:
		act, ok := actual.(map[string]interface{})
		if !ok {
			return []string{fmt.Sprintf("%s: expected an object, got %s", path, show(actual))}
		}
		for _, k := range sortedKeys(exp) {
			sub := k
			if path != "" {
				sub = path + "." + k
			}
			v, present := act[k]
			if !present {
				v = missing
			}
			out = append(out, match(v, exp[k], sub)...)
		}
		return out
	case []interface{}:
		act, ok := actual.([]interface{})
		if !ok || len(act) != len(exp) {
			return []string{fmt.Sprintf("%s: expected %s, got %s", path, show(expected), show(actual))}
		}
		for i := range exp {
			out = append(out, match(act[i], exp[i], fmt.Sprintf("%s.%d", path, i))...)
		}
		return out
	case nil:
		if isMissing(actual) {
			return nil
		}
		return []string{fmt.Sprintf("%s: expected missing, got %s", path, show(actual))}
	}
	if actual != missing && reflect.DeepEqual(actual, expected) {
		return nil
	}
	return []string{fmt.Sprintf("%s: expected %s, got %s", path, show(expected), show(actual))}
}

type apiErr struct {
	Status    int
	Code      string
	Param     string
	RequestID string
	Class     string
	Message   string
}

type outcome struct {
	ok     bool
	result interface{}
	err    *apiErr
}

func check(o outcome, expect interface{}) []string {
	exp, _ := expect.(map[string]interface{})
	if want, ok := exp["error"].(map[string]interface{}); ok {
		status := int(want["status"].(float64))
		if o.ok {
			return []string{fmt.Sprintf("expected error %d %v, but the call succeeded", status, want["code"])}
		}
		e := o.err
		var out []string
		if e.Status != status {
			out = append(out, fmt.Sprintf("expected status %d, got %d %s (%s)", status, e.Status, e.Code, e.Message))
		}
		if code, ok := want["code"].(string); ok && e.Code != code {
			out = append(out, fmt.Sprintf("expected error code %s, got %q", code, e.Code))
		}
		if p, ok := want["param"].(string); ok && e.Param != p {
			out = append(out, fmt.Sprintf("expected error param %s, got %q", p, e.Param))
		}
		if want["requestId"] != false && !regexp.MustCompile(`^req_[0-9A-Za-z]{8,40}$`).MatchString(e.RequestID) {
			out = append(out, fmt.Sprintf("expected the error to carry a request id, got %q", e.RequestID))
		}
		if e.Class != "" && e.Status != 0 && e.Class != errorClassFor(e.Status) {
			out = append(out, fmt.Sprintf("expected error class %s for %d, got %s", errorClassFor(e.Status), e.Status, e.Class))
		}
		return out
	}
	if !o.ok {
		return []string{fmt.Sprintf("unexpected error %d %s (%s): %s", o.err.Status, o.err.Code, o.err.Class, o.err.Message)}
	}
	var out []string
	results, _ := exp["result"].(map[string]interface{})
	for _, path := range sortedKeys(results) {
		label := path
		if label == "" {
			label = "(result)"
		}
		out = append(out, match(lookup(o.result, path), results[path], label)...)
	}
	return out
}

// ---- sandbox: plain HTTP to the reference server ----

func sandbox(base, kind string, params map[string]interface{}) (outcome, error) {
	if base == "" {
		return outcome{}, errors.New("sandbox step without --sandbox-url")
	}
	var req *http.Request
	var err error
	switch kind {
	case "sms":
		req, err = http.NewRequest("GET", base+"/__sandbox/sms/"+url.PathEscape(fmt.Sprint(params["phone"])), nil)
	case "reset":
		req, err = http.NewRequest("POST", base+"/__sandbox/reset", nil)
	case "pay":
		rest := map[string]interface{}{}
		for k, v := range params {
			if k != "order_no" {
				rest[k] = v
			}
		}
		body, _ := json.Marshal(rest)
		req, err = http.NewRequest("POST", base+"/__sandbox/orders/"+url.PathEscape(fmt.Sprint(params["order_no"]))+"/pay", bytes.NewReader(body))
		if req != nil {
			req.Header.Set("content-type", "application/json")
		}
	default:
		return outcome{}, fmt.Errorf("unknown sandbox step %s", kind)
	}
	if err != nil {
		return outcome{}, err
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		return outcome{}, err
	}
	defer res.Body.Close()
	raw, _ := ioutil.ReadAll(res.Body)
	var body interface{}
	if json.Unmarshal(raw, &body) != nil {
		body = string(raw)
	}
	if res.StatusCode < 300 {
		return outcome{ok: true, result: body}, nil
	}
	code, _ := lookup(body, "error.code").(string)
	return outcome{err: &apiErr{Status: res.StatusCode, Code: code, Message: string(raw)}}, nil
}

// ---- the SDK call, by reflection ----

func exported(name string) string { return strings.ToUpper(name[:1]) + name[1:] }

func resolve(index []operation, step map[string]interface{}) (operation, string, string, error) {
	if call, ok := step["call"].(string); ok {
		parts := strings.SplitN(call, ".", 2)
		for _, op := range index {
			if op.Tag != parts[0] {
				continue
			}
			if op.Method == parts[1] {
				return op, parts[0], parts[1], nil
			}
			for _, a := range op.Actions {
				if a.Method == parts[1] {
					return op, parts[0], parts[1], nil
				}
			}
		}
		return operation{}, "", "", fmt.Errorf("no operation %s in the contract", call)
	}
	id, _ := step["operation"].(string)
	for _, op := range index {
		if op.OperationID != id {
			continue
		}
		if act, ok := step["action"].(string); ok {
			for _, a := range op.Actions {
				if a.Method == act || a.Value == act {
					return op, op.Tag, a.Method, nil
				}
			}
			return operation{}, "", "", fmt.Errorf("%s has no action %s", id, act)
		}
		return op, op.Tag, op.Method, nil
	}
	return operation{}, "", "", fmt.Errorf("no operation %s in the contract", id)
}

// setByJSONTag sets the fields of the struct ptr points to from values, by json tag; every key must
// name a field.
func setByJSONTag(ptr reflect.Value, values map[string]interface{}) error {
	t := ptr.Elem().Type()
	for key, value := range values {
		found := false
		for i := 0; i < t.NumField(); i++ {
			tag := strings.Split(t.Field(i).Tag.Get("json"), ",")[0]
			if tag != key {
				continue
			}
			raw, _ := json.Marshal(value)
			if err := json.Unmarshal(raw, ptr.Elem().Field(i).Addr().Interface()); err != nil {
				return fmt.Errorf("%s.%s: %v", t.Name(), key, err)
			}
			found = true
			break
		}
		if !found {
			return fmt.Errorf("%s has no field for %q", t, key)
		}
	}
	return nil
}

// collectStream makes a streamed answer a step result (the same shape in every runner): the number of
// chunks, the concatenated choices.0.delta.content, and the last finish_reason and usage any chunk carried.
func collectStream(chunks []interface{}) map[string]interface{} {
	text := ""
	var finish, usage interface{}
	for _, chunk := range chunks {
		if c, ok := lookup(chunk, "choices.0.delta.content").(string); ok {
			text += c
		}
		if f := lookup(chunk, "choices.0.finish_reason"); !isMissing(f) {
			finish = f
		}
		if u := lookup(chunk, "usage"); !isMissing(u) {
			usage = u
		}
	}
	return map[string]interface{}{"chunks": float64(len(chunks)), "text": text, "finish_reason": finish, "usage": usage}
}

func sdkCall(client *orbit.Client, op operation, resource, method string, params map[string]interface{}, stepID string, extra callExtras) (outcome, error) {
	res := reflect.ValueOf(client).Elem().FieldByName(exported(resource))
	if !res.IsValid() || res.IsNil() {
		return outcome{}, fmt.Errorf("the SDK has no resource client.%s", exported(resource))
	}
	methodName := exported(method)
	if extra.stream {
		if op.Streaming == nil {
			return outcome{}, fmt.Errorf("%s has no x-sdk-streaming", op.OperationID)
		}
		methodName += "Stream"
	}
	fn := res.MethodByName(methodName)
	if !fn.IsValid() {
		return outcome{}, fmt.Errorf("the SDK has no method client.%s.%s", exported(resource), methodName)
	}
	location := map[string]string{}
	var headerStrings []string
	for _, p := range op.Params {
		location[p.Name] = p.In
		if p.In == "header" && p.Required {
			headerStrings = append(headerStrings, p.Name)
		}
	}
	body := map[string]interface{}{}
	nonBody := map[string]interface{}{}
	for k, v := range params {
		if _, ok := location[k]; ok {
			nonBody[k] = v
		} else {
			body[k] = v
		}
	}
	used := map[string]bool{}
	ft := fn.Type()
	var args []reflect.Value
	ctxType := reflect.TypeOf((*context.Context)(nil)).Elem()
	for i := 0; i < ft.NumIn(); i++ {
		in := ft.In(i)
		if ft.IsVariadic() && i == ft.NumIn()-1 {
			break
		}
		switch {
		case in == ctxType:
			args = append(args, reflect.ValueOf(context.Background()))
		case in.Kind() == reflect.String:
			if len(headerStrings) == 0 {
				return outcome{}, fmt.Errorf("%s: string parameter %d has no header parameter to take", method, i)
			}
			name := headerStrings[0]
			headerStrings = headerStrings[1:]
			used[name] = true
			args = append(args, reflect.ValueOf(fmt.Sprint(nonBody[name])).Convert(in))
		case in.Kind() == reflect.Ptr && in.Elem().Kind() == reflect.Struct:
			ptr := reflect.New(in.Elem())
			rest := map[string]interface{}{}
			for k, v := range nonBody {
				if !used[k] {
					rest[k] = v
					used[k] = true
				}
			}
			if err := setByJSONTag(ptr, rest); err != nil {
				return outcome{}, err
			}
			args = append(args, ptr)
		case in.Kind() == reflect.Struct:
			ptr := reflect.New(in)
			if err := setByJSONTag(ptr, body); err != nil {
				return outcome{}, err
			}
			args = append(args, ptr.Elem())
		default:
			return outcome{}, fmt.Errorf("%s: cannot fill parameter %d of type %s", method, i, in)
		}
	}
	for k := range nonBody {
		if !used[k] {
			return outcome{}, fmt.Errorf("client.%s.%s takes no parameter %q", exported(resource), exported(method), k)
		}
	}
	if ft.IsVariadic() {
		var opts []orbit.RequestOption
		names := make([]string, 0, len(extra.headers))
		for name := range extra.headers {
			names = append(names, name)
		}
		sort.Strings(names)
		for _, name := range names {
			opts = append(opts, orbit.WithHeader(name, extra.headers[name]))
		}
		opts = append(opts, orbit.WithHeader("X-Matrix-Step", stepID))
		if extra.idempotencyKey != "" {
			opts = append(opts, orbit.WithIdempotencyKey(extra.idempotencyKey))
		}
		if extra.maxRetries != nil {
			opts = append(opts, orbit.WithMaxRetries(*extra.maxRetries))
		}
		for _, o := range opts {
			args = append(args, reflect.ValueOf(o))
		}
	}
	outs := fn.Call(args)
	if errValue := outs[len(outs)-1]; !errValue.IsNil() {
		err := errValue.Interface().(error)
		if e, ok := orbit.AsAPIError(err); ok {
			return outcome{err: &apiErr{Status: e.StatusCode, Code: e.Code, Param: e.Param, RequestID: e.RequestID, Class: fmt.Sprintf("%T", err), Message: e.Message}}, nil
		}
		return outcome{err: &apiErr{Class: fmt.Sprintf("%T", err), Message: err.Error()}}, nil
	}
	value := outs[0].Interface()
	if extra.stream {
		// A typed stream (e.g. *orbit.ChatCompletionChunkStream): its Next decodes each chunk into the
		// contract's type; Data, the embedded *orbit.Stream's, is that chunk's JSON for the step result.
		stream, ok := value.(interface {
			Next() bool
			Data() []byte
			Err() error
			Close() error
		})
		if !ok {
			return outcome{}, fmt.Errorf("client.%s.%s did not answer a stream but %T", exported(resource), methodName, value)
		}
		defer stream.Close()
		chunks := []interface{}{}
		for stream.Next() {
			var chunk interface{}
			if err := json.Unmarshal(stream.Data(), &chunk); err != nil {
				return outcome{}, fmt.Errorf("a streamed event is not JSON: %v", err)
			}
			chunks = append(chunks, chunk)
		}
		if err := stream.Err(); err != nil {
			if e, ok := orbit.AsAPIError(err); ok {
				return outcome{err: &apiErr{Status: e.StatusCode, Code: e.Code, Param: e.Param, RequestID: e.RequestID, Class: fmt.Sprintf("%T", err), Message: e.Message}}, nil
			}
			return outcome{err: &apiErr{Class: fmt.Sprintf("%T", err), Message: err.Error()}}, nil
		}
		return outcome{ok: true, result: collectStream(chunks)}, nil
	}
	if bin, ok := value.(*orbit.BinaryResponse); ok {
		content, err := bin.Bytes()
		if err != nil {
			return outcome{}, err
		}
		head := content
		if len(head) > 4 {
			head = head[:4]
		}
		return outcome{ok: true, result: map[string]interface{}{"binary": true, "length": float64(len(content)), "head": string(head)}}, nil
	}
	raw, err := json.Marshal(value)
	if err != nil {
		return outcome{}, fmt.Errorf("cannot encode the result: %v", err)
	}
	var result interface{}
	if err := json.Unmarshal(raw, &result); err != nil {
		return outcome{}, err
	}
	return outcome{ok: true, result: result}, nil
}

type scenarioFile struct {
	Name    string                            `json:"name"`
	Clients map[string]map[string]interface{} `json:"clients"`
	Steps   []map[string]interface{}          `json:"steps"`
}

func runScenario(path string, opts map[string]string, index []operation) {
	started := time.Now()
	failures := []string{}
	ran := 0
	raw, err := ioutil.ReadFile(path)
	var sc scenarioFile
	if err == nil {
		err = json.Unmarshal(raw, &sc)
	}
	name := sc.Name
	if name == "" {
		name = strings.TrimSuffix(filepath.Base(path), ".json")
	}
	defer func() {
		line, _ := json.Marshal(map[string]interface{}{"scenario": name, "ok": len(failures) == 0, "failures": failures, "steps": ran, "ms": time.Since(started).Milliseconds(), "runtime": runtime.Version()})
		fmt.Println(string(line))
	}()
	if err != nil {
		failures = append(failures, err.Error())
		return
	}
	target := opts["target"]
	vars := map[string]interface{}{}
	clients := map[string]*orbit.Client{}
	clientFor := func(id string) (*orbit.Client, error) {
		if c, ok := clients[id]; ok {
			return c, nil
		}
		conf, err := interpolate(toIface(sc.Clients[id]), vars)
		if err != nil {
			return nil, err
		}
		options := []orbit.RequestOption{orbit.WithBaseURL(opts["base-url"]), orbit.WithMaxRetries(0), orbit.WithTimeout(30 * time.Second)}
		m, _ := conf.(map[string]interface{})
		if t, ok := m["accessToken"].(string); ok {
			options = append(options, orbit.WithAccessToken(t))
		}
		if k, ok := m["apiKey"].(string); ok {
			options = append(options, orbit.WithAPIKey(k))
		}
		clients[id] = orbit.NewClient(options...)
		return clients[id], nil
	}
	if opts["sandbox-url"] != "" {
		reset, err := sandbox(opts["sandbox-url"], "reset", nil)
		if err != nil || !reset.ok {
			failures = append(failures, fmt.Sprintf("sandbox reset failed: %v %v", err, reset.err))
			return
		}
	}
	for i, step := range sc.Steps {
		if targets, ok := step["targets"].([]interface{}); ok {
			in := false
			for _, t := range targets {
				in = in || t == target
			}
			if !in {
				continue
			}
		}
		ran++
		label := fmt.Sprintf("step %d %q", i+1, step["name"])
		o, err := func() (outcome, error) {
			p, err := interpolate(toIface(step["params"]), vars)
			if err != nil {
				return outcome{}, err
			}
			params, _ := p.(map[string]interface{})
			if params == nil {
				params = map[string]interface{}{}
			}
			if kind, ok := step["sandbox"].(string); ok {
				return sandbox(opts["sandbox-url"], kind, params)
			}
			op, resource, method, err := resolve(index, step)
			if err != nil {
				return outcome{}, err
			}
			clientID, _ := step["client"].(string)
			if clientID == "" {
				clientID = "default"
			}
			client, err := clientFor(clientID)
			if err != nil {
				return outcome{}, err
			}
			job := opts["job"]
			if job == "" {
				job = "go"
			}
			extra := callExtras{headers: map[string]string{}}
			extra.idempotencyKey, _ = step["idempotencyKey"].(string)
			extra.stream, _ = step["stream"].(bool)
			if n, ok := step["maxRetries"].(float64); ok {
				retries := int(n)
				extra.maxRetries = &retries
			}
			headers, err := interpolate(toIface(step["headers"]), vars)
			if err != nil {
				return outcome{}, err
			}
			for name, value := range headers.(map[string]interface{}) {
				extra.headers[name] = fmt.Sprint(value)
			}
			return sdkCall(client, op, resource, method, params, fmt.Sprintf("%s|%s|%d", job, name, i), extra)
		}()
		if err != nil {
			failures = append(failures, fmt.Sprintf("%s: %v", label, err))
			return
		}
		expect := step["expect"]
		if on, ok := step["expectOn"].(map[string]interface{}); ok {
			if e, ok := on[target]; ok {
				expect = e
			}
		}
		expect, err = interpolate(expect, vars)
		if err != nil {
			failures = append(failures, fmt.Sprintf("%s: %v", label, err))
			return
		}
		if problems := check(o, expect); len(problems) > 0 {
			for _, p := range problems {
				failures = append(failures, fmt.Sprintf("%s: %s", label, p))
			}
			return
		}
		if capture, ok := step["capture"].(map[string]interface{}); ok {
			for _, variable := range sortedKeys(capture) {
				value := lookup(o.result, capture[variable].(string))
				if value == missing {
					failures = append(failures, fmt.Sprintf("%s: nothing to capture at %v", label, capture[variable]))
					return
				}
				vars[variable] = value
			}
		}
	}
}

func toIface(v interface{}) interface{} {
	if m, ok := v.(map[string]interface{}); ok {
		return m
	}
	if v == nil {
		return map[string]interface{}{}
	}
	raw, _ := json.Marshal(v)
	var out interface{}
	_ = json.Unmarshal(raw, &out)
	return out
}

func main() {
	opts := map[string]string{}
	var files []string
	args := os.Args[1:]
	for i := 0; i < len(args); i++ {
		if strings.HasPrefix(args[i], "--") && i+1 < len(args) {
			opts[args[i][2:]] = args[i+1]
			i++
		} else {
			files = append(files, args[i])
		}
	}
	raw, err := ioutil.ReadFile(opts["operations"])
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	var index []operation
	if err := json.Unmarshal(raw, &index); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	for _, f := range files {
		runScenario(f, opts, index)
	}
}

// Hand-written request core: the operation specs the generated resources pass to call, the argument
// checks made before sending, and the encoding of path, query, header and body values.
//
// Values are read from the params structs by field index (the spec's `field`), so the checks and the
// encoding need no struct tags at run time; nested request objects carry their own spec (`object`).

package orbit

import (
	"encoding/base64"
	"encoding/json"
	"fmt"
	"math"
	"net/url"
	"reflect"
	"regexp"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/orbit-platform/orbit-sdk-go/v3/internal/config"
)

type authKind int

const (
	authNone authKind = iota
	authLoginToken
	authAPIKey
)

type answerKind int

const (
	answerJSON answerKind = iota
	answerText
	answerBinary
	answerEmpty
)

type location int

const (
	inBody location = iota
	inPath
	inQuery
	inHeader
)

// operation is everything the core needs to know about one method (generated, one per method).
type operation struct {
	id, method, path string
	auth             authKind
	answer           answerKind
	accept           string
	idempotent       bool
	session          bool
	query            string       // fixed query, already encoded
	body             bool         // the operation takes a JSON body
	multipart        bool         // the body is multipart/form-data (core_multipart.go)
	fixedBody        []fixedField // body fields the SDK always sends
	stream           *streamSpec
	oneOf            [][]string // groups of body fields of which exactly one must be given
	union            *unionSpec
	nullFields       int // index of the params' NullFields field (0: none; it follows the fields it names)
	params           []param
}

type fixedField struct{ name, json string }

type streamSpec struct{ param, accept, done string }

// unionSpec: a body whose shape is chosen by the value of field; each variant takes only its fields.
type unionSpec struct {
	field    string
	variants []variant
}

type variant struct {
	value            string
	fields, required []string
}

// param is one value of a params struct or of a request object.
type param struct {
	name     string // the contract's name
	in       location
	field    int // index of the Go field
	required bool
	literal  string // a single-value field: sent when required and left empty, refused when another value
	nullable bool   // JSON null is a value of its own: sent when NullFields names the field
	unset    bool   // the Go zero value means absent (an optional integer enum without a value 0)
	file     bool   // a file part of a multipart body (an io.Reader, or a slice of them)
	check    *check
	object   *object   // the spec of a nested request object (or of an array's items)
	union    *untagged // the spec of a union without a discriminator (or of an array's items)
}

type check struct {
	pattern                                  *regexp.Regexp
	minLength, maxLength, minItems, maxItems int // 0: no bound
	minimum, maximum                         *float64
}

func bound(v float64) *float64 { return &v }

// object is the spec of a request object type.
type object struct {
	name       string
	oneOf      [][]string
	nullFields int // index of the NullFields field (0: none)
	fields     []param
}

// encoded is a request built from params: path with its values, query, header values and body
// (JSON bytes, or a multipart form streamed from its parts on each attempt).
type encoded struct {
	path    string
	query   string
	headers [][2]string
	body    []byte
	form    *form
}

// supplied tells whether a param's value is given (present, and not a zero that means absent).
func supplied(p *param, v reflect.Value) bool {
	return present(v) && !(p.unset && v.IsZero())
}

func present(v reflect.Value) bool {
	switch v.Kind() {
	case reflect.Invalid:
		return false
	case reflect.Ptr, reflect.Slice, reflect.Map, reflect.Interface:
		return !v.IsNil()
	case reflect.String:
		return v.Len() > 0
	}
	return true
}

// encode checks the arguments and encodes them; an InvalidArgument error means nothing is sent. The
// call's extra query values and body fields (option.WithQuery, option.WithJSONSet) replace what the
// params or the SDK would send under the same name.
func encode(op *operation, params interface{}, streaming bool, extraQuery []config.QueryValue, extraBody []config.JSONField) (*encoded, error) {
	var sv reflect.Value
	if params != nil {
		if pv := reflect.ValueOf(params); pv.Kind() == reflect.Ptr && !pv.IsNil() {
			sv = pv.Elem()
		}
	}
	field := func(p *param) reflect.Value {
		if !sv.IsValid() {
			return reflect.Value{}
		}
		return sv.Field(p.field)
	}
	nulls := nullsOf(sv, op.nullFields)
	if err := checkParams(op, field, func(p *param) bool { return listedNull(sv, p, nulls) }); err != nil {
		return nil, err
	}
	if err := checkNulls("", sv, op.params, nulls); err != nil {
		return nil, err
	}

	out := &encoded{path: op.path}
	if op.multipart {
		out.form = &form{}
	}
	var query strings.Builder
	query.WriteString(withoutKeys(op.query, extraQuery))
	var body []byte
	if op.body {
		body = append(make([]byte, 0, 256), '{')
		for _, f := range op.fixedBody {
			if setByExtra(f.name, extraBody) {
				continue
			}
			body = appendKey(body, f.name)
			body = append(body, f.json...)
		}
	}
	for i := range op.params {
		p := &op.params[i]
		v := field(p)
		if (p.in == inBody && setByExtra(p.name, extraBody)) || (p.in == inQuery && queriedByExtra(p.name, extraQuery)) {
			continue
		}
		if !supplied(p, v) {
			if p.in == inBody && listedNull(sv, p, nulls) {
				body = appendKey(body, p.name)
				body = append(body, "null"...)
			} else if p.in == inBody && p.required && p.literal != "" {
				if out.form != nil {
					out.form.text(p.name, p.literal)
					continue
				}
				body = appendKey(body, p.name)
				body = appendString(body, p.literal)
			}
			continue
		}
		switch p.in {
		case inBody:
			if out.form != nil {
				if err := out.form.add(p, v); err != nil {
					return nil, err
				}
				continue
			}
			body = appendKey(body, p.name)
			body = appendValue(body, v, p.object, p.union)
		case inPath:
			out.path = strings.Replace(out.path, "{"+p.name+"}", url.PathEscape(scalarText(v)), 1)
		case inQuery:
			for _, s := range queryTexts(v) {
				if query.Len() > 0 {
					query.WriteByte('&')
				}
				query.WriteString(url.QueryEscape(p.name) + "=" + url.QueryEscape(s))
			}
		case inHeader:
			out.headers = append(out.headers, [2]string{p.name, scalarText(v)})
		}
	}
	for i, q := range extraQuery {
		if !queriedByExtra(q.Key, extraQuery[i+1:]) { // the last of a key wins
			if query.Len() > 0 {
				query.WriteByte('&')
			}
			query.WriteString(url.QueryEscape(q.Key) + "=" + url.QueryEscape(q.Value))
		}
	}
	if op.body {
		if streaming && !setByExtra(op.stream.param, extraBody) {
			body = appendKey(body, op.stream.param)
			body = append(body, "true"...)
		}
		for i, f := range extraBody {
			if !setByExtra(f.Name, extraBody[i+1:]) { // the last of a name wins
				body = appendKey(body, f.Name)
				body = append(body, f.JSON...)
			}
		}
		out.body = append(body, '}')
	}
	if out.form != nil {
		out.form.fixed(op.fixedBody)
		if streaming {
			out.form.text(op.stream.param, "true")
		}
	}
	out.query = query.String()
	return out, nil
}

func setByExtra(name string, extra []config.JSONField) bool {
	for i := range extra {
		if extra[i].Name == name {
			return true
		}
	}
	return false
}

func queriedByExtra(key string, extra []config.QueryValue) bool {
	for i := range extra {
		if extra[i].Key == key {
			return true
		}
	}
	return false
}

// withoutKeys is an encoded query without the pairs whose key an extra value replaces.
func withoutKeys(query string, extra []config.QueryValue) string {
	if extra == nil || query == "" {
		return query
	}
	var kept []string
	for _, pair := range strings.Split(query, "&") {
		key, _ := url.QueryUnescape(strings.SplitN(pair, "=", 2)[0])
		if !queriedByExtra(key, extra) {
			kept = append(kept, pair)
		}
	}
	return strings.Join(kept, "&")
}

func checkParams(op *operation, field func(*param) reflect.Value, null func(*param) bool) error {
	for i := range op.params {
		p := &op.params[i]
		v := field(p)
		if !supplied(p, v) {
			if p.required && p.literal == "" && !null(p) {
				return invalidArgument(p.name, "%s is required", p.name)
			}
			continue
		}
		if err := checkValue(p.name, v, p); err != nil {
			return err
		}
	}
	given := func(name string) bool {
		for i := range op.params {
			if op.params[i].name == name {
				return supplied(&op.params[i], field(&op.params[i]))
			}
		}
		return false
	}
	if err := checkOneOf(op.oneOf, given, ""); err != nil {
		return err
	}
	if u := op.union; u != nil {
		var chosen *variant
		value := ""
		for i := range op.params {
			if op.params[i].name == u.field {
				value = scalarText(field(&op.params[i]))
			}
		}
		for i := range u.variants {
			if u.variants[i].value == value {
				chosen = &u.variants[i]
			}
		}
		if chosen == nil {
			return invalidArgument(u.field, "%s %q is not one of the known shapes", u.field, value)
		}
		for i := range op.params {
			p := &op.params[i]
			if p.in != inBody || p.name == u.field {
				continue
			}
			takes, required := contains(chosen.fields, p.name), contains(chosen.required, p.name)
			if has := supplied(p, field(p)); has && !takes {
				return invalidArgument(p.name, "%s is not a parameter of %s %q", p.name, u.field, value)
			} else if !has && required {
				return invalidArgument(p.name, "%s is required with %s %q", p.name, u.field, value)
			}
		}
	}
	return nil
}

func checkOneOf(groups [][]string, given func(string) bool, prefix string) error {
	if len(groups) == 0 {
		return nil
	}
	count := 0
	var names []string
	for _, g := range groups {
		all := true
		for _, name := range g {
			all = all && given(name)
		}
		if all {
			count++
		}
		names = append(names, prefix+strings.Join(g, " and "+prefix))
	}
	if count != 1 {
		return invalidArgument(strings.Join(names, ","), "exactly one of %s must be given (%d given)", strings.Join(names, ", "), count)
	}
	return nil
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// checkValue checks one given value against its rules (and a nested object against its spec).
func checkValue(name string, v reflect.Value, p *param) error {
	for v.Kind() == reflect.Ptr || v.Kind() == reflect.Interface {
		if v.IsNil() {
			return nil
		}
		v = v.Elem()
	}
	c := p.check
	switch v.Kind() {
	case reflect.String:
		if p.literal != "" && v.String() != p.literal {
			// A single-value enum: the contract allows that value only (a multi-value enum is left
			// to the service, which may know newer values).
			return invalidArgument(name, "%s must be %q, got %q", name, p.literal, v.String())
		}
		if c != nil {
			s := v.String()
			if n := utf8.RuneCountInString(s); n < c.minLength || (c.maxLength > 0 && n > c.maxLength) {
				return invalidArgument(name, "%s must be %d to %d characters long, got %d", name, c.minLength, c.maxLength, n)
			}
			if c.pattern != nil && !c.pattern.MatchString(s) {
				return invalidArgument(name, "%s %q does not match %s", name, s, c.pattern)
			}
		}
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return checkRange(name, float64(v.Int()), c)
	case reflect.Float32, reflect.Float64:
		f := v.Float()
		if math.IsNaN(f) || math.IsInf(f, 0) {
			return invalidArgument(name, "%s must be a finite number", name)
		}
		return checkRange(name, f, c)
	case reflect.Slice:
		if v.Type().Elem().Kind() == reflect.Uint8 {
			if n := base64.StdEncoding.EncodedLen(v.Len()); c != nil && c.maxLength > 0 && n > c.maxLength {
				return invalidArgument(name, "%s must be at most %d base64 characters, got %d", name, c.maxLength, n)
			}
			return nil
		}
		if c != nil && (v.Len() < c.minItems || (c.maxItems > 0 && v.Len() > c.maxItems)) {
			return invalidArgument(name, "%s must have %d to %d items, got %d", name, c.minItems, c.maxItems, v.Len())
		}
		item := param{object: p.object, union: p.union}
		for i := 0; i < v.Len(); i++ {
			if err := checkValue(fmt.Sprintf("%s[%d]", name, i), v.Index(i), &item); err != nil {
				return err
			}
		}
	case reflect.Struct:
		if p.union != nil {
			return checkUntagged(name, v, p.union)
		}
		if p.object != nil {
			return checkObject(name, v, p.object)
		}
	}
	return nil
}

func checkRange(name string, f float64, c *check) error {
	if c == nil {
		return nil
	}
	if (c.minimum != nil && f < *c.minimum) || (c.maximum != nil && f > *c.maximum) {
		lo, hi := "any", "any"
		if c.minimum != nil {
			lo = strconv.FormatFloat(*c.minimum, 'g', -1, 64)
		}
		if c.maximum != nil {
			hi = strconv.FormatFloat(*c.maximum, 'g', -1, 64)
		}
		return invalidArgument(name, "%s must be from %s to %s, got %s", name, lo, hi, strconv.FormatFloat(f, 'g', -1, 64))
	}
	return nil
}

func checkObject(name string, v reflect.Value, o *object) error {
	nulls := nullsOf(v, o.nullFields)
	for i := range o.fields {
		f := &o.fields[i]
		fv := v.Field(f.field)
		path := name + "." + f.name
		if !supplied(f, fv) {
			if f.required && f.literal == "" && !listedNull(v, f, nulls) {
				return invalidArgument(path, "%s is required", path)
			}
			continue
		}
		if err := checkValue(path, fv, f); err != nil {
			return err
		}
	}
	if err := checkNulls(name+".", v, o.fields, nulls); err != nil {
		return err
	}
	given := func(field string) bool {
		for i := range o.fields {
			if o.fields[i].name == field {
				return supplied(&o.fields[i], v.Field(o.fields[i].field))
			}
		}
		return false
	}
	return checkOneOf(o.oneOf, given, name+".")
}

func appendKey(b []byte, name string) []byte {
	if b[len(b)-1] != '{' {
		b = append(b, ',')
	}
	b = appendString(b, name)
	return append(b, ':')
}

// appendString appends s as a JSON string (plain ASCII directly, anything else through encoding/json).
func appendString(b []byte, s string) []byte {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < 0x20 || c == '"' || c == '\\' || c >= 0x80 {
			j, _ := json.Marshal(s)
			return append(b, j...)
		}
	}
	b = append(b, '"')
	b = append(b, s...)
	return append(b, '"')
}

// appendValue appends a checked value as JSON; objects with a spec are written field by field so the
// SDK can add their single-value fields and nulls, and a union writes the variant that is set.
func appendValue(b []byte, v reflect.Value, o *object, u *untagged) []byte {
	for v.Kind() == reflect.Ptr || v.Kind() == reflect.Interface {
		v = v.Elem()
	}
	switch v.Kind() {
	case reflect.String:
		return appendString(b, v.String())
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return strconv.AppendInt(b, v.Int(), 10)
	case reflect.Bool:
		return strconv.AppendBool(b, v.Bool())
	case reflect.Slice:
		if v.Type().Elem().Kind() == reflect.Uint8 {
			return appendString(b, base64.StdEncoding.EncodeToString(v.Bytes()))
		}
		b = append(b, '[')
		for i := 0; i < v.Len(); i++ {
			if i > 0 {
				b = append(b, ',')
			}
			b = appendValue(b, v.Index(i), o, u)
		}
		return append(b, ']')
	case reflect.Struct:
		if u != nil {
			i := u.set(v)
			return appendValue(b, v.Field(i), u.variants[i].object, u.variants[i].union)
		}
		if o != nil {
			nulls := nullsOf(v, o.nullFields)
			b = append(b, '{')
			for i := range o.fields {
				f := &o.fields[i]
				fv := v.Field(f.field)
				if !supplied(f, fv) {
					if listedNull(v, f, nulls) {
						b = appendKey(b, f.name)
						b = append(b, "null"...)
					} else if f.required && f.literal != "" {
						b = appendKey(b, f.name)
						b = appendString(b, f.literal)
					}
					continue
				}
				b = appendKey(b, f.name)
				b = appendValue(b, fv, f.object, f.union)
			}
			return append(b, '}')
		}
	}
	j, _ := json.Marshal(v.Interface()) // numbers (checked finite), maps, values without a spec
	return append(b, j...)
}

// scalarText is a path, query or header value as text.
func scalarText(v reflect.Value) string {
	for v.Kind() == reflect.Ptr || v.Kind() == reflect.Interface {
		if v.IsNil() {
			return ""
		}
		v = v.Elem()
	}
	switch v.Kind() {
	case reflect.String:
		return v.String()
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return strconv.FormatInt(v.Int(), 10)
	case reflect.Float32, reflect.Float64:
		return strconv.FormatFloat(v.Float(), 'g', -1, 64)
	case reflect.Bool:
		return strconv.FormatBool(v.Bool())
	}
	return fmt.Sprint(v.Interface())
}

func queryTexts(v reflect.Value) []string {
	for v.Kind() == reflect.Ptr {
		v = v.Elem()
	}
	if v.Kind() == reflect.Slice {
		out := make([]string, v.Len())
		for i := range out {
			out[i] = scalarText(v.Index(i))
		}
		return out
	}
	return []string{scalarText(v)}
}

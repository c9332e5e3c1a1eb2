// Hand-written: the check of fixtures and answers against the contract's schemas (the tables of
// schemas.go, generated). A value is checked as the service would send it: the Go value is written
// as JSON, then every rule of its schema is applied, so a fixture the service could never send fails
// the test that builds it, naming the field.

package orbittest

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"
)

// InvalidFixtureError is a fixture, or an answer given to the fake, that the contract's schema
// refuses: the test that builds or registers it fails with this error.
type InvalidFixtureError struct {
	// Type is the contract's name of the value's type, e.g. "Order".
	Type string
	// Field is where in the value the fault is, in the contract's names, e.g. "items[0].status"
	// (empty: the value itself).
	Field string
	// Problem says what the schema refuses.
	Problem string
}

func (e *InvalidFixtureError) Error() string {
	at := ""
	if e.Field != "" {
		at = " " + e.Field + ":"
	}
	return fmt.Sprintf("orbittest: invalid %s:%s %s", e.Type, at, e.Problem)
}

type kind int

const (
	kindAny kind = iota
	kindString
	kindInteger
	kindNumber
	kindBoolean
	kindEnum // a string or integer enum, or a single-value string (values: the known ones)
	kindArray
	kindMap
	kindObject
	kindUnion // a union without a discriminator: the first variant whose shape the value has
	kindNamed // a named type of schemas
)

// schema is the rule of one value (the generated tables of schemas.go).
type schema struct {
	kind                                     kind
	ref                                      string   // kindNamed: the type's name in schemas
	format                                   string   // strings: date-time, date or byte are checked
	values                                   []string // kindEnum: the known values (integers in decimal)
	integer                                  bool     // kindEnum: an integer enum
	fields                                   []field  // kindObject
	items                                    *schema  // kindArray and kindMap: the items' or values' rule
	variants                                 []*schema
	pattern                                  *regexp.Regexp
	minLength, maxLength, minItems, maxItems int // 0: no bound
	minimum, maximum                         *float64
}

// field is one property of an object.
type field struct {
	name     string
	required bool
	nullable bool
	schema   *schema
}

func bound(v float64) *float64 { return &v }

// checkJSON checks the JSON of a value of the type typeName (for the error) by its schema s.
func checkJSON(typeName string, s *schema, data []byte) error {
	var v interface{}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	if err := dec.Decode(&v); err != nil {
		return &InvalidFixtureError{Type: typeName, Problem: "not JSON: " + err.Error()}
	}
	path, problem := check(v, s, "")
	if problem == "" {
		return nil
	}
	return &InvalidFixtureError{Type: typeName, Field: path, Problem: problem}
}

// checkValue checks a Go value of the named type as it would travel (its JSON).
func checkValue(typeName string, v interface{}) error {
	data, err := json.Marshal(v)
	if err != nil {
		return &InvalidFixtureError{Type: typeName, Problem: "cannot be written as JSON: " + err.Error()}
	}
	return checkJSON(typeName, &schema{kind: kindNamed, ref: typeName}, data)
}

// check answers where the value breaks its schema and how ("" when it does not).
func check(v interface{}, s *schema, path string) (string, string) {
	switch s.kind {
	case kindAny:
		return "", ""
	case kindNamed:
		return check(v, schemas[s.ref], path)
	case kindUnion:
		for _, variant := range s.variants {
			if hasShape(v, variant) {
				return check(v, variant, path)
			}
		}
		return path, fmt.Sprintf("%s has none of the union's shapes", describe(v))
	case kindObject:
		return checkObject(v, s, path)
	case kindArray:
		items, ok := v.([]interface{})
		if !ok {
			return path, describe(v) + " is not an array"
		}
		if n := len(items); (s.minItems > 0 && n < s.minItems) || (s.maxItems > 0 && n > s.maxItems) {
			return path, fmt.Sprintf("%d items, %s", n, limits(s.minItems, s.maxItems, "items"))
		}
		for i, item := range items {
			if at, problem := check(item, s.items, fmt.Sprintf("%s[%d]", path, i)); problem != "" {
				return at, problem
			}
		}
	case kindMap:
		entries, ok := v.(map[string]interface{})
		if !ok {
			return path, describe(v) + " is not an object"
		}
		for _, key := range sortedKeys(entries) {
			if at, problem := check(entries[key], s.items, join(path, key)); problem != "" {
				return at, problem
			}
		}
	default:
		return path, checkScalar(v, s)
	}
	return "", ""
}

func checkObject(v interface{}, s *schema, path string) (string, string) {
	properties, ok := v.(map[string]interface{})
	if !ok {
		return path, describe(v) + " is not an object"
	}
	for i := range s.fields {
		f := &s.fields[i]
		value, present := properties[f.name]
		switch {
		case !present && f.required:
			return join(path, f.name), "required, and missing"
		case !present:
		case value == nil && f.nullable:
		case value == nil:
			return join(path, f.name), "null, and the field is not nullable"
		default:
			if at, problem := check(value, f.schema, join(path, f.name)); problem != "" {
				return at, problem
			}
		}
	}
	return "", ""
}

func checkScalar(v interface{}, s *schema) string {
	switch s.kind {
	case kindString:
		text, ok := v.(string)
		if !ok {
			return describe(v) + " is not a string"
		}
		if n := utf8.RuneCountInString(text); (s.minLength > 0 && n < s.minLength) || (s.maxLength > 0 && n > s.maxLength) {
			return fmt.Sprintf("%q has %d characters, %s", text, n, limits(s.minLength, s.maxLength, "characters"))
		}
		if s.pattern != nil && !s.pattern.MatchString(text) {
			return fmt.Sprintf("%q does not match %s", text, s.pattern)
		}
		return checkFormat(text, s.format)
	case kindInteger, kindNumber:
		n, ok := v.(json.Number)
		if !ok {
			return describe(v) + " is not a number"
		}
		f, err := n.Float64()
		if err != nil || (s.kind == kindInteger && f != float64(int64(f))) {
			return fmt.Sprintf("%s is not an integer", n)
		}
		if (s.minimum != nil && f < *s.minimum) || (s.maximum != nil && f > *s.maximum) {
			return fmt.Sprintf("%s is out of range (%s)", n, rangeText(s.minimum, s.maximum))
		}
	case kindBoolean:
		if _, ok := v.(bool); !ok {
			return describe(v) + " is not a boolean"
		}
	case kindEnum:
		text, ok := enumText(v, s.integer)
		if !ok || !contains(s.values, text) {
			return fmt.Sprintf("%s is not one of %s (a value newer than this SDK is sent as raw JSON: orbittest.Reply(json.RawMessage(…)))", describe(v), strings.Join(s.values, ", "))
		}
	}
	return ""
}

func checkFormat(text, format string) string {
	var err error
	switch format {
	case "date-time":
		_, err = time.Parse(time.RFC3339, text)
	case "date":
		_, err = time.Parse("2006-01-02", text)
	case "byte":
		_, err = base64.StdEncoding.DecodeString(text)
	}
	if err != nil {
		return fmt.Sprintf("%q is not a %s: %v", text, format, err)
	}
	return ""
}

// hasShape is the first-match rule of unions without a discriminator (the core's, and every SDK's):
// an object holding every required field of the variant, one of an enum's values, a scalar or an
// array by its JSON kind.
func hasShape(v interface{}, s *schema) bool {
	if s.kind == kindNamed {
		s = schemas[s.ref]
	}
	switch s.kind {
	case kindObject:
		properties, ok := v.(map[string]interface{})
		for i := 0; ok && i < len(s.fields); i++ {
			_, present := properties[s.fields[i].name]
			ok = present || !s.fields[i].required
		}
		return ok
	case kindMap:
		_, ok := v.(map[string]interface{})
		return ok
	case kindArray:
		_, ok := v.([]interface{})
		return ok
	case kindString:
		_, ok := v.(string)
		return ok
	case kindInteger:
		n, ok := v.(json.Number)
		_, err := strconv.ParseInt(string(n), 10, 64)
		return ok && err == nil
	case kindNumber:
		_, ok := v.(json.Number)
		return ok
	case kindBoolean:
		_, ok := v.(bool)
		return ok
	case kindEnum:
		text, ok := enumText(v, s.integer)
		return ok && contains(s.values, text)
	case kindUnion:
		for _, variant := range s.variants {
			if hasShape(v, variant) {
				return true
			}
		}
	}
	return false
}

func enumText(v interface{}, integer bool) (string, bool) {
	if integer {
		n, ok := v.(json.Number)
		i, err := strconv.ParseInt(string(n), 10, 64)
		return strconv.FormatInt(i, 10), ok && err == nil
	}
	text, ok := v.(string)
	return text, ok
}

func describe(v interface{}) string {
	switch v := v.(type) {
	case nil:
		return "null"
	case string:
		return strconv.Quote(v)
	case json.Number:
		return string(v)
	case bool:
		return strconv.FormatBool(v)
	case []interface{}:
		return "an array"
	}
	return "an object"
}

func limits(min, max int, unit string) string {
	switch {
	case min > 0 && max > 0:
		return fmt.Sprintf("%d to %d %s allowed", min, max, unit)
	case min > 0:
		return fmt.Sprintf("at least %d %s allowed", min, unit)
	}
	return fmt.Sprintf("at most %d %s allowed", max, unit)
}

func rangeText(min, max *float64) string {
	var parts []string
	if min != nil {
		parts = append(parts, "minimum "+strconv.FormatFloat(*min, 'g', -1, 64))
	}
	if max != nil {
		parts = append(parts, "maximum "+strconv.FormatFloat(*max, 'g', -1, 64))
	}
	return strings.Join(parts, ", ")
}

func join(path, name string) string {
	if path == "" {
		return name
	}
	return path + "." + name
}

func contains(values []string, s string) bool {
	for _, v := range values {
		if v == s {
			return true
		}
	}
	return false
}

// Hand-written request core: unions without a discriminator (oneOf/anyOf told apart by shape). The
// generated union type has one Of field per variant, in the contract's order, then the raw JSON of
// an answer that no variant matches. One rule in every SDK: a value is the FIRST variant whose shape
// it has — an object holding every required field of the variant, an enum value of the variant, a
// scalar or an array by its JSON kind. Answers no variant matches are kept as they came (forward
// compatible); in requests such a value is refused before sending.

package orbit

import (
	"bytes"
	"encoding/json"
	"fmt"
	"reflect"
	"strconv"
	"strings"
)

type jsonKind int

const (
	kindObject jsonKind = iota
	kindArray
	kindString
	kindInteger
	kindNumber
	kindBoolean
	kindUnion
)

// untagged is the spec of a union type; variant i is the struct's field i.
type untagged struct {
	name     string
	variants []shape
}

// shape is what a variant's values look like.
type shape struct {
	kind     jsonKind
	required []string  // an object's required fields
	values   []string  // an enum's values (integers in decimal); nil: any value of the kind
	object   *object   // the request spec of an object variant
	union    *untagged // a variant that is itself a union
}

// match answers the first variant whose shape the JSON value has, or -1.
func (u *untagged) match(b []byte) int {
	b = bytes.TrimSpace(b)
	if len(b) == 0 {
		return -1
	}
	var keys map[string]json.RawMessage
	for i := range u.variants {
		v := &u.variants[i]
		switch v.kind {
		case kindObject:
			if b[0] != '{' {
				continue
			}
			if keys == nil && json.Unmarshal(b, &keys) != nil {
				return -1
			}
			if hasAll(keys, v.required) {
				return i
			}
		case kindArray:
			if b[0] == '[' {
				return i
			}
		case kindString:
			var s string
			if b[0] == '"' && json.Unmarshal(b, &s) == nil && oneOf(v.values, s) {
				return i
			}
		case kindInteger:
			if n, err := strconv.ParseInt(string(b), 10, 64); err == nil && oneOf(v.values, strconv.FormatInt(n, 10)) {
				return i
			}
		case kindNumber:
			if b[0] == '-' || (b[0] >= '0' && b[0] <= '9') {
				return i
			}
		case kindBoolean:
			if string(b) == "true" || string(b) == "false" {
				return i
			}
		case kindUnion:
			if v.union.match(b) >= 0 {
				return i
			}
		}
	}
	return -1
}

func hasAll(keys map[string]json.RawMessage, names []string) bool {
	for _, n := range names {
		if _, ok := keys[n]; !ok {
			return false
		}
	}
	return true
}

func oneOf(values []string, s string) bool {
	return values == nil || contains(values, s)
}

// decode reads an answer into the Of field (targets: pointers to the Of fields, in order) of the
// first variant whose shape it has; a value no variant matches is kept in raw. JSON null leaves the
// union empty.
func (u *untagged) decode(b []byte, raw *json.RawMessage, targets ...interface{}) error {
	if string(bytes.TrimSpace(b)) == "null" {
		return nil
	}
	if i := u.match(b); i >= 0 {
		return json.Unmarshal(b, targets[i])
	}
	*raw = append(json.RawMessage(nil), b...)
	return nil
}

// encode is the JSON of the one Of field that is set (values: the Of fields, in order), or of the
// raw answer no variant matched; null when nothing is set.
func (u *untagged) encode(raw json.RawMessage, values ...interface{}) ([]byte, error) {
	set := -1
	for i, v := range values {
		if present(reflect.ValueOf(v)) {
			if set >= 0 {
				return nil, fmt.Errorf("orbit: %s: more than one Of field is set", u.name)
			}
			set = i
		}
	}
	switch {
	case set >= 0:
		return json.Marshal(values[set])
	case raw != nil:
		return raw, nil
	}
	return []byte("null"), nil
}

// set answers the index of the one Of field set in a checked union value.
func (u *untagged) set(v reflect.Value) int {
	for i := range u.variants {
		if present(v.Field(i)) {
			return i
		}
	}
	return -1
}

// checkUntagged checks a union value of a request: exactly one Of field set, a value of a shape
// the union takes, and the variant's own rules.
func checkUntagged(name string, v reflect.Value, u *untagged) error {
	var set []int
	fields := make([]string, len(u.variants))
	for i := range u.variants {
		fields[i] = v.Type().Field(i).Name
		if present(v.Field(i)) {
			set = append(set, i)
		}
	}
	if len(set) != 1 {
		return invalidArgument(name, "%s: set exactly one of %s (%d set)", name, strings.Join(fields, ", "), len(set))
	}
	i := set[0]
	variant := &u.variants[i]
	if err := checkValue(name, v.Field(i), &param{object: variant.object, union: variant.union}); err != nil {
		return err
	}
	if u.match(appendValue(nil, v.Field(i), variant.object, variant.union)) < 0 {
		return invalidArgument(name, "%s: the value of %s has none of the shapes %s takes", name, fields[i], u.name)
	}
	return nil
}

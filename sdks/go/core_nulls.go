// Hand-written request core: nullable request fields. JSON null is a value of its own (it clears a
// field) and differs from leaving the field out (it keeps it). Go 1.16 has no generics for an
// openai-go-style param.Null[T], so a params struct (or request object) with nullable fields has a
// NullFields []string field, google-api-go-client's idiom: the Go names it lists are sent as null.

package orbit

import "reflect"

// nullsOf is the NullFields list of a struct whose spec gives its index (nil: none).
func nullsOf(sv reflect.Value, index int) []string {
	if index == 0 || !sv.IsValid() {
		return nil
	}
	return sv.Field(index).Interface().([]string)
}

// listedNull tells whether NullFields lists p's field (p is then sent as null).
func listedNull(sv reflect.Value, p *param, nulls []string) bool {
	if !p.nullable || len(nulls) == 0 {
		return false
	}
	name := sv.Type().Field(p.field).Name
	for _, n := range nulls {
		if n == name {
			return true
		}
	}
	return false
}

// checkNulls refuses a NullFields entry that names no nullable field, and a field that is both set
// and listed: nothing a caller passes is dropped or chosen for them.
func checkNulls(path string, sv reflect.Value, params []param, nulls []string) error {
	for _, name := range nulls {
		var p *param
		for i := range params {
			if sv.Type().Field(params[i].field).Name == name {
				p = &params[i]
			}
		}
		switch {
		case p == nil || !p.nullable:
			return invalidArgument(path+"NullFields", "NullFields: %s is not a nullable field of %s", name, sv.Type().Name())
		case supplied(p, sv.Field(p.field)):
			return invalidArgument(path+p.name, "%s%s is set and listed in NullFields: send a value or null, not both", path, p.name)
		}
	}
	return nil
}

// Hand-written: what the kit reports to (TB), and how every fixture builder of fixtures.go (generated,
// one per answer type) makes its value.

package orbittest

import (
	"encoding/json"
	"sort"
)

// TB is what the kit reports a failure to: *testing.T and *testing.B are ones, and so is any test
// framework's T with these methods (gomock's TestReporter and testify's TestingT are the precedent).
// A fixture the schema refuses, or an answer the fake cannot register, ends the test with Fatal; a
// call the fake has no answer for is reported with Errorf (it may come from another goroutine).
type TB interface {
	Helper()
	Errorf(format string, args ...interface{})
	Fatal(args ...interface{})
	Cleanup(func())
}

// build fills v (a pointer to the type's Go struct) from the contract's example of the type (a new
// copy each time: example is its JSON), applies the overrides, and checks the result against the
// type's schema; a value the service could never send ends the test with an *InvalidFixtureError.
func build(t TB, typeName, example string, v interface{}, apply func()) {
	t.Helper()
	if example != "" {
		if err := json.Unmarshal([]byte(example), v); err != nil {
			t.Fatal(&InvalidFixtureError{Type: typeName, Problem: "the contract's example does not decode: " + err.Error()})
			return
		}
	}
	apply()
	if err := checkValue(typeName, v); err != nil {
		t.Fatal(err)
	}
}

func sortedKeys(m map[string]interface{}) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

package urlpattern

import (
	"encoding/json"
	"errors"
	"fmt"
)

// initMembers are the members of a URLPatternInit dictionary, by name, in
// the order of Init's fields.
var initMembers = [...]string{"protocol", "username", "password", "hostname", "port", "pathname", "search", "hash", "baseURL"}

// UnmarshalJSON reads init from a JSON object with the members of the
// URLPatternInit dictionary, by the standard's names: "protocol",
// "username", "password", "hostname", "port", "pathname", "search",
// "hash" and "baseURL", each a string, as in
// {"pathname": "/books/:id", "baseURL": "https://example.com"}. A
// member not given is absent (nil). It is stricter than the dictionary's
// conversion in JavaScript, which ignores other members and converts any
// value to a string: a member of another name, or whose value is not a
// string, is an error, for a misspelt "path" would make a pattern that
// matches every path.
func (init *Init) UnmarshalJSON(data []byte) error {
	var m map[string]json.RawMessage
	if err := json.Unmarshal(data, &m); err != nil || m == nil {
		return errors.New("urlpattern: an init dictionary is a JSON object")
	}
	var fields [len(initMembers)]*string
	for name, raw := range m {
		i := indexOfMember(name)
		if i < 0 {
			return fmt.Errorf("urlpattern: %q is not a member of an init dictionary", name)
		}
		var s *string
		if err := json.Unmarshal(raw, &s); err != nil || s == nil {
			return fmt.Errorf("urlpattern: the member %q is not a string", name)
		}
		fields[i] = s
	}
	f := fields
	*init = Init{f[0], f[1], f[2], f[3], f[4], f[5], f[6], f[7], f[8]}
	return nil
}

// indexOfMember is the index of the member name in initMembers, or -1.
func indexOfMember(name string) int {
	for i, n := range initMembers {
		if n == name {
			return i
		}
	}
	return -1
}

// Canonical returns the components of the URL that init gives, as
// [Pattern.ExecInit] matches them ("process a URLPatternInit" of type
// "url", URL Pattern Standard section "URLPatternInit processing"): each
// canonicalized as the URL Standard's parser would write it, those
// init.BaseURL gives filled in from it, the others empty; BaseURL is
// nil. Its error is why ExecInit and TestInit match nothing: a base URL
// that does not parse, or a component that does not canonicalize (a
// port that is not a number).
func (init Init) Canonical() (Init, error) {
	values, err := initValuesErr(init)
	if err != nil {
		return Init{}, err
	}
	var out Init
	for i, v := range values {
		out.set(i, v)
	}
	return out, nil
}

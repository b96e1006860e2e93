package suites

import (
	"encoding/json"
	"maps"
	"os"
	"slices"
	"testing"
)

// URLAttributes are the attributes of the URL class (URL Standard §6.1),
// the keys of urltestdata.json that give them.
var URLAttributes = []string{"href", "origin", "protocol", "username", "password", "host", "hostname", "port", "pathname", "search", "hash"}

// A URLCase is a case of urltestdata.json: new URL(input, base) fails, or
// gives the attributes.
type URLCase struct {
	Input   string  `json:"input"`
	Base    *string `json:"base"` // nil for none
	Failure bool    `json:"failure"`
	// Attributes holds the attributes the case gives (URLAttributes, and
	// "searchParams"), by name; one the case leaves out or gives as null
	// (the "origin" of some of ada's cases) is absent.
	Attributes map[string]string `json:"-"`
}

// UnmarshalJSON reads a case of urltestdata.json.
func (c *URLCase) UnmarshalJSON(data []byte) error {
	type fields URLCase // without this method
	if err := json.Unmarshal(data, (*fields)(c)); err != nil {
		return err
	}
	var all map[string]any
	if err := json.Unmarshal(data, &all); err != nil {
		return err
	}
	c.Attributes = map[string]string{}
	for _, k := range append(URLAttributes, "searchParams") {
		if v, ok := all[k].(string); ok {
			c.Attributes[k] = v
		}
	}
	return nil
}

// A ToASCIICase is a case of toascii.json, IdnaTestV2.json and
// IdnaTestV2-removed.json: a domain and the result of domain to ASCII,
// nil for failure.
type ToASCIICase struct {
	Input   string  `json:"input"`
	Output  *string `json:"output"`
	Comment string  `json:"comment"`
	// URLStandardOnly marks a case of toascii.json that holds for the
	// URL Standard's domain to ASCII alone, not for UTS #46 ToASCII (the
	// file's header says so).
	URLStandardOnly bool `json:"urlStandardOnly"`
}

// A SetterCase is a case of setters_tests.json: a URL, a value set to one
// of its attributes, and the attributes expected after.
type SetterCase struct {
	Attribute string            `json:"-"` // the attribute set
	Href      string            `json:"href"`
	NewValue  string            `json:"new_value"`
	Expected  map[string]string `json:"expected"`
}

// Setters reads a file of the suites (Dir; see Path) in the format of
// setters_tests.json, an object holding the cases of each attribute: the
// cases of the attributes in the order of their names. The file must hold
// exactly count cases.
func Setters(tb testing.TB, path string, count int) []SetterCase {
	tb.Helper()
	data, err := os.ReadFile(Path(tb, path))
	if err != nil {
		tb.Fatal(err)
	}
	var byAttribute map[string]json.RawMessage
	if err := json.Unmarshal(data, &byAttribute); err != nil {
		tb.Fatalf("%s: %v", path, err)
	}
	var out []SetterCase
	for _, attr := range slices.Sorted(maps.Keys(byAttribute)) {
		if attr == "comment" {
			continue
		}
		var cases []SetterCase
		if err := json.Unmarshal(byAttribute[attr], &cases); err != nil {
			tb.Fatalf("%s: %v", path, err)
		}
		for i := range cases {
			cases[i].Attribute = attr
		}
		out = append(out, cases...)
	}
	if len(out) != count {
		tb.Fatalf("%s: %d cases, want %d", path, len(out), count)
	}
	return out
}

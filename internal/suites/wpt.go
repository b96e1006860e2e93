package suites

import (
	"encoding/json"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"testing"
)

// WPT reads a file of testdata (path is relative to Dir) in the format of
// the JSON files of web-platform-tests url/resources: an array whose
// string elements are comments and whose other elements are the cases,
// decoded into T. urltestdata.json (URLCase), toascii.json,
// IdnaTestV2.json and IdnaTestV2-removed.json (ToASCIICase),
// verifydnslength_tests.json, percent-encoding.json, and ada's files in
// the same formats are read so. The file must hold exactly count cases.
func WPT[T any](tb testing.TB, path string, count int) []T {
	tb.Helper()
	data, err := os.ReadFile(filepath.Join(Dir(), path))
	if err != nil {
		tb.Fatal(err)
	}
	var raw []json.RawMessage
	if err := json.Unmarshal(data, &raw); err != nil {
		tb.Fatalf("%s: %v", path, err)
	}
	var cases []T
	for _, r := range raw {
		if len(r) > 0 && r[0] == '"' {
			continue // a comment
		}
		var c T
		if err := json.Unmarshal(r, &c); err != nil {
			tb.Fatalf("%s: %v", path, err)
		}
		cases = append(cases, c)
	}
	if len(cases) != count {
		tb.Fatalf("%s: %d cases, want %d", path, len(cases), count)
	}
	return cases
}

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
}

// A SetterCase is a case of setters_tests.json: a URL, a value set to one
// of its attributes, and the attributes expected after.
type SetterCase struct {
	Attribute string            `json:"-"` // the attribute set
	Href      string            `json:"href"`
	NewValue  string            `json:"new_value"`
	Expected  map[string]string `json:"expected"`
}

// Setters reads a file of testdata in the format of setters_tests.json,
// an object holding the cases of each attribute: the cases of the
// attributes in the order of their names. The file must hold exactly
// count cases.
func Setters(tb testing.TB, path string, count int) []SetterCase {
	tb.Helper()
	data, err := os.ReadFile(filepath.Join(Dir(), path))
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

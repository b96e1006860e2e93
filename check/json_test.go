package check

import (
	"bytes"
	"encoding/json"
	"testing"
	"unicode/utf8"

	"github.com/go-iri/iri/internal/suites"
)

// decodedReport is what a program reading the JSON of a Report gets back.
type decodedReport struct {
	Input      string
	Valid      bool
	Worst      string
	Error      *string
	Violations []struct {
		Code, Severity, Component, Message, Section string
		Offset, Length                              int
	}
}

// checkJSONProperties: the JSON of the report of s is valid JSON, says
// everything the report does under the keys of the vocabulary, and
// escapes no "&", "<" or ">".
func checkJSONProperties(tb testing.TB, s string, c Checker) {
	tb.Helper()
	r := c.Check(s)
	data, err := r.MarshalJSON()
	if err != nil || !json.Valid(data) {
		tb.Fatalf("%q: %s, %v", s, data, err)
	}
	for _, escaped := range []string{`\u0026`, `\u003c`, `\u003e`} {
		if bytes.Contains(data, []byte(escaped)) {
			tb.Fatalf("%q: %s escapes HTML", s, data)
		}
	}
	var d decodedReport
	if err := json.Unmarshal(data, &d); err != nil {
		tb.Fatalf("%q: %s: %v", s, data, err)
	}
	// encoding/json writes each byte that is not UTF-8 as U+FFFD: only a
	// valid input comes back exactly.
	if utf8.ValidString(s) && d.Input != s {
		tb.Errorf("%q: input %q", s, d.Input)
	}
	if d.Valid != r.Conforms() || d.Worst != r.Worst().String() || (d.Error != nil) == r.Conforms() || d.Violations == nil {
		tb.Errorf("%q: %s", s, data)
	}
	if len(d.Violations) != len(r.Violations) {
		tb.Fatalf("%q: %d violations in JSON, %d in the report", s, len(d.Violations), len(r.Violations))
	}
	for i, v := range r.Violations {
		dv := d.Violations[i]
		comp := ""
		if v.Component != 0 {
			comp = v.Component.String()
		}
		if dv.Code != v.Code || dv.Severity != v.Severity.String() || dv.Offset != v.Offset || dv.Length != v.Length ||
			dv.Component != comp || dv.Section != v.Section ||
			utf8.ValidString(v.Message) && dv.Message != v.Message {
			tb.Errorf("%q: violation %d: %+v, want %v", s, i, dv, v)
		}
	}
}

// TestReportJSON runs checkJSONProperties over every suite string, with
// every rule reported and with the errors ignored, and pins one line.
func TestReportJSON(t *testing.T) {
	for _, s := range suites.Strings(t) {
		checkJSONProperties(t, s, Checker{})
		checkJSONProperties(t, s, Checker{Ignore: []string{"char/", "syntax/", "scheme/"}})
	}
	data, _ := Checker{Ignore: []string{"char/space"}}.Check("http://a/?a=1&b=<2> c").MarshalJSON()
	want := `{"input":"http://a/?a=1&b=<2> c","valid":false,"worst":"error","violations":[` +
		`{"code":"char/delimiter","severity":"error","offset":16,"length":1,"component":"query","message":"U+003C '<': \"<\", \">\" or '\"', which delimit IRIs in text","section":"3987bis §7.3"},` +
		`{"code":"char/delimiter","severity":"error","offset":18,"length":1,"component":"query","message":"U+003E '>': \"<\", \">\" or '\"', which delimit IRIs in text","section":"3987bis §7.3"}],` +
		`"error":"U+003C '<': \"<\", \">\" or '\"', which delimit IRIs in text"}`
	if string(data) != want {
		t.Errorf("got  %s\nwant %s", data, want)
	}
	data, _ = Checker{Ignore: []string{"char/"}}.Check("http://a/ ").MarshalJSON()
	if want := `{"input":"http://a/ ","valid":false,"worst":"none","violations":[],"error":"not valid: the errors found are ignored (--ignore)"}`; string(data) != want {
		t.Errorf("all ignored:\ngot  %s\nwant %s", data, want)
	}
}

func FuzzReportJSON(f *testing.F) {
	for _, s := range suites.Strings(f) {
		f.Add(s)
	}
	f.Add("http://a/?a=1&b=<2>\xff c\u2028")
	f.Fuzz(func(t *testing.T, s string) {
		checkJSONProperties(t, s, Checker{})
	})
}

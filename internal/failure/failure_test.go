package failure

import (
	"bytes"
	"encoding/json"
	"testing"
	"unicode/utf8"

	"github.com/go-iri/iri"
	"github.com/go-iri/iri/internal/suites"
)

// FuzzFailureJSON: the JSON form of the failure of an input that does not
// parse is one line of valid JSON that reads back as the failure: the
// input (as encoding/json writes invalid UTF-8), the message, and where
// and why exactly when the parser says; no input panics.
func FuzzFailureJSON(f *testing.F) {
	for _, s := range suites.Strings(f) {
		f.Add(s)
	}
	f.Add("http://a b/?a=1&b=<2>\xff")
	f.Fuzz(func(t *testing.T, s string) {
		_, err := iri.Parse(s)
		if err == nil {
			return
		}
		fl := Of(s, err)
		j, jerr := json.Marshal(fl)
		if jerr != nil || bytes.IndexByte(j, '\n') >= 0 {
			t.Fatalf("%+q: %s, %v", s, j, jerr)
		}
		var back struct {
			Input, Error, Component, Cause, Section string
			Offset                                  *int
		}
		if err := json.Unmarshal(j, &back); err != nil {
			t.Fatalf("%s: %v", j, err)
		}
		if (back.Offset != nil) != (fl.Cause != "") || back.Offset != nil && *back.Offset != fl.Offset {
			t.Fatalf("%+q: %s: offset", s, j)
		}
		if utf8.ValidString(s) && utf8.ValidString(fl.Error) &&
			(back.Input != s || back.Error != fl.Error || back.Cause != fl.Cause || back.Section != fl.Section) {
			t.Fatalf("%+q: %s", s, j)
		}
	})
}

package whatwg

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"github.com/go-iri/iri/internal/suites"
)

// jsdomCase is a case of jsdom-validation/cases.jsonl (the shared
// collection's README): an input, its base, and what jsdom's whatwg-url
// says of it: the names of the validation errors its parser reports, in
// order (nil where its test states none), whether parsing fails, and
// whether the input is a valid URL string.
type jsdomCase struct {
	ID             string          `json:"id"`
	Set            string          `json:"set"`
	RawInput       json.RawMessage `json:"input"`
	Base           *string         `json:"base"`
	Errors         []string        `json:"errors"`
	Failure        *bool           `json:"failure"`
	ValidURLString *bool           `json:"valid_url_string"`
}

// TestJSDOMValidation reads jsdom's table of validation errors in place
// and wants, as the project's run.py over the CLI does, every name list
// to agree (in order, repeats counted), every failure, and every verdict
// of "valid URL string" of the current set (jsdom 17.1.0's
// test/validation.js, the revision this package follows), where that
// verdict is "no validation error and no failure". The historical sets'
// verdicts follow an older text (whatwg/url 6ae8486 reversed 9 of them);
// their names are asserted. One input holds a lone surrogate, which UTF-8
// cannot carry: it is counted and passed over.
func TestJSDOMValidation(t *testing.T) {
	type tally struct{ cases, names, namesOK, failOK, valid, validOK, surrogate int }
	sets := map[string]*tally{}
	for _, c := range suites.JSONLines[jsdomCase](t, "jsdom-validation/cases.jsonl") {
		if c.Set == "parse-only" {
			continue
		}
		n := sets[c.ID[:strings.IndexByte(c.ID, '#')]]
		if n == nil {
			n = new(tally)
			sets[c.ID[:strings.IndexByte(c.ID, '#')]] = n
		}
		n.cases++
		var input string
		if err := json.Unmarshal(c.RawInput, &input); err != nil {
			t.Fatalf("%s: %v", c.ID, err)
		}
		if strings.ContainsRune(input, '\uFFFD') && !strings.Contains(strings.ToLower(string(c.RawInput)), `\ufffd`) {
			n.surrogate++ // Go decodes a lone surrogate to U+FFFD: another input
			continue
		}
		var p Parser
		if c.Base != nil {
			p.Base = MustParse(*c.Base)
		}
		_, errs, err := p.Validate(input)
		names := make([]string, 0, len(errs))
		for _, e := range errs {
			names = append(names, e.Name)
		}
		if c.Errors != nil {
			n.names++
			if slices.Equal(names, c.Errors) {
				n.namesOK++
			} else {
				t.Errorf("%s %+q against %v: %v; jsdom reports %v", c.ID, input, c.Base, names, c.Errors)
			}
		}
		if c.Failure != nil && (err != nil) == *c.Failure {
			n.failOK++
		} else if c.Failure != nil {
			t.Errorf("%s %+q: failure %v, jsdom's %v", c.ID, input, err, *c.Failure)
		}
		if c.ValidURLString != nil && c.Set == "current" {
			n.valid++
			if valid := len(errs) == 0 && err == nil; valid == *c.ValidURLString {
				n.validOK++
			} else {
				t.Errorf("%s %+q: valid URL string %v, jsdom's %v (%v)", c.ID, input, valid, *c.ValidURLString, names)
			}
		}
	}
	// The counts of the collection's README and of run.py's last line:
	// "whatwg-validation: 184/184 names agree".
	want := map[string]tally{
		"validation.js":           {cases: 185, names: 184, namesOK: 184, failOK: 184, valid: 183, validOK: 183, surrogate: 1},
		"validation-errors.js":    {cases: 37, names: 37, namesOK: 37, failOK: 37},
		"url-string-validator.js": {cases: 166, names: 15, namesOK: 15, failOK: 16, surrogate: 1},
	}
	for file, w := range want {
		if got := sets[file]; got == nil || *got != w {
			t.Errorf("%s: %+v; want %+v", file, got, w)
		}
	}
}

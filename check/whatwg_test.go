package check

import (
	"testing"
	"unicode/utf8"

	"github.com/go-iri/iri/internal/suites"
	"github.com/go-iri/iri/whatwg"
)

// checkURLViolations holds URLViolations to what it says of input: one
// violation for each validation error, in order, each named
// "whatwg/"+name at its offset and covering the character there; the last
// an error exactly when the parser failed, the others warnings; and the
// ignored ones left out.
func checkURLViolations(t *testing.T, p whatwg.Parser, input string) {
	_, errs, err := p.Validate(input)
	vs := Checker{}.URLViolations(input, errs, err != nil)
	if len(vs) != len(errs) {
		t.Fatalf("%q: %d violations for %d validation errors", input, len(vs), len(errs))
	}
	for i, v := range vs {
		e := errs[i]
		_, size := utf8.DecodeRuneInString(input[min(e.Offset, len(input)):])
		if v.Code != "whatwg/"+e.Name || v.Offset != e.Offset || v.Length != size || v.Section != whatwg.ValidationErrorsSection || v.Message == "" {
			t.Fatalf("%q: violation %d is %+v for %+v", input, i, v, e)
		}
		if failure := err != nil && i == len(errs)-1; (v.Severity == SeverityError) != failure || !failure && v.Severity != SeverityWarning {
			t.Fatalf("%q: violation %d of %d is an %v (the parser failed: %v)", input, i, len(vs), v.Severity, err)
		}
	}
	if len(errs) > 0 {
		ignored := Checker{Ignore: []string{"whatwg/" + errs[0].Name}}.URLViolations(input, errs, err != nil)
		for _, v := range ignored {
			if v.Code == "whatwg/"+errs[0].Name {
				t.Fatalf("%q: %s is ignored, and reported", input, v.Code)
			}
		}
		if all := (Checker{Ignore: []string{"whatwg/"}}).URLViolations(input, errs, err != nil); len(all) != 0 {
			t.Fatalf("%q: the group whatwg/ is ignored, and %v reported", input, all)
		}
	}
}

// TestURLViolations holds URLViolations to the validation errors of every
// input of urltestdata.json, against its base.
func TestURLViolations(t *testing.T) {
	withErrors := 0
	for _, c := range suites.JSONCases[suites.URLCase](t, "wpt-url/urltestdata.json", 891) {
		var p whatwg.Parser
		if c.Base != nil {
			b, err := whatwg.Parse(*c.Base)
			if err != nil {
				continue // the case is of the base's failure
			}
			p.Base = b
		}
		checkURLViolations(t, p, c.Input)
		if _, errs, _ := p.Validate(c.Input); len(errs) > 0 {
			withErrors++
		}
	}
	if withErrors == 0 {
		t.Fatal("no input of urltestdata.json had a validation error")
	}
	// An invalid-URL-unit says which character broke the rule.
	for _, c := range []struct{ input, message string }{
		{"http://a/%zz", `a "%" not followed by two hex digits`},
		{"http://a/\xff", "bytes that are not UTF-8, read as U+FFFD"},
		{"http://a/\ufdd0", "U+FDD0 is not a URL code point"},
	} {
		_, errs, err := whatwg.Parser{}.Validate(c.input)
		vs := Checker{}.URLViolations(c.input, errs, err != nil)
		if len(vs) != 1 || vs[0].Code != "whatwg/invalid-URL-unit" || vs[0].Message != c.message {
			t.Errorf("%q: %+v, want one invalid-URL-unit: %s", c.input, vs, c.message)
		}
	}
}

// FuzzURLViolations: no input panics, and the violations are the
// validation errors as URLViolations says.
func FuzzURLViolations(f *testing.F) {
	for _, s := range []string{"https://example.com/a b|c", "http://a b/", `http:\\h\x`, "http://%e4/", "\xff://x"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) { checkURLViolations(t, whatwg.Parser{}, s) })
}

package check

import (
	"fmt"
	"unicode/utf8"

	"github.com/go-iri/iri/whatwg"
)

// URLViolations gives the validation errors that the URL Standard's basic
// URL parser met in input (errs, from [whatwg.Parser.Validate]) the form
// of the checker's violations, so that a report on a URL reads as one on
// an IRI: code "whatwg/" and the error's name (URL Standard §1.1 names
// each), section [whatwg.ValidationErrorsSection], and a message that says what the rule is, or which
// character broke it for an invalid-URL-unit. When failed is set, the
// last of errs is the one the parser failed with and is an error; the
// others are warnings, for the parser went on past them: a URL can be
// valid for a browser and still break a rule the standard lists for
// valid URL strings. Each covers the character at its offset, none where
// the input ends. The violations whose code c ignores are left out.
func (c Checker) URLViolations(input string, errs []whatwg.ValidationError, failed bool) []Violation {
	var vs []Violation
	for i, e := range errs {
		code := "whatwg/" + e.Name
		if c.Ignores(code) {
			continue
		}
		v := Violation{Code: code, Severity: SeverityWarning, Offset: e.Offset, Section: whatwg.ValidationErrorsSection}
		if failed && i == len(errs)-1 {
			v.Severity = SeverityError
		}
		rule, _ := whatwg.RuleOf(e.Name)
		v.Message = rule.Summary
		if e.Offset < len(input) {
			var r rune
			r, v.Length = utf8.DecodeRuneInString(input[e.Offset:])
			if e.Name == "invalid-URL-unit" {
				v.Message = invalidUnit(r, v.Length)
			}
		}
		vs = append(vs, v)
	}
	return vs
}

// invalidUnit says what the invalid-URL-unit at a character is: the
// character r, of size bytes in the input, is not a URL code point (URL
// Standard §4.2: ASCII alphanumerics, a few ASCII punctuation marks, and
// the non-ASCII characters that are not surrogates, non-characters or
// controls), or is a "%" that does not start a percent-encoded byte.
func invalidUnit(r rune, size int) string {
	switch {
	case r == utf8.RuneError && size == 1:
		return "bytes that are not UTF-8, read as U+FFFD"
	case r == '%':
		return "a \"%\" not followed by two hex digits"
	}
	return fmt.Sprintf("U+%04X is not a URL code point", r)
}

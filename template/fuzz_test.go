package template

import (
	"errors"
	"testing"

	"github.com/go-iri/iri"
	"github.com/go-iri/iri/internal/pct"
)

// FuzzTemplate holds, for any template and values: no panic; a failure
// is an *Error with its offset in the template; an expansion is ASCII
// made of the characters a URI allows, "%" only in triplets; ExpandIRI is
// the expansion parsed and converted, or ErrNotIRI where it does not
// parse; and for an invertible template, Match reads values back that
// expand to the same IRI.
func FuzzTemplate(f *testing.F) {
	for _, c := range suiteCases(f, "spec-examples-by-section.json", 117) {
		f.Add(c.template, "Hello World!", "%41é")
	}
	f.Add("{a:2}{+b*}{#c}", "日本", "\xff")
	f.Fuzz(func(t *testing.T, s, a, b string) {
		tmpl, err := Parse(s)
		if err != nil {
			var e *Error
			if !errors.As(err, &e) || e.Offset < 0 || e.Offset > len(s) || e.Template != s {
				t.Fatalf("Parse(%q): %#v", s, err)
			}
			return
		}
		if tmpl.String() != s || tmpl.Level() < 1 || tmpl.Level() > 4 {
			t.Fatalf("%q: String %q, Level %d", s, tmpl, tmpl.Level())
		}
		vars := Vars{"a": a, "b": []string{a, b}, "c": []Pair{{a, b}, {b, ""}}, "d": ""}
		out, err := tmpl.Expand(vars)
		if err != nil {
			var e *Error
			if !errors.As(err, &e) || e.Offset < 0 || e.Offset > len(s) || e.Variable == "" {
				t.Fatalf("%q: %#v", s, err)
			}
			return
		}
		for i := 0; i < len(out); i++ {
			if c := out[i]; c == '%' && !pct.IsTriplet(out, i) || c != '%' && !allowed(c, true) {
				t.Fatalf("%q expands to %q, whose byte %d is not a URI's", s, out, i)
			}
		}
		x, err := tmpl.ExpandIRI(vars)
		if u, perr := iri.Parse(out); perr != nil {
			if !errors.Is(err, ErrNotIRI) {
				t.Fatalf("%q: %q does not parse (%v), but ExpandIRI gives %q, %v", s, out, perr, x, err)
			}
		} else if err != nil || x != u.ToIRI() {
			t.Fatalf("%q: ExpandIRI = %q, %v; want %q", s, x, err, u.ToIRI())
		} else if tmpl.Invertible() == nil {
			m, ok := tmpl.Match(x)
			if !ok {
				t.Fatalf("%q: Match(%q) fails on an expansion", s, x)
			}
			if back, err := tmpl.ExpandIRI(m); err != nil || back != x {
				t.Fatalf("%q: Match(%q) = %v, which expands to %q, %v", s, x, m, back, err)
			}
		}
	})
}

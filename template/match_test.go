package template

import (
	"errors"
	"reflect"
	"testing"

	"github.com/go-iri/iri"
)

// invertibleTemplates are templates of the shapes Invertible accepts, and
// matchValues values of every difficulty for them: reserved characters,
// spaces, "%", beyond ASCII, empty.
var (
	invertibleTemplates = []string{
		"/users/{id}", "/users/{id}/posts{?page,sort}", "{/a}{/b}{?q}", "/search{?q,lang}", "/m{;x,y}",
		"http://example.org/{a}/{b}", "/files{/path}", "/{a}{?ext}", "{+base}", "/wiki/{title}{#section}",
		"mailto:{user}@example.org", "/{a}/{b}", "x{a,b}", "{?a}{?b}", "{a,b}/x",
	}
	matchValues = []string{"ana", "a b", "日本語", "50%", "a/b?c#d", "x=y&z", "", "é,é", "%41"}
)

// TestMatchInvertsExpand expands each invertible template with values of
// every difficulty and wants Match to give back values that expand to the
// same text, and where every value is defined and not empty, the very
// values of an operator that encodes them.
func TestMatchInvertsExpand(t *testing.T) {
	for _, s := range invertibleTemplates {
		tmpl := MustParse(s)
		if err := tmpl.Invertible(); err != nil {
			t.Errorf("%s: %v", s, err)
			continue
		}
		for i, a := range matchValues {
			b := matchValues[(i+3)%len(matchValues)]
			vars := Vars{"id": a, "page": b, "sort": a, "a": a, "b": b, "q": b, "lang": a, "x": a, "y": b,
				"path": a, "ext": b, "base": a, "title": a, "section": b, "user": a}
			x, err := tmpl.ExpandIRI(vars)
			if errors.Is(err, ErrNotIRI) {
				continue // an expansion that is no IRI reference ("#" twice), which Match is never asked of
			}
			if err != nil {
				t.Fatalf("%s with %q, %q: %v", s, a, b, err)
			}
			got, ok := tmpl.Match(x)
			if !ok {
				t.Errorf("%s with %q, %q: Match(%q) fails", s, a, b, x)
				continue
			}
			if back, err := tmpl.ExpandIRI(got); err != nil || back != x {
				t.Errorf("%s: Match(%q) = %v, which expands to %q, %v", s, x, got, back, err)
			}
		}
	}
	// A value of each kind of character comes back itself, where the
	// operator encodes every character but the unreserved.
	tmpl := MustParse("/users/{id}/posts{?page,sort}")
	vars := Vars{"id": "a b/é%", "page": "2", "sort": "x=y&z"}
	x, _ := tmpl.ExpandIRI(vars)
	if got, ok := tmpl.Match(x); !ok || !reflect.DeepEqual(got, vars) {
		t.Errorf("Match(%q) = %v, %v; want %v", x, got, ok, vars)
	}
	// Reserved expansion keeps a value's own triplets.
	plus := MustParse("{+base}")
	for _, base := range []string{"http://a/b%2Fc", "/x y", "/é%41"} {
		u, _ := plus.Expand(Vars{"base": base})
		got, ok := plus.Match(iri.MustParse(u))
		back, _ := plus.Expand(got)
		if !ok || back != u {
			t.Errorf("{+base} with %q: Match(%q) = %v, %v", base, u, got, ok)
		}
	}
	// A list comes back as a list.
	list := MustParse("/tags/{tags}")
	if got, ok := list.Match(iri.MustParse("/tags/a,b%2Cc")); !ok || !reflect.DeepEqual(got, Vars{"tags": []string{"a", "b,c"}}) {
		t.Errorf("a list: %v, %v", got, ok)
	}
}

// TestMatchRefuses: what the template does not expand to, and templates
// whose expansions are ambiguous.
func TestMatchRefuses(t *testing.T) {
	for _, tt := range [][2]string{
		{"/users/{id}", "/groups/1"},
		{"/users/{id}/x", "/users/1/y"},
		{"/u{?a,b}", "/u?b=1&a=2"}, // out of order
		{"/u{?a}", "/u?c=1"},
		{"/u{;a}", "/u;a="},              // ";" writes an empty value as ";a"
		{"/u{?a}", "/u?a"},               // "?" writes it as "?a="
		{"/v/{a}", "/v/%41"},             // the expansion writes "A"
		{"/v/{a}", "/v/%C3"},             // not UTF-8
		{"/v/{a}/{b}", "/v/x"},           // a missing literal
		{"{a}", "x/y"},                   // "/" is no value's
		{"http://{host}/", "http://a/b"}, // text after the template
	} {
		if got, ok := MustParse(tt[0]).Match(iri.MustParse(tt[1])); ok {
			t.Errorf("%s matches %q: %v", tt[0], tt[1], got)
		}
	}
	for _, s := range []string{"/{a}{b}", "/{a:3}", "/{a*}", "{+a}/b", "{#a,b}", "{.a,b}", "/{a}-{b}", "/{a}.{b}",
		"/{a}{.b}", "/{a},{b}", "{?a,b}{&c}", "{a,b},x", "{/a,b}/x", "{/a}/b", "{?a}?", "{b,b}", "/{a}/{a}"} {
		tmpl := MustParse(s)
		err := tmpl.Invertible()
		var e *Error
		if !errors.As(err, &e) || !errors.Is(err, ErrNotInvertible) || e.Offset < 0 || e.Offset >= len(s) {
			t.Errorf("Invertible(%q) = %v", s, err)
		}
		if _, ok := tmpl.Match(iri.MustParse("/x")); ok {
			t.Errorf("%s: Match does not refuse", s)
		}
	}
}

package inspect

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/go-iri/iri"
	"github.com/go-iri/iri/whatwg"
)

// attributeNames are the attributes of the URL class (URL Standard §6.1),
// in the order the page shows them.
var attributeNames = []string{"origin", "protocol", "username", "password", "host", "hostname", "port", "pathname", "search", "hash"}

// checkWHATWG asserts what holds of every browser's reading: exactly one
// of a base failure, a failure and an href; the validation errors placed
// under the cells, the failure last and an error, the others warnings; an
// href that is its own reading (URL Standard §4.4), with its attributes;
// an IRI that is absolute and ASCII, and a display form that maps back
// to it; and RFC 3987's reading beside it: present exactly when the input
// is a valid reference that resolves against the base, and edited into
// the href by the changes shown.
func checkWHATWG(t testing.TB, r request, rep *report) {
	t.Helper()
	w := rep.WHATWG
	if w == nil || w.Versus == nil {
		t.Fatalf("%q: no WHATWG reading %+v", r.IRI, w)
	}
	checkPlaced(t, r.IRI, rep.Cells, w.Errors, w.Found, w.Lanes, whatwgMarks)
	for k, e := range w.Errors {
		last := k == w.Found-1
		if e.Code == "" || e.Section != whatwg.ValidationErrorsSection || e.Offset < 0 || e.Offset > len(r.IRI) ||
			(e.Severity == "error") != (last && w.Failure != nil) || e.Severity != "error" && e.Severity != "warning" {
			t.Fatalf("%q: validation error %d of %d: %+v (failure %+v)", r.IRI, k, w.Found, e, w.Failure)
		}
		if !strings.HasPrefix(e.Code, "whatwg/") {
			t.Fatalf("%q: validation error %d: code %q, want whatwg/ and its name, as iri check --mode whatwg writes it", r.IRI, k, e.Code)
		}
		if last && w.Failure != nil && (e.Code != "whatwg/"+w.Failure.Name || e.Offset != w.Failure.Offset) {
			t.Fatalf("%q: the failure %+v, the last validation error %+v", r.IRI, w.Failure, e)
		}
	}
	switch {
	case w.BaseFailure != nil:
		if _, err := whatwg.Parse(r.Base); r.Base == "" || err == nil || w.Failure != nil || w.Href != "" || w.Found != 0 {
			t.Fatalf("%q against %q: a base failure %+v, and %+v", r.IRI, r.Base, w.BaseFailure, w)
		}
	case w.Failure != nil:
		if w.Href != "" || w.Found == 0 || len(w.Attributes) != 0 || w.IRI != "" {
			t.Fatalf("%q: a failure %+v, and %+v", r.IRI, w.Failure, w)
		}
	default:
		checkURL(t, r, w)
	}
	v := w.Versus
	rfcReads := rep.Valid && (r.Base == "" || rep.Resolve.BaseValid && rep.Resolve.Error == "")
	if rfcReads != (v.RFCError == "") || !rfcReads && v.RFC != "" {
		t.Fatalf("%q against %q: RFC 3987's reading %+v, valid %v, resolution %+v", r.IRI, r.Base, v, rep.Valid, rep.Resolve)
	}
	if !rfcReads || w.Href == "" {
		if v.Same || v.Equivalent || len(v.Changes) != 0 {
			t.Fatalf("%q: one reading only, compared: %+v", r.IRI, v)
		}
		return
	}
	if a, b := applied(v.Changes); a != v.RFC || b != w.Href {
		t.Fatalf("%q: the changes go from %q to %q, not from %q to %q", r.IRI, a, b, v.RFC, w.Href)
	}
	if v.Same != (v.RFC == w.Href) || v.Same && (!v.Equivalent || v.Level != "simple") {
		t.Fatalf("%q: %+v for the href %q", r.IRI, v, w.Href)
	}
	for _, a := range w.Attributes {
		if a.Differs != (a.Name != "origin" && a.RFC != a.Text) || a.Differs && v.Same {
			t.Fatalf("%q: attribute %+v, the readings the same: %v", r.IRI, a, v.Same)
		}
	}
}

// checkURL asserts what holds of the reading of a URL: see checkWHATWG.
func checkURL(t testing.TB, r request, w *whatwgReading) {
	t.Helper()
	if w.Href == "" || slices.ContainsFunc(w.Errors, func(v violation) bool { return v.Severity != "warning" }) {
		t.Fatalf("%q: %+v", r.IRI, w)
	}
	if u, err := whatwg.Parse(w.Href); err != nil || u.Href() != w.Href {
		t.Fatalf("%q: the href %q reads as %q, %v", r.IRI, w.Href, u.Href(), err)
	}
	attrs := map[string]string{}
	for k, a := range w.Attributes {
		if k >= len(attributeNames) || a.Name != attributeNames[k] {
			t.Fatalf("%q: attribute %d: %+v", r.IRI, k, a)
		}
		attrs[a.Name] = a.Text
	}
	// The href ends in hash, search and pathname, in that order, where
	// an empty query or fragment ("?", "#") reads as "" (URL Standard
	// §6.1, the search and hash getters).
	if len(attrs) != len(attributeNames) || !strings.HasPrefix(w.Href, attrs["protocol"]) {
		t.Fatalf("%q: the attributes %v of %q", r.IRI, attrs, w.Href)
	}
	rest, ok := w.Href, true
	for _, part := range []struct{ value, empty string }{{attrs["hash"], "#"}, {attrs["search"], "?"}} {
		if part.value == "" {
			rest = strings.TrimSuffix(rest, part.empty)
		} else if rest, ok = strings.CutSuffix(rest, part.value); !ok {
			break
		}
	}
	if !ok || !strings.HasSuffix(rest, attrs["host"]+attrs["pathname"]) {
		t.Fatalf("%q: the attributes %v of %q", r.IRI, attrs, w.Href)
	}
	x, err := iri.Parse(w.IRI)
	if err != nil || !x.IsAbsolute() || !x.IsURI() {
		t.Fatalf("%q: the IRI %q: %v", r.IRI, w.IRI, err)
	}
	shown, err := iri.Parse(w.Display)
	if err != nil {
		t.Fatalf("%q: the display form %q: %v", r.IRI, w.Display, err)
	}
	// The display form names what the IRI names once both go through
	// IDNA (which maps away what it ignores, such as U+200B); a host IDNA
	// rejects (an opaque host with octets kept percent-encoded) was only
	// decoded where it could be, and goes back without IDNA to the IRI.
	m := iri.Mapper{IDNA: iri.IDNAUTS46}
	want := x
	if y, err := m.ToURI(x); err == nil {
		want = y
	}
	back, err := m.ToURI(shown)
	if err != nil {
		back, err, want = shown.ToURI(), nil, x
	}
	if err != nil || !equivalence.Equal(back, want) {
		t.Fatalf("%q: the display form %q maps back to %q, not %q: %v", r.IRI, w.Display, back, want, err)
	}
	for _, k := range w.Kept {
		if !strings.Contains(w.Display, k.ALabel) || len(k.Findings) == 0 {
			t.Fatalf("%q: kept label %+v, display %q", r.IRI, k, w.Display)
		}
	}
}

// TestWHATWGReading: where a browser's reading and RFC 3987's differ,
// on each of a set of inputs, the page says so, and
// where: the validation errors under their characters, the attributes
// that differ, the edit from the one to the other.
func TestWHATWGReading(t *testing.T) {
	for _, c := range []struct {
		in, base  string
		href      string   // "" for a failure
		failure   string   // its name
		errors    []string // name@offset, in the parser's order
		rfcError  string   // a part of why RFC 3987 has no reading, "" for one
		differ    []string // the attributes that differ from RFC 3987's
		level     string   // the rung on which the two are equivalent, "" for none
		display   string
		kept      string // the label kept in ACE form
		wantMarks map[int][]int
	}{
		{
			in: "http://example.com/a b", href: "http://example.com/a%20b",
			errors: []string{"invalid-URL-unit@20"}, rfcError: "invalid character U+0020 in path",
			display: "http://example.com/a%20b", wantMarks: map[int][]int{20: {0}},
		},
		{
			in: `http:\\example.com\x`, href: "http://example.com/x",
			errors:   []string{"special-scheme-missing-following-solidus@5", "special-scheme-missing-following-solidus@6", "invalid-reverse-solidus@18"},
			rfcError: `invalid character U+005C`, display: "http://example.com/x",
			wantMarks: map[int][]int{5: {0}, 6: {1}, 18: {2}},
		},
		{
			// Against a base of its scheme, the parser takes another way
			// (the special relative or authority state).
			in: `http:\\example.com\x`, base: "http://a/", href: "http://example.com/x",
			errors:   []string{"special-scheme-missing-following-solidus@5", "invalid-reverse-solidus@5", "invalid-reverse-solidus@6", "invalid-reverse-solidus@18"},
			rfcError: `invalid character U+005C`, display: "http://example.com/x",
			wantMarks: map[int][]int{5: {0, 1}, 6: {2}, 18: {3}},
		},
		{
			in: "https://EXAMPLE.com:443/", href: "https://example.com/",
			differ: []string{"host", "hostname", "port"}, level: "scheme", display: "https://example.com/",
		},
		{
			in: "../c/./d?q#f", base: "HTTP://a/b/", href: "http://a/c/d?q#f",
			differ: []string{"protocol"}, level: "syntax", display: "http://a/c/d?q#f",
		},
		{
			in: "http://xn--80ak6aa92e.com/", href: "http://xn--80ak6aa92e.com/", level: "simple",
			display: "http://xn--80ak6aa92e.com/", kept: "xn--80ak6aa92e",
		},
		{
			in: "http://мир.рф/?q={x}", href: "http://xn--h1ahn.xn--p1ai/?q={x}",
			errors: []string{"invalid-URL-unit@22", "invalid-URL-unit@24"}, rfcError: "invalid character", display: "http://мир.рф/?q=%7Bx%7D",
			wantMarks: map[int][]int{22: {0}, 24: {1}},
		},
		{
			in: "http://мир.рф/é", href: "http://xn--h1ahn.xn--p1ai/%C3%A9", level: "simple", display: "http://мир.рф/é",
		},
		{
			in: "http://a b/", failure: "domain-to-ASCII", errors: []string{"domain-to-ASCII@7"}, rfcError: "invalid character",
			wantMarks: map[int][]int{7: {0}},
		},
		{
			in: "http://a:99999/", failure: "port-out-of-range", errors: []string{"port-out-of-range@9"},
			wantMarks: map[int][]int{9: {0}},
		},
		{
			in: "a", failure: "missing-scheme-non-relative-URL", errors: []string{"missing-scheme-non-relative-URL@0"},
			wantMarks: map[int][]int{0: {0}},
		},
		{
			in: "a", base: "b", rfcError: "relative",
		},
	} {
		r := request{IRI: c.in, Base: c.base}
		rep := inspect(r)
		checkReport(t, r, rep)
		w := rep.WHATWG
		if w.Href != c.href || c.failure != "" && (w.Failure == nil || w.Failure.Name != c.failure) {
			t.Errorf("%q: href %q, failure %+v; want %q, %q", c.in, w.Href, w.Failure, c.href, c.failure)
		}
		if c.href == "" && c.failure == "" && w.BaseFailure == nil {
			t.Errorf("%q against %q: no base failure", c.in, c.base)
		}
		var errs []string
		for _, e := range w.Errors {
			errs = append(errs, strings.TrimPrefix(e.Code, "whatwg/")+"@"+strconv.Itoa(e.Offset))
		}
		if !slices.Equal(errs, c.errors) {
			t.Errorf("%q: validation errors %q, want %q", c.in, errs, c.errors)
		}
		for _, cl := range rep.Cells {
			if want := c.wantMarks[cl.Offset]; cl.Kind == "" && !slices.Equal(cl.WHATWG, want) {
				t.Errorf("%q: the cell at %d is under validation errors %v, want %v", c.in, cl.Offset, cl.WHATWG, want)
			}
		}
		v := w.Versus
		if c.rfcError == "" && v.RFCError != "" || !strings.Contains(v.RFCError, c.rfcError) {
			t.Errorf("%q: RFC 3987's reading fails with %q, want %q", c.in, v.RFCError, c.rfcError)
		}
		var differ []string
		for _, a := range w.Attributes {
			if a.Differs {
				differ = append(differ, a.Name)
			}
		}
		if !slices.Equal(differ, c.differ) || v.Level != c.level || v.Equivalent != (c.level != "") {
			t.Errorf("%q: attributes %q differ, equivalent from %q; want %q, %q", c.in, differ, v.Level, c.differ, c.level)
		}
		if w.Display != c.display || c.kept != "" && (len(w.Kept) != 1 || w.Kept[0].ALabel != c.kept) {
			t.Errorf("%q: display %q, kept %+v; want %q, %q", c.in, w.Display, w.Kept, c.display, c.kept)
		}
	}
}

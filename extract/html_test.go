package extract

import (
	"strings"
	"testing"

	"github.com/go-iri/iri"
)

func TestHTML(t *testing.T) {
	for _, tc := range []struct {
		doc, base string
		want      []string // IRI, or "error: " and the text
	}{
		// Character references decoded, in attribute values only.
		{`<a href="?a=1&amp;b=2&#x26;c=&eacute;">&amp;</a>`, "http://h/p", []string{"http://h/p?a=1&b=2&c=é"}},
		// The first <base href> wins, resolved against the address.
		{`<a href=x><base href="d/"><base href="/e/"><img src=' y '>`, "http://h/a/b", []string{"http://h/a/d/x", "http://h/a/d/", "http://h/e/", "http://h/a/d/y"}},
		// Only the first <base href> counts: one that is empty or not an
		// IRI reference leaves the address as the base.
		{`<base href="http://[x"><base href="/e/"><a href=x>`, "http://h/a/b", []string{"error: http://[x", "http://h/e/", "http://h/a/x"}},
		{`<base href=""><base href="/e/"><a href=x>`, "http://h/a/b", []string{"http://h/e/", "http://h/a/x"}},
		// A relative base without an address, no base: links as written.
		{`<base href="d/"><a href=x>`, "", []string{"d/", "x"}},
		{`<a href=x><a href="mailto:a@b">`, "", []string{"x", "mailto:a@b"}},
		// Lists: ping and itemtype by spaces, srcset by commas outside
		// parentheses, with descriptors; data only on object.
		{`<a ping="/p1  /p2" itemtype="http://s/T http://s/U"><object data=o><div data=no>` +
			`<img srcset="a.png 1x,b,c.png, d.png (x,y) 2x , e,,">`, "http://h/",
			[]string{"http://h/p1", "http://h/p2", "http://s/T", "http://s/U", "http://h/o",
				"http://h/a.png", "http://h/b,c.png", "http://h/d.png", "http://h/e"}}, // a URL may hold commas
		// Not markup: comments, scripts, styles, titles; empty values.
		{`<!-- <a href=c> --><script>"<a href=s>"</script><style>a{}</style><title><a href=t></title><a href=""><a href=" ">`, "http://h/", nil},
		// Errors keep their text.
		{`<form action="/a b"></form><a href="http://[::1">`, "http://h/", []string{"error: /a b", "error: http://[::1"}},
	} {
		var base iri.IRI
		if tc.base != "" {
			base = iri.MustParse(tc.base)
		}
		var got []string
		for _, f := range HTML(tc.doc, base) {
			if f.Err != nil {
				got = append(got, "error: "+f.Text)
			} else {
				got = append(got, f.IRI.String())
			}
			if tc.doc[f.Offset] != '<' {
				t.Errorf("%q: offset %d is not a tag", tc.doc, f.Offset)
			}
		}
		if strings.Join(got, " | ") != strings.Join(tc.want, " | ") {
			t.Errorf("%q:\n got %q\nwant %q", tc.doc, got, tc.want)
		}
	}
}

func FuzzHTML(f *testing.F) {
	f.Add(`<base href="/d/"><a href="a?x=1&amp;y=2" ping="p q"><img srcset="a 1x, b (,) 2x">`, "http://h/")
	f.Add("<a href=\"\xff\"><!--", "")
	f.Fuzz(func(t *testing.T, doc, address string) {
		base, err := iri.Parse(address)
		if err != nil {
			return
		}
		absolute := base.IsAbsolute() || strings.Contains(doc, "<base") || strings.Contains(doc, "<BASE")
		for _, found := range HTML(doc, base) {
			if found.Offset < 0 || found.Offset >= len(doc) || doc[found.Offset] != '<' {
				t.Fatalf("%q: offset %d is not a tag's", doc, found.Offset)
			}
			if found.Text == "" || found.Text != strings.TrimFunc(found.Text, isASCIISpace) {
				t.Fatalf("%q: text %q", doc, found.Text)
			}
			if found.Err != nil {
				continue
			}
			if y, err := iri.Parse(found.IRI.String()); err != nil || y != found.IRI {
				t.Fatalf("%q: found %#v, but its text parses as %#v, %v", doc, found.IRI, y, err)
			}
			if !absolute && found.IRI.String() != found.Text {
				t.Fatalf("%q: without a base, %q became %q", doc, found.Text, found.IRI)
			}
			if base.IsAbsolute() && !found.IRI.IsAbsolute() {
				t.Fatalf("%q: %q is not resolved against %q", doc, found.IRI, base)
			}
		}
	})
}

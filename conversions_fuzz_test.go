package iri

import (
	"net/url"
	"strings"
	"testing"
)

// FuzzConversions covers the conversions between an IRI and other text:
// the escapers and Unescape, FromFilePath and FilePath, FromURL.
func FuzzConversions(f *testing.F) {
	f.Add("/home/ü/résumé.html")
	f.Add(`\\server\share\a b`)
	f.Add("C:\\x\\y")
	f.Fuzz(func(t *testing.T, s string) {
		// Each escaper's output unescapes to s and parses where it stands.
		for _, esc := range []struct {
			escape func(string) string
			place  func(string) string
		}{
			// After an authority, where a path may start with "//".
			{EscapePathSegment, func(e string) string { return "//h/" + e }},
			{escapeAs(ComponentPath), func(e string) string { return "//h/" + e }},
			{escapeAs(ComponentQuery), func(e string) string { return "?" + e }},
			{EscapeQueryComponent, func(e string) string { return "?a=" + e }},
			{escapeAs(ComponentFragment), func(e string) string { return "#" + e }},
			{escapeAs(ComponentUserinfo), func(e string) string { return "//" + e + "@h" }},
			{escapeAs(ComponentHost), func(e string) string { return "//" + e }},
		} {
			e := esc.escape(s)
			if d, err := UnescapeBytes(e); err != nil || string(d) != s {
				t.Fatalf("%q escaped %q unescapes to %q, %v", s, e, d, err)
			}
			if _, err := Parse(esc.place(e)); err != nil {
				t.Fatalf("%q escaped %q does not parse in its place: %v", s, e, err)
			}
		}
		for _, style := range []PathStyle{PathPOSIX, PathWindows} {
			x, err := FromFilePath(s, style)
			if err != nil {
				continue
			}
			checkBuilt(t, x)
			back, err := x.FilePath(style)
			if err != nil {
				t.Fatalf("%q -> %q, whose FilePath fails: %v", s, x, err)
			}
			if back != s && !(style == PathWindows && back == strings.ReplaceAll(s, "/", `\`)) {
				t.Fatalf("%q -> %q -> %q", s, x, back)
			}
		}
		if u, err := url.Parse(s); err == nil {
			if x, err := FromURL(u); err == nil {
				checkBuilt(t, x)
			}
		}
	})
}

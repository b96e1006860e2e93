package extract

import (
	"os"
	"strings"
	"testing"

	"github.com/go-iri/iri"
	"github.com/go-iri/iri/internal/suites"
)

func TestExtract(t *testing.T) {
	tests := []struct {
		text string
		want []string
	}{
		// A paragraph of Arabic and English with an IRI inside.
		{"الرابط هو http://例え.jp/ページ؟ وشكرا. Also (see https://en.wikipedia.org/wiki/IRI_(disambiguation)).",
			[]string{"http://例え.jp/ページ", "https://en.wikipedia.org/wiki/IRI_(disambiguation)"}},
		// Markdown.
		{"Read [the spec](https://www.rfc-editor.org/rfc/rfc3987#section-4.1), then <https://例え.jp/>.",
			[]string{"https://www.rfc-editor.org/rfc/rfc3987#section-4.1", "https://例え.jp/"}},
		// An email body, with a wrapped URL in <URL:...> (RFC 3986 Appendix C).
		{"Hi,\n\nthe report is at <URL:http://example.org/reports/\n    2026/résumé.pdf>.\nWrite to mailto:joe@example.com; or call tel:+1-816-555-1212.\n",
			[]string{"http://example.org/reports/2026/résumé.pdf", "mailto:joe@example.com", "tel:+1-816-555-1212"}},
		{`quoted "http://example.org/a?b=c" and bare http://example.org/x, http://example.org/y!`,
			[]string{"http://example.org/a?b=c", "http://example.org/x", "http://example.org/y"}},
		// Bidi controls and spaces end an IRI; a non-ASCII character does not.
		{"http://a/b\u202ec http://a/ü/ö", []string{"http://a/b", "http://a/ü/ö"}},
		// The wide punctuation of CJK text ends an IRI.
		{"请看https://zh.wikipedia.org/wiki/中文，谢谢。見てhttps://例え.jp/日本語、または「http://a/b」（http://c/d）",
			[]string{"https://zh.wikipedia.org/wiki/中文", "https://例え.jp/日本語", "http://a/b", "http://c/d"}},
		// Markdown emphasis around an IRI is not part of it; an underscore
		// or a star that closes nothing is.
		{"**http://a/b**. _http://a/c_, __http://a/d__ ~~http://a/e~~ *http://a/f** http://a/g_ http://a/h*",
			[]string{"http://a/b", "http://a/c", "http://a/d", "http://a/e", "http://a/f*", "http://a/g_", "http://a/h*"}},
		// No IRI: a scheme without "//" (but for mailto, urn...), a lone scheme.
		{"ratio a:b, time 10:30, foo:/bar, http:// nothing", nil},
	}
	for _, tt := range tests {
		var got []string
		for _, f := range Text(tt.text) {
			got = append(got, f.IRI.String())
			if f.Offset < 0 || !strings.HasPrefix(tt.text[f.Offset:], f.Text) {
				t.Errorf("%q: offset %d does not point at %q", tt.text, f.Offset, f.Text)
			}
		}
		if strings.Join(got, " | ") != strings.Join(tt.want, " | ") {
			t.Errorf("%q:\n got %q\nwant %q", tt.text, got, tt.want)
		}
	}
}

// TestExtractNTriples runs the W3C RDF tests' bad-IRI N-Triples documents
// (suites.BadNTriples): each has a term that is not an absolute IRI.
func TestExtractNTriples(t *testing.T) {
	for _, file := range suites.BadNTriples(t) {
		data, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		bad := 0
		for _, line := range strings.Split(string(data), "\n") {
			for _, f := range NTriples(line) {
				if f.Err != nil {
					bad++
				}
			}
		}
		if bad == 0 {
			t.Errorf("%s: no bad IRI found", file)
		}
	}
	fs := NTriples(`<http://ex/\u00E9> <http://ex/p> "a <b> \" <c>"@en <http://ex/g> . # <d>`)
	if len(fs) != 3 || fs[0].IRI.String() != "http://ex/é" || fs[0].Err != nil || fs[2].IRI.String() != "http://ex/g" {
		t.Errorf("%+v", fs)
	}
}

func FuzzExtract(f *testing.F) {
	f.Add("see http://example.org/a, <mailto:x@y> and \"urn:a:b\".")
	f.Add(`<http://ex/\u00E9> <p> "lit <x>" .`)
	f.Fuzz(func(t *testing.T, text string) {
		for _, found := range Text(text) {
			if found.Offset < 0 || found.Offset+len(found.Text) > len(text) || text[found.Offset:found.Offset+len(found.Text)] != found.Text {
				t.Fatalf("%q: %+v does not point into the text", text, found)
			}
			if !found.IRI.IsAbsolute() {
				t.Fatalf("%q: %q is not an IRI", text, found.IRI)
			}
			if y, err := iri.Parse(found.IRI.String()); err != nil || y != found.IRI {
				t.Fatalf("%q: found %#v, but its text parses as %#v, %v", text, found.IRI, y, err)
			}
		}
		for _, found := range NTriples(text) {
			if found.Offset < 1 || text[found.Offset-1] != '<' || text[found.Offset:found.Offset+len(found.Text)] != found.Text {
				t.Fatalf("%q: %+v", text, found)
			}
			if found.Err == nil && !found.IRI.IsAbsolute() {
				t.Fatalf("%q: %q", text, found.IRI)
			}
		}
	})
}

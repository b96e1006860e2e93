package main

import (
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/go-iri/iri"
	"github.com/go-iri/iri/internal/corpus"
)

// TestIRIsWrittenAsTheyAre: text output writes an IRI
// as it is, the invisible format characters of Persian, Arabic and Indic
// text (ZWNJ, ZWJ) included; what it prints is what check accepts, and
// to-uri | to-iri gives the IRI back.
func TestIRIsWrittenAsTheyAre(t *testing.T) {
	for _, in := range []string{
		"https://fa.wikipedia.org/wiki/می\u200cخواهم",
		"https://hi.wikipedia.org/wiki/क्\u200dष",
		"http://a/x?\u00ad#\u2028", // a soft hyphen, a line separator: in ucschar
	} {
		for _, cmd := range []string{"normalize --", "to-iri --", "resolve -- http://b/"} {
			args := append(strings.Fields(cmd), in)
			if code, out, errOut := runBuilt(t, "", args...); code != 0 || out != in+"\n" {
				t.Errorf("iri %s: exit %d, %q, %q; want %q", cmd, code, out, errOut, in)
			}
		}
		code, out, _ := runBuilt(t, "", "parse", "--", in)
		x := iri.MustParse(in)
		if code != 0 || !strings.HasPrefix(out, in+"\t") || !strings.Contains(out, "\tpath=\""+x.Path()+"\"") {
			t.Errorf("parse: exit %d, %q", code, out)
		}
		if code, out, _ := runBuilt(t, in+"\n", "check", "--ignore", "bidi/"); code != 0 || out != "ok\t"+in+"\n" {
			t.Errorf("check: exit %d, %q", code, out)
		}
		_, uri, _ := runBuilt(t, in+"\n", "to-uri")
		if _, back, _ := runBuilt(t, uri, "to-iri"); back != in+"\n" {
			t.Errorf("to-uri | to-iri: %q -> %q -> %q", in, uri, back)
		}
	}
}

// TestControlsEscaped: what would break the line-per-result format, a
// line break or another C0 or C1 control, and bytes that are not UTF-8
// (which only invalid inputs hold), are escaped with a backslash, which
// no IRI holds, so that the escaped text is never read back as an IRI.
func TestControlsEscaped(t *testing.T) {
	_, _, errOut := runBuilt(t, "", "parse", "--", "http://a/\nb", "http://a/\rb\x7f\u0085\u009b\xff")
	want := "iri: http://a/\\nb: invalid character U+000A in path at offset 9\n" +
		"iri: http://a/\\rb\\x7f\\u0085\\u009b\\xff: invalid character U+000D in path at offset 9\n"
	if errOut != want {
		t.Errorf("stderr:\n%s\nwant:\n%s", errOut, want)
	}
}

// TestParseCorpusVerbatim: iri parse writes every valid line of the
// corpus, and each of its components, as it is.
func TestParseCorpusVerbatim(t *testing.T) {
	lines := corpus.Lines(t, "corpus-iri.txt")
	_, out, _ := runBuilt(t, strings.Join(lines, "\n")+"\n", "parse", "-j", "2")
	results := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	k, changed := 0, 0
	for _, s := range lines {
		if _, err := iri.Parse(s); err != nil {
			continue // reported on standard error
		}
		if k >= len(results) {
			t.Fatalf("%d results for more valid lines", len(results))
		}
		if first, _, _ := strings.Cut(results[k], "\t"); first != s {
			changed++
			if changed <= 3 {
				t.Errorf("line %q written as %q", s, first)
			}
		}
		k++
	}
	if k != len(results) || changed > 0 {
		t.Errorf("%d valid lines, %d results, %d lines changed", k, len(results), changed)
	}
}

// FuzzEscape: printable leaves no control and no byte that is not UTF-8,
// and changes nothing else; a valid reference, and each of its
// components, holds nothing it would escape, nor a quote or a backslash,
// which is why the tool writes them without a look.
func FuzzEscape(f *testing.F) {
	for _, s := range []string{"", "a\tb", "é\u200c\x85\xc2\x85", "\xff\xfe", "\u2028\u00ad", "http://a/b?c#d", "//u@h:1/p"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		p := printable(s)
		if !utf8.ValidString(p) || strings.ContainsFunc(p, isEscaped) {
			t.Fatalf("printable(%q) = %q", s, p)
		}
		if utf8.ValidString(s) && !strings.ContainsFunc(s, isEscaped) && p != s {
			t.Fatalf("printable(%q) = %q changes it", s, p)
		}
		if !strings.HasPrefix(p, s[:firstEscaped(s)]) {
			t.Fatalf("printable(%q) = %q changes what comes before the first escape", s, p)
		}
		// The escapes are a Go literal's: without a quote or a backslash
		// of its own, the text reads back as s.
		if back, err := strconv.Unquote(`"` + p + `"`); !strings.ContainsAny(s, `"\`) && (err != nil || back != s) {
			t.Fatalf("printable(%q) = %q, which reads back as %q, %v", s, p, back, err)
		}
		x, err := iri.Parse(s)
		if err != nil {
			return
		}
		line := string(appendComponents(nil, x))
		if p != s || strings.Count(line, "\n") != 1 || !strings.HasSuffix(line, "\n") || strings.ContainsAny(line, "\\\r") {
			t.Fatalf("%q: printable %q, components %q", s, p, line)
		}
		u, _ := x.Userinfo()
		port, _ := x.Port()
		q, _ := x.Query()
		frag, _ := x.Fragment()
		for _, c := range []string{x.Scheme(), u, x.Host(), port, x.Path(), q, frag} {
			if strings.ContainsAny(c, `"`) {
				t.Fatalf("%q: component %q holds a quote", s, c)
			}
		}
	})
}

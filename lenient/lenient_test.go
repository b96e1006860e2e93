package lenient

import (
	"strings"
	"testing"

	"github.com/go-iri/iri"
	"github.com/go-iri/iri/internal/pct"
	"github.com/go-iri/iri/internal/suites"
)

func TestLEIRI(t *testing.T) {
	// Every leiri-ucschar range, at its edges (3987bis §7.1).
	encoded := []string{" ", "<", ">", `"`, "{", "}", "|", `\`, "^", "`", "\x00", "\x1f", "\x7f", "\u0080", "\u009f",
		"\u200e", "\u202e", "\ue000", "\uf8ff", "\ufdd0", "\ufff0", "\ufffd", "\U000E0000", "\U000E0FFF", "\U0001FFFE", "\U0010FFFF"}
	for _, c := range encoded {
		x, reps, err := ParseLEIRI("http://a/x" + c + "y")
		want := "http://a/x" + string(pct.AppendEncoded(nil, c)) + "y"
		if err != nil || x.String() != want || len(reps) != 1 || reps[0].Kind != RepairPercentEncoded || reps[0].Offset != 10 || reps[0].Old != c {
			t.Errorf("%+q: %q, %v, %v", c, x, reps, err)
		}
	}
	// Allowed as they are: ucschar, and iprivate in the query.
	for _, s := range []string{"http://a/\u00a0\ud7ff\uf900\ufdcf\ufdf0\uffef\U00010000\U000E1000", "http://a/?\ue000\U000F0000"} {
		if x, reps, err := ParseLEIRI(s); err != nil || x.String() != s || len(reps) != 0 {
			t.Errorf("%+q: %q, %v, %v", s, x, reps, err)
		}
	}
	// What LEIRI does not allow stays an error, at its offset.
	for _, tt := range []struct {
		in  string
		off int
	}{{"http://a/\xff", 9}, {"http://a/b\uffff", 10}, {"http://a/%zz", 9}, {"a <b>#c#d", 7}, {"http://a/ \xed\xa0\x80", 10}} {
		_, _, err := ParseLEIRI(tt.in)
		if e, ok := err.(*iri.Error); !ok || e.Offset != tt.off || e.Input != tt.in {
			t.Errorf("%q: %v, want an error at %d", tt.in, err, tt.off)
		}
	}
}

func TestHREFSteps(t *testing.T) {
	tests := []struct {
		in, want string
		kinds    []RepairKind
		h        HREF
	}{
		{" \t\nhttp://a/b\r\n ", "http://a/b", []RepairKind{RepairTrimmed, RepairTrimmed}, HREF{}},
		{"http://a/b\tc\nd\re", "http://a/bcde", []RepairKind{RepairStripped, RepairStripped, RepairStripped}, HREF{}},
		{"http://a/b c", "http://a/b%20c", []RepairKind{RepairSpaceEncoded}, HREF{}},
		{"http://a/b c", "http://a/bc", []RepairKind{RepairSpaceEncoded}, HREF{RemoveSpaces: true}},
		{"http://a/<é>", "http://a/%3Cé%3E", []RepairKind{RepairPercentEncoded, RepairPercentEncoded}, HREF{}},
		{"http://a/%zz%4", "http://a/%25zz%254", []RepairKind{RepairPercentSign, RepairPercentSign}, HREF{}},
		{`http:\\a\b\c?d\e#f\g`, "http://a/b/c?d%5Ce#f%5Cg", []RepairKind{RepairBackslash, RepairBackslash, RepairBackslash, RepairBackslash, RepairPercentEncoded, RepairPercentEncoded}, HREF{}},
		{`urn:a\b`, "urn:a%5Cb", []RepairKind{RepairPercentEncoded}, HREF{}},
		{`..\a`, "../a", []RepairKind{RepairBackslash}, HREF{}},
		{"http://[::1]/[x]#a#b", "http://[::1]/%5Bx%5D#a%23b", []RepairKind{RepairPercentEncoded, RepairPercentEncoded, RepairPercentEncoded}, HREF{}},
		{"http://u@[::1]:8/", "http://u@[::1]:8/", nil, HREF{}},
	}
	for _, tt := range tests {
		x, reps, err := tt.h.Parse(tt.in)
		if err != nil || x.String() != tt.want || len(reps) != len(tt.kinds) {
			t.Errorf("%q: %q, %v, %v; want %q", tt.in, x, reps, err, tt.want)
			continue
		}
		for i, r := range reps {
			if r.Kind != tt.kinds[i] || !strings.HasPrefix(tt.in[r.Offset:], r.Old) {
				t.Errorf("%q: repair %d %v, want kind %v", tt.in, i, r, tt.kinds[i])
			}
		}
	}
	if _, _, err := ParseHREF("http://[::1/"); err == nil {
		t.Error("a broken IPv6 literal was repaired")
	}
}

// hrefWPTInScope are the WPT urltestdata inputs whose strict parse fails
// and that need only the repairs of ParseHREF (trimming, TAB/CR/LF,
// spaces, backslashes, "%", and percent-encoding what WHATWG encodes too),
// the WHATWG result being the RFC 3986 resolution of the repaired string
// mapped to a URI. Out of scope: the WHATWG-only behaviours (special-scheme
// and file rules, host canonicalization, characters it leaves raw that an
// IRI cannot hold, such as a lone "%" or "{" in a query) and its failures.
var hrefWPTInScope = []string{
	" foo.com  ",
	"http://f:21/ b ? d # e ",
	"  \t",
	"\\x",
	"\\\\x\\hello",
	"http://&a:foo(b]c@d:2/",
	"http://foo.com/\\@",
	"http:\\\\foo.com\\",
	"http:\\\\a\\b:c\\d@foo.com\\",
	"http://a:b@c\\",
	"ws://a@b\\c",
	"/a/ /c",
	"\\\\server\\file",
	"/\\server/file",
	"http://example.com/foo\t\u0091%91",
	"http://example.com/foo\tbar",
	"http://example.com\\\\foo\\\\bar",
	"http://example.com/\u202e/foo/\u202d/bar",
	"http://www.google.com/foo?bar=baz# »",
	"data:test# »",
	"http:\\\\www.google.com\\foo",
	"non-special:opaque  ",
	"https://x/�?�#�",
	"foo://ho\tst/",
	"foo://ho\nst/",
	"foo://ho\rst/",
	"http://ho\tst/",
	"http://ho\nst/",
	"http://ho\rst/",
	"h\tt\nt\rp://h\to\ns\rt:9\t0\n0\r0/p\ta\nt\rh?q\tu\ne\rry#f\tr\na\rg",
	"http://foo.bar/baz?qux#foo\bbar",
	"http://foo.bar/baz?qux#foo\"bar",
	"http://foo.bar/baz?qux#foo<bar",
	"http://foo.bar/baz?qux#foo>bar",
	"http://foo.bar/baz?qux#foo`bar",
	"file:\\\\//",
	"file:\\\\\\\\",
	"file:\\\\\\\\?fox",
	"file:\\\\\\\\#guppy",
	"file://\\/localhost//cat",
	"\\//pig",
	"http://example.org/test?\"",
	"http://example.org/test?<",
	"http://example.org/test?>",
	"http://example.org/test?a#b\x00c",
	"non-spec://example.org/test?a#b\x00c",
	"non-spec:/test?a#b\x00c",
	"non-special:cannot-be-a-base-url-\x00\x01\x1f\x1e~\x7f\u0080",
	"https://user:pass[\x7f@foo/bar",
	"https://x/\x00y",
	"https://x/?\x00y",
	"https://x/?#\x00y",
	"non-special:\x00y",
	"non-special:x/\x00y",
	"non-special:x/?\x00y",
	"non-special:x/?#\x00y",
	"https://example.com/\"quoted\"",
	"/\\//\\/a/../",
	"data:text/plain,test#<foo> <bar>",
	"about:blank#<foo> <bar>",
}

func TestHREFWPT(t *testing.T) {
	inScope := map[string]bool{}
	for _, s := range hrefWPTInScope {
		inScope[s] = true
	}
	asserted := 0
	for _, c := range suites.JSONCases[suites.URLCase](t, "wpt-url/urltestdata.json", 891) {
		if !inScope[c.Input] || c.Failure {
			continue
		}
		asserted++
		x, _, err := ParseHREF(c.Input)
		if err != nil {
			t.Errorf("%q: %v", c.Input, err)
			continue
		}
		if c.Base != nil {
			x, err = iri.MustParse(*c.Base).Resolve(x)
		}
		if href := c.Attributes["href"]; err != nil || x.ToURI().String() != href {
			t.Errorf("%q: %q, %v; WHATWG %q", c.Input, x.ToURI(), err, href)
		}
	}
	if asserted != len(hrefWPTInScope) {
		t.Errorf("asserted %d WPT cases, listed %d", asserted, len(hrefWPTInScope))
	}
}

// checkLenientProperties asserts, for any input: what either mode returns
// parses strictly with the same offsets, repairs point into the input, and
// a valid strict IRI passes both modes unchanged with no repair.
func checkLenientProperties(tb testing.TB, s string) {
	tb.Helper()
	strict, strictErr := iri.Parse(s)
	for name, mode := range map[string]func(string) (iri.IRI, []Repair, error){
		"LEIRI": ParseLEIRI,
		"HREF":  func(s string) (iri.IRI, []Repair, error) { return ParseHREF(s) },
	} {
		x, reps, err := mode(s)
		if err != nil {
			if e, ok := err.(*iri.Error); !ok || e.Offset < 0 || e.Offset > len(s) || e.Input != s {
				tb.Fatalf("%s %q: %v", name, s, err)
			}
			continue
		}
		if y, err := iri.Parse(x.String()); err != nil || y != x {
			tb.Fatalf("%s %q gives %#v, but its text parses as %#v, %v", name, s, x, y, err)
		}
		for _, r := range reps {
			if r.Offset < 0 || r.Offset+len(r.Old) > len(s) || s[r.Offset:r.Offset+len(r.Old)] != r.Old {
				tb.Fatalf("%s %q: repair %v does not point into the input", name, s, r)
			}
		}
		if strictErr == nil && (x != strict || len(reps) != 0) {
			tb.Fatalf("%s changed the valid IRI %q into %q (%v)", name, s, x, reps)
		}
	}
}

func TestLenientProperties(t *testing.T) {
	for _, s := range suites.Strings(t) {
		checkLenientProperties(t, s)
	}
}

func FuzzLenient(f *testing.F) {
	for _, s := range suites.Strings(f) {
		f.Add(s)
	}
	for _, s := range hrefWPTInScope {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		checkLenientProperties(t, s)
	})
}

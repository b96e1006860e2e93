package iri

import (
	"errors"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/go-iri/iri/internal/chars"
	"github.com/go-iri/iri/internal/pct"
	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/charmap"
	"golang.org/x/text/encoding/htmlindex"
	"golang.org/x/text/encoding/japanese"
	"golang.org/x/text/encoding/unicode"
)

// The examples of RFC 3987 §3.1-3.2 and 3987bis §3.4-3.7.
func TestToURIExamples(t *testing.T) {
	tests := []struct {
		in, want string
		o        Mapper
	}{
		// RFC 3987 §3.1, the three notes.
		{"http://www.example.org/red%09rosé#red", "http://www.example.org/red%09ros%C3%A9#red", Mapper{}},
		{"http://example.com/\U00010300\U00010301\U00010302", "http://example.com/%F0%90%8C%80%F0%90%8C%81%F0%90%8C%82", Mapper{}},
		{"http://validator.w3.org/check?uri=http%3A%2F%2Frésumé.example.org", "http://validator.w3.org/check?uri=http%3A%2F%2Fr%C3%A9sum%C3%A9.example.org", Mapper{}},
		// RFC 3987 §3.1 and 3987bis §3.4: the IDNA form of the host, and
		// the percent-encoded one without IDNA.
		{"http://résumé.example.org", "http://xn--rsum-bpad.example.org", Mapper{IDNA: IDNAUTS46}},
		{"http://résumé.example.org", "http://r%C3%A9sum%C3%A9.example.org", Mapper{}},
		// 3987bis §3.4, the design question: a percent-encoded UTF-8 host
		// is decoded first.
		{"http://r%C3%A9sum%C3%A9.example.org", "http://xn--rsum-bpad.example.org", Mapper{IDNA: IDNAUTS46}},
		{"http://résumé.example.org", "http://xn--rsum-bpad.example.org", Mapper{IDNA: IDNA2008}},
		{"http://Bücher.example/", "http://xn--bcher-kva.example/", Mapper{IDNA: IDNAUTS46}},
		{"http://faß.de/", "http://xn--fa-hia.de/", Mapper{IDNA: IDNAUTS46}},
		{"http://faß.de/", "http://fass.de/", Mapper{IDNA: IDNAUTS46Transitional}},
		// Only reg-names, only non-ASCII ones; the rest maps as ever.
		{"http://EXAMPLE.org/ä", "http://EXAMPLE.org/%C3%A4", Mapper{IDNA: IDNAUTS46}},
		{"http://[::1]/ä", "http://[::1]/%C3%A4", Mapper{IDNA: IDNAUTS46}},
		{"mailto:ä@例え.jp", "mailto:%C3%A4@%E4%BE%8B%E3%81%88.jp", Mapper{IDNA: IDNAUTS46}},
		// 3987bis §3.5: the query of http and https in the document's
		// charset; other components and schemes in UTF-8.
		{"http://example.org/é?q=é", "http://example.org/%C3%A9?q=%E9", Mapper{QueryEncoding: charmap.Windows1252}},
		{"https://example.org/?q=€", "https://example.org/?q=%80", Mapper{QueryEncoding: charmap.Windows1252}},
		{"HTTPS://example.org/?q=€", "HTTPS://example.org/?q=%80", Mapper{QueryEncoding: charmap.Windows1252}},
		{"http://example.org/?q=日本", "http://example.org/?q=%26%2326085%3B%26%2326412%3B", Mapper{QueryEncoding: charmap.Windows1252}},
		{"http://example.org/?q=€é", "http://example.org/?q=%26%238364%3B%E9", Mapper{QueryEncoding: charmap.ISO8859_1}},
		{"http://example.org/?q=éжé", "http://example.org/?q=%26%23233%3B%D6%26%23233%3B", Mapper{QueryEncoding: charmap.ISO8859_5}},
		{"http://example.org/?q=日本", "http://example.org/?q=%93%FA%96%7B", Mapper{QueryEncoding: japanese.ShiftJIS}},
		{"http://example.org/?q=日本", "http://example.org/?q=%1B$BF%7CK%5C%1B(B", Mapper{QueryEncoding: japanese.ISO2022JP}},
		// Encodings whose output is UTF-8, or that do not write ASCII as
		// itself: the query in UTF-8 (the Encoding Standard's "get an
		// output encoding").
		{"http://example.org/?q=é", "http://example.org/?q=%C3%A9", Mapper{QueryEncoding: unicode.UTF16(unicode.LittleEndian, unicode.IgnoreBOM)}},
		{"http://example.org/?q=é", "http://example.org/?q=%C3%A9", Mapper{QueryEncoding: unicode.UTF16(unicode.BigEndian, unicode.UseBOM)}},
		{"http://example.org/?q=é", "http://example.org/?q=%C3%A9", Mapper{QueryEncoding: unicode.UTF8}},
		{"http://example.org/?q=é", "http://example.org/?q=%C3%A9", Mapper{QueryEncoding: encoding.Replacement}},
		{"http://example.org/?q=é", "http://example.org/?q=%C3%A9", Mapper{QueryEncoding: charmap.CodePage037}},
		{"ftp://example.org/?q=é", "ftp://example.org/?q=%C3%A9", Mapper{QueryEncoding: charmap.Windows1252}},
		{"http://example.org/?q=é#é", "http://example.org/?q=%E9#%C3%A9", Mapper{QueryEncoding: charmap.Windows1252}},
	}
	for _, tt := range tests {
		got, err := tt.o.ToURI(MustParse(tt.in))
		if err != nil || got.String() != tt.want {
			t.Errorf("%q %+v: got %q, %v; want %q", tt.in, tt.o, got, err, tt.want)
			continue
		}
		checkBuilt(t, got)
	}
}

func TestToURIErrors(t *testing.T) {
	_, err := Mapper{IDNA: IDNAUTS46}.ToURI(MustParse("http://a.xn--zz.b/"))
	if err != nil {
		t.Errorf("an ASCII host is not converted: %v", err)
	}
	for _, tt := range []struct{ in, label string }{
		{"http://ok.ä\u0301ö-.example/", "ä\u0301ö-"}, // a hyphen at the end, under CheckHyphens
		{"http://a.b\u200dc.example/", "b\u200dc"},    // ZWJ out of context (CheckJoiners)
		{"http://example.%C3%A4%FF/", "%C3%A4%FF"},    // percent-encoded octets that are not UTF-8
		{"http://ex.ä?b/", ""},                        // no error: "?" ends the host
	} {
		_, err := Mapper{IDNA: IDNA2008}.ToURI(MustParse(tt.in))
		if tt.label == "" {
			if err != nil {
				t.Errorf("%q: %v", tt.in, err)
			}
			continue
		}
		off, label, ok := idnaFailure(err)
		if !ok || label != tt.label || !errors.Is(err, ErrIDNA) {
			t.Errorf("%q: err = %v, want an IDNA error for label %q", tt.in, err, tt.label)
			continue
		}
		if !strings.HasPrefix(tt.in[off:], label) {
			t.Errorf("%q: offset %d does not point at %q", tt.in, off, label)
		}
	}
	// Without UseSTD3ASCIIRules, IDNA lets "/" through; the host must not.
	if _, err := (Mapper{IDNA: IDNAUTS46}).ToURI(MustParse("http://a%EF%BC%8Fb.例/")); !errors.Is(err, ErrIDNA) {
		t.Errorf("a full-width solidus mapped to \"/\" in the host: err = %v", err)
	}
}

func TestToIRIExamples(t *testing.T) {
	tests := []struct {
		in, want string
		o        Mapper
	}{
		// 3987bis §3.7.1 (RFC 3987 §3.2.1), the three examples.
		{"http://www.example.org/D%C3%BCrst", "http://www.example.org/Dürst", Mapper{}},
		{"http://www.example.org/D%FCrst", "http://www.example.org/D%FCrst", Mapper{}},
		{"http://xn--99zt52a.example.org/%e2%80%ae", "http://xn--99zt52a.example.org/%E2%80%AE", Mapper{}},
		{"http://xn--99zt52a.example.org/%e2%80%ae", "http://納豆.example.org/%E2%80%AE", Mapper{IDNA: IDNAUTS46}},
		// §3.7: no charset but UTF-8 is ever guessed.
		{"http://www.example.org/r%E9sum%E9.html", "http://www.example.org/r%E9sum%E9.html", Mapper{}},
		// Step 2: unreserved ASCII decoded; "%25", reserved and ASCII not
		// allowed in URIs kept.
		{"http://a/%7Euser/%41%2F%25%20%3F%23", "http://a/~user/A%2F%25%20%3F%23", Mapper{}},
		// Step 3: not strictly valid UTF-8 (overlong "/", encoded surrogate,
		// truncated sequence, stray continuation) stays, in upper case.
		{"http://a/%c0%af%ed%a0%80%e6%97/%80x", "http://a/%C0%AF%ED%A0%80%E6%97/%80x", Mapper{}},
		// Step 4: characters not appropriate stay encoded.
		{"http://a/%E2%80%8F%E2%81%A6%D8%9C%EF%BF%BE%EF%BF%BD%C2%85", "http://a/%E2%80%8F%E2%81%A6%D8%9C%EF%BF%BE%EF%BF%BD%C2%85", Mapper{}},
		{"http://a/%EE%80%80?%EE%80%80#%EE%80%80", "http://a/%EE%80%80?\ue000#%EE%80%80", Mapper{}},
		// Structure is never changed: no dot segment appears, the host
		// does not become an IPv4 address.
		{"http://a/%2E%2E/%2e/.%2E/%2Ex/b%2E", "http://a/%2E%2E/%2e/.%2E/.x/b.", Mapper{}},
		{"http://%31.%32.%33.%34/", "http://%31.%32.%33.%34/", Mapper{}},
		{"http://r%C3%A9sum%C3%A9.example.org/", "http://résumé.example.org/", Mapper{}},
		// Step 6 keeps a label that is not a valid U-label.
		{"http://xn--zz.xn--bcher-kva.example/", "http://xn--zz.bücher.example/", Mapper{IDNA: IDNAUTS46}},
		{"http://XN--BCHER-KVA.example/", "http://bücher.example/", Mapper{IDNA: IDNAUTS46}},
	}
	for _, tt := range tests {
		got := tt.o.ToIRI(MustParse(tt.in))
		if got.String() != tt.want {
			t.Errorf("%q: got %q; want %q", tt.in, got, tt.want)
			continue
		}
		checkBuilt(t, got)
	}
}

func TestIRIStringToURI(t *testing.T) {
	var suite struct {
		IRIToURI []struct{ IRI, URI string } `json:"iri_to_uri"`
	}
	readSuite(t, "iri-string/iri-string-cases.json", &suite)
	for _, c := range suite.IRIToURI {
		if got := MustParse(c.IRI).ToURI(); got.String() != c.URI {
			t.Errorf("%q: got %q, want %q", c.IRI, got, c.URI)
		}
	}
	if len(suite.IRIToURI) != 3 {
		t.Errorf("%d cases", len(suite.IRIToURI))
	}
}

// checkBuilt asserts that an IRI the package assembled has the offsets a
// fresh parse of its text gives.
func checkBuilt(tb testing.TB, x IRI) {
	tb.Helper()
	y, err := Parse(x.String())
	if err != nil || y != x {
		tb.Fatalf("built %#v, but its text parses as %#v, %v", x, y, err)
	}
}

// checkURIProperties asserts the properties of ToURI and ToIRI on a valid
// reference x.
func checkURIProperties(tb testing.TB, x IRI) {
	tb.Helper()
	u := x.ToURI()
	checkBuilt(tb, u)
	if !u.IsURI() || u.ToURI() != u {
		tb.Fatalf("%q: ToURI = %q is not a fixed point", x, u)
	}
	if x.IsURI() && u != x {
		tb.Fatalf("%q: ToURI changed a URI", x)
	}
	checkNetURLAccepts(tb, u)
	i := u.ToIRI()
	checkBuilt(tb, i)
	if i.ToIRI() != i {
		tb.Fatalf("%q: ToIRI is not idempotent: %q then %q", x, i, i.ToIRI())
	}
	if back := i.ToURI(); !equalUpToHexCase(back.String(), u.String()) {
		tb.Fatalf("%q: ToURI(ToIRI(%q)) = %q", x, u, back)
	}
	for _, r := range i.String() {
		if r >= utf8.RuneSelf && !appropriateInIRI(r, true) {
			tb.Fatalf("%q: ToIRI wrote U+%04X", u, r)
		}
	}
}

// equalUpToHexCase compares two URIs up to the case of percent-encoding
// hex digits and the encoding of unreserved characters, the caveat of
// RFC 3987 §3.2.
func equalUpToHexCase(a, b string) bool {
	return canonicalPercent(a) == canonicalPercent(b)
}

func canonicalPercent(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '%' && i+2 < len(s) {
			o := pct.Unhex(s[i+1])<<4 | pct.Unhex(s[i+2])
			if chars.IsUnreserved(o) {
				b.WriteByte(o)
			} else {
				b.WriteString("%" + string(pct.Upper(s[i+1])) + string(pct.Upper(s[i+2])))
			}
			i += 2
			continue
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

func TestURIPropertiesSuites(t *testing.T) {
	for _, s := range suiteStrings(t) {
		if x, err := Parse(s); err == nil {
			checkURIProperties(t, x)
		}
	}
}

func TestURIPropertiesCorpus(t *testing.T) {
	for _, name := range []string{"corpus-iri.txt", "corpus-ascii.txt"} {
		for _, s := range readLines(t, name) {
			if x, err := Parse(s); err == nil {
				checkURIProperties(t, x)
			}
		}
	}
}

func TestURIDoesNotAllocate(t *testing.T) {
	ascii := MustParse("http://example.org/a%20b?q=%C3%A9#f")
	if n := testing.AllocsPerRun(100, func() { _ = ascii.ToURI() }); n != 0 {
		t.Errorf("ToURI of a URI allocates %v times", n)
	}
	plain := MustParse("http://例え.jp/ä")
	if n := testing.AllocsPerRun(100, func() { _ = plain.ToIRI() }); n != 0 {
		t.Errorf("ToIRI with nothing to decode allocates %v times", n)
	}
	if n := testing.AllocsPerRun(100, func() { _ = plain.ToURI() }); n != 1 {
		t.Errorf("ToURI allocates %v times, want 1", n)
	}
	enc := MustParse("http://a/D%C3%BCrst")
	if n := testing.AllocsPerRun(100, func() { _ = enc.ToIRI() }); n != 1 {
		t.Errorf("ToIRI allocates %v times, want 1", n)
	}
}

func FuzzToURI(f *testing.F) {
	for i, s := range suiteStrings(f) {
		// Each profile, STD3 and VerifyDNSLength on and off, and a legacy
		// charset now and then.
		f.Add(s, uint8(i%16), []string{"", "", "windows-1252", "shift_jis"}[i%4])
	}
	f.Add("http://résumé.example.org/?q=é", uint8(IDNAUTS46), "windows-1252")
	f.Add("http://%C3%A4.xn--zz/", uint8(IDNA2008), "shift_jis")
	f.Fuzz(func(t *testing.T, s string, profile uint8, charset string) {
		x, err := Parse(s)
		if err != nil {
			return
		}
		checkURIProperties(t, x)
		o := Mapper{IDNA: IDNAProfile(profile % 4), STD3Rules: profile&4 != 0, VerifyDNSLength: profile&8 != 0, QueryEncoding: labelled(charset)}
		u, err := o.ToURI(x)
		if err != nil {
			off, label, ok := idnaFailure(err)
			if _, optionErr := o.ToURI(IRI{}); !ok && optionErr == nil {
				t.Fatalf("%q: %v is neither an IDNA error nor an error of the options", s, err)
			}
			if ok && (off < 0 || off > len(s) || !strings.HasPrefix(s[off:], label)) {
				t.Fatalf("%q: IDNA error at offset %d, label %q", s, off, label)
			}
			return
		}
		checkBuilt(t, u)
		if !u.IsURI() {
			t.Fatalf("%q %+v: %q is not a URI", s, o, u)
		}
		if o.VerifyDNSLength && o.IDNA != IDNANone && u.HostKind() == HostRegName && u.Host() != "" {
			if label, _, err := dnsLengthError(u.Host()); err != nil {
				t.Fatalf("%q %+v: %q has the label %q: %v", s, o, u, label, err)
			}
		}
		if again, err := o.ToURI(u); err != nil || again != u {
			t.Fatalf("%q %+v: not idempotent: %q, then %q, %v", s, o, u, again, err)
		}
		checkNetURLAccepts(t, u)
	})
}

func FuzzToIRI(f *testing.F) {
	for _, s := range suiteStrings(f) {
		f.Add(s, false)
	}
	f.Add("http://xn--99zt52a.example.org/%e2%80%ae%C0%AF", true)
	f.Fuzz(func(t *testing.T, s string, idna bool) {
		x, err := Parse(s)
		if err != nil {
			return
		}
		checkURIProperties(t, x)
		o := Mapper{}
		if idna {
			o.IDNA = IDNAUTS46
		}
		i := o.ToIRI(x)
		checkBuilt(t, i)
		if i.HostKind() != x.HostKind() || i.IsAbsolute() != x.IsAbsolute() || i.queryPresent() != x.queryPresent() ||
			i.fragmentPresent() != x.fragmentPresent() || strings.Count(i.Path(), "/") != strings.Count(x.Path(), "/") ||
			hasDotSegment(i.Path()) != hasDotSegment(x.Path()) {
			t.Fatalf("%q: ToIRI changed the structure: %q", s, i)
		}
	})
}

// labelled is the encoding a charset label names, or nil (UTF-8) for a
// label browsers do not know.
func labelled(label string) encoding.Encoding {
	enc, err := htmlindex.Get(label)
	if err != nil {
		return nil
	}
	return enc
}

package whatwg

import (
	"slices"
	"strings"
	"testing"

	"github.com/go-iri/iri/internal/suites"
)

// pairsOf returns the list of p as [name, value] pairs, the form of the
// WPT files.
func pairsOf(p URLSearchParams) [][2]string {
	out := [][2]string{}
	for n, v := range p.All() {
		out = append(out, [2]string{n, v})
	}
	return out
}

// TestWPTURLEncodedParser runs every case of web-platform-tests'
// urlencoded-parser-data.json (URL Standard §5.1) through ParseQuery, as
// urlencoded-parser.any.js runs them through the URLSearchParams
// constructor.
func TestWPTURLEncodedParser(t *testing.T) {
	type testCase struct {
		Input  string      `json:"input"`
		Output [][2]string `json:"output"`
	}
	cases := suites.JSONCases[testCase](t, "wpt-url/urlencoded-parser-data.json", 35)
	for _, c := range cases {
		p := ParseQuery(c.Input)
		got := pairsOf(p)
		want := c.Output
		if want == nil {
			want = [][2]string{}
		}
		if !slices.Equal(got, want) {
			t.Errorf("ParseQuery(%q) = %q, want %q", c.Input, got, want)
		}
		if p.Size() != len(want) {
			t.Errorf("ParseQuery(%q).Size() = %d, want %d", c.Input, p.Size(), len(want))
		}
	}
}

// TestFormPercentEncodeSet derives the application/x-www-form-urlencoded
// percent-encode set the way URL Standard §1.3 defines it, each set as the
// one before plus what the standard adds, and checks the serializer's
// choice for every ASCII byte against it.
func TestFormPercentEncodeSet(t *testing.T) {
	inSet := func(c byte) bool {
		c0 := c < 0x20 || c > 0x7E
		query := c0 || strings.IndexByte(" \"#<>", c) >= 0
		path := query || strings.IndexByte("?^`{}", c) >= 0
		userinfo := path || strings.IndexByte("/:;=@[\\]^|", c) >= 0
		component := userinfo || c >= '$' && c <= '&' || c == '+' || c == ','
		return component || c == '!' || c >= '\'' && c <= ')' || c == '~'
	}
	for c := 0; c < 0x80; c++ {
		got := string(appendFormEncoded(nil, string(rune(c))))
		want := string(rune(c))
		switch {
		case c == ' ':
			want = "+" // §5.2: spaceAsPlus
		case inSet(byte(c)):
			want = "%" + strings.ToUpper(string("0123456789abcdef"[c>>4])+string("0123456789abcdef"[c&15]))
		}
		if got != want {
			t.Errorf("serialized %q = %q, want %q", rune(c), got, want)
		}
	}
}

// TestUTF8DecodeReplacement checks the reading of ill-formed UTF-8 after
// percent-decoding: one U+FFFD per maximal subpart, as the Encoding
// Standard's UTF-8 decoder reads it (its §4.1 examples), not one per
// byte as a range over a Go string gives, and a BOM kept ("UTF-8 decode
// without BOM").
func TestUTF8DecodeReplacement(t *testing.T) {
	for _, c := range []struct{ in, name, value string }{
		{"%F0%9F%98", "\uFFFD", ""},                       // a truncated four-byte sequence
		{"%F0%9F%98x", "\uFFFDx", ""},                     // the same, then ASCII
		{"%E0%80%80", "\uFFFD\uFFFD\uFFFD", ""},           // overlong: E0 takes A0-BF second
		{"%ED%A0%80", "\uFFFD\uFFFD\uFFFD", ""},           // an encoded surrogate
		{"%F4%90%80%80", "\uFFFD\uFFFD\uFFFD\uFFFD", ""},  // above U+10FFFF
		{"%C3%28", "\uFFFD(", ""},                         // a lead byte, then no continuation
		{"%EF%BB%BFa", "\uFEFFa", ""},                     // a BOM stays
		{"\xF0\x9F\x98=\xff", "\uFFFD", "\uFFFD"},         // raw bytes read the same
		{"%e2%82%ac+%E2%82%AC", "\u20AC \u20AC", ""},      // either case of hex
		{"a%2", "a%2", ""},                                // "%" without two hex digits stays
		{"%%%41", "%%A", ""},                              // the same, then a triplet
		{"%F0%9F%92%A9%F0%9F%92", "\U0001F4A9\uFFFD", ""}, // a whole character, then a truncated one
	} {
		got := pairsOf(ParseQuery(c.in))
		if want := [][2]string{{c.name, c.value}}; !slices.Equal(got, want) {
			t.Errorf("ParseQuery(%q) = %q, want %q", c.in, got, want)
		}
	}
}

// TestSerializedFormIsRecognized checks isFormSerialized, the fast path of
// ParseQuery, against the parser itself: a query is its own serialization
// exactly when parsing and serializing it gives it back.
func TestSerializedFormIsRecognized(t *testing.T) {
	for _, s := range []string{
		"", "=", "a=", "=b", "a=b", "a=b&c=d", "a=b+c", "a=%2B", "a=%C3%A9", "a=%EF%BF%BD",
		"a=%F0%9F%92%A9", "*-._=*-._", "a=b&=&c=",
		"a", "&", "a=b&", "&a=b", "a=b&&c=d", "a==b", "a=b=c", "a=%20", "a=%41", "a=%2b", "a=%c3%a9",
		"a=%C3", "a=%C3%28", "a=%FF", "a=%ED%A0%80", "a=é", "a=/", "a=~", "a=%", "a=%2", "a=%2G", "a=b c",
		"a=\xff", "a=%F0%9F%92%a9", "a=%E2%82%AC%E2",
	} {
		reparsed := string(appendFormParsed(nil, s))
		if got, want := isFormSerialized(s), reparsed == s; got != want {
			t.Errorf("isFormSerialized(%q) = %v, but parsed and serialized it is %q", s, got, reparsed)
		}
	}
}

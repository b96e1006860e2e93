package iri

import (
	"errors"
	"fmt"
	"net/netip"
	"strings"
	"testing"

	"github.com/go-iri/iri/internal/corpus"
)

func TestComponents(t *testing.T) {
	tests := []struct {
		in   string
		want components
		kind HostKind
	}{
		{"", components{}, HostNone},
		{"http://a/?", components{scheme: "http", authority: true, host: "a", path: "/", hasQuery: true}, HostRegName},
		{"http://a/", components{scheme: "http", authority: true, host: "a", path: "/"}, HostRegName},
		{"http://a#", components{scheme: "http", authority: true, host: "a", hasFragment: true}, HostRegName},
		{"http://a:/", components{scheme: "http", authority: true, host: "a", hasPort: true, path: "/"}, HostRegName},
		{"http://@a", components{scheme: "http", authority: true, hasUserinfo: true, host: "a"}, HostRegName},
		{"file:///etc/hosts", components{scheme: "file", authority: true, path: "/etc/hosts"}, HostRegName},
		{"//", components{authority: true}, HostRegName},
		{"mailto:a@b.example", components{scheme: "mailto", path: "a@b.example"}, HostNone},
		{"urn:isbn:0451450523", components{scheme: "urn", path: "isbn:0451450523"}, HostNone},
		{"http://ü:p@例え.jp:8080/ä/ö?q=ü&\ue000#f/?", components{scheme: "http", authority: true,
			userinfo: "ü:p", hasUserinfo: true, host: "例え.jp", port: "8080", hasPort: true,
			path: "/ä/ö", query: "q=ü&\ue000", hasQuery: true, fragment: "f/?", hasFragment: true}, HostRegName},
		{"//192.0.2.1:80", components{authority: true, host: "192.0.2.1", port: "80", hasPort: true}, HostIPv4},
		{"//01.2.3.4", components{authority: true, host: "01.2.3.4"}, HostRegName},
		{"//1.2.3.4.5", components{authority: true, host: "1.2.3.4.5"}, HostRegName},
		{"//256.1.1.1", components{authority: true, host: "256.1.1.1"}, HostRegName},
		{"//255.255.255.255", components{authority: true, host: "255.255.255.255"}, HostIPv4},
		{"//0.0.0.0", components{authority: true, host: "0.0.0.0"}, HostIPv4},
		{"ldap://[2001:db8::7]/c=GB?objectClass?one", components{scheme: "ldap", authority: true,
			host: "[2001:db8::7]", path: "/c=GB", query: "objectClass?one", hasQuery: true}, HostIPv6},
		{"http://[v7.a:b]:1", components{scheme: "http", authority: true, host: "[v7.a:b]", port: "1", hasPort: true}, HostIPvFuture},
		{"a:b/c:d", components{scheme: "a", path: "b/c:d"}, HostNone},
		{"./a:b", components{path: "./a:b"}, HostNone},
		{"a/b:c", components{path: "a/b:c"}, HostNone},
		{"/a:b", components{path: "/a:b"}, HostNone},
		{"?a:b", components{query: "a:b", hasQuery: true}, HostNone},
		{"#a:b", components{fragment: "a:b", hasFragment: true}, HostNone},
		{"a+1.-:", components{scheme: "a+1.-"}, HostNone},
		{"http://a/%2F%c3%a9", components{scheme: "http", authority: true, host: "a", path: "/%2F%c3%a9"}, HostRegName},
	}
	for _, tt := range tests {
		x, err := Parse(tt.in)
		if err != nil {
			t.Errorf("Parse(%q): %v", tt.in, err)
			continue
		}
		checkComponents(t, "", x, tt.want)
		if x.HostKind() != tt.kind {
			t.Errorf("%q: host kind %v, want %v", tt.in, x.HostKind(), tt.kind)
		}
		if x.queryPresent() != tt.want.hasQuery || x.fragmentPresent() != tt.want.hasFragment {
			t.Errorf("%q: queryPresent/fragmentPresent disagree with Query/Fragment", tt.in)
		}
	}
}

// TestIPv6 covers each of the nine alternatives of IPv6address (RFC 3986
// §3.2.2), with and without an embedded IPv4address, at their limits.
func TestIPv6(t *testing.T) {
	valid := []string{
		"1:2:3:4:5:6:7:8", "1:2:3:4:5:6:1.2.3.4", // 6( h16 ":" ) ls32
		"::2:3:4:5:6:7:8", "::2:3:4:5:6:1.2.3.4", // "::" 5( h16 ":" ) ls32
		"::3:4:5:6:7:8", "1::3:4:5:6:7:8", "1::3:4:5:6:1.2.3.4", // [ h16 ] "::" 4( h16 ":" ) ls32
		"1:2::4:5:6:7:8", "::4:5:6:7:8", "1:2::4:5:6:1.2.3.4",
		"1:2:3::5:6:7:8", "1:2:3::5:6:1.2.3.4", "::5:6:7:8",
		"1:2:3:4::6:7:8", "1:2:3:4::6:1.2.3.4", "::6:7:8",
		"1:2:3:4:5::7:8", "1:2:3:4:5::1.2.3.4", "::1.2.3.4", "::7:8", // [ *4( h16 ":" ) h16 ] "::" ls32
		"1:2:3:4:5:6::8", "::8", "1::8", // [ *5( h16 ":" ) h16 ] "::" h16
		"1:2:3:4:5:6:7::", "1::", "::", // [ *6( h16 ":" ) h16 ] "::"
		"ffff:FFFF:0:00:000:0000:abcd:ABCD", "::ffff:192.0.2.128", "::0.0.0.0", "::255.255.255.255",
	}
	invalid := []string{
		"", ":", ":::", "1:2:3:4:5:6:7", "1:2:3:4:5:6:7:8:9", "1:2:3:4:5:6:7:8::", "::1:2:3:4:5:6:7:8",
		"1::2::3", "1:::2", ":1::", "1::2:", "12345::", "g::", "1:2:3:4:5:6:7:1.2.3.4",
		"1:2:3:4:5:6::1.2.3.4", "::1.2.3", "::1.2.3.4.5", "::01.2.3.4", "::256.1.1.1", "::1.2.3.4:5",
		"1.2.3.4", "::1.2.3.", "fe80::1%25eth0", "::1 ", "1:2:3:4:5:6:7:8:",
	}
	for _, a := range valid {
		x, err := Parse("//[" + a + "]")
		if err != nil || x.HostKind() != HostIPv6 || x.Host() != "["+a+"]" {
			t.Errorf("[%s]: %v, %v; want a valid IPv6 host", a, x.HostKind(), err)
		}
	}
	for _, a := range invalid {
		_, err := Parse("//[" + a + "]")
		if !errors.Is(err, ErrInvalidIPv6) {
			t.Errorf("[%s]: err = %v, want ErrInvalidIPv6", a, err)
		}
	}
}

func TestIPvFuture(t *testing.T) {
	for _, a := range []string{"v1.a", "V1.a", "vAbC9.-._~!$&'()*+,;=:", "v0.:"} {
		if x, err := Parse("//[" + a + "]"); err != nil || x.HostKind() != HostIPvFuture {
			t.Errorf("[%s]: %v, %v", a, x.HostKind(), err)
		}
	}
	for _, a := range []string{"v", "v.", "v1", "v1.", "vg.a", "v1.%41", "v1.a/", "v1.é", "v1.[", "v1.a"} {
		in := "//[" + a
		if a != "v1.a" {
			in += "]"
		}
		if _, err := Parse(in); !errors.Is(err, ErrInvalidIPvFuture) {
			t.Errorf("%q: err = %v, want ErrInvalidIPvFuture", in, err)
		}
	}
}

// TestCharacterRanges checks the edges of every range of ucschar and
// iprivate (RFC 3987 §2.2), in the path and in the query.
func TestCharacterRanges(t *testing.T) {
	ranges := [][2]rune{
		{0xA0, 0xD7FF}, {0xF900, 0xFDCF}, {0xFDF0, 0xFFEF},
		{0x10000, 0x1FFFD}, {0x20000, 0x2FFFD}, {0x30000, 0x3FFFD}, {0x40000, 0x4FFFD},
		{0x50000, 0x5FFFD}, {0x60000, 0x6FFFD}, {0x70000, 0x7FFFD}, {0x80000, 0x8FFFD},
		{0x90000, 0x9FFFD}, {0xA0000, 0xAFFFD}, {0xB0000, 0xBFFFD}, {0xC0000, 0xCFFFD},
		{0xD0000, 0xDFFFD}, {0xE1000, 0xEFFFD},
	}
	private := [][2]rune{{0xE000, 0xF8FF}, {0xF0000, 0xFFFFD}, {0x100000, 0x10FFFD}}
	in := func(r rune, rs [][2]rune) bool {
		for _, g := range rs {
			if r >= g[0] && r <= g[1] {
				return true
			}
		}
		return false
	}
	var probes []rune
	for _, g := range append(ranges, private...) {
		probes = append(probes, g[0]-1, g[0], g[1], g[1]+1)
	}
	probes = append(probes, 0x7F, 0x80, 0x9F, 0xE0000, 0xE0FFF, 0x10FFFF,
		0x200D, 0x200E, 0x200F, 0x2029, 0x202A, 0x202E, 0x202F) // around the bidi formatting characters
	for _, r := range probes {
		if r >= 0xD800 && r <= 0xDFFF {
			continue // not encodable in UTF-8; tested as invalid UTF-8
		}
		bidi := r == 0x200E || r == 0x200F || r >= 0x202A && r <= 0x202E
		wantPath := in(r, ranges) && !bidi
		wantQuery := wantPath || in(r, private)
		_, errPath := Parse("/" + string(r))
		_, errQuery := Parse("?" + string(r))
		if (errPath == nil) != wantPath || (errQuery == nil) != wantQuery {
			t.Errorf("U+%04X: path ok %v (want %v), query ok %v (want %v)", r, errPath == nil, wantPath, errQuery == nil, wantQuery)
		}
	}
}

func TestBidiFormattingCharacters(t *testing.T) {
	for _, r := range []rune{0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E} {
		for _, form := range []string{"http://%c.example/", "http://a/%c", "http://a/?%c", "http://a/#%c", "//%c@a", "%c"} {
			in := fmt.Sprintf(form, r)
			_, err := Parse(in)
			if !errors.Is(err, ErrBidiFormatting) {
				t.Errorf("%q: err = %v, want ErrBidiFormatting", in, err)
			}
		}
	}
	// The neighbours are allowed: ZWNJ, ZWJ, LINE SEPARATOR... as ucschar.
	for _, r := range []rune{0x200C, 0x200D, 0x2029, 0x202F} {
		if _, err := Parse("/" + string(r)); err != nil {
			t.Errorf("U+%04X: %v", r, err)
		}
	}
}

func TestErrors(t *testing.T) {
	tests := []struct {
		in     string
		cause  error
		offset int
		comp   Component
		msg    string
	}{
		{"http://a/b c", ErrInvalidCharacter, 10, ComponentPath, "iri: invalid character U+0020 in path at offset 10"},
		{"http://a/b?c d", ErrInvalidCharacter, 12, ComponentQuery, ""},
		{"http://a/b#c#d", ErrInvalidCharacter, 12, ComponentFragment, "iri: invalid character U+0023 '#' in fragment at offset 12"},
		{"http://a b/", ErrInvalidCharacter, 8, ComponentHost, ""},
		{"http://a^b@c/", ErrInvalidCharacter, 8, ComponentUserinfo, ""},
		{"http://a@b@c/", ErrInvalidCharacter, 10, ComponentHost, ""},
		{"http://a:8o/", ErrInvalidPort, 10, ComponentPort, "iri: invalid port: unexpected U+006F 'o' in port at offset 10"},
		{"http://a:1:2/", ErrInvalidPort, 10, ComponentPort, ""},
		{"http://[::1]x/", ErrInvalidCharacter, 12, ComponentHost, ""},
		{"http://[::1/", ErrInvalidIPv6, 11, ComponentHost, ""},
		{"http://[::1", ErrInvalidIPv6, 11, ComponentHost, "iri: invalid IPv6 address: unexpected end of input in host at offset 11"},
		{"a/b%2", ErrPercentEncoding, 3, ComponentPath, `iri: invalid percent-encoding "%2" in path at offset 3 ("%" must be followed by two hex digits; write "%25" for "%" itself)`},
		{"?%g0", ErrPercentEncoding, 1, ComponentQuery, ""},
		{"//a%zz@b", ErrPercentEncoding, 3, ComponentUserinfo, ""},
		{"//a%zz", ErrPercentEncoding, 3, ComponentHost, ""},
		{"a:b/\xff", ErrInvalidUTF8, 4, ComponentPath, "iri: invalid UTF-8 (byte 0xFF) in path at offset 4"},
		{"a:b/\xed\xa0\x80", ErrInvalidUTF8, 4, ComponentPath, ""}, // an encoded surrogate
		{"a:b/\xc0\xaf", ErrInvalidUTF8, 4, ComponentPath, ""},     // overlong "/"
		{"a:/\ue000", ErrPrivateUse, 3, ComponentPath, "iri: private-use character U+E000 in path at offset 3 (allowed only in the query)"},
		{"#\U000F0000", ErrPrivateUse, 1, ComponentFragment, ""},
		{"a:\u202Eb", ErrBidiFormatting, 2, ComponentPath, "iri: bidirectional formatting character U+202E in path at offset 2 (forbidden by RFC 3987 §4.1)"},
		{"1a:b", ErrColonInFirstSegment, 2, ComponentPath, `iri: colon in the first segment of a relative reference in path at offset 2 (a scheme starts with an ASCII letter; for a path, write "./" in front)`},
		{":", ErrColonInFirstSegment, 0, ComponentPath, ""},
		{"\x00", ErrInvalidCharacter, 0, ComponentPath, "iri: invalid character U+0000 in path at offset 0"},
		{"http://a/\ufffd", ErrInvalidCharacter, 9, ComponentPath, "iri: invalid character U+FFFD in path at offset 9"},
	}
	for _, tt := range tests {
		_, err := Parse(tt.in)
		var e *Error
		if !errors.As(err, &e) {
			t.Errorf("Parse(%q) = %v, want an *Error", tt.in, err)
			continue
		}
		if !errors.Is(err, tt.cause) || e.Offset != tt.offset || e.Component != tt.comp || e.Input != tt.in {
			t.Errorf("Parse(%q): cause %v offset %d component %v; want %v, %d, %v", tt.in, e.Err, e.Offset, e.Component, tt.cause, tt.offset, tt.comp)
		}
		if tt.msg != "" && err.Error() != tt.msg {
			t.Errorf("Parse(%q):\n got %s\nwant %s", tt.in, err, tt.msg)
		}
	}
}

func TestProductions(t *testing.T) {
	tests := []struct {
		in                      string
		iri, absolute, relative error // nil: accepted
	}{
		{"http://a/b#f", nil, ErrUnexpectedFragment, ErrUnexpectedScheme},
		{"http://a/b", nil, nil, ErrUnexpectedScheme},
		{"//a/b", ErrMissingScheme, ErrMissingScheme, nil},
		{"b#f", ErrMissingScheme, ErrMissingScheme, nil},
		{"", ErrMissingScheme, ErrMissingScheme, nil},
	}
	for _, tt := range tests {
		for i, c := range []struct {
			parse func(string) (IRI, error)
			want  error
		}{{ParseIRI, tt.iri}, {ParseAbsolute, tt.absolute}, {ParseRelative, tt.relative}} {
			_, err := c.parse(tt.in)
			if c.want == nil && err != nil || c.want != nil && !errors.Is(err, c.want) {
				t.Errorf("production %d of %q: err = %v, want %v", i, tt.in, err, c.want)
			}
		}
	}
	if _, err := ParseAbsolute("http://a/b#f"); err.(*Error).Offset != 10 {
		t.Errorf("ErrUnexpectedFragment should point at the '#': %v", err)
	}
}

func TestMustParsePanics(t *testing.T) {
	defer func() {
		if r := recover(); r == nil || !strings.Contains(fmt.Sprint(r), "offset 1") {
			t.Errorf("MustParse(\"a b\") recovered %v", r)
		}
	}()
	MustParse("a b")
}

func TestZeroValue(t *testing.T) {
	var zero IRI
	if zero != MustParse("") || zero.String() != "" || zero.IsAbsolute() || zero.HostKind() != HostNone {
		t.Errorf("the zero IRI is not the empty reference")
	}
}

func TestLongInput(t *testing.T) {
	long := "http://a/" + strings.Repeat("é%41/", 200000) + "?" + strings.Repeat("q", 1<<20)
	x, err := Parse(long)
	if err != nil || x.String() != long {
		t.Fatalf("long input: %v", err)
	}
	_, err = Parse(long + " ")
	if e, ok := err.(*Error); !ok || e.Offset != len(long) {
		t.Fatalf("long input with a trailing space: %v", err)
	}
}

// TestHostKindIPv4 holds Parse's reading of a host as an IPv4address to
// net/netip, which takes the same dotted-decimal form (four decimal
// octets, no leading zeros), on every host of up to five pieces, which
// puts each length around 7 and 15 bytes and every last digit, with and
// without a port: parse's own first tests (length, last byte) come before
// chars.IsIPv4.
func TestHostKindIPv4(t *testing.T) {
	pieces := []string{"0", "1", "8", "9", "00", "25", "255", "256", ".", "a", "1.2", "255.255", "1.2.3.4", ".0"}
	n := 0
	corpus.Concatenations(pieces, 5, func(h string) {
		a, err := netip.ParseAddr(h)
		want := err == nil && a.Is4()
		for _, s := range []string{"http://" + h + "/", "//" + h, "http://" + h + ":80?q"} {
			x, err := Parse(s)
			if err != nil {
				t.Fatalf("Parse(%q): %v", s, err)
			}
			if got := x.HostKind() == HostIPv4; got != want {
				t.Errorf("Parse(%q).HostKind() = %v, want IPv4 %v", s, x.HostKind(), want)
			}
		}
		if want {
			n++
		}
	})
	if n < 1000 {
		t.Errorf("only %d addresses among the hosts", n)
	}
}

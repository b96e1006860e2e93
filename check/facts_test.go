package check

import (
	"fmt"
	"reflect"
	"slices"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/go-iri/iri"
	"github.com/go-iri/iri/internal/chars"
	"github.com/go-iri/iri/internal/corpus"
	"github.com/go-iri/iri/internal/idn"
	"github.com/go-iri/iri/internal/pct"
	"github.com/go-iri/iri/internal/suites"
)

// TestFamiliesSkipNothing runs the checker with every family of rules
// and with those the facts of each input call for, and wants the same
// report: the facts only skip families that would find nothing.
func TestFamiliesSkipNothing(t *testing.T) {
	lines := append(suites.Strings(t), corpus.LinesIfPresent(t, "corpus-iri.txt")...)
	lines = append(lines, corpus.LinesIfPresent(t, "corpus-ascii.txt")...)
	lines = append(lines, corpus.LinesIfPresent(t, "real/kasztp.txt")...)
	lines = append(lines, checkRuleInputs()...)
	for _, s := range lines {
		got, want := Check(s), Checker{}.check(s, checkMode{every: true})
		if !reflect.DeepEqual(got, want) {
			t.Errorf("Check(%q):\n got %v\nwant %v", s, got.Violations, want.Violations)
		}
	}
	t.Logf("%d inputs", len(lines))
}

// TestFastUnicodeHostSafe holds what fastUnicodeHost leaves unasked: on
// every reg-name of the suites and the corpora that the family of IDNA
// gives it, and on hosts made to try it, its result is one that
// idn.UnsafeResult lets stand in an IRI, and not ASCII.
func TestFastUnicodeHostSafe(t *testing.T) {
	hosts := []string{"1.2.3.xn--4", "xn--1-0ba.2.3.4", "1.2.3.é", "a.b/c", "xn--a-b", "ü--0.a"}
	hosts = append(hosts, regNames(t)...)
	taken := 0
	for _, h := range hosts {
		b := scanHost(h)
		if !b.nonASCII && !b.percent && !b.ace {
			continue // host() returns before
		}
		u, ok := fastUnicodeHostDecoding(h, b)
		if !ok {
			continue
		}
		taken++
		if err := idn.UnsafeResult(u); err != nil || chars.NonASCIICount(u) == 0 {
			t.Errorf("fastUnicodeHost(%q) = %q: %v", h, u, err)
		}
	}
	if taken == 0 {
		t.Error("fastUnicodeHost took no host")
	}
}

// fastUnicodeHostDecoding is fastUnicodeHost for a host it decodes
// itself, as host does (false where the decoding fails, which host
// returns on).
func fastUnicodeHostDecoding(host string, b hostBytes) (string, bool) {
	decoded := host
	if b.percent {
		var ok bool
		if decoded, ok = pct.Unescape(host); !ok {
			return "", false
		}
	}
	var buf [unicodeBufLen]byte // as run's: a form that does not fit is a string
	n, u, ok := fastUnicodeHost(buf[:], host, decoded, b)
	if n > 0 {
		u = string(buf[:n])
	}
	return u, ok
}

// TestScanHost compares scanHost's one pass with the questions it
// answers, asked one by one.
func TestScanHost(t *testing.T) {
	hosts := []string{"", "a", "A", "xn--a", "XN--a", "xN--a.b", "a.xn--b", "axn--b", "x", "xn-", "%41", "%4a.b",
		"a%2Eb", "1", "a0", "é", "Ab%C3%A9", "xn--48s290a.xn--j6w193g", "WWW.EXAMPLE.ORG", "x.xn--"}
	for _, s := range append(suites.Strings(t), corpus.LinesIfPresent(t, "corpus-iri.txt")...) {
		if x, err := iri.Parse(s); err == nil && x.HostKind() == iri.HostRegName {
			hosts = append(hosts, x.Host())
		}
	}
	// outsidePercent reports whether a byte of s outside the hex digits of
	// its percent-encodings is one of chars.
	outsidePercent := func(s, chars string) bool {
		for i := 0; i < len(s); i++ {
			switch {
			case s[i] == '%':
				i += 2
			case strings.IndexByte(chars, s[i]) >= 0:
				return true
			}
		}
		return false
	}
	hosts = append(hosts, "%41", "%31.a", "a%A1b", "b1.%C3%A9")
	for _, h := range hosts {
		want := hostBytes{percent: strings.Contains(h, "%"), ace: idn.HasPunycodeLabel(h),
			digit01: outsidePercent(h, "01"), upper: outsidePercent(h, "ABCDEFGHIJKLMNOPQRSTUVWXYZ"), nonASCII: chars.NonASCIICount(h) > 0}
		if got := scanHost(h); got != want {
			t.Errorf("scanHost(%q) = %+v, want %+v", h, got, want)
		}
	}
}

// TestHostByteFlags checks the static table of scanHost against the
// definitions of its flags.
func TestHostByteFlags(t *testing.T) {
	for c := range 256 {
		var want uint8
		switch {
		case c == '%':
			want = hbPercent
		case c >= 'A' && c <= 'Z':
			want = hbUpper
		case c == '0' || c == '1':
			want = hbDigit01
		case c >= utf8.RuneSelf:
			want = hbNonASCII
		}
		if c == 'x' || c == 'X' {
			want |= hbX
		}
		if c == '-' {
			want = hbDash
		}
		if hostByteFlags[c] != want {
			t.Errorf("hostByteFlags[%#x] = %#x, want %#x", c, hostByteFlags[c], want)
		}
	}
}

// TestComponentOf compares componentOf with its definition, the first
// component in the order of the IRI that ends after the offset, at every
// offset of the suites' IRIs.
func TestComponentOf(t *testing.T) {
	for _, s := range append(suites.Strings(t), checkRuleInputs()...) {
		x, err := iri.Parse(s)
		if err != nil {
			continue
		}
		for i := 0; i <= len(s); i++ {
			want := iri.ComponentFragment
			for c := iri.ComponentScheme; c < iri.ComponentFragment; c++ {
				if _, end, ok := x.Span(c); ok && i < end {
					want = c
					break
				}
			}
			if got := componentOf(x, i); got != want {
				t.Fatalf("%q at %d: %v, want %v", s, i, got, want)
			}
		}
	}
}

// TestEncodedChar holds encodedChar to pct.DecodeRune, and its lower to
// lowerHexTriplet, on every lead octet followed by continuation octets
// around the edges of RFC 3629's ranges, in both cases of hex, cut short
// and with a "%" missing: the character and length are pct.DecodeRune's
// (an ASCII octet is itself), 0 where it finds no UTF-8.
func TestEncodedChar(t *testing.T) {
	edges := []int{-1, 0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0}
	answered := 0
	for lead := 0; lead <= 0xFF; lead++ {
		for _, c2 := range edges {
			for _, c3 := range edges {
				for _, c4 := range edges {
					s := fmt.Sprintf("%%%02X", lead)
					for _, c := range []int{c2, c3, c4} {
						if c < 0 {
							break
						}
						s += fmt.Sprintf("%%%02X", c)
					}
					for _, in := range []string{s, strings.ToLower(s), lowerFrom(s, 3), lowerFrom(s, 6), s + "x", "%41" + s[3:], notPercentAt(s, 3), notPercentAt(s, 6), notPercentAt(s, 9)} {
						want, k := pct.DecodeRune(in)
						if o := pct.Octet(in, 0); o < utf8.RuneSelf {
							want, k = rune(o), 3
						}
						// Alone, and inside text before and after it: the
						// words encodedChar reads reach past the triplets,
						// or end with the text.
						for _, pre := range []string{"", "/", "abcdefgh"} {
							for _, post := range []string{"", "/", "%41", "/0123456"} {
								r, n, lower := encodedChar(pre+in+post, len(pre))
								if n != k || n > 0 && r != want {
									t.Fatalf("encodedChar(%q, %d) = %U, %d; want %U, %d", pre+in+post, len(pre), r, n, want, k)
								}
								if n > 0 && lower != (lowerHexTriplet(in[:n]) >= 0) {
									t.Fatalf("encodedChar(%q, %d): lower %v", pre+in+post, len(pre), lower)
								}
								answered += n
							}
						}
					}
				}
			}
		}
	}
	if answered == 0 {
		t.Error("encodedChar answered nothing")
	}
}

// lowerFrom returns s with its hex digits from i on in lower case:
// "%C3%a9".
func lowerFrom(s string, i int) string {
	if i >= len(s) {
		return s
	}
	return s[:i] + strings.ToLower(s[i:])
}

// notPercentAt returns s with the byte at i, a "%", as "x": "%C3xA9"
// holds the hex digits of a continuation octet without the "%".
func notPercentAt(s string, i int) string {
	if i >= len(s) {
		return s
	}
	return s[:i] + "x" + s[i+1:]
}

// TestMarksNotPassedOver holds the pass over the characters (gatherer.note)
// to the marks spoof.Marks finds something in: a mark after a character
// that decomposes, written or encoded; a character that decomposes to the
// mark before it; U+0307 encoded. Each input is reported as with every
// family run, and spoof/marks is reported or not as the case says.
func TestMarksNotPassedOver(t *testing.T) {
	for _, tc := range []struct {
		in    string
		marks bool
	}{
		{"http://a/?z%C3%B6%CC%88m", true},
		{"http://a/zö\u0308m", true},
		{"http://a/\u0c95\u0cc6\u0cc7", true},
		{"http://a/\u0c95%E0%B3%86%E0%B3%87", true},
		{"http://a/i%CC%87", true},
		{"http://a/#x\u0308\u0308", true},
		{"http://a/zo\u0308m", false},
		{"http://a/\u0c95\u0cc6", false},
		{"http://a/\u0915\u0947\u0902", false},
	} {
		got, want := Check(tc.in), Checker{}.check(tc.in, checkMode{every: true})
		if !reflect.DeepEqual(got, want) {
			t.Errorf("Check(%q):\n got %v\nwant %v", tc.in, got.Violations, want.Violations)
		}
		if slices.ContainsFunc(got.Violations, func(v Violation) bool { return v.Code == "spoof/marks" }) != tc.marks {
			t.Errorf("Check(%q): spoof/marks %v, want %v: %v", tc.in, !tc.marks, tc.marks, got.Violations)
		}
	}
}

// TestValidRune holds validRune to utf8.DecodeRuneInString on every code
// point from U+0080 in UTF-8, alone and followed by more text, and to
// U+FFFD and 1 on a lead byte cut short.
func TestValidRune(t *testing.T) {
	for r := rune(0x80); r <= unicode.MaxRune; r++ {
		if !utf8.ValidRune(r) {
			continue
		}
		for _, s := range []string{string(r), string(r) + "a\u00e9"} {
			want, wantN := utf8.DecodeRuneInString(s)
			if got, n := validRune(s); got != want || n != wantN {
				t.Fatalf("validRune(%+q) = %U, %d; want %U, %d", s, got, n, want, wantN)
			}
		}
	}
	for _, s := range []string{"\xc3", "\xe0\xa4", "\xf0\x9f\x98"} {
		if r, n := validRune(s); r != utf8.RuneError || n != 1 {
			t.Errorf("validRune(%+q) = %U, %d; want U+FFFD, 1", s, r, n)
		}
	}
}

// TestMixedScriptsAfterTheFastPass holds the pass over the characters to
// mixedScripts' own walk where it reads a component first without its
// parts, then by its parts (partSoFar): a script that does not mix with
// Latin after one that does, written or encoded, in the part that has the
// Latin letters or in another, at the end of the component or before
// more; and components whose first special character is Greek or
// Cyrillic (read by their parts from the start).
func TestMixedScriptsAfterTheFastPass(t *testing.T) {
	for _, tc := range []struct {
		in    string
		mixed int // char/mixed-script violations
	}{
		{"http://a/日本/abcд", 1},
		{"http://a/日本/abc/д", 0},
		{"http://a/é/xyzд/q", 1},
		{"http://a/é/xyz/дq", 1},
		{"http://a/é/xyz/д/q", 0},
		{"http://a/%C3%A9/xyz%D0%B4/q", 1},
		{"http://a/%C3%A9/xyz/%D0%B4", 0},
		{"http://a/日/abc/αβγ/x", 0},
		{"http://a/日/abc/αβγx/x", 1},
		{"http://a/abc/αβγ", 0},
		{"http://a/αβγ/abc", 0},
		{"http://a/abc.αβγ", 0},
		{"http://a/αβγ-abc/дx", 2},
		{"http://a/?q=日本&r=abcд&s=д", 1},
		{"http://a/#é-д", 1},
		{"http://a/é%D0%B4", 1},
		{"http://a/ab%C3%A9/%CE%B1x", 1},
	} {
		got, want := Check(tc.in), Checker{}.check(tc.in, checkMode{every: true})
		if !reflect.DeepEqual(got, want) {
			t.Errorf("Check(%q):\n got %v\nwant %v", tc.in, got.Violations, want.Violations)
		}
		n := 0
		for _, v := range got.Violations {
			if v.Code == "char/mixed-script" {
				n++
			}
		}
		if n != tc.mixed {
			t.Errorf("Check(%q): %d char/mixed-script, want %d: %v", tc.in, n, tc.mixed, got.Violations)
		}
	}
}

// TestASCIIEncodingsResume holds the pass over the characters where it
// reads the encodings of ASCII before the first other special character
// by themselves (asciiEncodings) and the full pass resumes there, to the
// report of every family, which walks the input without the pass: the
// encoded letters before a Cyrillic one (Latin, in the part the full pass
// reads again), hex digits that are letters ("%2F"), and a lower-case
// digit in a dot segment (told once for the path, here before the
// resumption and not again after it).
func TestASCIIEncodingsResume(t *testing.T) {
	for _, tc := range []struct {
		in    string
		codes []string // of the report, in order
	}{
		{"http://h/%2E%2e/a%2fb", []string{"pct/encoded-dot-segment", "pct/lowercase-hex", "pct/encoded-slash"}},
		{"http://h/%2E%2e/a%2f%D0%B4", []string{"pct/encoded-dot-segment", "pct/lowercase-hex", "char/mixed-script", "pct/encoded-slash"}},
		{"http://h/%41%D0%B4", []string{"char/mixed-script"}},
		{"http://h/%41/%D0%B4", nil},
		{"http://h/%2F%D0%B4", []string{"pct/encoded-slash"}},
		{"http://h/x%2F%D0%B4", []string{"char/mixed-script", "pct/encoded-slash"}},
		{"http://h/%20%D0%B4%41", []string{"char/mixed-script"}},
		{"http://h/%20/%CE%B1?q=%41%CE%B1", []string{"char/mixed-script"}},
		{"http://h/%20/?q=%41%CE%B1", []string{"char/mixed-script"}},
		{"http://h/%20/?q=%41б", []string{"char/mixed-script"}},
		{"http://h/%20/?q=%41%e9", []string{"pct/lowercase-hex", "pct/invalid-utf8"}},
		{"http://%41@h%2E/%20é%2Fa", []string{"pct/encoded-slash"}},
	} {
		got, want := Check(tc.in), Checker{}.check(tc.in, checkMode{every: true})
		if !reflect.DeepEqual(got, want) {
			t.Errorf("Check(%q):\n got %v\nwant %v", tc.in, got.Violations, want.Violations)
		}
		var codes []string
		for _, v := range got.Violations {
			codes = append(codes, v.Code)
		}
		if !slices.Equal(codes, tc.codes) {
			t.Errorf("Check(%q): %q, want %q", tc.in, codes, tc.codes)
		}
	}
}

// TestComponentTexts holds the texts and offsets componentTexts visits to
// IRI.Span (the query and the fragment, which it places from IRI.Query
// and IRI.Fragment), on the suites' IRIs: the userinfo, the host of a
// reg-name, the path, the query and the fragment that are present, in
// that order.
func TestComponentTexts(t *testing.T) {
	for _, s := range append(suites.Strings(t), checkRuleInputs()...) {
		x, err := iri.Parse(s)
		if err != nil {
			continue
		}
		type text struct {
			text   string
			offset int
			c      iri.Component
		}
		var want, got []text
		for _, c := range []iri.Component{iri.ComponentUserinfo, iri.ComponentHost, iri.ComponentPath, iri.ComponentQuery, iri.ComponentFragment} {
			if c == iri.ComponentHost && x.HostKind() != iri.HostRegName {
				continue
			}
			if start, end, ok := x.Span(c); ok {
				want = append(want, text{s[start:end], start, c})
			}
		}
		componentTexts(x, func(s string, offset int, c iri.Component, _ string) {
			got = append(got, text{s, offset, c})
		})
		if !slices.Equal(got, want) {
			t.Fatalf("componentTexts(%q) = %v, want %v", s, got, want)
		}
	}
}

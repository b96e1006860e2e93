package charset

import (
	"errors"
	"testing"

	"github.com/go-iri/iri"
	"github.com/go-iri/iri/internal/suites"
	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/charmap"
	"golang.org/x/text/encoding/unicode"
	"golang.org/x/text/encoding/unicode/utf32"
)

// mustLookup is Lookup for the labels a test knows.
func mustLookup(tb testing.TB, label string) encoding.Encoding {
	tb.Helper()
	enc, err := Lookup(label)
	if err != nil {
		tb.Fatalf("Lookup(%q): %v", label, err)
	}
	return enc
}

// TestLookup wants the labels of the Encoding Standard, in any case and
// with surrounding spaces, to name their encodings, "latin1" and
// "iso-8859-1" windows-1252 as browsers read them.
func TestLookup(t *testing.T) {
	for label, want := range map[string]encoding.Encoding{
		"windows-1252": charmap.Windows1252, " Latin1 ": charmap.Windows1252, "ISO-8859-1": charmap.Windows1252,
		"utf8": unicode.UTF8, "unicode-1-1-utf-8": unicode.UTF8, "iso-8859-5": charmap.ISO8859_5,
		"utf-16le": unicode.UTF16(unicode.LittleEndian, unicode.IgnoreBOM),
	} {
		if got := mustLookup(t, label); got != want {
			t.Errorf("Lookup(%q) = %v, want %v", label, got, want)
		}
	}
}

// TestErrors wants the failures to be *iri.Error values with a cause for
// errors.Is, the label or the encoding named in the message.
func TestErrors(t *testing.T) {
	check := func(what string, err, cause error, msg string) {
		t.Helper()
		var e *iri.Error
		if !errors.As(err, &e) || !errors.Is(err, cause) || e.Error() != msg {
			t.Errorf("%s: %#v; want an *iri.Error with cause %v, %q", what, err, cause, msg)
		}
	}
	_, err := Lookup("klingon")
	check("Lookup, unknown label", err, iri.ErrUnknownCharset, `iri: unknown charset: "klingon"`)
	_, err = Parse([]byte("http://a/"), mustLookup(t, "iso-2022-kr"))
	check("Parse, replacement encoding", err, iri.ErrUndecodableCharset, `iri: charset cannot be decoded safely: "replacement"`)
}

// TestParseNormalizes follows RFC 3987 §3.1: text transcoded from a legacy
// charset is put in NFC (step 1b), text in a Unicode encoding never is
// (step 1c).
func TestParseNormalizes(t *testing.T) {
	const decomposed = "/Vie\u0302\u0323t" // "Việt" in NFD
	tests := []struct {
		in   []byte
		enc  encoding.Encoding
		want string
	}{
		// RFC 3987 §3.1's note: windows-1258 writes "ệ" as "ê" and a
		// combining dot below.
		{[]byte("http://example.org/Vi\xea\xf2t"), mustLookup(t, "windows-1258"), "/Vi\u1ec7t"},
		{[]byte("http://example.org" + decomposed), unicode.UTF8, decomposed},
		{[]byte("\ufeffhttp://example.org" + decomposed), unicode.UTF8BOM, decomposed},
		{utf16LE("http://example.org" + decomposed), mustLookup(t, "utf-16le"), decomposed},
		{append([]byte{0xFF, 0xFE}, utf16LE("http://example.org"+decomposed)...), unicode.UTF16(unicode.LittleEndian, unicode.ExpectBOM), decomposed},
		{utf32BE("http://example.org" + decomposed), utf32.UTF32(utf32.BigEndian, utf32.IgnoreBOM), decomposed},
	}
	for _, tt := range tests {
		x, err := Parse(tt.in, tt.enc)
		if err != nil || x.Path() != tt.want {
			t.Errorf("Parse(%+q, %v) = %+q, %v; want the path %+q", tt.in, tt.enc, x.Path(), err, tt.want)
		}
	}
}

func utf16LE(s string) []byte {
	b, _ := unicode.UTF16(unicode.LittleEndian, unicode.IgnoreBOM).NewEncoder().Bytes([]byte(s))
	return b
}

func utf32BE(s string) []byte {
	b, _ := utf32.UTF32(utf32.BigEndian, utf32.IgnoreBOM).NewEncoder().Bytes([]byte(s))
	return b
}

// TestParseInvalidUTF8 wants octets that are not UTF-8, given as UTF-8,
// to fail as iri.Parse fails on them (naming the offset of the invalid
// byte), not to become a U+FFFD the caller never wrote.
func TestParseInvalidUTF8(t *testing.T) {
	tests := []struct {
		in        string
		offset    int
		component iri.Component
		msg       string
	}{
		{"http://a/\xffb", 9, iri.ComponentPath, "iri: invalid UTF-8 (byte 0xFF) in path at offset 9"},
		{"http://\xc3.example/", 7, iri.ComponentHost, "iri: invalid UTF-8 (byte 0xC3) in host at offset 7"},
		{"http://a/?q=\xed\xa0\x80", 12, iri.ComponentQuery, "iri: invalid UTF-8 (byte 0xED) in query at offset 12"},
	}
	for _, label := range []string{"utf-8", "UTF-8", "utf8", "unicode-1-1-utf-8"} {
		for _, tt := range tests {
			x, err := Parse([]byte(tt.in), mustLookup(t, label))
			var e *iri.Error
			if !errors.As(err, &e) || !errors.Is(err, iri.ErrInvalidUTF8) {
				t.Errorf("Parse(%q, %q) = %q, %v; want an *iri.Error with cause ErrInvalidUTF8", tt.in, label, x, err)
				continue
			}
			if e.Input != tt.in || e.Offset != tt.offset || e.Component != tt.component || e.Error() != tt.msg {
				t.Errorf("Parse(%q, %q): %q (input %q, offset %d, %v); want %q", tt.in, label, e.Error(), e.Input, e.Offset, e.Component, tt.msg)
			}
		}
	}
}

// FuzzParse wants Parse in UTF-8 to be iri.Parse, error for error, and
// Parse in any encoding browsers know to give an IRI whose text parses
// back to it, or an *iri.Error.
func FuzzParse(f *testing.F) {
	for i, s := range suites.Strings(f) {
		f.Add([]byte(s), []string{"utf-8", "windows-1252", "shift_jis", "utf-16le", "windows-1258", "gb18030"}[i%6])
	}
	f.Fuzz(func(t *testing.T, b []byte, label string) {
		if x, err := Parse(b, unicode.UTF8); true {
			y, errParse := iri.Parse(string(b))
			if x != y || (err == nil) != (errParse == nil) || err != nil && err.Error() != errParse.Error() {
				t.Fatalf("Parse(%q, UTF-8) = %q, %v; iri.Parse gives %q, %v", b, x, err, y, errParse)
			}
		}
		enc, err := Lookup(label)
		if err != nil {
			return
		}
		x, err := Parse(b, enc)
		if err != nil {
			var e *iri.Error
			if !errors.As(err, &e) {
				t.Fatalf("Parse(%q, %q): %#v", b, label, err)
			}
			return
		}
		if y, err := iri.Parse(x.String()); err != nil || y != x {
			t.Fatalf("Parse(%q, %q) = %#v, whose text parses as %#v, %v", b, label, x, y, err)
		}
	})
}

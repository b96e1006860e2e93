package iri

import (
	"errors"
	"testing"
)

// TestParseEncodedInvalidUTF8 wants input that is not UTF-8, given as
// UTF-8, to fail as Parse fails on it (naming the offset of the invalid
// byte), not to become a U+FFFD the caller never wrote.
func TestParseEncodedInvalidUTF8(t *testing.T) {
	tests := []struct {
		in        string
		offset    int
		component Component
		msg       string
	}{
		{"http://a/\xffb", 9, ComponentPath, "iri: invalid UTF-8 (byte 0xFF) in path at offset 9"},
		{"http://\xc3.example/", 7, ComponentHost, "iri: invalid UTF-8 (byte 0xC3) in host at offset 7"},
		{"http://a/?q=\xed\xa0\x80", 12, ComponentQuery, "iri: invalid UTF-8 (byte 0xED) in query at offset 12"},
	}
	for _, label := range []string{"utf-8", "UTF-8", "utf8", "unicode-1-1-utf-8"} {
		for _, tt := range tests {
			x, err := ParseEncoded([]byte(tt.in), label)
			var e *Error
			if !errors.As(err, &e) || !errors.Is(err, ErrInvalidUTF8) {
				t.Errorf("ParseEncoded(%q, %q) = %q, %v; want an *Error with cause ErrInvalidUTF8", tt.in, label, x, err)
				continue
			}
			if e.Input != tt.in || e.Offset != tt.offset || e.Component != tt.component || e.Error() != tt.msg {
				t.Errorf("ParseEncoded(%q, %q): %q (input %q, offset %d, %v); want %q", tt.in, label, e.Error(), e.Input, e.Offset, e.Component, tt.msg)
			}
		}
	}
	// Valid UTF-8 is parsed as it is.
	x, err := ParseEncoded([]byte("http://例え.jp/ä"), "utf8")
	if err != nil || x.String() != "http://例え.jp/ä" {
		t.Errorf("valid UTF-8: %q, %v", x, err)
	}
}

// TestCharsetErrors wants the charset failures of ParseEncoded and of
// Mapper to be *Error values with a cause for errors.Is, the label
// named in the message.
func TestCharsetErrors(t *testing.T) {
	check := func(what string, err, cause error, msg string) {
		t.Helper()
		var e *Error
		if !errors.As(err, &e) || !errors.Is(err, cause) || e.Error() != msg {
			t.Errorf("%s: %#v; want an *Error with cause %v, %q", what, err, cause, msg)
		}
	}
	_, err := ParseEncoded([]byte("http://a/"), "klingon")
	check("ParseEncoded, unknown label", err, ErrUnknownCharset, `iri: unknown charset: "klingon"`)
	_, err = ParseEncoded([]byte("http://a/"), "iso-2022-kr")
	check("ParseEncoded, replacement charset", err, ErrUndecodableCharset, `iri: charset cannot be decoded safely: "iso-2022-kr"`)
	_, err = Mapper{QueryCharset: "klingon"}.ToURI(MustParse("http://a/?é"))
	check("Mapper.ToURI", err, ErrUnknownCharset, `iri: unknown charset: "klingon"`)
}

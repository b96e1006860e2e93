package iri

import (
	"errors"
	"testing"
	"unicode/utf8"
)

// TestUnescapeErrors wants every failure of Unescape to be an *Error that
// names the offset of its cause: a "%" without two hex digits, input that
// is not UTF-8 itself, and percent-encoded octets that are not UTF-8.
func TestUnescapeErrors(t *testing.T) {
	tests := []struct {
		in     string
		cause  error
		offset int
		msg    string
	}{
		{"\xff", ErrInvalidUTF8, 0, "iri: invalid UTF-8 (byte 0xFF) at offset 0"},
		{"ab\xc3", ErrInvalidUTF8, 2, "iri: invalid UTF-8 (byte 0xC3) at offset 2"},
		// A raw octet is not UTF-8 even where an encoded lead octet
		// before it would complete it.
		{"a%C3\xa9", ErrInvalidUTF8, 4, "iri: invalid UTF-8 (byte 0xA9) at offset 4"},
		{"\xff%41", ErrInvalidUTF8, 0, "iri: invalid UTF-8 (byte 0xFF) at offset 0"},
		{"%C3", ErrUnescapeUTF8, 0, `iri: percent-encoded octets are not UTF-8: "%C3" at offset 0`},
		{"ab%E6%97x", ErrUnescapeUTF8, 2, `iri: percent-encoded octets are not UTF-8: "%E6" at offset 2`},
		{"é%C3%A9%FF", ErrUnescapeUTF8, 8, `iri: percent-encoded octets are not UTF-8: "%FF" at offset 8`},
		{"%C3é", ErrUnescapeUTF8, 0, `iri: percent-encoded octets are not UTF-8: "%C3" at offset 0`},
		{"a%G", ErrPercentEncoding, 1, `iri: invalid percent-encoding "%G" at offset 1 ("%" must be followed by two hex digits; write "%25" for "%" itself)`},
	}
	for _, tt := range tests {
		got, err := Unescape(tt.in)
		var e *Error
		if !errors.As(err, &e) || !errors.Is(err, tt.cause) {
			t.Errorf("Unescape(%q) = %q, %#v; want an *Error with cause %v", tt.in, got, err, tt.cause)
			continue
		}
		if got != "" || e.Input != tt.in || e.Offset != tt.offset || e.Error() != tt.msg {
			t.Errorf("Unescape(%q) = %q, %q (input %q, offset %d); want %q at offset %d", tt.in, got, e.Error(), e.Input, e.Offset, tt.msg, tt.offset)
		}
	}
	for in, want := range map[string]string{"": "", "é": "é", "é%C3%A9": "éé", "%E6%97%A5x": "日x", "a%2Fb": "a/b"} {
		if got, err := Unescape(in); err != nil || got != want {
			t.Errorf("Unescape(%q) = %q, %v; want %q", in, got, err, want)
		}
	}
}

// FuzzUnescape wants Unescape to fail exactly when s is not UTF-8, has a
// bad "%", or encodes octets that are not UTF-8, with an *Error whose
// offset points at the cause.
func FuzzUnescape(f *testing.F) {
	for _, s := range []string{"", "a%C3%A9", "\xff", "a%C3\xa9", "%G", "%E6%97x", "é%FF", "%"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		got, err := Unescape(s)
		b, errBytes := UnescapeBytes(s)
		if wantErr := !utf8.ValidString(s) || errBytes != nil || !utf8.Valid(b); (err != nil) != wantErr {
			t.Fatalf("Unescape(%q) = %q, %v", s, got, err)
		}
		if err == nil && got != string(b) {
			t.Fatalf("Unescape(%q) = %q, UnescapeBytes %q", s, got, b)
		}
		if err != nil {
			var e *Error
			if !errors.As(err, &e) || e.Input != s || e.Offset < 0 || e.Offset >= len(s) {
				t.Fatalf("Unescape(%q): %#v", s, err)
			}
			switch r, size := utf8.DecodeRuneInString(s[e.Offset:]); {
			case errors.Is(err, ErrInvalidUTF8):
				if r != utf8.RuneError || size != 1 || !utf8.ValidString(s[:e.Offset]) {
					t.Fatalf("Unescape(%q): %v, not the first invalid byte", s, err)
				}
			case errors.Is(err, ErrUnescapeUTF8), errors.Is(err, ErrPercentEncoding):
				if s[e.Offset] != '%' {
					t.Fatalf("Unescape(%q): %v, not at a %%", s, err)
				}
			default:
				t.Fatalf("Unescape(%q): cause %v", s, e.Err)
			}
			_ = e.Error()
		}
	})
}

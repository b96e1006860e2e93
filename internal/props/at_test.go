package props

import (
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/go-iri/iri/internal/chars"
)

// TestAtIsDecodeRuneAndOf holds At to chars.DecodeRune and Of: every
// code point from U+0080 in UTF-8, alone and followed by more text, and
// every lead byte from 0x80 with every second byte, alone and followed
// by a continuation byte (broken, truncated, overlong and surrogate
// sequences).
func TestAtIsDecodeRuneAndOf(t *testing.T) {
	check := func(s string) {
		t.Helper()
		r, n := chars.DecodeRune(s)
		if p, k := At(s); p != Of(r) || k != n {
			t.Fatalf("At(%q) = %#x, %d; DecodeRune and Of say %#x, %d", s, p, k, Of(r), n)
		}
	}
	for r := rune(0x80); r <= unicode.MaxRune; r++ {
		if utf8.ValidRune(r) {
			s := string(r)
			check(s)
			check(s + "a\u00e9")
		}
	}
	for b0 := 0x80; b0 <= 0xFF; b0++ {
		check(string([]byte{byte(b0)}))
		for b1 := 0; b1 <= 0xFF; b1++ {
			check(string([]byte{byte(b0), byte(b1)}))
			check(string([]byte{byte(b0), byte(b1), 0x80}))
			check(string([]byte{byte(b0), byte(b1), 0x80, 0x80}))
		}
	}
}

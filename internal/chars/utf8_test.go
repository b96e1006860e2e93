package chars

import (
	"testing"
	"unicode/utf8"
)

// TestDecodeRune compares decodeRune with the standard library on every
// sequence of up to three bytes, and on four-byte sequences around the
// edges of the valid range.
func TestDecodeRune(t *testing.T) {
	check := func(s string) {
		r, n := DecodeRune(s)
		wr, wn := utf8.DecodeRuneInString(s)
		if r != wr || n != wn {
			t.Fatalf("DecodeRune(%q) = %U, %d; want %U, %d", s, r, n, wr, wn)
		}
	}
	check("")
	for b0 := 0; b0 < 256; b0++ {
		check(string([]byte{byte(b0)}))
		for b1 := 0; b1 < 256; b1++ {
			check(string([]byte{byte(b0), byte(b1)}))
			if b0 < 0xE0 || b0 >= 0xF0 {
				continue
			}
			for b2 := 0; b2 < 256; b2++ {
				check(string([]byte{byte(b0), byte(b1), byte(b2)}))
			}
		}
	}
	for _, b0 := range []byte{0xF0, 0xF3, 0xF4, 0xF5, 0xFF} {
		for _, b1 := range []byte{0x7F, 0x80, 0x8F, 0x90, 0xBF, 0xC0} {
			check(string([]byte{b0, b1, 0x80, 0x80}))
			check(string([]byte{b0, b1, 0x80}))
		}
	}
}

// TestInvalidUTF8At wants the offset of the first byte that starts no
// valid sequence: a lone continuation byte, an overlong form, a surrogate,
// a sequence cut short, beyond U+10FFFF; and -1 for UTF-8, U+FFFD itself
// included.
func TestInvalidUTF8At(t *testing.T) {
	for _, tt := range []struct {
		s    string
		want int
	}{
		{"", -1}, {"abc", -1}, {"é日\U0001F600\uFFFD", -1},
		{"\x80", 0}, {"a\xC0\x80", 1}, {"ab\xED\xA0\x80", 2}, {"é\xE6\x97", 2},
		{"\xF4\x90\x80\x80", 0}, {"日本\xFF", 6}, {"a\xE0\x80\x80b", 1},
	} {
		if got := InvalidUTF8At(tt.s); got != tt.want {
			t.Errorf("InvalidUTF8At(%+q) = %d, want %d", tt.s, got, tt.want)
		}
	}
}

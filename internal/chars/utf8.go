package chars

import "unicode/utf8"

// DecodeRune decodes the UTF-8 sequence at the start of s, like
// utf8.DecodeRuneInString: it returns (utf8.RuneError, 1) for invalid
// UTF-8 (and (RuneError, 0) for an empty s), which a real U+FFFD in the
// input never gives, for that takes three bytes. It is written out for
// the two- and three-byte sequences of non-Latin text, which the standard
// library sends to a slow path that the parser's loop cannot afford.
func DecodeRune(s string) (rune, int) {
	if len(s) == 0 {
		return utf8.RuneError, 0
	}
	b0 := s[0]
	switch {
	case b0 < utf8.RuneSelf:
		return rune(b0), 1
	case b0 < 0xC2: // continuation bytes, and the overlong C0 and C1
		return utf8.RuneError, 1
	case b0 < 0xE0:
		if len(s) < 2 || s[1]&0xC0 != 0x80 {
			return utf8.RuneError, 1
		}
		return rune(b0&0x1F)<<6 | rune(s[1]&0x3F), 2
	case b0 < 0xF0:
		if len(s) < 3 || s[1]&0xC0 != 0x80 || s[2]&0xC0 != 0x80 ||
			b0 == 0xE0 && s[1] < 0xA0 || // overlong
			b0 == 0xED && s[1] > 0x9F { // surrogates U+D800-DFFF
			return utf8.RuneError, 1
		}
		return rune(b0&0x0F)<<12 | rune(s[1]&0x3F)<<6 | rune(s[2]&0x3F), 3
	}
	return utf8.DecodeRuneInString(s)
}

// InvalidUTF8At returns the offset of the first byte of s that does not
// start a valid UTF-8 sequence, or -1 when s is UTF-8.
func InvalidUTF8At(s string) int {
	if utf8.ValidString(s) {
		return -1
	}
	for i := 0; i < len(s); {
		r, size := DecodeRune(s[i:])
		if r == utf8.RuneError && size == 1 {
			return i
		}
		i += size
	}
	return -1
}

package chars

import "math/bits"

// UTF8RunEnd walks a run r of a component that holds non-ASCII text, from
// offset i, where a character starts: the ASCII bytes of r, pct-encoded
// triplets (RFC 3986 §2.1) and the UTF-8 sequences (RFC 3629 §4) of the
// ucschar of RFC 3987 §2.2 that most text is made of, without the bidi
// formatting characters of §4.1. It returns the offset of the first ASCII
// byte outside r, or len(s), and true when all before it is such text.
// Otherwise it returns false and an offset j where the walk met text it
// cannot vouch for: all before the character that holds the byte at j (or
// that the end of s cuts, j being len(s)) is allowed, and the caller
// decodes the rest in full, for the walk takes neither bad text nor rare
// text (private use, non-characters and their neighbours, planes 4 to 16,
// the general punctuation U+2000-203F that holds the bidi formatting
// characters).
//
// The walk is a shift-based DFA, whose rows gen_classes.go writes: one
// table load and one shift per byte, and no branch that depends on the
// text but the one that ends it, so that text that mixes scripts, letters
// and digits costs no mispredicted branch per character.
func UTF8RunEnd(s string, i int, r Run) (int, bool) {
	rows := &utf8Rows[bits.TrailingZeros8(uint8(r))]
	st := uint64(utf8RunAccept)
	_ = s[i:] // 0 <= i: no bounds checks in the loop
	for ; i < len(s); i++ {
		st = rows[s[i]] >> (st & 63)
		if st&63 <= utf8RunStop {
			return i, st&63 == utf8RunStop
		}
	}
	return i, st&63 == utf8RunAccept
}

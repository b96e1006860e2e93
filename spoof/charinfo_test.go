package spoof

import (
	"testing"
	"unicode/utf8"
)

// TestInfoOfIsTheTables holds the remembered charInfo of every code point
// from U+0080, and of values beyond Unicode, to the answers of the range
// tables it remembers.
func TestInfoOfIsTheTables(t *testing.T) {
	for _, r := range append([]rune{-1, utf8.MaxRune + 1, 1 << 30}, allNonASCII()...) {
		c := infoOf(r)
		q := r
		if uint32(q) > utf8.MaxRune {
			q = utf8.RuneError
		}
		if c.allowed() != (lookupRange(allowedRanges[:], 1, q) == 1) ||
			c.ignorable() != (lookupRange(ignorableRanges[:], 1, q) == 1) ||
			c.extensions() != scriptSets[lookupRange(scriptExtensionRanges[:], scriptSetBits, q)] ||
			c.lookAlikes() != scriptSets[lookupRange(wholeScriptRanges[:], scriptSetBits, q)] {
			t.Fatalf("infoOf(U+%04X) = %#x, which its tables deny", r, c)
		}
	}
}

func allNonASCII() []rune {
	rs := make([]rune, 0, utf8.MaxRune+1-utf8.RuneSelf)
	for r := rune(utf8.RuneSelf); r <= utf8.MaxRune; r++ {
		rs = append(rs, r)
	}
	return rs
}

package spoof

import (
	"testing"
	"unicode/utf8"

	"github.com/go-iri/iri/internal/props"
)

// TestInfoOfIsTheTables holds the remembered charInfo of every code point,
// and of values beyond Unicode, to the answers of the range tables it
// remembers and to the properties of internal/props it copies; for
// ASCII, its Script_Extensions to ScriptExtensions's shortcut.
func TestInfoOfIsTheTables(t *testing.T) {
	for r := range rune(utf8.RuneSelf) {
		if got, want := infoOf(r).extensions(), ScriptExtensions(r); got != want {
			t.Fatalf("infoOf(%q).extensions() = %v, ScriptExtensions says %v", r, got, want)
		}
	}
	for r := range rune(utf8.RuneSelf) {
		if infoOf(r).lookAlikes() != scriptSets[lookupRange(wholeScriptRanges[:], scriptSetBits, r)] {
			t.Fatalf("infoOf(%q) = %#x, which wholeScriptRanges denies", r, infoOf(r))
		}
	}
	all := append([]rune{-1, utf8.MaxRune + 1, 1 << 30}, allNonASCII()...)
	for r := range rune(utf8.RuneSelf) {
		all = append(all, r)
	}
	for _, r := range all {
		c := infoOf(r)
		q := r
		if uint32(q) > utf8.MaxRune {
			q = utf8.RuneError
		}
		if (c&infoScxAll != 0) != c.extensions().IsAll() || (c&infoLatinLookAlike != 0) != c.lookAlikes().Has(scriptLatn) {
			t.Fatalf("infoOf(U+%04X) = %#x, which its sets (%v, %v) deny", r, c, c.extensions(), c.lookAlikes())
		}
		p := props.Of(q)
		if (c&infoNonspacing != 0) != (p&props.Nonspacing != 0) || (c&infoDigit != 0) != (p&props.Digit != 0) ||
			(c&infoDecomposes != 0) != (p&props.Decomposes != 0) {
			t.Fatalf("infoOf(U+%04X) = %#x, which props.Of (%#x) denies", r, c, p)
		}
		beyond := q >= utf8.RuneSelf
		if (c&infoTLDSpecific != 0) != (beyond && tldSpecificRune(q)) || (c&infoPattern != 0) != (beyond && patternRune(q)) ||
			(c&infoPatternContext != 0) != (beyond && patternContextRune(q)) || (c&infoDigitLookAlike != 0) != (beyond && digitLookAlikeRune(q)) ||
			(c&infoBrowserLookAlike != 0) != (beyond && inBrowserWholeScriptList(q)) ||
			(c&infoAllowedByBrowser != 0) != (q >= utf8.RuneSelf && (browserAdded(q) || browserRemoved(q) || firefoxBlocked(q))) {
			t.Fatalf("infoOf(U+%04X) = %#x, which the rules of browsers deny", r, c)
		}
		if r < utf8.RuneSelf {
			continue // the range tables are asked above
		}
		if c.allowed() != (lookupRange(allowedRanges[:], 1, q) == 1) ||
			c.ignorable() != (lookupRange(ignorableRanges[:], 1, q) == 1) ||
			c.extensions() != scriptSets[lookupRange(scriptExtensionRanges[:], scriptSetBits, q)] ||
			c.lookAlikes() != scriptSets[lookupRange(wholeScriptRanges[:], scriptSetBits, q)] {
			t.Fatalf("infoOf(U+%04X) = %#x, which its tables deny", r, c)
		}
		// infoOf filled the block: infoCached answers the same, and
		// nothing beyond Unicode.
		if got, ok := infoCached(r); ok != (uint32(r) <= utf8.MaxRune) || ok && got != c {
			t.Fatalf("infoCached(U+%04X) = %#x, %v; infoOf says %#x", r, got, ok, c)
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

// TestASCIIFlags holds asciiFlags, Label's table of the ASCII bytes, to
// asciiAllowed and to the letters of ScriptExtensions ("a"-"z", "A"-"Z"),
// and the bits of charInfo that Label's pass moves one onto the other.
func TestASCIIFlags(t *testing.T) {
	for b := range 256 {
		var want byte
		if b < utf8.RuneSelf {
			if ScriptExtensions(rune(b)) == latinSet {
				want |= asciiLetter
			}
			if !asciiAllowed(byte(b)) {
				want |= asciiRestricted
			}
		}
		if asciiFlags[b] != want {
			t.Errorf("asciiFlags[%#x] = %b, want %b", b, asciiFlags[b], want)
		}
	}
	if infoScxAll<<1 != infoLatinLookAlike {
		t.Errorf("infoLatinLookAlike is not the bit after infoScxAll")
	}
}

package props

import (
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/go-iri/iri/internal/chars"
	"github.com/go-iri/iri/internal/corpus"
	"github.com/go-iri/iri/internal/suites"
	"golang.org/x/text/unicode/bidi"
	"golang.org/x/text/unicode/norm"
)

// TestPropsOfAgreesWithTheirTables compares the cached properties of every
// code point with what x/text and the unicode package answer.
func TestPropsOfAgreesWithTheirTables(t *testing.T) {
	bad := 0
	for r := rune(0); r <= unicode.MaxRune && bad < 10; r++ {
		p := Of(r)
		if want, _ := bidi.LookupRune(r); p.BidiClass() != want.Class() {
			t.Errorf("U+%04X: bidi class %v, x/text says %v", r, p.BidiClass(), want.Class())
			bad++
		}
		s := string(r)
		if !utf8.ValidRune(r) {
			continue // a surrogate: string(r) is U+FFFD
		}
		normal := p&MayChange == 0
		if normal && (!norm.NFKC.IsNormalString(s) || !norm.NFC.IsNormalString(s) || norm.NFKC.PropertiesString(s).CCC() != 0) {
			t.Errorf("U+%04X: marked normal, which NFC or NFKC denies", r)
			bad++
		}
		class, _ := bidi.LookupRune(r)
		if rtl := class.Class() == bidi.R || class.Class() == bidi.AL || chars.IsBidiIsolate(r); rtl != (p&RTL != 0) {
			t.Errorf("U+%04X: right-to-left is %v", r, p&RTL != 0)
			bad++
		}
		if digit := unicode.IsDigit(r); digit != (p&Digit != 0) {
			t.Errorf("U+%04X: digit is %v", r, p&Digit != 0)
			bad++
		}
		if nonspacing := unicode.In(r, unicode.Mn, unicode.Me); nonspacing != (p&Nonspacing != 0) {
			t.Errorf("U+%04X: nonspacing is %v", r, p&Nonspacing != 0)
			bad++
		}
		if decomposes := norm.NFD.PropertiesString(s).Decomposition() != nil; decomposes != (p&Decomposes != 0) {
			t.Errorf("U+%04X: decomposes is %v", r, p&Decomposes != 0)
			bad++
		}
		if chars.IsIprivate(r) != (p&Special != 0) {
			t.Errorf("U+%04X: special is %v", r, p&Special != 0)
			bad++
		}
	}
	// Each script's code points carry its id; Common and Inherited none.
	for i, s := range scriptTables() {
		checkScript(t, s.table, uint8(i+1), s.name)
	}
	checkScript(t, unicode.Common, 0, "Common")
	checkScript(t, unicode.Inherited, 0, "Inherited")
}

func checkScript(t *testing.T, table *unicode.RangeTable, id uint8, name string) {
	t.Helper()
	visit := func(lo, hi, stride rune) {
		for r := lo; r <= hi; r += stride {
			if got := Of(r).Script(); got != id {
				t.Fatalf("U+%04X (%s): script id %d, want %d", r, name, got, id)
			}
		}
	}
	for _, r := range table.R16 {
		visit(rune(r.Lo), rune(r.Hi), rune(r.Stride))
	}
	for _, r := range table.R32 {
		visit(rune(r.Lo), rune(r.Hi), rune(r.Stride))
	}
}

// TestNormalCharactersMakeNormalText checks the claim MayChange rests on:
// text whose characters are each marked normal is in NFC and in NFKC.
func TestNormalCharactersMakeNormalText(t *testing.T) {
	lines := append(suites.Strings(t), corpus.LinesIfPresent(t, "corpus-iri.txt")...)
	checked := 0
	for _, s := range lines {
		if !utf8.ValidString(s) {
			continue
		}
		all := true
		for _, r := range s {
			all = all && Of(r)&MayChange == 0
		}
		if !all {
			continue
		}
		checked++
		if !norm.NFC.IsNormalString(s) || !norm.NFKC.IsNormalString(s) {
			t.Errorf("%q: every character is marked normal, the text is not", s)
		}
	}
	if checked == 0 {
		t.Fatal("no line checked")
	}
}

// TestCached holds Cached to Of: Of's answer for every code point once Of
// has filled its block, and nothing past unicode.MaxRune.
func TestCached(t *testing.T) {
	for r := rune(0x80); r <= unicode.MaxRune; r++ {
		want := Of(r)
		if p, ok := Cached(r); !ok || p != want {
			t.Fatalf("Cached(%U) = %#x, %v; Of says %#x", r, p, ok, want)
		}
	}
	for _, r := range []rune{-1, unicode.MaxRune + 1, 0x7FFFFFFF} {
		if _, ok := Cached(r); ok {
			t.Errorf("Cached(%#x) is cached", r)
		}
	}
}

package iri

import (
	"reflect"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/go-iri/iri/internal/chars"
	"github.com/go-iri/iri/internal/idn"
	"golang.org/x/text/unicode/bidi"
	"golang.org/x/text/unicode/norm"
)

// TestPropsOfAgreesWithTheirTables compares the cached properties of every
// code point with what x/text and the unicode package answer.
func TestPropsOfAgreesWithTheirTables(t *testing.T) {
	bad := 0
	for r := rune(0); r <= unicode.MaxRune && bad < 10; r++ {
		p := propsOf(r)
		if want, _ := bidi.LookupRune(r); p.bidiClass() != want.Class() {
			t.Errorf("U+%04X: bidi class %v, x/text says %v", r, p.bidiClass(), want.Class())
			bad++
		}
		s := string(r)
		if !utf8.ValidRune(r) {
			continue // a surrogate: string(r) is U+FFFD
		}
		normal := p&propMayChange == 0
		if normal && (!norm.NFKC.IsNormalString(s) || !norm.NFC.IsNormalString(s) || norm.NFKC.PropertiesString(s).CCC() != 0) {
			t.Errorf("U+%04X: marked normal, which NFC or NFKC denies", r)
			bad++
		}
		class, _ := bidi.LookupRune(r)
		if rtl := class.Class() == bidi.R || class.Class() == bidi.AL || chars.IsBidiIsolate(r); rtl != (p&propRTL != 0) {
			t.Errorf("U+%04X: right-to-left is %v", r, p&propRTL != 0)
			bad++
		}
		if chars.IsIprivate(r) != (p&propSpecial != 0) {
			t.Errorf("U+%04X: special is %v", r, p&propSpecial != 0)
			bad++
		}
	}
	// Each script's code points carry its id; Common and Inherited none.
	for i, s := range scriptTables {
		checkScript(t, s.table, uint8(i+1), s.name)
	}
	checkScript(t, unicode.Common, 0, "Common")
	checkScript(t, unicode.Inherited, 0, "Inherited")
}

func checkScript(t *testing.T, table *unicode.RangeTable, id uint8, name string) {
	t.Helper()
	visit := func(lo, hi, stride rune) {
		for r := lo; r <= hi; r += stride {
			if got := propsOf(r).script(); got != id {
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

// TestNormalCharactersMakeNormalText checks the claim factsOf rests on:
// text whose characters are each marked normal is in NFC and in NFKC.
func TestNormalCharactersMakeNormalText(t *testing.T) {
	lines := append(suiteStrings(t), readLinesIfPresent(t, "corpus-iri.txt")...)
	checked := 0
	for _, s := range lines {
		if !utf8.ValidString(s) {
			continue
		}
		all := true
		for _, r := range s {
			all = all && propsOf(r)&propMayChange == 0
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

// everything is the facts that run every check: what Check did before it
// looked at the characters first.
var everything = charFacts{maybeNFKC: true, rtl: true, special: true,
	scripts: scriptSet{ids: [8]uint8{scriptCyrillic, scriptGreek}, n: 2}}

// TestFactsSkipNothing runs the checker with and without the facts of
// each input and wants the same report: the facts only skip checks that
// would find nothing.
func TestFactsSkipNothing(t *testing.T) {
	lines := append(suiteStrings(t), readLinesIfPresent(t, "corpus-iri.txt")...)
	lines = append(lines, readLinesIfPresent(t, "corpus-ascii.txt")...)
	lines = append(lines, checkRuleInputs()...)
	for _, s := range lines {
		got, want := Check(s), check(s, CheckOptions{}, &everything)
		if !reflect.DeepEqual(got, want) {
			t.Errorf("Check(%q):\n got %v\nwant %v", s, got.Violations, want.Violations)
		}
	}
	t.Logf("%d inputs", len(lines))
}

// TestScanHost compares scanHost's one pass with the questions it
// answers, asked one by one.
func TestScanHost(t *testing.T) {
	hosts := []string{"", "a", "A", "xn--a", "XN--a", "xN--a.b", "a.xn--b", "axn--b", "x", "xn-", "%41", "%4a.b",
		"a%2Eb", "1", "a0", "é", "Ab%C3%A9", "xn--48s290a.xn--j6w193g", "WWW.EXAMPLE.ORG", "x.xn--"}
	for _, s := range append(suiteStrings(t), readLinesIfPresent(t, "corpus-iri.txt")...) {
		if x, err := Parse(s); err == nil && x.hostKind == RegName {
			hosts = append(hosts, x.Host())
		}
	}
	// outsidePercent reports whether a byte of s outside the hex digits of
	// its percent-encodings is one of chars.
	outsidePercent := func(s, chars string) bool {
		for i := 0; i < len(s); i++ {
			switch {
			case s[i] == '%':
				i += 2
			case strings.IndexByte(chars, s[i]) >= 0:
				return true
			}
		}
		return false
	}
	hosts = append(hosts, "%41", "%31.a", "a%A1b", "b1.%C3%A9")
	for _, h := range hosts {
		want := hostBytes{percent: strings.Contains(h, "%"), ace: idn.HasPunycodeLabel(h),
			digit01: outsidePercent(h, "01"), upper: outsidePercent(h, "ABCDEFGHIJKLMNOPQRSTUVWXYZ"), nonASCII: chars.NonASCIICount(h) > 0}
		if got := scanHost(h); got != want {
			t.Errorf("scanHost(%q) = %+v, want %+v", h, got, want)
		}
	}
}

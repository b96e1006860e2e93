package props

import (
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/go-iri/iri/internal/chars"
	"github.com/go-iri/iri/internal/corpus"
	"github.com/go-iri/iri/internal/suites"
	"golang.org/x/net/idna"
	"golang.org/x/text/unicode/bidi"
	"golang.org/x/text/unicode/norm"
)

// TestUnicodeVersionsAgree wants the Unicode tables of the build to be of
// one version: the unicode package's, x/text's (norm, bidi) and
// x/net/idna's, each chosen by the Go release, as the module's generated
// IDNA tables are (internal/gen's BuildConstraint; the tests of
// internal/idn and internal/uts46 hold each to its version). A Go release
// or a dependency that breaks the agreement fails here.
func TestUnicodeVersionsAgree(t *testing.T) {
	for name, v := range map[string]string{
		"golang.org/x/text/unicode/norm": norm.Version,
		"golang.org/x/text/unicode/bidi": bidi.UnicodeVersion,
		"golang.org/x/net/idna":          idna.UnicodeVersion,
	} {
		if v != unicode.Version {
			t.Errorf("%s has Unicode %s, the unicode package %s", name, v, unicode.Version)
		}
	}
}

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
		if normal && (!norm.NFKC.IsNormalString(s) || !norm.NFC.IsNormalString(s)) {
			t.Errorf("U+%04X: marked normal, which NFC or NFKC denies", r)
			bad++
		}
		combines := p&MayChange != 0 && norm.NFC.IsNormalString(s) && norm.NFKC.IsNormalString(s)
		if combines != (p&Combines != 0) {
			t.Errorf("U+%04X: combines is %v", r, p&Combines != 0)
			bad++
		}
		if ccc := norm.NFC.PropertiesString(s).LeadCCC(); p.CCC() != ccc || (p&NonStarter != 0) != (ccc != 0) {
			t.Errorf("U+%04X: combining class %d (non-starter %v), x/text says %d", r, p.CCC(), p&NonStarter != 0, ccc)
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

// quickYes is the quick check of UAX #15 §9 on the properties, as the
// checker's pass over the characters makes it: every character answers
// Yes (no MayChange), the non-starters of each run come in canonical
// order, and no run is long enough for the stream-safe format (UAX #15
// §13) to break it (maxRun: x/text's limit is 30 non-starters, a
// starter's decomposition may end in a few).
func quickYes(s string) bool {
	const maxRun = 16
	last, run := uint8(0), 0
	for _, r := range s {
		if r < utf8.RuneSelf {
			last, run = 0, 0
			continue
		}
		p := Of(r)
		ccc := p.CCC()
		if p&MayChange != 0 || ccc != 0 && (ccc < last || run >= maxRun) {
			return false
		}
		if ccc == 0 {
			run = 0
		} else {
			run++
		}
		last = ccc
	}
	return true
}

// TestNormalCharactersMakeNormalText checks the claim MayChange and CCC
// rest on: text that passes the quick check of the properties (quickYes)
// is in NFC and in NFKC. Every composition of Unicode comes from a
// canonical decomposition, so that the decompositions of every code
// point, NFD and NFKD, try every pair that could compose; every pair of
// non-starters tries canonical order; the suites and corpus-iri try
// text.
func TestNormalCharactersMakeNormalText(t *testing.T) {
	lines := append(suites.Strings(t), corpus.LinesIfPresent(t, "corpus-iri.txt")...)
	var nonStarters []rune
	for r := rune(0x80); r <= unicode.MaxRune; r++ {
		if !utf8.ValidRune(r) {
			continue
		}
		for _, f := range []norm.Form{norm.NFD, norm.NFKD} {
			if d := f.String(string(r)); d != string(r) {
				lines = append(lines, d, "a"+d)
			}
		}
		if p := Of(r); p&NonStarter != 0 && p&MayChange == 0 {
			nonStarters = append(nonStarters, r)
		}
	}
	for _, a := range nonStarters {
		for _, b := range nonStarters {
			lines = append(lines, "a"+string(a)+string(b))
		}
	}
	// Runs of non-starters about as long as the stream-safe format allows.
	for n := 10; n <= 40; n++ {
		lines = append(lines, "a"+strings.Repeat(string(nonStarters[0]), n), "\u00e9"+strings.Repeat(string(nonStarters[0]), n))
	}
	checked, rejected := 0, 0
	for _, s := range lines {
		if !utf8.ValidString(s) {
			continue
		}
		if !quickYes(s) {
			rejected++
			continue
		}
		checked++
		if !norm.NFC.IsNormalString(s) || !norm.NFKC.IsNormalString(s) {
			t.Errorf("%+q: passes the quick check, but is not in NFC and NFKC", s)
		}
	}
	t.Logf("%d texts pass the quick check, %d do not; %d non-starters", checked, rejected, len(nonStarters))
	if checked == 0 || rejected == 0 {
		t.Fatal("the quick check passed all or nothing")
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

// TestStartersEndRuns checks what quickYes (and the checker's quick
// check) takes for granted of a starter that decomposes into marks: that
// it ends a run of non-starters, as one whose combining class is 0,
// though its decomposition ends in a mark of another class. After each
// such starter that answers Yes, every non-starter that answers Yes and
// whose class is below that of the starter's last mark, which canonical
// ordering moves into the starter's decomposition, leaves the text in NFC
// and in NFKC.
func TestStartersEndRuns(t *testing.T) {
	var marks, starters []rune
	for r := rune(0x80); r <= unicode.MaxRune; r++ {
		if !utf8.ValidRune(r) || Of(r)&MayChange != 0 {
			continue
		}
		switch {
		case Of(r)&NonStarter != 0:
			marks = append(marks, r)
		case norm.NFC.PropertiesString(string(r)).TrailCCC() != 0:
			starters = append(starters, r)
		}
	}
	checked := 0
	for _, b := range starters {
		last := norm.NFC.PropertiesString(string(b)).TrailCCC()
		for _, m := range marks {
			if Of(m).CCC() >= last {
				continue
			}
			s := string(b) + string(m)
			if !quickYes(s) {
				t.Fatalf("%+q: quickYes denies it", s)
			}
			checked++
			if !norm.NFC.IsNormalString(s) || !norm.NFKC.IsNormalString(s) {
				t.Errorf("%+q: passes the quick check, but is not in NFC and NFKC", s)
			}
		}
	}
	t.Logf("%d starters, %d non-starters, %d pairs", len(starters), len(marks), checked)
	if checked == 0 {
		t.Fatal("no pair checked")
	}
}

// TestRunsAfterTheLongestTail checks the limit of quickYes (maxRun)
// against the stream-safe format (UAX #15 §13), which counts the
// non-starters a starter's decomposition ends in with those after it:
// after the starter that answers Yes whose NFKD ends in the most
// non-starters (U+1F82 and its three), runs of every length up to 40 of
// a non-starter that answers Yes pass the quick check only where the
// text is in NFC and NFKC.
func TestRunsAfterTheLongestTail(t *testing.T) {
	tail := func(r rune) int {
		d, n := norm.NFKD.String(string(r)), 0
		for len(d) > 0 {
			c, size := utf8.DecodeLastRuneInString(d)
			if Of(c)&NonStarter == 0 {
				break
			}
			n, d = n+1, d[:len(d)-size]
		}
		return n
	}
	longest, most := rune(0), 0
	var mark rune
	for r := rune(0x80); r <= unicode.MaxRune; r++ {
		if !utf8.ValidRune(r) || Of(r)&MayChange != 0 {
			continue
		}
		if Of(r)&NonStarter != 0 {
			if mark == 0 && Of(r).CCC() == 230 {
				mark = r
			}
			continue
		}
		if n := tail(r); n > most {
			longest, most = r, n
		}
	}
	t.Logf("U+%04X ends in %d non-starters; the run repeats U+%04X", longest, most, mark)
	passed := 0
	for n := 0; n <= 40; n++ {
		s := string(longest) + strings.Repeat(string(mark), n)
		if !quickYes(s) {
			continue
		}
		passed++
		if !norm.NFC.IsNormalString(s) || !norm.NFKC.IsNormalString(s) {
			t.Errorf("%+q: passes the quick check, but is not in NFC and NFKC", s)
		}
	}
	if passed == 0 || most == 0 {
		t.Fatal("nothing checked")
	}
}

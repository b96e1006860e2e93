package quickcheck

import (
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/go-iri/iri/internal/corpus"
	"github.com/go-iri/iri/internal/gentest"
	"golang.org/x/text/unicode/norm"
)

var forms = []struct {
	name string
	f    Form
	norm norm.Form
}{{"NFC", NFC, norm.NFC}, {"NFKC", NFKC, norm.NFKC}}

func TestTablesAreCurrent(t *testing.T) {
	gentest.Current(t, "gen_tables.go", "tables"+unicodeVersion+".go")
}

func TestUnicodeVersion(t *testing.T) {
	if unicodeVersion != norm.Version {
		t.Fatalf("the table is of Unicode %s, x/text's norm of %s", unicodeVersion, norm.Version)
	}
}

// TestEveryPassingCodePointIsNormal holds the table to x/text on every
// code point, from another side than the generator's probe: one that
// passes is normal alone, twice over, 31 times over (past the 30
// non-starters of the stream-safe text format, which x/text counts by the
// compatibility decomposition even in NFC), and after and before "a", and
// has combining class 0.
func TestEveryPassingCodePointIsNormal(t *testing.T) {
	for _, form := range forms {
		passing := 0
		for r := rune(0); r <= unicode.MaxRune; r++ {
			if !utf8.ValidRune(r) {
				if form.f.passes(r) {
					t.Errorf("%s: U+%04X is no code point and passes", form.name, r)
				}
				continue
			}
			if !form.f.passes(r) {
				continue
			}
			passing++
			s := string(r)
			for _, text := range []string{s, s + s, strings.Repeat(s, 31), "a" + s, s + "a"} {
				if !form.norm.IsNormalString(text) {
					t.Errorf("%s: U+%04X passes, but %+q is not normal", form.name, r, text)
				}
			}
			if p := form.norm.PropertiesString(s); p.CCC() != 0 {
				t.Errorf("%s: U+%04X passes with combining class %d", form.name, r, p.CCC())
			}
		}
		// Unicode 15 and 17 leave some 4,000 (NFC) and 8,000 (NFKC) code
		// points to the full check, surrogates included.
		if failing := unicode.MaxRune + 1 - passing; failing < 2000 || failing > 12000 {
			t.Errorf("%s: %d code points fail the quick check", form.name, failing)
		}
	}
}

// TestNoSecondOfACompositionPasses reads the table against the canonical
// decompositions, apart from x/text's quick check: every code point after
// the first of the decomposition of a character that NFC keeps composes
// backward or has a combining class, and so does not pass in NFC.
func TestNoSecondOfACompositionPasses(t *testing.T) {
	composites := 0
	for r := rune(0x80); r <= unicode.MaxRune; r++ {
		s := string(r)
		if !utf8.ValidRune(r) || !norm.NFC.IsNormalString(s) {
			continue
		}
		d := norm.NFD.String(s)
		if d == s {
			continue
		}
		composites++
		_, first := utf8.DecodeRuneInString(d)
		for _, later := range d[first:] {
			if NFC.passes(later) {
				t.Errorf("U+%04X passes in NFC, but it follows the first code point of the decomposition of U+%04X", later, r)
			}
		}
	}
	if composites < 10000 {
		t.Errorf("only %d characters that NFC keeps decompose", composites)
	}
}

// pool holds code points on either side of the quick check, and bytes
// that are not UTF-8: starters that compose with what follows, marks
// that compose with what precedes them, marks out of order, Hangul jamo
// and syllables, code points NFC or NFKC replace.
var pool = []string{
	"a", "e", "/", "é", "ạ", "\u0301", "\u0323", "\u0327",
	"\u1100", "\u1161", "\u11A8", "가", "각",
	"\u0F73", "\u0344", "\u212B", "\uFB1D", "\U0002FA1D", "\U0002FA1E",
	"ｆ", "ª", "\u00A0", "ﬁ", "日", "\u3099", "か", "\U0001F600",
	"\u3160", "\uFF9E", strings.Repeat("\u3160", 29), strings.Repeat("\u0301", 29),
	"\xff", "\xe6\x97", "\uFFFD",
}

// TestResume holds Resume's promises on every string of up to three
// pieces of the pool: the text before it is normal, and the text is
// normal exactly when what starts there is; all of it, when it says the
// whole passes.
func TestResume(t *testing.T) {
	checked := 0
	corpus.Concatenations(pool, 3, func(s string) {
		for _, form := range forms {
			check(t, form.name, form.f, form.norm, s)
		}
		checked++
	})
	if want := 1 + len(pool) + len(pool)*len(pool) + len(pool)*len(pool)*len(pool); checked != want {
		t.Fatalf("checked %d strings, want %d", checked, want)
	}
}

// TestResumeOnCorpora holds Resume's promises on every line of the
// corpora, and wants the table to take most of the lines of corpus-iri
// whole: it is there for them.
func TestResumeOnCorpora(t *testing.T) {
	for _, name := range corpus.Names {
		lines, whole := corpus.Lines(t, name), 0
		for _, s := range lines {
			for _, form := range forms {
				check(t, form.name, form.f, form.norm, s)
			}
			if NFC.Resume(s) == len(s) {
				whole++
			}
		}
		t.Logf("%s: NFC's quick check takes %d of %d lines whole", name, whole, len(lines))
		if whole < len(lines)*9/10 {
			t.Errorf("%s: NFC's quick check takes %d of %d lines whole", name, whole, len(lines))
		}
	}
}

// check holds Resume's promises on s: the offset is within s, at the
// start of a code point or at 0, not past a byte that is not UTF-8; the
// text before it is normal; and s is normal exactly when the text from it
// is.
func check(t *testing.T, name string, f Form, form norm.Form, s string) {
	t.Helper()
	i := f.Resume(s)
	if i < 0 || i > len(s) || 0 < i && i < len(s) && !utf8.RuneStart(s[i]) {
		t.Fatalf("%s: Resume(%+q) = %d", name, s, i)
	}
	if bad := firstInvalid(s); i > bad {
		t.Errorf("%s: Resume(%+q) = %d, past the text that is not UTF-8 at %d", name, s, i, bad)
	}
	if !utf8.ValidString(s) {
		return
	}
	if !form.IsNormalString(s[:i]) {
		t.Errorf("%s: Resume(%+q) = %d, but %+q is not normal", name, s, i, s[:i])
	}
	if whole, rest := form.IsNormalString(s), form.IsNormalString(s[i:]); whole != rest {
		t.Errorf("%s: Resume(%+q) = %d; the whole is normal: %v, from there: %v", name, s, i, whole, rest)
	}
}

// firstInvalid returns the offset of the first byte of s that is not
// part of UTF-8, len(s) when there is none.
func firstInvalid(s string) int {
	for i, r := range s {
		if r == utf8.RuneError && !strings.HasPrefix(s[i:], "\uFFFD") {
			return i
		}
	}
	return len(s)
}

func FuzzResume(f *testing.F) {
	for _, p := range pool {
		f.Add(p + p)
	}
	f.Add("e\u0301\u0323x")
	f.Fuzz(func(t *testing.T, s string) {
		for _, form := range forms {
			check(t, form.name, form.f, form.norm, s)
		}
	})
}

package spoof

import (
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/go-iri/iri/internal/props"
	"golang.org/x/text/unicode/norm"
)

// TestMarksNeedANonspacingMark proves what the callers of Marks that skip
// text without a nonspacing mark (General_Category Mn or Me; check's
// spoofPart) rely on: Marks finds nothing in such a text. Its marks then
// all come from canonical decompositions, and the counter of Marks
// starts anew at each character that is not a mark, so that a run of
// marks on one base is the marks that end one character's decomposition
// and those that start the next one's. The test shows, over every code
// point, that (1) a decomposition starts with at most one mark, never
// U+0307 (MarkHidden's), and then goes on with a character that is not a
// mark; (2) no such mark ends a decomposition, which (3) ends with at most
// three marks, which Marks finds no problem in alone or after "i". A run
// then holds at most four distinct marks, the first of them not U+0307
// unless it was the character's own: no problem.
func TestMarksNeedANonspacingMark(t *testing.T) {
	nonspacing := func(r rune) bool { return unicode.In(r, unicode.Mn, unicode.Me) }
	leading := map[rune]bool{}
	var trailing [][]rune
	for r := rune(0x80); r <= unicode.MaxRune; r++ {
		if !utf8.ValidRune(r) || nonspacing(r) {
			continue
		}
		if props.Of(r)&props.Nonspacing != 0 {
			t.Fatalf("%U: props says nonspacing", r)
		}
		s := string(r)
		if p, _ := Marks(s); p != 0 {
			t.Errorf("Marks(%+q) = %v", s, p)
		}
		if p, _ := Marks("i" + s); p != 0 {
			t.Errorf("Marks(%+q) = %v", "i"+s, p)
		}
		d := []rune(norm.NFD.String(s))
		if nonspacing(d[0]) {
			leading[d[0]] = true
			if d[0] == 0x0307 || len(d) < 2 || nonspacing(d[1]) {
				t.Errorf("%U decomposes to %+q: more than one mark, or U+0307, first", r, string(d))
			}
		}
		k := len(d)
		for k > 0 && nonspacing(d[k-1]) {
			k--
		}
		if len(d)-k > 3 {
			t.Errorf("%U decomposes to %+q: more than three marks at its end", r, string(d))
		}
		if k > 0 && k < len(d) {
			trailing = append(trailing, d[k:])
		}
	}
	for _, marks := range trailing {
		for _, m := range marks {
			if leading[m] {
				t.Errorf("%U ends a decomposition and starts another", m)
			}
		}
	}
	if len(leading) == 0 || len(trailing) == 0 {
		t.Fatal("no decomposition starts or ends with a mark: the test reads nothing")
	}
}

// TestMarksNeedTwo proves what check's pass over the characters relies on
// to skip Marks for a text with nonspacing marks (check's gatherer.note):
// a mark that does not decompose, follows a base (a character that is
// neither a mark nor decomposes, alone in NFD) and that the next
// character does not continue (it is neither a mark nor decomposes, so it
// is a base) is all the marks of that base, in which Marks finds nothing
// unless it is U+0307 after a soft-dotted letter. The test tries every
// such nonspacing mark but U+0307 after "a" and after "i" (soft-dotted),
// alone and before "b". It also shows why a character that decomposes
// after a mark needs Marks: its decomposition may start with the same
// mark.
func TestMarksNeedTwo(t *testing.T) {
	nonspacing := func(r rune) bool { return unicode.In(r, unicode.Mn, unicode.Me) }
	tried := 0
	for m := rune(0x80); m <= unicode.MaxRune; m++ {
		if !nonspacing(m) || m == 0x0307 || props.Of(m)&props.Decomposes != 0 {
			continue
		}
		if props.Of(m)&props.Nonspacing == 0 {
			t.Fatalf("%U: props says not nonspacing", m)
		}
		for _, s := range []string{"a" + string(m), "i" + string(m), "a" + string(m) + "b"} {
			if p, _ := Marks(s); p != 0 {
				t.Errorf("Marks(%+q) = %v", s, p)
			}
			tried++
		}
	}
	if p, _ := Marks("\u0CC6\u0CC7"); p != MarkRepeated {
		t.Errorf("Marks(U+0CC6 U+0CC7) = %v, want %v: U+0CC7 decomposes to U+0CC6 U+0CD5", p, MarkRepeated)
	}
	t.Logf("%d texts", tried)
}

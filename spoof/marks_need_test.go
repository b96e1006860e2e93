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
// U+0307 (HiddenMark's), and then goes on with a character that is not a
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

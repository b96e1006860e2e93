package uts46

import (
	"testing"

	"github.com/go-iri/iri/internal/pieces"
)

// TestFastLabelHyphens holds the checks of CheckHyphens that fastLabel
// makes in its pass over the code points ("-" as the third and fourth,
// at either end) to hyphenCode (which TestHyphenCode holds to UTS #46
// §4.1 Validity Criteria 2 and 3 as written), and appendFastRunes, on the
// code points of a label, to fastLabel with beStrict on that label and to
// the label's own UTF-8: every label of up to six pieces from ASCII
// letters, digits and "-", characters of two and three bytes (Latin,
// Arabic, Han), a mark, upper case and a stray byte.
func TestFastLabelHyphens(t *testing.T) {
	labels := pieces.Texts([]string{"a", "-", "0", "é", "日", "ب", "\u0301", "A", "\x80"}, 6)
	labels = append(labels, "xn--a", "xn-a", "ab--", "-", "--", "a--", "é--", "日--", "éé--")
	strictTaken := 0
	for _, l := range labels {
		var loose, strict [maxFastLabel]rune
		n, found, ok := fastLabel(l, false, &loose)
		sn, sfound, sok := fastLabel(l, true, &strict)
		if want := ok && hyphenCode(l) == ""; sok != want {
			t.Fatalf("fastLabel(%+q, strict) ok = %v; without beStrict %v, hyphenCode %q", l, sok, ok, hyphenCode(l))
		}
		if !ok {
			continue
		}
		if sok {
			strictTaken++
			if sn != n || sfound != found || strict != loose {
				t.Fatalf("fastLabel(%+q): strict %d %b %q, loose %d %b %q", l, sn, sfound, strict[:sn], n, found, loose[:n])
			}
		}
		out, afound, aok := appendFastRunes([]byte("x."), loose[:n])
		if aok != sok {
			t.Fatalf("appendFastRunes(%+q) ok = %v, fastLabel strict %v", l, aok, sok)
		}
		if aok && (string(out) != "x."+l || afound != found) {
			t.Fatalf("appendFastRunes(%+q) = %+q, %b; want %+q, %b", l, out, afound, "x."+l, found)
		}
	}
	if strictTaken < 1000 {
		t.Fatalf("fastLabel with beStrict took only %d labels", strictTaken)
	}
	t.Logf("%d labels, %d taken with beStrict", len(labels), strictTaken)
}

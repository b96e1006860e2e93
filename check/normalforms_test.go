package check

import (
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/go-iri/iri"
	"github.com/go-iri/iri/internal/props"
	"golang.org/x/text/unicode/norm"
)

// TestWideFormsAreNotNFKC holds what normalForms assumes when it looks for
// full-width and half-width forms only in text not in NFKC: each of them
// changes under NFKC alone (NFKC_Quick_Check=No), so that no text in NFKC
// holds one.
func TestWideFormsAreNotNFKC(t *testing.T) {
	n := 0
	for _, span := range [][2]rune{{0xFF01, 0xFF5E}, {0xFF61, 0xFF9F}} {
		for r := span[0]; r <= span[1]; r++ {
			if norm.NFKC.IsNormalString("a" + string(r) + "b") {
				t.Errorf("%U is in NFKC", r)
			}
			n++
		}
	}
	if n != 94+63 {
		t.Errorf("%d forms", n)
	}
}

// TestQuickCheckAgreesWithXText holds the pass over the characters
// (gatherer.quickCheck) to x/text: a path it does not send to normalForms
// is in NFC and in NFKC. The texts are the canonical and compatibility
// decompositions of every code point, recomposed but for their last
// character (every pair Unicode composes: "e" and U+0301), after "a" and
// after a non-starter, and every character whose quick check is Maybe
// (props.Combines) after "a", after a non-starter, doubled, and alone.
func TestQuickCheckAgreesWithXText(t *testing.T) {
	var texts []string
	const mark = "\u0316" // a non-starter (220) whose quick check is Yes
	for r := rune(0x80); r <= unicode.MaxRune; r++ {
		if !utf8.ValidRune(r) {
			continue
		}
		c := string(r)
		for _, f := range []norm.Form{norm.NFD, norm.NFKD} {
			if d := f.String(c); d != c {
				_, n := utf8.DecodeLastRuneInString(d)
				last := d[len(d)-n:]
				for _, head := range []string{norm.NFC.String(d[:len(d)-n]), d[:len(d)-n]} {
					texts = append(texts, head+last, "a"+head+last, mark+head+last)
				}
			}
		}
		if props.Of(r)&props.Combines != 0 {
			texts = append(texts, "a"+c, mark+c, "a"+mark+c, c+c, c)
		}
	}
	passed, sent := 0, 0
	for _, text := range texts {
		x, err := iri.Parse("http://h/" + text)
		if err != nil {
			continue // not IRI text ("<" of U+226E)
		}
		var r run
		r.s, r.x, r.valid = x.String(), x, true
		r.gatherFacts()
		if r.facts.mayChange&(1<<iri.ComponentPath) != 0 {
			sent++
			continue
		}
		passed++
		if path := x.Path(); !norm.NFC.IsNormalString(path) || !norm.NFKC.IsNormalString(path) {
			t.Errorf("%+q: not in NFC and NFKC, and the quick check passes it", path)
		}
	}
	t.Logf("%d texts: %d pass the quick check, %d go to normalForms", len(texts), passed, sent)
	if passed == 0 || sent == 0 {
		t.Fatal("the quick check passed all or nothing")
	}
}

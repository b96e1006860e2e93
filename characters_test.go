package iri

import (
	"testing"

	"github.com/go-iri/iri/internal/corpus"
)

// checkCharactersNormal wants charactersNormal, with its shortcuts for
// ASCII and for the code points of quickcheck's table, to agree with
// x/text's IsNormalString on s in both forms.
func checkCharactersNormal(tb testing.TB, s string) {
	tb.Helper()
	for _, f := range []Form{FormNFC, FormNFKC} {
		if got, want := charactersNormal(s, f), f.normForm().IsNormalString(s); got != want {
			tb.Fatalf("charactersNormal(%+q, %v) = %v; x/text says %v", s, f, got, want)
		}
	}
}

// TestCharactersNormal holds charactersNormal to x/text on every string
// of up to three pieces that start, end, compose, reorder or replace
// across the ASCII prefix and the table's code points, and on every line
// of the corpora.
func TestCharactersNormal(t *testing.T) {
	pieces := []string{"a", "abcdefgh", "e", "é", "\u0301", "\u0323", "\u1100", "\u1161", "가", "\u11A8", "ｆ", "ﬁ", "日", "\u0F73", "\xff"}
	corpus.Concatenations(pieces, 3, func(s string) { checkCharactersNormal(t, s) })
	for _, name := range corpus.Names {
		for _, s := range readLines(t, name) {
			checkCharactersNormal(t, s)
		}
	}
}

package iri

import (
	"strings"
	"testing"

	"github.com/go-iri/iri/internal/corpus"
	"golang.org/x/text/unicode/norm"
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
// across the ASCII prefix and the table's code points, or run past the
// stream-safe limit of 30 non-starters, and on every line of the corpora.
func TestCharactersNormal(t *testing.T) {
	pieces := []string{"a", "abcdefgh", "e", "é", "\u0301", "\u0323", "\u1100", "\u1161", "가", "\u11A8", "ｆ", "ﬁ", "日", "\u0F73", "\xff",
		// U+3160 continues a segment in x/text's NFC (quickcheck's
		// gen_tables.go says why): 31 in a row are not normal there.
		"\u3160", strings.Repeat("\u3160", 29)}
	corpus.Concatenations(pieces, 3, func(s string) { checkCharactersNormal(t, s) })
	for _, name := range corpus.Names {
		for _, s := range readLines(t, name) {
			checkCharactersNormal(t, s)
		}
	}
}

// TestNormalizeNFCStreamSafe: a path of 31 U+3160 is not in x/text's NFC,
// which puts U+034F COMBINING GRAPHEME JOINER before the 31st, and so
// the NFC rung writes it, as x/text does (quickcheck's table must not let
// the path through as normal).
func TestNormalizeNFCStreamSafe(t *testing.T) {
	path := "/" + strings.Repeat("\u3160", 31)
	x := MustParse("http://example.com" + path)
	got := Comparer{Level: LevelSyntaxBased, Characters: FormNFC}.Normalize(x)
	if want := norm.NFC.String(path); got.Path() != want || want == path {
		t.Errorf("Normalize(%+q) has the path %+q; x/text's NFC is %+q", x, got.Path(), want)
	}
}

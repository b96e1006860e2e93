package check

import (
	"github.com/go-iri/iri"
	"github.com/go-iri/iri/internal/props"
	"golang.org/x/text/unicode/norm"
)

// quickCheck makes the quick check of NFC and NFKC (UAX #15 §9) for the
// character at s[i:end], with the properties p, a character that may
// change (props.MayChange) or a non-starter: it marks the component as
// one that normalForms must look at (mayChange) where the check does not
// answer Yes, as x/text's check would answer it. Every other character
// answers Yes and is a starter, which ends a run of non-starters: so is
// any text between two non-starters, and a non-starter that does not
// start where the one before ended starts a run. A run of non-starters
// answers Yes when their classes do not go down, and when it is short of
// the stream-safe format's limit (UAX #15 §13: 30 non-starters, of which
// a starter's decomposition may end in some; props'
// TestNormalCharactersMakeNormalText holds the same check to x/text).
//
// A character whose check is Maybe and that each form keeps alone
// (props.Combines) changes only by composing with the starter before it,
// which is the character before it where that is not a non-starter (a
// starter the check answers Yes for begins a segment, UAX #15 §9): it
// stays where that character composes with nothing (keptApart), as
// U+09BE (Maybe: U+09C7 U+09BE is U+09CB) after most Bengali letters.
func (g *gatherer) quickCheck(s string, p props.Props, i, end int, comp iri.Component) {
	const maxRun = 16
	if g.markEnd != i {
		g.lastCCC, g.markCount = 0, 0
	}
	ccc := p.CCC()
	if p&props.MayChange != 0 && !g.keptApart(s, p, i, end) || ccc < g.lastCCC || g.markCount >= maxRun {
		g.mayChange |= 1 << comp
	}
	g.markEnd, g.lastCCC, g.markCount = end, ccc, g.markCount+1
}

// keptApart reports whether NFC and NFKC keep the character at s[i:end],
// with the properties p (props.MayChange), as it is after the character
// before it in its component: for a character that composes only
// (props.Combines), at the start of the component or after a starter
// that composes with nothing.
func (g *gatherer) keptApart(s string, p props.Props, i, end int) bool {
	if p&props.Combines == 0 || g.lastCCC != 0 {
		return false // after a non-starter: the starter before may be further back
	}
	if i == g.from {
		return true
	}
	k := i - 1
	for k > g.from && s[k]&0xC0 == 0x80 {
		k--
	}
	// A character before it that composes with nothing, nor decomposes
	// (x/text's BoundaryAfter: inert) keeps it apart. One that may
	// compose leaves the question to normalForms: a normalization of the
	// two would cost about as much as that of the component.
	prev := s[k:i]
	return norm.NFC.PropertiesString(prev).BoundaryAfter() && norm.NFKC.PropertiesString(prev).BoundaryAfter()
}

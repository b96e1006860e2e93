package check

import (
	"github.com/go-iri/iri"
	"github.com/go-iri/iri/internal/props"
)

// markOrDecomposes are the properties of a character that gatherer.note
// looks at, beside props.Digit.
const markOrDecomposes = props.Nonspacing | props.Decomposes

// note records what the character with the properties p, in the
// component comp, tells the rules of spoofing for text. spoof.Marks finds
// a problem only in the marks on one base of the text in NFD. A mark that
// follows a character that is neither a mark nor decomposes starts the
// marks of that base; when it is neither U+0307 (dotAbove) nor
// decomposes (U+16121 decomposes to two of one mark) and the next
// character is neither a mark nor decomposes (whose decomposition may
// start with the same mark: U+0CC6 U+0CC7), it is all the base has, which
// makes no problem (spoof's TestMarksNeedTwo). Without a mark, Marks
// finds nothing at all (TestMarksNeedANonspacingMark). So only a mark
// that decomposes, or follows a mark or a character that decomposes, a
// character that decomposes after a mark, and U+0307 need spoof.Marks.
func (g *gatherer) note(p props.Props, dotAbove bool, comp iri.Component) {
	if p&props.Nonspacing != 0 && (p&props.Decomposes != 0 || g.prev&markOrDecomposes != 0 || dotAbove) ||
		p&props.Decomposes != 0 && g.prev&props.Nonspacing != 0 {
		g.marks |= 1 << comp
	}
	if p&props.Digit != 0 {
		g.digits |= 1 << comp
	}
	g.prev = p
}

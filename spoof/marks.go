package spoof

import (
	"unicode"
	"unicode/utf8"

	"github.com/go-iri/iri/internal/props"
	"golang.org/x/text/unicode/norm"
)

// A MarkProblem is what UTS #39 §5.4 finds in the nonspacing marks of a
// string.
type MarkProblem uint8

const (
	// MarkRepeated: the same nonspacing mark twice on one base ("ö̈"),
	// which most fonts draw as one.
	MarkRepeated MarkProblem = iota + 1
	// MarkStacked: more than four nonspacing marks on one base.
	MarkStacked
	// MarkHidden: a mark the base hides, a dot above on a soft-dotted
	// letter ("i" + U+0307 looks like "i").
	MarkHidden
)

var markProblemNames = [...]string{"", "repeated nonspacing mark", "more than four nonspacing marks", "nonspacing mark hidden by its base"}

// String says what the problem is, in a few words.
func (p MarkProblem) String() string {
	if int(p) < len(markProblemNames) && p != 0 {
		return markProblemNames[p]
	}
	return "MarkProblem(?)"
}

// Marks looks at the nonspacing marks (General_Category Mn and Me) of s
// in NFD, as UTS #39 §5.4 suggests: the same mark repeated on one base,
// more than four marks on one base, or a mark hidden by its base. It
// returns the first problem and the offset in s of the character that
// makes it (the second mark, the fifth, the hidden one), and 0 when there is none.
func Marks(s string) (MarkProblem, int) {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return marksFrom(s, i)
		}
	}
	return 0, 0
}

func marksFrom(s string, from int) (MarkProblem, int) {
	var c markCounter
	for i := max(from-1, 0); i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		if r < 0x80 || quietRune(r) {
			c.base(r)
			i += n
			continue
		}
		// The canonical decomposition of the character, as NFD has it;
		// the marks of a base are counted as a set, so that the order NFD
		// would put them in does not matter. The properties of
		// internal/props tell, in one lookup, the characters without one.
		var d []byte
		if decomposes(r) {
			d = norm.NFD.PropertiesString(s[i:]).Decomposition()
		}
		if d == nil {
			if p := c.next(r); p != 0 {
				return p, i
			}
		}
		for _, r := range string(d) {
			if p := c.next(r); p != 0 {
				return p, i
			}
		}
		i += n
	}
	return 0, 0
}

// markCounter follows the nonspacing marks of the current base.
type markCounter struct {
	baseRune rune
	marks    [5]rune
	n        int
}

func (c *markCounter) base(r rune) { c.baseRune, c.n = r, 0 }

// next takes the next character of the text in NFD and returns the
// problem it makes, 0 for none.
func (c *markCounter) next(r rune) MarkProblem {
	if r < 0x80 || props.Of(r)&props.Nonspacing == 0 { // not Mn nor Me
		c.base(r)
		return 0
	}
	for _, m := range c.marks[:c.n] {
		if m == r {
			return MarkRepeated
		}
	}
	if c.n == len(c.marks)-1 {
		return MarkStacked
	}
	if r == 0x0307 && c.n == 0 && unicode.Is(unicode.Soft_Dotted, c.baseRune) {
		return MarkHidden
	}
	c.marks[c.n] = r
	c.n++
	return 0
}

// decomposes reports whether r has a canonical decomposition
// (props.Decomposes).
func decomposes(r rune) bool {
	p, ok := props.Cached(r)
	if !ok {
		p = props.Of(r)
	}
	return p&props.Decomposes != 0
}

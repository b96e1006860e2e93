// Package props remembers the Unicode properties that the checks of IRIs
// ask of each non-ASCII character (its script, its bidi class, whether
// normalization may change it), so that a check pays one array lookup per
// character instead of several table searches. The answers are those of
// the unicode package and golang.org/x/text, which carry the same Unicode
// version in every build (the Go release's: 15.0.0 before Go 1.27, 17.0.0
// from it; TestUnicodeVersionsAgree), so that they agree with each other
// and with the x/net/idna that maps the hosts.
package props

import (
	"sort"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/go-iri/iri/internal/chars"
	"golang.org/x/text/unicode/bidi"
	"golang.org/x/text/unicode/norm"
)

// Props packs what the checks ask of a non-ASCII character: its
// script (UAX #24, from the unicode package), its bidi class (from
// golang.org/x/text/unicode/bidi), whether NFC and NFKC leave it and
// its neighbours alone and whether it decomposes (from
// golang.org/x/text/unicode/norm), and whether it is a mark or a digit
// (from the unicode package). The answers are theirs; this only
// remembers them, so that the checker pays one array lookup per
// character instead of several table searches.
type Props uint32

const (
	scriptMask Props = 0xFF      // an index into scriptTables plus one; 0 for Common and Inherited
	bidiShift        = 8         // five bits of bidi.Class
	bidiMask         = 0x1F << 8 // where the class sits
	cccShift         = 20        // eight bits of the combining class
)

// The flags are set for what a check must look at, so that the OR of a
// text's properties tells whether any character needs it.
const (
	// MayChange: the quick check of NFC or of NFKC (UAX #15 §9) does not
	// answer Yes for the character: NFC or NFKC changes it (No), or it
	// may combine with the character before it (Maybe). Text whose
	// characters all answer Yes is in NFC and in NFKC when its
	// non-starters (NonStarter) come in canonical order.
	MayChange Props = 1 << 13
	Special   Props = 1 << 14 // private use: the one character the checker's walk reports in a valid IRI
	RTL       Props = 1 << 15 // bidi class R or AL, or a bidi isolate control (see chars.IsBidiIsolate)
	// NonStarter: a character whose canonical combining class (the
	// first of its decomposition's, as x/text's quick check reads it:
	// LeadCCC) is not 0, which canonical ordering may move past its
	// neighbour (UAX #15 §9); CCC returns the class.
	NonStarter Props = 1 << 16
	// Nonspacing: a nonspacing or enclosing mark (General_Category Mn or
	// Me), from the unicode package: the marks UTS #39 §5.4 counts
	// (spoof.Marks).
	Nonspacing Props = 1 << 17
	// Decomposes: a canonical decomposition (NFD changes the character
	// alone), from golang.org/x/text/unicode/norm.
	Decomposes Props = 1 << 18
	// Combines: a character whose quick check is Maybe in NFC or NFKC
	// (MayChange) but that each form keeps alone: it changes only by
	// composing with the character before it (U+0301 after "e"; U+09BE
	// after U+09C7).
	Combines Props = 1 << 28
	// Digit: a decimal digit (General_Category Nd), from the unicode
	// package: what the check of UTS #39 §5.3 (spoof.MixedNumbers) needs
	// beyond ASCII to find anything.
	Digit Props = 1 << 19
)

// Script returns the id of the character's script (see ScriptName), 0 for
// Common and Inherited.
func (p Props) Script() uint8 { return uint8(p & scriptMask) }

// CCC returns the canonical combining class of the character (of the
// first character of its decomposition), 0 for a starter.
func (p Props) CCC() uint8 { return uint8(p >> cccShift) }

// BidiClass returns the character's bidi class.
func (p Props) BidiClass() bidi.Class { return bidi.Class(p & bidiMask >> bidiShift) }

// Of returns the properties of r, a code point of at least U+0080.
// The table is filled one block of 256 code points at a time, the first
// time a character of the block is asked for: text uses few blocks, and a
// program that checks one IRI should not pay for all of Unicode.
func Of(r rune) Props { return propBlocks.Get(r, newPropBlock) }

// Cached returns the properties of r, a code point of at least U+0080,
// and true, when Of has filled its block already (false otherwise, for
// Of to fill): one lookup, small enough to be inlined in a walk over
// text, where Of, which may fill a block, is a call.
func Cached(r rune) (Props, bool) { return propBlocks.Cached(r) }

var propBlocks Blocks[Props]

func newPropBlock(n rune) *[256]Props {
	var block [256]Props
	lo, hi := n<<8, n<<8|0xFF
	// Each script's ranges that meet the block, rather than each
	// character against each script: a few thousand comparisons.
	for i, s := range scriptTables() {
		for _, r16 := range s.table.R16 {
			fillScript(&block, lo, hi, rune(r16.Lo), rune(r16.Hi), rune(r16.Stride), uint8(i+1))
		}
		for _, r32 := range s.table.R32 {
			fillScript(&block, lo, hi, rune(r32.Lo), rune(r32.Hi), rune(r32.Stride), uint8(i+1))
		}
	}
	var buf [utf8.UTFMax]byte
	for i := range block {
		r := lo + rune(i)
		p, _ := bidi.LookupRune(r)
		block[i] |= Props(p.Class()) << bidiShift
		if c := p.Class(); c == bidi.R || c == bidi.AL || chars.IsBidiIsolate(r) {
			block[i] |= RTL
		}
		enc := utf8.AppendRune(buf[:0], r)
		// The quick check of each form on the character alone: a span
		// shorter than the character is a Quick_Check of No or Maybe.
		if norm.NFC.QuickSpan(enc) < len(enc) || norm.NFKC.QuickSpan(enc) < len(enc) {
			block[i] |= MayChange
			if norm.NFC.IsNormal(enc) && norm.NFKC.IsNormal(enc) {
				block[i] |= Combines
			}
		}
		if ccc := norm.NFC.Properties(enc).LeadCCC(); ccc != 0 {
			block[i] |= NonStarter | Props(ccc)<<cccShift
		}
		if chars.IsIprivate(r) {
			block[i] |= Special
		}
		if unicode.IsDigit(r) {
			block[i] |= Digit
		}
		if unicode.In(r, unicode.Mn, unicode.Me) {
			block[i] |= Nonspacing
		}
		if norm.NFD.Properties(enc).Decomposition() != nil {
			block[i] |= Decomposes
		}
	}
	return &block
}

func fillScript(block *[256]Props, lo, hi, from, to, stride rune, id uint8) {
	if to < lo || from > hi {
		return
	}
	// Only the code points of the range that fall in the block.
	if from < lo {
		from += (lo - from + stride - 1) / stride * stride
	}
	for r := from; r <= min(to, hi); r += stride {
		block[r-lo] = block[r-lo]&^scriptMask | Props(id)
	}
}

// scriptTable is a script of the unicode package.
type scriptTable struct {
	name  string
	table *unicode.RangeTable
}

// scriptTables lists every script of the unicode package but Common and
// Inherited, with its name, the common ones first so that their indexes
// are the constants below. It is made on first use: a program that checks
// no non-ASCII text does not sort the scripts.
func scriptTables() []scriptTable {
	scripts.once.Do(func() {
		names := []string{"Latin", "Cyrillic", "Greek", "Han", "Hiragana", "Katakana", "Hangul", "Bopomofo"}
		rest := make([]string, 0, len(unicode.Scripts))
		for name := range unicode.Scripts {
			rest = append(rest, name)
		}
		sort.Strings(rest)
		seen := map[string]bool{"Common": true, "Inherited": true}
		for _, name := range append(names, rest...) {
			if !seen[name] {
				seen[name] = true
				scripts.tables = append(scripts.tables, scriptTable{name, unicode.Scripts[name]})
			}
		}
		if len(scripts.tables) > 255 {
			panic("props: more scripts than a Props holds")
		}
	})
	return scripts.tables
}

var scripts struct {
	once   sync.Once
	tables []scriptTable
}

// The script ids that the mixed-script rule names; scriptTables puts them
// first.
const (
	Latin uint8 = iota + 1
	Cyrillic
	Greek
	Han
	Hiragana
	Katakana
	Hangul
	Bopomofo
)

// ScriptName returns the name of the script with the id, as the unicode
// package's Scripts names it ("Latin", "Cyrillic", ...).
func ScriptName(id uint8) string { return scriptTables()[id-1].name }

package spoof

import "github.com/go-iri/iri/internal/props"

// charInfo packs what the rules of Label ask of a non-ASCII character,
// each the answer of its range table (lookupRange): whether the General
// Security Profile allows it (allowedRanges), whether it is a default
// ignorable (ignorableRanges), and the indexes in scriptSets of its
// Script_Extensions (scriptExtensionRanges) and of the scripts that have
// a look-alike of it (wholeScriptRanges); and the properties of
// internal/props the rules of marks and numbers and wholeScript ask
// (props.Nonspacing, props.Digit, props.Decomposes), so that a walk over
// a label makes one lookup for each character.
type charInfo uint64

const (
	infoAllowed   charInfo = 1 << 0
	infoIgnorable charInfo = 1 << 1
	infoScxShift           = 2
	infoWscShift           = infoScxShift + scriptSetBits
	infoSetMask            = 1<<scriptSetBits - 1
)

// The bits of charInfo above the indexes: props.Nonspacing, props.Digit,
// props.Decomposes; and two answers of the sets, so that a walk over a
// label need not load them (scriptSets is 48 KB, and the sets of
// look-alikes differ from one letter to the next): infoScxAll, the
// Script_Extensions are ALL (Common, Inherited), and infoLatinLookAlike,
// Latin has a look-alike of the character (lookAlikes has Latn).
const (
	infoNonspacing charInfo = 1 << (infoWscShift + scriptSetBits + iota)
	infoDigit
	infoDecomposes
	infoScxAll
	infoLatinLookAlike
	// infoAllowedByBrowser: browsers allow it
	// and the General Security Profile does not, or the reverse
	// (browserAdded, browserRemoved, firefoxBlocked).
	infoAllowedByBrowser
	// infoASCIILike: the skeletons HostSkeletons gives the character may
	// be ASCII, as every skeleton of a top domain is (mayLookLikeDomain).
	infoASCIILike
)

// infoBrowserLookAlike: the character is in one of Chromium's lists of
// whole-script look-alikes of Latin (browserWholeScripts). It is
// infoScxAll moved up five places, so that Label's pass moves the one onto
// the other as it does infoLatinLookAlike.
const infoBrowserLookAlike = infoScxAll << 5

// The characters the rules of browser.go look at: tldSpecificRune,
// patternRune, patternContextRune, digitLookAlikeRune.
const (
	infoTLDSpecific charInfo = infoBrowserLookAlike << (1 + iota)
	infoPattern
	infoPatternContext
	infoDigitLookAlike
)

func (c charInfo) allowed() bool         { return c&infoAllowed != 0 }
func (c charInfo) ignorable() bool       { return c&infoIgnorable != 0 }
func (c charInfo) extensions() ScriptSet { return scriptSets[c>>infoScxShift&infoSetMask] }
func (c charInfo) lookAlikes() ScriptSet { return scriptSets[c>>infoWscShift&infoSetMask] }
func (c charInfo) scxIndex() charInfo    { return c >> infoScxShift & infoSetMask }

// infoOf returns the charInfo of r (U+FFFD's beyond Unicode). In a
// props.Blocks, the answers are remembered one block of 256 code points
// at a time, filled the first time a character of the block is asked
// for: a label is in few blocks, and then costs one array lookup per character and question instead of
// a binary search of four tables.
func infoOf(r rune) charInfo { return infoBlocks.Get(r, newInfoBlock) }

// infoCached returns the charInfo of r and true when infoOf has filled
// its block already (false otherwise, for infoOf to fill): one lookup,
// small enough to be inlined in a walk over a label.
func infoCached(r rune) (charInfo, bool) { return infoBlocks.Cached(r) }

var infoBlocks props.Blocks[charInfo]

func newInfoBlock(n rune) *[256]charInfo {
	var block [256]charInfo
	for i := range block {
		r := n<<8 | rune(i)
		c := charInfo(lookupRange(scriptExtensionRanges[:], scriptSetBits, r))<<infoScxShift |
			charInfo(lookupRange(wholeScriptRanges[:], scriptSetBits, r))<<infoWscShift
		if lookupRange(allowedRanges[:], 1, r) == 1 {
			c |= infoAllowed
		}
		if lookupRange(ignorableRanges[:], 1, r) == 1 {
			c |= infoIgnorable
		}
		if c.extensions().IsAll() {
			c |= infoScxAll
		}
		if c.lookAlikes().Has(scriptLatn) {
			c |= infoLatinLookAlike
		}
		p := props.Of(r)
		if p&props.Nonspacing != 0 {
			c |= infoNonspacing
		}
		if p&props.Digit != 0 {
			c |= infoDigit
		}
		if p&props.Decomposes != 0 {
			c |= infoDecomposes
		}
		if r >= 0x80 { // the rules of browsers and of top domains look beyond ASCII
			c |= flagIf(inBrowserWholeScriptList(r), infoBrowserLookAlike) | flagIf(asciiLike(r), infoASCIILike) |
				flagIf(tldSpecificRune(r), infoTLDSpecific) | flagIf(patternRune(r), infoPattern) |
				flagIf(patternContextRune(r), infoPatternContext) | flagIf(digitLookAlikeRune(r), infoDigitLookAlike) |
				flagIf(browserAdded(r) || browserRemoved(r) || firefoxBlocked(r), infoAllowedByBrowser)
		}
		block[i] = c
	}
	return &block
}

// flagIf returns flag where ok holds, 0 otherwise.
func flagIf(ok bool, flag charInfo) charInfo {
	if ok {
		return flag
	}
	return 0
}

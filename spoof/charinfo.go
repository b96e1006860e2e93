package spoof

import (
	"sync/atomic"
	"unicode/utf8"
)

// charInfo packs what the rules of Label ask of a non-ASCII character,
// each the answer of its range table (lookupRange): whether the General
// Security Profile allows it (allowedRanges), whether it is a default
// ignorable (ignorableRanges), and the indexes in scriptSets of its
// Script_Extensions (scriptExtensionRanges) and of the scripts that have
// a look-alike of it (wholeScriptRanges).
type charInfo uint32

const (
	infoAllowed   charInfo = 1 << 0
	infoIgnorable charInfo = 1 << 1
	infoScxShift           = 2
	infoWscShift           = infoScxShift + scriptSetBits
	infoSetMask            = 1<<scriptSetBits - 1
)

func (c charInfo) allowed() bool         { return c&infoAllowed != 0 }
func (c charInfo) ignorable() bool       { return c&infoIgnorable != 0 }
func (c charInfo) extensions() ScriptSet { return scriptSets[c>>infoScxShift&infoSetMask] }
func (c charInfo) lookAlikes() ScriptSet { return scriptSets[c>>infoWscShift&infoSetMask] }

// infoOf returns the charInfo of r (U+FFFD's beyond Unicode). As internal/props does, the answers are
// remembered one block of 256 code points at a time, filled the first
// time a character of the block is asked for: a label is in few blocks,
// and then costs one array lookup per character and question instead of
// a binary search of four tables.
func infoOf(r rune) charInfo {
	if uint32(r) > utf8.MaxRune {
		r = utf8.RuneError
	}
	block := infoBlocks[r>>8].Load()
	if block == nil {
		block = newInfoBlock(r >> 8)
		// Two goroutines may fill the same block; they compute the same
		// values, so whichever store wins is right.
		infoBlocks[r>>8].Store(block)
	}
	return block[r&0xFF]
}

// infoCached returns the charInfo of r and true when infoOf has filled
// its block already (false otherwise, for infoOf to fill): one lookup,
// small enough to be inlined in a walk over a label.
func infoCached(r rune) (charInfo, bool) {
	if i := uint32(r) >> 8; i < uint32(len(infoBlocks)) {
		if block := infoBlocks[i].Load(); block != nil {
			return block[r&0xFF], true
		}
	}
	return 0, false
}

var infoBlocks [(utf8.MaxRune + 1) >> 8]atomic.Pointer[[256]charInfo]

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
		block[i] = c
	}
	return &block
}

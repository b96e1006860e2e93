package spoof

import "unicode/utf8"

// lookupRange returns the value of r in a range table whose entries are
// start<<shift | value, sorted by start, the first starting at 0.
func lookupRange(table []uint32, shift uint, r rune) uint32 {
	return table[rangeIndex(table, shift, r)] & (1<<shift - 1)
}

// rangeIndex returns the index of the entry of the range table that holds
// r: a binary search for the last entry that starts at or below r. With
// shift 0 the table is of bare starts (typeStarts, confusableSources).
func rangeIndex(table []uint32, shift uint, r rune) int {
	key := uint32(r)<<shift | (1<<shift - 1)
	lo, hi := 0, len(table)
	for lo+1 < hi {
		m := int(uint(lo+hi) >> 1)
		if table[m] <= key {
			lo = m
		} else {
			hi = m
		}
	}
	return lo
}

// A setCursor looks code points up in a range table of script sets
// (scriptExtensionRanges, wholeScriptRanges): a valueCursor over the
// indexes of the sets in scriptSets.
type setCursor struct {
	valueCursor
}

func newSetCursor(table []uint32) setCursor {
	return setCursor{valueCursor{table: table, shift: 11}}
}

func (c *setCursor) of(r rune) ScriptSet { return scriptSets[c.valueCursor.of(r)] }

// A valueCursor looks code points up in a range table of small values
// (allowedRanges, ignorableRanges, and the set indexes of setCursor) and
// remembers the range of the last one: the characters of a word mostly
// come from one range, and then cost a comparison instead of a search.
type valueCursor struct {
	table  []uint32
	shift  uint
	lo, hi rune // the range of value; hi == 0 before the first lookup
	value  uint32
}

func (c *valueCursor) of(r rune) uint32 {
	if c.lo <= r && r < c.hi {
		return c.value
	}
	if uint32(r) > utf8.MaxRune {
		r = utf8.RuneError
	}
	i := rangeIndex(c.table, c.shift, r)
	c.lo, c.hi = rune(c.table[i]>>c.shift), utf8.MaxRune+1
	if i+1 < len(c.table) {
		c.hi = rune(c.table[i+1] >> c.shift)
	}
	c.value = c.table[i] & (1<<c.shift - 1)
	return c.value
}

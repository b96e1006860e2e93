package spoof

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

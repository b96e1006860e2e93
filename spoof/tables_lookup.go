package spoof

// lookupRange returns the value of r in a range table whose entries are
// start<<shift | value, sorted by start, the first starting at 0: a
// binary search for the last entry that starts at or below r.
func lookupRange(table []uint32, shift uint, r rune) uint32 {
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
	return table[lo] & (1<<shift - 1)
}

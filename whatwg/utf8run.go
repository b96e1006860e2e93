package whatwg

// nonASCIIRun returns the end of the run of non-ASCII bytes of s that
// starts at i, and whether the run is UTF-8: the percent-encoding of §1.3
// takes such a run in one piece, and reads each byte of one that is not as
// U+FFFD. It walks the run once, through the DFA of utf8Rows (generated
// from Table 3-7 of the Unicode Standard by gen_byte_classes.go), one table
// load and one shift a byte, where finding its end and utf8.ValidString
// took two walks.
func nonASCIIRun(s string, i int) (int, bool) {
	st := uint64(utf8RunAccept)
	_ = s[i:] // 0 <= i: no bounds checks in the loop
	// Two bytes a step, most non-ASCII characters of a URL being two
	// bytes long: the end and bad states keep to themselves, so one test
	// after both says whether the walk stopped at either.
	for ; i+1 < len(s); i += 2 {
		st = utf8Rows[s[i]] >> (st & 63)
		st = utf8Rows[s[i+1]] >> (st & 63) & 63
		if st <= utf8RunBad {
			break
		}
	}
	if i+1 >= len(s) && i < len(s) {
		st = utf8Rows[s[i]] >> (st & 63) & 63
		if st > utf8RunBad {
			i++
		}
	}
	switch st {
	case utf8RunEnd:
		// The ASCII byte is the first of the last two, or the second.
		if s[i] >= 0x80 {
			i++
		}
		return i, true
	case utf8RunBad:
		for i < len(s) && s[i] >= 0x80 {
			i++
		}
		return i, false
	}
	// At the end of s, between characters or in one that it cuts.
	return i, st == utf8RunAccept
}

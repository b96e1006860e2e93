package check

import "github.com/go-iri/iri/internal/chars"

// The scans of the pass over the characters (gatherFacts) read the text
// eight bytes at a time with the lane tests of internal/chars, and the
// last few bytes of a stretch as a word too, read from the whole input
// where it goes on past the stretch, with the lanes outside the stretch
// masked off: a loop over single bytes, whose end a branch predictor must
// guess anew for each stretch, is left only at the ends of the input.

// nextSpecial returns the offset of the first "%" or non-ASCII byte of
// s[i:end], end if there is none.
func nextSpecial(s string, i, end int) int {
	from := i
	if t := s[:end]; i <= end-8 {
		_ = t[i:] // 0 <= i: the word loop needs no bounds checks
		for ; i <= len(t)-8; i += 8 {
			if m := specialLanes(chars.Word(t[i : i+8])); m != 0 {
				return i + chars.FirstLane(m)
			}
		}
	}
	switch {
	case i == end:
		return end
	case i+8 <= len(s):
		// The lanes from end on are masked off: a wrong bit of
		// specialLanes stands above a right one.
		if m := specialLanes(chars.Word(s[i:i+8])) & chars.LanesBelow(end-i); m != 0 {
			return i + chars.FirstLane(m)
		}
		return end
	case end-8 >= from:
		// The last eight bytes of the stretch: those before i hold nothing
		// special, and lend no borrow to the lanes above them.
		if m := specialLanes(chars.Word(s[end-8 : end])); m != 0 {
			return end - 8 + chars.FirstLane(m)
		}
		return end
	}
	for ; i < end; i++ {
		if s[i] == '%' || s[i] >= 0x80 {
			return i
		}
	}
	return end
}

// specialLanes returns where the eight bytes of v are "%" or not ASCII,
// exactly in the lowest such lane (a lane above may be set wrongly, by
// the borrow from a "%" below it), as chars.FirstZeroLanes.
func specialLanes(v uint64) uint64 {
	// A lane of v below 0x80 but "%" is 01-7F in x, so that x-Ones
	// borrows from no lane below the lowest "%" (where x-Ones sets the
	// high bit and borrows), and sets no high bit there; the lanes of v
	// from 0x80 have theirs.
	x := v ^ '%'*chars.Ones // a zero byte where v has "%"
	return (x - chars.Ones | v) & chars.Highs
}

// separators returns the one or two bytes of seps in every lane of a
// word (the one twice), for separatorLanes.
func separators(seps string) (uint64, uint64) {
	return uint64(seps[0]) * chars.Ones, uint64(seps[len(seps)-1]) * chars.Ones
}

// separatorLanes returns the exact lanes of v that hold a or b, the
// words of separators.
func separatorLanes(v, a, b uint64) uint64 {
	return chars.ZeroLanes(v^a) | chars.ZeroLanes(v^b)
}

// firstSeparator returns the offset of the first byte of seps (at most
// two) in s[i:end], -1 if there is none, looking for both at once.
func firstSeparator(s string, i, end int, seps string) int {
	if len(seps) == 0 {
		return -1
	}
	a, b := separators(seps)
	for ; i+8 <= end; i += 8 {
		if m := separatorLanes(chars.Word(s[i:i+8]), a, b); m != 0 {
			return i + chars.FirstLane(m)
		}
	}
	if i < end && i+8 <= len(s) {
		if m := separatorLanes(chars.Word(s[i:i+8]), a, b) & chars.LanesBelow(end-i); m != 0 {
			return i + chars.FirstLane(m)
		}
		return -1
	}
	for ; i < end; i++ {
		if s[i] == seps[0] || s[i] == seps[len(seps)-1] {
			return i
		}
	}
	return -1
}

// lastSeparator returns the offset of the last byte of seps (at most
// two) in s[from:i], -1 if there is none: from the end, which is why the
// lanes must be exact.
func lastSeparator(s string, from, i int, seps string) int {
	if len(seps) == 0 {
		return -1
	}
	a, b := separators(seps)
	for ; i-8 >= from; i -= 8 {
		if m := separatorLanes(chars.Word(s[i-8:i]), a, b); m != 0 {
			return i - 8 + chars.LastLane(m)
		}
	}
	if i > from && i >= 8 {
		// The lanes before from are masked off.
		if m := separatorLanes(chars.Word(s[i-8:i]), a, b) &^ chars.LanesBelow(8-(i-from)); m != 0 {
			return i - 8 + chars.LastLane(m)
		}
		return -1
	}
	for i--; i >= from; i-- {
		if s[i] == seps[0] || s[i] == seps[len(seps)-1] {
			return i
		}
	}
	return -1
}

// hasASCIILetter reports whether s, ASCII, has a letter.
func hasASCIILetter(s string) bool {
	for i := 0; i < len(s); i++ {
		if chars.IsAlpha(s[i]) {
			return true
		}
	}
	return false
}

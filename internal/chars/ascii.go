package chars

import "math/bits"

// AppendLower appends s to dst with ASCII letters in lower case.
func AppendLower(dst []byte, s string) []byte {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= 'A' && c <= 'Z' {
			c += 'a' - 'A'
		}
		dst = append(dst, c)
	}
	return dst
}

// HasUpper reports whether s has an ASCII upper-case letter.
func HasUpper(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 'A' && s[i] <= 'Z' {
			return true
		}
	}
	return false
}

// IsASCII reports whether every byte of s is ASCII. Unlike
// NonASCIICount, it stops at the first byte that is not.
func IsASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}

// ASCIIPrefix returns the length of the longest prefix of s that is
// ASCII: the index of its first byte that is not, or len(s). It reads
// eight bytes at a time.
func ASCIIPrefix(s string) int {
	i := 0
	for ; i+8 <= len(s); i += 8 {
		if m := Word(s[i:]) & Highs; m != 0 {
			return i + FirstLane(m)
		}
	}
	for ; i < len(s) && s[i] < 0x80; i++ {
	}
	return i
}

// NonASCIICount returns how many bytes of s are not ASCII.
func NonASCIICount(s string) int {
	n := 0
	// Eight bytes at a time: their top bits, counted at once.
	for len(s) >= 8 {
		n += bits.OnesCount64(Word(s) & Highs)
		s = s[8:]
	}
	for i := 0; i < len(s); i++ {
		n += int(s[i] >> 7)
	}
	return n
}

// CaseOf reports whether s has an ASCII upper-case letter and whether it
// has a byte that is not ASCII, eight bytes at a time: a host's case is
// asked of every IRI that is normalized, most of which are in lower case.
func CaseOf(s string) (upper, nonASCII bool) {
	if len(s) < 8 {
		var high byte
		for i := 0; i < len(s); i++ {
			c := s[i]
			upper = upper || c-'A' < 26
			high |= c
		}
		return upper, high >= 0x80
	}
	var up, high uint64
	for i := 0; i+8 <= len(s); i += 8 {
		u, h := caseLanes(Word(s[i:]))
		up, high = up|u, high|h
	}
	if len(s)%8 != 0 {
		// The last eight bytes, some of them read twice.
		u, h := caseLanes(Word(s[len(s)-8:]))
		up, high = up|u, high|h
	}
	return up != 0, high != 0
}

// caseLanes returns the high bits of the lanes of w that hold an ASCII
// upper-case letter, and of those that hold no ASCII byte. A lane's low
// seven bits plus 0x80-'A' reach the high bit from 'A' up, plus
// 0x80-'Z'-1 from past 'Z' up; neither sum carries out of its lane.
func caseLanes(w uint64) (upper, nonASCII uint64) {
	low := w &^ Highs
	fromA := low + (0x80-'A')*Ones
	pastZ := low + (0x80-'Z'-1)*Ones
	return fromA &^ pastZ &^ w & Highs, w & Highs
}

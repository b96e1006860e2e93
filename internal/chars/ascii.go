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

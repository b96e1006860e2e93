package chars

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
	i := 0
	// Eight bytes at a time while they are all ASCII: most input is.
	for ; i+8 <= len(s); i += 8 {
		w := s[i : i+8]
		if (w[0]|w[1]|w[2]|w[3]|w[4]|w[5]|w[6]|w[7])&0x80 != 0 {
			for _, c := range []byte(w) {
				n += int(c >> 7)
			}
		}
	}
	for ; i < len(s); i++ {
		n += int(s[i] >> 7)
	}
	return n
}

package chars

// IsIPv4 reports whether s is exactly an IPv4address (RFC 3986 §3.2.2):
// four dec-octets, each 0-255 without leading zeros. It is inlined, and
// its first tests turn most host names away before any call: an
// IPv4address is 7 to 15 bytes long and ends with a digit.
func IsIPv4(s string) bool {
	return uint(len(s)-7) <= 15-7 && s[len(s)-1]-'0' <= 9 && isIPv4(s)
}

// isIPv4 is IsIPv4 past its first tests. It stays a call (noinline), or
// it would make IsIPv4 too big to inline.
//
//go:noinline
func isIPv4(s string) bool {
	end, ok := ScanIPv4(s, 0)
	return ok && end == len(s)
}

// ScanIPv4 checks the IPv4address at offset i and returns the offset just
// past it, or the offset of the character that breaks it.
func ScanIPv4(s string, i int) (int, bool) {
	for octet := 0; octet < 4; octet++ {
		if octet > 0 {
			if i >= len(s) || s[i] != '.' {
				return i, false
			}
			i++
		}
		end, ok := scanDecOctet(s, i)
		if !ok {
			return end, false
		}
		i = end
	}
	return i, true
}

// scanDecOctet checks one dec-octet: "0" to "255", without leading zeros.
func scanDecOctet(s string, i int) (int, bool) {
	if i >= len(s) || !IsDigit(s[i]) {
		return i, false
	}
	if s[i] == '0' {
		return i + 1, i+1 >= len(s) || !IsDigit(s[i+1])
	}
	v := 0
	for i < len(s) && IsDigit(s[i]) {
		v = v*10 + int(s[i]-'0')
		i++
		if v > 255 { // so at most three digits: the first is not "0"
			return i - 1, false
		}
	}
	return i, true
}

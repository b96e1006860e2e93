package chars

// IsIPv4 reports whether s is exactly an IPv4address (RFC 3986 §3.2.2):
// four dec-octets, each 0-255 without leading zeros.
func IsIPv4(s string) bool {
	if len(s) < 7 || len(s) > 15 || !IsDigit(s[0]) {
		return false
	}
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

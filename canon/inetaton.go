package canon

import (
	"net/netip"
	"strconv"
)

// inetAton reads s as the C library's inet_aton does with parts of
// decimal or octal digits: one to four parts separated by dots, a part
// with a leading 0 in octal, each but the last one byte, the last the
// bytes that are left (so "10.0.258" is 10.0.1.2). It reports false for
// anything else, and for a part too large for its bytes.
func inetAton(s string) (uint32, bool) {
	var v uint32
	parts := 0
	for len(s) > 0 {
		end := 0
		for end < len(s) && s[end] != '.' {
			end++
		}
		part, rest := s[:end], s[end:]
		if part == "" || parts == 4 {
			return 0, false
		}
		base := 10
		if len(part) > 1 && part[0] == '0' {
			base = 8
		}
		n, err := strconv.ParseUint(part, base, 32)
		if err != nil {
			return 0, false
		}
		parts++
		if rest == "" { // the last part fills the bytes that are left
			width := uint(8 * (5 - parts))
			if width < 32 && n >= 1<<width {
				return 0, false
			}
			return v<<width | uint32(n), true
		}
		if n > 255 {
			return 0, false
		}
		v = v<<8 | uint32(n)
		s = rest[1:]
		if s == "" {
			return 0, false
		}
	}
	return 0, false
}

// appendIPv4 appends the dotted-decimal form of v.
func appendIPv4(dst []byte, v uint32) []byte {
	return netip.AddrFrom4([4]byte{byte(v >> 24), byte(v >> 16), byte(v >> 8), byte(v)}).AppendTo(dst)
}

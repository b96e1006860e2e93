package canon

import (
	"strconv"
	"strings"
	"unicode/utf8"
)

// pyIPHost is urlcanon's parse_ipv4or6 (python/urlcanon/parse.py): a
// host in brackets is an IPv6 address or nothing, any other host is tried
// as IPv4 (pyIPv4).
func pyIPHost(host string) ucIP {
	if len(host) >= 2 && host[0] == '[' && host[len(host)-1] == ']' {
		if !utf8.ValidString(host) {
			return ucIP{} // urlcanon decodes the host as UTF-8 first
		}
		if a, ok := pyIPv6(host[1 : len(host)-1]); ok {
			return ucIP{kind: ipV6, v6: a}
		}
		return ucIP{}
	}
	return pyIPv4(host)
}

// pyIPv6 reads s as Python's ipaddress.IPv6Address does (Python 3.9 and
// later): a scope "%name" is allowed and dropped, "::" stands for one or
// more zero groups, at most once, and the last group may be a strict
// dotted IPv4 address (four decimal octets, no leading zeros).
func pyIPv6(s string) ([16]byte, bool) {
	var a [16]byte
	if strings.IndexByte(s, '/') >= 0 {
		return a, false
	}
	if addr, scope, found := strings.Cut(s, "%"); found {
		if scope == "" || strings.IndexByte(scope, '%') >= 0 {
			return a, false
		}
		s = addr
	}
	if s == "" {
		return a, false
	}
	parts := strings.Split(s, ":")
	if len(parts) < 3 {
		return a, false
	}
	if last := parts[len(parts)-1]; strings.IndexByte(last, '.') >= 0 {
		v4, ok := pyStrictIPv4(last)
		if !ok {
			return a, false
		}
		parts = append(parts[:len(parts)-1],
			strconv.FormatUint(uint64(v4>>16), 16), strconv.FormatUint(uint64(v4&0xffff), 16))
	}
	if len(parts) > 9 {
		return a, false
	}
	skip := -1
	for i := 1; i < len(parts)-1; i++ {
		if parts[i] == "" {
			if skip >= 0 {
				return a, false
			}
			skip = i
		}
	}
	var hi, lo int // the groups before and after "::"
	if skip >= 0 {
		hi, lo = skip, len(parts)-skip-1
		if parts[0] == "" {
			if hi--; hi != 0 {
				return a, false
			}
		}
		if parts[len(parts)-1] == "" {
			if lo--; lo != 0 {
				return a, false
			}
		}
		if hi+lo > 7 {
			return a, false
		}
	} else {
		if len(parts) != 8 || parts[0] == "" || parts[len(parts)-1] == "" {
			return a, false
		}
		hi = 8
	}
	put := func(i int, g string) bool {
		if g == "" || len(g) > 4 {
			return false
		}
		v, err := strconv.ParseUint(g, 16, 16)
		if err != nil {
			return false
		}
		a[2*i], a[2*i+1] = byte(v>>8), byte(v)
		return true
	}
	first := 0
	if skip >= 0 && parts[0] == "" {
		first = 1 // the empty part before a leading "::"
	}
	for i := range hi {
		if !put(i, parts[first+i]) {
			return a, false
		}
	}
	for i := range lo {
		if !put(8-lo+i, parts[len(parts)-lo+i]) {
			return a, false
		}
	}
	return a, true
}

// pyStrictIPv4 reads s as Python's ipaddress.IPv4Address does: four
// decimal octets of one to three digits, no leading zero, each at most
// 255.
func pyStrictIPv4(s string) (uint32, bool) {
	var v uint32
	n := 0
	for octet := range strings.SplitSeq(s, ".") {
		if n++; n > 4 || octet == "" || len(octet) > 3 || len(octet) > 1 && octet[0] == '0' {
			return 0, false
		}
		x := 0
		for i := range len(octet) {
			if octet[i] < '0' || octet[i] > '9' {
				return 0, false
			}
			x = x*10 + int(octet[i]-'0')
		}
		if x > 255 {
			return 0, false
		}
		v = v<<8 | uint32(x)
	}
	return v, n == 4
}

// appendPyIPv6 appends a in the form of Python's str(IPv6Address):
// groups in lower-case hex without leading zeros, the longest run of two
// or more zero groups (the first of the longest) as "::", and no dotted
// form for any address.
func appendPyIPv6(dst []byte, a [16]byte) []byte {
	var g [8]uint16
	for i := range g {
		g[i] = uint16(a[2*i])<<8 | uint16(a[2*i+1])
	}
	bestStart, bestLen, start, n := -1, 0, -1, 0
	for i, x := range g {
		if x != 0 {
			start, n = -1, 0
			continue
		}
		if start < 0 {
			start = i
		}
		if n++; n > bestLen {
			bestStart, bestLen = start, n
		}
	}
	if bestLen < 2 {
		bestStart, bestLen = -1, 0
	}
	for i := 0; i < 8; i++ {
		if i == bestStart {
			dst = append(dst, "::"...)
			i += bestLen - 1
			continue
		}
		if i > 0 && i != bestStart+bestLen {
			dst = append(dst, ':')
		}
		dst = strconv.AppendUint(dst, uint64(g[i]), 16)
	}
	return dst
}

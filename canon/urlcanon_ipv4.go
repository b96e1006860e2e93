package canon

import (
	"math/big"
	"strconv"
	"strings"
)

// The kinds of a ucIP.
const (
	ipNone       = iota // not an address
	ipV4                // an IPv4 address, in v4
	ipV4Negative        // a "number" below zero, which urlcanon's parser lets through
	ipV6                // an IPv6 address, in v6
)

// A ucIP is what urlcanon's parse_ipv4or6 makes of a host
// (python/urlcanon/parse.py): an IPv4 address as a number, an IPv6 one,
// or neither. urlcanon reads the parts of an IPv4 host with Python's
// int(), which takes signs, so that a host such as "-1" is a negative
// number to it: one that ssurt_host leaves alone and dotted_decimal has
// no answer for.
type ucIP struct {
	kind uint8
	v4   uint32
	v6   [16]byte
}

// pyIPv4 is urlcanon's parse_ipv4: the host split at its dots (a last
// empty part dropped), one to four numbers, each after the first below
// 256 but for the last, which may fill the bits left (2^24, 2^16), the
// whole below 2^32. Each part is read as hex after "0x", as octal after
// a leading "0", as 0 when empty and as decimal otherwise, each with the
// leniency of Python's int(): blanks around it, a sign, "_" between
// digits, and after "0x" another "0x".
func pyIPv4(host string) ucIP {
	if host == "" {
		return ucIP{} // no part at all, where "." has one empty part
	}
	host = strings.TrimSuffix(host, ".")
	if strings.Count(host, ".") > 3 {
		return ucIP{}
	}
	var parts [4]pyNum
	n := 0
	for part := range strings.SplitSeq(host, ".") {
		p, ok := parsePyIPv4Part(part)
		if !ok {
			return ucIP{}
		}
		parts[n] = p
		n++
	}
	// The rule on the parts after the first: each below its limit
	// (negative numbers pass).
	limits := [...][]uint{1: {24}, 2: {8, 16}, 3: {8, 8, 8}}
	for i, bits := range limits[n-1] {
		if !parts[i+1].below(bits) {
			return ucIP{}
		}
	}
	// The value is the first part times 2^24 and each other part at its
	// place: 2^16 and, last, 2^0 for three parts; 2^16, 2^8, 2^0 for four.
	shifts := [...][]uint{{0}, {24, 0}, {24, 16, 0}, {24, 16, 8, 0}}[n-1]
	if small := allSmall(parts[:n]); small {
		var v int64
		for i, s := range shifts {
			v += parts[i].small << s
		}
		return ipFromInt64(v)
	}
	v := new(big.Int)
	for i, s := range shifts {
		v.Add(v, new(big.Int).Lsh(parts[i].bigValue(), s))
	}
	switch {
	case v.Sign() < 0:
		return ucIP{kind: ipV4Negative}
	case v.BitLen() > 32:
		return ucIP{}
	}
	return ucIP{kind: ipV4, v4: uint32(v.Uint64())}
}

func ipFromInt64(v int64) ucIP {
	switch {
	case v < 0:
		return ucIP{kind: ipV4Negative}
	case v >= 1<<32:
		return ucIP{}
	}
	return ucIP{kind: ipV4, v4: uint32(v)}
}

// A pyNum is an integer as Python's int() reads it: small when its
// magnitude is below 2^36 (so that the sum of the parts at their places
// fits an int64), else its digits in its base, for math/big.
type pyNum struct {
	small  int64
	isBig  bool
	neg    bool
	digits string
	base   int
}

// smallLimit bounds the magnitude of a pyNum held in an int64.
const smallLimit = 1 << 36

func allSmall(ps []pyNum) bool {
	for _, p := range ps {
		if p.isBig {
			return false
		}
	}
	return true
}

// below reports whether p < 2^bits.
func (p pyNum) below(bits uint) bool {
	if !p.isBig {
		return p.small < 1<<bits
	}
	return p.neg // a big magnitude is far above 2^24
}

func (p pyNum) bigValue() *big.Int {
	if !p.isBig {
		return big.NewInt(p.small)
	}
	v, _ := new(big.Int).SetString(p.digits, p.base) // the digits are valid
	if p.neg {
		v.Neg(v)
	}
	return v
}

// parsePyIPv4Part is parse_ipv4's _parse_num.
func parsePyIPv4Part(s string) (pyNum, bool) {
	switch {
	case len(s) >= 2 && (s[:2] == "0x" || s[:2] == "0X"):
		if len(s) == 2 {
			return pyNum{}, true
		}
		return pyInt(s[2:], 16)
	case len(s) >= 2 && s[0] == '0':
		return pyInt(s[1:], 8)
	case s == "":
		return pyNum{}, true
	}
	return pyInt(s, 10)
}

// pyMaxStrDigits is Python's limit (from 3.11) on the digits int() reads
// in a base that is not a power of two; past it int() fails.
const pyMaxStrDigits = 4300

// pyInt reads s as Python's int(s, base) reads bytes: ASCII white space
// around the number, a sign, the prefix of the base ("0x", "0o") and one
// "_" after it, digits with single "_" between them.
func pyInt(s string, base int) (pyNum, bool) {
	if s != "" && (s[0] <= ' ' || s[len(s)-1] <= ' ') { // seldom: Trim only then
		s = strings.Trim(s, " \t\n\v\f\r")
	}
	var p pyNum
	if s != "" && (s[0] == '+' || s[0] == '-') {
		p.neg = s[0] == '-'
		s = s[1:]
	}
	if len(s) >= 2 && s[0] == '0' {
		if c := s[1] | 0x20; base == 16 && c == 'x' || base == 8 && c == 'o' {
			s = s[2:]
			if s != "" && s[0] == '_' {
				s = s[1:]
			}
		}
	}
	if s == "" || s[0] == '_' || s[len(s)-1] == '_' || strings.Contains(s, "__") {
		return pyNum{}, false
	}
	digits := s
	if strings.IndexByte(s, '_') >= 0 {
		digits = strings.ReplaceAll(s, "_", "")
	}
	for i := range len(digits) {
		if digitValue(digits[i]) >= base {
			return pyNum{}, false
		}
	}
	if base == 10 && len(digits) > pyMaxStrDigits {
		return pyNum{}, false
	}
	if v, err := strconv.ParseInt(digits, base, 64); err == nil && v < smallLimit {
		if p.neg {
			v = -v
		}
		p.small = v
		return p, true
	}
	p.isBig, p.digits, p.base = true, digits, base
	return p, true
}

// digitValue is the value of an ASCII digit or letter (a = 10), and 99
// for any other byte.
func digitValue(b byte) int {
	switch {
	case '0' <= b && b <= '9':
		return int(b - '0')
	case 'a' <= b|0x20 && b|0x20 <= 'z':
		return int(b|0x20-'a') + 10
	}
	return 99
}

package whatwg

import (
	"strconv"
	"strings"

	"github.com/go-iri/iri/internal/chars"
	"github.com/go-iri/iri/internal/pct"
)

// ipv4 runs the IPv4 parser (URL Standard §3.5) on the domain s, the
// host at offset at of the input.
func (p *parser) ipv4(s string, at int) (uint32, bool) {
	if s[len(s)-1] == '.' {
		p.report(errIPv4EmptyPart, at)
		if len(s) > 1 {
			s = s[:len(s)-1]
		}
	}
	parts := 1
	for i := 0; i < len(s); i++ {
		if s[i] == '.' {
			parts++
		}
	}
	if parts < 4 {
		p.report(errIPv4TooFewParts, at)
	}
	if parts > 4 {
		return 0, p.fail(errIPv4TooManyParts, at)
	}
	var numbers [4]uint64
	rest := s
	for n := 0; n < parts; n++ {
		part := rest
		if k := strings.IndexByte(rest, '.'); k >= 0 {
			part, rest = rest[:k], rest[k+1:]
		}
		v, nonDecimal, ok := ipv4Number(part)
		if !ok {
			return 0, p.fail(errIPv4NonNumericPart, at)
		}
		if nonDecimal {
			p.report(errIPv4NonDecimalPart, at)
		}
		numbers[n] = v
	}
	for n := 0; n < parts; n++ {
		if numbers[n] > 255 {
			p.report(errIPv4OutOfRangePart, at)
			break
		}
	}
	// The two steps that fail report nothing of their own: each fails on
	// a part above 255 (the last one's bound is 256 or more), which the
	// step above reported.
	for n := 0; n < parts-1; n++ {
		if numbers[n] > 255 {
			return 0, p.failReported(errIPv4OutOfRangePart, at)
		}
	}
	last := numbers[parts-1]
	if last >= 1<<(8*(5-parts)) {
		return 0, p.failReported(errIPv4OutOfRangePart, at)
	}
	ipv4 := last
	for n := 0; n < parts-1; n++ {
		ipv4 += numbers[n] << (8 * (3 - n))
	}
	return uint32(ipv4), true
}

// ipv4Number is the IPv4 number parser (§3.5): the number part s stands
// for, whether it is written in hexadecimal or octal, and false for
// failure. Numbers beyond 2³² are held at 2³²+1, which every caller
// rejects.
func ipv4Number(s string) (v uint64, nonDecimal, ok bool) {
	if s == "" {
		return 0, false, false
	}
	radix := uint64(10)
	if len(s) >= 2 && s[0] == '0' && s[1]|0x20 == 'x' {
		s, radix, nonDecimal = s[2:], 16, true
	} else if len(s) >= 2 && s[0] == '0' {
		s, radix, nonDecimal = s[1:], 8, true
	}
	for i := 0; i < len(s); i++ {
		// A hex digit's value, which the radix bounds: "8" is no octal
		// digit, "a" no decimal one.
		d := uint64(pct.Unhex(s[i]))
		if !chars.IsHex(s[i]) || d >= radix {
			return 0, false, false
		}
		if v = v*radix + d; v > 1<<32 {
			v = 1<<32 + 1
		}
	}
	return v, nonDecimal, true
}

// appendIPv4 appends the IPv4 serializer's form of addr (§3.6): four
// decimal numbers and dots.
func appendIPv4(b []byte, addr uint32) []byte {
	for i := 3; i >= 0; i-- {
		b = strconv.AppendUint(b, uint64(addr>>(8*i)&0xFF), 10)
		if i > 0 {
			b = append(b, '.')
		}
	}
	return b
}

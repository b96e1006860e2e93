package spoof

import (
	"unicode"

	"github.com/go-iri/iri/internal/props"
)

// MixedNumbers reports whether s has decimal digits (General_Category
// Nd) of more than one decimal system, as "1২3" (a Bengali two among
// ASCII digits) has: UTS #39 §5.3.
func MixedNumbers(s string) bool {
	_, ok := mixedNumbersAt(s)
	return ok
}

// mixedNumbersAt returns the offset of the first digit of another system
// than the first digit's.
func mixedNumbersAt(s string) (int, bool) {
	var first rune = -1
	for i, r := range s {
		zero := zeroOf(r)
		switch {
		case zero < 0:
		case first < 0:
			first = zero
		case zero != first:
			return i, true
		}
	}
	return 0, false
}

// zeroOf returns the digit zero of the decimal system of r, -1 if r is
// not a decimal digit. The digits of a system are encoded in a run from
// zero to nine (The Unicode Standard §4.6), and the ranges of unicode.Nd
// are runs of whole systems: a range's systems start at its low end.
func zeroOf(r rune) rune {
	if r < 0x80 {
		if '0' <= r && r <= '9' {
			return '0'
		}
		return -1
	}
	if r < 0x660 || quietRune(r) || props.Of(r)&props.Digit == 0 {
		return -1 // no decimal digit (TestQuietRunes, internal/props): no table search
	}
	if r <= 0xFFFF {
		return zeroIn(unicode.Nd.R16, r)
	}
	return zeroIn(unicode.Nd.R32, r)
}

// zeroIn finds r in the ranges of unicode.Nd and returns the zero of its
// decimal system, -1 if no range holds it.
func zeroIn[R unicode.Range16 | unicode.Range32](ranges []R, r rune) rune {
	lo, hi := 0, len(ranges)
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		from, to := rangeBounds(ranges[m])
		switch {
		case to < r:
			lo = m + 1
		case from > r:
			hi = m
		default:
			return from + (r-from)/10*10
		}
	}
	return -1
}

func rangeBounds[R unicode.Range16 | unicode.Range32](x R) (rune, rune) {
	switch x := any(x).(type) {
	case unicode.Range16:
		return rune(x.Lo), rune(x.Hi)
	case unicode.Range32:
		return rune(x.Lo), rune(x.Hi)
	}
	return 0, -1
}

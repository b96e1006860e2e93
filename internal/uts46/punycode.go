package uts46

import (
	"math"
	"strings"
	"unicode/utf8"
)

// The parameters of Punycode (RFC 3492 §5).
const (
	punyBase        = 36
	punyTMin        = 1
	punyTMax        = 26
	punySkew        = 38
	punyDamp        = 700
	punyInitialBias = 72
	punyInitialN    = 0x80
)

// appendPunycode appends the Punycode encoding of label (RFC 3492 §6.3,
// without the ACE prefix) to dst, and reports false where the encoding
// overflows. golang.org/x/net/idna's encoder is reachable only through a
// Profile (idna.Punycode.ToASCII), which takes a string and returns a new
// one for each label; the fast path encodes the code points it has
// already decoded into the caller's buffer. It fails where delta would
// pass the largest int32, as x/net/idna's encoder, which counts in int32,
// does, so that the fast path and the slow one give the same answers
// (TestPunycodeOverflowBoundary). decodePunycode is its inverse, for the
// fast path of the checker (ToUnicodeCheckHyphensInto).
func appendPunycode(dst []byte, label []rune) ([]byte, bool) {
	// The basic code points, and m, the least code point not encoded yet;
	// each pass over the label below finds the next.
	basic, m := 0, rune(math.MaxInt32)
	for _, r := range label {
		if r < punyInitialN {
			dst = append(dst, byte(r))
			basic++
		} else {
			m = min(m, r)
		}
	}
	if basic > 0 {
		dst = append(dst, '-')
	}
	// delta counts in 64 bits, and is held to int32 where it is used or
	// grows by more than a step: it grows by at most len(label) between
	// two checks.
	n, delta, bias := rune(punyInitialN), int64(0), int32(punyInitialBias)
	for h := basic; h < len(label); {
		if delta += int64(m-n) * int64(h+1); delta > math.MaxInt32 {
			return dst, false
		}
		n = m
		m = math.MaxInt32
		for _, r := range label {
			// The code points below n counted and the least above n
			// found without a branch: which of the two r is cannot be
			// predicted. r-n is negative exactly when r < n (both are
			// code points).
			delta += int64(uint32(r-n) >> 31)
			above := r
			if r <= n {
				above = math.MaxInt32
			}
			m = min(m, above)
			if r != n {
				continue
			}
			if delta > math.MaxInt32 {
				return dst, false
			}
			// Write delta as a generalized variable-length integer
			// (RFC 3492 §3.3).
			q := int32(delta)
			for k := int32(punyBase); ; k += punyBase {
				t := k - bias
				if t < punyTMin {
					t = punyTMin
				} else if t > punyTMax {
					t = punyTMax
				}
				if q < t {
					break
				}
				// One division for the quotient and the remainder.
				d, width := q-t, punyBase-t
				q = d / width
				dst = append(dst, punyDigit(t+d-q*width))
			}
			dst = append(dst, punyDigit(q))
			bias = punyAdapt(int32(delta), int32(h+1), h == basic)
			delta = 0
			h++
		}
		delta++
		n++
	}
	return dst, true
}

// punyDigit is the basic code point for a digit (RFC 3492 §5): "a" to "z"
// for 0 to 25, "0" to "9" for 26 to 35, in lower case as UTS #46 wants.
func punyDigit(d int32) byte {
	if d < 26 {
		return byte('a' + d)
	}
	return byte('0' + d - 26)
}

// punyAdapt is the bias adaptation function (RFC 3492 §6.1).
func punyAdapt(delta, numPoints int32, firstTime bool) int32 {
	if firstTime {
		delta /= punyDamp
	} else {
		delta /= 2
	}
	delta += delta / numPoints
	k := int32(0)
	for delta > (punyBase-punyTMin)*punyTMax/2 {
		delta /= punyBase - punyTMin
		k += punyBase
	}
	return k + (punyBase-punyTMin+1)*delta/(delta+punySkew)
}

// decodePunycode decodes enc, the Punycode of an A-label without its
// prefix (RFC 3492 §6.2), into runes, and returns how many code points it
// has. It reports false where x/net/idna's decoder fails or may fail, and
// for more than it decides: an empty label (UTS #46 P4), any byte but a
// lower-case letter, a digit or "-" (which the mapping of UTS #46 §4 step
// 1 would change first), a result that is ASCII alone (an error of
// x/net/idna) or longer than maxFastLabel, a surrogate.
func decodePunycode(enc string, runes *[maxFastLabel]rune) (int, bool) {
	b := strings.LastIndexByte(enc, '-')
	if b == 0 || b+1 == len(enc) || len(enc) == 0 || b > maxFastLabel {
		return 0, false
	}
	// The basic code points, before the last "-"; after it, punyValue
	// takes only the digits.
	n := 0
	for ; n < b; n++ {
		if !isLDH(enc[n]) {
			return 0, false
		}
		runes[n] = rune(enc[n])
	}
	const maxInt32 = 1<<31 - 1
	i, code, bias := int32(0), int32(punyInitialN), int32(punyInitialBias)
	for pos := b + 1; pos < len(enc); {
		oldI, w := i, int32(1)
		for k := int32(punyBase); ; k += punyBase {
			if pos == len(enc) {
				return 0, false
			}
			digit := punyValue(enc[pos])
			pos++
			// RFC 3492 §6.2's overflow tests, digit > (maxint-i)/w and
			// w > maxint/(base-t), as products in 64 bits: no division
			// for each digit.
			next := int64(i) + int64(digit)*int64(w)
			if digit < 0 || next > maxInt32 {
				return 0, false
			}
			i = int32(next)
			t := min(max(k-bias, punyTMin), punyTMax)
			if digit < t {
				break
			}
			nextW := int64(w) * int64(punyBase-t)
			if nextW > maxInt32 {
				return 0, false
			}
			w = int32(nextW)
		}
		count := int32(n + 1) // maxFastLabel+1 at most: see below
		bias = decodeAdapt(uint32(i-oldI), count, oldI == 0)
		q, r := divSmall(uint32(i), count)
		if q > utf8.MaxRune-uint32(code) {
			return 0, false
		}
		code += int32(q)
		i = int32(r)
		if n == maxFastLabel || !utf8.ValidRune(code) {
			return 0, false
		}
		// The code points after i move up one: a few at most in a label,
		// fewer instructions in a loop than in a call of memmove.
		moved := runes[i : n+1]
		for j := len(moved) - 1; j > 0; j-- {
			moved[j] = moved[j-1]
		}
		moved[0] = code
		n++
		i++
	}
	return n, true
}

// punyValue is the digit a basic code point stands for (RFC 3492 §5),
// for a lower-case letter or a digit; -1 for another byte.
func punyValue(c byte) int32 {
	return int32(punyValues[c]) - 1
}

// punyValues holds punyValue plus one for each byte, 0 for a byte that is
// not a digit: static data, no work at init.
var punyValues = [256]uint8{
	'a': 1, 'b': 2, 'c': 3, 'd': 4, 'e': 5, 'f': 6, 'g': 7, 'h': 8, 'i': 9, 'j': 10, 'k': 11, 'l': 12, 'm': 13,
	'n': 14, 'o': 15, 'p': 16, 'q': 17, 'r': 18, 's': 19, 't': 20, 'u': 21, 'v': 22, 'w': 23, 'x': 24, 'y': 25, 'z': 26,
	'0': 27, '1': 28, '2': 29, '3': 30, '4': 31, '5': 32, '6': 33, '7': 34, '8': 35, '9': 36,
}

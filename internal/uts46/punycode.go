package uts46

import "math"

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
// already decoded into the caller's buffer. It counts in int32 and fails
// where x/net/idna's encoder does, so that the fast path and the slow one
// give the same answers. Decoding is left to x/net/idna
// (idna.Punycode.ToUnicode): only the slow path decodes.
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
	n, delta, bias := rune(punyInitialN), int32(0), int32(punyInitialBias)
	for h := basic; h < len(label); {
		step := int64(m-n) * int64(h+1)
		if step > int64(math.MaxInt32-delta) {
			return dst, false
		}
		delta += int32(step)
		n = m
		m = math.MaxInt32
		for _, r := range label {
			if r < n {
				if delta == math.MaxInt32 {
					return dst, false
				}
				delta++
				continue
			}
			if r > n {
				m = min(m, r)
				continue
			}
			// Write delta as a generalized variable-length integer
			// (RFC 3492 §3.3).
			q := delta
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
			bias = punyAdapt(delta, int32(h+1), h == basic)
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

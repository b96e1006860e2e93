package uts46

import "math/bits"

// decodePunycode makes, for each code point it inserts, three divisions
// by numbers that change from one code point to the next (RFC 3492 §6.2
// and the bias adaptation of §6.1): the place and the code point from i
// by the count of code points, delta by the same count, and the last step
// of the adaptation. A division costs tens of cycles where a product
// costs a few; the functions here give the same quotients with products
// and table lookups, for the numbers decodePunycode divides (TestDivSmall,
// TestDecodeAdapt hold them to the division).

// divSmall returns x/d and x%d for d from 1 to 64 (a count of code points
// in a label, maxFastLabel+1 at most) and x below 1<<31: the product of x
// and reciprocals[d], ceil(2^63/d), shifted right by 63. Its error,
// x*(reciprocals[d]*d-2^63) < x*d, stays below 2^63 for such x, short of
// changing the quotient.
func divSmall(x uint32, d int32) (q, r uint32) {
	hi, lo := bits.Mul64(uint64(x), reciprocals[d])
	q = uint32(hi<<1 | lo>>63)
	return q, x - q*uint32(d)
}

// decodeAdapt is the bias adaptation function of RFC 3492 §6.1 (punyAdapt)
// for decodePunycode: numPoints from 1 to 64, delta at most 1<<31-1. Its
// last step, (base-tmin+1)*delta/(delta+skew) for delta up to
// ((base-tmin)*tmax)/2, is looked up in adaptTail.
func decodeAdapt(delta uint32, numPoints int32, firstTime bool) int32 {
	if firstTime {
		delta /= punyDamp
	} else {
		delta /= 2
	}
	q, _ := divSmall(delta, numPoints)
	delta += q
	k := int32(0)
	for delta > (punyBase-punyTMin)*punyTMax/2 {
		delta /= punyBase - punyTMin
		k += punyBase
	}
	return k + int32(adaptTail[delta])
}

// reciprocals holds ceil(2^63/d) for each divisor d of divSmall, from 1
// to 64: static data, no work at init.
var reciprocals = [...]uint64{
	0,
	0x8000000000000000, 0x4000000000000000, 0x2aaaaaaaaaaaaaab, 0x2000000000000000,
	0x199999999999999a, 0x1555555555555556, 0x124924924924924a, 0x1000000000000000,
	0x0e38e38e38e38e39, 0x0ccccccccccccccd, 0x0ba2e8ba2e8ba2e9, 0x0aaaaaaaaaaaaaab,
	0x09d89d89d89d89d9, 0x0924924924924925, 0x0888888888888889, 0x0800000000000000,
	0x0787878787878788, 0x071c71c71c71c71d, 0x06bca1af286bca1b, 0x0666666666666667,
	0x0618618618618619, 0x05d1745d1745d175, 0x0590b21642c8590c, 0x0555555555555556,
	0x051eb851eb851eb9, 0x04ec4ec4ec4ec4ed, 0x04bda12f684bda13, 0x0492492492492493,
	0x0469ee58469ee585, 0x0444444444444445, 0x0421084210842109, 0x0400000000000000,
	0x03e0f83e0f83e0f9, 0x03c3c3c3c3c3c3c4, 0x03a83a83a83a83a9, 0x038e38e38e38e38f,
	0x03759f22983759f3, 0x035e50d79435e50e, 0x0348348348348349, 0x0333333333333334,
	0x031f3831f3831f39, 0x030c30c30c30c30d, 0x02fa0be82fa0be83, 0x02e8ba2e8ba2e8bb,
	0x02d82d82d82d82d9, 0x02c8590b21642c86, 0x02b9310572620ae5, 0x02aaaaaaaaaaaaab,
	0x029cbc14e5e0a730, 0x028f5c28f5c28f5d, 0x0282828282828283, 0x0276276276276277,
	0x026a439f656f1827, 0x025ed097b425ed0a, 0x0253c8253c8253c9, 0x024924924924924a,
	0x023ee08fb823ee09, 0x0234f72c234f72c3, 0x022b63cbeea4e1a1, 0x0222222222222223,
	0x02192e29f79b4759, 0x0210842108421085, 0x0208208208208209, 0x0200000000000000,
}

// adaptTail holds (base-tmin+1)*delta/(delta+skew) for each delta from
// 0 to ((base-tmin)*tmax)/2, the last step of decodeAdapt: static data.
var adaptTail = [...]uint8{
	0, 0, 1, 2, 3, 4, 4, 5, 6, 6, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 12, 13, 13,
	13, 14, 14, 14, 15, 15, 15, 16, 16, 16, 17, 17, 17, 17, 18, 18, 18, 18, 18, 19, 19, 19, 19, 19,
	20, 20, 20, 20, 20, 20, 21, 21, 21, 21, 21, 21, 22, 22, 22, 22, 22, 22, 22, 22, 23, 23, 23, 23,
	23, 23, 23, 23, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 25, 25, 25, 25, 25, 25, 25, 25, 25,
	25, 25, 25, 26, 26, 26, 26, 26, 26, 26, 26, 26, 26, 26, 26, 26, 26, 26, 27, 27, 27, 27, 27, 27,
	27, 27, 27, 27, 27, 27, 27, 27, 27, 27, 27, 27, 27, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28,
	28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 29, 29, 29, 29, 29, 29, 29, 29, 29, 29,
	29, 29, 29, 29, 29, 29, 29, 29, 29, 29, 29, 29, 29, 29, 29, 29, 29, 29, 29, 29, 29, 29, 30, 30,
	30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30,
	30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 31, 31, 31, 31,
	31, 31, 31, 31, 31, 31, 31, 31, 31, 31, 31, 31, 31, 31, 31, 31, 31, 31, 31, 31, 31, 31, 31, 31,
	31, 31, 31, 31, 31, 31, 31, 31, 31, 31, 31, 31, 31, 31, 31, 31, 31, 31, 31, 31, 31, 31, 31, 31,
	31, 31, 31, 31, 31, 31, 31, 31, 31, 31, 31, 31, 31, 31, 31, 31, 32, 32, 32, 32, 32, 32, 32, 32,
	32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32,
	32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32,
	32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32,
	32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32,
	32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 33, 33, 33, 33, 33, 33, 33, 33, 33, 33, 33, 33, 33, 33,
	33, 33, 33, 33, 33, 33, 33, 33, 33, 33, 33, 33, 33, 33, 33, 33, 33, 33, 33, 33, 33, 33, 33, 33,
}

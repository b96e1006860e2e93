package whatwg

import (
	"slices"
	"unsafe"
)

// pctNonASCIIRun percent-encodes (§1.3) the run of non-ASCII bytes of s
// that starts at i when it is UTF-8: it appends each byte's "%XX" to b and
// returns b, the end of the run, and true; for a run that is not UTF-8,
// whose bytes are each read as U+FFFD, it returns b as it was, the end of
// the run, and false.
//
// The run is walked once, through the DFA of utf8Rows (generated from
// Table 3-7 of the Unicode Standard by gen_byte_classes.go), one table
// load and one shift a byte, and each byte's triplet is stored as it
// goes: stored before the walk knows whether the run is UTF-8 or where it
// ends, into the capacity past b's length, which the run's end or a
// failure leaves out: finding the end, checking the UTF-8 and encoding
// cost one walk, not one each.
func pctNonASCIIRun(b []byte, s string, i int) ([]byte, int, bool) {
	n, start := len(b), i
	full := b[:cap(b)]
	st := uint64(utf8RunAccept)
	_ = s[i:] // 0 <= i: no bounds checks in the loops
	// Two bytes a step, most non-ASCII characters of a URL being two
	// bytes long: the end and bad states keep to themselves, so one test
	// after both says whether the walk stopped at either. The triplets
	// of both are stored while there is room for them (and the byte of
	// slack of the fourth), which spill made for most runs: the steps
	// that have both bytes in s and that room are counted first, and
	// the bytes read and written through pointers, without the checks
	// of both in each step. The pointers are made from offsets at each
	// step, not moved along: moved past the last step, one would point
	// past its allocation, which the rules of unsafe.Pointer forbid.
	steps := (len(s) - i) / 2
	if room := len(full) - n - 7; room < 0 {
		steps = 0
	} else {
		steps = min(steps, room/6+1)
	}
	src, dst := unsafe.Pointer(unsafe.StringData(s)), unsafe.Pointer(unsafe.SliceData(full))
	for at := n; steps > 0; steps-- {
		p, d := unsafe.Add(src, i), unsafe.Add(dst, at)
		c0, c1 := *(*byte)(p), *(*byte)(unsafe.Add(p, 1))
		*(*[4]byte)(d) = pctTriplet[c0]
		*(*[4]byte)(unsafe.Add(d, 3)) = pctTriplet[c1]
		st = utf8Rows[c0] >> (st & 63)
		st = utf8Rows[c1] >> (st & 63) & 63
		if st <= utf8RunBad {
			break
		}
		i, at = i+2, at+6
	}
	// The triplets of s[start:stored] are in place.
	stored := i
	if st > utf8RunBad {
		// Out of room, or one byte left: the rest of the walk a byte at
		// a time, without storing.
		for ; i < len(s); i++ {
			if st = utf8Rows[s[i]] >> (st & 63) & 63; st <= utf8RunBad {
				break
			}
		}
	} else if st == utf8RunEnd && s[i] >= 0x80 {
		// The ASCII byte is the second of the last two.
		i++
		stored = i
	}
	switch st {
	case utf8RunBad:
		for i < len(s) && s[i] >= 0x80 {
			i++
		}
		return b[:n], i, false
	case utf8RunEnd:
	default:
		// At the end of s, between characters or in one that it cuts.
		if st != utf8RunAccept {
			return b[:n], i, false
		}
	}
	if stored < i {
		// The triplets the walk had no room for.
		b = slices.Grow(full[:n+3*(stored-start)], 3*(i-stored))
		for _, c := range []byte(s[stored:i]) {
			b = append(b, pctTriplet[c][:3]...)
		}
		return b, i, true
	}
	return full[:n+3*(i-start)], i, true
}

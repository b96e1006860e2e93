package idn

import "testing"

// TestWordScansExhaustive holds PlainHost, HasPunycodeLabel, IsACELabel
// and CutLabel to their references (checkPlainHost, checkCutLabel) on
// every host of up to eight bytes from "x", "N", "-", ".", "," and 0xAD
// (the bytes of a prefix in either case, a dot, and the bytes a word's
// zero test may mark by a borrow: "," is "-" but for its lowest bit,
// 0xAD "-" but for its highest), and on those of seven bytes after one to
// nine "a", so that a prefix or a dot falls at each place of the first
// word, the last one overlapping it, and across the two.
func TestWordScansExhaustive(t *testing.T) {
	const bytes = "xN-.,\xad"
	var host []byte
	var each func(n int)
	each = func(n int) {
		if len(host) == n {
			checkPlainHost(t, string(host))
			checkCutLabel(t, string(host))
			if t.Failed() {
				t.FailNow()
			}
			return
		}
		for i := range len(bytes) {
			host = append(host, bytes[i])
			each(n)
			host = host[:len(host)-1]
		}
	}
	for n := range 9 {
		each(n)
	}
	for pad := 1; pad <= 9; pad++ {
		host = host[:0]
		for range pad {
			host = append(host, 'a')
		}
		each(pad + 7)
	}
}

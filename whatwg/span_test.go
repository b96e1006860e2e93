package whatwg

import (
	"fmt"
	"testing"
)

// TestSpan holds charSet.span to a byte-by-byte walk with has, for every
// set the parser spans, on strings of up to nine bytes that hold one byte
// of every value at every offset among bytes outside the set, from every
// offset k.
func TestSpan(t *testing.T) {
	sets := []charSet{
		c0ControlSet, fragmentSet, querySet, specialQuerySet, pathSet, userinfoSet,
		forbiddenDomain, pathEnd[0], pathEnd[1],
	}
	for _, s := range sets {
		checkSpanEveryByte(t, 9, fmt.Sprintf("%#x", s), s.has, s.span)
	}
}

// checkSpanEveryByte holds span to a byte-by-byte walk with has, on
// strings of up to n bytes that hold one byte of every value at every
// offset among bytes outside the set, from every offset k.
func checkSpanEveryByte(t *testing.T, n int, name string, has func(c byte) bool, span func(str string, k int) int) {
	t.Helper()
	var filler byte // a byte outside the set
	for has(filler) {
		filler++
	}
	b := make([]byte, n)
	for n := 0; n <= len(b); n++ {
		for at := 0; at < max(n, 1); at++ {
			for c := 0; c < 256; c++ {
				for j := range b[:n] {
					b[j] = filler
				}
				if at < n {
					b[at] = byte(c)
				}
				str := string(b[:n])
				for k := 0; k <= n; k++ {
					want := k
					for want < n && !has(str[want]) {
						want++
					}
					if got := span(str, k); got != want {
						t.Fatalf("%s.span(%q, %d) = %d, want %d", name, str, k, got, want)
					}
				}
			}
		}
	}
}

package whatwg

import "testing"

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
		var filler byte // a byte outside s
		for s.has(filler) {
			filler++
		}
		b := make([]byte, 9)
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
						for want < n && !s.has(str[want]) {
							want++
						}
						if got := s.span(str, k); got != want {
							t.Fatalf("%#x.span(%q, %d) = %d, want %d", s, str, k, got, want)
						}
					}
				}
			}
		}
	}
}

package whatwg

import "testing"

// TestSpanSegments holds charSet.spanSegments to a byte-by-byte walk that
// stops at a byte of the set and at a "." or "%" that starts a segment,
// for both sets the path spans, on every string of up to seven bytes of
// "/", ".", "%", "a", "?", "\" and a non-ASCII byte, from every offset
// (str[k] starts a segment, whatever the byte before it).
func TestSpanSegments(t *testing.T) {
	alphabet := []byte{'/', '.', '%', 'a', '?', '\\', 0xC3}
	want := func(s charSet, str string, k int) int {
		prevSep := true
		for ; k < len(str); k++ {
			c := str[k]
			if s.has(c) || prevSep && (c == '.' || c == '%') {
				break
			}
			prevSep = c == '/' || c == '?' || c == '#'
		}
		return k
	}
	b := make([]byte, 7)
	for n := 0; n <= len(b); n++ {
		idx := make([]int, n)
		for {
			for j := range idx {
				b[j] = alphabet[idx[j]]
			}
			str := string(b[:n])
			for _, s := range segmentsStop {
				for k := 0; k <= n; k++ {
					if got, w := s.spanSegments(str, k), want(s, str, k); got != w {
						t.Fatalf("%#x.spanSegments(%q, %d) = %d, want %d", s, str, k, got, w)
					}
				}
			}
			j := 0
			for ; j < n; j++ {
				if idx[j]++; idx[j] < len(alphabet) {
					break
				}
				idx[j] = 0
			}
			if j == n {
				break
			}
		}
	}
}

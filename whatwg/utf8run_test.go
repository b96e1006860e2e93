package whatwg

import (
	"testing"
	"unicode/utf8"
)

// runEnd is nonASCIIRun as the parser had it: the run's end by a walk,
// and utf8.ValidString on it.
func runEnd(s string, i int) (int, bool) {
	e := i
	for e < len(s) && s[e] >= utf8.RuneSelf {
		e++
	}
	return e, utf8.ValidString(s[i:e])
}

func checkNonASCIIRun(t *testing.T, s string) {
	t.Helper()
	for i := 0; i < len(s); i++ {
		if s[i] < utf8.RuneSelf {
			continue
		}
		e, ok := nonASCIIRun(s, i)
		if we, wok := runEnd(s, i); e != we || ok != wok {
			t.Fatalf("nonASCIIRun(%q, %d) = %d, %v; want %d, %v", s, i, e, ok, we, wok)
		}
	}
}

// TestNonASCIIRun holds nonASCIIRun to utf8.ValidString on every string
// of up to three bytes, each followed by nothing, an ASCII byte or a
// non-ASCII one, and on every string of four bytes that are each a byte
// at the edge of a range of Table 3-7 or next to one.
func TestNonASCIIRun(t *testing.T) {
	var b [4]byte
	for n := 1; n <= 3; n++ {
		total := 1 << (8 * n)
		for v := range total {
			for k := range n {
				b[k] = byte(v >> (8 * k))
			}
			checkNonASCIIRun(t, string(b[:n]))
			checkNonASCIIRun(t, string(b[:n])+"a")
			checkNonASCIIRun(t, string(b[:n])+"\x80")
		}
	}
	edges := []byte{0x00, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC1, 0xC2, 0xDF, 0xE0, 0xE1, 0xEC, 0xED, 0xEE, 0xEF, 0xF0, 0xF1, 0xF3, 0xF4, 0xF5, 0xFF}
	for _, c0 := range edges {
		for _, c1 := range edges {
			for _, c2 := range edges {
				for _, c3 := range edges {
					for _, c4 := range edges {
						checkNonASCIIRun(t, string([]byte{c0, c1, c2, c3, c4}))
					}
				}
			}
		}
	}
}

// FuzzNonASCIIRun holds nonASCIIRun to utf8.ValidString from every
// non-ASCII byte of any input.
func FuzzNonASCIIRun(f *testing.F) {
	f.Add("\xe0\xa0\x80a\xed\xa0\x80\xf4\x90\x80\x80\xc3")
	f.Add("бутилкаучук/передненебный.svg")
	f.Fuzz(checkNonASCIIRun)
}

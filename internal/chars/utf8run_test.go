package chars

import (
	"testing"
	"unicode/utf8"
)

// naiveRunEnd is what UTF8RunEnd vouches for, one character at a time,
// from RFC 3987 §2.2 (outside the query): the end of the run r from
// offset i, and whether all before it is allowed.
func naiveRunEnd(s string, i int, r Run) (int, bool) {
	for i < len(s) {
		switch b := s[i]; {
		case b == '%':
			if len(s)-i < 3 || !IsHex(s[i+1]) || !IsHex(s[i+2]) {
				return i, false
			}
			i += 3
		case b < utf8.RuneSelf:
			if RunOf(b)&r == 0 {
				return i, true
			}
			i++
		default:
			c, n := utf8.DecodeRuneInString(s[i:])
			if c == utf8.RuneError && n <= 1 || !IRIRune(c, false) {
				return i, false
			}
			i += n
		}
	}
	return i, true
}

var everyRun = []Run{RunUserinfo, RunRegName, RunPath, RunQuery, RunSegmentNC}

// checkRunEnd holds UTF8RunEnd to naiveRunEnd on s from offset 0: where
// the walk vouches for the text, the text is allowed and the run ends
// where it says; where it does not, the text is bad at or before the
// byte it stopped at, or allowed past it (rare text, left to the
// caller): never allowed up to a stop at or before it.
func checkRunEnd(t *testing.T, s string, r Run) {
	t.Helper()
	j, ok := UTF8RunEnd(s, 0, r)
	e, eok := naiveRunEnd(s, 0, r)
	switch {
	case ok && (!eok || e != j):
		t.Fatalf("UTF8RunEnd(%q, 0, %#x) = %d, true; the run is %d, %v", s, r, j, e, eok)
	case !ok && eok && e <= j:
		t.Fatalf("UTF8RunEnd(%q, 0, %#x) = %d, false; the run ends at %d, allowed", s, r, j, e)
	}
}

// TestUTF8RunEndEveryCodePoint walks every code point (and each
// surrogate, written as UTF-8 would) in every run, alone, after and
// before other text, and wants the walk to vouch for exactly the ranges
// its doc comment names, and for nothing that is not allowed.
func TestUTF8RunEndEveryCodePoint(t *testing.T) {
	for c := rune(0x80); c <= utf8.MaxRune; c++ {
		enc := string(c)
		if c >= 0xD800 && c <= 0xDFFF {
			enc = string([]byte{0xED, byte(0x80 | c>>6&0x3F), byte(0x80 | c&0x3F)})
		}
		fast := c >= 0xA0 && c <= 0x1FFF || c >= 0x2040 && c <= 0x2FBF || c >= 0x3000 && c <= 0xD7FF ||
			c >= 0xF900 && c <= 0xFDBF || c >= 0xFE00 && c <= 0xFFBF ||
			c >= 0x10000 && c <= 0x3FFFF && c&0xFFC0 != 0xFFC0 && c&0xFFC0 != 0xF000
		for _, r := range everyRun {
			if _, ok := UTF8RunEnd(enc, 0, r); ok != fast {
				t.Fatalf("UTF8RunEnd(%q, 0, %#x) vouches %v for U+%04X, want %v", enc, r, ok, c, fast)
			}
			checkRunEnd(t, "é"+enc+":x", r)
		}
		for _, s := range []string{"%41" + enc + "/é", enc + "%4", "ab" + enc + "\xC3"} {
			checkRunEnd(t, s, RunPath)
		}
	}
}

// TestUTF8RunEndEverySequence walks every string of up to three bytes
// that starts with a non-ASCII byte or "%" in two runs, every string of
// up to two in all runs, and four-byte strings after the lead bytes of
// four-byte sequences, over the bytes around the edges of the
// continuation bytes.
func TestUTF8RunEndEverySequence(t *testing.T) {
	var firsts []byte
	for b := 0x80; b < 0x100; b++ {
		firsts = append(firsts, byte(b))
	}
	firsts = append(firsts, '%')
	for _, b0 := range firsts {
		for b1 := 0; b1 < 256; b1++ {
			for _, r := range everyRun {
				checkRunEnd(t, string([]byte{b0}), r)
				checkRunEnd(t, string([]byte{b0, byte(b1)}), r)
			}
			for b2 := 0; b2 < 256; b2++ {
				for _, r := range []Run{RunRegName, RunQuery} {
					checkRunEnd(t, string([]byte{b0, byte(b1), byte(b2)}), r)
				}
			}
		}
	}
	var edges []byte
	for b := 0x7F; b <= 0xC0; b++ {
		edges = append(edges, byte(b))
	}
	edges = append(edges, '%', 'a', '/', '4')
	for b0 := 0xF0; b0 <= 0xF7; b0++ {
		for _, b1 := range edges {
			for _, b2 := range edges {
				for _, b3 := range edges {
					checkRunEnd(t, string([]byte{byte(b0), b1, b2, b3}), RunPath)
				}
			}
		}
	}
}

// TestUTF8RunEndStops walks runs that end at each ASCII byte outside
// them, after whole characters and in the middle of one.
func TestUTF8RunEndStops(t *testing.T) {
	for _, r := range everyRun {
		for b := 0; b < utf8.RuneSelf; b++ {
			for _, s := range []string{"é", "日本a", "%41", "😀", "\xC3", "%4", "\xF0\x9F\x98"} {
				checkRunEnd(t, s+string(rune(b))+"é", r)
			}
		}
	}
}

func FuzzUTF8RunEnd(f *testing.F) {
	for _, s := range []string{"é/", "日本a%41?", "😀#", "\U0001FFFF", "\u200e", "\ue000", "%4g", "\xed\xa0\x80"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, r := range everyRun {
			checkRunEnd(t, s, r)
		}
	})
}

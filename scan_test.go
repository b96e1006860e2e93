package iri

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/go-iri/iri/internal/chars"
	"github.com/go-iri/iri/internal/corpus"
)

// naiveScan is what scan does, written one character at a time, straight
// from RFC 3987 §2.2: the reference that scan's word-at-a-time reading
// must agree with.
func naiveScan(s string, i int, class chars.Class, c Component, private bool) (int, error) {
	for i < len(s) {
		b := s[i]
		if b < utf8.RuneSelf {
			switch {
			case chars.In(b, class):
				i++
				continue
			case b == '%' && i+2 < len(s) && chars.IsHex(s[i+1]) && chars.IsHex(s[i+2]):
				i += 3
				continue
			case b == '%':
				return i, &Error{Input: s, Offset: i, Component: c, Err: ErrPercentEncoding}
			}
			return i, nil
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size <= 1 || !chars.IRIRune(r, private) {
			return i, charError(s, i, c)
		}
		i += size
	}
	return i, nil
}

// scanRuns pairs each run scan takes with the class of naiveScan.
var scanRuns = []struct {
	run   chars.Run
	class chars.Class
}{
	{chars.RunUserinfo, chars.Userinfo},
	{chars.RunRegName, chars.RegName},
	{chars.RunPath, chars.Path},
	{chars.RunQuery, chars.Query},
	{chars.RunSegmentNC, chars.SegmentNC},
}

// checkScan compares scan with naiveScan on s from every offset, for
// every run, in the query (where iprivate is allowed) and elsewhere.
func checkScan(t *testing.T, s string) {
	t.Helper()
	for start := 0; start <= len(s); start++ {
		checkScanAt(t, s, start)
	}
}

// checkScanAt is checkScan from offset start.
func checkScanAt(t *testing.T, s string, start int) {
	t.Helper()
	for _, r := range scanRuns {
		for _, c := range []Component{ComponentFragment, ComponentQuery} {
			got, gotErr := scan(s, start, r.run, c)
			want, wantErr := naiveScan(s, start, r.class, c, c == ComponentQuery)
			var ge, we *Error
			errors.As(gotErr, &ge)
			errors.As(wantErr, &we)
			switch {
			case (ge == nil) != (we == nil):
				t.Fatalf("scan(%q, %d, %#x, %v): %d, %v; want %d, %v", s, start, r.run, c, got, gotErr, want, wantErr)
			case ge == nil && got != want:
				t.Fatalf("scan(%q, %d, %#x, %v) = %d, want %d", s, start, r.run, c, got, want)
			case ge != nil && (ge.Offset != we.Offset || ge.Err != we.Err || ge.Component != we.Component):
				t.Fatalf("scan(%q, %d, %#x, %v): %v, want %v", s, start, r.run, c, gotErr, wantErr)
			}
		}
	}
}

// TestScanEveryCodePoint compares scan with naiveScan on every code point
// (and each surrogate, written as UTF-8 would), in every run, in the
// query and elsewhere: after ASCII text, which the word loop takes, and
// after non-ASCII text, which the walk of chars.UTF8RunEnd takes, each
// followed by ASCII text and a stop.
func TestScanEveryCodePoint(t *testing.T) {
	for c := rune(0); c <= utf8.MaxRune; c++ {
		enc := string(c)
		if c >= 0xD800 && c <= 0xDFFF {
			enc = string([]byte{0xED, byte(0x80 | c>>6&0x3F), byte(0x80 | c&0x3F)})
		}
		checkScanAt(t, "abcdefgh"+enc+"x:", 0)
		checkScanAt(t, "é"+enc+"x?", 0)
	}
}

// scanPieces are the pieces the scan tests build inputs from: bytes of
// every run and of none, the delimiters, "%" with and without its hex
// digits, non-ASCII text (private use and a bidi control among it; the
// lead bytes whose next byte decides: Thai after E0, a C1 control and
// NBSP after C2, Hangul and a surrogate after ED; four bytes) and invalid
// UTF-8 (an overlong E0 sequence, a lone continuation byte, a cut
// sequence).
var scanPieces = []string{"a", "Z", "4", "f", "g", "-", "%", "%4", "%4F", "%g1", ":", "@", "/", "?", "#", "[", " ",
	"\x7f", "é", "日本", "\ue000", "\u200e", "\xff", "\xe6\x97", "ก", "\u0085\u00a0", "\ud7a3\xed\xa0\x80", "😀",
	"\xe0\x80\x80", "\x80", "\xd0"}

// TestScanMatchesNaive compares scan with naiveScan on every input of up
// to three pieces, and on random ones up to 40 pieces long, which put
// each piece at every lane of a word, across words and at the end.
func TestScanMatchesNaive(t *testing.T) {
	corpus.Concatenations(scanPieces, 3, func(s string) { checkScan(t, s) })
	rng := rand.New(rand.NewPCG(22, 22))
	for range 20000 {
		var b strings.Builder
		for n := rng.IntN(40); n > 0; n-- {
			// Mostly plain letters, as in real text, so that whole
			// words of the run come between the rest.
			if rng.IntN(3) > 0 {
				b.WriteByte('a' + byte(rng.IntN(26)))
			} else {
				b.WriteString(scanPieces[rng.IntN(len(scanPieces))])
			}
		}
		checkScan(t, b.String())
	}
}

func FuzzScan(f *testing.F) {
	for _, p := range scanPieces {
		f.Add("abcdefg" + p + "hijklmnop%41")
	}
	f.Fuzz(func(t *testing.T, s string) {
		if len(s) > 256 {
			s = s[:256] // checkScan tries every offset
		}
		checkScan(t, s)
	})
}

// Package quickcheck tells, faster than golang.org/x/text/unicode/norm,
// which text NFC and NFKC leave as it is: the quick check of UAX #15 §9
// on the code points that need nothing but a table (Quick_Check Yes and
// Canonical_Combining_Class 0), with x/text left to judge the rest.
package quickcheck

//go:generate go run gen_tables.go
//go:generate env GOTOOLCHAIN=go1.26.8 go run gen_tables.go

import "unicode/utf8"

// A Form is a normalization form whose quick check the table holds; its
// value indexes a leaf of the table (gen_tables.go writes them in this
// order).
type Form uint8

const (
	NFC  Form = iota // Normalization Form C
	NFKC             // Normalization Form KC
)

// passes reports whether r passes the quick check of f with nothing to
// look back at: Quick_Check Yes and Canonical_Combining_Class 0, and a
// segment starts at r in x/text (see gen_tables.go), so that neither r
// nor what comes before it changes when f is applied (UAX #15 §9), though
// r may still compose with a character that follows it.
func (f Form) passes(r rune) bool {
	if r > last {
		return true
	}
	return leaves[blocks[r>>blockBits]][f]>>(r&(1<<blockBits-1))&1 != 0
}

// Resume returns len(s) when every code point of s passes the quick check
// of f on its own (ASCII does), which makes s normal in f (UAX #15 §9: a
// string of code points with Quick_Check Yes whose combining classes never
// decrease is normalized). Otherwise it returns where a full check of s
// must start: the offset of the last code point before the first that
// does not pass, or 0. That code point starts a segment, as every one
// before it does, and so the text before it is normal and stays so
// whatever follows; it may compose with what follows ("e" and U+0301 are
// "é"). A byte that is not part of UTF-8 is taken as a code point that
// does not pass.
func (f Form) Resume(s string) int {
	from := 0
	for i := 0; i < len(s); {
		if c := s[i]; c < utf8.RuneSelf {
			from = i
			i++
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && n == 1 || !f.passes(r) {
			return from
		}
		from = i
		i += n
	}
	return len(s)
}

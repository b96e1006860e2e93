package spoof

import (
	"strings"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// prototype returns the prototype of r in confusables.txt (UTS #39 §4),
// and whether r has one (a character without one is its own).
func prototype(r rune) (string, bool) {
	// confusableSources is sorted: the last source at or below r, as in a
	// range table of bare starts, is r if any is.
	m := rangeIndex(confusableSources[:], 0, r)
	if confusableSources[m] != uint32(r) {
		return "", false
	}
	start := uint16(0)
	if m > 0 {
		start = confusableEnds[m-1]
	}
	return confusableTargets[start:confusableEnds[m]], true
}

// ignorable reports whether r is a Default_Ignorable_Code_Point, which
// the skeleton leaves out.
func ignorable(r rune) bool {
	return r >= 0xAD && lookupRange(ignorableRanges[:], 1, r) == 1
}

// Skeleton returns the skeleton of s (UTS #39 §4): s in NFD, without its
// default-ignorable characters, each character replaced by its prototype
// in confusables.txt, and the result in NFD again. Two strings with the
// same skeleton are confusable; a skeleton is for comparing, never for
// showing. Invalid UTF-8 counts as U+FFFD. A string that is its own
// skeleton (most ASCII words) is returned without allocating.
//
// Where the last NFD decomposes a prototype into characters that have
// prototypes of their own (U+FE82 ARABIC LETTER ALEF WITH MADDA ABOVE
// FINAL FORM → U+0622 → U+0627 U+0653, and U+0627 → "l"), the mapping is
// applied again until nothing changes, so that a skeleton is its own
// skeleton and the two sides of every line of confusables.txt meet; the
// one pass of §4 leaves 13 lines apart.
func Skeleton(s string) string {
	if sameSkeleton(s) {
		return s
	}
	if !utf8.ValidString(s) {
		s = validUTF8(s)
	}
	d := norm.NFD.String(s)
	for range 4 { // two passes suffice for the data of Unicode 17
		m, changed := mapPrototypes(d)
		if !changed {
			break
		}
		d = norm.NFD.String(m)
	}
	return d
}

// validUTF8 replaces each byte of s that is not part of a UTF-8 sequence
// by U+FFFD, as a range loop reads it.
func validUTF8(s string) string {
	var b strings.Builder
	for _, r := range s {
		b.WriteRune(r)
	}
	return b.String()
}

// mapPrototypes replaces each character of s by its prototype and leaves
// out the default-ignorable ones; changed reports whether that changed s.
func mapPrototypes(s string) (mapped string, changed bool) {
	var b strings.Builder
	for i, r := range s {
		p, ok := prototype(r)
		if !ok && !ignorable(r) {
			if changed {
				b.WriteRune(r)
			}
			continue
		}
		if !changed {
			changed = true
			b.Grow(len(s) + 8)
			b.WriteString(s[:i])
		}
		b.WriteString(p)
	}
	if !changed {
		return s, false
	}
	return b.String(), true
}

// sameSkeleton reports, cheaply, whether s is certainly its own skeleton:
// ASCII without a character that confusables.txt maps.
func sameSkeleton(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c >= utf8.RuneSelf || asciiMapped[c] {
			return false
		}
	}
	return true
}

// asciiMapped marks the ASCII characters that have a prototype in
// confusables.txt ("0" → "O", "1" → "l", "m" → "rn", "|" → "l", ...).
// TestASCIIMapped keeps it in step with the table.
var asciiMapped = [128]bool{
	'"': true, '%': true, '0': true, '1': true, 'I': true, '`': true, 'm': true, '|': true,
}

// Confusable reports whether a and b are confusable (UTS #39 §4): they
// have the same skeleton. Every string is confusable with itself.
func Confusable(a, b string) bool {
	return a == b || Skeleton(a) == Skeleton(b)
}

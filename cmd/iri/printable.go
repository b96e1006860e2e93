package main

import (
	"strconv"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/width"
)

// The text output is one result per line, and an IRI in it is written as
// it is: every character the grammar of RFC 3987 §2.2 allows, the
// invisible ones that Persian, Arabic and Indic words need (ZWNJ, ZWJ)
// among them, so that what is printed reads back as the same IRI. Only
// what would break the format is escaped, as a Go string literal escapes
// it: line breaks and the other C0 and C1 controls and DEL ("\n", "\x7f",
// "\u0085"), none of which an IRI may hold, and bytes that are not UTF-8
// ("\xff"), which only an invalid input holds. The backslash of an escape
// is not allowed in an IRI either, so an escaped text is never read back
// as an IRI.
//
// A value of iri.IRI holds a valid reference (the package's constructors
// see to it): it is written without a look, and only the inputs that
// failed go through printable.

// isEscaped reports whether r is written escaped: a C0 or C1 control or DEL.
func isEscaped(r rune) bool {
	return r < 0x20 || r >= 0x7F && r <= 0x9F
}

// printable returns s with what isEscaped reports, and the bytes that are
// not UTF-8, escaped; s itself when there is nothing to escape, as for
// every valid IRI.
func printable(s string) string {
	start := firstEscaped(s)
	if start == len(s) {
		return s // the usual case: nothing to escape, nothing to copy
	}
	b := make([]byte, 0, len(s)+16)
	b = append(b, s[:start]...)
	for i := start; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		b = appendRune(b, s[i:i+size], r, size)
		i += size
	}
	return string(b)
}

// firstEscaped returns the offset of the first byte of s that printable
// escapes, len(s) if none.
func firstEscaped(s string) int {
	for i := 0; i < len(s); {
		if c := s[i]; c < utf8.RuneSelf {
			if isEscaped(rune(c)) {
				return i
			}
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size == 1 || isEscaped(r) {
			return i
		}
		i += size
	}
	return len(s)
}

// appendRune appends the character r, raw in the input (size bytes; a
// byte that is not UTF-8 is a character of its own), escaped if it is to
// be: as strconv writes it in a Go literal, "\n", "\x7f", "\u0085",
// "\xff".
func appendRune(b []byte, raw string, r rune, size int) []byte {
	if r == utf8.RuneError && size == 1 || isEscaped(r) {
		n := len(b)
		b = strconv.AppendQuote(b, raw)
		return append(b[:n], b[n+1:len(b)-1]...) // without the quotes
	}
	return append(b, raw...)
}

// columns returns how many terminal columns printable(s[:offset]) takes:
// escapes their length, other characters their width (see runeWidth).
func columns(s string, offset int) int {
	n := 0
	for i := 0; i < offset && i < len(s); {
		if c := s[i]; c >= 0x20 && c < 0x7F {
			n, i = n+1, i+1 // printable ASCII: one column
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size == 1 || isEscaped(r) {
			n += len(appendRune(nil, s[i:i+size], r, size))
		} else {
			n += runeWidth(r)
		}
		i += size
	}
	return n
}

// editorColumn returns the column of s[offset:] in the line s as the GNU
// Coding Standards count it for "LINE:COLUMN" (§4.4, "Formatting Error
// Messages"), which editors follow to jump there: from 1, a tab to the
// next multiple of 8, each character its width (see runeWidth).
func editorColumn(s string, offset int) int {
	n := 0
	for i := 0; i < offset && i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == '\t' {
			n = n/8*8 + 8
		} else {
			n += runeWidth(r)
		}
		i += size
	}
	return n + 1
}

// runeWidth returns the columns r takes on a terminal or in an editor's
// grid: two for the wide and full-width characters of UAX #11, none for
// combining marks and invisible format characters (ZWJ, ZWNJ), one for
// the others.
func runeWidth(r rune) int {
	if r < 0xA0 {
		return 1 // ASCII and the C1 controls
	}
	if unicode.In(r, unicode.Mn, unicode.Me, unicode.Cf) {
		return 0
	}
	switch width.LookupRune(r).Kind() {
	case width.EastAsianWide, width.EastAsianFullwidth:
		return 2
	}
	return 1
}

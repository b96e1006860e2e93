package main

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/width"
)

// displayable returns s made safe to print on a terminal: control
// characters, bidirectional controls and other format characters, which
// would reorder or hide text, and bytes that are not UTF-8 are written as
// Go escapes (\x00, \u202e, \xff). Everything else is left as it is.
func displayable(s string) string {
	start := firstUndisplayable(s)
	if start == len(s) {
		return s // the usual case: nothing to escape, nothing to copy
	}
	var b strings.Builder
	b.WriteString(s[:start])
	for i := start; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		b.WriteString(displayRune(s[i:i+size], r, size))
		i += size
	}
	return b.String()
}

// firstUndisplayable returns the offset of the first character of s that
// displayRune escapes, len(s) if none.
func firstUndisplayable(s string) int {
	for i := 0; i < len(s); {
		if c := s[i]; c >= 0x20 && c < 0x7F {
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if raw := s[i : i+size]; displayRune(raw, r, size) != raw {
			return i
		}
		i += size
	}
	return len(s)
}

func displayRune(raw string, r rune, size int) string {
	switch {
	case r == utf8.RuneError && size == 1:
		return fmt.Sprintf(`\x%02x`, raw[0])
	case r < 0x20 || r == 0x7F:
		return fmt.Sprintf(`\x%02x`, r)
	case unicode.IsControl(r) || unicode.Is(unicode.Cf, r) || unicode.Is(unicode.Zl, r) || unicode.Is(unicode.Zp, r):
		return fmt.Sprintf(`\u%04x`, r)
	}
	return raw
}

// columns returns how many terminal columns displayable(s[:offset]) takes:
// wide and full-width characters take two, combining marks none.
func columns(s string, offset int) int {
	n := 0
	for i := 0; i < offset && i < len(s); {
		if c := s[i]; c >= 0x20 && c < 0x7F {
			n, i = n+1, i+1 // printable ASCII: one column
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		shown := displayRune(s[i:i+size], r, size)
		switch {
		case shown != s[i:i+size]:
			n += len(shown)
		case unicode.In(r, unicode.Mn, unicode.Me):
		default:
			switch width.LookupRune(r).Kind() {
			case width.EastAsianWide, width.EastAsianFullwidth:
				n += 2
			default:
				n++
			}
		}
		i += size
	}
	return n
}

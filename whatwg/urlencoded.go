package whatwg

import (
	"strings"
	"unicode/utf8"

	"golang.org/x/text/encoding/unicode"
	"golang.org/x/text/transform"

	"github.com/go-iri/iri/internal/chars"
	"github.com/go-iri/iri/internal/pct"
)

// The application/x-www-form-urlencoded format, URL Standard §5, UTF-8
// only. The parser (§5.1) and the serializer (§5.2) meet in one form: a
// URLSearchParams holds the serialization of its list, which this file
// makes (appendFormParsed), recognizes (isFormSerialized), compares
// against (formEncodedEqual) and reads back (formDecoded).

// formSafe reports whether the serializer writes c as it is: ASCII
// alphanumerics, "*", "-", "." and "_" are the bytes outside the
// application/x-www-form-urlencoded percent-encode set (URL Standard
// §1.3). Space is in the set, but written as "+" (§5.2, spaceAsPlus).
func formSafe(c byte) bool {
	return chars.IsUnreserved(c) && c != '~' || c == '*' // unreserved is ALPHA / DIGIT / "-" / "." / "_" / "~"
}

// formEncodedLen returns the length of s serialized (§5.2).
func formEncodedLen(s string) int {
	n := len(s)
	for i := 0; i < len(s); i++ {
		if !formSafe(s[i]) && s[i] != ' ' {
			n += 2
		}
	}
	return n
}

// appendFormEncoded appends the UTF-8 text s to dst as the serializer
// writes a name or a value (URL Standard §5.2: percent-encode after
// encoding, with the application/x-www-form-urlencoded percent-encode set
// and space as "+").
func appendFormEncoded[T string | []byte](dst []byte, s T) []byte {
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case formSafe(c):
			dst = append(dst, c)
		case c == ' ':
			dst = append(dst, '+')
		default:
			dst = append(dst, '%', pct.UpperHex[c>>4], pct.UpperHex[c&15])
		}
	}
	return dst
}

// formEncodedEqual reports whether enc, a name or value as the serializer
// wrote it, is the UTF-8 text s serialized: the list's names compared with
// a name given, without decoding either.
func formEncodedEqual(enc, s string) bool {
	j := 0
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case formSafe(c):
			if j >= len(enc) || enc[j] != c {
				return false
			}
			j++
		case c == ' ':
			if j >= len(enc) || enc[j] != '+' {
				return false
			}
			j++
		default:
			if j+2 >= len(enc) || enc[j] != '%' || enc[j+1] != pct.UpperHex[c>>4] || enc[j+2] != pct.UpperHex[c&15] {
				return false
			}
			j += 3
		}
	}
	return j == len(enc)
}

// appendFormDecoded appends s to dst with "+" as a space and every %HH
// decoded into its octet; a "%" without two hex digits stays (URL Standard
// §5.1 step 3.4 and 3.5, the percent-decoding of §1.3).
func appendFormDecoded(dst []byte, s string) []byte {
	// "+" is not a hex digit: no triplet spans one.
	for {
		i := strings.IndexByte(s, '+')
		if i < 0 {
			return pct.AppendLenientDecoded(dst, s)
		}
		dst = append(pct.AppendLenientDecoded(dst, s[:i]), ' ')
		s = s[i+1:]
	}
}

// formDecoded returns a name or value of a serialization as text: s itself
// when it has no "+" and no "%", so that reading an ASCII pair allocates
// nothing.
func formDecoded(s string) string {
	if strings.IndexByte(s, '%') < 0 && strings.IndexByte(s, '+') < 0 {
		return s
	}
	b := appendFormDecoded(make([]byte, 0, len(s)), s)
	return chars.Frozen(b) // b is not written again
}

// scalarValues returns s with each ill-formed UTF-8 sequence replaced by
// U+FFFD, as the Encoding Standard's UTF-8 decoder does (one U+FFFD per
// maximal subpart; golang.org/x/text's UTF-8 decoder follows it, where a
// range over s gives one per byte), and without removing a BOM: URL
// Standard §5.1 step 3.5's "UTF-8 decode without BOM". It also stands for
// WebIDL's conversion to a USVString of a name or value given to a
// method: a Go string can hold bytes that are not UTF-8, as a JavaScript
// string can hold lone surrogates, and both become U+FFFD. s is returned
// as it is when it is UTF-8.
func scalarValues(s string) string {
	if utf8.ValidString(s) {
		return s
	}
	out, _, err := transform.String(unicode.UTF8.NewDecoder(), s)
	if err != nil { // the decoder has no error of its own; keep the promise of UTF-8 anyway
		return strings.ToValidUTF8(s, "\uFFFD")
	}
	return out
}

// appendFormParsed parses input as URL Standard §5.1 says and appends the
// list it gives, serialized as §5.2 says, to dst (a serialization itself,
// maybe empty, which the pairs extend): both steps in one pass,
// each name and value decoded into a buffer on the stack and encoded
// again from there.
func appendFormParsed(dst []byte, input string) []byte {
	var scratch [128]byte
	for input != "" {
		var seq string
		seq, input, _ = strings.Cut(input, "&") // step 1
		if seq == "" {
			continue // step 3.1
		}
		name, value, _ := strings.Cut(seq, "=") // steps 3.2 and 3.3
		// A pair serialized is never empty ("=" at least), so dst is
		// empty before the first.
		if len(dst) > 0 {
			dst = append(dst, '&')
		}
		dst = appendFormReencoded(dst, name, scratch[:0])
		dst = append(dst, '=')
		dst = appendFormReencoded(dst, value, scratch[:0])
	}
	return dst
}

// appendFormReencoded decodes one name or value of the input (§5.1 steps
// 3.4 and 3.5) and appends it to dst serialized (§5.2). In one pass, most
// of the time: runs the serializer leaves, "+" (a space, which it writes
// as "+" again), and the triplets of a whole UTF-8 character are copied
// (the hex in upper case), and other ASCII, decoded or not, is encoded.
// Where the octets are not UTF-8 by whole characters, the decoding into
// buf, with U+FFFD for ill-formed sequences, is done first.
func appendFormReencoded(dst []byte, s string, buf []byte) []byte {
	start := len(dst)
	for i := 0; i < len(s); {
		c := s[i]
		switch {
		case formSafe(c) || c == '+':
			j := i + 1
			for j < len(s) && (formSafe(s[j]) || s[j] == '+') {
				j++
			}
			dst = append(dst, s[i:j]...)
			i = j
		case pct.IsTriplet(s, i):
			if b := pct.Octet(s, i); b < utf8.RuneSelf {
				dst = appendFormEncoded(dst, []byte{b})
				i += 3
				continue
			}
			_, n := pct.DecodeRune(s[i:])
			if n == 0 {
				return appendFormDecodedEncoded(dst[:start], s, buf)
			}
			for end := i + n; i < end; i += 3 {
				dst = append(dst, '%', pct.Upper(s[i+1]), pct.Upper(s[i+2]))
			}
		case c < utf8.RuneSelf: // a "%" without two hex digits among them
			dst = appendFormEncoded(dst, []byte{c})
			i++
		default:
			r, n := utf8.DecodeRuneInString(s[i:])
			if r == utf8.RuneError && n == 1 {
				return appendFormDecodedEncoded(dst[:start], s, buf)
			}
			dst = appendFormEncoded(dst, s[i:i+n])
			i += n
		}
	}
	return dst
}

// appendFormDecodedEncoded is appendFormReencoded in two steps: s decoded
// into buf, with U+FFFD for each ill-formed UTF-8 sequence, then encoded.
func appendFormDecodedEncoded(dst []byte, s string, buf []byte) []byte {
	buf = appendFormDecoded(buf, s)
	if utf8.Valid(buf) {
		return appendFormEncoded(dst, buf)
	}
	return appendFormEncoded(dst, scalarValues(string(buf)))
}

// isFormSerialized reports whether s is its own parse serialized again
// (see formSerializedLen).
func isFormSerialized(s string) bool { return formSerializedLen(s) == len(s) }

// formSerializedLen returns the length of the longest prefix of s made of
// whole pairs that are their own parse serialized again (len(s) when all
// of s is): pairs joined by "&", each with one "=", each name and value
// made of the bytes the serializer leaves, "+", and upper-case triplets of
// the other bytes (space excepted) that decode to UTF-8. The prefix ends
// before an "&", so that the parser can take up the rest.
func formSerializedLen(s string) int {
	hasEquals, pairsEnd := false, 0
	for i := 0; i < len(s); {
		switch c := s[i]; {
		case formSafe(c), c == '+':
			i++
		case c == '=':
			if hasEquals {
				return pairsEnd
			}
			hasEquals = true
			i++
		case c == '&':
			if !hasEquals { // an empty pair, or one without "="
				return pairsEnd
			}
			hasEquals, pairsEnd = false, i
			i++
		case c == '%':
			n := formTriplets(s, i)
			if n == 0 {
				return pairsEnd
			}
			i += n
		default:
			return pairsEnd
		}
	}
	if s != "" && !hasEquals {
		return pairsEnd
	}
	return len(s)
}

// formTriplets returns the length of the triplets at s[i] that the
// serializer would write for one character, or 0 if it would not write
// them so: lower-case hex, an octet it leaves as it is, a space, or octets
// that are not the UTF-8 of one character.
func formTriplets(s string, i int) int {
	if i+2 >= len(s) || !isUpperHex(s[i+1]) || !isUpperHex(s[i+2]) {
		return 0
	}
	b := pct.Octet(s, i)
	if b < utf8.RuneSelf {
		if formSafe(b) || b == ' ' {
			return 0
		}
		return 3
	}
	_, n := pct.DecodeRune(s[i:])
	for k := 3; k < n; k += 3 {
		if !isUpperHex(s[i+k+1]) || !isUpperHex(s[i+k+2]) {
			return 0
		}
	}
	return n
}

// isUpperHex reports whether c is a hex digit as the serializer writes
// them: "0"-"9" or "A"-"F".
func isUpperHex(c byte) bool { return chars.IsDigit(c) || c >= 'A' && c <= 'F' }

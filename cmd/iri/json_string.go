package main

import "unicode/utf8"

// appendJSONString appends s as a JSON string, quoted, exactly as
// writeJSON writes a string (encoding/json without the escaping of "&",
// "<" and ">"): '"' and '\' escaped by a backslash, the controls below
// U+0020 as \b, \f, \n, \r, \t or \u00XX, U+2028 and U+2029 as \u2028
// and \u2029; a string that is not UTF-8 is left to encoding/json,
// whose answer depends on the release of Go. It is for the
// commands whose output is one line per input of a few strings, which
// would spend most of their time in encoding/json's reflection
// (TestAppendJSONString holds it to encoding/json).
func appendJSONString(b []byte, s string) []byte {
	quote := len(b)
	b = append(b, '"')
	start := 0
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if c >= ' ' && c != '"' && c != '\\' {
				i++
				continue
			}
			b = append(b, s[start:i]...)
			switch c {
			case '"', '\\':
				b = append(b, '\\', c)
			case '\b':
				b = append(b, '\\', 'b')
			case '\f':
				b = append(b, '\\', 'f')
			case '\n':
				b = append(b, '\\', 'n')
			case '\r':
				b = append(b, '\\', 'r')
			case '\t':
				b = append(b, '\\', 't')
			default:
				b = append(b, '\\', 'u', '0', '0', hexDigits[c>>4], hexDigits[c&0xF])
			}
			i++
			start = i
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			// encoding/json writes \ufffd up to Go 1.26 and U+FFFD
			// itself from Go 1.27 on (encoding/json/v2): let it say.
			return append(b[:quote], marshal(s)...)
		case r == '\u2028' || r == '\u2029':
			b = append(append(b, s[start:i]...), '\\', 'u', '2', '0', '2', hexDigits[r&0xF])
		default:
			i += size
			continue
		}
		i += size
		start = i
	}
	return append(append(b, s[start:]...), '"')
}

const hexDigits = "0123456789abcdef"

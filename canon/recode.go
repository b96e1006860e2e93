package canon

// appendRecoded appends what escapedString(unescapeRepeatedly(s)) is,
// with the hex digits of digits, ASCII letters lower-cased where lower
// says so, in one pass and without a string of its own, for the s where
// one pass of decoding is all there is to do: every '%' of s starts an
// escape ("%XX") and none decodes to '%', so that the decoded text holds
// no '%' and no escape is left to decode. It reports false, with dst
// holding a partial write past its old length, where s has another '%',
// or a tab, CR or LF (which the parsers remove before decoding): the
// callers then truncate dst and take their general path.
//
// Lower-casing after escaping lower-cases the escapes' hex digits too,
// as IA's lower-casing of surt's Google-escaped path does: a caller that
// lower-cases passes lowerHex.
func appendRecoded(dst []byte, s string, digits string, lower bool) ([]byte, bool) {
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '%':
			if i+2 >= len(s) || !isHex(s[i+1]) || !isHex(s[i+2]) {
				return dst, false
			}
			if c = unhex(s[i+1])<<4 | unhex(s[i+2]); c == '%' {
				return dst, false
			}
			i += 2
		case c == '\t' || c == '\r' || c == '\n':
			return dst, false
		}
		switch f := byteFacts[c]; {
		case f&factEscape != 0:
			dst = append(dst, '%', digits[c>>4], digits[c&15])
		case lower && f&factUpper != 0:
			dst = append(dst, c+'a'-'A')
		default:
			dst = append(dst, c)
		}
	}
	return dst, true
}

// simpleAuthority finds the end of the authority that starts s, the
// bytes up to the first '/', '?' or '#', where each is a letter, a digit, '-', '_', '.' or ':'. It reports the first
// ':' (or -1), whether a letter is upper case, and false for an
// authority with any other byte (userinfo, an escape, a bracket, a
// byte above ASCII, a control), which the fast paths leave to the
// general ones.
func simpleAuthority(s string) (end, colon int, upper, ok bool) {
	colon = -1
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case 'a' <= c && c <= 'z' || '0' <= c && c <= '9' || c == '-' || c == '.' || c == '_':
		case 'A' <= c && c <= 'Z':
			upper = true
		case c == ':':
			if colon < 0 {
				colon = i
			}
		case c == '/' || c == '?' || c == '#':
			return i, colon, upper, true
		default:
			return 0, 0, false, false
		}
	}
	return len(s), colon, upper, true
}

// plainName reports whether host, a run of simpleAuthority's bytes
// without ':', is a name each of the canonicalizations keeps as it is
// but for its case: not empty, no empty label (no dot at either end, no
// ".."), and not starting with a digit (which every IPv4 form does).
func plainName(host string) bool {
	if host == "" || host[0] == '.' || host[len(host)-1] == '.' || '0' <= host[0] && host[0] <= '9' {
		return false
	}
	for i := 1; i < len(host); i++ {
		if host[i] == '.' && host[i-1] == '.' {
			return false
		}
	}
	return true
}

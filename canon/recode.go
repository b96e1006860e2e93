package canon

import (
	"github.com/go-iri/iri/internal/chars"
	"github.com/go-iri/iri/internal/pct"
)

// How appendRecoded writes a part of a URL.
const (
	recodeLower   = 1 << iota // lower-case ASCII letters (IA's path and query)
	recodePath                // a path: stop at '?' too, and reject what normalPath would
	recodeToQuery             // stop at '?' too
)

// The bytes appendRecoded looks at one by one; the others it copies in
// runs.
const (
	rcSpecial  = 1 << iota // '%', and each byte escapedString escapes ('#' among them)
	rcUpper                // an ASCII upper-case letter
	rcPath                 // '/', '.', '?' and '(' , which a path's segments and session ids are made of
	rcQuestion             // '?'
)

var recodeClass = func() (t [256]byte) {
	for c := range 256 {
		switch {
		case byteFacts[c]&factEscape != 0:
			t[c] = rcSpecial
		case byteFacts[c]&factUpper != 0:
			t[c] = rcUpper
		case c == '?':
			t[c] = rcPath | rcQuestion
		case c == '/' || c == '.' || c == '(':
			t[c] = rcPath
		}
	}
	return t
}()

// appendRecoded appends what escapedString(unescapeRepeatedly(s)) is,
// up to the first '#' of s (and, with recodePath or recodeToQuery, the
// first '?'), its escapes' hex digits in lower case, in one pass and
// without a string of its own, for the s where one pass of decoding is
// all there is to do: every '%' starts an escape ("%XX") and none
// decodes to '%', so the decoded text holds no '%' and no escape is left
// to decode. It returns where in s it stopped.
//
// It reports false, with dst holding a partial write past its old
// length, where s has another '%', or a tab, CR or LF (which the parsers
// remove before decoding), and with recodePath, where the path decoded
// is one that normalPath rejects (it starts with '/', which the callers
// see to) or an escape decodes to '?'. The callers then truncate dst and
// take their general path. With recodePath, paren says whether the
// path holds '(', which each of IA's path session ids starts with.
//
// Lower-case hex digits are what both callers want: IA lower-cases
// surt's Google-escaped path and query, hex digits too, and Safe
// Browsing writes its escapes so.
func appendRecoded(dst []byte, s string, how int) (out []byte, stop int, paren, ok bool) {
	mask := byte(rcSpecial)
	if how&recodeLower != 0 {
		mask |= rcUpper
	}
	path, toQuery := how&recodePath != 0, how&(recodePath|recodeToQuery) != 0
	if path {
		mask |= rcPath
	}
	if toQuery {
		mask |= rcQuestion
	}
	seg := -1 // the length of the path's segment so far if it is all dots, or -1
scan:
	for i := 0; i < len(s); {
		j := i
		for j < len(s) && recodeClass[s[j]]&mask == 0 {
			j++
		}
		if j > i {
			dst, seg = append(dst, s[i:j]...), -1
		}
		if j == len(s) {
			break
		}
		c := s[j]
		i = j + 1
		switch {
		case c >= 0x80: // a run of them, as the text of an IRI has: each escaped
			for ; j < len(s) && s[j] >= 0x80; j++ {
				dst = append(dst, '%', lowerHex[s[j]>>4], lowerHex[s[j]&15])
			}
			i, seg = j, -1
			continue
		case c == '#' || toQuery && c == '?':
			return dst, j, paren, !path || seg < 1 || seg > 2
		case c == '%':
			for {
				if !pct.IsTriplet(s, j) {
					return dst, j, paren, false
				}
				c, i = pct.Octet(s, j), j+3
				if byteFacts[c]&factEscape == 0 {
					break
				}
				if c == '%' {
					return dst, j, paren, false
				}
				// Escaped again as it is written, its hex digits in lower
				// case: the escapes of an IRI's text percent-encoded,
				// which come in runs.
				dst, seg = append(dst, '%', s[j+1]|0x20, s[j+2]|0x20), -1
				if j = i; j == len(s) || s[j] != '%' {
					continue scan
				}
			}
			if path && c == '?' {
				return dst, j, paren, false
			}
		case c == '\t' || c == '\r' || c == '\n':
			return dst, j, paren, false
		}
		if path {
			switch c {
			case '/':
				if seg >= 0 && seg <= 2 {
					return dst, j, paren, false // an empty, "." or ".." segment
				}
				seg = 0
			case '.':
				if seg >= 0 {
					seg++
				}
			default:
				paren, seg = paren || c == '(', -1
			}
		}
		switch f := byteFacts[c]; {
		case f&factEscape != 0: // a control, space or DEL, as written
			dst = append(dst, '%', lowerHex[c>>4], lowerHex[c&15])
		case how&recodeLower != 0 && f&factUpper != 0:
			dst = append(dst, c+'a'-'A')
		default:
			dst = append(dst, c)
		}
	}
	return dst, len(s), paren, !path || seg < 1 || seg > 2
}

// hasTabOrNewline reports whether s holds a tab, CR or LF, which the
// parsers remove. It reads eight bytes at a time: every URL is asked.
func hasTabOrNewline(s string) bool {
	for ; len(s) >= 8; s = s[8:] {
		w := chars.Word(s)
		if chars.FirstByteLanes(w, '\t')|chars.FirstByteLanes(w, '\r')|chars.FirstByteLanes(w, '\n') != 0 {
			return true
		}
	}
	for i := 0; i < len(s); i++ {
		if c := s[i]; c == '\t' || c == '\r' || c == '\n' {
			return true
		}
	}
	return false
}

// simpleAuthority finds the end of the authority that starts s, the
// bytes up to the first '/', '?' or '#', and the start of its host,
// after its last '@' (userinfo, which each canonicalization drops). The
// host and port are letters, digits, '-', '_', '.' and ':'. It reports
// the first ':' after the host's start (or -1) and whether a letter
// after it is upper case; and false for an authority with "..", or with
// any other byte after its last '@' (an escape, a bracket, a byte above
// ASCII, a control), or with a tab, CR, LF, '\\' or '%' anywhere (which
// a parser removes, reads as '/', or decodes, perhaps into a '/' or an
// '@'), which the fast paths leave to the general ones.
func simpleAuthority(s string) (hostStart, end, colon int, upper, ok bool) {
	colon = -1
	bad := false // a byte that a host cannot hold, so far after the last '@'
	for i := 0; i < len(s); i++ {
		for i < len(s) && authorityClass[s[i]] == acName {
			i++
		}
		if i == len(s) {
			break
		}
		switch authorityClass[s[i]] {
		case acDot:
			bad = bad || i > hostStart && s[i-1] == '.' // an empty label
		case acUpper:
			upper = true
		case acColon:
			if colon < 0 {
				colon = i
			}
		case acAt:
			hostStart, colon, upper, bad = i+1, -1, false, false
		case acEnd:
			return hostStart, i, colon, upper, !bad
		case acRefused:
			return 0, 0, 0, false, false
		default:
			bad = true
		}
	}
	return hostStart, len(s), colon, upper, !bad
}

// The classes of the bytes of an authority for simpleAuthority.
const (
	acOther   = iota
	acName    // a lower-case letter, a digit, '-' or '_'
	acDot     // '.'
	acUpper   // an upper-case letter
	acColon   // ':'
	acAt      // '@'
	acEnd     // '/', '?' or '#'
	acRefused // a tab, CR, LF, '\\' or '%'
)

var authorityClass = func() (t [256]byte) {
	for c := range 256 {
		switch {
		case 'a' <= c && c <= 'z' || '0' <= c && c <= '9' || c == '-' || c == '_':
			t[c] = acName
		case 'A' <= c && c <= 'Z':
			t[c] = acUpper
		case c == '.':
			t[c] = acDot
		case c == ':':
			t[c] = acColon
		case c == '@':
			t[c] = acAt
		case c == '/' || c == '?' || c == '#':
			t[c] = acEnd
		case c == '\t' || c == '\r' || c == '\n' || c == '\\' || c == '%':
			t[c] = acRefused
		}
	}
	return t
}()

// plainName reports whether host, a run of simpleAuthority's bytes
// without ':', is a name each of the canonicalizations keeps as it is
// but for its case: not empty, no empty label (simpleAuthority has
// rejected ".."; no dot at either end), and not starting with a digit
// (which every IPv4 form does).
func plainName(host string) bool {
	return host != "" && host[0] != '.' && host[len(host)-1] != '.' && (host[0] < '0' || host[0] > '9')
}

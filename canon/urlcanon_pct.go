package canon

import "strings"

// A byteSet is a set of bytes, one bit each.
type byteSet [4]uint64

func (s *byteSet) has(b byte) bool { return s[b>>6]&(1<<(b&63)) != 0 }

// newByteSet is the set of the bytes of each range "a-z" (three bytes) or
// single byte in spec, and, with controls, of 0x00-0x20 and 0x7F-0xFF.
func newByteSet(controls bool, spec string) byteSet {
	var s byteSet
	add := func(lo, hi int) {
		for b := lo; b <= hi; b++ {
			s[b>>6] |= 1 << (b & 63)
		}
	}
	if controls {
		add(0x00, 0x20)
		add(0x7f, 0xff)
	}
	for i := 0; i < len(spec); i++ {
		if i+2 < len(spec) && spec[i+1] == '-' {
			add(int(spec[i]), int(spec[i+2]))
			i += 2
			continue
		}
		add(int(spec[i]), int(spec[i]))
	}
	return s
}

// The percent-encode sets of urlcanon's canonicalizers
// (python/urlcanon/canon.py), each the bytes it escapes.
var (
	// c0EncodeSet is C0_ENCODE_RE: the C0 controls and 0x7F-0xFF, but
	// not the space (the 2017 URL Standard's C0 control percent-encode
	// set).
	c0EncodeSet = func() byteSet { s := newByteSet(true, ""); s[0] &^= 1 << ' '; return s }()
	// pathEncodeSet is PATH_ENCODE_RE: the path percent-encode set.
	pathEncodeSet = newByteSet(true, "\"#<>?`{}")
	// queryEncodeSet is QUERY_ENCODE_RE.
	queryEncodeSet = newByteSet(true, "\"#<>")
	// userinfoEncodeSet is USERINFO_ENCODE_RE.
	userinfoEncodeSet = newByteSet(true, "\"#<>?`{}/:;=@[\\]^|")
	// hostEncodeSet is HOST_ENCODE_RE.
	hostEncodeSet = newByteSet(true, "")
	// googleEncodeSet is GOOGLE_PCT_ENCODE_RE (Safe Browsing's: controls,
	// space, 0x7F-0xFF, "#" and "%").
	googleEncodeSet = newByteSet(true, "#%")
	// The LESS_DUMB_* sets of the semantic canonicalizers.
	lessDumbUserinfoEncodeSet = newByteSet(true, "#%:@")
	lessDumbPathEncodeSet     = newByteSet(true, "#%?")
	lessDumbQueryEncodeSet    = newByteSet(true, "#%&=")
)

// pctEncode escapes the bytes of s in set as "%XX", upper-case hex
// (canon.py, pct_encode). s comes back as it is when nothing is escaped.
func pctEncode(s string, set *byteSet) string {
	i := 0
	for i < len(s) && !set.has(s[i]) {
		i++
	}
	if i == len(s) {
		return s
	}
	b := make([]byte, 0, len(s)+2*(len(s)-i))
	b = append(b, s[:i]...)
	for ; i < len(s); i++ {
		if c := s[i]; set.has(c) {
			b = append(b, '%', upperHex[c>>4], upperHex[c&15])
		} else {
			b = append(b, c)
		}
	}
	return string(b)
}

// pctDecodeOnce decodes each "%XX" of s once, left to right
// (urllib.parse.unquote_to_bytes); a "%" without two hex digits stays.
func pctDecodeOnce(s string) string {
	i := strings.IndexByte(s, '%')
	if i < 0 {
		return s
	}
	b := make([]byte, 0, len(s))
	b = append(b, s[:i]...)
	for ; i < len(s); i++ {
		if s[i] == '%' && i+2 < len(s) && isHex(s[i+1]) && isHex(s[i+2]) {
			b = append(b, unhex(s[i+1])<<4|unhex(s[i+2]))
			i += 2
			continue
		}
		b = append(b, s[i])
	}
	return string(b)
}

// pctDecodeRepeatedly decodes s until no "%XX" is left
// (canon.py, pct_decode_token_repeatedly). urlcanon decodes the whole
// string again while a pass changes it, which takes time quadratic in
// the nesting ("%252525...41"); the answer is the same for any order of
// decoding, since no two "%XX" overlap and each one decoded shortens the
// string, so here one pass decodes as it goes: after each byte, a "%XX"
// that ends at the output's last byte is decoded in place, and may make
// another.
func pctDecodeRepeatedly(s string) string {
	i := strings.IndexByte(s, '%')
	if i < 0 || !hasEscape(s[i:]) {
		return s
	}
	b := make([]byte, 0, len(s))
	b = append(b, s[:i]...)
	for ; i < len(s); i++ {
		b = append(b, s[i])
		for n := len(b); n >= 3 && b[n-3] == '%' && isHex(b[n-2]) && isHex(b[n-1]); n = len(b) {
			b = append(b[:n-3], unhex(b[n-2])<<4|unhex(b[n-1]))
		}
	}
	return string(b)
}

// hasEscape reports whether s has a "%XX".
func hasEscape(s string) bool {
	for {
		i := strings.IndexByte(s, '%')
		if i < 0 || i+2 >= len(s) {
			return false
		}
		if isHex(s[i+1]) && isHex(s[i+2]) {
			return true
		}
		s = s[i+1:]
	}
}

func isHex(c byte) bool {
	return '0' <= c && c <= '9' || 'a' <= c|0x20 && c|0x20 <= 'f'
}

func unhex(c byte) byte {
	if c <= '9' {
		return c - '0'
	}
	return c | 0x20 - 'a' + 10
}

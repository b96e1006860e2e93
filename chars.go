package iri

// Character classes of RFC 3987 §2.2 and RFC 3986 §2, as one table for the
// ASCII range. Each bit says whether a byte may appear literally in one
// component; percent-encodings and non-ASCII characters are handled apart
// (see isUcschar and isIprivate), so the hot loop of the parser is a single
// table lookup per ASCII byte.
const (
	bitScheme    = 1 << iota // ALPHA / DIGIT / "+" / "-" / "."
	bitUserinfo              // unreserved / sub-delims / ":"
	bitRegName               // unreserved / sub-delims
	bitPath                  // pchar / "/" (pchar = unreserved / sub-delims / ":" / "@")
	bitQuery                 // pchar / "/" / "?" (iquery and ifragment)
	bitHex                   // HEXDIG
	bitSegmentNC             // unreserved / sub-delims / "@" (isegment-nz-nc)
)

var asciiClass = func() (t [256]uint8) {
	set := func(chars string, bits uint8) {
		for i := 0; i < len(chars); i++ {
			t[chars[i]] |= bits
		}
	}
	const (
		alpha     = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
		digit     = "0123456789"
		subDelims = "!$&'()*+,;="
	)
	unreserved := alpha + digit + "-._~"
	set(alpha+digit+"+-.", bitScheme)
	set(unreserved+subDelims+":", bitUserinfo)
	set(unreserved+subDelims, bitRegName)
	set(unreserved+subDelims+"@", bitSegmentNC)
	set(unreserved+subDelims+":@/", bitPath|bitQuery)
	set("?", bitQuery)
	set(digit+"ABCDEFabcdef", bitHex)
	return t
}()

func isAlpha(c byte) bool { return c|0x20 >= 'a' && c|0x20 <= 'z' }
func isDigit(c byte) bool { return c >= '0' && c <= '9' }
func isHex(c byte) bool   { return asciiClass[c]&bitHex != 0 }

// iriRune reports whether the non-ASCII r may stand as it is in an IRI
// component (3987 §2.2): a ucschar other than the bidi formatting
// characters §4.1 forbids, or, where private is set (the query), an
// iprivate.
func iriRune(r rune, private bool) bool {
	return isUcschar(r) && !isBidiFormatting(r) || private && isIprivate(r)
}

// isBidiControl reports whether r is any bidi control: the formatting
// characters §4.1 forbids and those Unicode added since (isBidiIsolate).
func isBidiControl(r rune) bool { return isBidiFormatting(r) || isBidiIsolate(r) }

// isUcschar reports whether r is in the ucschar production of RFC 3987 §2.2:
//
//	ucschar = %xA0-D7FF / %xF900-FDCF / %xFDF0-FFEF
//	        / %x10000-1FFFD / %x20000-2FFFD / ... / %xD0000-DFFFD
//	        / %xE1000-EFFFD
//
// Above U+FFFF every plane is allowed but for its last two code points
// (the non-characters U+nFFFE and U+nFFFF); plane 14 starts at U+E1000,
// leaving out the tag characters, and planes 15 and 16 are iprivate.
func isUcschar(r rune) bool {
	switch {
	case r < 0xA0:
		return false
	case r <= 0xD7FF:
		return true
	case r < 0xF900:
		return false // surrogates and the private use area U+E000-F8FF
	case r <= 0xFDCF:
		return true
	case r < 0xFDF0:
		return false // the non-characters U+FDD0-FDEF
	case r <= 0xFFEF:
		return true
	case r < 0x10000:
		return false // specials U+FFF0-FFFF
	case r >= 0xE0000 && r < 0xE1000:
		return false // tags and variation selectors supplement
	case r >= 0xF0000:
		return false // planes 15 and 16: iprivate, not ucschar
	}
	return r&0xFFFE != 0xFFFE
}

// isIprivate reports whether r is in the iprivate production of RFC 3987
// §2.2, allowed in the query only:
//
//	iprivate = %xE000-F8FF / %xF0000-FFFFD / %x100000-10FFFD
func isIprivate(r rune) bool {
	switch {
	case r >= 0xE000 && r <= 0xF8FF:
		return true
	case r >= 0xF0000 && r <= 0x10FFFF:
		return r&0xFFFE != 0xFFFE
	}
	return false
}

// isBidiFormatting reports whether r is one of the bidirectional formatting
// characters that RFC 3987 §4.1 says "MUST NOT" be used in an IRI: LRM, RLM,
// LRE, RLE, PDF, LRO and RLO. They are in the ucschar range, so the
// grammar alone would accept them.
func isBidiFormatting(r rune) bool {
	return r == 0x200E || r == 0x200F || (r >= 0x202A && r <= 0x202E)
}

// isBidiIsolate reports whether r is one of the bidi controls Unicode 6.3
// added after RFC 3987: ALM (U+061C) and the isolates LRI, RLI, FSI and
// PDI (U+2066–2069). The grammar allows them; the checks that handle the
// older controls handle these too.
func isBidiIsolate(r rune) bool {
	return r == 0x061C || r >= 0x2066 && r <= 0x2069
}

// literal reports whether the byte c stands for itself in the components
// of class bit.
func literal(c byte, bit uint8) bool { return asciiClass[c]&bit != 0 }

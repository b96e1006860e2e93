package chars

// IRIRune reports whether the non-ASCII r may stand as it is in an IRI
// component (RFC 3987 §2.2): a ucschar other than the bidi formatting
// characters §4.1 forbids, or, where private is set (the query), an
// iprivate.
func IRIRune(r rune, private bool) bool {
	return IsUcschar(r) && !IsBidiFormatting(r) || private && IsIprivate(r)
}

// IsUcschar reports whether r is in the ucschar production of RFC 3987 §2.2:
//
//	ucschar = %xA0-D7FF / %xF900-FDCF / %xFDF0-FFEF
//	        / %x10000-1FFFD / %x20000-2FFFD / ... / %xD0000-DFFFD
//	        / %xE1000-EFFFD
//
// Above U+FFFF every plane is allowed but for its last two code points
// (the non-characters U+nFFFE and U+nFFFF); plane 14 starts at U+E1000,
// leaving out the tag characters, and planes 15 and 16 are iprivate.
func IsUcschar(r rune) bool {
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

// IsIprivate reports whether r is in the iprivate production of RFC 3987
// §2.2, allowed in the query only:
//
//	iprivate = %xE000-F8FF / %xF0000-FFFFD / %x100000-10FFFD
func IsIprivate(r rune) bool {
	switch {
	case r >= 0xE000 && r <= 0xF8FF:
		return true
	case r >= 0xF0000 && r <= 0x10FFFF:
		return r&0xFFFE != 0xFFFE
	}
	return false
}

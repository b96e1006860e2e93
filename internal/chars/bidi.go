package chars

// IsBidiFormatting reports whether r is one of the bidirectional formatting
// characters that RFC 3987 §4.1 says "MUST NOT" be used in an IRI: LRM, RLM,
// LRE, RLE, PDF, LRO and RLO. They are in the ucschar range, so the
// grammar alone would accept them.
func IsBidiFormatting(r rune) bool {
	return r == 0x200E || r == 0x200F || (r >= 0x202A && r <= 0x202E)
}

// IsBidiIsolate reports whether r is one of the bidi controls Unicode 6.3
// added after RFC 3987: ALM (U+061C) and the isolates LRI, RLI, FSI and
// PDI (U+2066–2069). The grammar allows them; the checks that handle the
// older controls handle these too.
func IsBidiIsolate(r rune) bool {
	return r == 0x061C || r >= 0x2066 && r <= 0x2069
}

// IsBidiControl reports whether r is any bidi control: the formatting
// characters §4.1 forbids and those Unicode added since (IsBidiIsolate).
func IsBidiControl(r rune) bool { return IsBidiFormatting(r) || IsBidiIsolate(r) }

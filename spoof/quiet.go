package spoof

// quietRune reports whether r is in a block whose characters are neither
// nonspacing nor enclosing marks (General_Category Mn, Me), nor decimal
// digits (Nd), nor soft-dotted, and decompose in NFD, if at all, to such
// characters only: CJK Unified Ideographs (U+4E00-9FFF) and Hangul
// syllables (U+AC00-D7A3, which decompose to conjoining jamo). For
// marksFrom such a character is a base like any other, and for zeroOf no
// digit: the common text of East Asian labels skips the NFD property and
// table searches (TestQuietRunes checks every one against the tables).
func quietRune(r rune) bool {
	return 0x4E00 <= r && r <= 0x9FFF || 0xAC00 <= r && r <= 0xD7A3
}

package spoof

import (
	"strings"
	"unicode/utf8"
)

// Allowed reports whether r is in the General Security Profile for
// identifiers (UTS #39 §3.1): its Identifier_Status is Allowed. A
// character that is not is Restricted; TypeOf says why.
func Allowed(r rune) bool {
	if r < utf8.RuneSelf {
		return asciiAllowed(byte(r))
	}
	if uint32(r) > utf8.MaxRune {
		return false
	}
	return lookupRange(allowedRanges[:], 1, r) == 1
}

// asciiAllowed is Identifier_Status for ASCII: letters, digits and
// "'", "-", ".", ":", "_" (IdentifierStatus.txt).
func asciiAllowed(b byte) bool {
	return 'a' <= b|0x20 && b|0x20 <= 'z' || '0' <= b && b <= ':' || b == '\'' || b == '-' || b == '.' || b == '_'
}

// An IdentifierType is the set of values of the Identifier_Type property
// of a character (UTS #39 §3.1, Table 1): why a character is Restricted
// (Obsolete, Technical, Not_XID, ...), or that it is Recommended or an
// Inclusion, the two types of Allowed characters.
type IdentifierType uint16

// The values of Identifier_Type, one bit each, in the order of Table 1.
const (
	TypeNotCharacter IdentifierType = 1 << iota
	TypeDeprecated
	TypeDefaultIgnorable
	TypeNotNFKC
	TypeNotXID
	TypeExclusion
	TypeObsolete
	TypeTechnical
	TypeUncommonUse
	TypeLimitedUse
	TypeInclusion
	TypeRecommended
)

var typeNames = [...]string{"Not_Character", "Deprecated", "Default_Ignorable", "Not_NFKC", "Not_XID",
	"Exclusion", "Obsolete", "Technical", "Uncommon_Use", "Limited_Use", "Inclusion", "Recommended"}

// TypeOf returns the Identifier_Type of r.
func TypeOf(r rune) IdentifierType {
	if uint32(r) > utf8.MaxRune {
		return TypeNotCharacter
	}
	// typeStarts is a range table of bare starts: shift 0.
	return typeValues[rangeIndex(typeStarts[:], 0, r)]
}

// String joins the names of the types with " ", as IdentifierType.txt
// writes them ("Technical Obsolete").
func (t IdentifierType) String() string {
	var b strings.Builder
	for i, n := range typeNames {
		if t&(1<<i) != 0 {
			if b.Len() > 0 {
				b.WriteByte(' ')
			}
			b.WriteString(n)
		}
	}
	return b.String()
}

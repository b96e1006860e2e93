package spoof

// A RestrictionLevel is a restriction level of UTS #39 §5.2: how far the scripts of
// a string may mix. The levels are ordered, from the most restrictive.
type RestrictionLevel uint8

const (
	// LevelASCIIOnly: every character is ASCII and in the identifier profile.
	LevelASCIIOnly RestrictionLevel = iota + 1
	// LevelSingleScript: the resolved script set is not empty.
	LevelSingleScript
	// LevelHighlyRestrictive: covered by Latin + Han + Hiragana + Katakana,
	// Latin + Han + Bopomofo, or Latin + Han + Hangul.
	LevelHighlyRestrictive
	// LevelModeratelyRestrictive: covered by Latin + one other Recommended
	// script but Cyrillic and Greek.
	LevelModeratelyRestrictive
	// LevelMinimallyRestrictive: any mixture of scripts, every character in
	// the identifier profile.
	LevelMinimallyRestrictive
	// LevelUnrestricted: a character outside the identifier profile (its
	// Identifier_Status is Restricted).
	LevelUnrestricted
)

var levelNames = [...]string{"", "ASCII-Only", "Single Script", "Highly Restrictive", "Moderately Restrictive", "Minimally Restrictive", "Unrestricted"}

// String returns the level's name as UTS #39 §5.2 writes it
// ("Highly Restrictive").
func (l RestrictionLevel) String() string {
	if int(l) < len(levelNames) && l != 0 {
		return levelNames[l]
	}
	return "Level(?)"
}

// LevelOf returns the most restrictive level of UTS #39 §5.2 that s
// meets, with the General Security Profile (§3.1, Identifier_Status
// Allowed) as the identifier profile. The empty string is LevelASCIIOnly.
func LevelOf(s string) RestrictionLevel {
	ascii := true
	for _, r := range s {
		if r >= 0x80 {
			ascii = false
		}
		if !Allowed(r) {
			return LevelUnrestricted
		}
	}
	if ascii {
		return LevelASCIIOnly
	}
	return scriptLevel(s)
}

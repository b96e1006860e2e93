package spoof

// A Level is a restriction level of UTS #39 §5.2: how far the scripts of
// a string may mix. The levels are ordered, from the most restrictive.
type Level uint8

const (
	// ASCIIOnly: every character is ASCII and in the identifier profile.
	ASCIIOnly Level = iota + 1
	// SingleScript: the resolved script set is not empty.
	SingleScript
	// HighlyRestrictive: covered by Latin + Han + Hiragana + Katakana,
	// Latin + Han + Bopomofo, or Latin + Han + Hangul.
	HighlyRestrictive
	// ModeratelyRestrictive: covered by Latin + one other Recommended
	// script but Cyrillic and Greek.
	ModeratelyRestrictive
	// MinimallyRestrictive: any mixture of scripts, every character in
	// the identifier profile.
	MinimallyRestrictive
	// Unrestricted: a character outside the identifier profile (its
	// Identifier_Status is Restricted).
	Unrestricted
)

var levelNames = [...]string{"", "ASCII-Only", "Single Script", "Highly Restrictive", "Moderately Restrictive", "Minimally Restrictive", "Unrestricted"}

// String returns the level's name as UTS #39 §5.2 writes it
// ("Highly Restrictive").
func (l Level) String() string {
	if int(l) < len(levelNames) && l != 0 {
		return levelNames[l]
	}
	return "Level(?)"
}

// LevelOf returns the most restrictive level of UTS #39 §5.2 that s
// meets, with the General Security Profile (§3.1, Identifier_Status
// Allowed) as the identifier profile. The empty string is ASCIIOnly.
func LevelOf(s string) Level {
	ascii := true
	for _, r := range s {
		if r >= 0x80 {
			ascii = false
		}
		if !Allowed(r) {
			return Unrestricted
		}
	}
	if ascii {
		return ASCIIOnly
	}
	return scriptLevel(s)
}

package spoof

import (
	"math/bits"
	"sort"
	"strings"
	"unicode/utf8"
)

// A Script is a value of the Unicode Script property (UAX #24), or one of
// the three sets of scripts that UTS #39 §5.1 adds to augment a script
// set: Hanb (Han with Bopomofo), Jpan (Japanese) and Kore (Korean).
type Script uint8

// String returns the script's ISO 15924 code, as "Latn" or "Cyrl".
func (s Script) String() string {
	if int(s) >= len(scriptCodes) {
		return "Zzzz"
	}
	return scriptCodes[s]
}

// Name returns the script's long name (PropertyValueAliases.txt), as
// "Latin" or "Cyrillic".
func (s Script) Name() string {
	if int(s) >= len(scriptNames) {
		return "Unknown"
	}
	return scriptNames[s]
}

// ScriptOf returns the script of the ISO 15924 code (case-sensitive, as
// "Latn"), and whether there is one.
func ScriptOf(code string) (Script, bool) {
	i := sort.SearchStrings(scriptCodes[:], code)
	if i < len(scriptCodes) && scriptCodes[i] == code {
		return Script(i), true
	}
	return 0, false
}

// A ScriptSet is a set of scripts (UTS #39 §5.1). The zero value is the
// empty set; a set that holds every script is ALL, the resolved script
// set of text in Common and Inherited characters only.
type ScriptSet struct {
	bits [3]uint64
}

var allScripts = ScriptSet{[3]uint64{^uint64(0), ^uint64(0), ^uint64(0)}}

// Has reports whether the set holds the script.
func (s ScriptSet) Has(script Script) bool {
	return int(script) < 3*64 && s.bits[script/64]&(1<<(script%64)) != 0
}

// IsEmpty reports whether the set holds no script: text whose resolved
// script set is empty mixes scripts.
func (s ScriptSet) IsEmpty() bool { return s == ScriptSet{} }

// IsAll reports whether the set is ALL, every script.
func (s ScriptSet) IsAll() bool { return s == allScripts }

// Len returns the number of scripts in the set (for ALL, more than any
// text has).
func (s ScriptSet) Len() int {
	return bits.OnesCount64(s.bits[0]) + bits.OnesCount64(s.bits[1]) + bits.OnesCount64(s.bits[2])
}

func (s ScriptSet) and(t ScriptSet) ScriptSet {
	return ScriptSet{[3]uint64{s.bits[0] & t.bits[0], s.bits[1] & t.bits[1], s.bits[2] & t.bits[2]}}
}

func (s ScriptSet) or(t ScriptSet) ScriptSet {
	return ScriptSet{[3]uint64{s.bits[0] | t.bits[0], s.bits[1] | t.bits[1], s.bits[2] | t.bits[2]}}
}

func (s ScriptSet) andNot(t ScriptSet) ScriptSet {
	return ScriptSet{[3]uint64{s.bits[0] &^ t.bits[0], s.bits[1] &^ t.bits[1], s.bits[2] &^ t.bits[2]}}
}

func (s ScriptSet) meets(t ScriptSet) bool { return !s.and(t).IsEmpty() }

// String writes the set as UTS #39 does: the codes of its scripts in
// order, joined by ", " and in braces ("{Cyrl}", "{Hani, Hanb, Jpan,
// Kore}" in code order), "ALL", or "∅".
func (s ScriptSet) String() string {
	switch {
	case s.IsAll():
		return "ALL"
	case s.IsEmpty():
		return "∅"
	}
	var b strings.Builder
	b.WriteByte('{')
	for i := range len(scriptCodes) {
		if s.Has(Script(i)) {
			if b.Len() > 1 {
				b.WriteString(", ")
			}
			b.WriteString(scriptCodes[i])
		}
	}
	b.WriteByte('}')
	return b.String()
}

// ScriptExtensions returns the augmented Script_Extensions of r (UTS #39
// §5.1): its scripts, Han augmented with Hanb, Jpan and Kore, Hiragana
// and Katakana with Jpan, Hangul with Kore, Bopomofo with Hanb; ALL for a
// character of Common or Inherited.
func ScriptExtensions(r rune) ScriptSet {
	if uint32(r) > utf8.MaxRune {
		r = utf8.RuneError
	}
	if r < utf8.RuneSelf {
		if 'a' <= r|0x20 && r|0x20 <= 'z' {
			return latinSet
		}
		return allScripts
	}
	return infoOf(r).extensions()
}

var latinSet = ScriptSet{[3]uint64{scriptLatn / 64: 1 << (scriptLatn % 64)}}

// ResolvedScripts returns the resolved script set of s (UTS #39 §5.1):
// the intersection of the augmented Script_Extensions of its characters.
// It is ALL for text of Common and Inherited characters only (and for
// ""), empty for text that mixes scripts, as "Сirсlе" (Cyrillic С, с, е
// among Latin letters) does.
func ResolvedScripts(s string) ScriptSet {
	set := allScripts
	for _, r := range s {
		set = set.and(ScriptExtensions(r))
	}
	return set
}

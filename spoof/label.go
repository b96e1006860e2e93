package spoof

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// A Reason is why a host label is not safe to show to a person in
// Unicode: one of the rules of Label.
type Reason uint8

// The rules of Label, in the order it applies them.
const (
	// ReasonInvisible: a default-ignorable character (ZWJ, ZWNJ, a variation
	// selector, a soft hyphen), which shows as nothing, named by its code
	// point and Unicode name. Chromium and Firefox keep such labels in
	// punycode; UTS #39 §3.1 restricts them (Default_Ignorable). The ones
	// IDNA's mapping removes are found in the label as written
	// (LabelAsWritten).
	ReasonInvisible Reason = iota + 1
	// ReasonRestricted: a character outside the General Security
	// Profile (UTS #39 §3.1: Identifier_Status Restricted, for the reason
	// its Identifier_Type gives: Obsolete, Technical, Not_XID, ...).
	// Firefox's restriction profile and Chromium's allowed set start from
	// it.
	ReasonRestricted
	// ReasonMarks: a nonspacing mark repeated, stacked more than four deep, or
	// hidden by its base (UTS #39 §5.4; Chromium's IDN spoof checker).
	ReasonMarks
	// ReasonMixedNumbers: digits of more than one decimal system (UTS #39 §5.3,
	// ICU's USPOOF_MIXED_NUMBERS, which Chromium applies).
	ReasonMixedNumbers
	// ReasonMixedScripts: scripts mixed beyond UTS #39 §5.2's highly
	// restrictive level, the level of Chromium and of Firefox's default
	// network.IDN.restriction_profile ("high"): Latin may join Han and
	// Hiragana and Katakana (Japanese), Han and Bopomofo (Chinese), or Han
	// and Hangul (Korean), and nothing else mixes.
	ReasonMixedScripts
	// ReasonNonASCIILatin: Latin letters beyond ASCII ("é") beside another
	// script. Chromium allows the highly restrictive mixtures with ASCII
	// Latin only: "é中文" mixes a letter that has look-alikes.
	ReasonNonASCIILatin
	// ReasonWholeScript: the label is written in one script other than Latin
	// and each of its letters has a Latin look-alike (UTS #39 §4: a
	// whole-script confusable, as "аррӏе" is with "apple"), and the
	// top-level label is not written in that script. Chromium shows such
	// a label in Unicode only under a top-level domain of its script:
	// "пример.рф", not "аррӏе.com".
	ReasonWholeScript
)

var reasonNames = [...]string{"", "invisible character", "restricted character", "hidden or repeated nonspacing marks",
	"mixed numbers", "mixed scripts", "non-ASCII Latin beside another script", "whole-script confusable with Latin"}

// String says what the reason is, in a few words.
func (r Reason) String() string {
	if int(r) < len(reasonNames) && r != 0 {
		return reasonNames[r]
	}
	return "Reason(?)"
}

// A Finding is one reason why a label is not safe to show, and where.
type Finding struct {
	Reason Reason
	Offset int    // the byte offset in the label of the first character concerned
	Length int    // the bytes concerned: one character, or the whole label
	Detail string // what was found: the scripts mixed ("Latn+Cyrl"), the type of a restricted character, the problem with marks
}

// Label returns why label, a host label in Unicode (a U-label, not its
// "xn--" A-label form), is not safe to show to a person in Unicode, in
// the order of the reasons: nil when it is safe. tld is the top-level
// label of the host in Unicode, which decides ReasonWholeScript ("" for
// a host of one label: no script is expected then). An ASCII label
// is always safe: it costs one pass over its bytes and no allocation.
// The rules are a careful browser's (Chromium's IDN display policy,
// Firefox's network.IDN.restriction_profile "high"), each of a section of
// UTS #39; see Reason.
func Label(label, tld string) []Finding {
	i := 0
	for i < len(label) && label[i] < utf8.RuneSelf {
		i++
	}
	if i == len(label) {
		return nil
	}
	var fs []Finding
	add := func(reason Reason, off, n int, detail string) {
		fs = append(fs, Finding{Reason: reason, Offset: off, Length: n, Detail: detail})
	}
	var types IdentifierType
	invisible := false
	// The charInfo of the non-ASCII characters, ORed: the rules of
	// marks and numbers find nothing without a mark, a decomposition or
	// a digit beyond ASCII (see below), and most labels have none.
	var seen charInfo
	// The resolved script set (ResolvedScripts) in the same pass: the
	// intersection of the Script_Extensions of the characters, each set
	// met once (a label is mostly letters of one script: the same set
	// again and again, and meeting it twice changes nothing).
	resolved := allScripts
	latin := false                       // resolved has met latinSet
	lastSet := charInfo(infoSetMask + 1) // the index of the set of the character before; none
	// What wholeScript(label, resolved, true) asks, in the same pass, for
	// a label whose characters do not decompose (seen tells): whether a
	// character beyond ASCII has Script_Extensions other than ALL
	// (scripted), and whether each such has a look-alike in Latin. ASCII
	// is left out: the other ASCII characters are Common, and a label
	// with an ASCII letter has Latin in its resolved set, or none, and is
	// then no whole-script confusable with Latin.
	scripted, latinLike := false, true
	for j, r := range label {
		if r < utf8.RuneSelf {
			if !latin && 'a' <= r|0x20 && r|0x20 <= 'z' { // as ScriptExtensions has it
				resolved = resolved.and(latinSet)
				latin = true
			}
			if asciiAllowed(byte(r)) {
				continue
			}
		} else {
			info, ok := infoCached(r)
			if !ok {
				info = infoOf(r)
			}
			seen |= info
			if info&infoScxAll == 0 {
				scripted = true
				latinLike = latinLike && info&infoLatinLookAlike != 0
			}
			if x := info.scxIndex(); x != lastSet {
				resolved = resolved.and(scriptSets[x])
				lastSet = x
			}
			if info.ignorable() {
				if !invisible {
					invisible = true
					add(ReasonInvisible, j, runeLen(label, j), invisibleName(r))
				}
				continue
			}
			if info.allowed() {
				continue
			}
		}
		// Restricted: one finding for each new Identifier_Type.
		if t := TypeOf(r); types&t != t {
			types |= t
			add(ReasonRestricted, j, runeLen(label, j), runeName(r)+": "+t.String())
		}
	}
	// Without a nonspacing mark, the marks of the characters'
	// decompositions make no problem (TestMarksNeedANonspacingMark).
	if seen&infoNonspacing != 0 {
		if p, off := marksFrom(label, i); p != 0 {
			add(ReasonMarks, off, runeLen(label, off), p.String())
		}
	}
	// Without a digit beyond ASCII, the digits are of one system.
	if seen&infoDigit != 0 {
		if off, ok := mixedNumbersAt(label); ok {
			add(ReasonMixedNumbers, off, runeLen(label, off), "digits of "+digitSystems(label))
		}
	}
	if resolved.IsEmpty() {
		// Restricted characters make the level Unrestricted whatever the
		// scripts: the scripts are judged without them.
		switch mixedLevel(label) {
		case HighlyRestrictive:
			if off, ok := nonASCIILatinAt(label); ok {
				add(ReasonNonASCIILatin, off, runeLen(label, off), scriptsOf(label))
			}
		default:
			add(ReasonMixedScripts, 0, len(label), scriptsOf(label))
		}
	} else if wholeScriptLatin(label, resolved, seen, scripted && latinLike) && !tldScripts(tld).meets(resolved) {
		add(ReasonWholeScript, 0, len(label), scriptsOf(label)+" look-alikes of Latin letters")
	}
	return fs
}

// wholeScriptLatin reports whether label, of the resolved script set
// resolved (not empty), is a whole-script confusable with Latin:
// wholeScript(label, resolved, true).Has(scriptLatn). For a label whose
// characters beyond ASCII, ORed in seen, do not decompose, that is the
// answer of Label's pass, latinLike: its characters other than Common and
// Inherited, there being some, each have a look-alike in Latin. Either
// way its resolved set is neither ALL nor holds Latin: wholeScript takes
// the scripts of resolved out of the answer.
func wholeScriptLatin(label string, resolved ScriptSet, seen charInfo, latinLike bool) bool {
	if resolved.IsAll() || resolved.Has(scriptLatn) {
		// wholeScript's answer leaves out the scripts of resolved, and
		// is empty for ALL: no walk for a Latin label with accents.
		return false
	}
	if seen&infoDecomposes != 0 {
		return wholeScript(label, resolved, true).Has(scriptLatn)
	}
	return latinLike
}

// tldScripts returns the scripts of a top-level label, none for one
// without letters ("", "123") or that is not UTF-8.
func tldScripts(tld string) ScriptSet {
	set := ResolvedScripts(tld)
	if set.IsAll() || !utf8.ValidString(tld) {
		return ScriptSet{}
	}
	return set
}

// runeLen returns the length of the character at s[i], 1 for a byte that
// is not UTF-8.
func runeLen(s string, i int) int {
	_, n := utf8.DecodeRuneInString(s[i:])
	return n
}

// scriptLevel is LevelOf without the identifier profile: the level the
// scripts of s mix at, SingleScript at best.
func scriptLevel(s string) Level {
	if !ResolvedScripts(s).IsEmpty() {
		return SingleScript
	}
	return mixedLevel(s)
}

// mixedLevel is scriptLevel for s whose resolved script set is empty.
func mixedLevel(s string) Level {
	rest := allScripts
	for _, r := range s {
		if x := ScriptExtensions(r); !x.Has(scriptLatn) {
			rest = rest.and(x)
		}
	}
	switch {
	case rest.Has(scriptJpan) || rest.Has(scriptHanb) || rest.Has(scriptKore):
		return HighlyRestrictive
	case !rest.IsEmpty() && !rest.Has(scriptCyrl) && !rest.Has(scriptGrek) && rest.meets(recommendedScripts):
		return ModeratelyRestrictive
	}
	return MinimallyRestrictive
}

// nonASCIILatinAt returns the offset of the first letter of s that is
// Latin only and not ASCII.
func nonASCIILatinAt(s string) (int, bool) {
	for i, r := range s {
		if r >= utf8.RuneSelf && ScriptExtensions(r) == latinSet && unicode.IsLetter(r) {
			return i, true
		}
	}
	return 0, false
}

// scriptsOf names the scripts of the characters of s, in order of first
// appearance, joined by "+": the scripts of a character with several
// (Script_Extensions) count when no other character has one of them.
func scriptsOf(s string) string {
	var seen ScriptSet
	var b strings.Builder
	for _, r := range s {
		x := ScriptExtensions(r)
		if x.IsAll() || x.meets(seen) {
			continue
		}
		for i := range len(scriptCodes) {
			if sc := Script(i); x.Has(sc) && sc != scriptHanb && sc != scriptJpan && sc != scriptKore {
				if b.Len() > 0 {
					b.WriteByte('+')
				}
				b.WriteString(scriptCodes[i])
				break
			}
		}
		seen = seen.or(x)
	}
	return b.String()
}

// digitSystems names the zeros of the decimal systems of the digits of s.
func digitSystems(s string) string {
	var zeros []rune
	for _, r := range s {
		if z := zeroOf(r); z >= 0 && !slices.Contains(zeros, z) {
			zeros = append(zeros, z)
		}
	}
	var b strings.Builder
	for i, z := range zeros {
		if i > 0 {
			b.WriteString(" and ")
		}
		b.WriteString(runeName(z) + " ...")
	}
	return b.String()
}

// runeName writes r as U+XXXX with the character itself.
func runeName(r rune) string {
	const hexDigits = "0123456789ABCDEF"
	var b [8]byte
	n := len(b)
	for v := uint32(r); n > 4 || v > 0; v >>= 4 {
		n--
		b[n] = hexDigits[v&0xF]
	}
	s := "U+" + string(b[n:])
	if unicode.IsPrint(r) && !unicode.In(r, unicode.Mn, unicode.Me) {
		s += " (" + string(r) + ")"
	}
	return s
}

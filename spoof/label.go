package spoof

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// A Reason is why a host label is not safe to show to a person in
// Unicode: one of the rules of Label. Each names the rule of UTS #39 or
// of a browser it is (the package's doc lists them).
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
	// it; browsers add the Bopomofo letters to it (browserAdded).
	ReasonRestricted
	// ReasonNotAllowed: a character the General Security Profile allows
	// but browsers do not (Chromium's SetAllowedUnicodeSet, Firefox's
	// network.IDN.blacklist_chars): look-alikes of a hyphen or of quotation
	// marks ("o’reilly"), the Pinyin letters, Latin Extended Additional,
	// Greek Extended, Cyrillic Extended-B and -C, Latin Extended-D.
	ReasonNotAllowed
	// ReasonDeviation: ß or ς, which UTS #46 transitional processing maps
	// to "ss" and "σ" (Policy.Transitional): the label shown is not the
	// name looked up. Chromium keeps them in punycode under transitional
	// processing.
	ReasonDeviation
	// ReasonTLDSpecific: a letter that only some top-level domains allow
	// (Chromium's kTLDSpecificCharacters and kUnsafeMiddleDot): þ and ð
	// under .is and .fo, ə under .az, · under .cat between two l.
	ReasonTLDSpecific
	// ReasonMarks: a nonspacing mark repeated, stacked more than four deep, or
	// hidden by its base (UTS #39 §5.4; Chromium's IDN spoof checker).
	ReasonMarks
	// ReasonMisleadingMark: a combining mark where it misleads (Chromium's
	// dangerous patterns): after a character that is not Latin, Greek or
	// Cyrillic ("東̀京"), after dotless ı, or U+0307 on i, j or l.
	ReasonMisleadingMark
	// ReasonMixedNumbers: digits of more than one decimal system (UTS #39 §5.3,
	// ICU's USPOOF_MIXED_NUMBERS, which Chromium applies).
	ReasonMixedNumbers
	// ReasonDigitLookAlike: a label of ASCII digits and characters that
	// look like digits ("12з4", Chromium's kDigitLookalikes).
	ReasonDigitLookAlike
	// ReasonMixedScripts: scripts mixed beyond UTS #39 §5.2's highly
	// restrictive level, the level of Chromium and of Firefox's default
	// network.IDN.restriction_profile ("high"): Latin may join Han and
	// Hiragana and Katakana (Japanese), Han and Bopomofo (Chinese), or Han
	// and Hangul (Korean), and nothing else mixes. Firefox's "moderate"
	// profile lets Latin join one more script (ProfileFirefoxModerate).
	ReasonMixedScripts
	// ReasonNonASCIILatin: Latin letters beyond ASCII ("é") beside another
	// script. Chromium allows the highly restrictive mixtures with ASCII
	// Latin only: "é中文" mixes a letter that has look-alikes.
	ReasonNonASCIILatin
	// ReasonCJKLookAlike: a Han, Bopomofo or kana character that looks
	// like a Latin letter, a digit or punctuation beside characters of
	// other scripts, or kana out of their context (Chromium's dangerous
	// patterns): "shop丨com", "ーshop", "abc・xyz".
	ReasonCJKLookAlike
	// ReasonWholeScript: the label is written in one script other than Latin
	// and each of its letters has a Latin look-alike (UTS #39 §4: a
	// whole-script confusable, as "аррӏе" is with "apple"; or each is in
	// Chromium's list of the script's look-alikes of Latin, as "сосо"),
	// and the top-level label is not written in that script nor a
	// country code of it. Chromium shows such a label in Unicode only
	// under a top-level domain of its script or country ("пример.рф",
	// "сосо.ru"), not "аррӏе.com"; and a few common words ("курс").
	ReasonWholeScript
	// ReasonTopDomain: the host looks like a well-known domain or a name
	// the application protects, and is not it nor under it (Chromium's
	// top domains, by their skeletons): HostLooksLike, not Label, finds
	// it.
	ReasonTopDomain
)

var reasonNames = [...]string{"", "invisible character", "restricted character", "character browsers do not allow",
	"deviation character", "letter of another top-level domain", "hidden or repeated nonspacing marks",
	"misleading combining mark", "mixed numbers", "digit look-alikes", "mixed scripts",
	"non-ASCII Latin beside another script", "CJK look-alike of Latin or punctuation", "whole-script confusable with Latin",
	"look-alike of a well-known domain"}

var reasonCodes = [...]string{"", "invisible", "restricted", "not-allowed", "deviation", "tld-specific", "marks",
	"misleading-mark", "mixed-numbers", "digit-lookalike", "mixed-script", "non-ascii-latin", "cjk-lookalike",
	"whole-script", "top-domain"}

// String says what the reason is, in a few words.
func (r Reason) String() string {
	if int(r) < len(reasonNames) && r != 0 {
		return reasonNames[r]
	}
	return "Reason(?)"
}

// Code names the reason in one word of lower case and hyphens
// ("whole-script"), as package check's codes do after "spoof/".
func (r Reason) Code() string {
	if int(r) < len(reasonCodes) && r != 0 {
		return reasonCodes[r]
	}
	return "unknown"
}

// A Finding is one reason why a label is not safe to show, and where.
type Finding struct {
	Reason Reason
	Offset int    // the byte offset in the label of the first character concerned
	Length int    // the bytes concerned: one character, or the whole label
	Detail string // what was found: the scripts mixed ("Latn+Cyrl"), the type of a restricted character, the problem with marks
}

// Label returns why label, a host label in Unicode (a U-label, not its
// "xn--" A-label form), is not safe to show to a person in Unicode, by
// the rules of the zero Policy (Chromium's): Policy{}.Label(label, tld).
func Label(label, tld string) []Finding { return Policy{}.Label(label, tld) }

// Label returns why label, a host label in Unicode (a U-label, not its
// "xn--" A-label form), is not safe to show to a person in Unicode by
// the rules of p, in the order of the reasons: nil when it is safe. tld
// is the top-level label of the host in Unicode, which decides
// ReasonWholeScript and ReasonTLDSpecific ("" for a host of one label:
// no script is expected then). An ASCII label is always safe: it costs
// one pass over its bytes and no allocation. The rules are a careful
// browser's, each of a section of UTS #39 or of a browser's source; see
// Reason and the package's doc. Whether the whole host looks like a
// well-known one is TopDomain's question.
func (p Policy) Label(label, tld string) []Finding {
	i := 0
	var ascii byte // asciiLetter, asciiRestricted: the ASCII bytes, ORed
	for i < len(label) && label[i] < utf8.RuneSelf {
		ascii |= asciiFlags[label[i]]
		i++
	}
	if i == len(label) {
		return nil
	}
	// One pass over the characters beyond ASCII (the ASCII ones by their
	// bytes) gathers what the rules ask, without making findings: their
	// charInfo ORed (seen) and ANDed (every), and the resolved script set
	// (ResolvedScripts), the intersection of their Script_Extensions, each
	// set met once in a row (a label is mostly letters of one script: the
	// same set again and again, and meeting it twice changes nothing),
	// three words held apart. The few labels with an invisible character
	// or one the profile does not allow take a second walk that makes
	// their findings (oddFindings). The rules of marks and numbers find
	// nothing without a mark, a decomposition or a digit beyond ASCII
	// (seen tells), and most labels have none.
	//
	// What wholeScript(label, resolved, true) asks, in the same pass, for
	// a label whose characters do not decompose: whether a character
	// beyond ASCII has Script_Extensions other than ALL (every lacks
	// infoScxAll), and whether each such has a look-alike in Latin
	// (lookAlike, the AND of infoLatinLookAlike or infoScxAll moved onto
	// it). ASCII is left out: the other ASCII characters are Common, and
	// a label with an ASCII letter has Latin in its resolved set, or none,
	// and is then no whole-script confusable with Latin.
	seen, every, lookAlike := charInfo(0), ^charInfo(0), ^charInfo(0)
	r0, r1, r2 := ^uint64(0), ^uint64(0), ^uint64(0) // the resolved set
	lastSet := charInfo(infoSetMask + 1)             // the index of the set of the character before; none
	for j := i; j < len(label); {
		// The two- and three-byte forms of UTF-8 decoded in line (the
		// characters of most scripts): a call, of the range loop's
		// decoder or of utf8's, puts the state of the pass on the stack
		// and back for each character.
		var r rune
		switch c := label[j]; {
		case c < utf8.RuneSelf:
			ascii |= asciiFlags[c]
			j++
			continue
		case 0xC2 <= c && c < 0xE0 && j+1 < len(label) && label[j+1]&0xC0 == 0x80:
			r = rune(c&0x1F)<<6 | rune(label[j+1]&0x3F)
			j += 2
		case 0xE0 <= c && c < 0xF0 && j+2 < len(label) && label[j+1]&0xC0 == 0x80 && label[j+2]&0xC0 == 0x80 &&
			(c != 0xE0 || label[j+1] >= 0xA0) && (c != 0xED || label[j+1] < 0xA0): // not overlong, not a surrogate
			r = rune(c&0x0F)<<12 | rune(label[j+1]&0x3F)<<6 | rune(label[j+2]&0x3F)
			j += 3
		default:
			var n int
			r, n = utf8.DecodeRuneInString(label[j:])
			j += n
		}
		info, ok := infoCached(r)
		if !ok {
			info = infoOf(r)
		}
		seen |= info
		every &= info
		lookAlike &= info | info&infoScxAll<<1 | info&infoScxAll<<5 // infoLatinLookAlike, infoBrowserLookAlike
		if x := info.scxIndex(); x != lastSet {
			set := &scriptSets[x]
			r0, r1, r2 = r0&set.bits[0], r1&set.bits[1], r2&set.bits[2]
			lastSet = x
		}
	}
	resolved := ScriptSet{[3]uint64{r0, r1, r2}}
	if ascii&asciiLetter != 0 { // as ScriptExtensions has it
		resolved = resolved.and(latinSet)
	}
	var fs []Finding
	if seen&(infoIgnorable|infoAllowedByBrowser) != 0 || every&infoAllowed == 0 || ascii&asciiRestricted != 0 {
		fs = p.oddFindings(label)
	}
	add := func(reason Reason, off, n int, detail string) {
		fs = append(fs, Finding{Reason: reason, Offset: off, Length: n, Detail: detail})
	}
	if p.Transitional {
		if off, ok := deviationAt(label); ok {
			add(ReasonDeviation, off, runeLen(label, off), runeName(firstRune(label[off:]))+", which transitional processing maps")
		}
	}
	if seen&infoTLDSpecific != 0 {
		if off, detail, ok := tldSpecificAt(label, tld); ok {
			add(ReasonTLDSpecific, off, runeLen(label, off), detail)
		}
	}
	// Chromium's patterns look at a label that mixes scripts, or at one
	// with a mark or kana they are about.
	var cjk, misleading *patternFinding
	if seen&infoPattern != 0 && (resolved.IsEmpty() || seen&infoPatternContext != 0) {
		cjk, misleading = lookAlikePatterns(label)
	}
	// Without a nonspacing mark, the marks of the characters'
	// decompositions make no problem (TestMarksNeedANonspacingMark).
	if seen&infoNonspacing != 0 {
		if p, off := marksFrom(label, i); p != 0 {
			add(ReasonMarks, off, runeLen(label, off), p.String())
		}
	}
	if misleading != nil {
		add(ReasonMisleadingMark, misleading.offset, runeLen(label, misleading.offset), misleading.detail)
	}
	// Without a digit beyond ASCII, the digits are of one system.
	if seen&infoDigit != 0 {
		if off, ok := mixedNumbersAt(label); ok {
			add(ReasonMixedNumbers, off, runeLen(label, off), "digits of "+digitSystems(label))
		}
	}
	if every&infoDigitLookAlike != 0 && digitLookAlikeLabel(label) { // every character beyond ASCII one
		add(ReasonDigitLookAlike, 0, len(label), "digits and characters that look like digits")
	}
	if resolved.IsEmpty() {
		// Restricted characters make the level LevelUnrestricted whatever the
		// scripts: the scripts are judged without them.
		switch mixedLevel(label) {
		case LevelHighlyRestrictive:
			if off, ok := nonASCIILatinAt(label); ok && p.Profile == ProfileChromium {
				add(ReasonNonASCIILatin, off, runeLen(label, off), scriptsOf(label))
			}
		case LevelModeratelyRestrictive:
			if p.Profile != ProfileFirefoxModerate {
				add(ReasonMixedScripts, 0, len(label), scriptsOf(label))
			}
		default:
			add(ReasonMixedScripts, 0, len(label), scriptsOf(label))
		}
	}
	if cjk != nil {
		add(ReasonCJKLookAlike, cjk.offset, runeLen(label, cjk.offset), cjk.detail)
	}
	if !resolved.IsEmpty() && p.wholeScript(label, resolved, seen, every, lookAlike) &&
		!wholeScriptShownUnder(resolved, tld) && !allowedWholeScriptWord(label) {
		add(ReasonWholeScript, 0, len(label), scriptsOf(label)+" look-alikes of Latin letters")
	}
	return fs
}

// wholeScript reports whether label, of the resolved script set resolved
// (not empty) and of the facts of Label's pass, is a whole-script
// look-alike of Latin: under Chromium's rules by UTS #39's data
// (wholeScriptLatin) or by Chromium's lists, under Firefox's by its lists
// of Cyrillic and Thai alone (browserWholeScriptAt).
func (p Policy) wholeScript(label string, resolved ScriptSet, seen, every, lookAlike charInfo) bool {
	if resolved.IsAll() || resolved.Has(scriptLatn) {
		return false
	}
	if p.Profile == ProfileChromium {
		latinLike := every&infoScxAll == 0 && lookAlike&infoLatinLookAlike != 0
		if wholeScriptLatin(label, resolved, seen, latinLike) {
			return true
		}
	}
	// Each character but those of Common and Inherited, there being some,
	// is in one of Chromium's lists: all of them in its script's, the
	// label being of one script (browserWholeScriptAt, which
	// TestLabelAgreesWithReference holds this to).
	if every&infoScxAll != 0 || lookAlike&infoBrowserLookAlike == 0 {
		return false
	}
	set, _ := browserWholeScriptSet()
	if p.Profile != ProfileChromium {
		set = browserWholeScriptFirefox
	}
	return resolved.meets(set)
}

// The flags of asciiFlags: an ASCII letter, and a byte the General
// Security Profile does not allow (asciiAllowed).
const (
	asciiLetter byte = 1 << iota
	asciiRestricted
)

// asciiFlags gives the flags of each ASCII byte (0 beyond ASCII): static
// data, no work at init. TestASCIIFlags holds it to asciiAllowed.
var asciiFlags = [256]byte{
	0x00: asciiRestricted, 0x01: asciiRestricted, 0x02: asciiRestricted, 0x03: asciiRestricted,
	0x04: asciiRestricted, 0x05: asciiRestricted, 0x06: asciiRestricted, 0x07: asciiRestricted,
	0x08: asciiRestricted, 0x09: asciiRestricted, 0x0A: asciiRestricted, 0x0B: asciiRestricted,
	0x0C: asciiRestricted, 0x0D: asciiRestricted, 0x0E: asciiRestricted, 0x0F: asciiRestricted,
	0x10: asciiRestricted, 0x11: asciiRestricted, 0x12: asciiRestricted, 0x13: asciiRestricted,
	0x14: asciiRestricted, 0x15: asciiRestricted, 0x16: asciiRestricted, 0x17: asciiRestricted,
	0x18: asciiRestricted, 0x19: asciiRestricted, 0x1A: asciiRestricted, 0x1B: asciiRestricted,
	0x1C: asciiRestricted, 0x1D: asciiRestricted, 0x1E: asciiRestricted, 0x1F: asciiRestricted,
	' ': asciiRestricted, '!': asciiRestricted, '"': asciiRestricted, '#': asciiRestricted,
	'$': asciiRestricted, '%': asciiRestricted, '&': asciiRestricted, '(': asciiRestricted,
	')': asciiRestricted, '*': asciiRestricted, '+': asciiRestricted, ',': asciiRestricted,
	'/': asciiRestricted, ';': asciiRestricted, '<': asciiRestricted, '=': asciiRestricted,
	'>': asciiRestricted, '?': asciiRestricted, '@': asciiRestricted, '[': asciiRestricted,
	'\\': asciiRestricted, ']': asciiRestricted, '^': asciiRestricted, '`': asciiRestricted,
	'{': asciiRestricted, '|': asciiRestricted, '}': asciiRestricted, '~': asciiRestricted,
	0x7F: asciiRestricted,
	'A':  asciiLetter, 'B': asciiLetter, 'C': asciiLetter, 'D': asciiLetter, 'E': asciiLetter, 'F': asciiLetter,
	'G': asciiLetter, 'H': asciiLetter, 'I': asciiLetter, 'J': asciiLetter, 'K': asciiLetter, 'L': asciiLetter,
	'M': asciiLetter, 'N': asciiLetter, 'O': asciiLetter, 'P': asciiLetter, 'Q': asciiLetter, 'R': asciiLetter,
	'S': asciiLetter, 'T': asciiLetter, 'U': asciiLetter, 'V': asciiLetter, 'W': asciiLetter, 'X': asciiLetter,
	'Y': asciiLetter, 'Z': asciiLetter,
	'a': asciiLetter, 'b': asciiLetter, 'c': asciiLetter, 'd': asciiLetter, 'e': asciiLetter, 'f': asciiLetter,
	'g': asciiLetter, 'h': asciiLetter, 'i': asciiLetter, 'j': asciiLetter, 'k': asciiLetter, 'l': asciiLetter,
	'm': asciiLetter, 'n': asciiLetter, 'o': asciiLetter, 'p': asciiLetter, 'q': asciiLetter, 'r': asciiLetter,
	's': asciiLetter, 't': asciiLetter, 'u': asciiLetter, 'v': asciiLetter, 'w': asciiLetter, 'x': asciiLetter,
	'y': asciiLetter, 'z': asciiLetter,
}

// oddFindings returns the findings of Label's first two rules in label,
// in order: the first invisible character (ReasonInvisible), and each
// character the General Security Profile does not allow, one finding
// for each new Identifier_Type (ReasonRestricted; an invisible one is
// reported as invisible alone). Label asks it only of a label with such
// a character.
func (p Policy) oddFindings(label string) []Finding {
	var fs []Finding
	var types IdentifierType
	invisible, notAllowed := false, false
	for j, r := range label {
		if r < utf8.RuneSelf {
			if asciiAllowed(byte(r)) {
				continue
			}
		} else {
			info := infoOf(r)
			if info.ignorable() {
				if !invisible {
					invisible = true
					fs = append(fs, Finding{Reason: ReasonInvisible, Offset: j, Length: runeLen(label, j), Detail: invisibleName(r)})
				}
				continue
			}
			if p.allowed(r, info) {
				continue
			}
			if info.allowed() {
				// The General Security Profile allows it; the browser does not.
				if !notAllowed {
					notAllowed = true
					fs = append(fs, Finding{Reason: ReasonNotAllowed, Offset: j, Length: runeLen(label, j), Detail: runeName(r) + ": " + p.Profile.notAllowedWhy()})
				}
				continue
			}
		}
		if t := TypeOf(r); types&t != t {
			types |= t
			fs = append(fs, Finding{Reason: ReasonRestricted, Offset: j, Length: runeLen(label, j), Detail: runeName(r) + ": " + t.String()})
		}
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

// firstRune returns the first character of s.
func firstRune(s string) rune {
	r, _ := utf8.DecodeRuneInString(s)
	return r
}

// runeLen returns the length of the character at s[i], 1 for a byte that
// is not UTF-8.
func runeLen(s string, i int) int {
	_, n := utf8.DecodeRuneInString(s[i:])
	return n
}

// scriptLevel is LevelOf without the identifier profile: the level the
// scripts of s mix at, LevelSingleScript at best.
func scriptLevel(s string) RestrictionLevel {
	if !ResolvedScripts(s).IsEmpty() {
		return LevelSingleScript
	}
	return mixedLevel(s)
}

// mixedLevel is scriptLevel for s whose resolved script set is empty.
func mixedLevel(s string) RestrictionLevel {
	rest := allScripts
	for _, r := range s {
		if x := ScriptExtensions(r); !x.Has(scriptLatn) {
			rest = rest.and(x)
		}
	}
	switch {
	case rest.Has(scriptJpan) || rest.Has(scriptHanb) || rest.Has(scriptKore):
		return LevelHighlyRestrictive
	case !rest.IsEmpty() && !rest.Has(scriptCyrl) && !rest.Has(scriptGrek) && rest.meets(recommendedScripts):
		return LevelModeratelyRestrictive
	}
	return LevelMinimallyRestrictive
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

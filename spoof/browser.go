package spoof

import (
	"strings"
	"sync"
	"unicode/utf8"
)

// The rules browsers apply beyond UTS #39 to a label in Unicode, as
// Chromium's IDN spoof checker has them
// (components/url_formatter/spoof_checks/idn_spoof_checker.cc,
// IDNSpoofChecker::SafeToDisplayAsUnicode and SetAllowedUnicodeSet).
// Each is a function of the label (and the top-level label) that Label
// calls only where the label holds a character the rule is about
// (infoTLDSpecific, infoPattern, infoDigitLookAlike), so that a label of
// letters pays nothing for them.

// browserRemoved reports whether r is one of the characters Chromium
// removes from the allowed set although UTS #39 allows them
// (SetAllowedUnicodeSet): look-alikes of a hyphen (U+058A, U+2010,
// U+2027, U+30A0), of quotation marks (U+2019, U+02BB, U+02BC), the
// modifier letter voicing U+02EC, the historic kra U+0138, U+0338 (a
// slash when a font draws it badly), and the rarely used blocks of Latin,
// Greek and Cyrillic: the Pinyin letters of Latin Extended-B
// (U+01CD-01DC), Cyrillic Extended-C (U+1C80-1C8F), Latin Extended
// Additional up to U+1E9B (the Vietnamese letters after it stay), Greek
// Extended (U+1F00-1FFF), Cyrillic Extended-B (U+A640-A69F) and Latin
// Extended-D (U+A720-A7FF). The characters Chromium removes on macOS
// alone, for its system font, are not removed here.
func browserRemoved(r rune) bool {
	switch r {
	case 0x0138, 0x02BB, 0x02BC, 0x02EC, 0x0338, 0x058A, 0x2010, 0x2019, 0x2027, 0x30A0:
		return true
	}
	return 0x01CD <= r && r <= 0x01DC || 0x1C80 <= r && r <= 0x1C8F || 0x1E00 <= r && r <= 0x1E9B ||
		0x1F00 <= r && r <= 0x1FFF || 0xA640 <= r && r <= 0xA69F || 0xA720 <= r && r <= 0xA7FF
}

// browserAdded reports whether r is a Bopomofo letter (U+3105-312F,
// U+31A0-31BF), which UTS #39 17.0 types Limited_Use and browsers allow:
// Chromium's allowed set is ICU's recommended set, which has them, and
// its rules of look-alikes name Bopomofo letters among the characters a
// label may hold (ㄧ, ㄒ, ㆺ, ...). Chinese mixes Han and Bopomofo (UTS #39
// §5.2, Highly Restrictive: Han with Bopomofo).
func browserAdded(r rune) bool {
	return 0x3105 <= r && r <= 0x312F || 0x31A0 <= r && r <= 0x31BF
}

// browserAllowed is the set of characters a browser allows in a label:
// the General Security Profile (Allowed), with the Bopomofo letters, less
// the characters Chromium removes.
func browserAllowed(r rune) bool {
	if r < utf8.RuneSelf {
		return asciiAllowed(byte(r))
	}
	return (Allowed(r) || browserAdded(r)) && !browserRemoved(r)
}

// The characters each rule of this file looks at (beyond ASCII), as the
// bits of charInfo that Label asks first: a label without one of them is
// passed by the rule. (The whole-script lists have infoBrowserLookAlike.)

// tldSpecificRune: þ, ð, ə and · (tldSpecificAt).
func tldSpecificRune(r rune) bool { return r == 0x00FE || r == 0x00F0 || r == 0x0259 || r == 0x00B7 }

// patternRune: the characters of the patterns of look-alikes
// (lookAlikePatterns): the combining marks of U+0300-0339, dotless ı, the
// combining sound marks, and the CJK and kana look-alikes.
func patternRune(r rune) bool {
	return 0x0300 <= r && r <= 0x0339 || r == 0x0131 || r == 0x3099 || r == 0x309A ||
		strings.ContainsRune(slashLookAlikes, r) || strings.ContainsRune(cjkLookAlikes, r) || strings.ContainsRune(kanaContextual, r)
}

// patternContextRune: the characters for which Chromium applies its
// patterns to a label of one script too (needsPatterns).
func patternContextRune(r rune) bool {
	return 0x0300 <= r && r <= 0x0339 || strings.ContainsRune(kanaContextual, r)
}

// digitLookAlikeRune: a character of digitLookAlikes.
func digitLookAlikeRune(r rune) bool { return strings.ContainsRune(digitLookAlikes, r) }

// slashLookAlikes are the Katakana and Han characters that look like a
// slash or a stroke (ノ ン ソ ゾ 丶 乀 乁 丿): a look-alike where a
// character that is not Japanese stands on both sides.
const slashLookAlikes = "\u30ce\u30f3\u30bd\u30be\u4e36\u4e40\u4e41\u4e3f"

// cjkLookAlikes are the Han and Bopomofo characters and Kangxi radicals
// (in their NFKC form) that look like Latin letters, digits or
// punctuation (一 ㄧ 丨 乛 七 丅 十 〇 ㄒ ㄚ ㄟ ㄨ ㄩ ㄈ ㆺ ㆳ 工 ㆲ 讠 丁 丶
// 亅 二 亠 冖 宀 巛): a look-alike beside a character that is not Chinese
// or Japanese.
const cjkLookAlikes = "\u4e00\u3127\u4e28\u4e5b\u4e03\u4e05\u5341\u3007\u3112\u311a\u311f\u3128\u3129\u3108" +
	"\u31ba\u31b3\u5de5\u31b2\u8ba0\u4e01\u4e36\u4e85\u4e8c\u4ea0\u5196\u5b80\u5ddb"

// kanaContextual are the kana that are look-alikes out of their context:
// the iteration marks ヽ ヾ, the Hiragana へ べ ぺ and Katakana ヘ ベ ペ
// (the same shapes in both), the middle dot ・ and the prolonged sound
// mark ー.
const kanaContextual = "\u30fd\u30fe\u3078\u3079\u307a\u30d8\u30d9\u30da\u30fb\u30fc"

// digitLookAlikes are the letters and digits of other systems that look
// like ASCII digits (θ २ ২ ੨ ૨ ೩ ೭ շ з ҙ ӡ उ ও ਤ ੩ ૩ ౩ ဒ ვ პ ੜ კ ੫ 丩 ㄐ ճ
// ৪ ੪ ୫ ૭ ୨ ౨): a label of them and ASCII digits reads as a number.
const digitLookAlikes = "θ२২੨૨೩೭շзҙӡउওਤ੩૩౩ဒვპੜკ੫丩ㄐճ৪੪୫૭୨౨"

// realScripts returns the Script_Extensions of r, none for a character of
// Common or Inherited (where ScriptExtensions says ALL): the sets a
// pattern such as \p{scx=Kana} asks.
func realScripts(r rune) ScriptSet {
	x := ScriptExtensions(r)
	if x.IsAll() {
		return ScriptSet{}
	}
	return x
}

// kanaHanScripts are Katakana, Hiragana and Han; with Bopomofo, the
// scripts of Chinese and Japanese (cjkScripts).
var kanaHanScripts = ScriptSet{}.with(scriptKana).with(scriptHira).with(scriptHani)
var cjkScripts = kanaHanScripts.with(scriptBopo)
var kanaScripts = ScriptSet{}.with(scriptKana).with(scriptHira)

// with returns s with script added.
func (s ScriptSet) with(script Script) ScriptSet {
	s.bits[script/64] |= 1 << (script % 64)
	return s
}

// tldSpecificAt returns the offset of the first letter of label that
// only the top-level domain tld allows, and the rule's detail: þ and ð
// (look-alikes of b, p and o) only under Iceland's and the Faroes' .is
// and .fo, ə (schwa) only under Azerbaijan's .az, each in a label of more
// than one character; and U+00B7 MIDDLE DOT only under .cat and between
// two "l" (the Catalan ela geminada, RFC 5892 Appendix A.3).
func tldSpecificAt(label, tld string) (int, string, bool) {
	long := utf8.RuneCountInString(label) > 1
	prev := rune(-1)
	for i, r := range label {
		switch r {
		case 0x00FE, 0x00F0:
			if long && !strings.EqualFold(tld, "is") && !strings.EqualFold(tld, "fo") {
				return i, runeName(r) + " outside .is and .fo", true
			}
		case 0x0259:
			if long && !strings.EqualFold(tld, "az") {
				return i, runeName(r) + " outside .az", true
			}
		case 0x00B7:
			if !strings.EqualFold(tld, "cat") {
				return i, runeName(r) + " outside .cat", true
			}
			next, _ := utf8.DecodeRuneInString(label[i+2:])
			if prev != 'l' || next != 'l' {
				return i, runeName(r) + " not between two l", true
			}
		}
		prev = r
	}
	return 0, "", false
}

// digitLookAlikeLabel reports whether label is made of ASCII digits and
// digit look-alikes, with at least one look-alike ("12з4"): it reads as a
// number it is not.
func digitLookAlikeLabel(label string) bool {
	lookAlike := false
	for _, r := range label {
		switch {
		case '0' <= r && r <= '9':
		case strings.ContainsRune(digitLookAlikes, r):
			lookAlike = true
		default:
			return false
		}
	}
	return lookAlike
}

// A patternFinding is what the patterns of look-alikes found: the reason
// (ReasonCJKLookAlike or ReasonMisleadingMark), where, and why.
type patternFinding struct {
	reason Reason
	offset int
	detail string
}

// lookAlikePatterns applies Chromium's patterns of look-alikes (its
// "dangerous patterns") to label and returns what the first two families
// found, each at most once: CJK and kana look-alikes of Latin letters and
// punctuation beside other scripts (ReasonCJKLookAlike), and combining
// marks where they mislead (ReasonMisleadingMark).
//
// The CJK and kana patterns, each of a character c and its neighbours:
//   - c in slashLookAlikes with, on both sides, a character that is not
//     Katakana, Hiragana nor Han;
//   - ヽ or ヾ at the start or after a character that is not Katakana;
//   - a label of Katakana but for one of へ べ ぺ (Hiragana), or of
//     Hiragana but for one of ヘ ベ ペ (Katakana);
//   - ー at the start or after a character that is not kana;
//   - ・ at the end, or beside a character that is not kana nor Han;
//   - c in cjkLookAlikes beside a character that is not kana, Han nor
//     Bopomofo;
//   - U+3099 or U+309A, the combining sound marks, at the start or after
//     a character that is not kana. Chromium refuses them everywhere; the
//     IDNA mapping composes them with the kana before them where Unicode
//     has the composed letter (が), and what stays after kana is how
//     Unicode writes the others (セ゚ of Ainu), which is shown here.
//
// The patterns of marks: a combining mark of U+0300-0339 after a
// character that is not Latin, Greek nor Cyrillic; after ı (dotless i);
// and U+0307 COMBINING DOT ABOVE after i, j or l, where it hides.
func lookAlikePatterns(label string) (cjk, marks *patternFinding) {
	// The label's characters one by one, with the one before (-1 at the
	// start) and the one after (-1 at the end).
	prev, prevScx := rune(-1), ScriptSet{}
	allKana, allHira := true, true // but for one of へべぺ, ヘベペ
	var oddKana, oddHira = -1, -1
	n := 0
	for i := 0; i < len(label); {
		r, size := utf8.DecodeRuneInString(label[i:])
		next, nextScx := rune(-1), ScriptSet{}
		if i+size < len(label) {
			next, _ = utf8.DecodeRuneInString(label[i+size:])
			nextScx = realScripts(next)
		}
		scx := realScripts(r)
		found := func(reason Reason, detail string) {
			f := &patternFinding{reason, i, detail}
			if reason == ReasonCJKLookAlike && cjk == nil {
				cjk = f
			} else if reason == ReasonMisleadingMark && marks == nil {
				marks = f
			}
		}
		switch {
		case strings.ContainsRune(slashLookAlikes, r):
			if prev >= 0 && next >= 0 && !prevScx.meets(kanaHanScripts) && !nextScx.meets(kanaHanScripts) {
				found(ReasonCJKLookAlike, runeName(r)+" looks like a slash between characters that are not Japanese")
			}
		case r == 0x30FD || r == 0x30FE:
			if prev < 0 || !prevScx.Has(scriptKana) {
				found(ReasonCJKLookAlike, runeName(r)+" not after Katakana")
			}
		case r == 0x30FC:
			if prev < 0 || !prevScx.meets(kanaScripts) {
				found(ReasonCJKLookAlike, runeName(r)+" not after kana: it looks like a dash")
			}
		case r == 0x30FB:
			if next < 0 || prev >= 0 && !prevScx.meets(kanaHanScripts) || !nextScx.meets(kanaHanScripts) {
				found(ReasonCJKLookAlike, runeName(r)+" beside a character that is not Japanese, or at the end: it looks like a dot")
			}
		case strings.ContainsRune(cjkLookAlikes, r):
			if prev >= 0 && !prevScx.meets(cjkScripts) || next >= 0 && !nextScx.meets(cjkScripts) {
				found(ReasonCJKLookAlike, runeName(r)+" beside a character that is not Chinese or Japanese: it looks like a Latin letter, digit or sign")
			}
		case r == 0x3099 || r == 0x309A:
			if prev < 0 || !prevScx.meets(kanaScripts) {
				found(ReasonCJKLookAlike, runeName(r)+" not after kana")
			}
		case 0x0300 <= r && r <= 0x0339:
			switch {
			case prev == 0x0131:
				found(ReasonMisleadingMark, runeName(r)+" on dotless i")
			case r == 0x0307 && (prev == 'i' || prev == 'j' || prev == 'l'):
				found(ReasonMisleadingMark, runeName(r)+" on "+string(prev)+", where it hides")
			case prev < 0 || !prevScx.meets(lgcScripts):
				found(ReasonMisleadingMark, runeName(r)+" after a character that is not Latin, Greek or Cyrillic")
			}
		}
		// The labels of one kind of kana but for one of the other.
		switch {
		case 0x3078 <= r && r <= 0x307A:
			if oddKana >= 0 {
				allKana = false
			}
			oddKana = i
			allHira = allHira && scx.Has(scriptHira)
		case 0x30D8 <= r && r <= 0x30DA:
			if oddHira >= 0 {
				allHira = false
			}
			oddHira = i
			allKana = allKana && scx.Has(scriptKana)
		default:
			allKana = allKana && scx.Has(scriptKana)
			allHira = allHira && scx.Has(scriptHira)
		}
		prev, prevScx = r, scx
		i += size
		n++
	}
	if n >= 3 {
		if allKana && oddKana > 0 && oddKana < len(label)-3 {
			f := &patternFinding{ReasonCJKLookAlike, oddKana, "Hiragana へ, べ or ぺ among Katakana, where ヘ, ベ or ペ looks the same"}
			if cjk == nil || cjk.offset > f.offset {
				cjk = f
			}
		}
		if allHira && oddHira > 0 && oddHira < len(label)-3 {
			f := &patternFinding{ReasonCJKLookAlike, oddHira, "Katakana ヘ, ベ or ペ among Hiragana, where へ, べ or ぺ looks the same"}
			if cjk == nil || cjk.offset > f.offset {
				cjk = f
			}
		}
	}
	return cjk, marks
}

var lgcScripts = latinSet.with(scriptGrek).with(scriptCyrl)

// A browserWholeScript is one of Chromium's lists of whole-script
// look-alikes of Latin: the letters of a script that look like Latin
// ones, and the country-code top-level domains under which a label of
// them is shown all the same.
type browserWholeScript struct {
	code      string // the script's ISO 15924 code
	lookAlike string // its letters that look like Latin letters
	tlds      []string
}

// browserWholeScripts are Chromium's lists (IDNSpoofChecker's
// kWholeScriptConfusables). Of the Thai list, the larger one Chromium
// uses on Linux, where more Thai letters look like Latin ones in its font.
var browserWholeScripts = [...]browserWholeScript{
	{"Armn", "ագզէլհյոսւօՙ", []string{"am"}},
	{"Cyrl", "аысԁеԍһіюкјӏорԗԛѕтԝхуъьҽпгѵѡ", []string{"bg", "by", "kz", "pyc", "ru", "su", "ua", "uz"}},
	{"Ethi", "ሀሠሰስበነተከዐዕዘጠፐꬅ", []string{"er", "et"}},
	{"Geor", "იოყძხჽჿ", []string{"ge"}},
	{"Grek", "αικνρυωηοτ", []string{"gr"}},
	{"Hebr", "דוחיןסװײ׳ﬦ", []string{"il"}},
	{"Beng", "০৭", nil},
	{"Deva", "ऽ०ॱ", nil},
	{"Gujr", "ડટ૦૧", nil},
	{"Guru", "੦੧", nil},
	{"Knda", "ಽ೦೧", nil},
	{"Mlym", "ടഠധനറ൦", nil},
	{"Orya", "ଠ୦୮", nil},
	{"Taml", "டப௦", nil},
	{"Telu", "౦౧", nil},
	{"Mymr", "ခဂငထပဝ၀၂ၔၜ\u1090\u1091\u1095\u1096\u1097", []string{"mm"}},
	{"Thai", "ทนบพรหเแ๐ดลปฟม", []string{"th"}},
}

// browserWholeScriptSet returns the scripts of browserWholeScripts, and
// the Script of each entry, worked out once on first use (nothing at
// init: a sync.Once value, not sync.OnceValues, which allocates).
func browserWholeScriptSet() (ScriptSet, *[len(browserWholeScripts)]Script) {
	browserWholeScriptOnce.Do(func() {
		for i, w := range browserWholeScripts {
			s, _ := ScriptOf(w.code)
			browserWholeScriptEach[i] = s
			browserWholeScriptAll = browserWholeScriptAll.with(s)
			if w.code == "Cyrl" || w.code == "Thai" {
				browserWholeScriptFirefox = browserWholeScriptFirefox.with(s)
			}
		}
	})
	return browserWholeScriptAll, &browserWholeScriptEach
}

var (
	browserWholeScriptOnce sync.Once
	browserWholeScriptAll  ScriptSet
	browserWholeScriptEach [len(browserWholeScripts)]Script
	// browserWholeScriptFirefox: the scripts of the lists Firefox has,
	// Cyrillic and Thai.
	browserWholeScriptFirefox ScriptSet
)

// inBrowserWholeScriptList reports whether r is in one of the lists of
// browserWholeScripts.
func inBrowserWholeScriptList(r rune) bool {
	for _, w := range browserWholeScripts {
		if strings.ContainsRune(w.lookAlike, r) {
			return true
		}
	}
	return false
}

// allowedWholeScriptWords are the common words that are whole-script
// look-alikes of Latin but look like no Latin word, which Chromium shows
// (kAllowedWholeScriptConfusableWords).
var allowedWholeScriptWords = [...]string{"секс", "как", "коса", "курс", "парк", "такий", "укроп", "сахарок", "покраска", "театр", "астро", "пхукет"}

// wholeScriptShownUnder reports whether a label of the resolved script
// set, a whole-script look-alike of Latin, is shown under the top-level
// label tld all the same: tld is written in one of its scripts ("рф"), or
// is a country code of Chromium's list for the script ("ru" for
// Cyrillic). Firefox's two lists have the same country codes.
func wholeScriptShownUnder(resolved ScriptSet, tld string) bool {
	if tldScripts(tld).meets(resolved) {
		return true
	}
	_, each := browserWholeScriptSet()
	for i, s := range each {
		if resolved.Has(s) {
			for _, t := range browserWholeScripts[i].tlds {
				if strings.EqualFold(tld, t) {
					return true
				}
			}
		}
	}
	return false
}

// allowedWholeScriptWord reports whether label is one of
// allowedWholeScriptWords.
func allowedWholeScriptWord(label string) bool {
	for _, w := range allowedWholeScriptWords {
		if label == w {
			return true
		}
	}
	return false
}

// deviationAt returns the offset of the first ß or ς (U+00DF, U+03C2) of
// label: deviation characters of UTS #46 §6 that transitional processing
// maps to "ss" and "σ", so that the label names another host than it
// shows. (ZWJ and ZWNJ, the other two, are invisible: ReasonInvisible.)
func deviationAt(label string) (int, bool) {
	for i, r := range label {
		if r == 0x00DF || r == 0x03C2 {
			return i, true
		}
	}
	return 0, false
}

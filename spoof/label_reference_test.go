package spoof

import (
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/go-iri/iri/internal/pieces"
)

// referenceLabel is Label written plainly from the exported functions of
// the rules, without Label's pass: each character decoded by range (the
// standard library's UTF-8), Allowed and TypeOf for the first two rules,
// the Default_Ignorable_Code_Point table for invisible characters,
// Marks, ResolvedScripts, and wholeScript's walk for the whole-script
// rule, each on the whole label whatever its characters; and the rules
// of browsers (browser.go) asked of every label, where Label asks them
// only of labels with a character they are about.
func referenceLabel(label, tld string) []Finding {
	ascii := true
	for i := range len(label) {
		ascii = ascii && label[i] < utf8.RuneSelf
	}
	if ascii {
		return nil
	}
	var fs []Finding
	add := func(reason Reason, off, n int, detail string) {
		fs = append(fs, Finding{Reason: reason, Offset: off, Length: n, Detail: detail})
	}
	var types IdentifierType
	invisible, notAllowed := false, false
	for j, r := range label {
		if r >= utf8.RuneSelf && lookupRange(ignorableRanges[:], 1, r) == 1 {
			if !invisible {
				invisible = true
				add(ReasonInvisible, j, runeLen(label, j), invisibleName(r))
			}
			continue
		}
		if browserAllowed(r) {
			continue
		}
		if Allowed(r) {
			if !notAllowed {
				notAllowed = true
				add(ReasonNotAllowed, j, runeLen(label, j), runeName(r)+": not in Chromium's allowed set")
			}
			continue
		}
		if t := TypeOf(r); types&t != t {
			types |= t
			add(ReasonRestricted, j, runeLen(label, j), runeName(r)+": "+t.String())
		}
	}
	if off, detail, ok := tldSpecificAt(label, tld); ok {
		add(ReasonTLDSpecific, off, runeLen(label, off), detail)
	}
	resolved := ResolvedScripts(label)
	var cjk, misleading *patternFinding
	if resolved.IsEmpty() || needsPatterns(label) {
		cjk, misleading = lookAlikePatterns(label)
	}
	if p, off := Marks(label); p != 0 {
		add(ReasonMarks, off, runeLen(label, off), p.String())
	}
	if misleading != nil {
		add(ReasonMisleadingMark, misleading.offset, runeLen(label, misleading.offset), misleading.detail)
	}
	if off, ok := mixedNumbersAt(label); ok {
		add(ReasonMixedNumbers, off, runeLen(label, off), "digits of "+digitSystems(label))
	}
	if digitLookAlikeLabel(label) {
		add(ReasonDigitLookAlike, 0, len(label), "digits and characters that look like digits")
	}
	if resolved.IsEmpty() {
		switch mixedLevel(label) {
		case LevelHighlyRestrictive:
			if off, ok := nonASCIILatinAt(label); ok {
				add(ReasonNonASCIILatin, off, runeLen(label, off), scriptsOf(label))
			}
		default:
			add(ReasonMixedScripts, 0, len(label), scriptsOf(label))
		}
	}
	if cjk != nil {
		add(ReasonCJKLookAlike, cjk.offset, runeLen(label, cjk.offset), cjk.detail)
	}
	if !resolved.IsEmpty() && (wholeScript(label, resolved, true).Has(scriptLatn) || !resolved.IsAll() && !resolved.Has(scriptLatn) && Policy{}.browserWholeScriptAt(label, resolved) >= 0) &&
		!wholeScriptShownUnder(resolved, tld) && !allowedWholeScriptWord(label) {
		add(ReasonWholeScript, 0, len(label), scriptsOf(label)+" look-alikes of Latin letters")
	}
	return fs
}

// labelPieces are what TestLabelAgreesWithReference builds labels of:
// ASCII allowed and not, letters of one, two, three and four bytes in
// UTF-8 (Latin, Cyrillic and Greek look-alikes of Latin, Han, Cherokee,
// Arabic, Deseret), marks, characters that decompose, digits beyond
// ASCII, invisible characters, and broken UTF-8: a stray byte, overlong
// forms of two and three bytes (of "a" and of Cyrillic "а", which a
// decoder that let them through would take for letters), a surrogate,
// sequences cut short, U+FFFD.
var labelPieces = []string{
	"a", "Z", "1", "-", "_", "!", " ", "l",
	"é", "ı", "а", "р", "ё", "α", "ο", "ά", "中", "ア", "Ꭺ", "ا", "𐐀", "😀", "ａ",
	"þ", "·", "з", "一", "ー", "・", "ヘ", "へ", "ヽ", "ㄓ", "’", "ḁ", "\u3099",
	"\u0301", "\u0307", "\u00ad", "\u200d", "\u0660", "\u06f1", "\u0967",
	"\xff", "\x80", "\xc0\x80", "\xc1\xa1", "\xc2", "\xe0\x80\x80", "\xe0\x90\xb0", "\xed\xa0\x80", "\xe2\x82", "\xf0\x9f", "\uFFFD",
}

// TestLabelAgreesWithReference holds Label, whose one pass over a label
// decodes UTF-8 in line and gathers its facts in words (an AND and an OR
// of charInfo, the resolved set in three words, a table of ASCII flags)
// to make findings only where they call for some, to referenceLabel on
// every label of up to three labelPieces, under top-level labels of no
// script, Latin and Cyrillic.
func TestLabelAgreesWithReference(t *testing.T) {
	labels := pieces.Texts(labelPieces, 3)
	found := make(map[Reason]int)
	for _, label := range labels {
		for _, tld := range []string{"", "com", "рф", "is", "cat", "ru"} {
			got, want := Label(label, tld), referenceLabel(label, tld)
			if !slices.Equal(got, want) {
				t.Fatalf("Label(%+q, %q):\n got %v\nwant %v", label, tld, got, want)
			}
			for _, f := range got {
				found[f.Reason]++
			}
		}
	}
	for r := ReasonInvisible; r < ReasonTopDomain; r++ {
		if r == ReasonDeviation {
			continue // Policy.Transitional's: TestDeviation
		}
		if found[r] == 0 {
			t.Errorf("no label found %v: the pieces try nothing there", r)
		}
	}
	t.Logf("%d labels, findings %v", len(labels), found)
}

// needsPatterns reports, as Label's charInfo bit infoPatternContext
// does in its pass, whether Chromium applies its patterns of
// look-alikes to a label of one script (resolved not empty): only where it
// holds one of the kana that are look-alikes out of context (ヘ, ヽ, ・,
// ...) or a combining mark of U+0300-0339. A label that mixes scripts is
// always tried.
func needsPatterns(label string) bool {
	for _, r := range label {
		if 0x0300 <= r && r <= 0x0339 || strings.ContainsRune(kanaContextual, r) {
			return true
		}
	}
	return false
}

// browserWholeScriptAt is Chromium's test of whole-script look-alikes
// written plainly, the reference of Label's (which ANDs
// infoBrowserLookAlike in its pass): the index in browserWholeScripts of
// the list label is made of: its letters of the list's script (resolved
// holds it) are all in the list. -1 for none. Firefox has the lists of
// Cyrillic and Thai alone (isLabelSafe's lookalike checkers), the same as
// Chromium's.
func (p Policy) browserWholeScriptAt(label string, resolved ScriptSet) int {
	set, each := browserWholeScriptSet()
	if !resolved.meets(set) {
		return -1
	}
	for i, s := range each {
		if !resolved.Has(s) || p.Profile != ProfileChromium && browserWholeScripts[i].code != "Cyrl" && browserWholeScripts[i].code != "Thai" {
			continue
		}
		letters := false
		ok := true
		for _, r := range label {
			if realScripts(r).Has(s) {
				letters = true
				if !strings.ContainsRune(browserWholeScripts[i].lookAlike, r) {
					ok = false
					break
				}
			}
		}
		if letters && ok {
			return i
		}
	}
	return -1
}

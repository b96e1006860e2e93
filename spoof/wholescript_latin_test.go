package spoof

import (
	"slices"
	"testing"
	"unicode/utf8"
)

// TestWholeScriptLatin holds Label's test of a whole-script confusable
// with Latin, made in its pass over the label (wholeScriptLatin), to
// wholeScript's walk: Label reports ReasonWholeScript under the top-level
// label "com" (which hides no finding: a label confusable with Latin has
// no Latin in its resolved set) exactly where the walk finds Latin, on
// every code point alone and doubled, on the pairs of each code point of
// the blocks of Greek, Cyrillic, Armenian and Cherokee with every seventh
// of its block, and on those pairs with a Latin letter, a digit, a mark
// and a character that decomposes beside them.
func TestWholeScriptLatin(t *testing.T) {
	var labels []string
	for r := rune(utf8.RuneSelf); r <= utf8.MaxRune; r++ {
		if utf8.ValidRune(r) {
			labels = append(labels, string(r), string(r)+string(r))
		}
	}
	for _, block := range [][2]rune{{0x370, 0x3FF}, {0x400, 0x4FF}, {0x530, 0x58F}, {0x13A0, 0x13FF}} {
		for a := block[0]; a <= block[1]; a++ {
			for b := block[0]; b <= block[1]; b += 7 {
				pair := string(a) + string(b)
				labels = append(labels, pair, pair+"a", pair+"1", pair+"\u0301", "\u00e9"+pair, pair+"\u0419")
			}
		}
	}
	found := 0
	for _, label := range labels {
		if checkWholeScriptLatin(t, label, "com") {
			found++
		}
	}
	if found == 0 {
		t.Fatal("no whole-script confusable among the labels: nothing checked")
	}
	t.Logf("%d of %d labels whole-script confusables with Latin", found, len(labels))
}

// TestWholeScriptLatinBesideASCII holds Label's test of a whole-script
// confusable with Latin (wholeScriptLatin, which leaves ASCII out of its
// pass: a letter is Latin, anything else Common) to wholeScript's walk
// and the top-level label's scripts, on labels of Cyrillic, Greek and
// Cherokee with each ASCII byte before or after them, and with a mark
// after that, under top-level labels of no script, of Latin and of
// Cyrillic.
func TestWholeScriptLatinBesideASCII(t *testing.T) {
	found := 0
	for _, base := range []string{"аррӏе", "ѕсоре", "ԁ", "ӏ", "αο", "Ꭺ", "\u0430\u0301"} {
		for b := range rune(utf8.RuneSelf) {
			for _, label := range []string{base + string(b), string(b) + base, base + string(b) + "\u0306"} {
				for _, tld := range []string{"", "com", "рф"} {
					if checkWholeScriptLatin(t, label, tld) {
						found++
					}
				}
			}
		}
	}
	if found == 0 {
		t.Fatal("no whole-script confusable among the labels: nothing checked")
	}
}

// checkWholeScriptLatin wants Label(label, tld) to report
// ReasonWholeScript exactly where wholeScript's walk finds Latin in a
// label with scripts of its own, or Chromium's lists find it made of
// their look-alikes, and the top-level label does not show it all the
// same (wholeScriptShownUnder, allowedWholeScriptWord; FuzzLabelAsWritten
// asks it of any input), and returns whether it does.
func checkWholeScriptLatin(t *testing.T, label, tld string) bool {
	t.Helper()
	want := false
	if resolved := ResolvedScripts(label); !resolved.IsEmpty() {
		want = (wholeScript(label, resolved, true).Has(scriptLatn) ||
			!resolved.IsAll() && !resolved.Has(scriptLatn) && Policy{}.browserWholeScriptAt(label, resolved) >= 0) &&
			!wholeScriptShownUnder(resolved, tld) && !allowedWholeScriptWord(label)
	}
	got := slices.ContainsFunc(Label(label, tld), func(f Finding) bool { return f.Reason == ReasonWholeScript })
	if got != want {
		t.Fatalf("Label(%+q, %+q): whole-script confusable %v, wholeScript says %v", label, tld, got, want)
	}
	return got
}

package spoof

import (
	"slices"
	"strings"
	"testing"

	"github.com/go-iri/iri/internal/pieces"
)

// reasonsOf returns the reasons of p's findings in label under tld.
func reasonsOf(p Policy, label, tld string) []Reason {
	var rs []Reason
	for _, f := range p.Label(label, tld) {
		rs = append(rs, f.Reason)
	}
	return rs
}

// browserRuleCases are labels, under a top-level label, that one rule of
// browser.go keeps from being shown (want) or lets through (want 0): our
// own, made from the rules as the package doc states them.
var browserRuleCases = []struct {
	label, tld string
	want       Reason
}{
	// CJK and kana look-alikes.
	{"shop丨com", "example", ReasonCJKLookAlike},
	{"paypal一login", "example", ReasonCJKLookAlike},
	{"a七", "example", ReasonCJKLookAlike},
	{"中一", "cn", 0},  // among Han
	{"ㄅ一ㄆ", "tw", 0}, // among Bopomofo
	{"ーshop", "jp", ReasonCJKLookAlike},
	{"aー", "jp", ReasonCJKLookAlike},
	{"カー", "jp", 0},
	{"abc・xyz", "jp", ReasonCJKLookAlike},
	{"カ・カ", "jp", 0},
	{"カ・", "jp", ReasonCJKLookAlike}, // at the end
	{"ヽabc", "jp", ReasonCJKLookAlike},
	{"aヽ", "jp", ReasonCJKLookAlike},
	{"カヽ", "jp", 0},
	{"カタへナ", "jp", ReasonCJKLookAlike}, // Hiragana へ among Katakana
	{"ひらヘな", "jp", ReasonCJKLookAlike}, // Katakana ヘ among Hiragana
	{"へいせい", "jp", 0},
	{"aノb", "example", ReasonCJKLookAlike}, // a slash between Latin
	{"カノン", "jp", 0},
	{"セ\u309a", "jp", ReasonRestricted}, // after kana, as Ainu writes it: no look-alike, but Uncommon_Use
	{"a\u309a", "example", ReasonCJKLookAlike},
	// Digit look-alikes.
	{"12з4", "com", ReasonDigitLookAlike},
	{"1২3", "com", ReasonDigitLookAlike},
	{"з", "com", ReasonDigitLookAlike},
	{"1234", "com", 0},
	{"з-1", "ru", 0}, // a hyphen: not a number
	// Marks where they mislead.
	{"東\u0300京", "com", ReasonMisleadingMark},
	{"pı\u0307ng", "com", ReasonMisleadingMark},
	{"ı\u0301", "com", ReasonMisleadingMark},
	{"l\u0307", "com", ReasonMisleadingMark},
	{"j\u0307", "com", ReasonMisleadingMark},
	{"e\u0301\u0301", "com", ReasonMarks}, // repeated: UTS #39 §5.4
	{"a\u0300", "com", 0},
	{"а\u0300", "ru", 0}, // Cyrillic
	// Characters browsers remove from the allowed set.
	{"o’reilly", "com", ReasonNotAllowed},
	{"a\u2010b", "com", ReasonNotAllowed},
	{"ǎb", "com", ReasonNotAllowed},
	{"ab\u02bc", "com", ReasonNotAllowed},
	{"ạb", "vn", 0}, // Vietnamese, after U+1E9B
	// Whole-script look-alikes of Chromium's lists.
	{"сосо", "com", ReasonWholeScript},
	{"сосо", "рф", 0},
	{"сосо", "ru", 0},
	{"сосо", "by", 0},
	{"курс", "com", 0}, // an allowed word
	{"սօս", "com", ReasonWholeScript},
	{"սօս", "am", 0},
	{"αικ", "com", ReasonWholeScript},
	{"αικ", "gr", 0},
	{"บพเ", "com", ReasonWholeScript},
	{"บพเ", "th", 0},
	{"ไทย", "com", 0},
	// Letters of some top-level domains.
	{"þorp", "com", ReasonTLDSpecific},
	{"þorp", "is", 0},
	{"þorp", "fo", 0},
	{"ðe", "com", ReasonTLDSpecific},
	{"þ", "com", 0}, // one letter: not the rule's
	{"səs", "com", ReasonTLDSpecific},
	{"səs", "az", 0},
	{"col·lecció", "cat", 0},
	{"col·lecció", "com", ReasonTLDSpecific},
	{"a·b", "cat", ReasonTLDSpecific},
	{"·l", "cat", ReasonTLDSpecific},
	{"l·", "cat", ReasonTLDSpecific},
	// Restriction levels both ways.
	{"café카페", "kr", ReasonNonASCIILatin},
	{"cafe카페", "kr", 0},
	{"注音符號ㄓㄨ", "tw", 0},
	{"abcㄓㄨ", "tw", 0},
	{"ㄅa", "tw", 0},
	{"日本語カナかな", "jp", 0},
	{"한국어漢字", "kr", 0},
	{"한국어カナ", "kr", ReasonMixedScripts},
}

// TestBrowserRules holds Label to browserRuleCases: each label finds its
// rule, or nothing.
func TestBrowserRules(t *testing.T) {
	for _, tc := range browserRuleCases {
		got := reasonsOf(Policy{}, tc.label, tc.tld)
		if tc.want == 0 && len(got) > 0 || tc.want != 0 && !slices.Contains(got, tc.want) {
			t.Errorf("Label(%q, %q) = %v, want %v", tc.label, tc.tld, got, tc.want)
		}
	}
}

// TestDeviation: ß and ς keep a label from being shown under transitional
// processing only; ZWJ and ZWNJ in both modes (ReasonInvisible).
func TestDeviation(t *testing.T) {
	for _, label := range []string{"faß", "σοφος\u03c2"} {
		if got := reasonsOf(Policy{}, label, "de"); len(got) > 0 {
			t.Errorf("Label(%q) = %v, want none (nontransitional)", label, got)
		}
		if got := reasonsOf(Policy{Transitional: true}, label, "de"); !slices.Equal(got, []Reason{ReasonDeviation}) {
			t.Errorf("transitional Label(%q) = %v, want deviation", label, got)
		}
	}
	for _, label := range []string{"a\u200db", "a\u200cb"} {
		for _, p := range []Policy{{}, {Transitional: true}} {
			if got := reasonsOf(p, label, "in"); !slices.Contains(got, ReasonInvisible) {
				t.Errorf("%+v.Label(%+q) = %v, want invisible", p, label, got)
			}
		}
	}
}

// TestFirefoxProfiles: Firefox's rules differ from Chromium's where its
// source does: no Bopomofo, its blocklist, no non-ASCII Latin rule, the
// whole-script lists of Cyrillic and Thai alone; and the moderate profile
// lets Latin join one more script.
func TestFirefoxProfiles(t *testing.T) {
	high, moderate := Policy{Profile: ProfileFirefoxHigh}, Policy{Profile: ProfileFirefoxModerate}
	for _, tc := range []struct {
		p           Policy
		label, tld  string
		want        Reason
		wantNothing bool
	}{
		{high, "ㄅㄆ", "tw", ReasonRestricted, false}, // Limited_Use, not added
		{high, "a\u05f4b", "il", ReasonNotAllowed, false},
		{high, "o’reilly", "com", ReasonNotAllowed, false},
		{high, "café카페", "kr", 0, true},
		{high, "սօս", "com", 0, true}, // Armenian: Chromium's list alone
		{high, "сосо", "com", ReasonWholeScript, false},
		{high, "бпфх", "com", 0, true},
		{high, "ελληνικά", "gr", 0, true},
		{high, "aα", "com", ReasonMixedScripts, false},
		{high, "abcالعربية", "com", ReasonMixedScripts, false},
		{moderate, "abcالعربية", "com", 0, true},
		{moderate, "abcάλφα", "com", ReasonMixedScripts, false}, // not Greek
		{moderate, "abcпривет", "com", ReasonMixedScripts, false},
		{high, "shop丨com", "example", ReasonCJKLookAlike, false},
		{high, "þorp", "com", ReasonTLDSpecific, false},
		{high, "12з4", "com", ReasonDigitLookAlike, false},
	} {
		got := reasonsOf(tc.p, tc.label, tc.tld)
		if tc.wantNothing && len(got) > 0 || !tc.wantNothing && !slices.Contains(got, tc.want) {
			t.Errorf("%v.Label(%q, %q) = %v, want %v", tc.p.Profile, tc.label, tc.tld, got, tc.want)
		}
	}
}

// TestReasonNames: every reason has a name and a code, the code in lower
// case and hyphens.
func TestReasonNames(t *testing.T) {
	for r := ReasonInvisible; r <= ReasonTopDomain; r++ {
		if strings.Contains(r.String(), "?") || r.Code() == "unknown" || strings.Trim(r.Code(), "abcdefghijklmnopqrstuvwxyz-") != "" {
			t.Errorf("Reason %d: %q, %q", r, r, r.Code())
		}
	}
	if Reason(0).Code() != "unknown" || (ReasonTopDomain+1).String() != "Reason(?)" {
		t.Error("a reason out of range has a name")
	}
}

// TestFirefoxWholeScriptAgreesWithLists holds Firefox's whole-script rule,
// made in Label's pass, to browserWholeScriptAt's walk of its two lists,
// on every label of up to three labelPieces and some Thai.
func TestFirefoxWholeScriptAgreesWithLists(t *testing.T) {
	p := Policy{Profile: ProfileFirefoxHigh}
	more := append(slices.Clone(labelPieces), "บ", "พ", "ก")
	for _, label := range pieces.Texts(more, 3) {
		for _, tld := range []string{"com", "ru", "th"} {
			want := false
			if resolved := ResolvedScripts(label); !resolved.IsEmpty() && !resolved.IsAll() && !resolved.Has(scriptLatn) {
				want = p.browserWholeScriptAt(label, resolved) >= 0 && !wholeScriptShownUnder(resolved, tld) && !allowedWholeScriptWord(label)
			}
			if got := slices.Contains(reasonsOf(p, label, tld), ReasonWholeScript); got != want {
				t.Fatalf("%v.Label(%+q, %q): whole-script %v, the lists say %v", p.Profile, label, tld, got, want)
			}
		}
	}
}

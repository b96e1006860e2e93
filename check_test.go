package iri

import (
	"errors"
	"os"
	"slices"
	"strings"
	"testing"
)

// checkCodes returns the codes Check reports for s, in order.
func checkCodes(s string) []string {
	var codes []string
	for _, v := range Check(s).Violations {
		codes = append(codes, v.Code)
	}
	return codes
}

// TestCheckRules gives, for each rule, inputs that trigger it and inputs
// that just do not: the edges of every range.
// checkRuleCases gives each rule inputs that break it (trigger) and inputs
// at the edge that do not (clear).
var checkRuleCases = []struct {
	code    string
	trigger []string
	clear   []string
}{
	{"syntax/invalid-character", []string{"http://a/[x]", "a#b#c"}, []string{"http://[::1]/", "a#b?c"}},
	{"syntax/invalid-utf8", []string{"a\xff", "a\xc3"}, []string{"a\u00ff"}},
	{"syntax/percent-encoding", []string{"a%2", "a%zz", "%"}, []string{"a%2F", "a%25"}},
	{"syntax/colon-in-first-segment", []string{"1a:b", ":x"}, []string{"./1a:b", "a:b"}},
	{"syntax/ipv6", []string{"//[1::2::3]", "//[::1"}, []string{"//[1::2:3]"}},
	{"syntax/ipvfuture", []string{"//[v1.]", "//[vg.a]"}, []string{"//[v1.a]"}},
	{"syntax/port", []string{"//a:8o"}, []string{"//a:80", "//a:"}},
	{"char/space", []string{"a b"}, []string{"a%20b"}},
	{"char/delimiter", []string{"a<b", "a>b", `a"b`}, []string{"a%3Cb", "a=b"}},
	{"char/unwise", []string{`a\b`, "a^b", "a`b", "a{b", "a|b", "a}b"}, []string{"a~b", "a_b"}},
	{"char/control", []string{"a\x00", "a\x1f", "a\x7f", "a\u0080", "a\u009f"}, []string{"a\u00a0", "a~"}},
	{"char/bidi-formatting", []string{"a\u200e", "a\u200f", "a\u202a", "a\u202e"}, []string{"a\u200d", "a\u202f", "a\u2029"}},
	{"char/special", []string{"a\ufff0", "a\ufffd"}, []string{"a\uffef"}},
	{"char/private-use", []string{"a\ue000", "a\uf8ff", "#\U000F0000", "/\U0010FFFD"}, []string{"a\uf900", "?\ue000"}},
	{"char/private-use-query", []string{"?\ue000", "?\U0010FFFD"}, []string{"?\uf900"}},
	{"char/tag", []string{"a\U000E0000", "a\U000E0FFF"}, []string{"a\U000E1000"}},
	{"char/non-character", []string{"a\ufdd0", "a\ufdef", "a\ufffe", "a\U0001FFFF"}, []string{"a\ufdcf", "a\ufdf0", "a\U0001FFFD"}},
	{"char/surrogate", []string{"a\xed\xa0\x80", "a\xed\xbf\xbf"}, []string{"a\xed\x9f\xbf"}},
	{"char/not-nfc", []string{"http://a/e\u0301"}, []string{"http://a/\u00e9"}},
	{"char/fullwidth", []string{"http://a/\uff01", "http://a/\uff5e"}, []string{"http://a/\uff5f", "http://a/\uff00"}},
	{"char/halfwidth-katakana", []string{"http://a/\uff61", "http://a/\uff9f"}, []string{"http://a/\uffa0", "http://a/\u30a2"}},
	{"char/compatibility", []string{"http://a/\u2160", "http://a/\ufb01"}, []string{"http://a/fi"}},
	{"char/mixed-script", []string{"http://\u0440aypal.com/", "http://a/\u03b1b", "http://a/\u0627\u05d0", "http://a/%D1%80aypal"},
		[]string{"http://a/日本語のカタカナ", "http://a/한국어漢字", "http://a/caf\u00e9", "http://a/abc\u0627", "http://a/\u0440\u0443",
			"http://a/%D0%BF%D0%BE_\u0431\u0443\u0442", "http://a/?q=\u0431\u0443%2C\u0440\u0435", "http://a/%41%42"}},
	{"host/confusable-digits", []string{"http://br0ken.example/", "http://1ame.example/"}, []string{"http://a10.example/", "http://192.0.2.1/", "http://x/br0ken", "http://xn--48s290a.xn--j6w193g/"}},
	{"host/uppercase", []string{"http://Example.org/"}, []string{"http://example.org/", "http://%C3%A9.example/"}},
	{"host/invalid-idn", []string{"http://xn--zz.example/", "http://a\u200db.example/", "http://\u00e9%2Eb.example/"}, []string{"http://xn--bcher-kva.example/", "http://bücher.example/"}},
	{"host/percent-encoded-idn", []string{"http://b%C3%BCcher.example/"}, []string{"http://bücher.example/", "http://ex%41mple/"}},
	{"pct/lowercase-hex", []string{"a%2f", "a%aF"}, []string{"a%2F"}},
	{"pct/overlong", []string{"a%C0%AF", "a%C1%BF", "a%E0%80%AF", "a%F0%80%80%AF"}, []string{"a%C2%A0", "a%E0%A0%80"}},
	{"pct/surrogate", []string{"a%ED%A0%80"}, []string{"a%ED%9F%BF"}},
	{"pct/invalid-utf8", []string{"a%FF", "a%80", "a%C3", "a%E6%97"}, []string{"a%C3%A9", "a%E6%97%A5"}},
	{"pct/encoded-slash", []string{"http://a/b%2Fc"}, []string{"http://a/b?%2F", "http://a/b#%2F"}},
	{"pct/encoded-dot-segment", []string{"http://a/%2E%2E/b", "http://a/.%2e/b", "http://a/%2E"}, []string{"http://a/%2E%2E%2E/b", "http://a/b%2E/"}},
	{"bidi/mixed-directions", []string{"http://a/\u05d0b\u05d1"}, []string{"http://a/\u05d0\u05d1"}},
	{"bidi/rtl-ends", []string{"http://a/\u05d01", "http://a/1\u05d0"}, []string{"http://a/\u05d01\u05d1"}},
	{"bidi/number-beside-rtl", []string{"http://\u05d0.123/"}, []string{"http://a.123/"}},
	{"bidi/isolate-control", []string{"http://a/\u2066b", "http://a/\u2069", "http://a/\u061c"}, []string{"http://a/\u2065", "http://a/\u206a"}},
	{"scheme/uppercase", []string{"HTTP://a/"}, []string{"http://a/"}},
	{"scheme/missing-host", []string{"http:/a", "https://", "http://:80/"}, []string{"http://a/", "ftp:/a"}},
	{"scheme/port-range", []string{"http://a:65536/", "https://a:100000/"}, []string{"http://a:65535/", "http://a:00080/", "foo://a:99999/"}},
	{"scheme/default-port", []string{"http://a:80/", "https://a:443/", "ws://a:080/"}, []string{"http://a:8080/", "https://a:80/"}},
	{"scheme/data-syntax", []string{"data:text/plain"}, []string{"data:,x", "data:text/plain;base64,eA=="}},
	{"scheme/mailto-authority", []string{"mailto://a@b"}, []string{"mailto:a@b"}},
	{"scheme/javascript", []string{"javascript:alert(1)", "JavaScript:x"}, []string{"java:x"}},
}

// checkRuleInputs returns every input of checkRuleCases.
func checkRuleInputs() []string {
	var out []string
	for _, tc := range checkRuleCases {
		out = append(append(out, tc.trigger...), tc.clear...)
	}
	return out
}

func TestCheckRules(t *testing.T) {
	seen := map[string]bool{}
	for _, tt := range checkRuleCases {
		seen[tt.code] = true
		for _, s := range tt.trigger {
			if !contains(checkCodes(s), tt.code) {
				t.Errorf("%s: %q not reported: %v", tt.code, s, checkCodes(s))
			}
		}
		for _, s := range tt.clear {
			if contains(checkCodes(s), tt.code) {
				t.Errorf("%s: %q reported: %v", tt.code, s, Check(s).Violations)
			}
		}
	}
	for _, r := range Rules() {
		if !seen[r.Code] {
			t.Errorf("rule %s has no test", r.Code)
		}
	}
}

func contains(list []string, s string) bool {
	for _, e := range list {
		if e == s {
			return true
		}
	}
	return false
}

func TestCheckReport(t *testing.T) {
	r := Check("HTTP://Example.org/a b")
	if r.Valid || r.Worst() != SeverityError || len(r.Violations) != 1 {
		t.Fatalf("%+v", r)
	}
	v := r.Violations[0]
	if v.Code != "char/space" || v.Offset != 20 || v.Length != 1 || v.Component != ComponentPath {
		t.Errorf("%+v", v)
	}
	if got := v.String(); got != "error char/space at offset 20 in path: U+0020: a space (3987bis §7.3)" {
		t.Errorf("String: %s", got)
	}
	if all := Check("HTTP://Example.org/a"); len(all.Violations) != 2 {
		t.Errorf("all: %v", all.Violations)
	}
	ignored := Check("HTTP://Example.org/a", CheckOptions{Ignore: []string{"scheme/", "host/uppercase"}})
	if len(ignored.Violations) != 0 {
		t.Errorf("ignore: %v", ignored.Violations)
	}
	if ok := Check("http://example.org/ä"); !ok.Valid || len(ok.Violations) != 0 || ok.Worst() != 0 {
		t.Errorf("clean: %+v", ok)
	}
}

// nonSyntaxMUSTs are the error codes a valid IRI reference may still get.
var nonSyntaxMUSTs = map[string]bool{
	"scheme/missing-host": true, "scheme/port-range": true, "scheme/data-syntax": true, "host/invalid-idn": true,
}

// checkCheckProperties asserts, for any input: a valid one has no error
// but the non-syntax MUSTs; an invalid one has an error at the offset of
// the parse error; every violation lies inside the input and has a known
// code.
func checkCheckProperties(tb testing.TB, s string) {
	tb.Helper()
	r := Check(s)
	_, err := Parse(s)
	var e *Error
	atParseError := false
	for _, v := range r.Violations {
		if _, ok := ruleByCode()[v.Code]; !ok {
			tb.Fatalf("%q: unknown code %s", s, v.Code)
		}
		if v.Offset < 0 || v.Offset+v.Length > len(s) || v.Length < 1 && v.Offset != len(s) {
			tb.Fatalf("%q: %v lies outside the input", s, v)
		}
		if r.Valid && v.Severity == SeverityError && !nonSyntaxMUSTs[v.Code] {
			tb.Fatalf("%q: valid, but %v", s, v)
		}
		if errors.As(err, &e) && v.Offset == e.Offset && v.Severity == SeverityError {
			atParseError = true
			if e.Component != 0 && v.Component != e.Component {
				tb.Fatalf("%q: %v, but Parse says %v", s, v, err)
			}
		}
	}
	if err != nil && !atParseError {
		tb.Fatalf("%q: no error violation at the parse error %v: %v", s, err, r.Violations)
	}
}

func TestCheckPropertiesCorpus(t *testing.T) {
	for _, s := range readLines(t, "corpus-iri.txt") {
		checkCheckProperties(t, s)
	}
}

func TestCheckPropertiesSuites(t *testing.T) {
	for _, s := range suiteStrings(t) {
		checkCheckProperties(t, s)
	}
}

// TestRulesTableInREADME keeps the README's table of codes in step with
// Rules.
func TestRulesTableInREADME(t *testing.T) {
	readme, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range Rules() {
		row := "| `" + r.Code + "` | " + r.Severity.String() + " | " + r.Section + " |"
		if !strings.Contains(string(readme), row) {
			t.Errorf("README lacks the row %s", row)
		}
	}
}

func FuzzCheck(f *testing.F) {
	for _, s := range suiteStrings(f) {
		f.Add(s)
	}
	f.Add("HTTP://Br0ken.EXAMPLE:80/%c0%af/%2e%2E/%2F%ed%a0%80%C3")
	f.Add("http://ab.cd.ef/גד1/2הו/זח.html?\ue000#\u2067")
	f.Fuzz(func(t *testing.T, s string) {
		checkCheckProperties(t, s)
	})
}

// TestMixedScriptsNames pins the scripts mixedScripts names, in order of
// first appearance, across runs that switch back and forth.
func TestMixedScriptsNames(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"\u0430bc\u0430", "Cyrillic+Latin"},
		{"ab\u03b1\u0430", "Latin+Greek+Cyrillic"},
		{"日本語のカタカナ", ""},
		{"ひらがな한국", "Hiragana+Hangul"},
		{"abc\u0627\u0628", ""},
		{"\u0627\u05d0\u0627", "Arabic+Hebrew"},
		{"1-2_3\u0301", ""},
	} {
		if got := mixedScripts(tc.in); got != tc.want {
			t.Errorf("mixedScripts(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

// TestCheckReviewFindings keeps what a review of the checker found.
func TestCheckReviewFindings(t *testing.T) {
	// A host whose punycode would overflow: ToURI rejects it, so Check
	// must too.
	huge := "http://" + strings.Repeat("a", 10444) + "\U000323AF" + "/"
	if _, err := (Mapper{IDNA: UTS46}).ToURI(MustParse(huge)); err == nil {
		t.Fatal("Mapper.ToURI accepts the huge host")
	}
	if !contains(checkCodes(huge), "host/invalid-idn") {
		t.Errorf("huge host: %v", checkCodes(huge))
	}
	// The hex digits of a percent-encoding are not look-alike digits, and
	// one label's verdict does not depend on the others.
	for _, s := range []string{"http://%C3%A1/", "http://ca%C3%B1on.com/", "http://x%A1y.com/"} {
		if contains(checkCodes(s), "host/confusable-digits") {
			t.Errorf("%q: %v", s, Check(s).Violations)
		}
	}
	var offsets []int
	for _, v := range Check("http://ca%C3%B1on.web1.com/").Violations {
		if v.Code == "host/confusable-digits" {
			offsets = append(offsets, v.Offset)
		}
	}
	if len(offsets) != 1 || offsets[0] != 18 {
		t.Errorf("confusable digits at %v, want only the label web1 at 18", offsets)
	}
	// Ignoring every violation leaves none, as a clean input has.
	if r := Check("HTTP://a/", CheckOptions{Ignore: []string{"scheme/"}}); r.Violations != nil {
		t.Errorf("all ignored: %#v", r.Violations)
	}
}

// TestCheckCleanAllocatesNothing: an input with nothing to report costs no
// allocation, ASCII or not (but for a non-ASCII host: x/net/idna returns a
// new string).
func TestCheckCleanAllocatesNothing(t *testing.T) {
	for _, s := range []string{"https://example.org/a/b?c=d#e", "http://example.jp/パス?q=値", "http://a/%D0%BF%D1%80"} {
		if r := Check(s); len(r.Violations) != 0 {
			t.Fatalf("%q: %v", s, r.Violations)
		}
		if n := testing.AllocsPerRun(100, func() { _ = Check(s) }); n != 0 {
			t.Errorf("Check(%q): %v allocations", s, n)
		}
	}
}

// TestCheckLowercaseHexEveryTriplet: lower-case hex is found in any
// triplet, not only the first of a character (or of a broken sequence, or
// of an encoded dot segment) that the checker reads as one; it is reported
// once per component, at the first such triplet.
func TestCheckLowercaseHexEveryTriplet(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want []int // the offsets of pct/lowercase-hex
	}{
		// path
		{"http://example.com/caf%C3%a9", []int{25}},
		{"http://example.com/caf%c3%a9", []int{22}},
		{"http://example.com/caf%C3%A9", nil},
		// query
		{"http://a/?q=%C3%a9", []int{15}},
		{"http://a/?q=%c3%a9", []int{12}},
		{"http://a/?q=%C3%A9", nil},
		// fragment: the last of three
		{"http://a/#%E6%97%a5", []int{16}},
		{"http://a/#%e6%97%a5", []int{10}},
		{"http://a/#%E6%97%A5", nil},
		// userinfo
		{"http://%C3%a9@a/", []int{10}},
		{"http://%c3%a9@a/", []int{7}},
		{"http://%C3%A9@a/", nil},
		// host
		{"http://caf%C3%a9.example/", []int{13}},
		{"http://caf%c3%a9.example/", []int{10}},
		{"http://caf%C3%A9.example/", nil},
		// the continuation octets of a broken sequence, an encoded dot segment
		{"http://a/%FF%80%8f", []int{15}},
		{"http://a/%2E%2e/b", []int{12}},
		// once per component
		{"http://a/%C3%a9?%c3%A9#%C3%A9", []int{12, 16}},
	} {
		var got []int
		for _, v := range Check(tc.in).Violations {
			if v.Code == "pct/lowercase-hex" {
				got = append(got, v.Offset)
			}
		}
		if !slices.Equal(got, tc.want) {
			t.Errorf("%q: pct/lowercase-hex at %v, want %v", tc.in, got, tc.want)
		}
	}
}

// TestCheckSyntaxComponent: for an input Parse rejects, the error Check
// reports at the parse error is in the component Parse names, the other
// violations are in the component their delimiters put them in, and
// where the parser's cause says more than the character (an IP-literal,
// a port) Check reports it too, in the parser's words.
func TestCheckSyntaxComponent(t *testing.T) {
	for _, tc := range []struct {
		in     string
		offset int
		comp   Component
		syntax string // the syntax/ code reported besides the character's, if any
		later  map[int]Component
	}{
		{in: "http://u ser@a/", offset: 8, comp: ComponentUserinfo},
		{in: "http://u^@a/", offset: 8, comp: ComponentUserinfo},
		{in: "http://u%zz@a/", offset: 8, comp: ComponentUserinfo},
		{in: "http://u ser@a b/", offset: 8, comp: ComponentUserinfo, later: map[int]Component{14: ComponentHost}},
		{in: "http://a b/", offset: 8, comp: ComponentHost},
		{in: `http://a\b/`, offset: 8, comp: ComponentHost},
		{in: "http://a b/c d?e f#g h", offset: 8, comp: ComponentHost,
			later: map[int]Component{12: ComponentPath, 16: ComponentQuery, 20: ComponentFragment}},
		{in: "http://[::1 ]/", offset: 11, comp: ComponentHost, syntax: "syntax/ipv6"},
		{in: "http://[v1.a b]/", offset: 12, comp: ComponentHost, syntax: "syntax/ipvfuture"},
		{in: "http://a:8 0/", offset: 10, comp: ComponentPort, syntax: "syntax/port"},
		{in: "http://a:80^/", offset: 11, comp: ComponentPort, syntax: "syntax/port"},
		{in: "http://a:8x/", offset: 10, comp: ComponentPort, syntax: "syntax/port"},
		{in: "http://[::1]:8 0/ x", offset: 14, comp: ComponentPort, syntax: "syntax/port", later: map[int]Component{17: ComponentPath}},
		{in: "http://a/b c", offset: 10, comp: ComponentPath},
		{in: "ht tp://a b/", offset: 2, comp: ComponentPath, later: map[int]Component{9: ComponentPath}},
		{in: "http://a/?q r", offset: 11, comp: ComponentQuery},
		{in: "http://a/#f g", offset: 11, comp: ComponentFragment},
	} {
		_, err := Parse(tc.in)
		var e *Error
		if !errors.As(err, &e) || e.Offset != tc.offset || e.Component != tc.comp {
			t.Fatalf("%q: Parse: %v, want an error at %d in %v", tc.in, err, tc.offset, tc.comp)
		}
		r := Check(tc.in)
		if r.Valid {
			t.Fatalf("%q: valid", tc.in)
		}
		errorsAt, syntaxSeen := 0, false
		for _, v := range r.Violations {
			if v.Offset == e.Offset && v.Severity == SeverityError {
				errorsAt++
				if v.Component != e.Component {
					t.Errorf("%q: %v, want it in %v, as Parse says: %v", tc.in, v, e.Component, err)
				}
				if v.Code == tc.syntax {
					syntaxSeen = true
					if want := strings.TrimPrefix(e.Error(), "iri: "); v.Message != want {
						t.Errorf("%q: %s message %q, want Parse's %q", tc.in, v.Code, v.Message, want)
					}
				}
			}
			if want, ok := tc.later[v.Offset]; ok && v.Component != want {
				t.Errorf("%q: %v, want it in %v", tc.in, v, want)
			}
		}
		if errorsAt == 0 {
			t.Errorf("%q: no error at the parse error's offset %d: %v", tc.in, e.Offset, r.Violations)
		}
		if tc.syntax != "" && !syntaxSeen {
			t.Errorf("%q: Parse's %s (%v) not reported: %v", tc.in, tc.syntax, err, r.Violations)
		}
		for off := range tc.later {
			if !slices.ContainsFunc(r.Violations, func(v Violation) bool { return v.Offset == off }) {
				t.Errorf("%q: nothing reported at %d: %v", tc.in, off, r.Violations)
			}
		}
	}
}

// TestCheckIgnoreKeepsConformance: Ignore hides reports; it changes
// neither Valid (the grammar) nor Conforms (no MUST broken, the grammar's
// or the scheme's).
func TestCheckIgnoreKeepsConformance(t *testing.T) {
	for _, tc := range []struct {
		in              string
		ignore          []string
		valid, conforms bool
		violationsLeft  int
	}{
		{"http://a/", nil, true, true, 0},
		{"http://a/b c", nil, false, false, 1},
		{"http://a/b c", []string{"char/space"}, false, false, 0},
		{"http://a/b c", []string{"char/", "syntax/"}, false, false, 0},
		{"https://", nil, true, false, 1},
		{"https://", []string{"scheme/missing-host"}, true, false, 0},
		{"HTTP://a/", []string{"scheme/"}, true, true, 0},
		{"http://a/%2f", nil, true, true, 2},
		{"http://a/%2f", []string{"pct/"}, true, true, 0},
		{"http://a/b c<", []string{"char/space"}, false, false, 1},
	} {
		r := Check(tc.in, CheckOptions{Ignore: tc.ignore})
		if r.Valid != tc.valid || r.Conforms() != tc.conforms || len(r.Violations) != tc.violationsLeft {
			t.Errorf("Check(%q, Ignore %q): Valid %v, Conforms %v, %d violations %v; want %v, %v, %d",
				tc.in, tc.ignore, r.Valid, r.Conforms(), len(r.Violations), r.Violations, tc.valid, tc.conforms, tc.violationsLeft)
		}
	}
}

// TestCheckOptionsValidate: a code in Ignore must be a rule's, or a group
// of them ending in "/"; the error names the first that is not.
func TestCheckOptionsValidate(t *testing.T) {
	for _, ignore := range [][]string{nil, {"char/space"}, {"bidi/", "syntax/", "scheme/javascript"}} {
		if err := (CheckOptions{Ignore: ignore}).Validate(); err != nil {
			t.Errorf("%q: %v", ignore, err)
		}
	}
	for _, tc := range []struct {
		ignore []string
		want   string
	}{
		{[]string{"char/spaces"}, `iri: CheckOptions.Ignore: unknown violation code "char/spaces"`},
		{[]string{"host/uppercase", "nope"}, `iri: CheckOptions.Ignore: unknown violation code "nope"`},
		{[]string{"chars/"}, `iri: CheckOptions.Ignore: unknown violation code "chars/"`},
		{[]string{"char"}, `iri: CheckOptions.Ignore: unknown violation code "char"`},
		{[]string{"/"}, `iri: CheckOptions.Ignore: unknown violation code "/"`},
		{[]string{""}, `iri: CheckOptions.Ignore: unknown violation code ""`},
	} {
		err := CheckOptions{Ignore: tc.ignore}.Validate()
		if err == nil || err.Error() != tc.want {
			t.Errorf("%q: %v, want %s", tc.ignore, err, tc.want)
		}
	}
}

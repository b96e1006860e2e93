package check

import (
	"errors"
	"fmt"
	"os"
	"reflect"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/go-iri/iri"
	"github.com/go-iri/iri/internal/corpus"
	"github.com/go-iri/iri/internal/suites"
)

// checkCodes returns the codes Check reports for s, in order.
func checkCodes(s string) []string {
	var codes []string
	for _, v := range Check(s).Violations {
		codes = append(codes, v.Code)
	}
	return codes
}

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
	{"spoof/mixed-script", []string{"http://xn--microsft-sbh.com/", "http://microsоft.com/", "http://xn--pypl-0ldc.example/"}, []string{"http://abc中文.cn/", "http://xn--abc-x68do18h.cn/", "http://a/microsоft"}},
	{"spoof/non-ascii-latin", []string{"http://café中文.cn/", "http://xn--caf-dma4100h2j3a.cn/"}, []string{"http://cafe中文.cn/", "http://café.cn/"}},
	{"spoof/whole-script", []string{"http://xn--80ak6aa92e.com/", "http://аррӏе.com/", "http://www.%D0%B0%D1%80%D1%80%D3%8F%D0%B5.com/"}, []string{"http://пример.рф/", "http://xn--80ak6aa92e.xn--p1ai/", "http://a/аррӏе"}},
	{"spoof/mixed-numbers", []string{"http://xn--13-p5f.example/", "http://a/1২3", "http://a/?x=1%E0%A7%A83", "http://a/#१1"}, []string{"http://a/১২৩", "http://a/1/২/3", "http://a/123"}},
	{"spoof/marks", []string{"http://xn--zm-fka43s.example/", "http://a/zo\u0308\u0308m", "http://a/#i\u0307", "http://a/zo%CC%88%CC%88m"}, []string{"http://a/zöm", "http://zöm.example/"}},
	{"spoof/restricted", []string{"http://ϝϝ.example/", "http://xn--53h.example/"}, []string{"http://bücher.example/", "http://a/☕"}},
	{"spoof/invisible", []string{"http://xn--11b2ezcw70k.in/"}, []string{"http://xn--j2bd4cyah0f.in/"}},
	{"spoof/not-allowed", []string{"http://o\u2019reilly.example/", "http://\u01ceb.example/"}, []string{"http://oreilly.example/", "http://\u1ea1b.example/"}},
	{"spoof/tld-specific", []string{"http://\u00feorp.example/", "http://a\u00b7b.cat/", "http://col\u00b7lecci\u00f3.example/"}, []string{"http://\u00feorp.is/", "http://col\u00b7lecci\u00f3.cat/"}},
	{"spoof/misleading-mark", []string{"http://\u6771\u0300\u4eac.example/", "http://p\u0131\u0307ng.example/", "http://l\u0307.example/"}, []string{"http://\u00e8.example/", "http://\u6771\u4eac.example/"}},
	{"spoof/digit-lookalike", []string{"http://12\u04374.example/"}, []string{"http://1234.example/", "http://\u0437\u0430.ru/"}},
	{"spoof/cjk-lookalike", []string{"http://shop\u4e28com.example/", "http://\u30fcshop.jp/", "http://abc\u30fbxyz.jp/"}, []string{"http://\u4e2d\u4e00.cn/", "http://\u30ab\u30fc.jp/"}},
	{"spoof/top-domain", []string{"http://g\u00f5ogle.com/", "http://\u0261oogle.com/"}, []string{"http://google.com/", "http://b\u00fccher.example/"}},
	// Only a Checker with names reports it (TestProtectedNames); Check
	// protects nothing.
	{"spoof/protected-name", nil, []string{"http://paypa1.com/", "http://xn--80ak6aa92e.com/"}},
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
			if !slices.Contains(checkCodes(s), tt.code) {
				t.Errorf("%s: %q not reported: %v", tt.code, s, checkCodes(s))
			}
		}
		for _, s := range tt.clear {
			if slices.Contains(checkCodes(s), tt.code) {
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

func TestCheckReport(t *testing.T) {
	r := Check("HTTP://Example.org/a b")
	if r.Valid || r.Worst() != SeverityError || len(r.Violations) != 1 {
		t.Fatalf("%+v", r)
	}
	v := r.Violations[0]
	if v.Code != "char/space" || v.Offset != 20 || v.Length != 1 || v.Component != iri.ComponentPath {
		t.Errorf("%+v", v)
	}
	if got := v.String(); got != "error char/space at offset 20 in path: U+0020: a space (3987bis §7.3)" {
		t.Errorf("String: %s", got)
	}
	if all := Check("HTTP://Example.org/a"); len(all.Violations) != 2 {
		t.Errorf("all: %v", all.Violations)
	}
	ignored := Checker{Ignore: []string{"scheme/", "host/uppercase"}}.Check("HTTP://Example.org/a")
	if len(ignored.Violations) != 0 {
		t.Errorf("ignore: %v", ignored.Violations)
	}
	if ok := Check("http://example.org/ä"); !ok.Valid || len(ok.Violations) != 0 || ok.Worst() != 0 {
		t.Errorf("clean: %+v", ok)
	}
}

// nonSyntaxMUSTs are the error codes a valid iri.IRI reference may still get.
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
	_, err := iri.Parse(s)
	var e *iri.Error
	atParseError := false
	for _, v := range r.Violations {
		if ruleOf(v.Code).Code != v.Code {
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
				tb.Fatalf("%q: %v, but iri.Parse says %v", s, v, err)
			}
		}
	}
	if err != nil && !atParseError {
		tb.Fatalf("%q: no error violation at the parse error %v: %v", s, err, r.Violations)
	}
}

func TestCheckPropertiesCorpus(t *testing.T) {
	for _, s := range corpus.Lines(t, "corpus-iri.txt") {
		checkCheckProperties(t, s)
	}
}

func TestCheckPropertiesSuites(t *testing.T) {
	for _, s := range suites.Strings(t) {
		checkCheckProperties(t, s)
	}
}

// TestRulesTableInREADME keeps the README's table of codes in step with
// Rules.
func TestRulesTableInREADME(t *testing.T) {
	readme, err := os.ReadFile("../README.md")
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
	for _, s := range suites.Strings(f) {
		f.Add(s)
	}
	f.Add("HTTP://Br0ken.EXAMPLE:80/%c0%af/%2e%2E/%2F%ed%a0%80%C3")
	f.Add("http://ab.cd.ef/גד1/2הו/זח.html?\ue000#\u2067")
	f.Fuzz(func(t *testing.T, s string) {
		checkCheckProperties(t, s)
		// The facts of the one pass over the characters skip only
		// families that find nothing (TestFamiliesSkipNothing, on any
		// input).
		got, want := Check(s), (Checker{}).check(s, checkMode{every: true})
		if !reflect.DeepEqual(got, want) {
			t.Errorf("Check(%q):\n got %v\nwant %v", s, got.Violations, want.Violations)
		}
		if got.Valid {
			checkBidiAgainstReference(t, got.IRI)
			checkMixedScriptsByParts(t, got.IRI, got)
			checkWalksAgree(t, got.IRI, got)
		}
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

// TestCheckRejectsWhatToURIRejects: a host whose punycode would
// overflow, which iri.Mapper.ToURI rejects, is an invalid IDN to Check
// too.
func TestCheckRejectsWhatToURIRejects(t *testing.T) {
	huge := "http://" + strings.Repeat("a", 10444) + "\U000323AF" + "/"
	if _, err := (iri.Mapper{IDNA: iri.IDNAUTS46}).ToURI(iri.MustParse(huge)); err == nil {
		t.Fatal("iri.Mapper.ToURI accepts the huge host")
	}
	if !slices.Contains(checkCodes(huge), "host/invalid-idn") {
		t.Errorf("huge host: %v", checkCodes(huge))
	}
}

// TestConfusableDigitsByLabel: the hex digits of a percent-encoding are
// not look-alike digits, and one label's verdict does not depend on the
// others.
func TestConfusableDigitsByLabel(t *testing.T) {
	for _, s := range []string{"http://%C3%A1/", "http://ca%C3%B1on.com/", "http://x%A1y.com/"} {
		if slices.Contains(checkCodes(s), "host/confusable-digits") {
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
}

// TestIgnoreEveryViolation: ignoring every violation leaves none (nil),
// as a clean input has.
func TestIgnoreEveryViolation(t *testing.T) {
	if r := (Checker{Ignore: []string{"scheme/"}}).Check("HTTP://a/"); r.Violations != nil {
		t.Errorf("all ignored: %#v", r.Violations)
	}
}

// TestCheckCleanAllocatesNothing: an input with nothing to report costs no
// allocation, ASCII or not, an IDN host in Unicode or in A-labels (whose
// Unicode form, which the rules of spoofing read, the family of IDNA
// writes in the room applyAllIDNA keeps on its stack) and right-to-left
// text the bidi rules walk (bidiWalk) included.
func TestCheckCleanAllocatesNothing(t *testing.T) {
	for _, s := range []string{"https://example.org/a/b?c=d#e", "http://example.jp/パス?q=値", "http://a/%D0%BF%D1%80",
		"http://例え.jp/パス", "http://пример.рф/", "http://example.org/שלום/x/y.html?ב=ג&q=a#بيت",
		"http://xn--bcher-kva.example/", "http://xn--e1afmkfd.xn--p1ai/a"} {
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

// TestCheckSyntaxComponent: for an input iri.Parse rejects, the error Check
// reports at the parse error is in the component iri.Parse names, the other
// violations are in the component their delimiters put them in, and
// where the parser's cause says more than the character (an IP-literal,
// a port) Check reports it too, in the parser's words.
func TestCheckSyntaxComponent(t *testing.T) {
	for _, tc := range []struct {
		in     string
		offset int
		comp   iri.Component
		syntax string // the syntax/ code reported besides the character's, if any
		later  map[int]iri.Component
	}{
		{in: "http://u ser@a/", offset: 8, comp: iri.ComponentUserinfo},
		{in: "http://u^@a/", offset: 8, comp: iri.ComponentUserinfo},
		{in: "http://u%zz@a/", offset: 8, comp: iri.ComponentUserinfo},
		{in: "http://u ser@a b/", offset: 8, comp: iri.ComponentUserinfo, later: map[int]iri.Component{14: iri.ComponentHost}},
		{in: "http://a b/", offset: 8, comp: iri.ComponentHost},
		{in: `http://a\b/`, offset: 8, comp: iri.ComponentHost},
		{in: "http://a b/c d?e f#g h", offset: 8, comp: iri.ComponentHost,
			later: map[int]iri.Component{12: iri.ComponentPath, 16: iri.ComponentQuery, 20: iri.ComponentFragment}},
		// An authority that "?" or "#" ends, with no path.
		{in: "http://a b?c d", offset: 8, comp: iri.ComponentHost, later: map[int]iri.Component{12: iri.ComponentQuery}},
		{in: "http://a b#c d", offset: 8, comp: iri.ComponentHost, later: map[int]iri.Component{12: iri.ComponentFragment}},
		{in: "http://[::1 ]/", offset: 11, comp: iri.ComponentHost, syntax: "syntax/ipv6"},
		{in: "http://[v1.a b]/", offset: 12, comp: iri.ComponentHost, syntax: "syntax/ipvfuture"},
		{in: "http://a:8 0/", offset: 10, comp: iri.ComponentPort, syntax: "syntax/port"},
		{in: "http://a:80^/", offset: 11, comp: iri.ComponentPort, syntax: "syntax/port"},
		{in: "http://a:8x/", offset: 10, comp: iri.ComponentPort, syntax: "syntax/port"},
		{in: "http://[::1]:8 0/ x", offset: 14, comp: iri.ComponentPort, syntax: "syntax/port", later: map[int]iri.Component{17: iri.ComponentPath}},
		{in: "http://a/b c", offset: 10, comp: iri.ComponentPath},
		{in: "ht tp://a b/", offset: 2, comp: iri.ComponentPath, later: map[int]iri.Component{9: iri.ComponentPath}},
		{in: "http://a/?q r", offset: 11, comp: iri.ComponentQuery},
		{in: "http://a/#f g", offset: 11, comp: iri.ComponentFragment},
	} {
		_, err := iri.Parse(tc.in)
		var e *iri.Error
		if !errors.As(err, &e) || e.Offset != tc.offset || e.Component != tc.comp {
			t.Fatalf("%q: iri.Parse: %v, want an error at %d in %v", tc.in, err, tc.offset, tc.comp)
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
					t.Errorf("%q: %v, want it in %v, as iri.Parse says: %v", tc.in, v, e.Component, err)
				}
				if v.Code == tc.syntax {
					syntaxSeen = true
					if want := strings.TrimPrefix(e.Error(), "iri: "); v.Message != want {
						t.Errorf("%q: %s message %q, want iri.Parse's %q", tc.in, v.Code, v.Message, want)
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
			t.Errorf("%q: iri.Parse's %s (%v) not reported: %v", tc.in, tc.syntax, err, r.Violations)
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
		r := Checker{Ignore: tc.ignore}.Check(tc.in)
		if r.Valid != tc.valid || r.Conforms() != tc.conforms || len(r.Violations) != tc.violationsLeft {
			t.Errorf("Check(%q, Ignore %q): Valid %v, Conforms %v, %d violations %v; want %v, %v, %d",
				tc.in, tc.ignore, r.Valid, r.Conforms(), len(r.Violations), r.Violations, tc.valid, tc.conforms, tc.violationsLeft)
		}
	}
}

// TestCheckerValidate: a code in Ignore must be a rule's, or a group
// of them ending in "/"; the error names the first that is not.
func TestCheckerValidate(t *testing.T) {
	for _, ignore := range [][]string{nil, {"char/space"}, {"bidi/", "syntax/", "scheme/javascript"}} {
		if err := (Checker{Ignore: ignore}).Validate(); err != nil {
			t.Errorf("%q: %v", ignore, err)
		}
	}
	for _, tc := range []struct {
		ignore []string
		want   string
	}{
		{[]string{"char/spaces"}, `check: Checker.Ignore: unknown violation code "char/spaces"`},
		{[]string{"host/uppercase", "nope"}, `check: Checker.Ignore: unknown violation code "nope"`},
		{[]string{"chars/"}, `check: Checker.Ignore: unknown violation code "chars/"`},
		{[]string{"char"}, `check: Checker.Ignore: unknown violation code "char"`},
		{[]string{"/"}, `check: Checker.Ignore: unknown violation code "/"`},
		{[]string{""}, `check: Checker.Ignore: unknown violation code ""`},
	} {
		err := Checker{Ignore: tc.ignore}.Validate()
		if err == nil || err.Error() != tc.want {
			t.Errorf("%q: %v, want %s", tc.ignore, err, tc.want)
		}
	}
}

// TestCheckEndOfInput: a violation at the end of the input points at
// nothing, inside the input.
func TestCheckEndOfInput(t *testing.T) {
	for _, s := range []string{"//[", "//[::1", "//[v1."} {
		vs := Check(s).Violations
		if len(vs) != 1 || vs[0].Offset+vs[0].Length > len(s) {
			t.Errorf("%q: %v, want one violation inside the input", s, vs)
		}
	}
}

// TestCheckerSchemes: the scheme checks use the rules of Checker.Schemes,
// and those of iri.NewSchemes when it is nil.
func TestCheckerSchemes(t *testing.T) {
	registry := iri.NewSchemes()
	if err := registry.Register("gopher", iri.SchemeRule{DefaultPort: "70", DomainHost: true}); err != nil {
		t.Fatal(err)
	}
	own := Checker{Schemes: registry}
	for _, tc := range []struct {
		in         string
		zero, with []string // the codes of the zero Checker, and of own
	}{
		{"gopher://a:70/", nil, []string{"scheme/default-port"}},
		{"gopher://a:70000/", nil, []string{"scheme/port-range"}},
		{"http://a:80/", []string{"scheme/default-port"}, []string{"scheme/default-port"}},
	} {
		var zero, with []string
		for _, v := range Check(tc.in).Violations {
			zero = append(zero, v.Code)
		}
		for _, v := range own.Check(tc.in).Violations {
			with = append(with, v.Code)
		}
		if !slices.Equal(zero, tc.zero) || !slices.Equal(with, tc.with) {
			t.Errorf("%q: %v and %v, want %v and %v", tc.in, zero, with, tc.zero, tc.with)
		}
	}
	// A domain host makes an IDNA failure an error.
	for checker, want := range map[*Checker]Severity{{}: SeverityWarning, &own: SeverityError} {
		r := checker.Check("gopher://a\u200db.example/")
		if r.Worst() != want {
			t.Errorf("%+v: %v, want the worst %v", *checker, r.Violations, want)
		}
	}
}

// TestConcurrentUse runs the checker from many goroutines at once, while
// a registry it uses changes; under -race (as CI runs it) it shows that
// the checker and its shared state (the property cache, the built-in
// scheme rules, the IDNA profiles) are safe for concurrent use.
func TestConcurrentUse(t *testing.T) {
	inputs := []string{"http://例え.jp/a/./b/../c?q=é#f", "HTTP://Résumé.Example.org:80", "http://xn--rsum-bpad.example.org/%7e",
		"../x/y", "http://ab.גד.ij/1", "mailto:A@B.org", "http://a/b c", "http://[::1]/ä", "s0://a:1/"}
	registry := iri.NewSchemes()
	var wg sync.WaitGroup
	for g := 0; g < 8; g++ {
		wg.Add(1)
		go func(g int) {
			defer wg.Done()
			for i := 0; i < 200; i++ {
				s := inputs[(g+i)%len(inputs)]
				_ = Check(s)
				_ = Checker{Schemes: registry, Ignore: []string{"char/"}}.Check(s)
				if x, err := iri.Parse(s); err == nil {
					_ = Bidi(x)
				}
				if i%50 == 0 {
					if err := registry.Register(fmt.Sprintf("s%d-%d", g, i), iri.SchemeRule{DefaultPort: "1"}); err != nil {
						t.Error(err)
					}
				}
			}
		}(g)
	}
	wg.Wait()
}

// TestUserRegistryLeavesCheck: a registry of the user's own changes what a
// Checker with it reports, and nothing of the zero Checker's.
func TestUserRegistryLeavesCheck(t *testing.T) {
	const in = "http://a:80/"
	before := Check(in)
	if vs := before.Violations; len(vs) != 1 || vs[0].Code != "scheme/default-port" {
		t.Fatalf("Check(%q) = %v, want scheme/default-port", in, before)
	}
	r := iri.NewSchemes()
	if err := r.Register("http", iri.SchemeRule{}); err != nil {
		t.Fatal(err)
	}
	if got := (Checker{Schemes: r}).Check(in); len(got.Violations) != 0 {
		t.Errorf("with a registry without http's default port: %v", got)
	}
	if got := Check(in); !slices.Equal(got.Violations, before.Violations) {
		t.Errorf("Check(%q) changed by a user's registry: %v, was %v", in, got, before)
	}
}

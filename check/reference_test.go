package check

import (
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/go-iri/iri"
	"github.com/go-iri/iri/internal/chars"
	"github.com/go-iri/iri/internal/corpus"
	"github.com/go-iri/iri/internal/idn"
	"github.com/go-iri/iri/internal/pct"
	"github.com/go-iri/iri/internal/pieces"
	"github.com/go-iri/iri/internal/suites"
)

// referencePieces are the pieces randomIRI builds components of: letters
// of scripts that mix with Latin and of those that do not, written and
// percent-encoded, separators, non-starters in and out of canonical
// order, characters that compose with the one before (U+0301, Hangul
// jamo, U+09BE), right-to-left letters and numbers, full-width forms.
var referencePieces = []string{
	"a", "B", "x", "1", "-", "/", ".", "&", "=", "%41", "%2F", "%2e",
	"é", "д", "α", "Ͱ", "日", "あ", "한", "ㄅ", "ب", "א", "٣",
	"%D0%B4", "%C3%A9", "%ce%b1", "%E6%97%A5", "%D8%A8",
	"\u0301", "\u0300", "\u0316", "\u0345", "\u0307", "e", "\u00C5", "\u212B",
	"\uAC00", "\u1100", "\u1161", "\u11A8", "\u09C7", "\u09BE", "\u0995",
	"\uFF21", "\uFF76", "\u0663",
}

// referenceHostPieces are the pieces of the userinfo and the host: what
// a reg-name may hold of referencePieces, and ".".
var referenceHostPieces = []string{
	"a", "B", "1", "-", ".", "%41", "%2e", "é", "д", "α", "日", "ب", "א", "٣",
	"%D0%B4", "%c3%a9", "%D8%A8", "\u0301", "\uFF21",
}

// randomIRI joins a few random pieces into each component of an IRI with
// a userinfo, a host, a path, a query and a fragment.
func randomIRI(rnd *rand.Rand) string {
	part := func(pieces []string) string {
		var b strings.Builder
		for n := rnd.IntN(6); n > 0; n-- {
			b.WriteString(pieces[rnd.IntN(len(pieces))])
		}
		return b.String()
	}
	return "http://" + part(referenceHostPieces) + "@" + part(referenceHostPieces) + "/" + part(referencePieces) + "?" + part(referencePieces) + "#" + part(referencePieces)
}

// TestFastPassesAgreeOnRandomIRIs holds the pass over the characters to
// independent readings on random IRIs made of pieces where its shortcuts
// may go wrong: the report with every family (whose normal forms and
// bidi read every component, whatever the facts say), and the
// char/mixed-script violations of mixedScripts on each part of each
// component, split by a plain byte loop.
func TestFastPassesAgreeOnRandomIRIs(t *testing.T) {
	rnd := rand.New(rand.NewPCG(1, 2))
	valid := 0
	for range 200000 {
		if checkAgreesWithReadings(t, randomIRI(rnd)) {
			valid++
		}
	}
	if valid < 100000 {
		t.Fatalf("only %d valid IRIs", valid)
	}
}

// checkAgreesWithReadings holds Check's report on s, where s is a valid
// IRI, to the independent readings TestFastPassesAgreeOnRandomIRIs names,
// and reports whether s is valid.
func checkAgreesWithReadings(t *testing.T, s string) bool {
	t.Helper()
	x, err := iri.Parse(s)
	if err != nil {
		return false
	}
	got, want := Check(s), Checker{}.check(s, checkMode{every: true})
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("Check(%q):\n got %v\nwant %v", s, got.Violations, want.Violations)
	}
	checkMixedScriptsByParts(t, x, got)
	checkWalksAgree(t, x, got)
	return true
}

// checkMixedScriptsByParts holds the char/mixed-script violations of
// rep, Check's report on the valid IRI x, to mixedScripts on each part of
// each component, split at its separators by a plain byte loop: the
// pass over the characters finds them (c.mixedVs) with the every-family
// mode too, so that comparing the two modes cannot tell its mistakes.
func checkMixedScriptsByParts(t *testing.T, x iri.IRI, rep Report) {
	var want []string
	componentTexts(x, func(text string, offset int, _ iri.Component, seps string) {
		start := 0
		for i := 0; i <= len(text); i++ {
			if i < len(text) && !strings.ContainsRune(seps, rune(text[i])) {
				continue
			}
			if m := mixedScripts(text[start:i]); m != "" {
				want = append(want, text[start:i]+": "+m)
			}
			start = i + 1
		}
	})
	var got []string
	s := x.String()
	for _, v := range rep.Violations {
		if v.Code == "char/mixed-script" {
			m := v.Message[strings.LastIndexByte(v.Message, ' ')+1:]
			got = append(got, s[v.Offset:v.Offset+v.Length]+": "+m)
		}
	}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("Check(%q): char/mixed-script %q, want %q", s, got, want)
	}
}

// checkWalksAgree holds the violations the pass over the characters
// finds on its way (the families of mixed scripts and of
// percent-encodings, c.mixedVs and c.pctVs) in rep, Check's report on
// the valid IRI x, to those of the walks the two families make without
// the pass (run.gathered false): every "%" and every part, read alone.
func checkWalksAgree(t *testing.T, x iri.IRI, rep Report) {
	var r run
	r.s, r.x, r.valid = x.String(), x, true
	r.mixedScripts()
	r.percentEncodings()
	slices.SortStableFunc(r.vs, func(a, b Violation) int { return a.Offset - b.Offset })
	var got []Violation
	for _, v := range rep.Violations {
		if v.Code == "char/mixed-script" || strings.HasPrefix(v.Code, "pct/") {
			got = append(got, v)
		}
	}
	if !reflect.DeepEqual(got, r.vs) {
		t.Fatalf("Check(%q):\n got %v\nwant %v (the walks)", r.s, got, r.vs)
	}
}

// TestFastHostIsTheHostAsWritten holds what spoofHost takes for granted
// where it shows each label as written (sameForm): the fast path of
// IDNA gives a host without ACE labels or percent-encodings as it is, on
// every code point beyond ASCII alone, after "a" and after "A" in a
// label, and on every such reg-name of the suites and the corpora.
func TestFastHostIsTheHostAsWritten(t *testing.T) {
	var hosts []string
	for r := rune(0x80); r <= unicode.MaxRune; r++ {
		if utf8.ValidRune(r) {
			hosts = append(hosts, string(r), "a"+string(r)+".com", "A"+string(r)+".com")
		}
	}
	hosts = append(hosts, regNames(t)...)
	taken := 0
	for _, h := range hosts {
		b := scanHost(h)
		if b.ace || b.percent || !b.nonASCII {
			continue
		}
		if u, ok := fastUnicodeHostDecoding(h, b); ok {
			taken++
			if u != h {
				t.Errorf("fastUnicodeHost(%q) = %q, not the host as written", h, u)
			}
		}
	}
	if taken == 0 {
		t.Fatal("the fast path took no host")
	}
	t.Logf("%d hosts taken", taken)
}

// TestFastUnicodeHostAgreesWithIDNA holds fastUnicodeHost to the slow
// path of host (idn.ValidateUnicode, then idn.DecodeACE for an ASCII
// host), on hosts written in Unicode and percent-encoded: where the fast
// path answers, the slow path accepts the host and gives the same
// Unicode form. The hosts are the reg-names of the suites and the
// corpora beyond ASCII or with "xn--" labels, each also with its
// non-ASCII octets percent-encoded, and random ones of
// referenceHostPieces.
func TestFastUnicodeHostAgreesWithIDNA(t *testing.T) {
	var hosts []string
	for _, h := range regNames(t) {
		hosts = append(hosts, h, string(pct.AppendEncodedNonASCII(nil, h)))
	}
	rnd := rand.New(rand.NewPCG(3, 4))
	for range 100000 {
		var b strings.Builder
		for n := 1 + rnd.IntN(8); n > 0; n-- {
			b.WriteString(referenceHostPieces[rnd.IntN(len(referenceHostPieces))])
		}
		hosts = append(hosts, b.String())
	}
	p := idn.Profile(idn.UTS46, false, false)
	taken := 0
	for _, h := range hosts {
		b := scanHost(h)
		if !b.nonASCII && !b.percent && !b.ace {
			continue
		}
		u, ok := fastUnicodeHostDecoding(h, b)
		if !ok {
			continue
		}
		taken++
		decoded, okDecode := pct.Unescape(h)
		want, err := idn.ValidateUnicode(p, h)
		if err == nil && chars.NonASCIICount(decoded) == 0 {
			var errACE error
			if want, errACE = idn.DecodeACE(p, decoded); errACE != nil {
				err = &idn.LabelError{}
			}
		}
		if !okDecode || err != nil || u != want {
			t.Errorf("fastUnicodeHost(%q) = %q; the slow path gives %q, %v", h, u, want, err)
		}
	}
	if taken == 0 {
		t.Fatal("the fast path took no host")
	}
	t.Logf("%d of %d hosts taken", taken, len(hosts))
}

// TestScanHostEveryShortHost holds scanHost, which reads eight bytes at a
// time with an overlapping last word, and asks idn.HasPunycodeLabel about
// ACE labels, to plain questions about the labels (split at ".") and
// bytes, on every host of up to six pieces where "xn--" may start, end or
// be broken in any case, around "." and percent-encodings.
func TestScanHostEveryShortHost(t *testing.T) {
	hostPieces := []string{"x", "N", "-", ".", "a", "1", "%41", "é"}
	hosts := pieces.Texts(hostPieces, 6)
	for _, h := range hosts {
		ace := false
		for _, label := range strings.Split(h, ".") {
			ace = ace || len(label) >= 4 && strings.EqualFold(label[:4], "xn--")
		}
		digit01, upper := false, false
		for i := 0; i < len(h); i++ {
			switch c := h[i]; {
			case c == '%':
				i += 2 // hex digits, not letters nor digits of the name
			case c == '0' || c == '1':
				digit01 = true
			case 'A' <= c && c <= 'Z':
				upper = true
			}
		}
		want := hostBytes{percent: strings.Contains(h, "%"), ace: ace, digit01: digit01, upper: upper,
			nonASCII: strings.ContainsFunc(h, func(r rune) bool { return r >= utf8.RuneSelf })}
		if got := scanHost(h); got != want {
			t.Fatalf("scanHost(%q) = %+v, want %+v", h, got, want)
		}
	}
	t.Logf("%d hosts", len(hosts))
}

// regNames returns the reg-names of the valid IRIs of the suites,
// corpus-iri and corpus-ascii.
func regNames(t *testing.T) []string {
	var hosts []string
	lines := append(corpus.LinesIfPresent(t, "corpus-iri.txt"), corpus.LinesIfPresent(t, "corpus-ascii.txt")...)
	for _, s := range append(suites.Strings(t), lines...) {
		if x, err := iri.Parse(s); err == nil && x.HostKind() == iri.HostRegName {
			hosts = append(hosts, x.Host())
		}
	}
	return hosts
}

package uts46

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/go-iri/iri/internal/chars"

	"github.com/go-iri/iri/internal/corpus"
	"github.com/go-iri/iri/internal/gentest"
	"github.com/go-iri/iri/internal/pct"
	"github.com/go-iri/iri/internal/suites"
	"golang.org/x/net/idna"
)

// checkFastPath wants the fast path to give, for domain, the slow path's
// answer wherever it answers: toASCII for both values of beStrict, and,
// where it keeps a domain that is not ASCII as it is, x/net/idna's
// ToUnicode under the URL Standard's lenient flags. It wants
// appendPunycode to agree with x/net/idna on every label of domain, and
// reports whether the fast path took domain.
func checkFastPath(t *testing.T, domain string) (taken bool) {
	t.Helper()
	for _, beStrict := range []bool{false, true} {
		fast, ok := fastToASCII(domain, beStrict)
		if !ok {
			continue
		}
		taken = taken || !beStrict
		if slow, slowOK := slowToASCII(domain, beStrict); !slowOK || fast != slow {
			t.Errorf("%+q, beStrict %v: the fast path gives %q; the slow path %q, %v", domain, beStrict, fast, slow, slowOK)
		}
	}
	if !chars.IsASCII(domain) && fastOK(domain, false) {
		if slow, err := profiles().lenient.ToUnicode(domain); err != nil || slow != domain {
			t.Errorf("%+q: the fast path keeps it; x/net/idna's ToUnicode gives %+q, %v", domain, slow, err)
		}
	}
	if utf8.ValidString(domain) {
		for label := range strings.SplitSeq(domain, ".") {
			checkPunycodeAgainstXNet(t, label)
		}
	}
	if b, ok := AppendToASCIIFast([]byte("x"), domain); ok {
		if want, wantOK := AppendToASCII([]byte("x"), domain, false); !wantOK || string(b) != string(want) {
			t.Errorf("%+q: AppendToASCIIFast gives %q; AppendToASCII %q, %v", domain, b, want, wantOK)
		}
	} else if string(b) != "x" {
		t.Errorf("%+q: AppendToASCIIFast turns it away but changes dst to %q", domain, b)
	}
	// A byte that is not UTF-8 is U+FFFD, which the fast path turns away.
	for _, bad := range []string{"\xff", "\xc3", "\xed\xa0\x80"} {
		if b, ok := AppendToASCIIFast(nil, domain+bad); ok {
			t.Errorf("%+q: AppendToASCIIFast takes it, giving %q", domain+bad, b)
		}
	}
	return taken
}

// TestFastPathSuites checks the fast path on the input of every case of
// WPT's IdnaTestV2.json (2,671), IdnaTestV2-removed.json (20) and
// toascii.json (87), and of every line of Unicode's IdnaTestV2.txt
// (6,391), and on the expected ASCII results of them all.
func TestFastPathSuites(t *testing.T) {
	domains := suiteDomains(t)
	t.Logf("%d domains, %d of them taken by the fast path", len(domains), countTaken(t, domains, checkFastPath))
}

// countTaken tries every domain with try, a check of a fast path that
// reports whether the fast path answered, and returns how many it did.
func countTaken(t *testing.T, domains []string, try func(*testing.T, string) bool) int {
	taken := 0
	for _, d := range domains {
		if try(t, d) {
			taken++
		}
	}
	return taken
}

// suiteDomains returns the domains the fast paths are tried on: the
// input and the expected ASCII result of every case of WPT's
// IdnaTestV2.json, IdnaTestV2-removed.json and toascii.json, and the
// source, ToUnicode and ToASCII (nontransitional) of every line of
// Unicode's IdnaTestV2.txt.
func suiteDomains(t *testing.T) []string {
	var domains []string
	for _, c := range wptToASCIIAll(t) {
		domains = append(domains, c.Input)
		if c.Output != nil {
			domains = append(domains, *c.Output)
		}
	}
	for _, c := range suites.IDNATests(t) {
		domains = append(domains, c.Source, c.ToUnicode, c.ToASCIIN)
	}
	return domains
}

// TestFastPathCorpora checks the fast path on the host of every line of
// the three corpora (corpus.Hosts, IP literals left out),
// percent-decoded as the URL Standard's host parser hands it to domain to
// ASCII (§3.5; see whatwg/host.go), and wants the fast path to take nearly
// every non-ASCII host of the IRI corpus: the point of it.
func TestFastPathCorpora(t *testing.T) {
	wantCorporaTaken(t, "non-ASCII", func(host string) bool { return !chars.IsASCII(host) }, checkFastPath)
}

// wantCorporaTaken tries every host of the three corpora (decodedHosts)
// with try, a check of a fast path that reports whether the fast path
// answered, and wants it to answer for 90% or more of the hosts that
// isFor says the fast path is for, kind in the messages.
func wantCorporaTaken(t *testing.T, kind string, isFor func(host string) bool, try func(*testing.T, string) bool) {
	for _, name := range corpus.Names {
		count, taken := 0, 0
		for _, host := range decodedHosts(t, name) {
			ok := try(t, host)
			if !isFor(host) {
				continue
			}
			count++
			if ok {
				taken++
			} else if testing.Verbose() {
				t.Logf("%+q: the slow path's", host)
			}
		}
		t.Logf("%s: the fast path takes %d of %d %s hosts", name, taken, count, kind)
		if taken < count*9/10 {
			t.Errorf("%s: the fast path takes %d of %d %s hosts, want 90%% or more", name, taken, count, kind)
		}
	}
}

// percentDecodeHost percent-decodes a host and decodes it as UTF-8, what
// is not UTF-8 turned into U+FFFD, as the URL Standard's host parser does
// (§3.5 steps 4 and 5; whatwg/host.go's percentDecodeHost).
func percentDecodeHost(s string) string {
	var b []byte
	for i := 0; i < len(s); i++ {
		if pct.IsTriplet(s, i) {
			b = append(b, pct.Octet(s, i))
			i += 2
			continue
		}
		b = append(b, s[i])
	}
	return strings.ToValidUTF8(string(b), "\uFFFD")
}

// TestFastPathCodePoints checks the fast path on every code point outside
// ASCII, in labels made to try what it rests on: alone, after a letter
// and after a right-to-left letter (a mark cannot begin a label), before
// and after "-" (CheckHyphens), beside an ASCII label that breaks the Bidi
// Rule (which applies only to a Bidi domain name), and with a letter it may
// compose with (NFC). The fast path must take each code point of the table
// in one of them at least.
func TestFastPathCodePoints(t *testing.T) {
	if testing.Short() {
		t.Skip("tries every code point")
	}
	if validUnicodeVersion != idna.UnicodeVersion {
		t.Fatalf("the table was probed from Unicode %s, x/net/idna has %s: run go generate", validUnicodeVersion, idna.UnicodeVersion)
	}
	counts := [4]int{}
	for r := rune(utf8.RuneSelf); r <= utf8.MaxRune; r++ {
		if !utf8.ValidRune(r) {
			continue
		}
		c := validClass(r) & classMask
		counts[c]++
		s := string(r)
		if c == classOther {
			// The fast path must not take it; what it answers for the
			// others is checked below.
			if _, ok := fastToASCII("a"+s, false); ok || fastOK(s, false) {
				t.Errorf("%U (classOther): the fast path takes it", r)
			}
			continue
		}
		taken := false
		for _, d := range []string{s, "a" + s, "\u05d0" + s, s + ".1a", "a" + s + ".1a", "1a." + s,
			"-" + s, s + "-", "ab--" + s, "ab" + s + "-", "e" + s, "\u0627" + s + "1", "a." + s + "."} {
			taken = checkFastPath(t, d) || taken
		}
		if !taken {
			t.Errorf("%U (class %d): the fast path takes it in none of its labels", r, c)
		}
	}
	t.Logf("classes: %d other, %d valid, %d marks, %d right-to-left", counts[classOther], counts[classValid], counts[classMark], counts[classRTL])
}

// TestFastPathClasses checks the table on code points whose UTS #46
// status and properties are known: it must not call valid what maps to
// something else, what is disallowed, or the joiners.
func TestFastPathClasses(t *testing.T) {
	for _, c := range []struct {
		r     rune
		class uint64
	}{
		{'é', classValid}, {'ß', classValid}, {'ς', classValid}, {'日', classValid}, {'한', classValid},
		{0x1F3B6, classValid}, // 🎶, valid (NV8) in UTS #46 since Unicode 16
		{0x0301, classMark}, {0x093F, classMark}, {0x0E31, classMark},
		{'א', classRTL}, {'ب', classRTL}, {0x0660, classRTL}, // ARABIC-INDIC DIGIT ZERO: Bidi_Class AN
		{'É', classOther}, {'ẞ', classOther}, {0x3002, classOther}, {0xFF0E, classOther}, // mapped
		{0x00AD, classOther}, {0xFE0F, classOther}, // ignored
		{0x200C, classOther}, {0x200D, classOther}, // CONTEXTJ
		{0x00A0, classOther}, {0xFFFD, classOther}, {0xE000, classOther}, {0x10FFFF, classOther}, // disallowed
		{0x0378, classOther}, // unassigned
	} {
		if got := validClass(c.r) & classMask; got != c.class {
			t.Errorf("%U: class %d, want %d", c.r, got, c.class)
		}
	}
}

// TestValidTablesGenerated wants the table of this build's Unicode
// version to be what gen_valid.go writes from the x/net/idna of this
// build: running go generate changes nothing.
func TestValidTablesGenerated(t *testing.T) {
	gentest.Current(t, "gen_valid.go", "valid_tables"+validUnicodeVersion+".go")
}

// TestFastPathCodePointsAreUcschar: every code point outside ASCII that
// the fast path takes is a ucschar of RFC 3987 §2.2 and no bidi control
// (§4.1), so that a label of them may be written in an ireg-name as it
// is. The scheme rung of package iri relies on it: idn.ToUnicode keeps
// an A-label as it is where its U-label holds anything else, and the fast
// path there, which returns the U-label, must never meet one.
func TestFastPathCodePointsAreUcschar(t *testing.T) {
	taken := 0
	for r := rune(utf8.RuneSelf); r <= utf8.MaxRune; r++ {
		if validClass(r)&classMask == classOther {
			continue
		}
		taken++
		if !chars.IsUcschar(r) || chars.IsBidiControl(r) {
			t.Errorf("%U: the fast path takes it, but an ireg-name cannot hold it", r)
		}
	}
	if taken < 100000 {
		t.Errorf("the fast path takes %d code points outside ASCII", taken)
	}
}

package iri

import (
	"testing"

	"github.com/go-iri/iri/internal/chars"
	"github.com/go-iri/iri/internal/corpus"
)

// checkCanonicalDomainFast holds fastCanonicalDomain to
// computeCanonicalDomain (x/net/idna) on host, and reports whether the
// fast path took it.
func checkCanonicalDomainFast(t testing.TB, host string) bool {
	t.Helper()
	got, ok := fastCanonicalDomain(host)
	if !ok {
		return false
	}
	if want := computeCanonicalDomain(host); got != want {
		t.Errorf("canonical domain of %q: fast path %q, x/net/idna %q", host, got, want)
	}
	return true
}

// TestCanonicalDomainFastPath: on every reg-name of the corpora and the
// suites, as written and after syntax-based normalization, and on hosts
// at the edges of the fast path (A-labels, case, hyphens, joiners, Bidi,
// empty and root labels), the fast path gives x/net/idna's answer
// wherever it answers, and it takes nearly every IDN host of corpus-iri.
func TestCanonicalDomainFastPath(t *testing.T) {
	hosts := []string{
		"bücher.de", "xn--bcher-kva.de", "XN--BCHER-KVA.de", "Bücher.de", "bücher.de.", "bücher..de",
		"ü--0.a", "ab--ü.de", "-ü.de", "ü-.de", "xn--", "xn--zz", "xn--a-b", "a\u200db.de", "a\u200cb.de",
		"\u05d0\u05d1.il", "\u05d0a.il", "a.\u05d0\u05d1", "1.2.3.xn--4", "xn--1-0ba.2.3.4", "é.1.2.3",
		"e\u0301.fr", "\u0301e.fr", "日本.jp", "例え.テスト", "ß.de", "ς.gr", "xn--zca.de", "é%41.fr",
		"%C3%A9.fr", "é_x.fr", "é.example.", ".é", "",
	}
	for _, name := range corpus.Names {
		for _, s := range readLines(t, name) {
			if x, err := Parse(s); err == nil && x.HostKind() == HostRegName {
				hosts = append(hosts, x.Host(), bySyntax.Normalize(x).Host())
			}
		}
	}
	for _, s := range suiteStrings(t) {
		if x, err := Parse(s); err == nil && x.HostKind() == HostRegName {
			hosts = append(hosts, x.Host(), bySyntax.Normalize(x).Host())
		}
	}
	needsIDNA, taken := 0, 0
	seen := map[string]bool{}
	for _, h := range hosts {
		if seen[h] {
			continue
		}
		seen[h] = true
		if checkCanonicalDomainFast(t, h) {
			taken++
		}
		if computeCanonicalDomain(h) != h || chars.NonASCIICount(h) > 0 {
			needsIDNA++
		}
	}
	t.Logf("%d distinct hosts; %d with IDNA work; the fast path took %d", len(seen), needsIDNA, taken)
	if taken < needsIDNA*9/10 {
		t.Errorf("the fast path took %d hosts, fewer than nine in ten of the %d that IDNA changes or that are not ASCII", taken, needsIDNA)
	}
}

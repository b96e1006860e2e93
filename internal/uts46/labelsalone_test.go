package uts46

import (
	"strings"
	"testing"

	"github.com/go-iri/iri/internal/corpus"
)

// labelsAlone converts domain a label at a time, as a cache of labels
// does: the labels' results joined by ".", and true, when the fast path
// takes each label alone (an empty one, which it takes within a domain
// only, as itself) and none is right-to-left (HasBidiRTL); false when the
// whole must be converted.
func labelsAlone(domain string) (string, bool) {
	if domain == "" {
		return "", false
	}
	var forms []string
	for label := range strings.SplitSeq(domain, ".") {
		if label == "" {
			forms = append(forms, "")
			continue
		}
		u, ok := ToUnicodeCheckHyphens(label)
		if !ok || HasBidiRTL(u) {
			return "", false
		}
		forms = append(forms, u)
	}
	return strings.Join(forms, "."), true
}

// checkLabelsAlone wants labelsAlone and ToUnicodeCheckHyphens to agree
// on domain: where the labels alone answer, the whole gives the same
// result; where the whole takes a domain without a right-to-left label,
// the labels alone take it too.
func checkLabelsAlone(t *testing.T, domain string) {
	t.Helper()
	whole, wholeOK := ToUnicodeCheckHyphens(domain)
	alone, aloneOK := labelsAlone(domain)
	switch {
	case aloneOK && (!wholeOK || whole != alone):
		t.Errorf("%+q: label by label %+q; the whole %+q, %v", domain, alone, whole, wholeOK)
	case wholeOK && !aloneOK && !HasBidiRTL(whole):
		t.Errorf("%+q: the whole takes it (%+q), label by label not", domain, whole)
	}
}

// TestLabelsAlone holds labelsAlone to ToUnicodeCheckHyphens on every
// domain of the suites and the hosts of the corpora, and on domains made
// of labels of every kind the fast path tells apart: ASCII, Unicode,
// A-labels, right-to-left, not in NFC, empty, and labels it rejects.
func TestLabelsAlone(t *testing.T) {
	for _, d := range suiteDomains(t) {
		checkLabelsAlone(t, d)
	}
	for _, name := range corpus.Names {
		for _, host := range decodedHosts(t, name) {
			checkLabelsAlone(t, host)
		}
	}
	pieces := []string{"a", "b-c", "1", "bücher", "xn--bcher-kva", "\u05d0\u05d1", "xn--4dbc", "\u0627\u0661",
		"e\u0301", "xn--e-ufa", "", "-a", "a--b", "xn--", "Ab", "a\u200db", "\u0301a"}
	for _, p := range pieces {
		for _, q := range pieces {
			checkLabelsAlone(t, p+"."+q)
			for _, r := range pieces {
				checkLabelsAlone(t, p+"."+q+"."+r)
			}
		}
	}
}

// FuzzLabelsAlone holds labelsAlone to ToUnicodeCheckHyphens on any
// input.
func FuzzLabelsAlone(f *testing.F) {
	addSeeds(f)
	f.Fuzz(checkLabelsAlone)
}

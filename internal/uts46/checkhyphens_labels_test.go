package uts46

import (
	"strings"
	"testing"

	"golang.org/x/net/idna"
)

// TestToUnicodeCheckHyphensNFCLabels holds ToUnicodeCheckHyphens to
// x/net/idna on domains of up to 142 labels with one or two labels not
// in NFC (written out, or as the A-label of "e\u0301x") at every index:
// its test of NFC label by label (nfcLabels, a bit for each of the first
// 64) must find the label wherever it is, before the 64th or after. It
// wants the fast path to take each domain without such a label.
func TestToUnicodeCheckHyphensNFCLabels(t *testing.T) {
	ace, err := idna.Punycode.ToASCII("e\u0301x")
	if err != nil {
		t.Fatal(err)
	}
	for k := range 140 {
		for _, fill := range []string{"a", "xn--bcher-kva", "\u00e9"} {
			labels := make([]string, k+3)
			for i := range labels {
				labels[i] = fill
			}
			if !checkToUnicodeCheckHyphens(t, strings.Join(labels, ".")) {
				t.Fatalf("the fast path does not take %d labels %q", len(labels), fill)
			}
			for _, bad := range []string{"e\u0301", ace, "\u00e9\u0301", "a\u0328\u0301"} {
				labels[k] = bad
				checkToUnicodeCheckHyphens(t, strings.Join(labels, "."))
				labels[k+2] = bad
				checkToUnicodeCheckHyphens(t, strings.Join(labels, "."))
				labels[k], labels[k+2] = fill, fill
			}
		}
	}
}

package uts46

import (
	"testing"

	"github.com/go-iri/iri/internal/idn/acetest"
)

// TestALabelNotASCII wants domain to ASCII, beStrict or not, to fail on a
// label that begins with "xn--" and holds a code point above U+007F (UTS
// #46 §4 Processing step 4.1: P4), wherever the code point stands, alone
// or among other labels; and to take one whose non-ASCII code points the
// mapping makes ASCII (step 1 comes first), as a control.
func TestALabelNotASCII(t *testing.T) {
	for _, c := range acetest.Labels() {
		for _, domain := range []string{c.Label, "a." + c.Label + ".com"} {
			for _, beStrict := range []bool{false, true} {
				if got, ok := ToASCII(domain, beStrict); ok {
					t.Errorf("ToASCII(%+q, %v) = %q; want a failure: a non-ASCII code point %s", domain, beStrict, got, c.Where)
				}
				if _, err := ToASCIIError(domain, beStrict); err == nil || err.Code != "P4" || !errorPlaced(domain, err) || err.Label != c.Label {
					t.Errorf("ToASCIIError(%+q, %v): %v; want P4 in label %+q", domain, beStrict, err, c.Label)
				}
			}
		}
	}
	// Fullwidth "ｂ" maps to "b": the label is the A-label of "bücher".
	if got, ok := ToASCII("xn--\uFF42cher-kva", false); !ok || got != "xn--bcher-kva" {
		t.Errorf("ToASCII(xn--ｂcher-kva) = %q, %v; want xn--bcher-kva", got, ok)
	}
}

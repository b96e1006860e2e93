package uts46

import "testing"

// TestNoAllocation wants ToASCII (beStrict false) and ToUnicode to
// allocate nothing for a domain that is lowercase ASCII (with no
// "xn--" label for ToUnicode): the form nearly every host of a URL has.
func TestNoAllocation(t *testing.T) {
	for _, domain := range []string{"example.com", "www.xn--bcher-kva.example", "a-b.c_d.example."} {
		if n := testing.AllocsPerRun(100, func() { ToASCII(domain, false) }); n != 0 {
			t.Errorf("ToASCII(%q, false): %v allocations", domain, n)
		}
	}
	if n := testing.AllocsPerRun(100, func() { ToUnicode("www.example.com") }); n != 0 {
		t.Errorf("ToUnicode: %v allocations", n)
	}
}

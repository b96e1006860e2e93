package uts46

import "testing"

// TestNoAllocation wants ToASCII (beStrict false) to allocate nothing for
// a domain that is lowercase ASCII: the form nearly every host of a URL
// has.
func TestNoAllocation(t *testing.T) {
	for _, domain := range []string{"example.com", "www.xn--bcher-kva.example", "a-b.c_d.example."} {
		if n := testing.AllocsPerRun(100, func() { ToASCII(domain, false) }); n != 0 {
			t.Errorf("ToASCII(%q, false): %v allocations", domain, n)
		}
	}
}

// TestFastPathAllocation wants the fast path to allocate one string, the
// result, for a domain that is not ASCII, and nothing for a valid ASCII
// domain with beStrict.
func TestFastPathAllocation(t *testing.T) {
	// The last two hold a code point the NFC quick check cannot decide
	// (U+093C DEVANAGARI SIGN NUKTA, U+09BE BENGALI VOWEL SIGN AA).
	for _, domain := range []string{"bücher.example", "zurücktreten.السعودية", "नमस्ते.भारत", "κακοσυνέστητε.ελ",
		"www.\u0926\u093e\u0917\u093c\u093e.de", "mail.\u0985\u0995\u09be\u09b2.net"} {
		if !fastOK(domain, false) {
			t.Fatalf("%q: not taken by the fast path", domain)
		}
		for _, beStrict := range []bool{false, true} {
			if n := testing.AllocsPerRun(100, func() { ToASCII(domain, beStrict) }); n != 1 {
				t.Errorf("ToASCII(%q, %v): %v allocations, want 1", domain, beStrict, n)
			}
		}
	}
	if n := testing.AllocsPerRun(100, func() { ToASCII("www.example.com", true) }); n != 0 {
		t.Errorf("ToASCII(\"www.example.com\", true): %v allocations", n)
	}
}

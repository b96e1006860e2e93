package iri

import (
	"testing"

	"github.com/go-iri/iri/internal/suites"
)

// TestToASCIISuite runs the cases of WPT's toascii.json that hold for
// UTS #46 ToASCII, with the URL Standard's flags, through Mapper's UTS #46
// (3987bis §3.4) on "http://" + input + "/": the host it writes, or a
// failure, where an IRI the grammar refuses (RFC 3987 §2.2) fails too. The
// 3 cases marked urlStandardOnly hold only for the URL Standard's domain
// to ASCII, its own steps on the result of ToASCII (a forbidden domain
// code point), and are left to the WHATWG parser and internal/uts46, which
// run every case of the file; the cases where Mapper knowingly answers
// otherwise are in knownDifferences.
func TestToASCIISuite(t *testing.T) {
	const file = "wpt-url/toascii.json"
	suites.Unicode(t, file)
	urlStandardOnly, differ := 0, 0
	for _, c := range suites.JSONCases[suites.ToASCIICase](t, file, 87) {
		if c.URLStandardOnly {
			urlStandardOnly++
			continue
		}
		key := file + ": " + c.Input
		got, ok := "", false
		if x, err := Parse("http://" + c.Input + "/"); err == nil {
			if y, err := (Mapper{IDNA: IDNAUTS46}).ToURI(x); err == nil {
				got, ok = y.Host(), true
			}
		}
		agree := ok == (c.Output != nil) && (!ok || got == *c.Output)
		if reason, listed := knownDifference(key); listed {
			differ++
			if agree {
				t.Errorf("%+q: listed as a known difference (%s), and Mapper agrees with the file", c.Input, reason)
			}
			continue
		}
		if !agree {
			t.Errorf("%+q: Mapper gives %q (converted: %v); toascii.json wants %v", c.Input, got, ok, describe(c.Output))
		}
	}
	if urlStandardOnly != 3 || differ != 10 {
		t.Errorf("%d cases marked urlStandardOnly, %d known differences; want 3 and 10", urlStandardOnly, differ)
	}
}

// describe writes an output of toascii.json: the host, or failure.
func describe(output *string) string {
	if output == nil {
		return "a failure"
	}
	return *output
}

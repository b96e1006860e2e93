package uts46

import (
	"testing"

	"github.com/go-iri/iri/internal/corpus"
)

// checkAppend wants AppendToASCII to append what ToASCII returns, and to
// leave dst as it is on failure.
func checkAppend(t *testing.T, domain string, beStrict bool) {
	t.Helper()
	want, wantOK := ToASCII(domain, beStrict)
	dst := make([]byte, 0, 4)
	dst = append(dst, "ab:"...)
	got, ok := AppendToASCII(dst, domain, beStrict)
	if ok != wantOK || wantOK && string(got) != "ab:"+want || !ok && string(got) != "ab:" {
		t.Errorf("AppendToASCII(%q, %+q, %v) = %q, %v; ToASCII gives %q, %v", "ab:", domain, beStrict, got, ok, want, wantOK)
	}
}

// TestAppendToASCII holds AppendToASCII to ToASCII on every input of the
// WPT suites and every host of the corpora, with beStrict true and false.
func TestAppendToASCII(t *testing.T) {
	var domains []string
	for _, c := range wptToASCIIAll(t) {
		domains = append(domains, c.Input)
	}
	for _, name := range corpus.Names {
		domains = append(domains, decodedHosts(t, name)...)
	}
	for _, d := range domains {
		checkAppend(t, d, false)
		checkAppend(t, d, true)
	}
}

// TestAppendToASCIIAllocation wants AppendToASCII (beStrict false) to
// allocate nothing for a domain of the fast path when dst has room.
func TestAppendToASCIIAllocation(t *testing.T) {
	buf := make([]byte, 0, 256)
	for _, domain := range []string{"bücher.example", "zurücktreten.السعودية", "नमस्ते.भारत", "example.com"} {
		if n := testing.AllocsPerRun(100, func() { AppendToASCII(buf, domain, false) }); n != 0 {
			t.Errorf("AppendToASCII(%q, false): %v allocations", domain, n)
		}
	}
}

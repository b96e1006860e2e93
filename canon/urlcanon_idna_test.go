package canon

import (
	"testing"

	"github.com/go-iri/iri/internal/corpus"
)

// TestIDNAEncodeFastPath holds idnaEncode, which takes the fast path of
// internal/uts46, to the reading without it, on the hosts of the corpora
// and on hosts that map to something else, come as A-labels or break a
// rule; and it wants the fast path to take nine in ten of the hosts in
// Unicode.
func TestIDNAEncodeFastPath(t *testing.T) {
	hosts := []string{
		"bücher.de", "BÜCHER.de", "bücher.xn--bcher-kva.de", "ｘｎ－－bcher-kva.de", "bücher。de", "a\u00ad.bücher",
		"\u05d0\u05d1.ü", "\u05d0a.ü", "ab--ü.de", "ü--0.de", "-ü.de", "xn--.ü", "xn--é-.ü", "ß.ς", "a\u200db.ü",
		"日本。ｊｐ", "例え.テスト.", "ü..de", "ü.de..", "\u0301ü.de",
	}
	for _, name := range corpus.Names {
		hosts = append(hosts, corpus.Hosts(t, name)...)
	}
	trusted, idn, fast := 0, 0, 0
	for _, h := range hosts {
		if isASCII(h) {
			continue
		}
		idn++
		if _, _, taken := fastIDNAEncode(h); taken {
			fast++
		}
		got, gotOK := idnaEncodeLabels(h, true)
		want, wantOK := idnaEncodeLabels(h, false)
		if got != want || gotOK != wantOK {
			t.Errorf("idnaEncode(%q) = %q, %v; without the fast path %q, %v", h, got, gotOK, want, wantOK)
		}
		if gotOK {
			trusted++
		}
	}
	if trusted < 1000 || fast < idn*9/10 {
		t.Errorf("%d hosts encoded; the fast path took %d of %d", trusted, fast, idn)
	}
}

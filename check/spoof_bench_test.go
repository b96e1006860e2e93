package check

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/go-iri/iri/internal/corpus"
)

// BenchmarkSpoofCost runs Check with the rules of spoofing and without
// them (spoofingOff) on each corpus, in alternating slices of lines, each
// order in turn so that neither pays for going first: "spoof-share" is
// the part of Check's time the rules take. "ascii-only" is the lines of
// the corpora with nothing but ASCII, no percent-encoded non-ASCII
// character and no ACE label, where the rules cost two tests (issue #21
// asks for nothing measurable). "control-share" runs Check against itself
// the same way: on a loaded machine, spoof-share means something only
// where it stands well beyond it.
func BenchmarkSpoofCost(b *testing.B) {
	sets := map[string][]string{}
	var asciiOnly []string
	for _, name := range []string{"corpus-iri.txt", "corpus-ascii.txt", "real/kasztp.txt"} {
		lines := corpus.Lines(b, name)
		sets[strings.TrimSuffix(filepath.Base(name), ".txt")] = lines
		for _, s := range lines {
			if !factsOf(s).nonASCII && !strings.Contains(strings.ToLower(s), "xn--") {
				asciiOnly = append(asciiOnly, s)
			}
		}
	}
	sets["ascii-only"] = asciiOnly
	for _, name := range []string{"corpus-iri", "corpus-ascii", "kasztp", "ascii-only"} {
		lines := sets[name]
		b.Run(name, func(b *testing.B) {
			on := func(s string) { spoofingOff = false; _ = Check(s) }
			off := func(s string) { spoofingOff = true; _ = Check(s) }
			with1, without1 := corpus.Alternate(b, lines, on, off)
			without2, with2 := corpus.Alternate(b, lines, off, on)
			// The control: the same Check twice. Its share is the noise of
			// the machine, which spoof-share is to be read against.
			a1, a2 := corpus.Alternate(b, lines, on, on)
			spoofingOff = false
			with, without := (with1+with2)/2, (without1+without2)/2
			b.ReportMetric(with, "check-ns/line")
			b.ReportMetric(without, "nospoof-ns/line")
			b.ReportMetric((with-without)/with, "spoof-share")
			b.ReportMetric((a1-a2)/a1, "control-share")
			b.ReportMetric(0, "ns/op")
		})
	}
}

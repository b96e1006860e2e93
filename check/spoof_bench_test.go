package check

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/go-iri/iri/internal/corpus"
)

// BenchmarkSpoofCost runs Check with the rules of spoofing and without
// them (checkMode.skip) on each corpus, in alternating slices of lines
// (corpus.AlternateAll; run it with -benchtime 10x): "spoof-share" is the
// part of Check's time the rules take. "ascii-only" is the lines of
// the corpora with nothing but ASCII, no percent-encoding and no ACE
// label, where the rules must cost nothing measurable: two tests.
// "control-share" runs Check against itself
// the same way: spoof-share means something only where it stands well
// beyond it.
func BenchmarkSpoofCost(b *testing.B) {
	sets := map[string][]string{}
	var asciiOnly []string
	for _, name := range corpus.Names {
		lines := corpus.Lines(b, name)
		sets[strings.TrimSuffix(filepath.Base(name), ".txt")] = lines
		for _, s := range lines {
			if nextSpecial(s, 0, len(s)) == len(s) && !strings.Contains(strings.ToLower(s), "xn--") {
				asciiOnly = append(asciiOnly, s)
			}
		}
	}
	sets["ascii-only"] = asciiOnly
	for _, name := range []string{"corpus-iri", "corpus-ascii", "kasztp", "ascii-only"} {
		lines := sets[name]
		b.Run(name, func(b *testing.B) {
			on := func(s string) { _ = Check(s) }
			off := func(s string) { _ = Checker{}.check(s, checkMode{skip: 1 << familySpoof}) }
			// The first pass over each slice brings its lines into the
			// cache and is not counted; the last is the control, the same
			// as the second: its difference from it is the noise left.
			ns := corpus.AlternateAll(b, lines, on, on, off, on)
			b.ReportMetric(ns[1], "check-ns/line")
			b.ReportMetric(ns[2], "nospoof-ns/line")
			b.ReportMetric((ns[1]-ns[2])/ns[1], "spoof-share")
			b.ReportMetric((ns[3]-ns[1])/ns[1], "control-share")
			b.ReportMetric(0, "ns/op")
		})
	}
}

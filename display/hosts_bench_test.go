package display

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/go-iri/iri"
	"github.com/go-iri/iri/internal/chars"
	"github.com/go-iri/iri/internal/corpus"
	"github.com/go-iri/iri/internal/idn"
)

// BenchmarkHostsVsToIRI runs, on each corpus, Parse and Mapper.ToIRI with
// IDNA (what iri to-iri --idna --unicode-hosts always does) and Parse and
// Hosts.ToIRI with the UnicodeSafe policy (the default), in alternating slices of
// lines (corpus.AlternateAll; run it with -benchtime 10x): "policy-share"
// is the part of the time the policy takes, "control-share" the noise
// (Mapper.ToIRI against itself).
func BenchmarkHostsVsToIRI(b *testing.B) {
	m := iri.Mapper{IDNA: iri.IDNAUTS46}
	for _, name := range corpus.Names {
		// Every line that parses, and those of them with a host that is
		// ASCII without an ACE label before and after ToIRI ("plain-
		// hosts"), on which the policy must cost nothing.
		var xs, plainHosts []string
		for _, s := range corpus.Lines(b, name) {
			if x, err := iri.Parse(s); err == nil {
				xs = append(xs, s)
				if idn.PlainHost(x.Host()) && idn.PlainHost(m.ToIRI(x).Host()) {
					plainHosts = append(plainHosts, s)
				}
			}
		}
		short := strings.TrimSuffix(filepath.Base(name), ".txt")
		for _, set := range []struct {
			name  string
			lines []string
		}{{short, xs}, {short + "-plain-hosts", plainHosts}} {
			b.Run(set.name, func(b *testing.B) {
				plain := func(s string) { x, _ := iri.Parse(s); m.ToIRI(x) }
				safe := func(s string) { x, _ := iri.Parse(s); Hosts{}.ToIRI(m, x) }
				// The first pass over each slice brings its lines into
				// the cache and is not counted; the last is the control,
				// the same as the third: its difference from it is the
				// noise left.
				ns := corpus.AlternateAll(b, set.lines, safe, safe, plain, plain)
				b.ReportMetric(ns[1], "safe-ns/line")
				b.ReportMetric(ns[2], "toiri-ns/line")
				b.ReportMetric((ns[1]-ns[2])/ns[1], "policy-share")
				b.ReportMetric((ns[3]-ns[2])/ns[2], "control-share")
				b.ReportMetric(float64(len(set.lines)), "lines")
				b.ReportMetric(0, "ns/op")
			})
		}
	}
}

// BenchmarkHostNonASCIILabel runs Hosts{}.Host on the one-label hosts
// made of each distinct non-ASCII host label of the IRI corpus (in its
// ACE form when the corpus has it so): ns/op is the policy's cost per
// non-ASCII label, IDNA conversions included.
func BenchmarkHostNonASCIILabel(b *testing.B) {
	labels := nonASCIILabels(b)
	corpus.BenchEach(b, labels, func(l string) { Hosts{}.Host(l) })
}

// nonASCIILabels returns the distinct host labels of the IRI corpus that
// are not ASCII or are ACE labels.
func nonASCIILabels(tb testing.TB) []string {
	seen := map[string]bool{}
	var out []string
	for _, s := range corpus.Lines(tb, "corpus-iri.txt") {
		x, err := iri.Parse(s)
		if err != nil || x.HostKind() != iri.HostRegName {
			continue
		}
		for _, l := range strings.Split(x.Host(), ".") {
			if (chars.NonASCIICount(l) > 0 || strings.HasPrefix(l, "xn--")) && strings.IndexByte(l, '%') < 0 && !seen[l] {
				seen[l] = true
				out = append(out, l)
			}
		}
	}
	if len(out) == 0 {
		tb.Skip("no non-ASCII labels in the corpus")
	}
	return out
}

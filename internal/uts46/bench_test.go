package uts46

import (
	"testing"

	"github.com/go-iri/iri/internal/corpus"
	"golang.org/x/net/idna"
)

// The benchmarks convert the hosts of the shared corpora (decodedHosts:
// each line parsed with iri.Parse, its Host taken and percent-decoded as
// the URL Standard's host parser does; empty hosts and IP literals left
// out), one host per operation, with domain to ASCII (beStrict false)
// and, beside it in the same run, x/net/idna's Lookup profile, to be read
// as a ratio.

func benchHosts(b *testing.B, convert func(string)) {
	for _, name := range corpus.Names {
		hosts := decodedHosts(b, name)
		b.Run(corpus.Short(name), func(b *testing.B) {
			corpus.BenchEach(b, hosts, convert)
		})
	}
}

func BenchmarkToASCII(b *testing.B) {
	benchHosts(b, func(h string) { ToASCII(h, false) })
}

func BenchmarkXNetIDNALookup(b *testing.B) {
	benchHosts(b, func(h string) { _, _ = idna.Lookup.ToASCII(h) })
}

// BenchmarkToASCIIVersusXNet runs both over the same slices of hosts in
// turn (corpus.Alternate), so that the machine's drift hits both, and
// reports ns per host for each and their ratio.
func BenchmarkToASCIIVersusXNet(b *testing.B) {
	for _, name := range corpus.Names {
		hosts := decodedHosts(b, name)
		b.Run(corpus.Short(name), func(b *testing.B) {
			ours, xnet := corpus.Alternate(b, hosts,
				func(h string) { ToASCII(h, false) },
				func(h string) { _, _ = idna.Lookup.ToASCII(h) })
			b.ReportMetric(ours, "ns/host")
			b.ReportMetric(xnet, "xnet-ns/host")
			b.ReportMetric(ours/xnet, "ratio")
		})
	}
}

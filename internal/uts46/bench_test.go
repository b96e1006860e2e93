package uts46_test

import (
	"strings"
	"sync"
	"testing"

	"github.com/go-iri/iri"
	"github.com/go-iri/iri/internal/corpus"
	"github.com/go-iri/iri/internal/uts46"
	"golang.org/x/net/idna"
)

// The benchmarks convert the hosts of the shared corpora (each line parsed
// with iri.Parse, its Host taken; empty hosts and IP literals left out),
// one host per operation, with domain to ASCII (beStrict false) and, beside
// it in the same run, x/net/idna's Lookup profile, to be read as a ratio.

var corpora = []string{"corpus-iri.txt", "corpus-ascii.txt", "real/kasztp.txt"}

var (
	hostsMu    sync.Mutex
	hostsCache = map[string][]string{}
)

// hosts returns the hosts of a corpus, parsed once.
func hosts(b *testing.B, name string) []string {
	hostsMu.Lock()
	defer hostsMu.Unlock()
	if h, ok := hostsCache[name]; ok {
		return h
	}
	var h []string
	for _, line := range corpus.Lines(b, name) {
		x, err := iri.Parse(line)
		if err != nil || x.Host() == "" || strings.HasPrefix(x.Host(), "[") {
			continue
		}
		h = append(h, x.Host())
	}
	hostsCache[name] = h
	return h
}

func benchHosts(b *testing.B, convert func(string)) {
	for _, name := range corpora {
		b.Run(strings.TrimSuffix(strings.TrimPrefix(name, "real/"), ".txt"), func(b *testing.B) {
			corpus.BenchEach(b, hosts(b, name), convert)
		})
	}
}

func BenchmarkToASCII(b *testing.B) {
	benchHosts(b, func(h string) { uts46.ToASCII(h, false) })
}

func BenchmarkXNetIDNALookup(b *testing.B) {
	benchHosts(b, func(h string) { _, _ = idna.Lookup.ToASCII(h) })
}

// BenchmarkToASCIIVersusXNet runs both over the same slices of hosts in
// turn (corpus.Alternate), so that the machine's drift hits both, and
// reports ns per host for each and their ratio.
func BenchmarkToASCIIVersusXNet(b *testing.B) {
	for _, name := range corpora {
		b.Run(strings.TrimSuffix(strings.TrimPrefix(name, "real/"), ".txt"), func(b *testing.B) {
			ours, xnet := corpus.Alternate(b, hosts(b, name),
				func(h string) { uts46.ToASCII(h, false) },
				func(h string) { _, _ = idna.Lookup.ToASCII(h) })
			b.ReportMetric(ours, "ns/host")
			b.ReportMetric(xnet, "xnet-ns/host")
			b.ReportMetric(ours/xnet, "ratio")
		})
	}
}

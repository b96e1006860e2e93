package uts46

import (
	"testing"

	"github.com/go-iri/iri/internal/chars"

	"github.com/go-iri/iri/internal/corpus"
	"github.com/go-iri/iri/internal/idn"
	"golang.org/x/net/idna"
)

// decodedHosts returns the hosts of a corpus (corpus.Hosts: IP literals
// left out), percent-decoded as the URL Standard's host parser does before
// domain to ASCII.
func decodedHosts(tb testing.TB, name string) []string {
	var hosts []string
	for _, h := range corpus.Hosts(tb, name) {
		hosts = append(hosts, percentDecodeHost(h))
	}
	return hosts
}

// idnHosts returns the hosts of the IRI corpus that are not ASCII once
// percent-decoded: the hosts that reach UTS #46 in whatwg.Parse.
func idnHosts(tb testing.TB) []string {
	var hosts []string
	for _, h := range decodedHosts(tb, "corpus-iri.txt") {
		if !chars.IsASCII(h) {
			hosts = append(hosts, h)
		}
	}
	return hosts
}

// BenchmarkIDNVersusSlowPath runs domain to ASCII (beStrict false) on the
// non-ASCII hosts of the IRI corpus (idnHosts), beside the slow path alone
// (x/net/idna and this package's checks, what ToASCII did before it had a
// fast path) and x/net/idna's Lookup profile, over the same hosts in turn
// (corpus.AlternateAll), and reports the ns per host of each and the
// ratios.
func BenchmarkIDNVersusSlowPath(b *testing.B) {
	ns := corpus.AlternateAll(b, idnHosts(b),
		func(h string) { ToASCII(h, false) },
		func(h string) { slowNonASCIIToASCII(h) },
		func(h string) { _, _ = idna.Lookup.ToASCII(h) })
	b.ReportMetric(ns[0], "ns/host")
	b.ReportMetric(ns[1], "slow-ns/host")
	b.ReportMetric(ns[2], "xnet-ns/host")
	b.ReportMetric(ns[1]/ns[0], "speedup")
	b.ReportMetric(0, "ns/op")
}

// BenchmarkIDNToASCII and BenchmarkIDNSlowPath run one of them, one host
// an operation, for the allocations and for instruction counts under
// valgrind --tool=callgrind, which the load of a shared machine does not
// change.
func BenchmarkIDNToASCII(b *testing.B) {
	corpus.BenchEach(b, idnHosts(b), func(h string) { ToASCII(h, false) })
}

func BenchmarkIDNSlowPath(b *testing.B) {
	corpus.BenchEach(b, idnHosts(b), func(h string) { slowNonASCIIToASCII(h) })
}

// BenchmarkStrictVersusSlowPath runs domain to ASCII with beStrict true,
// which whatwg's Validate runs on every host, on the hosts of each corpus
// beside the slow path alone (what it was before the fast path), and
// reports the ns per host of each and the ratio.
func BenchmarkStrictVersusSlowPath(b *testing.B) {
	for _, name := range corpus.Names {
		b.Run(corpus.Short(name), func(b *testing.B) {
			ns := corpus.AlternateAll(b, decodedHosts(b, name),
				func(h string) { ToASCII(h, true) },
				func(h string) { slowToASCII(h, true) })
			b.ReportMetric(ns[0], "ns/host")
			b.ReportMetric(ns[1], "slow-ns/host")
			b.ReportMetric(ns[1]/ns[0], "speedup")
			b.ReportMetric(0, "ns/op")
		})
	}
}

// BenchmarkToUnicodeCheckHyphens runs the checker's fast path on the
// hosts of each corpus that have an A-label or are not ASCII (the hosts
// check's fastUnicodeHost hands it), beside x/net/idna's ToUnicode under
// the same profile, and reports the ns per host of each and the ratio.
func BenchmarkToUnicodeCheckHyphens(b *testing.B) {
	for _, name := range corpus.Names {
		b.Run(corpus.Short(name), func(b *testing.B) {
			var hosts []string
			for _, h := range decodedHosts(b, name) {
				if idn.HasPunycodeLabel(h) || !chars.IsASCII(h) {
					hosts = append(hosts, h)
				}
			}
			if len(hosts) == 0 {
				b.Skip("no IDN host")
			}
			ns := corpus.AlternateAll(b, hosts,
				func(h string) { toUnicodeCheckHyphens(h) },
				func(h string) { _, _ = checkHyphensProfile.ToUnicode(h) })
			b.ReportMetric(ns[0], "ns/host")
			b.ReportMetric(ns[1], "xnet-ns/host")
			b.ReportMetric(ns[1]/ns[0], "speedup")
			b.ReportMetric(0, "ns/op")
		})
	}
}

package whatwg

import (
	"net/url"
	"testing"

	"github.com/go-iri/iri/internal/corpus"
)

// The benchmarks parse the lines of the shared corpora, one line per
// operation, so ns/op is the cost of one URL; each sits beside net/url's
// url.Parse on the same lines, to be read as a ratio in one run.

func parseWHATWG(s string) error {
	_, err := Parse(s)
	return err
}

func parseNetURL(s string) error {
	_, err := url.Parse(s)
	return err
}

func BenchmarkParse(b *testing.B)       { corpus.BenchLines(b, "corpus-iri.txt", parseWHATWG) }
func BenchmarkNetURLParse(b *testing.B) { corpus.BenchLines(b, "corpus-iri.txt", parseNetURL) }

func BenchmarkParseASCII(b *testing.B)       { corpus.BenchLines(b, "corpus-ascii.txt", parseWHATWG) }
func BenchmarkNetURLParseASCII(b *testing.B) { corpus.BenchLines(b, "corpus-ascii.txt", parseNetURL) }

func BenchmarkParseReal(b *testing.B)       { corpus.BenchLines(b, "real/kasztp.txt", parseWHATWG) }
func BenchmarkNetURLParseReal(b *testing.B) { corpus.BenchLines(b, "real/kasztp.txt", parseNetURL) }

// BenchmarkParseHref parses the hrefs of the corpus lines, the inputs that
// are already their own href: the case that allocates nothing.
func BenchmarkParseHref(b *testing.B) {
	var hrefs []string
	for _, s := range corpus.Lines(b, "corpus-iri.txt") {
		if u, err := Parse(s); err == nil {
			hrefs = append(hrefs, u.Href())
		}
	}
	corpus.BenchEach(b, hrefs, func(s string) { _, _ = Parse(s) })
}

// BenchmarkVsNetURL runs Parse and url.Parse over the same lines of each
// corpus in turn, so that the machine's drift hits both, and reports the
// ns per line of each and their ratio (net/url's time over Parse's: above
// 1, Parse is faster).
func BenchmarkVsNetURL(b *testing.B) {
	for _, name := range corpus.Names {
		b.Run(name, func(b *testing.B) {
			ours, theirs := corpus.Alternate(b, corpus.Lines(b, name),
				func(s string) { _, _ = Parse(s) },
				func(s string) { _, _ = url.Parse(s) })
			b.ReportMetric(ours, "whatwg-ns/line")
			b.ReportMetric(theirs, "neturl-ns/line")
			b.ReportMetric(theirs/ours, "speedup")
			b.ReportMetric(0, "ns/op")
		})
	}
}

// BenchmarkResolveVsNetURL parses each line of the corpora against RFC
// 3986's base (base.Parse), beside url.Parse and ResolveReference against
// the same base, in alternating slices.
func BenchmarkResolveVsNetURL(b *testing.B) {
	base, _ := Parse("http://a/b/c/d;p?q")
	ubase, _ := url.Parse("http://a/b/c/d;p?q")
	for _, name := range append([]string{"corpus-rel.txt"}, corpus.Names...) {
		b.Run(corpus.Short(name), func(b *testing.B) {
			ours, theirs := corpus.Alternate(b, corpus.Lines(b, name),
				func(s string) { _, _ = base.Parse(s) },
				func(s string) {
					if u, err := url.Parse(s); err == nil {
						_ = ubase.ResolveReference(u)
					}
				})
			b.ReportMetric(ours, "whatwg-ns/line")
			b.ReportMetric(theirs, "neturl-ns/line")
			b.ReportMetric(theirs/ours, "speedup")
			b.ReportMetric(0, "ns/op")
		})
	}
}

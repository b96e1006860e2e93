package canon

import (
	"net/url"
	"strings"
	"testing"

	"github.com/go-iri/iri/internal/corpus"
	"github.com/go-iri/iri/whatwg"
	"golang.org/x/net/publicsuffix"
)

// The benchmarks of the keys run on corpus-iri beside whatwg.Parse and
// url.Parse of the same lines, so that the ratios of #34's targets (a
// SURT or Safe Browsing key at most 2.5× whatwg.Parse, a registrable
// domain at most 1.5×) can be read from one run.

// benchCorpora are the shared corpora the benchmarks run on: mostly
// absolute IRIs, ASCII, and real URLs that are all already canonical.
var benchCorpora = []string{"corpus-iri.txt", "corpus-ascii.txt", "real/kasztp.txt"}

// benchKeys runs f on the lines of each corpus, one sub-benchmark each.
func benchKeys(b *testing.B, f func(string) error) {
	for _, name := range benchCorpora {
		b.Run(strings.TrimSuffix(name[strings.LastIndexByte(name, '/')+1:], ".txt"), func(b *testing.B) {
			corpus.BenchLines(b, name, f)
		})
	}
}

func BenchmarkWhatwgParse(b *testing.B) {
	benchKeys(b, func(s string) error { _, err := whatwg.Parse(s); return err })
}

func BenchmarkNetURLParse(b *testing.B) {
	benchKeys(b, func(s string) error { _, err := url.Parse(s); return err })
}

func BenchmarkSURT(b *testing.B) {
	var buf []byte
	benchKeys(b, func(s string) (err error) {
		buf, err = SURT{}.AppendKey(buf[:0], s)
		return err
	})
}

func BenchmarkSafeBrowsing(b *testing.B) {
	benchKeys(b, func(s string) error { _, err := SafeBrowsing{}.Canonical(s); return err })
}

func BenchmarkSafeBrowsingExpressions(b *testing.B) {
	benchKeys(b, func(s string) error { _, err := SafeBrowsing{}.Expressions(s); return err })
}

func BenchmarkSiteOf(b *testing.B) {
	benchKeys(b, func(s string) error { _, err := SiteOf(s); return err })
}

func BenchmarkColumnsOf(b *testing.B) {
	benchKeys(b, func(s string) error { _, err := ColumnsOf(s); return err })
}

// BenchmarkCanonVsParse runs every key of #34's targets beside
// whatwg.Parse and url.Parse over the same slices of lines in turn
// (corpus.AlternateAll; run it with -benchtime 10x), so that the drift
// of a shared machine hits them alike: each "-ns/line" is a key's time,
// each "-x-whatwg" its multiple of whatwg.Parse's, the figure the
// targets bound (surt and safebrowsing ≤ 2.5, site ≤ 1.5).
// "publicsuffix" is x/net's publicsuffix.PublicSuffix alone, of each
// line's host as whatwg.Parse gives it (found before the timing): the
// part of a site's time that is the list's.
func BenchmarkCanonVsParse(b *testing.B) {
	var buf []byte
	for _, name := range corpus.Names {
		b.Run(corpus.Short(name), func(b *testing.B) {
			lines := corpus.Lines(b, name)
			hosts := make([]string, len(lines))
			for i, s := range lines {
				if u, err := whatwg.Parse(s); err == nil {
					hosts[i] = u.Hostname()
				}
			}
			keys := []struct {
				name string
				f    func(int)
			}{
				{"whatwg", func(i int) { _, _ = whatwg.Parse(lines[i]) }},
				{"neturl", func(i int) { _, _ = url.Parse(lines[i]) }},
				{"surt", func(i int) { buf, _ = SURT{}.AppendKey(buf[:0], lines[i]) }},
				{"safebrowsing", func(i int) { _, _ = SafeBrowsing{}.Canonical(lines[i]) }},
				{"expressions", func(i int) { _, _ = SafeBrowsing{}.Expressions(lines[i]) }},
				{"site", func(i int) { _, _ = SiteOf(lines[i]) }},
				{"publicsuffix", func(i int) { _, _ = publicsuffix.PublicSuffix(hosts[i]) }},
			}
			fs := make([]func(int), len(keys))
			for i, k := range keys {
				fs[i] = k.f
			}
			indexes := make([]int, len(lines))
			for i := range indexes {
				indexes[i] = i
			}
			ns := corpus.AlternateAll(b, indexes, fs...)
			for i, k := range keys {
				b.ReportMetric(ns[i], k.name+"-ns/line")
				if i > 0 {
					b.ReportMetric(ns[i]/ns[0], k.name+"-x-whatwg")
				}
			}
			b.ReportMetric(0, "ns/op")
		})
	}
}

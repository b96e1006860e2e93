package canon

import (
	"net/url"
	"testing"

	"github.com/go-iri/iri/internal/corpus"
	"github.com/go-iri/iri/whatwg"
)

// The benchmarks of the keys run on corpus-iri beside whatwg.Parse and
// url.Parse of the same lines, so that the ratios of #34's targets (a
// SURT or Safe Browsing key at most 2.5× whatwg.Parse, a registrable
// domain at most 1.5×) can be read from one run.

func BenchmarkWhatwgParse(b *testing.B) {
	corpus.BenchLines(b, "corpus-iri.txt", func(s string) error { _, err := whatwg.Parse(s); return err })
}

func BenchmarkNetURLParse(b *testing.B) {
	corpus.BenchLines(b, "corpus-iri.txt", func(s string) error { _, err := url.Parse(s); return err })
}

func BenchmarkSURT(b *testing.B) {
	var buf []byte
	corpus.BenchLines(b, "corpus-iri.txt", func(s string) (err error) {
		buf, err = SURT{}.AppendKey(buf[:0], s)
		return err
	})
}

func BenchmarkSafeBrowsing(b *testing.B) {
	corpus.BenchLines(b, "corpus-iri.txt", func(s string) error { _, err := SafeBrowsing{}.Canonical(s); return err })
}

func BenchmarkSafeBrowsingExpressions(b *testing.B) {
	corpus.BenchLines(b, "corpus-iri.txt", func(s string) error { _, err := SafeBrowsing{}.Expressions(s); return err })
}

func BenchmarkSiteOf(b *testing.B) {
	corpus.BenchLines(b, "corpus-iri.txt", func(s string) error { _, err := SiteOf(s); return err })
}

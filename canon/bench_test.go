package canon

import (
	"net/url"
	"strings"
	"testing"

	"github.com/go-iri/iri/internal/corpus"
	"github.com/go-iri/iri/whatwg"
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

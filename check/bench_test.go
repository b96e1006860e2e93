package check

import (
	"fmt"
	"net/url"
	"path/filepath"
	"strings"
	"testing"

	"github.com/go-iri/iri"
	"github.com/go-iri/iri/internal/corpus"
	"github.com/go-iri/iri/internal/props"
)

// The benchmarks check the lines of the shared corpora, one line per
// operation, so that ns/op is the cost of one IRI; see the root package's
// BenchmarkParse for the syntax alone.

// BenchmarkCheck runs the whole checker on each line of the corpus.
func BenchmarkCheck(b *testing.B) {
	corpus.BenchLines(b, "corpus-iri.txt", func(s string) error {
		_ = Check(s)
		return nil
	})
}

// BenchmarkCheckVsParse runs Check, iri.Parse and url.Parse side by side
// on each corpus, in alternating slices of lines, as the root package's
// BenchmarkParseVsNetURL does: "x-parse" is Check's time as a multiple of
// Parse's (at most 4 is the goal: checking costs a few parses), "x-neturl" of
// url.Parse's, "throughput-share" the inverse of x-parse, the part of
// Parse's lines per second that Check keeps.
func BenchmarkCheckVsParse(b *testing.B) {
	for _, name := range corpus.Names {
		b.Run(corpus.Short(name), func(b *testing.B) {
			ns := corpus.AlternateAll(b, corpus.Lines(b, name),
				func(s string) { _ = Check(s) }, func(s string) { _, _ = iri.Parse(s) },
				func(s string) { _, _ = url.Parse(s) })
			check, parse, netURL := ns[0], ns[1], ns[2]
			b.ReportMetric(check, "check-ns/line")
			b.ReportMetric(parse, "parse-ns/line")
			b.ReportMetric(netURL, "neturl-ns/line")
			b.ReportMetric(check/parse, "x-parse")
			b.ReportMetric(check/netURL, "x-neturl")
			b.ReportMetric(parse/check, "throughput-share")
			b.ReportMetric(0, "ns/op")
		})
	}
}

// BenchmarkCheckBidi runs Bidi on the valid lines of the IRI corpus that
// hold right-to-left text (Arabic, Hebrew).
func BenchmarkCheckBidi(b *testing.B) {
	var xs []iri.IRI
	for _, s := range corpus.Lines(b, "corpus-iri.txt") {
		if x, err := iri.Parse(s); err == nil && props.HasRTL(s) {
			xs = append(xs, x)
		}
	}
	corpus.BenchEach(b, xs, func(x iri.IRI) { _ = Bidi(x) })
}

// BenchmarkCorpora runs Check on each corpus beside url.Parse, one line
// per op, as the root package's BenchmarkCorpora runs the other
// operations: go test -bench Corpora.
func BenchmarkCorpora(b *testing.B) {
	for _, name := range corpus.Names {
		lines := corpus.Lines(b, name)
		name = strings.TrimSuffix(filepath.Base(name), ".txt")
		for _, op := range []struct {
			name string
			f    func(s string)
		}{
			{"Check", func(s string) { _ = Check(s) }},
			{"NetURLParse", func(s string) { _, _ = url.Parse(s) }},
		} {
			b.Run(name+"/"+op.name, func(b *testing.B) {
				b.ReportAllocs()
				for i := 0; i < b.N; i++ {
					op.f(lines[i%len(lines)])
				}
			})
		}
	}
}

// BenchmarkScaling runs Check on each hostile shape of corpus.Shapes at
// 1 KiB, 16 KiB and 1 MiB: the time per byte (MB/s) stays the same when
// the cost is linear.
func BenchmarkScaling(b *testing.B) {
	for _, shape := range corpus.Shapes {
		for _, size := range corpus.ShapeSizes {
			s := shape.Make(size)
			b.Run(fmt.Sprintf("Check/%s/%d", shape.Name, size), func(b *testing.B) {
				b.SetBytes(int64(len(s)))
				b.ReportAllocs()
				for i := 0; i < b.N; i++ {
					_ = Check(s)
				}
			})
		}
	}
}

package bench

import (
	"net/url"
	"runtime"
	"testing"

	"github.com/go-iri/iri/internal/corpus"
)

// The benchmarks parse the lines of each corpus with each parser, one line
// per operation: ns/op is the cost of a line (also reported as ns/line),
// B/op and allocs/op what a line costs in memory. Read them as ratios
// between parsers of the same run: the machine may be shared.

// BenchmarkCorpora runs every parser on every corpus:
// BenchmarkCorpora/corpus=iri/parser=net-url and so on.
func BenchmarkCorpora(b *testing.B) {
	for _, c := range corpora {
		b.Run("corpus="+c.name, func(b *testing.B) {
			lines := corpus.Lines(b, c.file)
			for _, p := range parsers {
				b.Run("parser="+p.name, func(b *testing.B) { benchLines(b, lines, p.parse) })
			}
		})
	}
}

// benchLines runs parse over lines, one line per operation. Besides the
// time, it reports the CPU time its thread used per line, cpu-ns/line,
// where the system tells it (Linux): on a loaded machine, where the time
// counts the waits for a core, this is the steadier figure. It leaves out
// the garbage collector's work on other threads, which favours the
// parsers that allocate.
func benchLines(b *testing.B, lines []string, parse func(string) error) {
	var bytes int
	for _, s := range lines {
		bytes += len(s)
	}
	b.SetBytes(int64(bytes / len(lines)))
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	cpu, known := threadCPU()
	corpus.BenchEach(b, lines, func(s string) { _ = parse(s) })
	if end, ok := threadCPU(); known && ok {
		b.ReportMetric(float64((end-cpu).Nanoseconds())/float64(b.N), "cpu-ns/line")
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N), "ns/line")
}

// BenchmarkVsNetURL runs every other parser against url.Parse in
// alternating slices of the corpus (corpus.Alternate), so that the drift
// of a shared machine hits both alike, and reports both times per line and
// their ratio: "speedup" above 1 means faster than net/url.
func BenchmarkVsNetURL(b *testing.B) {
	netURL := func(s string) { _, _ = url.Parse(s) }
	for _, c := range corpora {
		b.Run("corpus="+c.name, func(b *testing.B) {
			lines := corpus.Lines(b, c.file)
			for _, p := range parsers[1:] {
				b.Run("parser="+p.name, func(b *testing.B) {
					ours, theirs := corpus.Alternate(b, lines, func(s string) { _ = p.parse(s) }, netURL)
					b.ReportMetric(ours, "ns/line")
					b.ReportMetric(theirs, "neturl-ns/line")
					b.ReportMetric(theirs/ours, "speedup")
					b.ReportMetric(0, "ns/op")
				})
			}
		})
	}
}

// BenchmarkWHATWGParsers runs net/url, nlnwa/whatwg-url and package
// whatwg in turn over the same slices of each corpus
// (corpus.AlternateAll), so that the drift of a shared machine hits the
// three alike, and reports the ns per line of each and two ratios:
// whatwg against url.Parse ("vs-neturl", above 1 is faster) and against
// nlnwa ("vs-nlnwa", the target is 20).
func BenchmarkWHATWGParsers(b *testing.B) {
	var fs []func(string)
	for _, name := range []string{"net-url", "nlnwa-whatwg-url", "whatwg"} {
		for _, p := range parsers {
			if p.name == name {
				fs = append(fs, func(s string) { _ = p.parse(s) })
			}
		}
	}
	for _, c := range corpora {
		b.Run("corpus="+c.name, func(b *testing.B) {
			ns := corpus.AlternateAll(b, corpus.Lines(b, c.file), fs...)
			b.ReportMetric(ns[0], "neturl-ns/line")
			b.ReportMetric(ns[1], "nlnwa-ns/line")
			b.ReportMetric(ns[2], "whatwg-ns/line")
			b.ReportMetric(ns[0]/ns[2], "vs-neturl")
			b.ReportMetric(ns[1]/ns[2], "vs-nlnwa")
			b.ReportMetric(0, "ns/op")
		})
	}
}

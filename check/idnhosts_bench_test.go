package check

import (
	"strings"
	"testing"

	"github.com/go-iri/iri"
	"github.com/go-iri/iri/internal/corpus"
	"github.com/go-iri/iri/internal/idn"
)

// BenchmarkIDNHosts runs Check and iri.Parse on the lines of each corpus
// whose host is a reg-name that is not plain ASCII (a byte beyond ASCII,
// a percent-encoding, or an ACE label): the lines that take the families
// of IDNA and of spoofing, about a tenth of the corpora, each costing
// several times the average line. "x-parse" is Check's time on them as
// a multiple of Parse's, in alternating slices of lines as
// BenchmarkCheckVsParse measures it.
func BenchmarkIDNHosts(b *testing.B) {
	for _, name := range corpus.Names {
		var lines []string
		for _, s := range corpus.Lines(b, name) {
			x, err := iri.Parse(s)
			if err == nil && x.HostKind() == iri.HostRegName &&
				(!idn.PlainHost(x.Host()) || strings.Contains(x.Host(), "%")) {
				lines = append(lines, s)
			}
		}
		if len(lines) == 0 {
			continue
		}
		b.Run(corpus.Short(name), func(b *testing.B) {
			ns := corpus.AlternateAll(b, lines,
				func(s string) { _ = Check(s) }, func(s string) { _, _ = iri.Parse(s) })
			b.ReportMetric(ns[0], "check-ns/line")
			b.ReportMetric(ns[1], "parse-ns/line")
			b.ReportMetric(ns[0]/ns[1], "x-parse")
			b.ReportMetric(float64(len(lines)), "lines")
			b.ReportMetric(0, "ns/op")
		})
	}
}

package check

import (
	"strings"
	"testing"

	"github.com/go-iri/iri"
	"github.com/go-iri/iri/internal/corpus"
	"github.com/go-iri/iri/internal/idn"
	"github.com/go-iri/iri/internal/props"
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
		benchCheckVsParseOn(b, corpus.Short(name), lines)
	}
}

// BenchmarkRTLLines runs Check and iri.Parse, as BenchmarkIDNHosts does,
// on the valid lines of each corpus that hold right-to-left text or a
// bidi isolate (props.HasRTL): the lines where the bidi rules walk the
// components (appendBidi).
func BenchmarkRTLLines(b *testing.B) {
	for _, name := range corpus.Names {
		var lines []string
		for _, s := range corpus.Lines(b, name) {
			if _, err := iri.Parse(s); err == nil && props.HasRTL(s) {
				lines = append(lines, s)
			}
		}
		benchCheckVsParseOn(b, corpus.Short(name), lines)
	}
}

// benchCheckVsParseOn runs Check and iri.Parse on lines, in alternating
// slices as BenchmarkCheckVsParse does, as the sub-benchmark name; none
// where there is no line.
func benchCheckVsParseOn(b *testing.B, name string, lines []string) {
	if len(lines) == 0 {
		return
	}
	b.Run(name, func(b *testing.B) {
		ns := corpus.AlternateAll(b, lines,
			func(s string) { _ = Check(s) }, func(s string) { _, _ = iri.Parse(s) })
		b.ReportMetric(ns[0], "check-ns/line")
		b.ReportMetric(ns[1], "parse-ns/line")
		b.ReportMetric(ns[0]/ns[1], "x-parse")
		b.ReportMetric(float64(len(lines)), "lines")
		b.ReportMetric(0, "ns/op")
	})
}

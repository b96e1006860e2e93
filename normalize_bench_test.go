package iri

import (
	"testing"

	"github.com/go-iri/iri/internal/corpus"
)

// BenchmarkNormalizeVsParse normalizes each corpus on the syntax rung,
// its lines as they are and their normal forms, beside Parse of the same
// lines in alternating slices: "normal-beyond-x-parse" is what checking
// an already-normal IRI costs past parsing it, as a multiple of parsing.
// Then each rung of the ladder and Key, parse included, as multiples of
// the syntax rung.
func BenchmarkNormalizeVsParse(b *testing.B) {
	syntax := Comparer{Level: LevelSyntaxBased}
	for _, name := range corpus.Names {
		b.Run(corpus.Short(name), func(b *testing.B) {
			var lines, normal []string
			for _, s := range readLines(b, name) {
				if x, err := Parse(s); err == nil {
					lines, normal = append(lines, s), append(normal, syntax.Normalize(x).String())
				}
			}
			fs := []func(string){
				func(s string) { x, _ := Parse(s); _ = syntax.Normalize(x) },
				func(s string) { _, _ = Parse(s) },
			}
			for _, r := range rungs[1:] {
				fs = append(fs, func(s string) { x, _ := Parse(s); _ = r.c.Normalize(x) })
			}
			fs = append(fs, func(s string) { x, _ := Parse(s); _ = syntax.Key(x) })
			ns := corpus.AlternateAll(b, lines, fs...)
			nn := corpus.AlternateAll(b, normal,
				func(s string) { x, _ := Parse(s); _ = syntax.Normalize(x) },
				func(s string) { _, _ = Parse(s) })
			b.ReportMetric(ns[0], "syntax-ns/line")
			b.ReportMetric(ns[1], "parse-ns/line")
			b.ReportMetric((nn[0]-nn[1])/nn[1], "normal-beyond-x-parse")
			for i, r := range rungs[1:] {
				b.ReportMetric(ns[2+i]/ns[0], r.name+"-x-syntax")
			}
			b.ReportMetric(ns[len(ns)-1]/ns[0], "key-x-normalize")
			b.ReportMetric(0, "ns/op")
		})
	}
}

package iri

import (
	"net/url"
	"testing"

	"github.com/go-iri/iri/internal/corpus"
)

// BenchmarkResolveRelative resolves the relative references of
// corpus-rel against RFC 3986's base, each resolver parsing the reference
// itself, beside Parse alone and net/url on the same lines in alternating
// slices: beyond-parse-ns/line is what resolution costs past parsing.
func BenchmarkResolveRelative(b *testing.B) {
	base := MustParse("http://a/b/c/d;p?q")
	ubase, _ := url.Parse("http://a/b/c/d;p?q")
	var lines []string
	for _, s := range readLines(b, "corpus-rel.txt") {
		if _, err := Parse(s); err == nil {
			lines = append(lines, s)
		}
	}
	ns := corpus.AlternateAll(b, lines,
		func(s string) { x, _ := Parse(s); _, _ = base.Resolve(x) },
		func(s string) { _, _ = Parse(s) },
		func(s string) { u, _ := url.Parse(s); _ = ubase.ResolveReference(u) })
	b.ReportMetric(ns[0], "iri-ns/line")
	b.ReportMetric(ns[1], "parse-ns/line")
	b.ReportMetric(ns[0]-ns[1], "beyond-parse-ns/line")
	b.ReportMetric(ns[2], "neturl-ns/line")
	b.ReportMetric(ns[2]/ns[0], "x-neturl")
	b.ReportMetric(0, "ns/op")
}

// BenchmarkAppendResolveRelative is BenchmarkResolveRelative with
// AppendResolve into a buffer that is reused from line to line, as a
// serializer writes its output: no allocation.
func BenchmarkAppendResolveRelative(b *testing.B) {
	base := MustParse("http://a/b/c/d;p?q")
	var lines []string
	for _, s := range readLines(b, "corpus-rel.txt") {
		if _, err := Parse(s); err == nil {
			lines = append(lines, s)
		}
	}
	var buf []byte
	ns := corpus.AlternateAll(b, lines,
		func(s string) { x, _ := Parse(s); buf, _ = base.AppendResolve(buf[:0], x) },
		func(s string) { _, _ = Parse(s) })
	b.ReportMetric(ns[0], "iri-ns/line")
	b.ReportMetric(ns[1], "parse-ns/line")
	b.ReportMetric(ns[0]-ns[1], "beyond-parse-ns/line")
	b.ReportMetric((ns[0]-ns[1])/ns[1], "beyond-parse-x-parse")
	b.ReportMetric(0, "ns/op")
}

// BenchmarkRelativizeResolved relativizes each target that resolving a
// line of corpus-rel against RFC 3986's base gives, beside the Resolve
// (of the parsed reference) that made it, in alternating slices.
func BenchmarkRelativizeResolved(b *testing.B) {
	base := MustParse("http://a/b/c/d;p?q")
	var refs, targets []IRI
	for _, s := range readLines(b, "corpus-rel.txt") {
		if x, err := Parse(s); err == nil {
			t, _ := base.Resolve(x)
			refs, targets = append(refs, x), append(targets, t)
		}
	}
	ns := corpus.AlternateAll(b, indexes(len(refs)),
		func(i int) { _, _ = base.Relativize(targets[i]) },
		func(i int) { _, _ = base.Resolve(refs[i]) })
	b.ReportMetric(ns[0], "relativize-ns/line")
	b.ReportMetric(ns[1], "resolve-ns/line")
	b.ReportMetric(ns[0]/ns[1], "x-resolve")
	b.ReportMetric(0, "ns/op")
}

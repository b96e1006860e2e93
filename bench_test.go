package iri

import (
	"net/url"
	"testing"
	"unicode/utf8"

	"github.com/go-iri/iri/internal/corpus"
)

// The benchmarks parse the lines of the shared corpora, one line per
// operation, so ns/op is the cost of one IRI; each sits beside net/url's
// url.Parse on the same lines, to be read as a ratio in one run.

func benchLines(b *testing.B, name string, parse func(string) error) {
	corpus.BenchLines(b, name, parse)
}

func parseIRI(s string) error {
	_, err := Parse(s)
	return err
}

func parseURL(s string) error {
	_, err := url.Parse(s)
	return err
}

func BenchmarkParse(b *testing.B)       { benchLines(b, "corpus-iri.txt", parseIRI) }
func BenchmarkNetURLParse(b *testing.B) { benchLines(b, "corpus-iri.txt", parseURL) }

func BenchmarkParseASCII(b *testing.B)       { benchLines(b, "corpus-ascii.txt", parseIRI) }
func BenchmarkNetURLParseASCII(b *testing.B) { benchLines(b, "corpus-ascii.txt", parseURL) }

func BenchmarkParseReal(b *testing.B)       { benchLines(b, "real/kasztp.txt", parseIRI) }
func BenchmarkNetURLParseReal(b *testing.B) { benchLines(b, "real/kasztp.txt", parseURL) }

// BenchmarkUTF8ValidString is the floor: one pass of utf8.ValidString over
// the same lines, which any parser of UTF-8 text must at least match.
func BenchmarkUTF8ValidString(b *testing.B) {
	benchLines(b, "corpus-iri.txt", func(s string) error {
		if !utf8.ValidString(s) {
			return ErrInvalidUTF8
		}
		return nil
	})
}

// resolvePairs returns the corpus lines that both this package and net/url
// parse, each paired with one of a few bases, parsed by both.
func resolvePairs(b *testing.B) (refs, bases []IRI, urefs, ubases []*url.URL) {
	baseStrings := []string{"http://a/b/c/d;p?q", "https://example.org/dir/sub/", "http://例え.jp/a/b"}
	for i, s := range readLines(b, "corpus-iri.txt") {
		r, err := Parse(s)
		u, uerr := url.Parse(s)
		if err != nil || uerr != nil {
			continue
		}
		bs := baseStrings[i%len(baseStrings)]
		ub, _ := url.Parse(bs)
		refs, bases = append(refs, r), append(bases, MustParse(bs))
		urefs, ubases = append(urefs, u), append(ubases, ub)
	}
	return refs, bases, urefs, ubases
}

// indexes returns 0, 1, ..., n-1: the items of BenchEach for the
// benchmarks that take pairs from two slices.
func indexes(n int) []int {
	out := make([]int, n)
	for i := range out {
		out[i] = i
	}
	return out
}

func BenchmarkResolve(b *testing.B) {
	refs, bases, _, _ := resolvePairs(b)
	corpus.BenchEach(b, indexes(len(refs)), func(j int) { _, _ = bases[j].Resolve(refs[j]) })
}

func BenchmarkNetURLResolveReference(b *testing.B) {
	_, _, refs, bases := resolvePairs(b)
	corpus.BenchEach(b, indexes(len(refs)), func(j int) { _ = bases[j].ResolveReference(refs[j]) })
}

// parsedLines returns the valid lines of a corpus, parsed.
func parsedLines(b *testing.B, name string, mapping func(IRI) IRI) []IRI {
	var out []IRI
	for _, s := range readLines(b, name) {
		if x, err := Parse(s); err == nil {
			out = append(out, mapping(x))
		}
	}
	return out
}

func same(x IRI) IRI { return x }

// BenchmarkToURI maps each line of the IRI corpus to a URI; about half the
// lines are URIs already, which cost no allocation.
func BenchmarkToURI(b *testing.B) {
	corpus.BenchEach(b, parsedLines(b, "corpus-iri.txt", same), func(x IRI) { _ = x.ToURI() })
}

// BenchmarkNetURLPathEscape is the baseline for ToURI: url.PathEscape of
// the same lines (which escapes more, "/" included, but walks the same
// bytes and builds the same kind of string).
func BenchmarkNetURLPathEscape(b *testing.B) {
	corpus.BenchEach(b, parsedLines(b, "corpus-iri.txt", same), func(x IRI) { _ = url.PathEscape(x.String()) })
}

func BenchmarkToURIWithIDNA(b *testing.B) {
	o := Mapper{IDNA: IDNAUTS46}
	corpus.BenchEach(b, parsedLines(b, "corpus-iri.txt", same), func(x IRI) { _, _ = o.ToURI(x) })
}

// BenchmarkFromURI converts the URI form of each line of the IRI corpus
// back to an IRI.
func BenchmarkFromURI(b *testing.B) {
	corpus.BenchEach(b, parsedLines(b, "corpus-iri.txt", IRI.ToURI), func(x IRI) { _ = x.ToIRI() })
}

// BenchmarkNetURLPathUnescape is the baseline for FromURI: url.PathUnescape
// of the same URIs.
func BenchmarkNetURLPathUnescape(b *testing.B) {
	corpus.BenchEach(b, parsedLines(b, "corpus-iri.txt", IRI.ToURI), func(x IRI) { _, _ = url.PathUnescape(x.String()) })
}

// BenchmarkParseVsNetURL parses each corpus with Parse, with url.Parse
// and with utf8.ValidString (the floor: a parser of UTF-8 text reads every
// byte at least once) in alternating slices of lines (corpus.AlternateAll),
// so that the shared machine's drift hits all three alike, and reports each one's time
// per line, the speedup over url.Parse and Parse's time as a multiple of
// the floor. Each op is one line run through all three.
func BenchmarkParseVsNetURL(b *testing.B) {
	for _, name := range corpus.Names {
		b.Run(corpus.Short(name), func(b *testing.B) {
			ns := corpus.AlternateAll(b, readLines(b, name),
				func(s string) { _, _ = Parse(s) },
				func(s string) { _, _ = url.Parse(s) },
				func(s string) { _ = utf8.ValidString(s) })
			ours, theirs, floor := ns[0], ns[1], ns[2]
			b.ReportMetric(ours, "iri-ns/line")
			b.ReportMetric(theirs, "neturl-ns/line")
			b.ReportMetric(floor, "utf8-ns/line")
			b.ReportMetric(theirs/ours, "speedup")
			b.ReportMetric(ours/floor, "x-floor")
			b.ReportMetric(0, "ns/op")
		})
	}
}

// The rungs of the comparison ladder the benchmarks normalize on.
var rungs = []struct {
	name string
	c    Comparer
}{
	{"Syntax", Comparer{Level: LevelSyntaxBased}},
	{"SyntaxNFC", Comparer{Level: LevelSyntaxBased, Characters: FormNFC}},
	{"SyntaxNFKC", Comparer{Level: LevelSyntaxBased, Characters: FormNFKC}},
	{"Scheme", Comparer{Level: LevelSchemeBased}},
	{"Protocol", Comparer{Level: LevelProtocolBased, Characters: FormNFC, Protocol: func(x IRI) IRI { return x }}},
}

// BenchmarkOpsVsNetURL runs, on the lines of each corpus that both
// parsers accept, each operation from the line's text (its parse
// included) beside url.Parse, in alternating slices as
// BenchmarkParseVsNetURL does: Resolve beside url.Parse and
// ResolveReference against the same base, ToURI and Normalize on each
// rung. "x-neturl" is url.Parse's time (with ResolveReference for
// resolution) over the operation's: above 1, faster than net/url.
func BenchmarkOpsVsNetURL(b *testing.B) {
	base := MustParse("http://a/b/c/d;p?q")
	ubase, _ := url.Parse("http://a/b/c/d;p?q")
	for _, name := range corpus.Names {
		var lines []string
		for _, s := range readLines(b, name) {
			_, err := Parse(s)
			_, uerr := url.Parse(s)
			if err == nil && uerr == nil {
				lines = append(lines, s)
			}
		}
		parseIRI := func(s string) IRI { x, _ := Parse(s); return x }
		ops := []struct {
			name    string
			f       func(string)
			neturlf func(string)
		}{
			{"Resolve", func(s string) { _, _ = base.Resolve(parseIRI(s)) },
				func(s string) { u, _ := url.Parse(s); _ = ubase.ResolveReference(u) }},
			{"ToURI", func(s string) { _ = parseIRI(s).ToURI() }, nil},
		}
		for _, r := range rungs {
			ops = append(ops, struct {
				name    string
				f       func(string)
				neturlf func(string)
			}{"Normalize" + r.name, func(s string) { _ = r.c.Normalize(parseIRI(s)) }, nil})
		}
		for _, op := range ops {
			b.Run(corpus.Short(name)+"/"+op.name, func(b *testing.B) {
				theirs := op.neturlf
				if theirs == nil {
					theirs = func(s string) { _, _ = url.Parse(s) }
				}
				ns := corpus.AlternateAll(b, lines, op.f, theirs)
				b.ReportMetric(ns[0], "iri-ns/line")
				b.ReportMetric(ns[1], "neturl-ns/line")
				b.ReportMetric(ns[1]/ns[0], "x-neturl")
				b.ReportMetric(0, "ns/op")
			})
		}
	}
}

func BenchmarkNormalize(b *testing.B) {
	corpus.BenchEach(b, parsedLines(b, "corpus-iri.txt", same), func(x IRI) { _ = byScheme.Normalize(x) })
}

// BenchmarkNormalizeNormal normalizes IRIs that are already normal: the
// common case of a store that keeps normal forms.
func BenchmarkNormalizeNormal(b *testing.B) {
	normal := func(x IRI) IRI { return byScheme.Normalize(x) }
	corpus.BenchEach(b, parsedLines(b, "corpus-iri.txt", normal), func(x IRI) { _ = byScheme.Normalize(x) })
}

func BenchmarkEqual(b *testing.B) {
	xs := parsedLines(b, "corpus-iri.txt", same)
	corpus.BenchEach(b, xs, func(x IRI) { _ = bySyntax.Equal(x, xs[0]) })
}

func BenchmarkKey(b *testing.B) {
	corpus.BenchEach(b, parsedLines(b, "corpus-iri.txt", same), func(x IRI) { _ = bySyntax.Key(x) })
}

func BenchmarkBuild(b *testing.B) {
	p := Parts{Scheme: "https", Host: "例え.jp", Segments: []string{"", "docs", "a b", "résumé.html"},
		QueryPairs: []QueryPair{{Name: "q", Value: "x&y", HasValue: true}}, Fragment: "f"}
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		_, _ = Build(p)
	}
}

func BenchmarkEscapePathSegment(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		_ = EscapePathSegment("résumé 2026/final.html")
	}
}

func BenchmarkNetURLPathEscapeSegment(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		_ = url.PathEscape("résumé 2026/final.html")
	}
}

// BenchmarkCorpora runs each operation on each corpus beside its nearest
// net/url counterpart, one line per op: go test -bench Corpora.
func BenchmarkCorpora(b *testing.B) {
	base := MustParse("http://a/b/c/d;p?q")
	ubase, _ := url.Parse("http://a/b/c/d;p?q")
	for _, file := range corpus.Names {
		lines := readLines(b, file)
		var xs, uris, normal []IRI // the lines, their URI forms for FromURI, their normal forms
		var us []*url.URL
		for _, s := range lines {
			x, err := Parse(s)
			u, uerr := url.Parse(s)
			if err == nil && uerr == nil {
				xs, us, uris = append(xs, x), append(us, u), append(uris, x.ToURI())
				normal = append(normal, byScheme.Normalize(x))
			}
		}
		name := corpus.Short(file)
		ops := []struct {
			name string
			f    func(i int)
		}{
			{"Parse", func(i int) { _, _ = Parse(lines[i%len(lines)]) }},
			{"NetURLParse", func(i int) { _, _ = url.Parse(lines[i%len(lines)]) }},
			{"Resolve", func(i int) { _, _ = base.Resolve(xs[i%len(xs)]) }},
			{"NetURLResolveReference", func(i int) { _ = ubase.ResolveReference(us[i%len(us)]) }},
			{"ToURI", func(i int) { _ = xs[i%len(xs)].ToURI() }},
			{"NetURLString", func(i int) { _ = us[i%len(us)].String() }},
			{"FromURI", func(i int) { _ = uris[i%len(uris)].ToIRI() }},
			{"NetURLPathUnescape", func(i int) { _, _ = url.PathUnescape(uris[i%len(uris)].String()) }},
			{"Normalize", func(i int) { _ = byScheme.Normalize(xs[i%len(xs)]) }},
			{"NormalizeNormal", func(i int) { _ = byScheme.Normalize(normal[i%len(normal)]) }},
			{"Equal", func(i int) { _ = bySyntax.Equal(xs[i%len(xs)], xs[(i+1)%len(xs)]) }},
		}
		for _, op := range ops {
			b.Run(name+"/"+op.name, func(b *testing.B) {
				b.ReportAllocs()
				for i := 0; i < b.N; i++ {
					op.f(i)
				}
			})
		}
	}
}

package inspect

import (
	"encoding/json"
	"io"
	"net/url"
	"testing"

	"github.com/go-iri/iri"
	"github.com/go-iri/iri/check"
	"github.com/go-iri/iri/internal/corpus"
)

// BenchmarkInspect measures the analysis of one line of the corpus, and
// of its JSON, beside what a program that only parses it pays (iri.Parse,
// net/url.Parse) and what the checker and the browser's reading alone
// cost: the inspector does all the rest on top, once per keystroke.
func BenchmarkInspect(b *testing.B) {
	b.Run("inspect", func(b *testing.B) {
		corpus.BenchLines(b, "corpus-iri.txt", func(s string) error { inspect(request{IRI: s}); return nil })
	})
	b.Run("inspect+json", func(b *testing.B) {
		enc := json.NewEncoder(io.Discard)
		corpus.BenchLines(b, "corpus-iri.txt", func(s string) error { return enc.Encode(inspect(request{IRI: s})) })
	})
	b.Run("whatwg", func(b *testing.B) { // the browser's reading, a part of inspect
		corpus.BenchLines(b, "corpus-iri.txt", func(s string) error { readWHATWG(s, ""); return nil })
	})
	b.Run("check", func(b *testing.B) {
		corpus.BenchLines(b, "corpus-iri.txt", func(s string) error { check.Check(s); return nil })
	})
	b.Run("iri.Parse", func(b *testing.B) {
		corpus.BenchLines(b, "corpus-iri.txt", func(s string) error { _, err := iri.Parse(s); return err })
	})
	b.Run("net/url.Parse", func(b *testing.B) {
		corpus.BenchLines(b, "corpus-iri.txt", func(s string) error { _, err := url.Parse(s); return err })
	})
}

// BenchmarkInspectLongest measures the analysis of the longest input the
// endpoint takes, in each hostile shape of the scaling benchmarks, as the
// IRI, the base and the second IRI at once.
func BenchmarkInspectLongest(b *testing.B) {
	for _, s := range corpus.Shapes {
		in := s.Make(MaxInput - 64)
		b.Run(s.Name, func(b *testing.B) {
			b.ReportAllocs()
			enc := json.NewEncoder(io.Discard)
			for b.Loop() {
				if err := enc.Encode(inspect(request{IRI: in, Base: in, Other: in})); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

package canon

import (
	"testing"

	"github.com/go-iri/iri/internal/corpus"
	"github.com/go-iri/iri/whatwg"
)

// BenchmarkURLCanon runs each urlcanon profile and key over the lines of
// corpus-iri.txt, beside whatwg.Parse of the same lines; one op is one
// line.
func BenchmarkURLCanon(b *testing.B) {
	lines := corpus.Lines(b, "corpus-iri.txt")
	run := func(name string, f func(dst []byte, s string) []byte) {
		b.Run(name, func(b *testing.B) {
			var buf []byte
			b.ReportAllocs()
			for i := 0; b.Loop(); i++ {
				buf = f(buf[:0], lines[i%len(lines)])
			}
		})
	}
	run("whatwg.Parse", func(dst []byte, s string) []byte {
		whatwg.Parse(s)
		return dst
	})
	for _, c := range []URLCanon{URLCanonWHATWG, URLCanonGoogle, URLCanonSemanticPrecise, URLCanonAggressive} {
		run(c.String(), func(dst []byte, s string) []byte {
			dst, _ = c.AppendCanonical(dst, s)
			return dst
		})
	}
	run("surt", func(dst []byte, s string) []byte {
		dst, _ = URLCanonSURT{}.AppendKey(dst, s)
		return dst
	})
	run("ssurt", func(dst []byte, s string) []byte {
		dst, _ = AppendSSURT(dst, s)
		return dst
	})
}

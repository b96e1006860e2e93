package corpus

import (
	"strings"
	"testing"
	"time"
)

// BenchLines runs f on the lines of a corpus, one line per operation, so
// that ns/op is the cost of one line; it reports the bytes of a line on
// average and the allocations.
func BenchLines(b *testing.B, name string, f func(string) error) {
	lines := Lines(b, name)
	var bytes int64
	for _, s := range lines {
		bytes += int64(len(s))
	}
	b.SetBytes(bytes / int64(len(lines)))
	BenchEach(b, lines, func(s string) { _ = f(s) })
}

// BenchEach runs f on the items in turn, one item per operation, over and
// over, and reports the allocations.
func BenchEach[T any](b *testing.B, items []T, f func(T)) {
	if len(items) == 0 {
		b.Fatal("nothing to run on")
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i, j := 0, 0; i < b.N; i++ {
		f(items[j])
		if j++; j == len(items) {
			j = 0
		}
	}
}

// Alternate runs first and second over the same slices of lines in turn,
// so that the machine's drift hits both, and returns their ns per line
// (see AlternateAll).
func Alternate(b *testing.B, lines []string, first, second func(string)) (float64, float64) {
	ns := AlternateAll(b, lines, first, second)
	return ns[0], ns[1]
}

// AlternateAll runs each of fs over the same slices of 16384 lines (or of
// any items) in turn, so that the machine's drift hits them alike, and
// returns the ns per line of each. One operation is one pass over the
// lines with every f: run it with -benchtime 10x or more, for ten passes.
// The time of each f is, for each slice, that of its fastest pass, summed
// over the slices: on a shared machine the other processes only ever slow
// a pass down, so the fastest is the one they disturbed least, and the
// ratios of the results hold from one run to the next where the means
// wander.
//
// Before the fs are timed on a slice, fs[0] runs over it once untimed, so
// that each f finds the slice's data in the cache and none pays for
// bringing it there. The slices are long so that no f runs the same
// lines twice within the reach of the branch predictor: over slices of
// 1024 lines of corpus-iri, the same normalization timed four times in a
// row took 138, 115, 98 and 93 ns a line, the predictor having learnt the
// branches of those very lines, which a stream of new lines never lets it;
// over 16384 lines the four are within 2% of each other.
func AlternateAll[T any](b *testing.B, lines []T, fs ...func(T)) []float64 {
	const chunk = 16384
	slices := (len(lines) + chunk - 1) / chunk
	best := make([][]time.Duration, len(fs))
	for k := range best {
		best[k] = make([]time.Duration, slices)
	}
	b.ResetTimer()
	for range b.N {
		for c := range slices {
			part := lines[c*chunk : min((c+1)*chunk, len(lines))]
			for _, s := range part {
				fs[0](s)
			}
			for k, f := range fs {
				start := time.Now()
				for _, s := range part {
					f(s)
				}
				if t := time.Since(start); best[k][c] == 0 || t < best[k][c] {
					best[k][c] = t
				}
			}
		}
	}
	ns := make([]float64, len(fs))
	for k := range fs {
		var sum time.Duration
		for _, t := range best[k] {
			sum += t
		}
		ns[k] = float64(sum.Nanoseconds()) / float64(len(lines))
	}
	return ns
}

// Names are the corpora the benchmarks compare on: the generated IRI
// and ASCII ones and the real list.
var Names = []string{"corpus-iri.txt", "corpus-ascii.txt", "real/kasztp.txt"}

// Short names a corpus in a benchmark's name: "corpus-iri", "kasztp".
func Short(name string) string {
	name = name[strings.LastIndexByte(name, '/')+1:]
	return strings.TrimSuffix(name, ".txt")
}

// A Shape is a form of hostile input, grown to any size.
type Shape struct {
	Name string
	Make func(n int) string // an input of about n bytes
}

// Shapes are the hostile inputs the scaling benchmarks and tests grow: runs
// of "%", of "../", of ":" and "[", of "a/./b/../", a long host label for
// IDNA, non-ASCII text. All but "brackets" are valid IRI references.
var Shapes = []Shape{
	{"percent", func(n int) string { return "http://a/" + strings.Repeat("%41", n/3) }},
	{"dotdot", func(n int) string { return strings.Repeat("../", n/3) + "x" }},
	{"colons", func(n int) string { return "a:" + strings.Repeat(":", n) }},
	{"brackets", func(n int) string { return "http://a/" + strings.Repeat("[", n) }},
	{"dotsegments", func(n int) string { return "http://h/" + strings.Repeat("a/./b/../", n/9) }},
	{"idnlabel", func(n int) string { return "http://" + strings.Repeat("é", n/2) + ".example/" }},
	{"nonascii", func(n int) string { return "http://a/" + strings.Repeat("日本", n/6) }},
}

// ShapeSizes are the sizes the scaling benchmarks grow each shape to:
// 1 KiB, 16 KiB and 1 MiB.
var ShapeSizes = []int{1 << 10, 1 << 14, 1 << 20}

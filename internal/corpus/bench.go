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
// so that the machine's drift hits both, and returns their ns per line.
func Alternate(b *testing.B, lines []string, first, second func(string)) (float64, float64) {
	const chunk = 4096
	var t1, t2 time.Duration
	b.ResetTimer()
	for done, j := 0, 0; done < b.N; done += chunk {
		end := min(j+chunk, len(lines))
		start := time.Now()
		for _, s := range lines[j:end] {
			first(s)
		}
		mid := time.Now()
		for _, s := range lines[j:end] {
			second(s)
		}
		t1 += mid.Sub(start)
		t2 += time.Since(mid)
		if j = end; j == len(lines) {
			j = 0
		}
	}
	return float64(t1.Nanoseconds()) / float64(b.N), float64(t2.Nanoseconds()) / float64(b.N)
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

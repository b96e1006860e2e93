package check

import (
	"github.com/go-iri/iri"
	"github.com/go-iri/iri/internal/corpus"
	"testing"
	"time"
)

func minRace(lines []string, passes int, fs ...func(string)) []float64 {
	const chunk = 1024
	nc := (len(lines) + chunk - 1) / chunk
	best := make([][]time.Duration, len(fs))
	for k := range best {
		best[k] = make([]time.Duration, nc)
	}
	for p := 0; p < passes; p++ {
		for c := 0; c < nc; c++ {
			ls := lines[c*chunk : min((c+1)*chunk, len(lines))]
			for k, f := range fs {
				t := time.Now()
				for _, s := range ls {
					f(s)
				}
				d := time.Since(t)
				if p == 0 || d < best[k][c] {
					best[k][c] = d
				}
			}
		}
	}
	out := make([]float64, len(fs))
	for k := range fs {
		var sum time.Duration
		for _, d := range best[k] {
			sum += d
		}
		out[k] = float64(sum.Nanoseconds()) / float64(len(lines))
	}
	return out
}

func TestScratchViolationCost(t *testing.T) {
	var clean, upper, two []string
	for i := 0; i < 4096; i++ {
		clean = append(clean, "http://example.org/a/b")
		upper = append(upper, "HTTP://example.org/a/b")
		two = append(two, "HTTP://example.org:80/a/b")
	}
	a := minRace(clean, 10, func(s string) { _ = Check(s) })
	b := minRace(upper, 10, func(s string) { _ = Check(s) })
	c := minRace(two, 10, func(s string) { _ = Check(s) })
	t.Logf("clean %.1f, one violation %.1f, two %.1f", a[0], b[0], c[0])
}

func TestScratchMixedCount(t *testing.T) {
	for _, name := range corpus.Names {
		n, flagged := 0, 0
		var examples []string
		for _, s := range corpus.Lines(t, name) {
			x, err := iri.Parse(s)
			if err != nil {
				continue
			}
			r := run{s: s, x: x, valid: true}
			r.gatherFacts()
			n++
			if r.facts.mixed {
				flagged++
				if len(examples) < 8 {
					examples = append(examples, s)
				}
			}
		}
		t.Logf("%s: %d of %d valid lines flagged; e.g. %q", name, flagged, n, examples)
	}
}

package iri

import (
	"fmt"
	"sync"
	"testing"

	"github.com/go-iri/iri/internal/corpus"
	"golang.org/x/text/encoding/charmap"
)

// BenchmarkScaling measures Parse, Normalize, Resolve and ToURI with IDNA
// on each shape of corpus.Shapes at 1 KiB, 16 KiB and 1 MiB: the time per
// byte (MB/s) stays the same when the cost is linear. (iri/check measures
// its checker on the same shapes.)
func BenchmarkScaling(b *testing.B) {
	base := MustParse("http://a/b/c/d;p?q")
	ops := []struct {
		name string
		f    func(s string)
	}{
		{"Parse", func(s string) { _, _ = Parse(s) }},
		{"Normalize", func(s string) {
			if x, err := Parse(s); err == nil {
				_ = byScheme.Normalize(x)
			}
		}},
		{"Resolve", func(s string) {
			if x, err := Parse(s); err == nil {
				_, _ = base.Resolve(x)
			}
		}},
		{"ToURIWithIDNA", func(s string) {
			if x, err := Parse(s); err == nil {
				_, _ = Mapper{IDNA: IDNAUTS46}.ToURI(x)
			}
		}},
	}
	for _, shape := range corpus.Shapes {
		for _, size := range corpus.ShapeSizes {
			s := shape.Make(size)
			for _, op := range ops {
				b.Run(fmt.Sprintf("%s/%s/%d", op.name, shape.Name, size), func(b *testing.B) {
					b.SetBytes(int64(len(s)))
					b.ReportAllocs()
					for i := 0; i < b.N; i++ {
						op.f(s)
					}
				})
			}
		}
	}
}

// TestAllocationsDoNotGrow checks that the number of allocations does not
// grow with the size of each shape: 0 for Parse, the same number for the
// operations that build one result.
func TestAllocationsDoNotGrow(t *testing.T) {
	base := MustParse("http://a/b/c/d;p?q")
	for _, shape := range corpus.Shapes {
		small, large := shape.Make(1<<10), shape.Make(1<<16)
		// Parse on the text: an invalid shape ("brackets") allocates its
		// *Error, once at any size; a valid one nothing.
		_, err := Parse(small)
		if valid := err == nil; valid != (shape.Name != "brackets") {
			t.Fatalf("%s: valid %v (%v)", shape.Name, valid, err)
		}
		a := testing.AllocsPerRun(50, func() { _, _ = Parse(small) })
		b := testing.AllocsPerRun(50, func() { _, _ = Parse(large) })
		want := 0.0
		if err != nil {
			want = 1
		}
		if a != want || b != want {
			t.Errorf("Parse on %s: %v allocations at 1 KiB, %v at 64 KiB, want %v", shape.Name, a, b, want)
		}
		if err != nil {
			continue
		}
		xs, xl := MustParse(small), MustParse(large)
		for name, f := range map[string]func(IRI){
			"Resolve": func(x IRI) { _, _ = base.Resolve(x) },
			"ToURI":   func(x IRI) { _ = x.ToURI() },
			"Syntax":  func(x IRI) { _ = bySyntax.Normalize(x) },
		} {
			a, b := testing.AllocsPerRun(50, func() { f(xs) }), testing.AllocsPerRun(50, func() { f(xl) })
			if a != b {
				t.Errorf("%s on %s: %v allocations at 1 KiB, %v at 64 KiB", name, shape.Name, a, b)
			}
		}
	}
}

// TestConcurrentUse runs every kind of operation from many goroutines at
// once; under -race (as CI runs it) it shows that the value type and the
// shared state (scheme registries, the domain cache, IDNA profiles) are
// safe for concurrent use.
func TestConcurrentUse(t *testing.T) {
	inputs := []string{"http://例え.jp/a/./b/../c?q=é#f", "HTTP://Résumé.Example.org:80", "http://xn--rsum-bpad.example.org/%7e",
		"../x/y", "http://ab.גד.ij/1", "mailto:A@B.org", "http://a/b c", "http://[::1]/ä"}
	base := MustParse("http://a/b/c/d;p?q")
	registry := NewSchemes()
	var wg sync.WaitGroup
	for g := 0; g < 8; g++ {
		wg.Add(1)
		go func(g int) {
			defer wg.Done()
			for i := 0; i < 200; i++ {
				s := inputs[(g+i)%len(inputs)]
				x, err := Parse(s)
				if err != nil {
					continue
				}
				_, _ = base.Resolve(x)
				_, _ = base.Relativize(x)
				_, _ = Mapper{IDNA: IDNAUTS46, QueryEncoding: charmap.Windows1252}.ToURI(x)
				_ = x.ToIRI()
				_ = Comparer{Level: LevelSchemeBased, Schemes: registry}.Normalize(x)
				_ = byScheme.Normalize(x)
				if i%50 == 0 {
					if err := registry.Register(fmt.Sprintf("s%d", g), SchemeRule{DefaultPort: "1"}); err != nil {
						t.Error(err)
					}
				}
			}
		}(g)
	}
	wg.Wait()
}

package urlpattern

import (
	"testing"

	"github.com/go-iri/iri/internal/corpus"
)

// The benchmarks match the lines of a shared corpus, one line per
// operation; BenchmarkParse is the floor, the whatwg parse each match
// starts with.

func benchPattern(b *testing.B, pattern string) *Pattern {
	p, err := New(pattern, "", Options{})
	if err != nil {
		b.Fatal(err)
	}
	return p
}

func BenchmarkExec(b *testing.B) {
	p := benchPattern(b, "http{s}?://*/:first/*")
	corpus.BenchLines(b, "corpus-ascii.txt", func(s string) error {
		p.Exec(s, "")
		return nil
	})
}

func BenchmarkTest(b *testing.B) {
	p := benchPattern(b, "https://*.example.com/books/:id(\\d+)")
	corpus.BenchLines(b, "corpus-ascii.txt", func(s string) error {
		p.Test(s, "")
		return nil
	})
}

func BenchmarkParse(b *testing.B) {
	corpus.BenchLines(b, "corpus-ascii.txt", func(s string) error {
		urlValues(s, "")
		return nil
	})
}

// BenchmarkNew compiles a pattern of each kind of part.
func BenchmarkNew(b *testing.B) {
	patterns := []string{
		"https://example.com/books/:id",
		"http{s}?://{:sub.}?example.com:(80|8080)/*.png",
		"/api/:version(v\\d+)/:rest+/x?q=:term#:frag",
	}
	corpus.BenchEach(b, patterns, func(s string) {
		if _, err := New(s, "https://example.com", Options{}); err != nil {
			b.Fatal(err)
		}
	})
}

package main

import (
	"io"
	"os"
	"path/filepath"
	"testing"

	"github.com/go-iri/iri/internal/corpus"
)

// BenchmarkCommand runs commands over corpus-iri.txt as standard input,
// the whole file per operation, with the output discarded; it reports
// lines per second. (Run the built command on a file into /dev/null for
// the figures of the README: this is for profiles.)
func BenchmarkCommand(b *testing.B) {
	path := filepath.Join(corpus.Dir(), "corpus-iri.txt")
	lines := len(corpus.Lines(b, "corpus-iri.txt"))
	for _, args := range [][]string{
		{"parse", "-j", "1"}, {"parse", "-j", "2"},
		{"check", "-j", "1"}, {"check", "-j", "2"},
		{"display", "-j", "1"}, {"to-iri", "-j", "1"}, {"to-uri", "-j", "1"}, {"normalize", "-j", "1"},
		{"relativize", "-j", "1", "http://a/b/c/d;p?q"},
		{"canon", "-j", "1"}, {"canon", "-j", "1", "--profile", "safebrowsing"}, {"site", "-j", "1"},
	} {
		name := args[0] + args[2]
		if len(args) > 4 {
			name += "-" + args[4]
		}
		b.Run(name, func(b *testing.B) {
			for b.Loop() {
				f, err := os.Open(path)
				if err != nil {
					b.Fatal(err)
				}
				run(args, f, io.Discard, io.Discard)
				f.Close()
			}
			b.ReportMetric(float64(lines)*float64(b.N)/b.Elapsed().Seconds(), "lines/s")
		})
	}
}

package iri

import (
	"errors"
	"net/url"
	"testing"
	"unicode/utf8"
)

// The benchmarks parse the lines of the shared corpora, one line per
// operation, so ns/op is the cost of one IRI; each sits beside net/url's
// url.Parse on the same lines, to be read as a ratio in one run.

func benchLines(b *testing.B, name string, parse func(string) error) {
	lines := readLines(b, name)
	var bytes int64
	for _, s := range lines {
		bytes += int64(len(s))
	}
	b.SetBytes(bytes / int64(len(lines)))
	b.ReportAllocs()
	b.ResetTimer()
	for i, j := 0, 0; i < b.N; i++ {
		_ = parse(lines[j])
		if j++; j == len(lines) {
			j = 0
		}
	}
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
			return errInvalidUTF8
		}
		return nil
	})
}

var errInvalidUTF8 = errors.New("invalid UTF-8")

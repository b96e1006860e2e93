package spoof

import (
	"strings"
	"testing"

	"github.com/go-iri/iri"
	"github.com/go-iri/iri/internal/corpus"
	"golang.org/x/net/idna"
)

// corpusLabels returns the distinct non-ASCII host labels of the IRI
// corpus in Unicode (ACE labels decoded).
func corpusLabels(b *testing.B) []string {
	seen := map[string]bool{}
	var out []string
	for _, s := range corpus.Lines(b, "corpus-iri.txt") {
		x, err := iri.Parse(s)
		if err != nil || x.HostKind() != iri.HostRegName {
			continue
		}
		for _, l := range strings.Split(x.Host(), ".") {
			if u, err := idna.Lookup.ToUnicode(l); err == nil {
				l = u
			}
			if strings.IndexByte(l, '%') < 0 && !seen[l] && strings.ContainsFunc(l, func(r rune) bool { return r >= 0x80 }) {
				seen[l] = true
				out = append(out, l)
			}
		}
	}
	if len(out) == 0 {
		b.Skip("no non-ASCII labels in the corpus")
	}
	return out
}

// BenchmarkLabel runs Label on each distinct non-ASCII host label of the
// IRI corpus: ns/op is the cost per label of every rule.
func BenchmarkLabel(b *testing.B) {
	corpus.BenchEach(b, corpusLabels(b), func(l string) { _ = Label(l, "com") })
}

// BenchmarkSkeleton runs Skeleton on the same labels.
func BenchmarkSkeleton(b *testing.B) {
	corpus.BenchEach(b, corpusLabels(b), func(l string) { _ = Skeleton(l) })
}

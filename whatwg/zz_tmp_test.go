package whatwg

import (
	"testing"

	"github.com/go-iri/iri/internal/corpus"
)

func BenchmarkTmpIDN(b *testing.B) {
	var lines []string
	for _, s := range corpus.Lines(b, "corpus-iri.txt") {
		u, err := Parse(s)
		if err == nil && u.Hostname() != "" && len(u.Hostname()) > 4 && (u.Hostname()[:4] == "xn--" || contains(u.Hostname(), ".xn--")) {
			lines = append(lines, s)
		}
	}
	b.ResetTimer()
	for range b.N {
		for _, s := range lines {
			_, _ = Parse(s)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(lines)), "ns/line")
}

func contains(s, t string) bool {
	for i := 0; i+len(t) <= len(s); i++ {
		if s[i:i+len(t)] == t {
			return true
		}
	}
	return false
}

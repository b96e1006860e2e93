package quickcheck

import (
	"testing"

	"github.com/go-iri/iri/internal/chars"
	"github.com/go-iri/iri/internal/corpus"
	"golang.org/x/text/unicode/norm"
)

// BenchmarkResumeVsQuickSpan times Resume beside x/text's QuickSpanString
// on the lines of each corpus that hold text outside ASCII, in alternating
// slices: "x-quickspan" is Resume's time as a multiple of x/text's.
func BenchmarkResumeVsQuickSpan(b *testing.B) {
	for _, name := range corpus.Names {
		b.Run(corpus.Short(name), func(b *testing.B) {
			var lines []string
			for _, s := range corpus.Lines(b, name) {
				if NFC.Resume(s) == len(s) && !chars.IsASCII(s) {
					lines = append(lines, s)
				}
			}
			if len(lines) == 0 {
				b.Skip("no line outside ASCII")
			}
			sink := 0
			ours, theirs := corpus.Alternate(b, lines,
				func(s string) { sink += NFC.Resume(s) },
				func(s string) { sink += norm.NFC.QuickSpanString(s) })
			b.ReportMetric(ours, "resume-ns/line")
			b.ReportMetric(theirs, "quickspan-ns/line")
			b.ReportMetric(ours/theirs, "x-quickspan")
			b.ReportMetric(0, "ns/op")
		})
	}
}

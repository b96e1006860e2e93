package iribeam

import (
	"slices"
	"strconv"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
)

// A Summary is what Check found in all the lines: the figures that
// `iri check --stats` writes.
type Summary struct {
	Lines   int64            // the lines checked
	Valid   int64            // those that break no MUST (check.Report.Conforms)
	Invalid int64            // the others
	Codes   map[string]int64 // each violation code reported, with the number of its reports
}

// String writes s as `iri check --stats` does: "lines", "valid",
// "invalid", then each code in sorted order, each with its number after a
// tab, one per line.
func (s Summary) String() string {
	b := appendFigure(nil, "lines", s.Lines)
	b = appendFigure(b, "valid", s.Valid)
	b = appendFigure(b, "invalid", s.Invalid)
	codes := make([]string, 0, len(s.Codes))
	for c := range s.Codes {
		codes = append(codes, c)
	}
	slices.Sort(codes)
	for _, c := range codes {
		b = appendFigure(b, c, s.Codes[c])
	}
	return string(b)
}

func appendFigure(b []byte, name string, n int64) []byte {
	return append(strconv.AppendInt(append(append(b, name...), '\t'), n, 10), '\n')
}

// A verdict is what the summary needs of one report. A verdict with no
// Lines counts nothing: summarize adds one, so that the summary of no
// lines at all is an element too.
type verdict struct {
	Lines   int64
	Invalid bool
	Codes   []string
}

// summarize combines the verdicts into one Summary.
func summarize(s beam.Scope, verdicts beam.PCollection) beam.PCollection {
	none := beam.Create(s, verdict{})
	return beam.Combine(s, &summaryFn{}, beam.Flatten(s, verdicts, none))
}

// summaryFn is the CombineFn of summarize. Runners combine partial
// summaries on each worker before they send them on.
type summaryFn struct{}

func (*summaryFn) CreateAccumulator() Summary { return Summary{Codes: map[string]int64{}} }

func (*summaryFn) AddInput(a Summary, v verdict) Summary {
	a.Lines += v.Lines
	if v.Invalid {
		a.Invalid += v.Lines
	} else {
		a.Valid += v.Lines
	}
	if a.Codes == nil && len(v.Codes) > 0 {
		a.Codes = map[string]int64{}
	}
	for _, c := range v.Codes {
		a.Codes[c]++
	}
	return a
}

func (*summaryFn) MergeAccumulators(a, b Summary) Summary {
	a.Lines += b.Lines
	a.Valid += b.Valid
	a.Invalid += b.Invalid
	if a.Codes == nil && len(b.Codes) > 0 {
		a.Codes = map[string]int64{}
	}
	for c, n := range b.Codes {
		a.Codes[c] += n
	}
	return a
}

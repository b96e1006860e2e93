package iribeam

import (
	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/go-iri/iri/check"
)

// Check checks each line of lines with c (check.Checker.Check: every rule
// of RFC 3987, 3987bis and the schemes, each violation with its code,
// severity, offset and spec section) and returns two PCollections:
// reports, a PCollection<string> with one report per line as
// `iri check --json` writes it, and summary, a PCollection<Summary> with
// one element, the figures of `iri check --stats` for all the lines.
//
// c.Ignore travels with the transform; c.Schemes, a registry in this
// process's memory, cannot, and Check panics if it is set.
func Check(s beam.Scope, c check.Checker, lines beam.PCollection) (reports, summary beam.PCollection) {
	if c.Schemes != nil {
		panic("iribeam.Check: a Checker with a Schemes registry of its own cannot be sent to the workers")
	}
	if err := c.Validate(); err != nil {
		panic("iribeam.Check: " + err.Error())
	}
	s = s.Scope("iribeam.Check")
	reports, verdicts := beam.ParDo2(s, &checkFn{Ignore: c.Ignore}, lines)
	return reports, summarize(s, verdicts)
}

// checkFn is the DoFn of Check.
type checkFn struct {
	Ignore []string // check.Checker.Ignore
}

// ProcessElement writes the report on line, and its verdict for the
// summary.
func (f *checkFn) ProcessElement(line string, report func(string), verdicts func(verdict)) {
	r := check.Checker{Ignore: f.Ignore}.Check(line)
	report(reportJSON(r))
	v := verdict{Lines: 1, Invalid: !r.Conforms()}
	if len(r.Violations) > 0 {
		v.Codes = make([]string, len(r.Violations))
		for i, x := range r.Violations {
			v.Codes[i] = x.Code
		}
	}
	verdicts(v)
}

// reportJSON is the one place where a report becomes JSON: the line
// `iri check --json` writes for an input, as check.Report.MarshalJSON
// writes it.
func reportJSON(r check.Report) string {
	b, err := r.MarshalJSON()
	if err != nil {
		panic("iribeam: " + err.Error()) // a report is strings and numbers
	}
	return string(b)
}

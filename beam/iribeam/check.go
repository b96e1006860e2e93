package iribeam

import (
	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/go-iri/iri/check"
	"github.com/go-iri/iri/spoof"
)

// Check checks each line of lines with c (check.Checker.Check: every rule
// of RFC 3987, 3987bis and the schemes, each violation with its code,
// severity, offset and spec section) and returns two PCollections:
// reports, a PCollection<string> with one report per line as
// `iri check --json` writes it, and summary, a PCollection<Summary> with
// one element, the figures of `iri check --stats` for all the lines.
//
// c.Ignore and c.ProtectPaths travel with the transform; c.Schemes and
// c.Protected, which live in this process's memory, cannot, and Check
// panics if either is set: CheckProtecting protects names on the workers.
// An unknown code in c.Ignore (check.Checker.Validate) panics too.
func Check(s beam.Scope, c check.Checker, lines beam.PCollection) (reports, summary beam.PCollection) {
	if c.Protected.Len() > 0 {
		panic("iribeam.Check: a Checker with Protected names cannot be sent to the workers; CheckProtecting sends the names")
	}
	return CheckProtecting(s, c, nil, lines)
}

// CheckProtecting is Check with c.Protected set to spoof.Protect(names) on
// each worker: a host that looks like one of the names but is not it is a
// spoof/protected-name violation, as with `iri check --protect FILE`.
func CheckProtecting(s beam.Scope, c check.Checker, names []string, lines beam.PCollection) (reports, summary beam.PCollection) {
	if c.Schemes != nil || c.Protected.Len() > 0 {
		panic("iribeam.Check: a Checker with a Schemes registry or Protected names of its own cannot be sent to the workers")
	}
	if err := c.Validate(); err != nil {
		panic("iribeam.Check: " + err.Error())
	}
	s = s.Scope("iribeam.Check")
	reports, verdicts := beam.ParDo2(s, &checkFn{Ignore: c.Ignore, Protect: names, ProtectPaths: c.ProtectPaths}, lines)
	return reports, summarize(s, verdicts)
}

// checkFn is the DoFn of Check.
type checkFn struct {
	Ignore       []string // check.Checker.Ignore
	Protect      []string // the names of check.Checker.Protected
	ProtectPaths bool
	c            check.Checker
}

// Setup makes the Checker on the worker.
func (f *checkFn) Setup() {
	f.c = check.Checker{Ignore: f.Ignore, ProtectPaths: f.ProtectPaths}
	if len(f.Protect) > 0 {
		f.c.Protected = spoof.Protect(f.Protect)
	}
}

// ProcessElement writes the report on line, and its verdict for the
// summary.
func (f *checkFn) ProcessElement(line string, report func(string), verdicts func(verdict)) {
	r := f.c.Check(line)
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

package check

import "github.com/go-iri/iri"

// A Report is what a Checker found in one input.
type Report struct {
	Input      string      // the input checked
	IRI        iri.IRI     // the parsed reference, when Valid
	Valid      bool        // whether Input is an IRI reference by the grammar (iri.Parse accepts it)
	Violations []Violation // in the order of the input, nil for none
	// broken: the check found a violation of SeverityError, reported or
	// ignored.
	broken bool
}

// Conforms reports whether the input breaks no MUST: it is Valid and the
// check found no violation of SeverityError (a scheme's rule, such as the
// non-empty host of http and https, RFC 9110 §4.2.1). The violations
// Checker.Ignore kept out of Violations count too: ignoring a rule hides
// its reports, it does not make an input conform.
func (r Report) Conforms() bool { return r.Valid && !r.broken }

// Reason says why the input does not conform: the message of its first
// error, or, when Checker.Ignore left every error out of Violations, a
// note that says so. It is "" for an input that conforms.
func (r Report) Reason() string {
	if r.Conforms() {
		return ""
	}
	for _, v := range r.Violations {
		if v.Severity == SeverityError {
			return v.Message
		}
	}
	return "not valid: the errors found are ignored (--ignore)"
}

// Worst returns the severity of the worst violation of Violations, 0 when
// there is none.
func (r Report) Worst() Severity {
	var w Severity
	for _, v := range r.Violations {
		w = max(w, v.Severity)
	}
	return w
}

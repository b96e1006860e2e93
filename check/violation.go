package check

import (
	"strconv"

	"github.com/go-iri/iri"
)

// A Violation is one rule (see Rules) that an IRI reference breaks, and
// where.
type Violation struct {
	Code      string        // stable code, such as "char/space" or "bidi/rtl-ends"
	Severity  Severity      // SeverityError for a MUST, SeverityWarning for a SHOULD, SeverityInfo for advice
	Offset    int           // byte offset of the offending text in the input
	Length    int           // its length in bytes; 0 when the input ends too early
	Component iri.Component // the component it is in, 0 where the input has none there
	Message   string        // one line for a person
	Section   string        // the section of the spec that states the rule
}

// String writes the violation on one line:
//
//	error char/space at offset 12 in path: U+0020: a space (3987bis §7.3)
func (v Violation) String() string {
	return string(v.AppendTo(nil))
}

// AppendTo appends the violation as String writes it to b and returns the
// extended buffer: for a program that prints many, without a string for
// each.
func (v Violation) AppendTo(b []byte) []byte {
	b = append(append(append(b, v.Severity.String()...), ' '), v.Code...)
	b = strconv.AppendInt(append(b, " at offset "...), int64(v.Offset), 10)
	if v.Component != 0 {
		b = append(append(b, " in "...), v.Component.String()...)
	}
	b = append(append(append(b, ": "...), v.Message...), " ("...)
	return append(append(b, v.Section...), ')')
}

package template

import (
	"errors"
	"strconv"
)

// An Error is a template that does not parse (RFC 6570 §2), or an
// expansion that cannot be made (§2.4.1, §3): the template, the byte
// offset in it of the cause, the variable it concerns (for an expansion),
// and one cause, for errors.Is.
type Error struct {
	Template string
	Offset   int
	Variable string // the name of the variable an expansion error is about, or ""
	Err      error
	parse    error // for ErrNotIRI, the *iri.Error of the expansion
}

// Causes of an *Error.
var (
	// ErrUnclosed: an expression "{" without its "}".
	ErrUnclosed = errors.New("unclosed expression")
	// ErrUnopened: a "}" outside an expression.
	ErrUnopened = errors.New(`"}" outside an expression`)
	// ErrLiteral: a character that a literal may not hold (§2.1): a space,
	// a control, `"`, "<", ">", "\", "^", "`", "|", a "%" that is not a
	// percent-encoded triplet, or a character beyond ASCII that is
	// neither ucschar nor iprivate.
	ErrLiteral = errors.New("character not allowed in a literal")
	// ErrReservedOperator: one of the operators "=", ",", "!", "@", "|"
	// that §2.2 reserves for future extensions, or "$", "(", ")", which
	// it keeps out of expressions for uses beyond the specification.
	ErrReservedOperator = errors.New("operator reserved for future extensions")
	// ErrVarname: a variable name that is empty or is not varchars,
	// optionally joined by single dots (§2.3), where one is expected.
	ErrVarname = errors.New("invalid variable name")
	// ErrPrefix: a prefix that is not a number from 1 to 9999 without a
	// leading zero (§2.4.1).
	ErrPrefix = errors.New("prefix length must be 1 to 9999")
	// ErrModifiers: a prefix and explode on one variable, which §2.4
	// allows one of.
	ErrModifiers = errors.New("a variable takes a prefix or explode, not both")
	// ErrPrefixComposite: a prefix on a variable whose value is a list or
	// an associative array, to which §2.4.1 says it does not apply.
	ErrPrefixComposite = errors.New("prefix modifier on a list or associative array")
	// ErrValueUTF8: a value that is not UTF-8, which no percent-encoding
	// as UTF-8 can write (§1.6).
	ErrValueUTF8 = errors.New("value is not UTF-8")
	// ErrValueType: a variable of Vars whose Go type is none of those a
	// value can be.
	ErrValueType = errors.New("unsupported value type")
	// ErrNotInvertible: a template whose expansions Match cannot read
	// back, at the expression that makes them ambiguous (see
	// Template.Invertible).
	ErrNotInvertible = errors.New("expression cannot be matched unambiguously")
	// ErrNotIRI: an expansion that is not an IRI reference (RFC 3987
	// §2.2), which ExpandIRI cannot convert. The *Error wraps the
	// *iri.Error of the expansion too, whose offset is in the expansion;
	// its own Offset is 0.
	ErrNotIRI = errors.New("expansion is not an IRI reference")
)

// Error returns the cause, where it is, and the variable it concerns:
//
//	template: unclosed expression at offset 12
func (e *Error) Error() string {
	msg := "template: " + e.Err.Error()
	if e.Variable != "" {
		msg += " (variable " + strconv.Quote(e.Variable) + ")"
	}
	if e.parse != nil {
		return msg + ": " + e.parse.Error() // whose offset is in the expansion
	}
	return msg + " at offset " + strconv.Itoa(e.Offset)
}

// Unwrap returns the cause, and for ErrNotIRI the *iri.Error too.
func (e *Error) Unwrap() []error {
	if e.parse != nil {
		return []error{e.Err, e.parse}
	}
	return []error{e.Err}
}

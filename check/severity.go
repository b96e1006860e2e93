package check

// Severity grades a finding about an IRI: SeverityError where a MUST of
// the specs is broken, SeverityWarning where a SHOULD is, SeverityInfo for
// advice.
type Severity uint8

// The severities, from the least to the most severe: a Severity compares
// with < and >, and 0 means none.
const (
	SeverityInfo    Severity = iota + 1 // advice, as RFC 3987 §4.4's "allowed but not recommended"
	SeverityWarning                     // a SHOULD (RFC 2119) broken
	SeverityError                       // a MUST broken, or the grammar
)

var severityNames = [...]string{"none", "info", "warning", "error"}

// String returns "info", "warning" or "error" ("none" for 0).
func (s Severity) String() string {
	if int(s) < len(severityNames) {
		return severityNames[s]
	}
	return "Severity(?)"
}

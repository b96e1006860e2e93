package iri

// Severity grades a finding about an IRI: SeverityError where a MUST of
// the specs is broken, SeverityWarning where a SHOULD is, SeverityInfo for
// advice.
type Severity uint8

const (
	SeverityInfo Severity = iota + 1
	SeverityWarning
	SeverityError
)

var severityNames = [...]string{"none", "info", "warning", "error"}

// String returns "info", "warning" or "error" ("none" for 0).
func (s Severity) String() string {
	if int(s) < len(severityNames) {
		return severityNames[s]
	}
	return "Severity(?)"
}

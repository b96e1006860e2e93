package check

import "github.com/go-iri/iri/internal/jsonline"

// The JSON forms below are one line each, with keys that keep their
// names and meanings from release to release, so that a program that
// writes reports and one that reads them (or compares two programs'
// outputs byte for byte) agree without sharing code: a [Report] is an
// object that holds its [Violation] objects.

// violationJSON is the JSON form of a Violation.
type violationJSON struct {
	Code      string `json:"code"`
	Severity  string `json:"severity"`
	Offset    int    `json:"offset"`
	Length    int    `json:"length"`
	Component string `json:"component,omitempty"`
	Message   string `json:"message"`
	Section   string `json:"section"`
}

// MarshalJSON writes the violation as one JSON object with the keys
// "code", "severity" ("error", "warning" or "info"), "offset" and
// "length" (in bytes of the input, as Offset and Length), "component"
// (the component's name, left out where the input has none there),
// "message" and "section":
//
//	{"code":"char/space","severity":"error","offset":20,"length":1,"component":"path","message":"U+0020: a space","section":"3987bis §7.3"}
//
// Characters are written as they are: "&", "<" and ">" are not escaped,
// so that the output reads as the input did (json.Marshal escapes them
// again; a json.Encoder with SetEscapeHTML(false) does not).
func (v Violation) MarshalJSON() ([]byte, error) {
	j := violationJSON{Code: v.Code, Severity: v.Severity.String(), Offset: v.Offset, Length: v.Length,
		Message: v.Message, Section: v.Section}
	if v.Component != 0 {
		j.Component = v.Component.String()
	}
	return jsonline.Marshal(j)
}

// reportJSON is the JSON form of a Report.
type reportJSON struct {
	Input      string      `json:"input"`
	Valid      bool        `json:"valid"`
	Worst      string      `json:"worst"`
	Violations []Violation `json:"violations"`
	Error      string      `json:"error,omitempty"`
}

// MarshalJSON writes the report of one input as one JSON object with the
// keys "input" (the input checked), "valid" (whether it conforms:
// [Report.Conforms], not only [Report.Valid]), "worst" (the severity of
// the worst violation reported, [Report.Worst]: "error", "warning",
// "info", or "none"), "violations" (each as [Violation.MarshalJSON] writes
// it, [] for none) and, when the input does not conform, "error":
// [Report.Reason], the message of its first error, or a note that the
// errors found are ignored when [Checker.Ignore] left every one out:
//
//	{"input":"http://a/ b","valid":false,"worst":"error","violations":[{"code":"char/space",...}],"error":"U+0020: a space"}
//
// JSON strings are UTF-8: bytes of the input that are not are written as
// U+FFFD, as encoding/json does. "&", "<" and ">" are written as they are
// (see [Violation.MarshalJSON]).
func (r Report) MarshalJSON() ([]byte, error) {
	j := reportJSON{Input: r.Input, Valid: r.Conforms(), Worst: r.Worst().String(), Violations: r.Violations}
	if j.Violations == nil {
		j.Violations = []Violation{}
	}
	j.Error = r.Reason()
	return jsonline.Marshal(j)
}

package inspect

import (
	"errors"
	"unicode/utf8"

	"github.com/go-iri/iri"
	"github.com/go-iri/iri/check"
)

// A request is what the page asks about: an IRI reference, and optionally
// a base to resolve it against, a second IRI to compare it with and a URL
// pattern to match it against.
type request struct {
	IRI     string `json:"iri"`
	Base    string `json:"base"`
	Other   string `json:"other"`
	Pattern string `json:"pattern"`
}

// A report is everything the page shows about one request. Offsets are
// byte offsets in the input, as everywhere in the module.
type report struct {
	Input      string         `json:"input"`
	Valid      bool           `json:"valid"`           // iri.Parse accepts it
	Error      *parseError    `json:"error,omitempty"` // why not, when it does not
	Absolute   bool           `json:"absolute"`        // it has a scheme
	IsURI      bool           `json:"isURI"`           // it is all ASCII
	HostKind   string         `json:"hostKind"`        // iri.HostKind's name
	Conforms   bool           `json:"conforms"`        // check.Report.Conforms
	Worst      string         `json:"worst"`           // the worst severity, "none" for none
	Components []component    `json:"components"`      // all seven, present or not
	Characters int            `json:"characters"`      // in the input; Cells has the first maxCells
	Cells      []cell         `json:"cells"`           // the input, character by character
	Lanes      int            `json:"lanes"`           // rows the violations take under the cells
	Found      int            `json:"found"`           // violations; Violations has the first maxViolations
	Severities map[string]int `json:"severities"`      // the number of violations of each severity, of all Found
	Violations []violation    `json:"violations"`      // check.Check's, in the order of the input
	HREF       *webAddress    `json:"href,omitempty"`  // the lenient reading of an invalid input
	Forms      *forms         `json:"forms,omitempty"` // the URI and display forms, when valid
	Ladder     []rung         `json:"ladder,omitempty"`
	Bidi       *bidiView      `json:"bidi,omitempty"`
	Compare    *comparison    `json:"compare,omitempty"`
	Resolve    *resolution    `json:"resolve,omitempty"`
	WHATWG     *whatwgReading `json:"whatwg"`            // the URL Standard's, beside RFC 3987's
	Pattern    *patternMatch  `json:"pattern,omitempty"` // the match against the URL pattern, when one is given
}

// The report shows the beginning of what is long, for the page draws no
// more: the characters of the diagram and of the orders, the violations.
// The rest of the analysis covers all of the input (at most MaxInput
// bytes).
const (
	maxCells      = 4096
	maxViolations = 1000
)

// A parseError is an *iri.Error as the page shows it.
type parseError struct {
	Message   string `json:"message"`
	Offset    int    `json:"offset"`
	Component string `json:"component,omitempty"`
	Section   string `json:"section,omitempty"`
}

func newParseError(err error) *parseError {
	var e *iri.Error
	if !errors.As(err, &e) {
		return &parseError{Message: err.Error()}
	}
	p := &parseError{Message: e.Error(), Offset: e.Offset, Section: e.Section()}
	if e.Component != 0 {
		p.Component = e.Component.String()
	}
	return p
}

// inspect works out the report for r. It never fails: what is wrong with
// an input is part of the report.
func inspect(r request) *report {
	rep := &report{Input: r.IRI, Worst: "none"}
	// The checker parses the input: its report has the IRI. Only the
	// error of an input that does not parse is asked of iri.Parse.
	checked := check.Check(r.IRI)
	x := checked.IRI
	if !checked.Valid {
		_, err := iri.Parse(r.IRI)
		rep.Error = newParseError(err)
		rep.HREF = readAsWebAddress(r.IRI)
	} else {
		rep.Valid = true
		rep.Absolute = x.IsAbsolute()
		rep.IsURI = x.IsURI()
	}
	rep.HostKind = x.HostKind().String()
	rep.Conforms = checked.Conforms()
	if w := checked.Worst(); w != 0 {
		rep.Worst = w.String()
	}
	rep.Components = components(x, rep.Valid)
	rep.Found = len(checked.Violations)
	rep.Severities = map[string]int{}
	for _, v := range checked.Violations {
		rep.Severities[v.Severity.String()]++
	}
	rep.Violations, rep.Lanes = violations(r.IRI, checked.Violations[:min(len(checked.Violations), maxViolations)])
	rep.Characters = utf8.RuneCountInString(r.IRI)
	rep.Cells = cells(r.IRI, x, rep.Valid, rep.Violations)
	if rep.Valid {
		rep.Forms = mapForms(x)
		rep.Ladder = ladder(x)
		rep.Bidi = bidiOf(x)
	}
	if r.Other != "" {
		rep.Compare = compare(x, rep.Valid, r.Other)
	}
	if r.Base != "" {
		rep.Resolve = resolve(r.Base, x, rep.Valid)
	}
	w, u := readWHATWG(r.IRI, r.Base)
	mark(rep.Cells, w.Errors, whatwgMarks)
	target, why := rfc(rep, x)
	w.Versus = against(w, u, target, why)
	rep.WHATWG = w
	if r.Pattern != "" {
		rep.Pattern = matchPattern(r.Pattern, r.IRI, r.Base)
		rep.Pattern.NotURL = w.Href == ""
	}
	return rep
}

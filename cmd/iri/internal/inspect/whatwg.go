package inspect

import (
	"errors"
	"slices"

	"github.com/go-iri/iri/check"
	"github.com/go-iri/iri/display"
	"github.com/go-iri/iri/whatwg"
)

// A whatwgReading is the URL Standard's reading of the input, against the
// base when the page has one, as a browser reads a link, for the page to
// show beside the RFC's: the href its basic URL parser
// (§4.4) returns, or its failure; the URL's attributes (§6.1); every
// validation error the parser met (§1.1), placed under the characters of
// the input as the checker's violations are; the URL as an IRI
// (whatwg.URL.IRI) and that IRI as a person is shown it; and where all
// this differs from RFC 3987's reading.
type whatwgReading struct {
	// Base is the page's base, parsed as a URL, when it parses;
	// BaseFailure why it does not, and then there is no reading.
	Base        string         `json:"base,omitempty"`
	BaseFailure *whatwgFailure `json:"baseFailure,omitempty"`
	Href        string         `json:"href,omitempty"`
	Failure     *whatwgFailure `json:"failure,omitempty"`
	Attributes  []attribute    `json:"attributes"` // none on a failure
	// Found is the number of validation errors; Errors has the first
	// maxViolations, as the checker's violations are shown (code: the
	// Standard's name), packed in Lanes rows under the cells.
	Found  int         `json:"found"`
	Errors []violation `json:"errors"`
	Lanes  int         `json:"lanes"`
	// IRI is the URL as an IRI (whatwg.URL.IRI), Display that IRI for a
	// person: decoded (IRI.ToIRI) with its host in Unicode where the
	// host display policy (display.Hosts, Safe) finds it safe; Kept the
	// labels the policy kept in ACE form, and why.
	IRI     string              `json:"iri,omitempty"`
	Display string              `json:"display,omitempty"`
	Kept    []display.KeptLabel `json:"kept"`
	Versus  *versus             `json:"versus"`
}

// A whatwgFailure is the validation error the URL parser failed with: its
// name in the Standard and its byte offset (in the input, or in the base
// for a BaseFailure).
type whatwgFailure struct {
	Name   string `json:"name"`
	Offset int    `json:"offset"`
}

// An attribute is one attribute of the URL (URL Standard §6.1), beside
// what RFC 3987's reading has there, written as the attribute writes it
// (see versus).
type attribute struct {
	Name    string `json:"name"`
	Text    string `json:"text"`
	RFC     string `json:"rfc"`
	Differs bool   `json:"differs"` // RFC 3987's reading has one, and it is not Text
}

// readWHATWG reads input as a browser does, against base if it is not
// empty (as new URL(input, base) does: a base that is not a URL is a
// failure of its own), and returns the reading and the URL, the zero URL
// on a failure. The reading's Versus is left to against.
func readWHATWG(input, base string) (*whatwgReading, whatwg.URL) {
	w := &whatwgReading{Attributes: []attribute{}, Errors: []violation{}, Kept: []display.KeptLabel{}}
	var p whatwg.Parser
	if base != "" {
		b, err := whatwg.Parse(base)
		if err != nil {
			w.BaseFailure = newWHATWGFailure(err)
			return w, whatwg.URL{}
		}
		p.Base, w.Base = b, b.Href()
	}
	u, errs, err := p.Validate(input)
	// One validation error at one place is shown once: the Standard's
	// parser may report one twice, as it does for the first "\" of
	// "http:\\h" (the special authority slashes state and the ignore
	// slashes state after it both report
	// special-scheme-missing-following-solidus there).
	errs = slices.Compact(errs)
	w.Found = len(errs)
	listed := errs[:min(len(errs), maxViolations)]
	w.Errors, w.Lanes = violations(input, whatwgViolations(input, listed, err != nil && len(listed) == len(errs)))
	if err != nil {
		w.Failure = newWHATWGFailure(err)
		return w, whatwg.URL{}
	}
	w.Href = u.Href()
	x := u.IRI()
	w.IRI = x.String()
	shown, kept := display.Hosts{}.IRI(x.ToIRI())
	w.Display = shown.String()
	w.Kept = append(w.Kept, kept...)
	for _, a := range [...]struct{ name, text string }{
		{"origin", u.Origin().String()}, {"protocol", u.Protocol()}, {"username", u.Username()},
		{"password", u.Password()}, {"host", u.Host()}, {"hostname", u.Hostname()}, {"port", u.Port()},
		{"pathname", u.Pathname()}, {"search", u.Search()}, {"hash", u.Hash()},
	} {
		w.Attributes = append(w.Attributes, attribute{Name: a.name, Text: a.text})
	}
	return w, u
}

func newWHATWGFailure(err error) *whatwgFailure {
	var e *whatwg.Error
	if !errors.As(err, &e) {
		return &whatwgFailure{Name: err.Error()}
	}
	return &whatwgFailure{Name: e.Name, Offset: e.Offset}
}

// whatwgViolations gives the validation errors the shape of the checker's
// violations, as iri check --mode whatwg has them (check's
// URLViolations), for the page to place them alike, and says of each
// whether the URL parser went on past it or failed there (failed: at the
// last of errs).
func whatwgViolations(input string, errs []whatwg.ValidationError, failed bool) []check.Violation {
	vs := check.Checker{}.URLViolations(input, errs, failed)
	for i := range vs {
		if vs[i].Severity == check.SeverityError {
			vs[i].Message += "; the URL parser fails here"
		} else {
			vs[i].Message += "; the URL parser goes on, as browsers do"
		}
	}
	return vs
}

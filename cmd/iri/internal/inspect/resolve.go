package inspect

import "github.com/go-iri/iri"

// A resolution is the input, as a reference, resolved against a base
// (RFC 3986 §5.2, RFC 3987 §6.5), and the shortest reference from the base
// back to the target (iri.IRI.Relativize).
type resolution struct {
	Base      string      `json:"base"`
	BaseValid bool        `json:"baseValid"`
	BaseError *parseError `json:"baseError,omitempty"`
	Target    string      `json:"target,omitempty"`
	Error     string      `json:"error,omitempty"` // why it does not resolve (a relative base)
	Relative  string      `json:"relative,omitempty"`
	// Relativizes: a reference resolves to the target; false when none
	// does (the target's path has dot segments resolution would remove).
	Relativizes bool `json:"relativizes"`
	RoundTrip   bool `json:"roundTrip"` // the reference resolves back to the target

	target iri.IRI // Target, for the reading set beside the browser's (versus)
}

func resolve(baseText string, ref iri.IRI, refValid bool) *resolution {
	r := &resolution{Base: baseText}
	base, err := iri.Parse(baseText)
	if err != nil {
		r.BaseError = newParseError(err)
		return r
	}
	r.BaseValid = true
	if !refValid {
		return r
	}
	target, err := base.Resolve(ref)
	if err != nil {
		r.Error = err.Error()
		return r
	}
	r.target, r.Target = target, target.String()
	if rel, ok := base.Relativize(target); ok {
		r.Relative, r.Relativizes = rel.String(), true
		back, err := base.Resolve(rel)
		r.RoundTrip = err == nil && back == target
	}
	return r
}

package check

import "github.com/go-iri/iri"

// A family is a group of rules that the checker applies to a valid IRI in
// one step, with the quick test that tells, from what the parser and one
// pass over the characters found (a run's facts), whether the step can
// find anything in this input. Most IRIs are ASCII, and most of the rest
// are in one script, in NFC and left-to-right: a family that cannot fire
// costs its test and nothing more.
//
// The families are registered here, in the order in which they add their
// violations (which the report then sorts by offset, keeping this order
// among violations at the same offset): a new family of rules joins the
// list of constants and the two switches below. TestFamiliesSkipNothing
// runs every family on every input of the suites and the corpora and
// wants the same reports as when the tests skip some. (Switches rather
// than a table of functions: a call through a function value would make
// the run escape to the heap, and a clean input allocate.)
type family uint8

const (
	familyPrivateUse  family = iota // char/private-use, char/private-use-query
	familyNormalForms               // char/not-nfc, char/fullwidth, char/halfwidth-katakana, char/compatibility
	familyMixedScript               // char/mixed-script
	familyHostLabels                // host/confusable-digits, host/uppercase
	familyPercent                   // pct/...
	familyIDNA                      // host/invalid-idn, host/percent-encoded-idn
	familyBidi                      // bidi/...
	familyScheme                    // scheme/...
	familyCount
)

// can reports whether the family may find something in the run.
func (f family) can(r *run) bool {
	switch f {
	case familyPrivateUse:
		return r.facts.special
	case familyNormalForms:
		return r.facts.maybeNFKC
	case familyMixedScript:
		return r.facts.mixed != 0
	case familyHostLabels:
		return r.x.HostKind() == iri.HostRegName
	case familyPercent:
		return r.facts.percent
	case familyIDNA:
		return r.x.HostKind() == iri.HostRegName && (r.regName.nonASCII || r.regName.percent || r.regName.ace)
	case familyBidi:
		return r.facts.rtl
	case familyScheme:
		return r.x.Scheme() != ""
	}
	return true
}

// apply adds the family's violations to the run.
func (f family) apply(r *run) {
	switch f {
	case familyPrivateUse:
		r.characters()
	case familyNormalForms:
		r.normalForms()
	case familyMixedScript:
		r.mixedScripts()
	case familyHostLabels:
		r.hostLabels()
	case familyPercent:
		r.percentEncodings()
	case familyIDNA:
		r.host()
	case familyBidi:
		r.bidi()
	case familyScheme:
		r.scheme()
	}
}

package check

import (
	"math/bits"

	"github.com/go-iri/iri"
)

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
// list of constants, firing and apply below. TestFamiliesSkipNothing
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
	familySpoof                     // spoof/... (spoof.go)
	familyCount
)

// firing returns the families that may find something in the run, as
// the bits 1<<f: the test of each family, in one place. The pass over
// the characters checked the percent-encodings and the scripts already:
// their families fire when it found violations. The tests are bits
// (oneIf) combined with & and |, without a branch: every line pays for
// all of them, and which fire varies from line to line.
func (r *run) firing() uint16 {
	h := &r.regName
	regName := oneIf(r.x.HostKind() == iri.HostRegName)
	idn := regName & (oneIf(h.nonASCII) | oneIf(h.percent) | oneIf(h.ace))
	return oneIf(r.facts.special)<<familyPrivateUse |
		oneIf(r.facts.mayChange != 0)<<familyNormalForms |
		oneIf(len(r.mixedVs) > 0)<<familyMixedScript |
		regName&(oneIf(h.digit01)|oneIf(h.upper)&^oneIf(h.nonASCII))<<familyHostLabels |
		oneIf(len(r.pctVs) > 0)<<familyPercent |
		idn<<familyIDNA |
		oneIf(r.facts.rtl != 0)<<familyBidi |
		oneIf(r.x.IsAbsolute())<<familyScheme |
		(idn|oneIf(r.facts.marks|r.facts.digits != 0)|oneIf(r.protected.Len() > 0))<<familySpoof
}

// allFamilies is the set of every family.
const allFamilies = 1<<familyCount - 1

// oneIf returns 1 for true and 0 for false: the compiler makes it a
// set-on-condition, no branch.
func oneIf(b bool) uint16 {
	var u uint16
	if b {
		u = 1
	}
	return u
}

// apply adds the family's violations to the run. buf is the room for
// the Unicode form of the host that the family of IDNA makes and the
// family of spoofing reads (see run.unicodeLen); nil when the family of
// IDNA does not apply.
func (f family) apply(r *run, buf *[unicodeBufLen]byte) {
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
		r.host(buf)
	case familyBidi:
		r.bidi()
	case familyScheme:
		r.scheme()
	case familySpoof:
		r.spoofing(buf)
	}
}

// applyAll applies the families of the set, in order. buf is the room
// for the Unicode form of the host (see apply), nil when the set has not
// the family of IDNA.
func (r *run) applyAll(set uint16, buf *[unicodeBufLen]byte) {
	for ; set != 0; set &= set - 1 {
		family(bits.TrailingZeros16(set)).apply(r, buf)
	}
}

// applyAllIDNA is applyAll for a set with the family of IDNA, with the
// room for the Unicode form of the host on its stack: the lines that the
// family checks, a tenth of them, make it; the others do not clear it.
// It is not in run, which would hold a pointer to it (a pointer into
// itself, or to a frame it outlives, would move run to the heap).
//
//go:noinline
func (r *run) applyAllIDNA(set uint16) {
	var buf [unicodeBufLen]byte
	r.applyAll(set, &buf)
}

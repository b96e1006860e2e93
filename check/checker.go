package check

import (
	"fmt"
	"slices"
	"strings"
	"sync"

	"github.com/go-iri/iri"
	"github.com/go-iri/iri/spoof"
)

// A Checker checks IRI references against the rules of Rules. The zero
// value reports every rule, with the scheme rules that the package iri
// knows (iri.NewSchemes). A Checker is a value: it is not changed by
// checking and may be used from several goroutines at once, as long as
// its Schemes registry is (an iri.Schemes is).
type Checker struct {
	// Ignore lists codes not to report ("host/uppercase", ...). A code
	// ending in "/" ignores a whole group ("bidi/"). Ignoring changes
	// what Report.Violations holds, never Report.Valid or
	// Report.Conforms. A code that names no rule nor group of Rules is a
	// mistake that Validate reports (Check itself, which returns no
	// error, ignores nothing for it).
	Ignore []string
	// Schemes gives the rule of each scheme that the scheme checks apply:
	// its default port (scheme/default-port, and scheme/port-range for the
	// schemes that have one) and whether its host is a domain name, which
	// makes host/invalid-idn an error (RFC 3987 §5.3.3). Nil means the
	// rules of iri.NewSchemes: http, https, ws, wss, ftp, file, mailto,
	// urn, data.
	Schemes *iri.Schemes
	// Protected holds names of the application (spoof.Protect) that a
	// host must not imitate: a host whose skeleton is a protected name's,
	// but that is not that name, is a spoof/protected-name violation. The
	// zero value protects nothing.
	Protected spoof.Protected
	// ProtectPaths checks each path segment against Protected too.
	ProtectPaths bool
}

// builtinSchemes returns the registry of a Checker without Schemes, made
// on first use: a program that never checks does not pay for it.
func builtinSchemes() *iri.Schemes {
	builtin.once.Do(func() { builtin.schemes = iri.NewSchemes() })
	return builtin.schemes
}

var builtin struct {
	once    sync.Once
	schemes *iri.Schemes
}

// Check checks s with the zero Checker: every rule reported, the scheme
// rules of iri.NewSchemes. See Checker.Check.
func Check(s string) Report { return Checker{}.Check(s) }

// Check checks s against every rule of RFC 3987 and 3987bis that decides
// whether an IRI reference is safe to publish, to show and to compare
// (see Rules): the grammar (a syntax error is a violation too), the
// characters 3987bis §7.3 excludes, RFC 3987 §6.1's compatibility
// characters and look-alikes, NFC (§5.3.2.2), mixed scripts, 3987bis
// §10's percent-encoded octets and hosts, the bidi rules of §4, and what
// the scheme requires. An input that iri.Parse rejects is checked for its
// characters and its syntax error only: the other rules need its
// components. The violations come in the order of the input, but those of
// c.Ignore. Parsing stays allocation-free: the checker costs only when
// asked, and an input with nothing to report costs no allocation.
func (c Checker) Check(s string) Report { return c.check(s, checkMode{}) }

// Validate returns an error naming the first code of c.Ignore that is not
// the code of a rule of Rules, nor a group of them ("bidi/"); nil if
// every code is known.
func (c Checker) Validate() error {
	for _, ig := range c.Ignore {
		if !knownCode(ig) {
			return fmt.Errorf("check: Checker.Ignore: unknown violation code %q", ig)
		}
	}
	return nil
}

// knownCode reports whether code is a rule's, or ends in "/" and starts
// some rule's.
func knownCode(code string) bool {
	if ruleOf(code).Code != "" {
		return true
	}
	if !strings.HasSuffix(code, "/") {
		return false
	}
	for _, r := range rules {
		if strings.HasPrefix(r.Code, code) {
			return true
		}
	}
	return false
}

// Ignores reports whether c.Ignore leaves the code out: by its name, or
// by a group that ends in "/" ("bidi/").
func (c Checker) Ignores(code string) bool {
	for _, ig := range c.Ignore {
		if ig == code || strings.HasSuffix(ig, "/") && strings.HasPrefix(code, ig) {
			return true
		}
	}
	return false
}

// checkMode is how check chooses the families of rules it applies to a
// valid IRI. The zero value is Check's: those whose test (firing) says
// they may find something.
type checkMode struct {
	every bool   // every family, whatever its test, with the facts that run all of each (TestFamiliesSkipNothing)
	skip  uint16 // families left out, as the bits 1<<f (BenchmarkSpoofCost leaves out familySpoof)
}

// check runs the checks that s calls for: for a valid IRI, the families
// that mode chooses. The report is filled field by field: the result,
// zeroed on entry, is not zeroed again for a composite literal.
func (c Checker) check(s string, mode checkMode) (rep Report) {
	var r run // set field by field: a composite literal of the whole run is built aside and copied
	var err error
	r.x, err = iri.Parse(s)
	x := &r.x
	r.s, r.valid, r.protected, r.protectPaths = s, err == nil, c.Protected, c.ProtectPaths
	if err != nil {
		// An invalid input is checked for its characters and its
		// syntax error: the other rules need its components.
		r.layout(err)
		r.characters()
		r.syntax()
	} else {
		r.schemes = c.Schemes
		if x.HostKind() == iri.HostRegName {
			r.regName = scanHost(x.Host())
		}
		set := uint16(allFamilies)
		if mode.every {
			r.facts = everything
		} else {
			r.gatherFacts()
			set = r.firing()
		}
		if set &^= mode.skip; set&(1<<familyIDNA) != 0 {
			r.applyAllIDNA(set)
		} else {
			r.applyAll(set, nil)
		}
	}
	if len(r.vs) > 1 {
		slices.SortStableFunc(r.vs, func(a, b Violation) int { return a.Offset - b.Offset })
	}
	vs := r.vs
	broken := err != nil
	for _, v := range vs {
		broken = broken || v.Severity == SeverityError
	}
	if len(c.Ignore) > 0 {
		vs = slices.DeleteFunc(vs, func(v Violation) bool { return c.Ignores(v.Code) })
		if len(vs) == 0 {
			vs = nil // as when there was nothing to ignore
		}
	}
	rep.Input, rep.IRI, rep.Valid, rep.Violations, rep.broken = s, r.x, err == nil, vs, broken
	return rep
}

package iribeam

import (
	"fmt"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/go-iri/iri"
	"github.com/go-iri/iri/charset"
	"github.com/go-iri/iri/display"
	"golang.org/x/text/encoding/htmlindex"
)

// Normalize writes each line of lines in its normal form at c.Level
// (RFC 3987 §5.3, iri.Comparer.Normalize), as `iri normalize --json`
// writes it: {"input": ..., "normalized": ...}, or the object with
// "error" of a line that is not an IRI reference.
//
// c.Level and c.Characters travel with the transform; c.Schemes and
// c.Protocol, which live in this process's memory, cannot, and Normalize
// panics if either is set.
func Normalize(s beam.Scope, c iri.Comparer, lines beam.PCollection) beam.PCollection {
	return beam.ParDo(s.Scope("iribeam.Normalize"), &normalizeFn{portable("Normalize", c)}, lines)
}

// comparer is the part of an iri.Comparer that can be sent to the
// workers.
type comparer struct {
	Level      iri.Level
	Characters iri.Form
}

func (c comparer) Comparer() iri.Comparer {
	return iri.Comparer{Level: c.Level, Characters: c.Characters}
}

// portable returns the part of c that travels, or panics, naming the
// transform, if c has a part that does not.
func portable(transform string, c iri.Comparer) comparer {
	if c.Schemes != nil || c.Protocol != nil {
		panic("iribeam." + transform + ": a Comparer with Schemes or Protocol cannot be sent to the workers")
	}
	return comparer{c.Level, c.Characters}
}

// normalizeFn is the DoFn of Normalize.
type normalizeFn struct {
	C comparer
}

func (f *normalizeFn) ProcessElement(line string) string {
	x, err := iri.Parse(line)
	if err != nil {
		return errorLine(line, err)
	}
	return resultLine(line, "normalized", f.C.Comparer().Normalize(x).String())
}

// ToURI maps each line of lines to a URI with m (RFC 3987 §3.1,
// 3987bis §3.4-3.6, iri.Mapper.ToURI), as `iri to-uri --json` writes it:
// {"input": ..., "uri": ...}, or the object with "error" of a line that is
// not an IRI reference or that m cannot map (a host IDNA rejects).
//
// An m that fails every IRI (an unknown IDNA profile), or whose
// QueryEncoding is not one of the Encoding Standard's (which the workers
// find again by its name), makes ToURI panic.
func ToURI(s beam.Scope, m iri.Mapper, lines beam.PCollection) beam.PCollection {
	if _, err := m.ToURI(iri.IRI{}); err != nil {
		panic("iribeam.ToURI: " + err.Error())
	}
	return beam.ParDo(s.Scope("iribeam.ToURI"), &toURIFn{M: portableMapper("ToURI", m)}, lines)
}

// mapper is an iri.Mapper as it travels to the workers, as JSON, where
// an encoding.Encoding cannot go: its QueryEncoding goes by its name in
// the Encoding Standard.
type mapper struct {
	IDNA            iri.IDNAProfile
	STD3Rules       bool
	VerifyDNSLength bool
	QueryEncoding   string
}

// portableMapper returns m as it travels, or panics, naming the
// transform, if m's QueryEncoding has no name.
func portableMapper(transform string, m iri.Mapper) mapper {
	p := mapper{IDNA: m.IDNA, STD3Rules: m.STD3Rules, VerifyDNSLength: m.VerifyDNSLength}
	if m.QueryEncoding != nil {
		name, err := htmlindex.Name(m.QueryEncoding)
		if err != nil {
			panic(fmt.Sprintf("iribeam.%s: the QueryEncoding %v has no name in the Encoding Standard", transform, m.QueryEncoding))
		}
		p.QueryEncoding = name
	}
	return p
}

// Mapper returns the iri.Mapper that m stands for.
func (m mapper) Mapper() (iri.Mapper, error) {
	o := iri.Mapper{IDNA: m.IDNA, STD3Rules: m.STD3Rules, VerifyDNSLength: m.VerifyDNSLength}
	if m.QueryEncoding != "" {
		enc, err := charset.Lookup(m.QueryEncoding)
		if err != nil {
			return iri.Mapper{}, err
		}
		o.QueryEncoding = enc
	}
	return o, nil
}

// toURIFn is the DoFn of ToURI; Setup makes the iri.Mapper once a worker.
type toURIFn struct {
	M mapper
	m iri.Mapper
}

func (f *toURIFn) Setup() (err error) {
	f.m, err = f.M.Mapper()
	return err
}

func (f *toURIFn) ProcessElement(line string) string {
	x, err := iri.Parse(line)
	if err == nil {
		x, err = f.m.ToURI(x)
	}
	if err != nil {
		return errorLine(line, err)
	}
	return resultLine(line, "uri", x.String())
}

// ToIRI converts each line of lines, a URI, to an IRI with m (3987bis
// §3.7, iri.Mapper.ToIRI) for a person to read, with each host label
// shown in Unicode or in ACE form as h says (display.Hosts; its zero
// value, display.UnicodeSafe, keeps a label that could spoof another in its
// "xn--" form), as `iri to-iri --json` writes it: {"input": ..., "iri":
// ...}, with "kept_labels" (each label h kept from Unicode, and why) when
// there are any, or the object with "error" of a line that is not an IRI
// reference.
// As the command does, h applies to a host that m.IDNA converts or that
// the conversion made non-ASCII; an ASCII host m leaves alone stays as it
// is.
func ToIRI(s beam.Scope, m iri.Mapper, h display.Hosts, lines beam.PCollection) beam.PCollection {
	return beam.ParDo(s.Scope("iribeam.ToIRI"), &toIRIFn{M: portableMapper("ToIRI", m), H: h}, lines)
}

// toIRIFn is the DoFn of ToIRI; Setup makes the iri.Mapper once a worker.
type toIRIFn struct {
	M mapper
	H display.Hosts
	m iri.Mapper
}

func (f *toIRIFn) Setup() (err error) {
	f.m, err = f.M.Mapper()
	return err
}

func (f *toIRIFn) ProcessElement(line string) string {
	x, err := iri.Parse(line)
	if err != nil {
		return errorLine(line, err)
	}
	y, kept := f.H.ToIRI(f.m, x)
	if kept == nil {
		return resultLine(line, "iri", y.String())
	}
	return jsonLine(struct {
		Input string              `json:"input"`
		IRI   string              `json:"iri"`
		Kept  []display.KeptLabel `json:"kept_labels"` // display.KeptLabel.MarshalJSON
	}{line, y.String(), kept})
}

package main

import (
	"flag"
	"fmt"

	"github.com/go-iri/iri"
	"github.com/go-iri/iri/lenient"
)

// modeFlag adds --mode to fs; the function it returns parses an input in
// the chosen mode: strict (RFC 3987), leiri (3987bis §7.1) or href
// (3987bis §7.2), with the repairs a lenient mode made. strict tells the
// strict mode, which never repairs.
func modeFlag(fs *flag.FlagSet) func() (parse func(string) (iri.IRI, []lenient.Repair, error), strict bool, err error) {
	mode := fs.String("mode", "strict", "parse in the mode `M`: strict (RFC 3987), leiri (3987bis §7.1), href (Web Address, 3987bis §7.2) or whatwg (the URL Standard, as browsers parse)")
	return func() (func(string) (iri.IRI, []lenient.Repair, error), bool, error) {
		switch *mode {
		case "strict":
			return func(s string) (iri.IRI, []lenient.Repair, error) {
				x, err := iri.Parse(s)
				return x, nil, err
			}, true, nil
		case "leiri":
			return lenient.ParseLEIRI, false, nil
		case "href":
			return func(s string) (iri.IRI, []lenient.Repair, error) { return lenient.ParseHREF(s) }, false, nil
		}
		return nil, false, fmt.Errorf("unknown mode %q; the modes are strict, leiri, href, whatwg", *mode)
	}
}

// repairJSON is one repair in JSON output.
type repairJSON struct {
	Kind   string `json:"kind"`
	Offset int    `json:"offset"`
	Old    string `json:"old"`
	New    string `json:"new"`
}

func repairsJSON(rs []lenient.Repair) []repairJSON {
	out := []repairJSON{}
	for _, r := range rs {
		out = append(out, repairJSON{r.Kind.String(), r.Offset, r.Old, r.New})
	}
	return out
}

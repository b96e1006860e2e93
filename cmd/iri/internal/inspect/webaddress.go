package inspect

import "github.com/go-iri/iri/lenient"

// A webAddress is what Web Address processing (3987bis §7.2, lenient.ParseHREF)
// makes of an input the strict grammar rejects: the repairs a browser-like
// reader makes, and the IRI they give, or why even they cannot.
type webAddress struct {
	IRI      string   `json:"iri,omitempty"`
	Repaired int      `json:"repaired"`          // the number of repairs
	Repairs  []string `json:"repairs,omitempty"` // the first maxRepairs of them
	Error    string   `json:"error,omitempty"`
}

// maxRepairs bounds the repairs the report lists.
const maxRepairs = 100

func readAsWebAddress(s string) *webAddress {
	x, repairs, err := lenient.ParseHREF(s)
	if err != nil {
		return &webAddress{Error: err.Error()}
	}
	w := &webAddress{IRI: x.String(), Repaired: len(repairs)}
	for _, r := range repairs[:min(len(repairs), maxRepairs)] {
		w.Repairs = append(w.Repairs, r.String())
	}
	return w
}

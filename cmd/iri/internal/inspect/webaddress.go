package inspect

import "github.com/go-iri/iri"

// A webAddress is what Web Address processing (3987bis §7.2, iri.ParseHREF)
// makes of an input the strict grammar rejects: the repairs a browser-like
// reader makes, and the IRI they give, or why even they cannot.
type webAddress struct {
	IRI     string   `json:"iri,omitempty"`
	Repairs []string `json:"repairs,omitempty"`
	Error   string   `json:"error,omitempty"`
}

func readAsWebAddress(s string) *webAddress {
	x, repairs, err := iri.ParseHREF(s)
	if err != nil {
		return &webAddress{Error: err.Error()}
	}
	w := &webAddress{IRI: x.String()}
	for _, r := range repairs {
		w.Repairs = append(w.Repairs, r.String())
	}
	return w
}

package inspect

import "github.com/go-iri/iri"

// A comparison is the input against a second IRI on the comparison
// ladder of RFC 3987 §5.3: the normal forms of both on each rung, and the
// lowest rung on which they are equivalent (iri.Comparer.EquivalenceLevel).
type comparison struct {
	Other      string      `json:"other"`
	Valid      bool        `json:"valid"`
	Error      *parseError `json:"error,omitempty"`
	Equivalent bool        `json:"equivalent"`      // on some rung
	Level      string      `json:"level,omitempty"` // the lowest such rung
	Rungs      []rungPair  `json:"rungs,omitempty"`
}

// A rungPair is both normal forms on one rung.
type rungPair struct {
	Name  string `json:"name"`
	A     string `json:"a"`
	B     string `json:"b"`
	Equal bool   `json:"equal"`
}

// equivalence is the Comparer whose ladder the comparison climbs: the
// top of the page's ladder.
var equivalence = iri.Comparer{Level: iri.LevelSchemeBased, Characters: iri.FormNFC}

func compare(x iri.IRI, valid bool, other string) *comparison {
	c := &comparison{Other: other}
	y, err := iri.Parse(other)
	if err != nil {
		c.Error = newParseError(err)
		return c
	}
	c.Valid = true
	if !valid {
		return c
	}
	if level, ok := equivalence.EquivalenceLevel(x, y); ok {
		c.Equivalent, c.Level = true, level.String()
	}
	for _, r := range rungs {
		a, b := r.comparer.Normalize(x), r.comparer.Normalize(y)
		c.Rungs = append(c.Rungs, rungPair{Name: r.name, A: a.String(), B: b.String(), Equal: a == b})
	}
	return c
}

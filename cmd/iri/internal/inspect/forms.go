package inspect

import (
	"github.com/go-iri/iri"
	"github.com/go-iri/iri/display"
)

// forms are the forms of a valid IRI reference that RFC 3987 §3 maps
// between.
type forms struct {
	URI         string `json:"uri"`                   // §3.1: every non-ASCII character percent-encoded
	URIWithIDNA string `json:"uriWithIDNA,omitempty"` // 3987bis §3.4: the host through IDNA (UTS #46)
	IDNAError   string `json:"idnaError,omitempty"`   // why IDNA refuses the host
	Display     string `json:"display"`               // 3987bis §3.7: what can be decoded decoded, punycode labels too, but those display.Hosts{} keeps in ACE form
	// DisplayKept: the host labels Display keeps in ACE form ("xn--")
	// because they are not safe to read, and why.
	// Each is written as display.KeptLabel's MarshalJSON writes it, as
	// iri to-iri --json does.
	DisplayKept []display.KeptLabel `json:"displayKept,omitempty"`
}

func mapForms(x iri.IRI) *forms {
	f := &forms{URI: x.ToURI().String()}
	withIDNA := iri.Mapper{IDNA: iri.IDNAUTS46}
	if u, err := withIDNA.ToURI(x); err != nil {
		f.IDNAError = err.Error()
	} else {
		f.URIWithIDNA = u.String()
	}
	shown, kept := display.Hosts{}.IRI(withIDNA.ToIRI(x))
	f.Display = shown.String()
	if len(kept) > 0 {
		f.DisplayKept = kept
	}
	return f
}

// A rung is the normal form of the input on one rung of the comparison
// ladder of RFC 3987 §5.3, and what that rung changed in the form of the
// rung below.
type rung struct {
	Name    string  `json:"name"`
	Section string  `json:"section"`
	Text    string  `json:"text"`
	Changes []piece `json:"changes"` // the rung below's form, edited into this one
}

// The rungs the page shows: each Comparer adds to the one before it.
var rungs = []struct {
	name, section string
	comparer      iri.Comparer
}{
	{"simple string", "RFC 3987 §5.3.1", iri.Comparer{}},
	{"syntax-based", "RFC 3987 §5.3.2", iri.Comparer{Level: iri.LevelSyntaxBased}},
	{"syntax-based with NFC", "RFC 3987 §5.3.2.2", iri.Comparer{Level: iri.LevelSyntaxBased, Characters: iri.FormNFC}},
	{"scheme-based with NFC", "RFC 3987 §5.3.3", iri.Comparer{Level: iri.LevelSchemeBased, Characters: iri.FormNFC}},
}

func ladder(x iri.IRI) []rung {
	out := make([]rung, 0, len(rungs))
	below := x.String()
	for _, r := range rungs {
		text := r.comparer.Normalize(x).String()
		out = append(out, rung{Name: r.name, Section: r.section, Text: text, Changes: diff(below, text)})
		below = text
	}
	return out
}

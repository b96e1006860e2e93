package inspect

import (
	"github.com/go-iri/iri"
)

// The components of an IRI reference in the order they appear (RFC 3986
// §3).
var componentOrder = [...]iri.Component{
	iri.ComponentScheme, iri.ComponentUserinfo, iri.ComponentHost, iri.ComponentPort,
	iri.ComponentPath, iri.ComponentQuery, iri.ComponentFragment,
}

// A component is one of the seven, present or absent: an absent component
// and an empty one differ ("http://a/?" has an empty query, "http://a/"
// none), and the diagram shows both.
type component struct {
	Name    string `json:"name"`
	Present bool   `json:"present"`
	Start   int    `json:"start"` // without the delimiters, as iri.IRI.Span
	End     int    `json:"end"`
	Text    string `json:"text"`
	Kind    string `json:"kind,omitempty"` // the host's production: reg-name, ipv4, ...
}

// components lists the seven components of x, from iri.IRI.Span. An input
// that does not parse has none.
func components(x iri.IRI, valid bool) []component {
	out := make([]component, 0, len(componentOrder))
	for _, c := range componentOrder {
		comp := component{Name: c.String()}
		if valid {
			if start, end, ok := x.Span(c); ok {
				comp.Present, comp.Start, comp.End = true, start, end
				comp.Text = x.String()[start:end]
			}
			if c == iri.ComponentHost && comp.Present {
				comp.Kind = x.HostKind().String()
			}
		}
		out = append(out, comp)
	}
	return out
}

// componentAt names the component the byte at offset i of x belongs to,
// "delimiter" for the characters between them (":", "//", "@", "?", "#").
func componentAt(x iri.IRI, i int) string {
	for _, c := range componentOrder {
		if start, end, ok := x.Span(c); ok && start <= i && i < end {
			return c.String()
		}
	}
	return "delimiter"
}

package main

import "github.com/go-iri/iri/cmd/iri/internal/groups"

// matchGroups are the groups of a match that match-url writes (package
// groups says which, in what order), nil for none: JSON's null, for an
// input that does not match. An optional group that took no part in the
// match is null in JSON (exec's undefined) and left out of the text,
// where a group that matched the empty string is "" and "pathname.id=".
type matchGroups []groups.Component

// MarshalJSON writes g as one object, its components in their order:
// {"pathname":{"id":"42"}}; null for nil.
func (g matchGroups) MarshalJSON() ([]byte, error) {
	if g == nil {
		return []byte("null"), nil
	}
	b := []byte{'{'}
	for i, c := range g {
		if i > 0 {
			b = append(b, ',')
		}
		b = append(append(b, marshal(c.Name)...), ':', '{')
		for k, v := range c.Groups {
			if k > 0 {
				b = append(b, ',')
			}
			b = append(append(b, marshal(v.Name)...), ':')
			if v.Matched {
				b = append(b, marshal(v.Value)...)
			} else {
				b = append(b, "null"...)
			}
		}
		b = append(b, '}')
	}
	return append(b, '}'), nil
}

// appendText appends the text line of a match: "true" and, after a tab
// each, the groups as component.name=value; or "false". A value comes
// from the URL parser, which leaves no tab nor line break in it; what
// else would break the line is escaped (see printable).
func (g matchGroups) appendText(b []byte, ok bool) []byte {
	if !ok {
		return append(b, "false\n"...)
	}
	b = append(b, "true"...)
	for _, c := range g {
		for _, v := range c.Groups {
			if v.Matched {
				b = append(append(append(append(append(b, '\t'), c.Name...), '.'), printable(v.Name)...), '=')
				b = append(b, printable(v.Value)...)
			}
		}
	}
	return append(b, '\n')
}

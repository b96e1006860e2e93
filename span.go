package iri

// Span returns where component c stands in x.String(), without its
// delimiters (the ":" after the scheme, "//", "@", ":" before the port,
// "?", "#"): x.String()[start:end] is what the accessor of c returns.
// ok is false when x has no such component; an empty one that is there
// ("http://a/?" has an empty query) gives start == end and true. The path
// is always there. A user interface that highlights the parts of an IRI,
// or a checker that reports an offset, needs no parsing of its own.
func (x IRI) Span(c Component) (start, end int, ok bool) {
	switch c {
	case ComponentScheme:
		return 0, int(x.schemeEnd), x.schemeEnd > 0
	case ComponentUserinfo:
		if x.flags&hasUserinfo != 0 {
			return int(x.authorityStart()), int(x.hostStart) - 1, true
		}
	case ComponentHost:
		if x.flags&hasAuthority != 0 {
			return int(x.hostStart), int(x.hostEnd), true
		}
	case ComponentPort:
		if x.flags&hasPort != 0 {
			return int(x.hostEnd) + 1, int(x.pathStart), true
		}
	case ComponentPath:
		return int(x.pathStart), int(x.pathEnd), true
	case ComponentQuery:
		if x.flags&hasQuery != 0 {
			return int(x.pathEnd) + 1, int(x.queryEnd), true
		}
	case ComponentFragment:
		if x.flags&hasFragment != 0 {
			return int(x.queryEnd) + 1, len(x.s), true
		}
	}
	return 0, 0, false
}

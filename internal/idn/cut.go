package idn

import "github.com/go-iri/iri/internal/chars"

// CutLabel is strings.Cut(host, "."): the first label of host, the rest
// after its dot, and whether there was a dot. The labels of a host are a
// few bytes long, where strings.Cut's call of the assembly of IndexByte
// costs more than the search (7% of Check's time on the IRIs with an IDN
// host, which walk their labels three times): it looks at eight bytes at
// a time, the last eight overlapping the ones before, and at single bytes
// only in a host shorter than eight.
func CutLabel(host string) (label, rest string, found bool) {
	if len(host) < 8 {
		for i := range len(host) {
			if host[i] == '.' {
				return host[:i], host[i+1:], true
			}
		}
		return host, "", false
	}
	for i := 0; ; i += 8 {
		// The bytes before i have no dot: a dot of the last word, which
		// may overlap them, is past them.
		i = min(i, len(host)-8)
		if m := chars.FirstByteLanes(chars.Word(host[i:]), '.'); m != 0 {
			j := i + chars.FirstLane(m)
			return host[:j], host[j+1:], true
		}
		if i+8 == len(host) {
			return host, "", false
		}
	}
}

// IsACELabel reports whether label, one label of a host (no "."), starts
// with the ACE prefix "xn--" in any case: HasPunycodeLabel for a single
// label, aceEnd's test of its fourth byte where that walks the label a
// word at a time, and every word of an ACE label has a "-" to look at
// byte by byte.
func IsACELabel(label string) bool {
	return len(label) > 3 && aceEnd(label, 3)
}

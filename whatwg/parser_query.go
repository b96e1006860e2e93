package whatwg

import "strings"

// startQuery sets the query to the empty string.
func (p *parser) startQuery() {
	p.finishPath()
	p.queryStart = p.out.n
	p.out.byte('?')
}

// startFragment sets the fragment to the empty string.
func (p *parser) startFragment() {
	p.finishPath()
	p.fragStart = p.out.n
	p.out.byte('#')
}

// query runs the query state (§4.4) from i: it appends the input up to
// the first "#" (without a state override; to the end with one) to the
// query, percent-encoded, and returns where the query ends. Parse encodes
// it in the scan that finds its end.
func (p *parser) query(i int) int {
	in := p.in
	// The query sets hold "#", which also ends the query: they are the
	// runSets of set|end either way.
	set, run := querySet, runQuery
	if p.scheme.special() {
		set, run = specialQuerySet, runSpecialQuery
	}
	var end charSet // what ends the query
	if p.override == noOverride {
		end = hashSet
	}
	encoded := p.enc != nil && p.scheme.special() && p.scheme != schemeWS && p.scheme != schemeWSS
	if !p.validate && !encoded {
		return p.encodeTo(i, len(in), set, end, run)
	}
	j := len(in)
	if end != 0 {
		if k := strings.IndexByte(in[i:], '#'); k >= 0 {
			j = i + k
		}
	}
	if p.validate {
		p.checkUnits(i, j)
	}
	if encoded {
		p.enc.encode(p, i, j, set)
	} else {
		p.encode(i, j, set)
	}
	return j
}

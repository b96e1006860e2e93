package whatwg

import (
	"unicode/utf8"

	"github.com/go-iri/iri/internal/pct"
)

// encode appends in[i:j], UTF-8 percent-encoded with the percent-encode
// set (URL Standard §1.3). A byte that is not part of valid UTF-8 is read
// as U+FFFD, as a Go string converts to runes.
func (p *parser) encode(i, j int, set charSet) {
	p.encodeTo(i, j, set, 0, set.run())
}

// encodeTo is encode up to j or to the first byte of end (ASCII),
// whichever comes first, and returns where it stopped. run is set|end as
// a runSet (charSet.run), or 0 where there is none.
func (p *parser) encodeTo(i, j int, set, end charSet, run runSet) int {
	in := p.in
	stop := set | end
	start, k := i, i
	for k < j {
		// The bytes up to the next to encode, or end, kept as they are;
		// none where in[k] is one (pathSegment's encode starts at one).
		// Eight bytes a step (run) pay on runs of ASCII longer than a
		// word; the runs between non-ASCII characters, within words of
		// text, are shorter, and take four.
		if !stop.has(in[k]) {
			if run != 0 {
				k = run.span(in[:j], k)
			} else {
				k = stop.span(in[:j], k)
			}
			if k == j {
				break
			}
		}
		c := in[k]
		if end.has(c) {
			break
		}
		if start < k {
			p.out.keep(start, k)
		}
		if c < utf8.RuneSelf {
			p.out.pct(c)
			k++
		} else {
			b, e, valid := pctNonASCIIRun(p.out.grow(), in[:j], k)
			if valid {
				p.out.setGrown(b)
			} else {
				p.encodeInvalid(in[k:e])
			}
			k = e
			run = 0
		}
		start = k
	}
	if start < k {
		p.out.keep(start, k)
	}
	return k
}

// encodeInvalid appends run, non-ASCII bytes that are not all UTF-8,
// percent-encoded, with U+FFFD for each byte that is not part of valid
// UTF-8.
func (p *parser) encodeInvalid(run string) {
	for k := 0; k < len(run); {
		r, size := utf8.DecodeRuneInString(run[k:])
		if r == utf8.RuneError && size == 1 {
			p.out.pctRun("\uFFFD")
		} else {
			p.out.pctRun(run[k : k+size])
		}
		k += size
	}
}

// checkUnits reports an invalid-URL-unit validation error (§1.1) for each
// code point of in[i:j] that is not a URL code point, and for each "%"
// not followed by two hex digits.
func (p *parser) checkUnits(i, j int) {
	in := p.in
	for k := i; k < j; {
		c := in[k]
		if c < utf8.RuneSelf {
			if c == '%' {
				if !pct.IsTriplet(in, k) {
					p.report(errInvalidURLUnit, k)
				}
			} else if !urlCodePointASCII.has(c) {
				p.report(errInvalidURLUnit, k)
			}
			k++
			continue
		}
		r, size := utf8.DecodeRuneInString(in[k:])
		if r == utf8.RuneError && size == 1 || !isURLCodePoint(r) {
			p.report(errInvalidURLUnit, k)
		}
		k += size
	}
}

package check

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/go-iri/iri"
	"github.com/go-iri/iri/internal/chars"
	"github.com/go-iri/iri/internal/idn"
	"github.com/go-iri/iri/internal/pct"
	"github.com/go-iri/iri/spoof"
)

// The rules of spoofing (RFC 3987 §8 and §8.5 of 3987bis, 3987bis §10),
// made of the mechanisms of UTS #39 in package spoof: each host label, its
// ACE ("xn--") form decoded first, by the rules a careful browser shows it
// by (spoof.Label); path segments, the query and the fragment for the
// look-alikes §8.5 warns of (mixed numbers, hidden or repeated marks); and
// names the application protects (Checker.Protected).

// spoofCodes gives the code of each reason of spoof.Label.
var spoofCodes = [...]string{
	spoof.ReasonInvisible:     "spoof/invisible",
	spoof.ReasonRestricted:    "spoof/restricted",
	spoof.ReasonMarks:         "spoof/marks",
	spoof.ReasonMixedNumbers:  "spoof/mixed-numbers",
	spoof.ReasonMixedScripts:  "spoof/mixed-script",
	spoof.ReasonNonASCIILatin: "spoof/non-ascii-latin",
	spoof.ReasonWholeScript:   "spoof/whole-script",
}

// spoofing runs the rules of spoofing on a valid reference. An ASCII
// reference without an ACE label costs one pass over its bytes, and
// nothing more unless c.Protected has names.
func (c Checker) spoofing(r *run) {
	protect := c.Protected.Len() > 0
	nonASCII := hasNonASCIIOrEncoded(r.s)
	if !nonASCII && !r.regName.ace && !protect {
		return
	}
	if r.x.HostKind() == iri.HostRegName && (r.regName.nonASCII || r.regName.ace || protect ||
		r.regName.percent && hasEncodedNonASCII(r.x.Host())) {
		c.spoofHost(r)
	}
	if nonASCII || protect && c.ProtectPaths {
		c.spoofText(r)
	}
}

// spoofHost checks each label of the host with spoof.Label, in its
// Unicode form, and the whole host against c.Protected.
func (c Checker) spoofHost(r *run) {
	host := r.x.Host()
	p := idn.Profile(idn.UTS46, false, false)
	labels := strings.Split(host, ".")
	shown := make([]string, len(labels)) // as a person reads them
	for i, label := range labels {
		shown[i] = unicodeLabel(p, label)
	}
	tld := ""
	for i := len(shown) - 1; i >= 0; i-- {
		if shown[i] != "" {
			tld = shown[i]
			break
		}
	}
	off := r.hostStart
	for i, label := range labels {
		u := shown[i]
		for _, f := range spoof.Label(u, tld) {
			at, n := off+f.Offset, f.Length
			what := "host label " + strconv.Quote(u)
			if u != label {
				// The finding is in the decoded form: point at the label.
				at, n = off, len(label)
				what = "host label " + strconv.Quote(label) + " (" + u + ")"
			}
			r.add(spoofCodes[f.Reason], at, n, what+": "+f.Reason.String()+": "+f.Detail)
		}
		off += len(label) + 1
	}
	if c.Protected.Len() > 0 {
		h := strings.Join(shown, ".")
		if name, ok := c.Protected.Imitates(h); ok {
			r.add("spoof/protected-name", r.hostStart, len(host), "the host "+strconv.Quote(h)+" looks like the protected name "+strconv.Quote(name))
		}
	}
}

// unicodeLabel returns a host label as a person reads it: an ACE label
// decoded, percent-encodings decoded, and a non-ASCII label as IDNA maps
// it ("Ϲ" is "σ"); an ASCII label as it is.
func unicodeLabel(p interface {
	ToASCII(string) (string, error)
	ToUnicode(string) (string, error)
}, label string) string {
	if strings.IndexByte(label, '%') >= 0 {
		if d, err := iri.Unescape(label); err == nil && utf8.ValidString(d) {
			label = d
		}
	}
	if chars.NonASCIICount(label) > 0 {
		if a, err := p.ToASCII(label); err == nil {
			label = a
		} else {
			return label
		}
	}
	if len(label) > 4 && strings.EqualFold(label[:4], "xn--") {
		if u, err := p.ToUnicode(label); err == nil && u != "" {
			return u
		}
	}
	return label
}

// spoofText checks the path segments, the query and the fragment for
// mixed numbers and hidden or repeated marks (3987bis §8.5), and the path
// segments against c.Protected when c.ProtectPaths is set.
func (c Checker) spoofText(r *run) {
	s := r.s
	if start, end, _ := r.x.Span(iri.ComponentPath); end > start {
		for i := start; i <= end; {
			j := strings.IndexByte(s[i:end], '/')
			if j < 0 {
				j = end - i
			}
			if j > 0 {
				c.spoofPart(r, s[i:i+j], i, true)
			}
			i += j + 1
		}
	}
	for _, comp := range [...]iri.Component{iri.ComponentQuery, iri.ComponentFragment} {
		if start, end, ok := r.x.Span(comp); ok && end > start {
			c.spoofPart(r, s[start:end], start, false)
		}
	}
}

// spoofPart checks one path segment, the query or the fragment, text at
// offset at of the input.
func (c Checker) spoofPart(r *run, text string, at int, segment bool) {
	protect := segment && c.ProtectPaths && c.Protected.Len() > 0
	if !protect && !hasMarkOrDigit(text) {
		return // nothing the rules below can find: no allocation
	}
	decoded := text
	if strings.IndexByte(text, '%') >= 0 {
		if d, err := iri.Unescape(text); err == nil && utf8.ValidString(d) {
			decoded = d
		}
	}
	if p, i := spoof.Marks(decoded); p != 0 {
		o, k := at, len(text) // an offset in the decoded text: point at all of it
		if decoded == text {
			_, k = utf8.DecodeRuneInString(text[i:])
			o = at + i
		}
		r.add("spoof/marks", o, k, strconv.Quote(decoded)+": "+p.String())
	}
	if spoof.MixedNumbers(decoded) {
		r.add("spoof/mixed-numbers", at, len(text), strconv.Quote(decoded)+": digits of more than one decimal system")
	}
	if protect {
		if name, ok := c.Protected.Imitates(decoded); ok {
			r.add("spoof/protected-name", at, len(text), "the path segment "+strconv.Quote(decoded)+" looks like the protected name "+strconv.Quote(name))
		}
	}
}

// hasMarkOrDigit reports whether text, its percent-encodings decoded, has
// a nonspacing mark (General_Category Mn or Me) or a decimal digit beyond
// ASCII: what spoof.Marks and spoof.MixedNumbers need to find anything (a
// precomposed character alone never repeats a mark nor holds five).
func hasMarkOrDigit(text string) bool {
	for i := 0; i < len(text); {
		b := text[i]
		var r rune
		n := 1
		switch {
		case b == '%' && i+2 < len(text) && pct.Octet(text, i) >= utf8.RuneSelf:
			r, n = pct.DecodeRune(text[i:])
			if n <= 0 {
				r, n = utf8.RuneError, 3
			}
		case b < utf8.RuneSelf:
			i++
			continue
		default:
			r, n = utf8.DecodeRuneInString(text[i:])
		}
		if unicode.In(r, unicode.Mn, unicode.Me, unicode.Nd) {
			return true
		}
		i += n
	}
	return false
}

// hasNonASCIIOrEncoded reports whether s has a non-ASCII byte or a
// percent-encoded one ("%C3"), eight bytes at a time.
func hasNonASCIIOrEncoded(s string) bool {
	i := 0
	for ; i+8 <= len(s); i += 8 {
		w := uint64(s[i]) | uint64(s[i+1])<<8 | uint64(s[i+2])<<16 | uint64(s[i+3])<<24 |
			uint64(s[i+4])<<32 | uint64(s[i+5])<<40 | uint64(s[i+6])<<48 | uint64(s[i+7])<<56
		if w&0x8080808080808080 != 0 {
			return true
		}
	}
	for ; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return true
		}
	}
	return hasEncodedNonASCII(s)
}

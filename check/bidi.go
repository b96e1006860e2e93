package check

import (
	"slices"
	"unicode/utf8"

	"github.com/go-iri/iri"
	"github.com/go-iri/iri/internal/chars"
	"github.com/go-iri/iri/internal/props"
	"golang.org/x/text/unicode/bidi"
)

// The rules of RFC 3987 §4 about bidirectional IRIs, as Bidi and the
// checker apply them.
const (
	// bidiMixedDirections: "A component SHOULD NOT use both right-to-left
	// and left-to-right characters" (§4.2, rule 1).
	bidiMixedDirections bidiRule = iota + 1
	// bidiRTLEnds: "A component using right-to-left characters SHOULD
	// start and end with right-to-left characters" (§4.2, rule 2);
	// examples 8 and 9 of §4.4 break it.
	bidiRTLEnds
	// bidiNumberBesideRTL: a component that starts (or ends) with a
	// number next to a right-to-left component; §4.4 examples 10 and 11,
	// "allowed but not recommended".
	bidiNumberBesideRTL
	// bidiIsolate: U+2066-2069 (the isolates) or U+061C ARABIC LETTER MARK,
	// which reorder text as the characters §4.1 forbids do ("Trojan
	// Source"); the 2005 text predates them.
	bidiIsolate
)

type bidiRule uint8

// bidiRuleCode is each rule's code among Rules(), which also gives its
// severity and section; bidiRuleText its message.
var (
	bidiRuleCode = [...]string{"", "bidi/mixed-directions", "bidi/rtl-ends", "bidi/number-beside-rtl", "bidi/isolate-control"}
	bidiRuleText = [...]string{
		"",
		"the component mixes right-to-left and left-to-right characters",
		"a component with right-to-left characters should start and end with one",
		"a number next to a right-to-left component may be displayed out of place",
		"a bidirectional control character that reorders text",
	}
)

// violation is the violation of the rule by text, at offset in the IRI,
// in the IRI component comp.
func (r bidiRule) violation(comp iri.Component, offset int, text string) Violation {
	code := bidiRuleCode[r]
	rule := ruleOf(code)
	return Violation{Code: code, Severity: rule.Severity, Offset: offset, Length: len(text), Component: comp,
		Message: bidiRuleText[r], Section: rule.Section}
}

// Bidi checks the structure rules of RFC 3987 §4.2 for bidirectional
// IRIs, component by component, and returns what it finds, in the order of
// the IRI (nil when there is nothing): the violations of the codes
// "bidi/..." that Check reports among the others. The components are those
// §4.2 names, divided as it suggests: the userinfo, each label of a
// reg-name (as IDNA's Bidi rule does), each path segment and each
// dot-separated part of it ("the extensions in a resource name"), each
// name and each value of a name=value&... query, and the fragment.
// Characters are judged by their Unicode bidirectional class, from
// golang.org/x/text/unicode/bidi; percent-encodings count as the ASCII
// characters they are written with (§4.4, example 9). Each violation
// points at the §4.2 component (or at the control character) that breaks
// the rule.
func Bidi(x iri.IRI) []Violation {
	if !props.HasRTL(x.String()) {
		return nil // no rule of §4 applies to left-to-right text
	}
	// A number beside right-to-left text is found when the next component
	// is read, after the controls of the component it points at: sorted
	// as Check sorts its report, so the two agree.
	vs := appendBidi(nil, x, allComponents)
	slices.SortStableFunc(vs, func(a, b Violation) int { return a.Offset - b.Offset })
	return vs
}

// appendBidi appends the findings of Bidi to vs, for an IRI known to hold
// right-to-left text. rtl holds the components (as the bits
// 1<<iri.Component) that may hold a right-to-left character or a bidi
// isolate, written out: those are read part by part in one pass
// (bidiWalk.parts), the others at their ends only (see visitEnds).
func appendBidi(vs []Violation, x iri.IRI, rtl uint16) []Violation {
	w := bidiWalk{vs: vs}
	componentTexts(x, func(text string, offset int, comp iri.Component, seps string) {
		if rtl&(1<<comp) == 0 {
			visitEnds(text, offset, comp, seps, w.prev.rtl, w.visitLTR)
			return
		}
		w.parts(text, offset, comp, seps)
	})
	return w.vs
}

// bidiWalk is the state of appendBidi's walk over the §4.2 components of
// an IRI: the findings so far and the component read last, which the
// rule of a number beside right-to-left text reads with the next.
type bidiWalk struct {
	vs   []Violation
	prev bidiComponent
}

// visit applies the rules to c, the component after w.prev.
func (w *bidiWalk) visit(c *bidiComponent) {
	if prev := &w.prev; prev.text != "" && !prev.rtl && prev.endsWithNumber && c.rtl {
		w.vs = append(w.vs, bidiNumberBesideRTL.violation(prev.component, prev.offset, prev.text))
	}
	w.vs = c.check(w.vs)
	if w.prev.rtl && !c.rtl && c.startsWithNumber {
		w.vs = append(w.vs, bidiNumberBesideRTL.violation(c.component, c.offset, c.text))
	}
	// The controls inside the component, after what concerns it whole:
	// every one is non-ASCII, so in some component.
	for i := 0; c.isolates && i < len(c.text); {
		r, n := utf8.DecodeRuneInString(c.text[i:])
		if chars.IsBidiIsolate(r) {
			w.vs = append(w.vs, bidiIsolate.violation(c.component, c.offset+i, c.text[i:i+n]))
		}
		i += n
	}
	w.prev = *c
}

// visitLTR visits text, at offset in the component comp, a part without
// a right-to-left character or a bidi isolate: the rules of a part find
// nothing in it, and it matters only for a number at either end, beside
// right-to-left text (§4.4). Its end's class is the class of its last
// character that is not a mark (NSM), as marks take the class of what
// they follow.
func (w *bidiWalk) visitLTR(text string, offset int, comp iri.Component) {
	c := bidiComponent{text: text, offset: offset, component: comp, first: classAt(text, 0), last: bidi.NSM}
	for end := len(text); end > 0 && c.last == bidi.NSM; {
		i := end - 1
		for i > 0 && text[i]&0xC0 == 0x80 {
			i-- // back to the first byte of the last character
		}
		c.last, end = classAt(text, i), i
	}
	c.startsWithNumber = c.first == bidi.EN || c.first == bidi.AN
	c.endsWithNumber = c.last == bidi.EN || c.last == bidi.AN
	if w.prev.rtl && c.startsWithNumber {
		w.vs = append(w.vs, bidiNumberBesideRTL.violation(comp, offset, text))
	}
	w.prev = c
}

// classAt returns the bidi class of the character at text[i:] as the
// rules read it (asciiClass for ASCII).
func classAt(text string, i int) bidi.Class {
	if text[i] < utf8.RuneSelf {
		return asciiClass(text[i])
	}
	r, _ := validRune(text[i:])
	p, ok := props.Cached(r)
	if !ok {
		p = props.Of(r)
	}
	return p.BidiClass()
}

// parts visits each non-empty part of text, the text of the component
// comp at offset, between the bytes of seps (one or two ASCII
// characters, or none), in one pass: a stretch of ASCII up to a
// separator, the end of the text, or a character beyond ASCII, at once;
// nothing in it is right-to-left, a mark or a control, and its ends'
// classes are all else it tells but its letters (see visitPart).
func (w *bidiWalk) parts(text string, offset int, comp iri.Component, seps string) {
	s0, s1 := byte(utf8.RuneSelf), byte(utf8.RuneSelf) // no ASCII byte
	if len(seps) > 0 {
		s0, s1 = seps[0], seps[len(seps)-1]
	}
	b := bidiComponent{component: comp, first: bidi.ON, last: bidi.ON}
	start, ascii := 0, false // ascii: the part has an ASCII character
	for i := 0; i < len(text); {
		if c := text[i]; c < utf8.RuneSelf {
			if c == s0 || c == s1 {
				if i > start {
					w.visitPart(b, text[start:i], offset+start, ascii)
				}
				b = bidiComponent{component: comp, first: bidi.ON, last: bidi.ON}
				i++
				start, ascii = i, false
				continue
			}
			// A stretch of ASCII: its letters (L) are looked for only
			// where they matter, in a part with right-to-left text (see
			// visitPart).
			j := i + 1
			for ; j < len(text); j++ {
				if c := text[j]; c >= utf8.RuneSelf || c == s0 || c == s1 {
					break
				}
			}
			if i == start {
				b.first = asciiClass(c)
			}
			b.last = asciiClass(text[j-1])
			ascii = true
			i = j
			continue
		}
		r, n := rune(0), 2
		if c := text[i]; c < 0xE0 && i+2 <= len(text) {
			r = rune(c&0x1F)<<6 | rune(text[i+1]&0x3F)
		} else {
			r, n = validRune(text[i:])
		}
		p, ok := props.Cached(r)
		if !ok {
			p = props.Of(r)
		}
		class := p.BidiClass()
		b.isolates = b.isolates || p&props.RTL != 0 && chars.IsBidiIsolate(r)
		if class == bidi.NSM && i > start {
			class = b.last
		}
		switch class {
		case bidi.R, bidi.AL:
			b.rtl = true
		case bidi.L:
			b.ltr = true
		}
		if i == start {
			b.first = class
		}
		b.last = class
		i += n
	}
	if len(text) > start {
		w.visitPart(b, text[start:], offset+start, ascii)
	}
}

// visitPart visits b, read by parts, as the part text at offset. Where
// b is right-to-left and has ASCII characters (ascii), their letters
// make it left-to-right too: only there does the rule of mixed directions
// ask for them.
func (w *bidiWalk) visitPart(b bidiComponent, text string, offset int, ascii bool) {
	b.text, b.offset = text, offset
	if b.rtl && !b.ltr && ascii {
		b.ltr = hasASCIILetter(text)
	}
	b.startsWithNumber = b.first == bidi.EN || b.first == bidi.AN
	b.endsWithNumber = b.last == bidi.EN || b.last == bidi.AN
	w.visit(&b)
}

// asciiClass stands for the bidi class of an ASCII character where the
// rules read it: L for a letter, EN for a digit, ON for the rest. Only
// the letters are L in ASCII, only the digits EN, and none is R, AL or AN
// (TestASCIIClass), and the rules ask of a class only whether it is one of
// those (a mark after an ASCII character takes its class, then asked the
// same).
func asciiClass(c byte) bidi.Class {
	switch {
	case chars.IsDigit(c):
		return bidi.EN
	case chars.IsAlpha(c):
		return bidi.L
	}
	return bidi.ON
}

// allComponents is the set of every component, as the bits
// 1<<iri.Component.
const allComponents = 0xFFFF

// visitEnds calls visit as visitParts does for a component without
// right-to-left text, but only with the parts where a rule can fire or
// that the next component needs: none of its parts is right-to-left, so
// that the rules of a part (§4.2) find nothing, and a number is beside
// right-to-left text (§4.4) only in its first part, after a
// right-to-left one (afterRTL), or in its last, before one. The parts
// between them are not read.
func visitEnds(text string, offset int, comp iri.Component, seps string, afterRTL bool, visit func(text string, offset int, c iri.Component)) {
	// The first non-empty part.
	start, end := 0, -1
	for start <= len(text) {
		if end = firstSeparator(text, start, len(text), seps); end < 0 {
			end = len(text)
		}
		if end > start {
			break
		}
		start = end + 1
	}
	if start >= len(text) {
		return // no part
	}
	if afterRTL {
		visit(text[start:end], offset+start, comp)
	}
	// The last non-empty part, which may be the first.
	lastEnd := len(text)
	for {
		k := lastSeparator(text, 0, lastEnd, seps)
		if lastEnd > k+1 {
			if k+1 != start || !afterRTL {
				visit(text[k+1:lastEnd], offset+k+1, comp)
			}
			return
		}
		lastEnd = k
	}
}

// bidiComponent is one component in the sense of §4.2, with what the
// checks need to know of it.
type bidiComponent struct {
	text      string
	offset    int
	component iri.Component
	rtl, ltr  bool // has a strong right-to-left (R, AL) / left-to-right (L) character
	// The first and last characters' classes, combining marks taking the
	// class of what they combine with.
	first, last                      bidi.Class
	startsWithNumber, endsWithNumber bool
	isolates                         bool // holds a bidi isolate control
}

func isRTLClass(c bidi.Class) bool { return c == bidi.R || c == bidi.AL }

func (b *bidiComponent) check(vs []Violation) []Violation {
	if !b.rtl {
		return vs
	}
	if b.ltr {
		vs = append(vs, bidiMixedDirections.violation(b.component, b.offset, b.text))
	}
	if !isRTLClass(b.first) || !isRTLClass(b.last) {
		vs = append(vs, bidiRTLEnds.violation(b.component, b.offset, b.text))
	}
	return vs
}

// subcomponents calls visit with the text and offset of each non-empty
// component of x in the sense of RFC 3987 §4.2: the userinfo, each label
// of a reg-name, each path segment and each dot-separated part of it, each
// name and each value of the query, the fragment.
func subcomponents(x iri.IRI, visit func(text string, offset int, c iri.Component)) {
	componentTexts(x, func(text string, offset int, c iri.Component, seps string) {
		visitParts(text, offset, c, seps, visit)
	})
}

// visitParts calls visit with each non-empty part of text, the text of the
// component c at offset, between the bytes of seps.
func visitParts(text string, offset int, c iri.Component, seps string, visit func(text string, offset int, c iri.Component)) {
	for start := 0; start <= len(text); {
		// A word at a time, as the pass over the characters looks
		// (strings.IndexAny would build its set of separators for
		// each part).
		end := firstSeparator(text, start, len(text), seps)
		if end < 0 {
			end = len(text)
		}
		if end > start {
			visit(text[start:end], offset+start, c)
		}
		start = end + 1
	}
}

// componentTexts calls visit with the text and offset of each component
// of x that holds §4.2 components, and the one or two characters that
// separate them in it, as IRI.Span places them.
func componentTexts(x iri.IRI, visit func(text string, offset int, c iri.Component, seps string)) {
	s := x.String()
	if start, end, ok := x.Span(iri.ComponentUserinfo); ok {
		visit(s[start:end], start, iri.ComponentUserinfo, "")
	}
	if x.HostKind() == iri.HostRegName {
		start, end, _ := x.Span(iri.ComponentHost)
		visit(s[start:end], start, iri.ComponentHost, ".")
	}
	start, end, _ := x.Span(iri.ComponentPath)
	visit(s[start:end], start, iri.ComponentPath, "/.")
	// The query after the "?" that ends the path, the fragment to the end
	// (as Span places them, without its call).
	if q, ok := x.Query(); ok {
		visit(q, end+1, iri.ComponentQuery, "&=")
	}
	if f, ok := x.Fragment(); ok {
		visit(f, len(s)-len(f), iri.ComponentFragment, "")
	}
}

// componentOf names the component that holds byte offset i of x: the first
// one, in the order of the IRI, that ends after i (a delimiter belongs to
// the component it starts). Most offsets asked for are in the path or the
// query, found without asking for the components before the path.
func componentOf(x iri.IRI, i int) iri.Component {
	if i < len(x.Scheme()) { // scheme/uppercase, scheme/javascript
		return iri.ComponentScheme
	}
	start, end, _ := x.Span(iri.ComponentPath)
	switch {
	case i >= end:
		// The query after the "?" that ends the path (Span's, without
		// its call).
		if q, ok := x.Query(); ok && i < end+1+len(q) {
			return iri.ComponentQuery
		}
		return iri.ComponentFragment
	case i >= start:
		return iri.ComponentPath
	}
	for c := iri.ComponentScheme; c < iri.ComponentPath; c++ {
		if _, end, ok := x.Span(c); ok && i < end {
			return c
		}
	}
	return iri.ComponentPath
}

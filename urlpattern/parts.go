package urlpattern

import (
	"strconv"
	"strings"
)

// partType is a part's type (URL Pattern Standard, section "Parts").
type partType uint8

const (
	partFixedText       partType = iota // text matched as it is
	partRegexp                          // a regexp group "(...)"
	partSegmentWildcard                 // a named group without a regexp
	partFullWildcard                    // "*"
)

// modifier is a part's modifier.
type modifier uint8

const (
	modNone       modifier = iota
	modOptional            // "?"
	modZeroOrMore          // "*"
	modOneOrMore           // "+"
)

// String is "convert a modifier to a string".
func (m modifier) String() string {
	switch m {
	case modOptional:
		return "?"
	case modZeroOrMore:
		return "*"
	case modOneOrMore:
		return "+"
	}
	return ""
}

// A part is one part of a parsed pattern string. at is the byte offset of
// a regexp part's value in the component's pattern string.
type part struct {
	typ      partType
	value    string
	modifier modifier
	name     string
	prefix   string
	suffix   string
	at       int
}

// compileOptions are the standard's options (URL Pattern Standard, section "Options"):
// the delimiter and prefix code points (0 for none) and whether to ignore
// case.
type compileOptions struct {
	delimiter  byte
	prefix     byte
	ignoreCase bool
}

var (
	defaultOptions  = compileOptions{}
	hostnameOptions = compileOptions{delimiter: '.'}
	pathnameOptions = compileOptions{delimiter: '/', prefix: '/'}
)

// fullWildcardRegexp is the full wildcard regexp value.
const fullWildcardRegexp = ".*"

// segmentWildcardRegexp is "generate a segment wildcard regexp" (URL
// Pattern Standard).
func (o compileOptions) segmentWildcardRegexp() string {
	if o.delimiter == 0 {
		return "[^]+?"
	}
	return "[^" + escapeRegexpString(string(o.delimiter)) + "]+?"
}

func (o compileOptions) prefixString() string {
	if o.prefix == 0 {
		return ""
	}
	return string(o.prefix)
}

// encodingCallback canonicalizes the fixed text of a component.
type encodingCallback func(string) (string, error)

// patternParser is the state of the pattern parser (URL Pattern
// Standard, section "Parsing").
type patternParser struct {
	in          string
	tokens      []token
	encode      encodingCallback
	segment     string
	parts       []part
	pending     strings.Builder
	index       int
	nextNumeric int
	options     compileOptions
}

// parsePatternString is "parse a pattern string" (URL Pattern Standard,
// section "Parsing").
func parsePatternString(input string, o compileOptions, encode encodingCallback) ([]part, error) {
	toks, err := tokenize(input, strict)
	if err != nil {
		return nil, err
	}
	p := &patternParser{in: input, tokens: toks, encode: encode, segment: o.segmentWildcardRegexp(), options: o}
	for p.index < len(p.tokens) {
		charTok := p.try(tokChar)
		nameTok := p.try(tokName)
		reTok := p.tryRegexpOrWildcard(nameTok)
		if nameTok != nil || reTok != nil {
			prefix := ""
			if charTok != nil {
				prefix = charTok.value
			}
			if prefix != "" && prefix != o.prefixString() {
				p.pending.WriteString(prefix)
				prefix = ""
			}
			if err := p.flushPending(); err != nil {
				return nil, err
			}
			mod := p.tryModifier()
			if err := p.addPart(prefix, nameTok, reTok, "", mod); err != nil {
				return nil, err
			}
			continue
		}
		fixed := charTok
		if fixed == nil {
			fixed = p.try(tokEscapedChar)
		}
		if fixed != nil {
			p.pending.WriteString(fixed.value)
			continue
		}
		if open := p.try(tokOpen); open != nil {
			prefix := p.consumeText()
			nameTok = p.try(tokName)
			reTok = p.tryRegexpOrWildcard(nameTok)
			suffix := p.consumeText()
			if _, err := p.required(tokClose, "a \"{\" group is not closed by \"}\""); err != nil {
				return nil, err
			}
			mod := p.tryModifier()
			if err := p.addPart(prefix, nameTok, reTok, suffix, mod); err != nil {
				return nil, err
			}
			continue
		}
		if err := p.flushPending(); err != nil {
			return nil, err
		}
		if _, err := p.required(tokEnd, "unexpected "+strconv.Quote(p.tokens[p.index].value)); err != nil {
			return nil, err
		}
	}
	return p.parts, nil
}

// try is "try to consume a token".
func (p *patternParser) try(typ tokenType) *token {
	if p.index >= len(p.tokens) || p.tokens[p.index].typ != typ {
		return nil
	}
	t := &p.tokens[p.index]
	p.index++
	return t
}

// tryModifier is "try to consume a modifier token".
func (p *patternParser) tryModifier() *token {
	if t := p.try(tokOtherModifier); t != nil {
		return t
	}
	return p.try(tokAsterisk)
}

// tryRegexpOrWildcard is "try to consume a regexp or wildcard token".
func (p *patternParser) tryRegexpOrWildcard(name *token) *token {
	t := p.try(tokRegexp)
	if name == nil && t == nil {
		t = p.try(tokAsterisk)
	}
	return t
}

// required is "consume a required token".
func (p *patternParser) required(typ tokenType, reason string) (*token, error) {
	t := p.try(typ)
	if t == nil {
		return nil, &Error{Input: p.in, Offset: p.tokens[p.index].index, Reason: reason}
	}
	return t, nil
}

// consumeText is "consume text".
func (p *patternParser) consumeText() string {
	var b strings.Builder
	for {
		t := p.try(tokChar)
		if t == nil {
			t = p.try(tokEscapedChar)
		}
		if t == nil {
			return b.String()
		}
		b.WriteString(t.value)
	}
}

// flushPending is "maybe add a part from the pending fixed value".
func (p *patternParser) flushPending() error {
	if p.pending.Len() == 0 {
		return nil
	}
	encoded, err := p.encode(p.pending.String())
	p.pending.Reset()
	if err != nil {
		return err
	}
	p.parts = append(p.parts, part{typ: partFixedText, value: encoded})
	return nil
}

// addPart is "add a part" (URL Pattern Standard).
func (p *patternParser) addPart(prefix string, name, re *token, suffix string, modTok *token) error {
	mod := modNone
	if modTok != nil {
		switch modTok.value {
		case "?":
			mod = modOptional
		case "*":
			mod = modZeroOrMore
		case "+":
			mod = modOneOrMore
		}
	}
	if name == nil && re == nil && mod == modNone {
		p.pending.WriteString(prefix)
		return nil
	}
	if err := p.flushPending(); err != nil {
		return err
	}
	if name == nil && re == nil {
		if prefix == "" {
			return nil
		}
		encoded, err := p.encode(prefix)
		if err != nil {
			return err
		}
		p.parts = append(p.parts, part{typ: partFixedText, value: encoded, modifier: mod})
		return nil
	}
	value, at := "", -1
	switch {
	case re == nil:
		value = p.segment
	case re.typ == tokAsterisk:
		value = fullWildcardRegexp
	default:
		value, at = re.value, re.index+1
	}
	typ := partRegexp
	switch value {
	case p.segment:
		typ, value = partSegmentWildcard, ""
	case fullWildcardRegexp:
		typ, value = partFullWildcard, ""
	}
	n := ""
	if name != nil {
		n = name.value
	} else {
		n = strconv.Itoa(p.nextNumeric)
		p.nextNumeric++
	}
	for _, q := range p.parts {
		if q.name == n {
			return &Error{Input: p.in, Offset: tokenIndex(name, re), Reason: "the group name " + strconv.Quote(n) + " is used twice"}
		}
	}
	encPrefix, err := p.encode(prefix)
	if err != nil {
		return err
	}
	encSuffix, err := p.encode(suffix)
	if err != nil {
		return err
	}
	p.parts = append(p.parts, part{typ: typ, value: value, modifier: mod, name: n, prefix: encPrefix, suffix: encSuffix, at: at})
	return nil
}

func tokenIndex(a, b *token) int {
	if a != nil {
		return a.index
	}
	return b.index
}

// escapeRegexpString is "escape a regexp string" (URL Pattern Standard,
// section "Converting part lists to regular expressions").
func escapeRegexpString(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		switch c := s[i]; c {
		case '.', '+', '*', '?', '^', '$', '{', '}', '(', ')', '[', ']', '|', '/', '\\':
			b.WriteByte('\\')
			b.WriteByte(c)
		default:
			b.WriteByte(c)
		}
	}
	return b.String()
}

// escapePatternString is "escape a pattern string" (URL Pattern
// Standard, section "Converting part lists to pattern strings").
func escapePatternString(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		switch c := s[i]; c {
		case '+', '*', '?', ':', '{', '}', '(', ')', '\\':
			b.WriteByte('\\')
			b.WriteByte(c)
		default:
			b.WriteByte(c)
		}
	}
	return b.String()
}

// span places a regexp part's value in the generated regular expression.
type span struct{ start, end, at int }

// generateRegexp is "generate a regular expression and name list" (URL
// Pattern Standard, section "Converting part lists to regular
// expressions"). spans places the regexp parts' values in it.
func generateRegexp(parts []part, o compileOptions) (re string, names []string, spans []span) {
	var b strings.Builder
	b.WriteString("^")
	for _, p := range parts {
		if p.typ == partFixedText {
			if p.modifier == modNone {
				b.WriteString(escapeRegexpString(p.value))
			} else {
				b.WriteString("(?:" + escapeRegexpString(p.value) + ")" + p.modifier.String())
			}
			continue
		}
		names = append(names, p.name)
		value := p.value
		switch p.typ {
		case partSegmentWildcard:
			value = o.segmentWildcardRegexp()
		case partFullWildcard:
			value = fullWildcardRegexp
		}
		// writeValue writes value and records where a regexp part's is.
		writeValue := func() {
			if p.typ == partRegexp {
				spans = append(spans, span{b.Len(), b.Len() + len(value), p.at})
			}
			b.WriteString(value)
		}
		if p.prefix == "" && p.suffix == "" {
			if p.modifier == modNone || p.modifier == modOptional {
				b.WriteString("(")
				writeValue()
				b.WriteString(")" + p.modifier.String())
			} else {
				b.WriteString("((?:")
				writeValue()
				b.WriteString(")" + p.modifier.String() + ")")
			}
			continue
		}
		pre, suf := escapeRegexpString(p.prefix), escapeRegexpString(p.suffix)
		if p.modifier == modNone || p.modifier == modOptional {
			b.WriteString("(?:" + pre + "(")
			writeValue()
			b.WriteString(")" + suf + ")" + p.modifier.String())
			continue
		}
		b.WriteString("(?:" + pre + "((?:")
		writeValue()
		b.WriteString(")(?:" + suf + pre + "(?:" + value + "))*)" + suf + ")")
		if p.modifier == modZeroOrMore {
			b.WriteString("?")
		}
	}
	b.WriteString("$")
	return b.String(), names, spans
}

// generatePatternString is "generate a pattern string" (URL Pattern
// Standard, section "Converting part lists to pattern strings").
func generatePatternString(parts []part, o compileOptions) string {
	var b strings.Builder
	for i, p := range parts {
		var prev, next *part
		if i > 0 {
			prev = &parts[i-1]
		}
		if i < len(parts)-1 {
			next = &parts[i+1]
		}
		if p.typ == partFixedText {
			if p.modifier == modNone {
				b.WriteString(escapePatternString(p.value))
				continue
			}
			b.WriteString("{" + escapePatternString(p.value) + "}" + p.modifier.String())
			continue
		}
		customName := !isDigit(p.name[0])
		needsGrouping := p.suffix != "" || p.prefix != "" && p.prefix != o.prefixString()
		if !needsGrouping && customName && p.typ == partSegmentWildcard && p.modifier == modNone &&
			next != nil && next.prefix == "" && next.suffix == "" {
			if next.typ == partFixedText {
				needsGrouping = next.value != "" && validNameCodePoint(firstRune(next.value), false)
			} else {
				needsGrouping = isDigit(next.name[0])
			}
		}
		if !needsGrouping && p.prefix == "" && prev != nil && prev.typ == partFixedText &&
			o.prefix != 0 && strings.HasSuffix(prev.value, string(o.prefix)) {
			needsGrouping = true
		}
		if needsGrouping {
			b.WriteString("{")
		}
		b.WriteString(escapePatternString(p.prefix))
		if customName {
			b.WriteString(":" + p.name)
		}
		switch {
		case p.typ == partRegexp:
			b.WriteString("(" + p.value + ")")
		case p.typ == partSegmentWildcard && !customName:
			b.WriteString("(" + o.segmentWildcardRegexp() + ")")
		case p.typ == partFullWildcard:
			if !customName && (prev == nil || prev.typ == partFixedText || prev.modifier != modNone || needsGrouping || p.prefix != "") {
				b.WriteString("*")
			} else {
				b.WriteString("(" + fullWildcardRegexp + ")")
			}
		}
		if p.typ == partSegmentWildcard && customName && p.suffix != "" && validNameCodePoint(firstRune(p.suffix), false) {
			b.WriteString("\\")
		}
		b.WriteString(escapePatternString(p.suffix))
		if needsGrouping {
			b.WriteString("}")
		}
		b.WriteString(p.modifier.String())
	}
	return b.String()
}

func isDigit(c byte) bool { return '0' <= c && c <= '9' }

func firstRune(s string) rune {
	for _, r := range s {
		return r
	}
	return 0
}

package urlpattern

import (
	"unicode"
	"unicode/utf8"
)

// tokenType is a token's type (URL Pattern Standard, section "Tokens").
type tokenType uint8

const (
	tokOpen          tokenType = iota // "{"
	tokClose                          // "}"
	tokRegexp                         // "(...)"
	tokName                           // ":name"
	tokChar                           // any other code point
	tokEscapedChar                    // "\c"
	tokOtherModifier                  // "?" or "+"
	tokAsterisk                       // "*"
	tokEnd                            // the end of the input
	tokInvalidChar                    // a lenient tokenizing error
)

// A token is one token of a pattern string: its type, the byte offset in
// the input where it starts, and its value.
type token struct {
	typ   tokenType
	index int
	value string
}

// policy is the tokenize policy (URL Pattern Standard, "Tokenizing"): strict
// tokenizing fails at an error, lenient tokenizing makes an
// "invalid-char" token of it.
type policy bool

const (
	strict  policy = false
	lenient policy = true
)

// tokenizer is the state of the tokenizer (URL Pattern Standard section "Tokenizing"),
// with byte offsets where the standard counts code points.
type tokenizer struct {
	in        string
	policy    policy
	tokens    []token
	index     int
	nextIndex int
	cp        rune
}

// tokenize runs the tokenizer of URL Pattern Standard section "Tokenizing" ("tokenize")
// on input with the policy p.
func tokenize(input string, p policy) ([]token, error) {
	t := &tokenizer{in: input, policy: p}
	for t.index < len(t.in) {
		t.seekNext(t.index)
		switch t.cp {
		case '*':
			t.addDefault(tokAsterisk)
			continue
		case '+', '?':
			t.addDefault(tokOtherModifier)
			continue
		case '\\':
			if t.nextIndex >= len(t.in) {
				if err := t.fail(t.nextIndex, t.index, "a pattern ends in a backslash"); err != nil {
					return nil, err
				}
				continue
			}
			escaped := t.nextIndex
			t.next()
			t.addLen(tokEscapedChar, t.nextIndex, escaped)
			continue
		case '{':
			t.addDefault(tokOpen)
			continue
		case '}':
			t.addDefault(tokClose)
			continue
		case ':':
			pos := t.nextIndex
			start := pos
			for pos < len(t.in) {
				t.seekNext(pos)
				if !validNameCodePoint(t.cp, pos == start) {
					break
				}
				pos = t.nextIndex
			}
			if pos <= start {
				if err := t.fail(start, t.index, "a \":\" is not followed by a group name"); err != nil {
					return nil, err
				}
				continue
			}
			t.addLen(tokName, pos, start)
			continue
		case '(':
			if err := t.regexp(); err != nil {
				return nil, err
			}
			continue
		}
		t.addDefault(tokChar)
	}
	t.addLen(tokEnd, t.index, t.index)
	return t.tokens, nil
}

// regexp tokenizes a regexp group from the "(" at t.index (the "(" steps of
// "tokenize", URL Pattern Standard section "Tokenizing").
func (t *tokenizer) regexp() error {
	depth := 1
	pos := t.nextIndex
	start := pos
	for pos < len(t.in) {
		t.seekNext(pos)
		if t.cp >= utf8.RuneSelf {
			return t.fail(start, t.index, "a regexp group has a non-ASCII character")
		}
		if pos == start && t.cp == '?' {
			return t.fail(start, t.index, "a regexp group starts with \"?\"")
		}
		if t.cp == '\\' {
			if pos == len(t.in)-1 {
				return t.fail(start, t.index, "a regexp group ends in a backslash")
			}
			t.next()
			if t.cp >= utf8.RuneSelf {
				return t.fail(start, t.index, "a regexp group has a non-ASCII character")
			}
			pos = t.nextIndex
			continue
		}
		if t.cp == ')' {
			depth--
			if depth == 0 {
				pos = t.nextIndex
				break
			}
		} else if t.cp == '(' {
			depth++
			if pos == len(t.in)-1 {
				return t.fail(start, t.index, "a regexp group is not closed")
			}
			tmp := t.nextIndex
			t.next()
			if t.cp != '?' {
				return t.fail(start, t.index, "a regexp group has a capturing group inside")
			}
			t.nextIndex = tmp
		}
		pos = t.nextIndex
	}
	if depth != 0 {
		return t.fail(start, t.index, "a regexp group is not closed")
	}
	length := pos - start - 1
	if length == 0 {
		return t.fail(start, t.index, "a regexp group is empty")
	}
	t.add(tokRegexp, pos, start, length)
	return nil
}

// next is "get the next code point": it decodes the code point at
// t.nextIndex into t.cp and moves t.nextIndex past it. Invalid UTF-8 is
// one U+FFFD a byte.
func (t *tokenizer) next() {
	r, n := utf8.DecodeRuneInString(t.in[t.nextIndex:])
	t.cp = r
	t.nextIndex += n
}

// seekNext is "seek and get the next code point".
func (t *tokenizer) seekNext(i int) {
	t.nextIndex = i
	t.next()
}

// add is "add a token".
func (t *tokenizer) add(typ tokenType, next, valuePos, valueLen int) {
	t.tokens = append(t.tokens, token{typ: typ, index: t.index, value: t.in[valuePos : valuePos+valueLen]})
	t.index = next
}

// addLen is "add a token with default length".
func (t *tokenizer) addLen(typ tokenType, next, valuePos int) {
	t.add(typ, next, valuePos, next-valuePos)
}

// addDefault is "add a token with default position and length".
func (t *tokenizer) addDefault(typ tokenType) {
	t.addLen(typ, t.nextIndex, t.index)
}

// fail is "process a tokenizing error": the error under the strict
// policy, an "invalid-char" token under the lenient one.
func (t *tokenizer) fail(next, valuePos int, reason string) error {
	if t.policy == strict {
		return &Error{Input: t.in, Offset: t.index, Reason: reason}
	}
	t.addLen(tokInvalidChar, next, valuePos)
	return nil
}

// validNameCodePoint is "is a valid name code point" (URL Pattern
// Standard section "Tokenizing"): an identifier start (ID_Start, "$", "_") first, an
// identifier part (ID_Continue, "$", ZWNJ, ZWJ) after.
func validNameCodePoint(r rune, first bool) bool {
	if r == '$' || r == '_' {
		return true
	}
	if first {
		return idStart(r)
	}
	return r == 0x200C || r == 0x200D || idContinue(r)
}

// idStart reports whether r has the Unicode property ID_Start (UAX #31).
func idStart(r rune) bool {
	if r < utf8.RuneSelf {
		return 'a' <= r && r <= 'z' || 'A' <= r && r <= 'Z'
	}
	return (unicode.IsLetter(r) || unicode.Is(unicode.Nl, r) || unicode.Is(unicode.Other_ID_Start, r)) &&
		!unicode.Is(unicode.Pattern_Syntax, r) && !unicode.Is(unicode.Pattern_White_Space, r)
}

// idContinue reports whether r has the Unicode property ID_Continue.
func idContinue(r rune) bool {
	if r < utf8.RuneSelf {
		return 'a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' || '0' <= r && r <= '9' || r == '_'
	}
	return idStart(r) || unicode.In(r, unicode.Mn, unicode.Mc, unicode.Nd, unicode.Pc, unicode.Other_ID_Continue) &&
		!unicode.Is(unicode.Pattern_Syntax, r) && !unicode.Is(unicode.Pattern_White_Space, r)
}

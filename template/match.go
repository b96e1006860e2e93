package template

import (
	"strings"

	"github.com/go-iri/iri"
	"github.com/go-iri/iri/internal/chars"
	"github.com/go-iri/iri/internal/pct"
)

// Invertible returns nil when [Template.Match] can read the variables of
// every expansion of t back, and else an *[Error] with [ErrNotInvertible]
// at the expression that makes it ambiguous. A template is invertible
// when each of its expressions:
//
//   - has no modifier: a prefix drops the rest of its value, and explode
//     expands a list and an associative array alike;
//   - names no variable that the template names before;
//   - with the "+" or "#" operator, which let a value hold any reserved
//     character, has one variable and ends the template;
//   - with the "." operator, whose separator "." a value may hold, has one
//     variable;
//   - is followed by a literal, another expression or the end such that
//     the first character after it can neither be part of it nor start
//     it ("{/a}/b" is refused: "/b" may be a's or the literal's).
//
// Match reads a value as a string, or as a list where its expansion has
// a comma that the operator would have encoded in a string: an
// associative array, which expands alike, reads as the list of its keys
// and values. Where several readings expand to the same text, Match gives
// one of them: the variables of an unnamed expression ("{x,y}",
// "{/a,b}") that has fewer values than variables get them in order, the
// first ones (an undefined variable writes nothing, and which one was
// undefined cannot be told); with more values than variables, the last
// variable of "{x,y}" gets the rest as a list.
func (t Template) Invertible() error {
	named := make(map[string]bool) // on the stack for a few variables
	for i, p := range t.parts {
		if p.op == nil {
			continue
		}
		bad := func() error { return &Error{Template: t.raw, Offset: p.start, Err: ErrNotInvertible} }
		for _, v := range p.vars {
			if v.prefix > 0 || v.explode || named[v.name] {
				return bad()
			}
			named[v.name] = true
		}
		last := i == len(t.parts)-1
		switch p.op.char {
		case '+', '#':
			if len(p.vars) > 1 || !last {
				return bad()
			}
			continue
		case '.':
			if len(p.vars) > 1 {
				return bad()
			}
		}
		if !last {
			next := t.parts[i+1]
			var c byte
			if next.op == nil {
				c = next.lit[0]
			} else if next.op.first != "" {
				c = next.op.first[0]
			} else {
				return bad() // two expressions that start alike: "{a}{b}"
			}
			// c may not be part of the expression, nor start a literal
			// that it starts too: an expression whose variables are all
			// undefined writes nothing. (Before an expression that starts
			// alike, the first gets the text, which expands the same.)
			if inExpansion(c, p) || next.op == nil && p.op.first != "" && c == p.op.first[0] {
				return bad()
			}
		}
	}
	return nil
}

// inExpansion reports whether the byte c can be part of the expansion of
// the expression p, past its first byte: an unreserved character or a
// triplet of a value, the separator between its variables, and a list's
// comma; in a named expression, the "=" and a name's characters.
func inExpansion(c byte, p part) bool {
	op := p.op
	switch {
	case c == '%' || chars.IsUnreserved(c):
		return true
	case len(p.vars) > 1 && strings.IndexByte(op.sep, c) >= 0:
		return true
	case c == ',':
		return !op.reserved // a list's, in any operator that encodes a value's
	}
	return op.named && c == '='
}

// Match reads the values of the variables of t back from x, an expansion
// of t, and reports whether x is one: the inverse of ExpandIRI and
// Expand (x is compared in its URI form). Each defined variable is a
// string, percent-decoded as its expansion encoded it, or a []string
// (see Invertible); a variable the expansion leaves out is not in the
// result, and one whose value is an empty string may be left out too
// (both expand to nothing in an unnamed expression). Expanding the result
// gives x again. Match reports false for an
// x that t does not expand to, and for a t that is not Invertible.
func (t Template) Match(x iri.IRI) (Vars, bool) {
	if t.Invertible() != nil {
		return nil, false
	}
	s := x.ToURI().String()
	vars := Vars{}
	for i, p := range t.parts {
		if p.op == nil {
			n, ok := matchLiteral(s, p.lit)
			if !ok {
				return nil, false
			}
			s = s[n:]
			continue
		}
		// The expression's text runs to the end of a "+" or "#" one, which
		// ends the template, else while its characters can be its.
		end := len(s)
		if i < len(t.parts)-1 && !p.op.reserved {
			end = 0
			if strings.HasPrefix(s, p.op.first) { // else it wrote nothing
				end = len(p.op.first)
				for end < len(s) && inExpansion(s[end], p) {
					end++
				}
			}
		}
		if !matchExpression(p, s[:end], vars) {
			return nil, false
		}
		s = s[end:]
	}
	return vars, s == ""
}

// matchLiteral returns the length of the text at the start of s that is
// the literal lit (in its URI form), as RFC 3986 §6.2.2 compares them: a
// triplet of an unreserved character is that character, and hex digits
// match in either case. The IRI that Match takes has been through those
// normalizations (ExpandIRI's conversion decodes the one, ToURI writes
// the other in upper case).
func matchLiteral(s, lit string) (int, bool) {
	i := 0
	for k := 0; k < len(lit); {
		a, na := unitAt(lit, k)
		if i >= len(s) {
			return 0, false
		}
		b, nb := unitAt(s, i)
		if a != b {
			return 0, false
		}
		k += na
		i += nb
	}
	return i, true
}

// unitAt returns the character at s[i] for matchLiteral, and its length:
// an unreserved character or its triplet as the character, any other
// triplet as its octet with the bit 8 set, so that it matches only a
// triplet.
func unitAt(s string, i int) (int, int) {
	if pct.IsTriplet(s, i) {
		o := pct.Octet(s, i)
		if chars.IsUnreserved(o) {
			return int(o), 3
		}
		return 0x100 | int(o), 3
	}
	return int(s[i]), 1
}

// matchExpression reads the values of the variables of p from text, the
// part of the expansion p wrote.
func matchExpression(p part, text string, vars Vars) bool {
	if text == "" {
		return true // every variable undefined
	}
	op := p.op
	if !strings.HasPrefix(text, op.first) {
		return false
	}
	text = text[len(op.first):]
	var pieces []string
	if op.reserved || len(p.vars) == 1 && !op.named {
		pieces = []string{text}
	} else {
		pieces = strings.Split(text, op.sep)
	}
	if !op.named {
		if len(pieces) > len(p.vars) {
			if op.sep != "," {
				return false
			}
			// More values than variables: the last is a list of the rest,
			// its commas the separator's.
			n := len(p.vars) - 1
			pieces = append(pieces[:n], strings.Join(pieces[n:], ","))
		}
		// Fewer: the first variables have them, as undefined ones after
		// them would have written.
		for k, piece := range pieces {
			v, ok := matchValue(piece, op.reserved)
			if !ok {
				return false
			}
			vars[p.vars[k].name] = v
		}
		return true
	}
	k := 0
	for _, piece := range pieces {
		name, value, hasValue := strings.Cut(piece, "=")
		for k < len(p.vars) && p.vars[k].name != name {
			k++
		}
		if k == len(p.vars) || !hasValue && op.ifemp != "" || hasValue && value == "" && op.ifemp == "" {
			return false // not a variable of p, in its order; or not as p writes an empty value
		}
		v, ok := matchValue(value, false)
		if !ok {
			return false
		}
		vars[name] = v
		k++
	}
	return true
}

// matchValue returns the value whose expansion is s: a string, or for an
// operator that encodes a value's commas, a list where s has one (an
// associative array, which expands alike, reads as the list of its keys
// and values).
func matchValue(s string, reserved bool) (any, bool) {
	if reserved || strings.IndexByte(s, ',') < 0 {
		return decodeValue(s, reserved)
	}
	items := strings.Split(s, ",")
	for i, item := range items {
		v, ok := decodeValue(item, false)
		if !ok {
			return nil, false
		}
		items[i] = v
	}
	return items, true
}

// decodeValue returns the value whose expansion is s: for an operator
// that encodes every character but the unreserved ones, s
// percent-decoded, which must be UTF-8 and be what expanding it writes
// (not "%41" for "A", which the expansion writes as it is); for "+" and
// "#", which keep reserved characters and triplets as they are, s with
// the triplets of characters beyond ASCII decoded (those the expansion
// makes, and those ExpandIRI's conversion decodes), the others kept.
func decodeValue(s string, reserved bool) (string, bool) {
	if !reserved {
		v, ok := pct.Unescape(s)
		if !ok {
			return "", false
		}
		if back, _ := appendValue(nil, v, false); string(back) != s {
			return "", false
		}
		return v, true
	}
	if strings.IndexByte(s, '%') < 0 {
		return s, true
	}
	var b strings.Builder
	for i := 0; i < len(s); {
		if !pct.IsTriplet(s, i) {
			b.WriteByte(s[i])
			i++
			continue
		}
		if pct.Octet(s, i) < 0x80 {
			// The value's own triplet, or one the expansion made of a
			// character it does not allow: either expands to s again.
			b.WriteString(s[i : i+3])
			i += 3
			continue
		}
		if r, n := pct.DecodeRune(s[i:]); n > 0 {
			b.WriteRune(r)
			i += n
			continue
		}
		b.WriteString(s[i : i+3]) // octets that are not UTF-8: the value's own triplets
		i += 3
	}
	return b.String(), true
}

package template

import (
	"unicode/utf8"

	"github.com/go-iri/iri"
	"github.com/go-iri/iri/internal/chars"
	"github.com/go-iri/iri/internal/pct"
)

// An operator is a row of the table of RFC 6570 Appendix A: what an
// expression writes before its first defined variable and between
// variables, whether it names them, what it writes for a named empty
// value, and whether reserved characters and triplets of the values
// stay as they are (U+R) or are encoded (U).
type operator struct {
	char     byte // 0 for simple string expansion
	first    string
	sep      string
	named    bool
	ifemp    string
	reserved bool
}

var operators = [...]operator{
	{0, "", ",", false, "", false},
	{'+', "", ",", false, "", true},
	{'.', ".", ".", false, "", false},
	{'/', "/", "/", false, "", false},
	{';', ";", ";", true, "", false},
	{'?', "?", "&", true, "=", false},
	{'&', "&", "&", true, "=", false},
	{'#', "#", ",", false, "", true},
}

// operatorOf returns the row of the operator c.
func operatorOf(c byte) *operator {
	for i := range operators {
		if operators[i].char == c {
			return &operators[i]
		}
	}
	return &operators[0]
}

// Expand expands t with the variables of vars (RFC 6570 §3) into a URI
// reference, as a string. It fails, with an *[Error], on a prefix on a
// list or associative array (§2.4.1), a value that is not UTF-8, and a
// Go value of [Vars] of no kind.
func (t Template) Expand(vars Values) (string, error) {
	b, err := t.AppendExpand(make([]byte, 0, len(t.raw)+32), vars)
	if err != nil {
		return "", err
	}
	return chars.Frozen(b), nil // b is not written again
}

// AppendExpand appends the expansion of t with vars to dst, as Expand
// writes it, and returns the extended buffer. Into a buffer with room
// enough it allocates nothing. On an error, dst is returned as it was
// given.
func (t Template) AppendExpand(dst []byte, vars Values) ([]byte, error) {
	n := len(dst)
	for i := range t.parts {
		p := &t.parts[i]
		if p.op == nil {
			dst = append(dst, p.lit...)
			continue
		}
		var err error
		if dst, err = t.appendExpression(dst, p, vars); err != nil {
			return dst[:n], err
		}
	}
	return dst, nil
}

// ExpandIRI expands t with vars and converts the URI it gives to an IRI
// by RFC 3987 §3.2 (iri.IRI.ToIRI), as RFC 6570 §1.1 says an IRI
// template's expansion is made: the characters beyond ASCII of the
// literals and of the values read as characters again, where the URI
// percent-encodes them. An expansion that is not an IRI reference fails
// with [ErrNotIRI].
func (t Template) ExpandIRI(vars Values) (iri.IRI, error) {
	s, err := t.Expand(vars)
	if err != nil {
		return iri.IRI{}, err
	}
	x, err := iri.Parse(s)
	if err != nil {
		return iri.IRI{}, &Error{Template: t.raw, Err: ErrNotIRI, parse: err}
	}
	return x.ToIRI(), nil
}

// appendExpression appends the expansion of the expression p (§3.2,
// Appendix A).
func (t *Template) appendExpression(dst []byte, p *part, vars Values) ([]byte, error) {
	op := p.op
	first := true
	for k := range p.vars {
		v := &p.vars[k]
		val := vars.Lookup(v.name)
		if val.kind == KindUndefined {
			continue
		}
		if val.kind == kindInvalid {
			return dst, &Error{Template: t.raw, Offset: v.offset, Variable: v.name, Err: ErrValueType}
		}
		if first {
			dst = append(dst, op.first...)
			first = false
		} else {
			dst = append(dst, op.sep...)
		}
		var err error
		switch {
		case val.kind == KindString:
			dst, err = appendString(dst, op, v, val.str)
		case v.prefix > 0:
			err = ErrPrefixComposite
		case !v.explode:
			dst, err = appendComposite(dst, op, v, &val)
		default:
			dst, err = appendExploded(dst, op, v, &val)
		}
		if err != nil {
			return dst, &Error{Template: t.raw, Offset: v.offset, Variable: v.name, Err: err}
		}
	}
	return dst, nil
}

// appendString appends a string value (explode does not apply to one).
func appendString(dst []byte, op *operator, v *varspec, s string) ([]byte, error) {
	if op.named {
		dst = append(dst, v.name...)
		if s == "" {
			return append(dst, op.ifemp...), nil
		}
		dst = append(dst, '=')
	}
	if v.prefix > 0 {
		s = s[:prefixLen(s, v.prefix, op.reserved)]
	}
	return appendValue(dst, s, op.reserved)
}

// appendComposite appends a list or an associative array without explode:
// its members, or its keys and values, joined by ",".
func appendComposite(dst []byte, op *operator, v *varspec, val *Value) ([]byte, error) {
	if op.named {
		dst = append(dst, v.name...)
		dst = append(dst, '=')
	}
	var err error
	if val.kind == KindList {
		for i, item := range val.list {
			if i > 0 {
				dst = append(dst, ',')
			}
			if dst, err = appendValue(dst, item, op.reserved); err != nil {
				return dst, err
			}
		}
		return dst, nil
	}
	for i, kv := range val.pairs {
		if i > 0 {
			dst = append(dst, ',')
		}
		if dst, err = appendValue(dst, kv.Key, op.reserved); err != nil {
			return dst, err
		}
		dst = append(dst, ',')
		if dst, err = appendValue(dst, kv.Value, op.reserved); err != nil {
			return dst, err
		}
	}
	return dst, nil
}

// appendExploded appends a list or an associative array with explode:
// each member joined by the operator's separator, a named operator
// writing the variable's name before each member of a list and the key
// before each value of an array, a key=value pair otherwise.
func appendExploded(dst []byte, op *operator, v *varspec, val *Value) ([]byte, error) {
	var err error
	if val.kind == KindList {
		for i, item := range val.list {
			if i > 0 {
				dst = append(dst, op.sep...)
			}
			if op.named {
				dst = append(dst, v.name...)
				if item == "" {
					dst = append(dst, op.ifemp...)
					continue
				}
				dst = append(dst, '=')
			}
			if dst, err = appendValue(dst, item, op.reserved); err != nil {
				return dst, err
			}
		}
		return dst, nil
	}
	for i, kv := range val.pairs {
		if i > 0 {
			dst = append(dst, op.sep...)
		}
		if dst, err = appendValue(dst, kv.Key, op.reserved); err != nil {
			return dst, err
		}
		if op.named && kv.Value == "" {
			dst = append(dst, op.ifemp...)
			continue
		}
		dst = append(dst, '=')
		if dst, err = appendValue(dst, kv.Value, op.reserved); err != nil {
			return dst, err
		}
	}
	return dst, nil
}

// appendValue appends s percent-encoded for the operator (§3.2.1): the
// unreserved characters as they are, and with reserved also the reserved
// ones and the percent-encoded triplets; every other byte of the UTF-8 of
// a character as a triplet. A value that is not UTF-8 is an error.
func appendValue(dst []byte, s string, reserved bool) ([]byte, error) {
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case allowed(c, reserved):
			// A run of what stays, appended at once.
			j := i + 1
			for j < len(s) && allowed(s[j], reserved) {
				j++
			}
			dst = append(dst, s[i:j]...)
			i = j - 1
			continue
		case reserved && c == '%' && pct.IsTriplet(s, i):
			dst = append(dst, c)
			continue
		case c >= utf8.RuneSelf:
			r, n := utf8.DecodeRuneInString(s[i:])
			if r == utf8.RuneError && n == 1 {
				return dst, ErrValueUTF8
			}
			dst = pct.AppendEncoded(dst, s[i:i+n])
			i += n - 1
			continue
		}
		dst = pct.AppendEncoded(dst, s[i:i+1])
	}
	return dst, nil
}

// allowed reports whether the ASCII byte c stands as it is in a value's
// expansion: unreserved (RFC 3986 §2.3), and with reserved also the
// reserved characters (§2.2), the gen-delims and sub-delims, which are
// iquery's characters with "#", "[" and "]".
func allowed(c byte, reserved bool) bool {
	if reserved {
		return chars.In(c, chars.Query) || c == '#' || c == '[' || c == ']'
	}
	return chars.IsUnreserved(c)
}

// prefixLen returns the length in bytes of the first n characters of s
// (§2.4.1: code points), a percent-encoded triplet counting as one where
// the operator keeps triplets (reserved), so that none is split.
func prefixLen(s string, n int, reserved bool) int {
	i := 0
	for ; n > 0 && i < len(s); n-- {
		switch {
		case reserved && pct.IsTriplet(s, i):
			i += 3
		case s[i] < utf8.RuneSelf:
			i++
		default:
			_, size := utf8.DecodeRuneInString(s[i:])
			i += size
		}
	}
	return i
}

package iri

import (
	"strings"

	"github.com/go-iri/iri/internal/chars"
	"github.com/go-iri/iri/internal/pct"
)

// Parts are the components of an IRI reference as raw values, for Build.
// A raw value is the text as it is meant, not as an IRI writes it: Build
// percent-encodes what each component does not allow ("%" included), so
// "a/b" as a path segment becomes "a%2Fb" and "x&y" as a query value
// "x%26y". Non-ASCII characters stay as characters.
type Parts struct {
	Scheme string // without ":"; empty for a relative reference
	// Authority: set when Userinfo, Host or Port is, or by HasAuthority
	// for an empty one ("file:///x").
	HasAuthority bool
	Userinfo     string
	HasUserinfo  bool // an empty userinfo ("//@host") when Userinfo is ""
	// Host is a reg-name ("例え.jp"), an IPv4 address, an IPv6 address
	// without brackets ("2001:db8::1"), or an IP-literal with its brackets
	// ("[v7.x]"), written as it is.
	Host    string
	Port    string // digits
	HasPort bool   // an empty port ("host:") when Port is ""
	// Path is the path, "/" separating its segments; Segments, when set,
	// replaces it: each segment is escaped whole, "/" included, and they
	// are joined with "/" (start with "" for an absolute path).
	Path     string
	Segments []string
	// Query is the whole query; QueryPairs, when set, replaces it.
	Query       string
	QueryPairs  []QueryPair
	HasQuery    bool // an empty query ("?") when Query and QueryPairs are empty
	Fragment    string
	HasFragment bool // an empty fragment ("#") when Fragment is ""
}

// A QueryPair is one name=value of a query. HasValue tells "a" (no "=")
// from "a=" (an empty value).
type QueryPair struct {
	Name, Value string
	HasValue    bool
}

// Build assembles an IRI reference from raw component values, escaping in
// each exactly what it does not allow (see the Escape functions), so that
// it can only produce a valid IRI; it fails on what escaping cannot fix: a
// scheme or a port of the wrong form, an IP-literal that is not one, a
// path starting with "//" without an authority. A relative path whose
// first segment has a ":" gets "./" in front (RFC 3986 §4.2). Raw values
// must be UTF-8.
func Build(p Parts) (IRI, error) {
	if err := p.check(); err != nil {
		return IRI{}, err
	}
	// Twice through the parts: to measure, then to write, so that the
	// result takes one allocation.
	var o writer
	o.counting = true
	if err := p.compose(&o); err != nil {
		return IRI{}, err
	}
	o.counting, o.b = false, make([]byte, 0, o.n)
	_ = p.compose(&o)               // the same parts: it cannot fail now
	return Parse(chars.Frozen(o.b)) // o.b is not written again
}

// writer measures, or writes, the text of an IRI being built.
type writer struct {
	counting bool
	n        int
	b        []byte
}

func (w *writer) str(s string) {
	if w.counting {
		w.n += len(s)
	} else {
		w.b = append(w.b, s...)
	}
}

func (w *writer) esc(e *pct.Escaper, s string) {
	if w.counting {
		w.n += e.Len(s)
	} else {
		w.b = e.Append(w.b, s)
	}
}

// check rejects what escaping cannot fix.
func (p Parts) check() error {
	values := [...]struct {
		c Component
		v string
	}{{ComponentScheme, p.Scheme}, {ComponentUserinfo, p.Userinfo}, {ComponentHost, p.Host}, {ComponentPort, p.Port},
		{ComponentPath, p.Path}, {ComponentQuery, p.Query}, {ComponentFragment, p.Fragment}}
	for _, v := range values {
		if err := checkUTF8(v.v, v.c); err != nil {
			return err
		}
	}
	for _, v := range p.Segments {
		if err := checkUTF8(v, ComponentPath); err != nil {
			return err
		}
	}
	for _, q := range p.QueryPairs {
		if err := checkUTF8(q.Name, ComponentQuery); err != nil {
			return err
		}
		if err := checkUTF8(q.Value, ComponentQuery); err != nil {
			return err
		}
	}
	if p.Scheme != "" {
		if err := checkScheme(p.Scheme); err != nil {
			return err
		}
	}
	return checkPort(p.Port)
}

func (p Parts) compose(w *writer) error {
	if p.Scheme != "" {
		w.str(p.Scheme)
		w.str(":")
	}
	authority := p.HasAuthority || p.HasUserinfo || p.Userinfo != "" || p.Host != "" || p.HasPort || p.Port != ""
	if authority {
		w.str("//")
		if p.HasUserinfo || p.Userinfo != "" {
			w.esc(&userinfoEscaper, p.Userinfo)
			w.str("@")
		}
		if err := writeHost(w, p.Host); err != nil {
			return err
		}
		if p.HasPort || p.Port != "" {
			w.str(":")
			w.str(p.Port)
		}
	}
	// The path's first characters decide its prefix; escaping never
	// makes or removes a "/" or a ":".
	path, first := p.Path, firstSegment(p.Path)
	if p.Segments != nil {
		path, first = "", ""
		if len(p.Segments) > 0 {
			first = p.Segments[0]
			if first == "" && len(p.Segments) > 1 {
				path = "/"
			} else {
				path = first
			}
		}
	}
	switch {
	case authority && path != "" && path[0] != '/':
		w.str("/")
	case !authority && strings.HasPrefix(path, "//") || !authority && p.Segments != nil && len(p.Segments) > 2 && p.Segments[0] == "" && p.Segments[1] == "":
		return &Error{Input: path, Offset: 0, Component: ComponentPath, Err: ErrDoubleSlash}
	case p.Scheme == "" && !authority && strings.ContainsRune(first, ':'):
		w.str("./")
	}
	if p.Segments != nil {
		for i, seg := range p.Segments {
			if i > 0 {
				w.str("/")
			}
			if dots, ok := encodedDots(seg); ok {
				w.str(dots)
			} else {
				w.esc(&pathSegmentEscaper, seg)
			}
		}
	} else {
		w.esc(&pathEscaper, p.Path)
	}
	if p.QueryPairs != nil {
		w.str("?")
		writeQueryPairs(w, p.QueryPairs)
	} else if p.HasQuery || p.Query != "" {
		w.str("?")
		w.esc(&queryEscaper, p.Query)
	}
	if p.HasFragment || p.Fragment != "" {
		w.str("#")
		w.esc(&fragmentEscaper, p.Fragment)
	}
	return nil
}

// writeHost writes a host: an IPv6 address in brackets, an IP-literal as
// given (checked), an IPv4 address or a reg-name escaped.
func writeHost(w *writer, h string) error {
	switch {
	case strings.HasPrefix(h, "["):
		end, _, err := parseHost(h, 0)
		if err != nil { // an IP-literal: IPv6 or IPvFuture
			return err
		}
		if end != len(h) {
			return &Error{Input: h, Offset: end, Component: ComponentHost, Err: ErrInvalidCharacter}
		}
		w.str(h)
	case strings.Contains(h, ":"):
		if end, ok := scanIPv6(h, 0); !ok || end != len(h) {
			return &Error{Input: h, Offset: end, Component: ComponentHost, Err: ErrInvalidIPv6}
		}
		w.str("[")
		w.str(h)
		w.str("]")
	default:
		w.esc(&hostEscaper, h)
	}
	return nil
}

// buildHost returns a host as writeHost writes it.
func buildHost(h string) (string, error) {
	var w writer
	if err := writeHost(&w, h); err != nil {
		return "", err
	}
	return string(w.b), nil
}

// writeQueryPairs writes pairs as name=value&..., each escaped.
func writeQueryPairs(w *writer, pairs []QueryPair) {
	for i, q := range pairs {
		if i > 0 {
			w.str("&")
		}
		w.esc(&queryComponentEscaper, q.Name)
		if q.HasValue || q.Value != "" {
			w.str("=")
			w.esc(&queryComponentEscaper, q.Value)
		}
	}
}

// encodeQueryPairs returns pairs as writeQueryPairs writes them.
func encodeQueryPairs(pairs []QueryPair) string {
	var w writer
	writeQueryPairs(&w, pairs)
	return string(w.b)
}

// QueryPairs reads the query as ordered name=value pairs separated by "&",
// unescaped, keeping duplicates, empty pairs ("a&&b" has an empty one) and
// the difference between "a" and "a=". A "+" stays a "+": it means a space
// only in HTML form encoding, which is not the IRI's. An absent query gives
// nil. It fails on percent-encoded octets that are not UTF-8.
func (x IRI) QueryPairs() ([]QueryPair, error) {
	q, ok := x.Query()
	if !ok {
		return nil, nil
	}
	var pairs []QueryPair
	for _, part := range strings.Split(q, "&") {
		name, value, hasValue := strings.Cut(part, "=")
		n, err := Unescape(name)
		if err != nil {
			return nil, err
		}
		v, err := Unescape(value)
		if err != nil {
			return nil, err
		}
		pairs = append(pairs, QueryPair{Name: n, Value: v, HasValue: hasValue})
	}
	return pairs, nil
}

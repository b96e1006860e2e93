package iri

import (
	"errors"

	"github.com/go-iri/iri/internal/chars"
	"github.com/go-iri/iri/internal/pct"
)

// Escaping for callers who assemble IRIs themselves, named after
// net/url's PathEscape and QueryEscape. Each function percent-encodes in s
// exactly what its component does not allow literally, as UTF-8 octets
// (RFC 3987 §3.3 defines this "for all sequences of Unicode characters,
// whether or not they are valid for the component"): "%" itself, the
// delimiters of the component, ASCII that IRIs never allow, and the
// non-ASCII characters an IRI may not hold there (bidi formatting
// characters, private use outside the query, non-characters). Other
// non-ASCII characters stay as they are: the result is an IRI component,
// not a URI one; ToURI maps it.

// The escapers of the components, from the classes of RFC 3987 §2.2.
var (
	pathSegmentEscaper    = pct.Escaper{Class: chars.Path, Except: "/"}
	pathEscaper           = pct.Escaper{Class: chars.Path}
	queryEscaper          = pct.Escaper{Class: chars.Query, Private: true}
	queryComponentEscaper = pct.Escaper{Class: chars.Query, Except: "&=+;", Private: true}
	fragmentEscaper       = pct.Escaper{Class: chars.Query}
	userinfoEscaper       = pct.Escaper{Class: chars.Userinfo}
	hostEscaper           = pct.Escaper{Class: chars.RegName}
)

// EscapePathSegment escapes s to stand as one path segment: "/" and "?"
// and "#" are encoded with the rest (isegment). A segment "." or ".." is
// written "%2E" or "%2E%2E": as a raw value it names a file, not a step
// in the hierarchy (RFC 3986 §3.3).
func EscapePathSegment(s string) string {
	if dots, ok := encodedDots(s); ok {
		return dots
	}
	return pathSegmentEscaper.Escape(s)
}

// encodedDots returns "%2E" or "%2E%2E" for a segment "." or "..", which
// as a raw value names a file (RFC 3986 §3.3), and false for any other.
func encodedDots(seg string) (string, bool) {
	switch seg {
	case ".":
		return "%2E", true
	case "..":
		return "%2E%2E", true
	}
	return "", false
}

// Escape escapes s to stand as the component c, percent-encoding what
// the component does not allow literally:
//
//   - ComponentUserinfo (iuserinfo): ":" stays, as the separator RFC 3986
//     §3.2.1 gives it;
//   - ComponentHost: as a reg-name (ireg-name); IP literals are not
//     escaped but written as they are (see Build);
//   - ComponentPath (ipath): "/" stays, as the separator of its segments;
//     see EscapePathSegment for one segment;
//   - ComponentQuery (iquery): "&" and "=" stay, as the query's own
//     delimiters; see EscapeQueryComponent for one name or value;
//   - ComponentFragment (ifragment).
//
// The scheme and the port have no percent-encoding: for them s is
// returned as it is (Build and the With methods check them).
func Escape(s string, c Component) string {
	var e *pct.Escaper
	switch c {
	case ComponentUserinfo:
		e = &userinfoEscaper
	case ComponentHost:
		e = &hostEscaper
	case ComponentPath:
		e = &pathEscaper
	case ComponentQuery:
		e = &queryEscaper
	case ComponentFragment:
		e = &fragmentEscaper
	default:
		return s
	}
	return e.Escape(s)
}

// EscapeQueryComponent escapes s to stand as one name or one value in a
// name=value&... query: "&", "=", ";" (the old separator) and "+" (which
// forms read as a space) are encoded too.
func EscapeQueryComponent(s string) string { return queryComponentEscaper.Escape(s) }

// ErrUnescapeUTF8 is the cause of the *Error Unescape returns when the
// percent-encoded octets are not UTF-8; the error's offset is that of the
// "%" where the first invalid sequence starts.
var ErrUnescapeUTF8 = errors.New("percent-encoded octets are not UTF-8")

// Unescape decodes every %HH of s (a component's text, as Escape and the
// accessors give it). As the octets of an IRI's text are UTF-8, it fails
// on an s that is not UTF-8 itself (ErrInvalidUTF8) and on percent-encoded
// octets that are not UTF-8 (ErrUnescapeUTF8): use UnescapeBytes for
// those. It also fails on a "%" without two hex digits
// (ErrPercentEncoding). Each error is an *Error naming the offset in s.
func Unescape(s string) (string, error) {
	if decoded, ok := pct.Unescape(s); ok {
		return decoded, nil // s itself when there is nothing to decode
	}
	// Which of the three failures, and where.
	if err := checkUTF8(s, 0); err != nil {
		return "", err
	}
	b, err := UnescapeBytes(s)
	if err != nil {
		return "", err
	}
	return "", &Error{Input: s, Offset: escapedOffset(s, chars.InvalidUTF8At(string(b))), Err: ErrUnescapeUTF8}
}

// escapedOffset returns the offset in s of the byte that gives the n-th
// octet of UnescapeBytes(s): a %HH counts once.
func escapedOffset(s string, n int) int {
	i := 0
	for ; n > 0; n-- {
		if s[i] == '%' {
			i += 3
		} else {
			i++
		}
	}
	return i
}

// UnescapeBytes decodes every %HH of s into the octets it stands for,
// whatever they are.
func UnescapeBytes(s string) ([]byte, error) {
	b, bad := pct.AppendDecoded(make([]byte, 0, len(s)), s)
	if bad >= 0 {
		return nil, &Error{Input: s, Offset: bad, Err: ErrPercentEncoding}
	}
	return b, nil
}

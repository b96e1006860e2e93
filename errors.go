package iri

import (
	"errors"
	"fmt"
	"strconv"

	"github.com/go-iri/iri/internal/chars"
	"github.com/go-iri/iri/internal/enum"
)

// Causes of an *Error, for use with errors.Is. Each *Error wraps exactly
// one of them.
var (
	// ErrInvalidCharacter: a character that the grammar of RFC 3987 §2.2
	// does not allow where it stands.
	ErrInvalidCharacter = errors.New("invalid character")
	// ErrInvalidUTF8: the input is not valid UTF-8.
	ErrInvalidUTF8 = errors.New("invalid UTF-8")
	// ErrBidiFormatting: a bidirectional formatting character (LRM, RLM,
	// LRE, RLE, PDF, LRO, RLO), forbidden by RFC 3987 §4.1.
	ErrBidiFormatting = errors.New("bidirectional formatting character")
	// ErrPrivateUse: a private-use character (iprivate) outside the query.
	ErrPrivateUse = errors.New("private-use character")
	// ErrPercentEncoding: a "%" not followed by two hexadecimal digits
	// (pct-encoded, RFC 3986 §2.1).
	ErrPercentEncoding = errors.New("invalid percent-encoding")
	// ErrColonInFirstSegment: a relative reference whose first path segment
	// contains ":" (ipath-noscheme, RFC 3986 §4.2); write "./a:b".
	ErrColonInFirstSegment = errors.New("colon in the first segment of a relative reference")
	// ErrInvalidIPv6: an IP-literal that is not a valid IPv6address.
	ErrInvalidIPv6 = errors.New("invalid IPv6 address")
	// ErrInvalidIPvFuture: an IP-literal starting with "v" that is not a
	// valid IPvFuture.
	ErrInvalidIPvFuture = errors.New("invalid IPvFuture address")
	// ErrInvalidPort: a port that is not all digits (port = *DIGIT).
	ErrInvalidPort = errors.New("invalid port")
	// ErrMissingScheme: ParseIRI or ParseAbsolute got a relative reference.
	ErrMissingScheme = errors.New("missing scheme")
	// ErrUnexpectedScheme: ParseRelative got an IRI with a scheme.
	ErrUnexpectedScheme = errors.New("relative reference has a scheme")
	// ErrUnexpectedFragment: ParseAbsolute got an IRI with a fragment.
	ErrUnexpectedFragment = errors.New("absolute IRI has a fragment")
	// ErrTooLong: the input is longer than the value can index
	// (4 GiB - 1 bytes).
	ErrTooLong = errors.New("input too long")
	// ErrInvalidScheme: a scheme given to Build, WithScheme or
	// Schemes.Register that is not a letter followed by letters, digits,
	// "+", "-" or "." (RFC 3986 §3.1).
	ErrInvalidScheme = errors.New("invalid scheme")
	// ErrDoubleSlash: a path starting with "//" given to Build or WithPath
	// for a reference without an authority, which would read it as one
	// (RFC 3986 §3.3).
	ErrDoubleSlash = errors.New(`path starts with "//" but there is no authority`)
	// ErrRelativeBase: Resolve got a base without a scheme; RFC 3986 §5.1
	// and §5.2.1 need a base IRI.
	ErrRelativeBase = errors.New("base is a relative reference")
	// ErrNoAuthority: an edit of the userinfo, host or port of a reference
	// that has no authority and cannot take one (its path is rootless).
	ErrNoAuthority = errors.New("no authority")
	// ErrUnknownCharset: a charset label that browsers do not know
	// (package [github.com/go-iri/iri/charset]); the *Error's Input is
	// the label.
	ErrUnknownCharset = errors.New("unknown charset")
	// ErrUndecodableCharset: an encoding that octets cannot be decoded
	// from faithfully, the WHATWG "replacement" encoding (the label
	// ISO-2022-KR, HZ-GB-2312, ...), which turns everything into U+FFFD;
	// the *Error's Input is the encoding's name.
	ErrUndecodableCharset = errors.New("charset cannot be decoded safely")
)

// Component names a part of an IRI reference, as RFC 3986 §3 divides it.
type Component uint8

// The components of an IRI reference, in the order they appear.
const (
	ComponentScheme Component = iota + 1
	ComponentUserinfo
	ComponentHost
	ComponentPort
	ComponentPath
	ComponentQuery
	ComponentFragment
)

var componentNames = []string{"", "scheme", "userinfo", "host", "port", "path", "query", "fragment"}

// String returns the component's lower-case name, as RFC 3986 §3 spells it.
func (c Component) String() string { return enum.Name(componentNames, c, "Component") }

// An Error describes why a string is not a valid IRI reference. It is the
// only error type returned by the Parse functions.
type Error struct {
	Input     string    // the string that was parsed
	Offset    int       // byte offset in Input of the offending character
	Component Component // the component being parsed at Offset
	Err       error     // the cause: one of the Err* variables of this package
}

// Unwrap returns the cause, so that errors.Is(err, ErrInvalidCharacter)
// and the like work.
func (e *Error) Unwrap() error { return e.Err }

// Error returns a message that names the offending character as U+XXXX (or
// the offending byte, for invalid UTF-8), the component and the byte
// offset, with a hint where the fix is not obvious:
//
//	iri: invalid character U+0020 in path at offset 12
func (e *Error) Error() string {
	msg := "iri: " + e.Err.Error()
	if ie, ok := e.Err.(*idnaError); ok {
		return "iri: " + ErrIDNA.Error() + " " + strconv.Quote(ie.label) + " at offset " + strconv.Itoa(e.Offset) + ": " + ie.reason.Error()
	}
	switch e.Err {
	case ErrMissingScheme, ErrUnexpectedScheme, ErrUnexpectedFragment, ErrTooLong, ErrDoubleSlash:
		return msg + " at offset " + strconv.Itoa(e.Offset)
	case ErrPercentEncoding:
		msg += " " + strconv.Quote(e.percentText())
	case ErrRelativeBase:
		return msg + " " + strconv.Quote(e.Input) + " (" + errorHint(e.Err) + ")"
	case ErrNoAuthority:
		return msg + " for the " + e.Component.String() + " of " + strconv.Quote(e.Input) + " (" + errorHint(e.Err) + ")"
	case ErrUnescapeUTF8:
		msg += ": " + strconv.Quote(e.percentText())
	case ErrUnknownCharset, ErrUndecodableCharset:
		return msg + ": " + strconv.Quote(e.Input) // the charset label
	case ErrColonInFirstSegment:
		// the character is the cause
	case ErrInvalidIPv6, ErrInvalidIPvFuture, ErrInvalidPort, ErrInvalidScheme:
		if r, ok := e.char(); ok {
			msg += ": unexpected " + chars.RuneName(r)
		} else {
			msg += ": unexpected end of input"
		}
	case ErrInvalidUTF8:
		if e.Offset < len(e.Input) {
			msg += fmt.Sprintf(" (byte 0x%02X)", e.Input[e.Offset])
		}
	default:
		if r, ok := e.char(); ok {
			msg += " " + chars.RuneName(r)
		} else {
			msg += " (end of input)"
		}
	}
	if e.Component != 0 {
		msg += " in " + e.Component.String()
	}
	msg += " at offset " + strconv.Itoa(e.Offset)
	if hint := errorHint(e.Err); hint != "" {
		msg += " (" + hint + ")"
	}
	return msg
}

// errorHint is the advice an error message ends with, if any.
func errorHint(cause error) string {
	switch cause {
	case ErrColonInFirstSegment:
		return `a scheme starts with an ASCII letter; for a path, write "./" in front`
	case ErrPrivateUse:
		return "allowed only in the query"
	case ErrBidiFormatting:
		return "forbidden by RFC 3987 §4.1"
	case ErrPercentEncoding:
		return `"%" must be followed by two hex digits; write "%25" for "%" itself`
	case ErrInvalidScheme:
		return `a scheme is a letter followed by letters, digits, "+", "-" or "."`
	case ErrNoAuthority:
		return `add a host first; a path must be empty or start with "/"`
	case ErrRelativeBase:
		return "resolution needs a base IRI with a scheme"
	}
	return ""
}

// Section names the section of the specification that the input breaks,
// such as "RFC 3987 §2.2" or "RFC 3987 §4.1".
func (e *Error) Section() string {
	return errorSection(e.Err)
}

// errorSection names the section that states the rule a cause breaks.
func errorSection(cause error) string {
	switch cause {
	case ErrBidiFormatting:
		return "RFC 3987 §4.1"
	case ErrPercentEncoding:
		return "RFC 3986 §2.1"
	case ErrColonInFirstSegment:
		return "RFC 3986 §4.2"
	case ErrInvalidIPv6:
		return "RFC 3986 §3.2.2"
	case ErrInvalidIPvFuture:
		return "RFC 3986 §3.2.2"
	case ErrInvalidPort:
		return "RFC 3986 §3.2.3"
	case ErrInvalidScheme:
		return "RFC 3986 §3.1"
	case ErrDoubleSlash:
		return "RFC 3986 §3.3"
	case ErrNoAuthority:
		return "RFC 3986 §3.3"
	case ErrRelativeBase:
		return "RFC 3986 §5.1"
	case ErrUnescapeUTF8:
		return "RFC 3987 §3.2"
	case ErrUnknownCharset, ErrUndecodableCharset:
		return "RFC 3987 §3.1"
	}
	return "RFC 3987 §2.2"
}

// char returns the character at the error's offset, if there is one.
func (e *Error) char() (rune, bool) {
	if e.Offset < 0 || e.Offset >= len(e.Input) {
		return 0, false
	}
	r, _ := chars.DecodeRune(e.Input[e.Offset:])
	return r, true
}

// percentText returns the "%" at the offset and what follows it, up to the
// two characters a pct-encoded needs.
func (e *Error) percentText() string {
	end := e.Offset + 1
	for k := 0; k < 2 && end < len(e.Input); k++ {
		_, size := chars.DecodeRune(e.Input[end:])
		end += size
	}
	return e.Input[e.Offset:min(end, len(e.Input))]
}

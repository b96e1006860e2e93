package iri

import (
	"unicode/utf8"

	"github.com/go-iri/iri/internal/chars"
)

// The checks of the raw values that Build and the With methods take: what
// escaping cannot make valid. Each failure is an *Error whose Input is the
// value, so that the offset points into what the caller wrote.

// checkScheme returns nil when s is a scheme (RFC 3986 §3.1), without ":".
func checkScheme(s string) error {
	n := chars.SchemeRun(s)
	if n == len(s) && n > 0 {
		return nil
	}
	if err := checkUTF8(s, ComponentScheme); err != nil {
		return err
	}
	return &Error{Input: s, Offset: n, Component: ComponentScheme, Err: ErrInvalidScheme}
}

// checkPort returns nil when s is a port: digits, or nothing (RFC 3986
// §3.2.3).
func checkPort(s string) error {
	for i := 0; i < len(s); i++ {
		if !chars.IsDigit(s[i]) {
			if err := checkUTF8(s, ComponentPort); err != nil {
				return err
			}
			return &Error{Input: s, Offset: i, Component: ComponentPort, Err: ErrInvalidPort}
		}
	}
	return nil
}

// checkUTF8 returns nil when s is UTF-8, and otherwise an *Error at its
// first invalid byte, in component c (0 where it is not known): no
// escaping or lenient mode can repair it.
func checkUTF8(s string, c Component) error {
	if utf8.ValidString(s) {
		return nil
	}
	return &Error{Input: s, Offset: chars.InvalidUTF8At(s), Component: c, Err: ErrInvalidUTF8}
}

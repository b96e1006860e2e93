package iri

import (
	"errors"
	"fmt"
	"net/url"
)

// MarshalText implements encoding.TextMarshaler: the text is String().
// With UnmarshalText it makes IRI values work with encoding/json,
// encoding/xml and the like, as strings.
func (x IRI) MarshalText() ([]byte, error) { return []byte(x.s), nil }

// AppendText implements encoding.TextAppender.
func (x IRI) AppendText(b []byte) ([]byte, error) { return append(b, x.s...), nil }

// UnmarshalText implements encoding.TextUnmarshaler. It parses text as an
// IRI-reference, with Parse; on error *x is left unchanged.
func (x *IRI) UnmarshalText(text []byte) error {
	v, err := Parse(string(text))
	if err != nil {
		return err
	}
	*x = v
	return nil
}

// Scan implements database/sql.Scanner. It accepts a string or a []byte and
// parses it with Parse. A NULL is an error: use sql.Null[iri.IRI] for a
// column that may hold one.
//
// To store an IRI, give database/sql its String. IRI does not implement
// database/sql/driver.Valuer: that package imports uuid, and so
// crypto/rand and its init, into every program that would parse IRIs
// (TestParseWeighsAsNetURL).
func (x *IRI) Scan(src any) error {
	switch v := src.(type) {
	case string:
		y, err := Parse(v) // no copy: the string is the IRI's text
		if err == nil {
			*x = y
		}
		return err
	case []byte:
		return x.UnmarshalText(v)
	case nil:
		return errors.New("iri: cannot scan NULL into an IRI (use sql.Null[iri.IRI])")
	}
	return fmt.Errorf("iri: cannot scan %T into an IRI", src)
}

// FromURL returns the IRI reference for u, by parsing u.String(). Every URI
// reference that net/url produces is checked against the strict grammar, so
// a *url.URL that net/url accepted leniently (an unescaped character
// that RFC 3986 forbids, an IPv6 zone) is an error here, not a silently
// different IRI.
func FromURL(u *url.URL) (IRI, error) {
	if u == nil {
		return IRI{}, errors.New("iri: FromURL of a nil *url.URL")
	}
	return Parse(u.String())
}

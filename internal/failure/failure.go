// Package failure is the JSON form of an input that could not be
// processed (one that is not an IRI reference, above all): the object
// the iri command writes for it under --json, and that the pipelines of
// package iribeam write too, so that their outputs compare byte for byte.
// The form belongs to those two programs, not to the library, which
// returns an [iri.Error]; they share it here.
package failure

import (
	"strings"

	"github.com/go-iri/iri"
	"github.com/go-iri/iri/internal/jsonline"
)

// A Failure is an input that could not be processed, with where and why.
type Failure struct {
	Input     string        // the input as read
	Base      string        // the base reference, when it is the base that failed
	Error     string        // why, one line for a person
	Offset    int           // where, in bytes of the input; written with Cause only
	Component iri.Component // where: 0 for none
	Cause     string        // the cause as the library names it ("invalid character"); "" when it does not say
	Section   string        // the section of the specification that states the rule broken
}

// Of returns the Failure of input, which failed with err: the message of
// err without the "iri: " of package iri's errors (the programs say where
// they come from themselves), and, when err is an [*iri.Error], where and
// why.
func Of(input string, err error) Failure {
	f := Failure{Input: input, Error: strings.TrimPrefix(err.Error(), "iri: ")}
	if e, ok := err.(*iri.Error); ok {
		f.Offset, f.Component, f.Cause, f.Section = e.Offset, e.Component, e.Err.Error(), e.Section()
	}
	return f
}

// failureJSON is the JSON form of a Failure.
type failureJSON struct {
	Input     string `json:"input"`
	Base      string `json:"base,omitempty"`
	Error     string `json:"error"`
	Offset    *int   `json:"offset,omitempty"`
	Component string `json:"component,omitempty"`
	Cause     string `json:"cause,omitempty"`
	Section   string `json:"section,omitempty"`
}

// MarshalJSON writes the failure as one JSON object with the keys
// "input", "base" (left out when empty), "error", and where the library
// says where and why, "offset" (with "cause" only), "component" (the
// component's name), "cause" and "section":
//
//	{"input":"http://a b/","error":"invalid character U+0020 in host at offset 8","offset":8,"component":"host","cause":"invalid character","section":"RFC 3987 §2.2"}
//
// Characters are written as they are, as [jsonline.Marshal] writes them:
// "&", "<" and ">" unescaped, U+FFFD for each byte of invalid UTF-8.
func (f Failure) MarshalJSON() ([]byte, error) {
	j := failureJSON{Input: f.Input, Base: f.Base, Error: f.Error, Cause: f.Cause, Section: f.Section}
	if f.Cause != "" {
		j.Offset = &f.Offset
	}
	if f.Component != 0 {
		j.Component = f.Component.String()
	}
	return jsonline.Marshal(j)
}

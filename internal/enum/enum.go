// Package enum writes and reads the names of the module's small
// enumerations (iri.Level, iri.IDNAProfile, iri.Form, iri.HostKind,
// iri.Component, display.UnicodeHosts, display.BidiForm, lenient.RepairKind,
// spoof.Profile), for their String, MarshalText and UnmarshalText: each has
// one table of names, indexed by its values, and an unknown name gets an
// error that lists them.
package enum

import (
	"fmt"
	"strings"
)

// Name returns names[v], or typ+"(?)" for a value without a name (beyond
// names, or named ""; an enumeration whose zero value means nothing names
// it "").
func Name[T ~uint8](names []string, v T, typ string) string {
	if int(v) < len(names) && names[v] != "" {
		return names[v]
	}
	return typ + "(?)"
}

// Marshal returns names[v] as text, or an error for a value without a
// name (what says what the names name).
func Marshal[T ~uint8](names []string, v T, what string) ([]byte, error) {
	if int(v) < len(names) {
		return []byte(names[v]), nil
	}
	return nil, fmt.Errorf("iri: %s %d has no name", what, v)
}

// Unmarshal sets *v to the value named text, or returns an error that
// says what the names name (what: "level") and lists them in order.
func Unmarshal[T ~uint8](names []string, text []byte, v *T, what string) error {
	for i, n := range names {
		if n == string(text) {
			*v = T(i)
			return nil
		}
	}
	return fmt.Errorf("iri: unknown %s %q; the %ss are %s", what, text, what, strings.Join(names, ", "))
}

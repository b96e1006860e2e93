package iri

import "github.com/go-iri/iri/internal/enum"

// The names of Level, Form and IDNAProfile, as a command line or a
// configuration file writes them: MarshalText and UnmarshalText make each
// usable with flag.TextVar, encoding/json and the like.

var levelNames = []string{"simple", "syntax", "scheme", "protocol"}

// String returns "simple", "syntax", "scheme" or "protocol".
func (l Level) String() string { return enum.Name(levelNames, l, "Level") }

// MarshalText returns the name String gives, or an error for a Level
// that has none.
func (l Level) MarshalText() ([]byte, error) { return enum.Marshal(levelNames, l, "level") }

// UnmarshalText sets l to the level named text: "simple", "syntax",
// "scheme" or "protocol".
func (l *Level) UnmarshalText(text []byte) error {
	return enum.Unmarshal(levelNames, text, l, "level")
}

var idnaProfileNames = []string{"none", "uts46", "uts46-transitional", "idna2008"}

// String returns "none", "uts46", "uts46-transitional" or "idna2008".
func (p IDNAProfile) String() string { return enum.Name(idnaProfileNames, p, "IDNAProfile") }

// MarshalText returns the name String gives, or an error for an
// IDNAProfile that has none.
func (p IDNAProfile) MarshalText() ([]byte, error) {
	return enum.Marshal(idnaProfileNames, p, "IDNA profile")
}

// UnmarshalText sets p to the profile named text: "none", "uts46",
// "uts46-transitional" or "idna2008".
func (p *IDNAProfile) UnmarshalText(text []byte) error {
	return enum.Unmarshal(idnaProfileNames, text, p, "IDNA profile")
}

var formNames = []string{"none", "nfc", "nfkc"}

// String returns "none", "nfc" or "nfkc".
func (f Form) String() string { return enum.Name(formNames, f, "Form") }

// MarshalText returns the name String gives, or an error for a Form that
// has none.
func (f Form) MarshalText() ([]byte, error) { return enum.Marshal(formNames, f, "normalization form") }

// UnmarshalText sets f to the form named text: "none", "nfc" or "nfkc".
func (f *Form) UnmarshalText(text []byte) error {
	return enum.Unmarshal(formNames, text, f, "normalization form")
}

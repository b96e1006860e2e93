package display

import "github.com/go-iri/iri/internal/enum"

// The names of UnicodeHosts and Form, one lower-case word a value, kept
// from release to release: MarshalText and UnmarshalText make each usable
// with flag.TextVar, encoding/json and the like, and String writes the
// same name.

var unicodeHostsNames = []string{"safe", "always", "never", "high", "moderate"}

// String returns "safe", "always", "never", "high" or "moderate", the
// name [UnicodeHosts.UnmarshalText] reads.
func (u UnicodeHosts) String() string { return enum.Name(unicodeHostsNames, u, "UnicodeHosts") }

// MarshalText returns the name String gives, or an error for a value
// that has none.
func (u UnicodeHosts) MarshalText() ([]byte, error) {
	return enum.Marshal(unicodeHostsNames, u, "choice")
}

// UnmarshalText sets u to the choice named text: "safe", "always",
// "never", "high" or "moderate".
func (u *UnicodeHosts) UnmarshalText(text []byte) error {
	return enum.Unmarshal(unicodeHostsNames, text, u, "choice")
}

var formNames = []string{"embedding", "isolate", "components"}

// String returns "embedding", "isolate" or "components", the name
// [BidiForm.UnmarshalText] reads.
func (f BidiForm) String() string { return enum.Name(formNames, f, "BidiForm") }

// MarshalText returns the name String gives, or an error for a Form that
// has none.
func (f BidiForm) MarshalText() ([]byte, error) { return enum.Marshal(formNames, f, "form") }

// UnmarshalText sets f to the form named text: "embedding", "isolate" or
// "components".
func (f *BidiForm) UnmarshalText(text []byte) error {
	return enum.Unmarshal(formNames, text, f, "form")
}

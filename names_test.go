package iri_test

import (
	"testing"

	"github.com/go-iri/iri"
	"github.com/go-iri/iri/internal/enum/enumtest"
)

// FuzzNames: the names of Level, Form and IDNAProfile round-trip through
// MarshalText and UnmarshalText, and any text either names a value or
// leaves the value as it was, with an error.
func FuzzNames(f *testing.F) {
	for _, s := range []string{"simple", "syntax", "scheme", "protocol", "none", "uts46", "uts46-transitional", "idna2008", "nfc", "nfkc", "", "Scheme", "uts46 ", "Level(?)", "\xff"} {
		f.Add([]byte(s), uint8(len(s)%6))
	}
	f.Fuzz(func(t *testing.T, text []byte, v uint8) {
		enumtest.Names[iri.Level](t, text, v)
		enumtest.Names[iri.IDNAProfile](t, text, v)
		enumtest.Names[iri.Form](t, text, v)
	})
}

package display_test

import (
	"testing"

	"github.com/go-iri/iri/display"
	"github.com/go-iri/iri/internal/enum/enumtest"
)

// FuzzNames: the names of UnicodeHosts and Form round-trip through
// MarshalText and UnmarshalText, and any text either names a value or
// leaves the value as it was, with an error.
func FuzzNames(f *testing.F) {
	for _, s := range []string{"safe", "always", "never", "embedding", "isolate", "components", "", "Safe", "never\n", "Form(?)", "\xff"} {
		f.Add([]byte(s), uint8(len(s)%5))
	}
	f.Fuzz(func(t *testing.T, text []byte, v uint8) {
		enumtest.Names[display.UnicodeHosts](t, text, v)
		enumtest.Names[display.BidiForm](t, text, v)
	})
}

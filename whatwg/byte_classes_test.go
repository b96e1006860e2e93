package whatwg

import (
	"testing"

	"github.com/go-iri/iri/internal/gentest"
)

// TestByteClassesCurrent wants byte_classes.go to be what
// gen_byte_classes.go writes.
func TestByteClassesCurrent(t *testing.T) {
	gentest.Current(t, "gen_byte_classes.go", "byte_classes.go")
}

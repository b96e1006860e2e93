package props

import (
	"testing"

	"github.com/go-iri/iri/internal/concurrent"
)

// TestConcurrentFirstUse fills blocks of the table from several
// goroutines at once (CI runs it alone under -race, so that no other test
// has filled them before).
func TestConcurrentFirstUse(t *testing.T) {
	var runes []rune
	for r := rune(0x80); r < 0x32000; r += 0x1F3 {
		runes = append(runes, r)
	}
	concurrent.FirstUse(t, runes, Of)
	concurrent.FirstUse(t, []uint8{1, 2, 3}, ScriptName)
}

package chars

import (
	"net/netip"
	"testing"

	"github.com/go-iri/iri/internal/corpus"
)

// TestIsIPv4 holds IsIPv4 to net/netip, which takes the same dotted-decimal
// form (four decimal octets, no leading zeros): every string of up to
// five pieces, which puts each length around 7 and 15 bytes, a digit or
// not at either end, octets too big and leading zeros.
func TestIsIPv4(t *testing.T) {
	pieces := []string{"0", "1", "9", "00", "01", "25", "255", "256", "999", "1000", ".", "..", "a", "1.2", "255.255", "1.2.3.4", "1.", ".0"}
	n := 0
	corpus.Concatenations(pieces, 5, func(s string) {
		a, err := netip.ParseAddr(s)
		if want := err == nil && a.Is4(); IsIPv4(s) != want {
			t.Errorf("IsIPv4(%q) = %v, want %v", s, !want, want)
		}
		if IsIPv4(s) {
			n++
		}
	})
	if n < 1000 {
		t.Errorf("only %d addresses among the inputs", n)
	}
}

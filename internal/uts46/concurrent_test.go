package uts46

import (
	"testing"

	"github.com/go-iri/iri/internal/concurrent"
)

// TestConcurrentFirstUse makes the profiles and mapping tables from
// several goroutines at once (CI runs it alone under -race, so that no
// other test has made them before).
func TestConcurrentFirstUse(t *testing.T) {
	type result struct {
		ascii string
		ok    bool
	}
	domains := []string{"Example.COM", "例え.jp", "faß.de", "xn--mnchen-3ya.de", "ab.גד.ij", "a\u200db.c", "Ⅻ.example", "xn--a.b",
		"xn--é-.com", "e\u0301.com"} // the ACE-prefix mapping; NFC's quick check answering Maybe
	for _, strict := range []bool{false, true} {
		concurrent.FirstUse(t, domains, func(d string) result {
			a, ok := ToASCII(d, strict)
			return result{a, ok}
		})
	}
}

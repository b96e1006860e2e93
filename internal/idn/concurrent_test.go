package idn

import (
	"fmt"
	"testing"

	"github.com/go-iri/iri/internal/concurrent"
)

// TestConcurrentFirstUse makes the profiles and mapping tables from
// several goroutines at once (CI runs it alone under -race, so that no
// other test has made them before).
func TestConcurrentFirstUse(t *testing.T) {
	hosts := []string{"Example.COM", "例え.jp", "faß.de", "xn--mnchen-3ya.de", "ab.גד.ij", "a\u200db.c", "Ⅻ.example", "xn--a.b"}
	for _, k := range []Kind{UTS46, UTS46Transitional, IDNA2008} {
		concurrent.FirstUse(t, hosts, func(h string) string {
			p := Profile(k, true, false)
			a, err := ToASCII(p, h)
			return fmt.Sprint(a, err, ToUnicode(p, a))
		})
	}
}

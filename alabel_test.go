package iri

import (
	"errors"
	"testing"

	"github.com/go-iri/iri/internal/idn/acetest"
)

// TestALabelNotASCII wants Mapper's IDNA, under every profile, to refuse
// a host with a label that begins with "xn--" and holds a code point above
// U+007F, written or percent-encoded (UTS #46 §4 Processing step 4.1;
// RFC 5891 §5.3: an A-label is ASCII), where golang.org/x/net/idna
// decoded the code points before the last "-" as basic ones and wrote
// another host ("xn--é-" gave "xn--9ca").
func TestALabelNotASCII(t *testing.T) {
	for _, c := range acetest.Labels() {
		for _, host := range []string{c.Label, acetest.PercentEncoded(c.Label)} {
			x := MustParse("http://" + host + "/")
			for _, profile := range []IDNAProfile{IDNAUTS46, IDNAUTS46Transitional, IDNA2008} {
				if y, err := (Mapper{IDNA: profile}).ToURI(x); err == nil || !errors.Is(err, ErrIDNA) {
					t.Errorf("profile %d: ToURI(%+q) = %q, %v; want ErrIDNA: a non-ASCII code point %s", profile, x, y, err, c.Where)
				}
			}
		}
	}
}

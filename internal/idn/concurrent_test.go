package idn

import (
	"testing"

	"github.com/go-iri/iri/internal/concurrent"
)

// TestConcurrentFirstUse makes the profiles and mapping tables from
// several goroutines at once (CI runs it alone under -race, so that no
// other test has made them before): each host under each kind in one
// run, some of them hosts the kinds disagree on ("♥" is allowed by UTS
// #46 and by RFC 5892 not, which only a profile kindOf knows as
// IDNA2008's checks; "Ⅻ" maps to "xii" under UTS #46; "ß" is "ss" under
// transitional processing), so that a goroutine that worked with a
// profile of a table other than the one kept (whose kind kindOf would
// not know) answers differently.
func TestConcurrentFirstUse(t *testing.T) {
	type input struct {
		kind Kind
		host string
	}
	// A comparable summary, made without fmt (FirstUse).
	type result struct {
		ascii, unicode string
		failed         bool
		label          string
		offset         int
	}
	var inputs []input
	for _, h := range []string{"i♥ny.example", "Ⅻ.example", "faß.de", "Example.COM", "例え.jp", "xn--mnchen-3ya.de", "ab.גד.ij", "a\u200db.c", "xn--é-.com", "é‐‑.com", "xn--a.b"} {
		for _, k := range []Kind{IDNA2008, UTS46, UTS46Transitional} {
			inputs = append(inputs, input{k, h})
		}
	}
	concurrent.FirstUse(t, inputs, func(in input) result {
		p := Profile(in.kind, true, false)
		a, err := ToASCII(p, in.host)
		r := result{ascii: a, unicode: ToUnicode(p, a), failed: err != nil}
		if err != nil {
			r.label, r.offset = err.Label, err.Offset
		}
		return r
	})
}

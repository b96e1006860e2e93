package display

import (
	"reflect"
	"testing"

	"github.com/go-iri/iri"
	"github.com/go-iri/iri/internal/chars"
	"github.com/go-iri/iri/internal/corpus"
	"github.com/go-iri/iri/internal/suites"
)

// composedToIRI is Hosts.ToIRI without its shortcut: m.ToIRI, then the
// policy on any host it leaves non-ASCII or whose ACE labels m.IDNA asks
// to be read.
func composedToIRI(h Hosts, m iri.Mapper, x iri.IRI) (iri.IRI, []KeptLabel) {
	y := m.ToIRI(x)
	if m.IDNA == iri.IDNANone && chars.IsASCII(y.Host()) {
		return y, nil
	}
	return h.IRI(y)
}

// toIRIChoices are the mappers and policies Hosts.ToIRI is held to.
var (
	toIRIMappers  = []iri.Mapper{{}, {IDNA: iri.IDNAUTS46}, {IDNA: iri.IDNA2008}}
	toIRIPolicies = []Hosts{{}, {Unicode: UnicodeAlways}, {Unicode: UnicodeNever}}
)

// sameAsComposed fails t where Hosts.ToIRI and composedToIRI differ on s
// under any mapper and policy.
func sameAsComposed(t *testing.T, s string) {
	x, err := iri.Parse(s)
	if err != nil {
		return
	}
	for _, m := range toIRIMappers {
		for _, h := range toIRIPolicies {
			y, kept := h.ToIRI(m, x)
			wantY, wantKept := composedToIRI(h, m, x)
			if y != wantY || !reflect.DeepEqual(kept, wantKept) {
				t.Fatalf("%v.ToIRI(%+v, %q) = %q %v, want %q %v", h.Unicode, m, s, y, kept, wantY, wantKept)
			}
		}
	}
}

// TestToIRIIsComposed holds Hosts.ToIRI's shortcut to the composition it
// stands for, on every host of the policy's table in both forms, inside
// IRIs with and without percent-encodings, and on every corpus line.
func TestToIRIIsComposed(t *testing.T) {
	for _, c := range suites.SpoofHosts(t) {
		for _, host := range []string{c.ACE, c.Unicode} {
			sameAsComposed(t, "http://"+host+"/a")
			sameAsComposed(t, "http://"+host+"/%C3%A9?q=%41")
		}
	}
	for _, s := range []string{"", "http://[::1]/", "http://[fe80::1%25eth0]/%C3%A9", "http://%C3%BC.example/", "http://xn--bcher-kva.example/%41", "mailto:x@xn--80ak6aa92e.com", "http://a%2Eb/"} {
		sameAsComposed(t, s)
	}
	lines := 0
	for _, name := range corpus.Names {
		for _, s := range corpus.LinesIfPresent(t, name) {
			sameAsComposed(t, s)
			lines++
		}
	}
	t.Logf("%d corpus lines", lines)
}

// TestToIRIPlainNoAlloc: an input with an ASCII host without an ACE label
// and no percent-encoding is returned as it is, without allocating.
func TestToIRIPlainNoAlloc(t *testing.T) {
	m := iri.Mapper{IDNA: iri.IDNAUTS46}
	for _, s := range []string{"http://www.example.com/a?b#c", "http://[::1]:80/", "urn:isbn:0451450523", "例え"} {
		x := iri.MustParse(s)
		if n := testing.AllocsPerRun(100, func() { Hosts{}.ToIRI(m, x) }); n != 0 {
			t.Errorf("ToIRI(%q): %v allocations", s, n)
		}
		if y, _ := (Hosts{}).ToIRI(m, x); y != x {
			t.Errorf("ToIRI(%q) = %q", s, y)
		}
	}
}

// FuzzHostsToIRI: Hosts.ToIRI is the composition it stands for, whatever
// the input, and no input panics.
func FuzzHostsToIRI(f *testing.F) {
	for _, c := range suites.SpoofHosts(f) {
		f.Add("http://" + c.ACE + "/%C3%A9")
		f.Add("http://" + c.Unicode + "/")
	}
	f.Fuzz(func(t *testing.T, s string) { sameAsComposed(t, s) })
}

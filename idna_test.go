package iri

import (
	"errors"
	"strconv"
	"testing"

	"github.com/go-iri/iri/internal/chars"
	"github.com/go-iri/iri/internal/idn"
	"github.com/go-iri/iri/internal/suites"
)

// TestIDNAConformance runs Unicode's UTS #46 conformance data through the
// host of an IRI: "http://" + source + "/" mapped with Mapper.ToURI. Only the
// sources that are a valid, non-ASCII ireg-name take that path (the others
// are not IRIs, or have nothing for IDNA to do). The file was made with
// UseSTD3ASCIIRules and VerifyDnsLength set. Every line must agree where
// x/net/idna's tables are Unicode 17.0.0, the version of the file (Go
// 1.27 on); other builds skip.
func TestIDNAConformance(t *testing.T) {
	suites.Unicode(t, "IdnaTestV2.txt")
	tried := 0
	for _, c := range suites.IDNATests(t) {
		x, err := Parse("http://" + c.Source + "/")
		if err != nil || x.Host() != c.Source || chars.NonASCIICount(c.Source) == 0 {
			continue
		}
		for _, mode := range []struct {
			profile IDNAProfile
			name    string
			want    string
			status  string
		}{{IDNAUTS46, "nontransitional", c.ToASCIIN, c.StatusN}, {IDNAUTS46Transitional, "transitional", c.ToASCIIT, c.StatusT}} {
			tried++
			y, err := Mapper{IDNA: mode.profile, STD3Rules: true, VerifyDNSLength: true}.ToURI(x)
			wantErr := mode.status != "" && mode.status != "[]"
			var problem string
			switch {
			case wantErr && err == nil:
				problem = "gave " + strconv.Quote(y.Host()) + ", want an error " + mode.status
			case !wantErr && err != nil:
				problem = err.Error() + ", want " + strconv.Quote(mode.want)
			case !wantErr && y.Host() != mode.want:
				problem = "gave " + strconv.Quote(y.Host()) + ", want " + strconv.Quote(mode.want)
			case wantErr && !errors.Is(err, ErrIDNA):
				problem = "error " + err.Error() + " is not ErrIDNA"
			}
			if problem != "" {
				t.Errorf("line %d, %s: %q: %s", c.Line, mode.name, c.Source, problem)
			}
		}
	}
	if tried != 5884 {
		t.Errorf("%d IDNA conversions through the host path, want 5884", tried)
	}
}

// idnaFailure returns the offset and the label of an IDNA failure, and
// whether err is one.
func idnaFailure(err error) (offset int, label string, ok bool) {
	var e *Error
	var ie *idnaError
	if !errors.As(err, &e) || !errors.As(err, &ie) {
		return 0, "", false
	}
	return e.Offset, ie.label, true
}

// TestIDNAKinds wants the profiles of IDNAProfile to be the kinds of
// internal/idn with the same values, as Mapper.idnaProfile converts them.
func TestIDNAKinds(t *testing.T) {
	for p, k := range map[IDNAProfile]idn.Kind{IDNAUTS46: idn.UTS46, IDNAUTS46Transitional: idn.UTS46Transitional, IDNA2008: idn.IDNA2008} {
		if idn.Kind(p) != k {
			t.Errorf("IDNAProfile %d is idn.Kind %d", p, k)
		}
	}
}

package iri

import (
	"errors"
	"strings"
	"testing"

	"github.com/go-iri/iri/internal/suites"
	"golang.org/x/net/idna"
)

// TestVerifyDNSLength wants VerifyDNSLength to hold every profile to the
// limits of RFC 1034 §3.1 as UTS #46 words them (VerifyDnsLength): labels
// of 1 to 63 octets, names of at most 253 without the root's final dot,
// which it does not allow; the error names the label (the whole name when
// only the name is too long). ASCII names, which IDNA leaves as they are,
// are held to them too.
func TestVerifyDNSLength(t *testing.T) {
	a := func(n int) string { return strings.Repeat("a", n) }
	long := strings.Repeat("ü", 128) // punycode: a 134-octet label
	name253 := "bücher." + a(63) + "." + a(63) + "." + a(63) + "." + a(47)
	ascii253 := a(63) + "." + a(63) + "." + a(63) + "." + a(61)
	tests := []struct {
		host, want string
		label      string // for an error: the label it names, at offset at in host
		at         int
	}{
		{"bücher." + a(63) + ".de", "xn--bcher-kva." + a(63) + ".de", "", 0},
		{"bücher." + a(64) + ".de", "", a(64), 8},
		{long + ".de", "", long, 0},
		{name253, "xn--bcher-kva." + a(63) + "." + a(63) + "." + a(63) + "." + a(47), "", 0},
		{name253 + "a", "", name253 + "a", 0},
		{"bücher.de.", "", "", 11}, // the root label
		{"bücher..de", "", "", 8},
		{a(63) + ".example", a(63) + ".example", "", 0},
		{a(64) + ".example", "", a(64), 0},
		{"x." + a(64), "", a(64), 2},
		{"%61" + a(63) + ".example", "", "%61" + a(63), 0},
		{ascii253, ascii253, "", 0},
		{ascii253 + "a", "", ascii253 + "a", 0},
		{"example.com.", "", "", 12},
		{"a..example", "", "", 2},
	}
	for _, profile := range []IDNAProfile{IDNAUTS46, IDNAUTS46Transitional, IDNA2008} {
		for _, tt := range tests {
			x := MustParse("http://" + tt.host + "/")
			y, err := Mapper{IDNA: profile, VerifyDNSLength: true}.ToURI(x)
			if tt.want != "" {
				if err != nil || y.Host() != tt.want {
					t.Errorf("profile %d, %q: %q, %v; want %q", profile, tt.host, y.Host(), err, tt.want)
				}
				continue
			}
			if off, label, ok := idnaFailure(err); !ok || !errors.Is(err, ErrIDNA) || label != tt.label || off != 7+tt.at {
				t.Errorf("profile %d, %q: %q, %v; want an IDNA error for the label %q at offset %d", profile, tt.host, y.Host(), err, tt.label, 7+tt.at)
			}
			// Without the option, the name goes through.
			if _, err := (Mapper{IDNA: profile}).ToURI(x); err != nil && tt.host != "bücher..de" {
				t.Errorf("profile %d, %q, without VerifyDNSLength: %v", profile, tt.host, err)
			}
		}
	}
	// The messages of the ASCII names.
	for host, want := range map[string]string{
		a(64) + ".example": `iri: IDNA rejects the host label "` + a(64) + `" at offset 7: a label longer than 63 octets (RFC 1034 §3.1)`,
		"example.com.":     `iri: IDNA rejects the host label "" at offset 19: an empty label (RFC 1034 §3.1)`,
		ascii253 + "a":     `iri: IDNA rejects the host label "` + ascii253 + `a" at offset 7: a name longer than 253 octets (RFC 1034 §3.1)`,
	} {
		if _, err := (Mapper{IDNA: IDNAUTS46, VerifyDNSLength: true}).ToURI(MustParse("http://" + host + "/")); err == nil || err.Error() != want {
			t.Errorf("%q: %v\nwant %s", host, err, want)
		}
	}
	// An empty host is no DNS name to check.
	if y, err := (Mapper{IDNA: IDNAUTS46, VerifyDNSLength: true}).ToURI(MustParse("file:///etc/hosts")); err != nil || y.String() != "file:///etc/hosts" {
		t.Errorf("empty host: %q, %v", y, err)
	}
	// The option is IDNA's: without IDNA the host is percent-encoded, as
	// RFC 3987 §3.1 maps it, unchecked.
	if y, err := (Mapper{VerifyDNSLength: true}).ToURI(MustParse("http://" + long + "/")); err != nil || len(y.Host()) != 6*128 {
		t.Errorf("IDNANone: %q, %v", y, err)
	}
}

// TestDNSLengthAgreesWithIDNA wants the length check of ASCII names to
// decide as x/net/idna decides for the names it converts, where it
// applies UTS #46 revision 33 (its Unicode 17.0.0 tables), which refuses
// the root label; before, it keeps it, and the Mapper refuses it itself
// (TestVerifyDNSLength).
func TestDNSLengthAgreesWithIDNA(t *testing.T) {
	suites.Unicode(t, "x/net/idna's VerifyDNSLength")
	p := idna.New(idna.VerifyDNSLength(true))
	a := func(n int) string { return strings.Repeat("a", n) }
	for _, host := range []string{"", ".", "a", "a.", ".a", "a..b", a(63), a(64), a(63) + "." + a(63) + "." + a(63) + "." + a(61),
		a(63) + "." + a(63) + "." + a(63) + "." + a(62), a(63) + "." + a(63) + "." + a(63) + "." + a(61) + ".", a(253), "b." + a(63) + "."} {
		_, errIDNA := p.ToASCII(host)
		_, _, errHere := dnsLengthError(host)
		if (errIDNA == nil) != (errHere == nil) {
			t.Errorf("%q (%d octets): x/net/idna says %v, dnsLengthError %v", host, len(host), errIDNA, errHere)
		}
	}
}

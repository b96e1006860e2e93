package display

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/go-iri/iri"
	"github.com/go-iri/iri/internal/chars"
	"github.com/go-iri/iri/internal/idn"
	"github.com/go-iri/iri/internal/suites"
	"github.com/go-iri/iri/spoof"
	"golang.org/x/net/idna"
	"golang.org/x/text/unicode/norm"
)

// TestHostTable takes the display policy's table of hosts
// (spoof/testdata/display-hosts.tsv): each host in both forms is shown as
// the table says, kept in ACE form for the reason it gives; UnicodeAlways and
// UnicodeNever show every host in Unicode and in ACE form. A host the table has
// percent-encoded (no ACE form holds an invisible character that IDNA's
// mapping removes) is written as it is by every policy in that form, with
// nothing kept, and in its Unicode form as IDNA maps it by UnicodeAlways and
// UnicodeNever.
func TestHostTable(t *testing.T) {
	table := suites.SpoofHosts(t)
	if len(table) != 113 {
		t.Fatalf("%d hosts, want 113", len(table))
	}
	p := idn.Profile(idn.UTS46, false, false)
	for _, c := range table {
		always, never := c.Unicode, c.ACE
		if strings.IndexByte(c.ACE, '%') >= 0 {
			var err *idn.LabelError
			if never, err = idn.ToASCII(p, c.Unicode); err != nil {
				// The table is Unicode 17.0.0's: UTS #46 15.1 made
				// default ignorables such as U+3164 and U+17B4 ignored,
				// which the 15.0.0 tables of x/net/idna (before Go 1.27)
				// disallow.
				if idna.UnicodeVersion != suites.UnicodeVersion {
					t.Logf("%s: %v (x/net/idna's Unicode %s): not tried", c.Unicode, err, idna.UnicodeVersion)
					continue
				}
				t.Fatalf("%s: %v", c.Unicode, err)
			}
			always = idn.ToUnicode(p, never)
		}
		want := c.ACE
		if c.ShowUnicode {
			want = c.Unicode
		}
		for _, in := range []string{c.ACE, c.Unicode} {
			got, kept := Hosts{}.Host(in)
			if got != want {
				t.Errorf("Hosts{}.Host(%q) = %q, want %q", in, got, want)
				continue
			}
			reason, wantReason := "", c.Reason
			if len(kept) > 0 && len(kept[0].Findings) > 0 {
				reason = kept[0].Findings[0].Reason.String()
			}
			if strings.IndexByte(in, '%') >= 0 {
				wantReason = "" // written as it is, not judged: nothing kept
			}
			if reason != wantReason {
				t.Errorf("Hosts{}.Host(%q): reason %q, want %q", in, reason, wantReason)
			}
			wantAlways, wantNever := always, never
			if in == c.ACE {
				wantAlways, wantNever = c.Unicode, c.ACE
				if always != c.Unicode {
					wantAlways = c.ACE // percent-encoded: as it is
				}
			}
			if got, _ := (Hosts{Unicode: UnicodeAlways}).Host(in); got != wantAlways {
				t.Errorf("Always: Host(%q) = %q, want %q", in, got, wantAlways)
			}
			if got, kept := (Hosts{Unicode: UnicodeNever}).Host(in); got != wantNever || kept != nil {
				t.Errorf("Never: Host(%q) = %q, %v, want %q", in, got, kept, wantNever)
			}
		}
	}
}

func TestHostEdges(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"example.com", "example.com"},
		{"", ""},
		{"XN--BCHER-KVA.example", "bücher.example"},
		{"bücher.example.", "bücher.example."},
		{"xn--80ak6aa92e.com.", "xn--80ak6aa92e.com."},
		{"xn--abc.example", "xn--abc.example"},                     // not punycode of a valid U-label
		{"b%C3%BCcher.example", "b%C3%BCcher.example"},             // percent-encoded: as it is
		{"abcعربي.example", "abc%D8%B9%D8%B1%D8%A8%D9%8A.example"}, // IDNA rejects it (bidi): encoded
		{"www.xn--80ak6aa92e.com", "www.xn--80ak6aa92e.com"},
		{"аррӏе.xn--p1ai", "аррӏе.рф"},
		// IDNA rejects the host for its last label: the unsafe first
		// label (Hebrew beside Arabic) has no ACE form that maps back.
		{"גۓ.\ufffd", "%D7%92%DB%93.%EF%BF%BD"},
		// IDNA rejects the host (an encoded ASCII character beside a
		// non-ASCII label): "Ӕ" names itself, not the "ӕ" IDNA would
		// map it to (found by FuzzInspect).
		{"%22.Ӕ", "%22.Ӕ"},
		// The host converts, but not with its ACE label in Unicode.
		{"%22.xn--80ak6aa92e", "%22.xn--80ak6aa92e"},
	} {
		if got, _ := (Hosts{}).Host(c.in); got != c.want {
			t.Errorf("Host(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

func TestHostsIRI(t *testing.T) {
	x := iri.MustParse("http://user@xn--80ak6aa92e.com:8080/p?q#f")
	if y, kept := (Hosts{Unicode: UnicodeAlways}).IRI(x); y.String() != "http://user@аррӏе.com:8080/p?q#f" || kept != nil {
		t.Errorf("Always: %v %v", y, kept)
	}
	if y, kept := (Hosts{}).IRI(x); y != x || len(kept) != 1 || kept[0].ULabel != "аррӏе" {
		t.Errorf("Safe: %v %v", y, kept)
	}
	v6 := iri.MustParse("http://[::1]/")
	if y, _ := (Hosts{}).IRI(v6); y != v6 {
		t.Errorf("IPv6: %v", y)
	}
}

func TestHostASCIINoAlloc(t *testing.T) {
	if n := testing.AllocsPerRun(100, func() { Hosts{}.Host("www.example.com") }); n != 0 {
		t.Errorf("Host of an ASCII host: %v allocations", n)
	}
	x := iri.MustParse("http://www.example.com/a")
	if n := testing.AllocsPerRun(100, func() { Hosts{}.IRI(x) }); n != 0 {
		t.Errorf("IRI with an ASCII host: %v allocations", n)
	}
}

// FuzzHosts: no host panics; UnicodeNever writes ASCII where IDNA can; UnicodeSafe and
// UnicodeNever are idempotent, and UnicodeSafe agrees with itself on its own output.
func FuzzHosts(f *testing.F) {
	for _, c := range suites.SpoofHosts(f) {
		f.Add(c.ACE)
		f.Add(c.Unicode)
	}
	f.Fuzz(func(t *testing.T, host string) {
		safe, _ := Hosts{}.Host(host)
		if again, _ := (Hosts{}).Host(safe); again != safe {
			t.Fatalf("Safe: %q -> %q -> %q", host, safe, again)
		}
		shownRoundTrips(t, host, safe)
		if chars.NonASCIICount(safe) > 0 {
			if name, ok := spoof.TopDomain(safe); ok {
				t.Fatalf("Safe: %q shown as %q, which looks like %q", host, safe, name)
			}
		}
		for _, h := range []Hosts{{Transitional: true}, {Unicode: UnicodeHighlyRestrictive}, {Unicode: UnicodeModeratelyRestrictive}} {
			shown, _ := h.Host(host)
			if again, _ := h.Host(shown); again != shown {
				t.Fatalf("%+v: %q -> %q -> %q", h, host, shown, again)
			}
			shownRoundTrips(t, host, shown)
		}
		never, kept := Hosts{Unicode: UnicodeNever}.Host(host)
		if kept != nil {
			t.Fatalf("Never kept %v", kept)
		}
		if again, _ := (Hosts{Unicode: UnicodeNever}).Host(never); again != never {
			t.Fatalf("Never: %q -> %q -> %q", host, never, again)
		}
		Hosts{Unicode: UnicodeAlways}.Host(host)
	})
}

// TestHostsPolicies holds the fields of Hosts to what they say: ß and ς
// stay in ACE form under Transitional only; a protected name's look-alike
// stays in ACE form whole, beside the top domains or, with OnlyProtected,
// in their place; Firefox's profiles have no top domains, and their own
// rules of labels.
func TestHostsPolicies(t *testing.T) {
	protect := spoof.Protect([]string{"example.test"})
	for _, tc := range []struct {
		h          Hosts
		host, want string
	}{
		{Hosts{}, "faß.de", "faß.de"},
		{Hosts{Transitional: true}, "faß.de", "xn--fa-hia.de"},
		{Hosts{Transitional: true}, "xn--fa-hia.de", "xn--fa-hia.de"},
		{Hosts{}, "éxample.test", "éxample.test"},
		{Hosts{Protected: protect}, "éxample.test", "xn--xample-9ua.test"},
		{Hosts{Protected: protect}, "www.éxample.test", "www.xn--xample-9ua.test"},
		{Hosts{Protected: protect}, "bücher.example.test", "bücher.example.test"}, // under the name
		{Hosts{Protected: protect}, "gõogle.com", "xn--gogle-dua.com"},
		{Hosts{Protected: protect, OnlyProtected: true}, "gõogle.com", "gõogle.com"},
		{Hosts{Unicode: UnicodeHighlyRestrictive}, "gõogle.com", "gõogle.com"},
		{Hosts{Unicode: UnicodeHighlyRestrictive, Protected: protect}, "éxample.test", "xn--xample-9ua.test"},
		{Hosts{Unicode: UnicodeHighlyRestrictive}, "ㄅㄆ.tw", "xn--5ekc.tw"},
		{Hosts{Unicode: UnicodeHighlyRestrictive}, "café카페.kr", "café카페.kr"},
		{Hosts{Unicode: UnicodeHighlyRestrictive}, "abcհայ.com", "xn--abc-3ce8e5a.com"},
		{Hosts{Unicode: UnicodeModeratelyRestrictive}, "abcհայ.com", "abcհայ.com"},
		{Hosts{}, "abcհայ.com", "xn--abc-3ce8e5a.com"},
		{Hosts{Unicode: UnicodeAlways}, "gõogle.com", "gõogle.com"},
		{Hosts{Unicode: UnicodeNever}, "bücher.example", "xn--bcher-kva.example"},
	} {
		if got, _ := tc.h.Host(tc.host); got != tc.want {
			t.Errorf("%+v.Host(%q) = %q, want %q", tc.h, tc.host, got, tc.want)
		}
	}
	// The host like a top domain names it, in a finding of each label it
	// keeps.
	_, kept := Hosts{}.Host("www.gõogle.com")
	if len(kept) != 1 || kept[0].ULabel != "gõogle" || kept[0].Findings[0].Reason != spoof.ReasonTopDomain ||
		!strings.Contains(kept[0].Findings[0].Detail, "google.com") {
		t.Errorf("kept %+v", kept)
	}
}

// shownRoundTrips fails t unless each label of shown, host as a policy
// shows it, that is in Unicode converts through IDNA to an ACE form that
// converts back to it: a label is shown in Unicode only as the name it is.
// (A label with a percent-encoding, or not UTF-8, is written as it is:
// Host's doc; one written as it is may differ from its U-label in case
// and composition.)
func shownRoundTrips(t *testing.T, host, shown string) {
	t.Helper()
	p := idn.Profile(idn.UTS46, false, false)
	for _, label := range strings.Split(shown, ".") {
		if chars.NonASCIICount(label) == 0 || strings.IndexByte(label, '%') >= 0 || !utf8.ValidString(label) {
			continue
		}
		ace, err := idn.ToASCII(p, label)
		if err != nil {
			t.Fatalf("%q shown as %q: label %q does not convert: %v", host, shown, label, err)
		}
		if back := idn.ToUnicode(p, ace); !strings.EqualFold(back, norm.NFC.String(label)) { // a host's case does not matter (RFC 3986 §3.2.2)
			t.Fatalf("%q shown as %q: label %q converts to %q, which reads %q", host, shown, label, ace, back)
		}
	}
}

package canon

import (
	"slices"
	"testing"

	"github.com/go-iri/iri/internal/suites"
)

// TestSiteSuite runs the site cases of canon/cases.jsonl read in place:
// the Public Suffix List's own test file (77) and surt's
// getPublicSuffix (4), whose expectation is the registrable domain, or
// null. The list's Unicode answers are also accepted in ASCII (a URL's
// host is), and a host with a leading dot may be refused as no host.
func TestSiteSuite(t *testing.T) {
	type siteCase struct {
		ID       string
		Command  string
		Input    string
		ErrorOK  bool `json:"error_ok"`
		Expected struct {
			RegistrableDomain    *string  `json:"registrable_domain"`
			RegistrableDomainAlt []string `json:"registrable_domain_alt"`
		}
	}
	n := 0
	for _, c := range suites.JSONLines[siteCase](t, "canon/cases.jsonl") {
		if c.Command != "site" {
			continue
		}
		n++
		s, err := SiteOf(c.Input)
		switch want := c.Expected.RegistrableDomain; {
		case err != nil && c.ErrorOK:
		case err != nil:
			t.Errorf("%s: SiteOf(%q): %v", c.ID, c.Input, err)
		case want == nil:
			if s.RegistrableDomain != "" {
				t.Errorf("%s: %q has the registrable domain %q, want none", c.ID, c.Input, s.RegistrableDomain)
			}
		case s.RegistrableDomain != *want && !slices.Contains(c.Expected.RegistrableDomainAlt, s.RegistrableDomain):
			t.Errorf("%s: %q has the registrable domain %q, want %q", c.ID, c.Input, s.RegistrableDomain, *want)
		}
	}
	if n != 81 {
		t.Errorf("%d site cases, want 81", n)
	}
}

// TestSite holds each rule: the private rules and the ICANN section
// apart, the default rule for a top label the list does not know, a
// trailing dot kept, no suffix for what is not a domain.
func TestSite(t *testing.T) {
	for _, tt := range []struct {
		in                             string
		suffix, domain, icannS, icannD string
	}{
		{"www.example.co.uk", "co.uk", "example.co.uk", "co.uk", "example.co.uk"},
		{"a.example.blogspot.com", "blogspot.com", "example.blogspot.com", "com", "blogspot.com"},
		{"blogspot.com", "blogspot.com", "", "com", "blogspot.com"},
		{"x.b.s3.amazonaws.com", "s3.amazonaws.com", "b.s3.amazonaws.com", "com", "amazonaws.com"},
		{"www.example.invalidtld", "invalidtld", "example.invalidtld", "invalidtld", "example.invalidtld"},
		{"example.com.", "com.", "example.com.", "com.", "example.com."},
		{"com.", "com.", "", "com.", ""},
		{"https://WWW.Example.COM:8080/p", "com", "example.com", "com", "example.com"},
		{"http://食狮.公司.cn/", "xn--55qx5d.cn", "xn--85x722f.xn--55qx5d.cn", "xn--55qx5d.cn", "xn--85x722f.xn--55qx5d.cn"},
		{"http://192.168.0.1/", "", "", "", ""},
		{"http://0x7f.1/", "", "", "", ""}, // 127.0.0.1, as the URL Standard reads it
		{"http://[::1]/", "", "", "", ""},
		{"foo://example.com/", "", "", "", ""}, // an opaque host
	} {
		s, err := SiteOf(tt.in)
		if err != nil || s.PublicSuffix != tt.suffix || s.RegistrableDomain != tt.domain || s.ICANNSuffix != tt.icannS || s.ICANNDomain != tt.icannD {
			t.Errorf("SiteOf(%q) = %+v, %v; want %q %q %q %q", tt.in, s, err, tt.suffix, tt.domain, tt.icannS, tt.icannD)
		}
	}
	for _, h := range []string{"", ".", "..", "a..", "a..b", ".com", "127.0.0.1", "[::1]"} {
		if s, ok := PublicSuffix(h); ok {
			t.Errorf("PublicSuffix(%q) = %q, true", h, s)
		}
		if d, ok := RegistrableDomain(h); ok {
			t.Errorf("RegistrableDomain(%q) = %q, true", h, d)
		}
	}
	for _, in := range []string{"", "/path", "a@b", "mailto:a@b"} {
		if s, err := SiteOf(in); err == nil {
			t.Errorf("SiteOf(%q) = %+v", in, s)
		}
	}
}

// FuzzSiteOf: no panic; a registrable domain ends with its public suffix
// and is the host or a suffix of it, one label longer.
func FuzzSiteOf(f *testing.F) {
	for _, s := range []string{"www.example.co.uk", "http://食狮.公司.cn/", "a..b", "com.", "http://[::1]/"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		s, err := SiteOf(in)
		if err != nil {
			return
		}
		for _, pair := range [][2]string{{s.PublicSuffix, s.RegistrableDomain}, {s.ICANNSuffix, s.ICANNDomain}} {
			suffix, domain := pair[0], pair[1]
			if domain == "" {
				continue
			}
			if len(domain) <= len(suffix)+1 || domain[len(domain)-len(suffix)-1:] != "."+suffix ||
				s.Host != domain && (len(s.Host) <= len(domain) || s.Host[len(s.Host)-len(domain)-1:] != "."+domain) {
				t.Fatalf("SiteOf(%q) = %+v", in, s)
			}
		}
	})
}

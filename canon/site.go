package canon

import (
	"errors"
	"net/netip"
	"strings"

	"github.com/go-iri/iri/whatwg"
	"golang.org/x/net/publicsuffix"
)

// PublicSuffix returns the public suffix of host (URL Standard §3.2, host
// public suffix), with the list's private rules: "co.uk" of
// "www.example.co.uk", "github.io" of "example.github.io", and for a top
// label the list does not know, that label (the list's default rule
// "*"). A trailing dot stays ("com." of "example.com."). host is a domain
// as the URL parser serializes it (ASCII, lower case); it reports false
// for one that is not (empty, an IP address, a label that is empty but a
// last one).
func PublicSuffix(host string) (string, bool) {
	return suffixOf(host, false)
}

// ICANNPublicSuffix is PublicSuffix with the ICANN section of the list
// alone, which leaves out its private rules: "com" of
// "example.blogspot.com", where PublicSuffix gives "blogspot.com".
func ICANNPublicSuffix(host string) (string, bool) {
	return suffixOf(host, true)
}

// RegistrableDomain returns the registrable domain of host (URL Standard
// §3.2, host registrable domain): its public suffix and the label before
// it, "example.co.uk" of "www.example.co.uk". It reports false where
// there is none: for a host that is a public suffix itself, and where
// PublicSuffix reports false.
func RegistrableDomain(host string) (string, bool) {
	return domainOf(host, false)
}

// ICANNRegistrableDomain is RegistrableDomain with the ICANN section of
// the list alone: "blogspot.com" of "example.blogspot.com".
func ICANNRegistrableDomain(host string) (string, bool) {
	return domainOf(host, true)
}

// suffixOf is PublicSuffix, or ICANNPublicSuffix with icannOnly.
func suffixOf(host string, icannOnly bool) (string, bool) {
	name, dot := strings.CutSuffix(host, ".")
	if !isDomain(name) {
		return "", false
	}
	suffix, icann := suffixes(name)
	if icannOnly {
		suffix = icann
	}
	if dot {
		suffix = host[len(host)-len(suffix)-1:] // the suffix and the final dot, a suffix of host
	}
	return suffix, true
}

// icannSuffix is the ICANN section's public suffix of a name whose
// public suffix is suffix, by a private rule: the ICANN rule that
// matches is the longest that matches a shorter suffix (a longer one
// would have won). A suffix of one label is the default rule's, in both
// sections.
func icannSuffixOf(suffix string) string {
	for icann := false; !icann; {
		_, shorter, ok := strings.Cut(suffix, ".")
		if !ok {
			break
		}
		suffix, icann = publicsuffix.PublicSuffix(shorter)
	}
	return suffix
}

// domainOf is RegistrableDomain, or ICANNRegistrableDomain with icannOnly.
func domainOf(host string, icannOnly bool) (string, bool) {
	suffix, ok := suffixOf(host, icannOnly)
	if !ok {
		return "", false
	}
	return domainWith(host, suffix)
}

// domainWith is the registrable domain of host whose public suffix is
// suffix: the suffix and the label before it, a suffix of host itself.
func domainWith(host, suffix string) (string, bool) {
	if len(suffix) >= len(host) {
		return "", false
	}
	rest := host[:len(host)-len(suffix)-1] // the labels before the suffix, without the dot between
	label := rest[strings.LastIndexByte(rest, '.')+1:]
	if label == "" {
		return "", false
	}
	return host[len(rest)-len(label):], true
}

// isDomain reports whether name (without its final dot) can be a domain
// the list is asked about: not empty, without an empty label, not an IPv4
// address, not an IP-literal.
func isDomain(name string) bool {
	if name == "" || name[0] == '.' || name[len(name)-1] == '.' || strings.Contains(name, "..") || name[0] == '[' {
		return false
	}
	// Only a name that ends in a digit or holds a ':' can be an address:
	// the others skip ParseAddr, whose error allocates.
	if last := name[len(name)-1]; '0' <= last && last <= '9' || strings.Contains(name, ":") {
		if _, err := netip.ParseAddr(name); err == nil {
			return false
		}
	}
	return true
}

// A Site is what the Public Suffix List says of the host of a URL.
type Site struct {
	Host              string // the host, as the URL Standard serializes it
	PublicSuffix      string // "" for none (see PublicSuffix)
	RegistrableDomain string // "" for none
	ICANNSuffix       string // the public suffix by the ICANN section alone
	ICANNDomain       string // the registrable domain by the ICANN section alone
}

// ErrNoHost is the error of SiteOf for an input that is neither a host
// nor a URL with a host.
var ErrNoHost = errors.New("canon: neither a host nor a URL with a host")

// SiteOf parses hostOrURL, a URL with a host ("https://www.example.co.uk/")
// or a host alone ("WWW.Example.co.uk", "食狮.公司.cn", "example.com:8080"),
// as the URL Standard does (whatwg.Parse: a host is lower-cased and
// converted to ASCII by UTS #46), and returns what the list says of its
// host. A host that is not a domain (an IP address, a URL's opaque host)
// has no suffix.
func SiteOf(hostOrURL string) (Site, error) {
	if host, ok := siteHost(hostOrURL); ok {
		return siteOfDomain(host, false), nil
	}
	u, err := whatwg.Parse(hostOrURL)
	if err != nil || u.Hostname() == "" {
		if strings.ContainsAny(hostOrURL, "/?#@\\") {
			return Site{}, ErrNoHost
		}
		if u, err = whatwg.Parse("http://" + hostOrURL); err != nil || u.Hostname() == "" {
			return Site{}, ErrNoHost
		}
	}
	if !special(u.Protocol()) {
		return Site{Host: u.Hostname()}, nil // an opaque host, not a domain
	}
	return siteOfDomain(u.Hostname(), true), nil
}

// siteOfDomain is the Site of host, a special URL's host; with check,
// one that may be no domain (an IP address), which then has no suffix.
func siteOfDomain(host string, check bool) Site {
	s := Site{Host: host}
	name, dot := strings.CutSuffix(s.Host, ".")
	if check && !isDomain(name) {
		return s
	}
	suffix, icannSuffix := suffixes(name)
	if dot {
		suffix, icannSuffix = s.Host[len(s.Host)-len(suffix)-1:], s.Host[len(s.Host)-len(icannSuffix)-1:]
	}
	s.PublicSuffix, s.ICANNSuffix = suffix, icannSuffix
	s.RegistrableDomain, _ = domainWith(s.Host, suffix)
	s.ICANNDomain, _ = domainWith(s.Host, icannSuffix)
	return s
}

// special reports whether protocol is one of the URL Standard's special
// schemes', whose hosts are domains or IP addresses.
func special(protocol string) bool {
	switch protocol {
	case "http:", "https:", "ws:", "wss:", "ftp:", "file:":
		return true
	}
	return false
}

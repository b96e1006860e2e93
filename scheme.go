package iri

import (
	"maps"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/go-iri/iri/internal/chars"
	"github.com/go-iri/iri/internal/idn"
)

// A SchemeRule is what scheme-based normalization (RFC 3987 §5.3.3) knows
// of one scheme.
type SchemeRule struct {
	// DefaultPort is the port that an absent port means; a port equal to
	// it is dropped ("http://a:80/" is "http://a/").
	DefaultPort string
	// EmptyPathIsRoot says that, with an authority, an empty path means
	// "/" ("http://a" is "http://a/").
	EmptyPathIsRoot bool
	// DomainHost says that a reg-name host is a domain name, so that its
	// IDN forms are one: Unicode labels and their punycode, in any case
	// ("http://résumé.example.org" is "http://xn--rsum-bpad.example.org").
	// The normal form has Unicode labels (UTS #46 nontransitional).
	DomainHost bool
	// LocalhostIsEmpty says that the host "localhost" means the empty
	// host, as for file (RFC 8089 §2).
	LocalhostIsEmpty bool
	// Normalize, if set, is applied last to an IRI of the scheme, already
	// normalized by the rules above: for what the scheme's own syntax
	// makes equivalent. It must return a valid IRI and be idempotent.
	Normalize func(IRI) IRI
}

// Schemes is a registry of scheme rules, safe for concurrent use.
type Schemes struct {
	// Every check and normalization looks a scheme up, and registering is
	// rare: readers load the table without a lock, and Register replaces
	// it with a copy (so that readers on several cores do not contend).
	table atomic.Pointer[schemeTable]
	write sync.Mutex
}

// schemeTable is one version of a registry's rules. It is never changed
// once stored, so readers may keep pointers into it.
type schemeTable struct {
	rules map[string]*SchemeRule
	// The schemes of most IRIs, found without hashing.
	http, https *SchemeRule
}

func newSchemeTable(rules map[string]*SchemeRule) *schemeTable {
	return &schemeTable{rules: rules, http: rules["http"], https: rules["https"]}
}

// NewSchemes returns a registry with the rules this package knows: http,
// https, ws, wss, ftp, file, mailto, urn, data.
func NewSchemes() *Schemes {
	httpLike := func(port string) SchemeRule {
		return SchemeRule{DefaultPort: port, EmptyPathIsRoot: true, DomainHost: true}
	}
	rules := map[string]*SchemeRule{}
	for name, rule := range map[string]SchemeRule{
		"http":   httpLike("80"),
		"https":  httpLike("443"),
		"ws":     httpLike("80"),
		"wss":    httpLike("443"),
		"ftp":    httpLike("21"),
		"file":   {EmptyPathIsRoot: true, DomainHost: true, LocalhostIsEmpty: true},
		"mailto": {Normalize: normalizeMailto},
		"urn":    {Normalize: normalizeURN},
		"data":   {Normalize: normalizeData},
	} {
		rules[name] = &rule
	}
	s := new(Schemes)
	s.table.Store(newSchemeTable(rules))
	return s
}

// DefaultSchemes is the registry that normalization uses when the options
// name none. Register on it changes what SchemeBased means for the whole
// program; a private registry from NewSchemes does not.
var DefaultSchemes = NewSchemes()

// Register sets the rule for a scheme (compared without regard to case),
// replacing the one there was.
func (s *Schemes) Register(scheme string, rule SchemeRule) {
	s.write.Lock()
	defer s.write.Unlock()
	rules := map[string]*SchemeRule{}
	if old := s.table.Load(); old != nil {
		rules = maps.Clone(old.rules)
	}
	rules[strings.ToLower(scheme)] = &rule
	s.table.Store(newSchemeTable(rules))
}

// Lookup returns the rule for a scheme (compared without regard to case).
func (s *Schemes) Lookup(scheme string) (SchemeRule, bool) {
	if r := s.lookup(scheme); r != nil {
		return *r, true
	}
	return SchemeRule{}, false
}

// lookup returns the registry's own rule for a scheme, nil if it has none:
// Check looks up every input's scheme, and a rule is a few words to copy.
func (s *Schemes) lookup(scheme string) *SchemeRule {
	t := s.table.Load()
	switch {
	case t == nil:
		return nil
	case len(scheme) == 5 && strings.EqualFold(scheme, "https"):
		return t.https
	case len(scheme) == 4 && strings.EqualFold(scheme, "http"):
		return t.http
	case chars.HasUpper(scheme) || chars.NonASCIICount(scheme) > 0:
		// Lower-cased on the stack, not in a new string; Register
		// lower-cases with strings.ToLower, which knows more than ASCII.
		var buf [32]byte
		if len(scheme) > len(buf) || chars.NonASCIICount(scheme) > 0 {
			return t.rules[strings.ToLower(scheme)]
		}
		lower := buf[:len(scheme)]
		for i := range len(scheme) {
			lower[i] = scheme[i]
			if lower[i] >= 'A' && lower[i] <= 'Z' {
				lower[i] += 'a' - 'A'
			}
		}
		return t.rules[string(lower)]
	}
	return t.rules[scheme]
}

// normalizeScheme applies scheme-based normalization to x, which is
// syntax-normal (so its scheme is in lower case).
func (x IRI) normalizeScheme(registry *Schemes) IRI {
	if registry == nil {
		registry = DefaultSchemes
	}
	rule, _ := registry.Lookup(x.Scheme())
	// The port without leading zeros ("080" is 80), dropped when empty
	// or the default (RFC 3986 §3.2.3).
	p, hasPort := x.Port()
	port := strings.TrimLeft(p, "0")
	if port == "" && p != "" {
		port = "0"
	}
	dropPort := hasPort && (p == "" || port == rule.DefaultPort)
	rootPath := rule.EmptyPathIsRoot && x.HasAuthority() && x.Path() == ""
	host := x.Host()
	if x.hostKind == RegName {
		if rule.LocalhostIsEmpty && host == "localhost" {
			host = ""
		}
		if rule.DomainHost {
			host = canonicalDomain(host)
		}
	}
	y := x
	if dropPort || rootPath || host != x.Host() || port != p {
		y, _ = rebuild(x, len(x.s)+len(host)+1, dropPort, func(dst []byte, src string, c Component) ([]byte, error) {
			switch {
			case c == ComponentHost:
				return append(dst, host...), nil
			case c == ComponentPort:
				return append(dst, port...), nil
			case c == ComponentPath && rootPath:
				return append(dst, '/'), nil
			}
			return append(dst, src...), nil
		})
	}
	if rule.Normalize != nil {
		y = rule.Normalize(y)
	}
	return y
}

// domainCache remembers the canonical form of the last few thousand
// domain names that needed IDNA: a crawl or an RDF store meets the same
// hosts over and over, and IDNA is the costly part of scheme-based
// normalization. It is cleared when full. Its keys and values are its own
// copies, never substrings of a caller's IRI (which they would keep
// alive, however long), and a host longer than maxCachedDomain is not
// kept: the cache holds a few MiB at most.
var domainCache struct {
	sync.RWMutex
	m map[string]string
}

const domainCacheSize = 4096

// maxCachedDomain bounds the hosts and canonical forms that domainCache
// keeps. A domain name has at most 253 octets as ASCII; its Unicode form,
// percent-encoded, can be a few times longer.
const maxCachedDomain = 1024

// canonicalDomain returns the normal form of a domain name host: each
// label as UTS #46 nontransitional processing maps it, written as a
// Unicode label where it has a valid one. A host that IDNA rejects, or
// that is ASCII without punycode, is returned as it is.
func canonicalDomain(host string) string {
	if chars.NonASCIICount(host) == 0 && strings.IndexByte(host, '%') < 0 && !idn.HasPunycodeLabel(host) || idn.HasPercentEncodedASCII(host) {
		// An encoded ASCII character ("%2E", "%21") is data, which
		// IDNA must not turn into structure.
		return host
	}
	if len(host) > maxCachedDomain {
		return computeCanonicalDomain(host)
	}
	domainCache.RLock()
	c, ok := domainCache.m[host]
	domainCache.RUnlock()
	if ok {
		return c
	}
	c = computeCanonicalDomain(host)
	if len(c) > maxCachedDomain {
		return c
	}
	// c may be host itself (IDNA rejected it, or left it as it was) or
	// share its bytes: copy both, sharing one copy when they are equal.
	key := strings.Clone(host)
	value := key
	if c != host {
		value = strings.Clone(c)
	}
	domainCache.Lock()
	if domainCache.m == nil || len(domainCache.m) >= domainCacheSize {
		domainCache.m = make(map[string]string, domainCacheSize)
	}
	domainCache.m[key] = value
	domainCache.Unlock()
	return c
}

func computeCanonicalDomain(host string) string {
	p := Mapper{IDNA: UTS46}.idnaProfile()
	decoded, err := Unescape(host)
	if err != nil {
		return host
	}
	ascii, err := p.ToASCII(decoded)
	if err != nil || idn.UnsafeResult(ascii) != nil {
		return host
	}
	// The U-labels idn.ToUnicode writes are valid ones: no "%", nothing
	// to decode.
	return idn.ToUnicode(p, ascii)
}

// withPath returns x with its path replaced by path, which must be valid
// where x's path stands.
func (x IRI) withPath(path string) IRI {
	if path == x.Path() {
		return x
	}
	y, _ := rebuild(x, len(x.s)-len(x.Path())+len(path), false, func(dst []byte, src string, c Component) ([]byte, error) {
		if c == ComponentPath {
			src = path
		}
		return append(dst, src...), nil
	})
	return y
}

// normalizeURN lower-cases the namespace identifier, which RFC 8141 §3.1
// makes case-insensitive: "urn:ISBN:x" is "urn:isbn:x".
func normalizeURN(x IRI) IRI {
	path := x.Path()
	nid, _, ok := strings.Cut(path, ":")
	if !ok || !chars.HasUpper(nid) {
		return x
	}
	return x.withPath(strings.ToLower(nid) + path[len(nid):])
}

// normalizeMailto lower-cases the ASCII domain of each address, which is
// case-insensitive (RFC 6068 §2, RFC 5321 §2.4); local parts keep their
// case.
func normalizeMailto(x IRI) IRI {
	path := x.Path()
	// Most addresses are in lower case already: look before building.
	upperDomain := false
	for rest := path; rest != "" && !upperDomain; {
		addr, next, _ := strings.Cut(rest, ",")
		if at := strings.LastIndexByte(addr, '@'); at >= 0 && chars.HasUpper(addr[at:]) {
			upperDomain = true
		}
		rest = next
	}
	if !upperDomain {
		return x
	}
	addrs := strings.Split(path, ",")
	for i, a := range addrs {
		if at := strings.LastIndexByte(a, '@'); at >= 0 {
			addrs[i] = a[:at] + strings.ToLower(a[at:])
		}
	}
	return x.withPath(strings.Join(addrs, ","))
}

// normalizeData lower-cases the media type and its parameters, which are
// case-insensitive (RFC 2397 §3, RFC 2045 §5.1); the data keeps its case.
func normalizeData(x IRI) IRI {
	path := x.Path()
	comma := strings.IndexByte(path, ',')
	if comma < 0 || !chars.HasUpper(path[:comma]) {
		return x
	}
	return x.withPath(strings.ToLower(path[:comma]) + path[comma:])
}

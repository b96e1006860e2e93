package iri

import (
	"maps"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/go-iri/iri/internal/chars"
	"github.com/go-iri/iri/internal/idn"
	"github.com/go-iri/iri/internal/uts46"
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

// Schemes is a registry of scheme rules, safe for concurrent use. The zero
// Schemes is an empty registry, ready to use; NewSchemes returns one that
// starts with the built-in rules. A Comparer whose Schemes is nil uses the
// built-in rules, which no registry can change.
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
	// rules holds the registered rules, by lower-case scheme; they hide
	// the built-in rule of the same scheme.
	rules map[string]*SchemeRule
	// builtin says that a scheme not in rules has its built-in rule.
	builtin bool
	// The rules of the schemes of most IRIs, found without hashing.
	http, https *SchemeRule
}

// The built-in rules: static data, built by the linker, never changed.
// They are not exported, and Lookup returns copies.
var (
	ruleHTTP   = SchemeRule{DefaultPort: "80", EmptyPathIsRoot: true, DomainHost: true}
	ruleHTTPS  = SchemeRule{DefaultPort: "443", EmptyPathIsRoot: true, DomainHost: true}
	ruleWS     = SchemeRule{DefaultPort: "80", EmptyPathIsRoot: true, DomainHost: true}
	ruleWSS    = SchemeRule{DefaultPort: "443", EmptyPathIsRoot: true, DomainHost: true}
	ruleFTP    = SchemeRule{DefaultPort: "21", EmptyPathIsRoot: true, DomainHost: true}
	ruleFile   = SchemeRule{EmptyPathIsRoot: true, DomainHost: true, LocalhostIsEmpty: true}
	ruleMailto = SchemeRule{Normalize: normalizeMailto}
	ruleURN    = SchemeRule{Normalize: normalizeURN}
	ruleData   = SchemeRule{Normalize: normalizeData}

	// builtinSchemes is the table of a nil registry: the built-in rules.
	builtinSchemes = schemeTable{builtin: true, http: &ruleHTTP, https: &ruleHTTPS}
)

// builtinRule returns the built-in rule for a lower-case scheme, nil if
// there is none.
func builtinRule(scheme string) *SchemeRule {
	switch scheme {
	case "http":
		return &ruleHTTP
	case "https":
		return &ruleHTTPS
	case "ws":
		return &ruleWS
	case "wss":
		return &ruleWSS
	case "ftp":
		return &ruleFTP
	case "file":
		return &ruleFile
	case "mailto":
		return &ruleMailto
	case "urn":
		return &ruleURN
	case "data":
		return &ruleData
	}
	return nil
}

// NewSchemes returns a registry that starts with the rules this package
// knows: http, https, ws, wss, ftp, file, mailto, urn, data. Register adds
// to it, or replaces one of them, for this registry only.
func NewSchemes() *Schemes {
	s := new(Schemes)
	s.table.Store(&builtinSchemes)
	return s
}

// Register sets the rule for a scheme (compared without regard to case),
// replacing the one there was. The scheme is written without its ":"; if
// it is not a scheme (RFC 3986 §3.1: a letter followed by letters,
// digits, "+", "-" or "."), Register returns an *Error whose cause is
// ErrInvalidScheme (ErrInvalidUTF8 for a name that is not UTF-8) and
// changes nothing.
func (s *Schemes) Register(scheme string, rule SchemeRule) error {
	if err := checkScheme(scheme); err != nil {
		return err
	}
	s.write.Lock()
	defer s.write.Unlock()
	old := s.table.Load()
	if old == nil {
		old = &schemeTable{}
	}
	rules := make(map[string]*SchemeRule, len(old.rules)+1)
	maps.Copy(rules, old.rules)
	rules[strings.ToLower(scheme)] = &rule
	t := &schemeTable{rules: rules, builtin: old.builtin}
	t.http, t.https = t.find("http"), t.find("https")
	s.table.Store(t)
	return nil
}

// Lookup returns the rule for a scheme (compared without regard to ASCII
// case, the only case a scheme has), and whether the registry has one. A
// name with non-ASCII characters is no scheme, and has no rule.
func (s *Schemes) Lookup(scheme string) (SchemeRule, bool) {
	if r := s.table.Load().lookup(scheme); r != nil {
		return *r, true
	}
	return SchemeRule{}, false
}

// noRule is the rule of a scheme the registry does not know.
var noRule SchemeRule

// lookup returns the table's own rule for a scheme, nil if it has none (or
// if t is nil, the table of a zero registry): Check looks up every input's
// scheme, and a rule is a few words to copy.
func (t *schemeTable) lookup(scheme string) *SchemeRule {
	switch {
	case t == nil:
		return nil
	case scheme == "https": // as most are written
		return t.https
	case scheme == "http":
		return t.http
	case len(scheme) == 5 && strings.EqualFold(scheme, "https"):
		return t.https
	case len(scheme) == 4 && strings.EqualFold(scheme, "http"):
		return t.http
	case chars.NonASCIICount(scheme) > 0:
		// Not a scheme, and so not registered: a scheme is ASCII, and
		// only its ASCII letters have case.
		return nil
	case chars.HasUpper(scheme):
		// Lower-cased on the stack, not in a new string.
		var buf [32]byte
		if len(scheme) > len(buf) {
			return t.find(strings.ToLower(scheme))
		}
		return t.find(string(chars.AppendLower(buf[:0], scheme)))
	}
	return t.find(scheme)
}

// find returns the rule for a lower-case scheme, nil if there is none.
func (t *schemeTable) find(scheme string) *SchemeRule {
	if r, ok := t.rules[scheme]; ok {
		return r
	}
	if t.builtin {
		return builtinRule(scheme)
	}
	return nil
}

// normalizeScheme applies scheme-based normalization to x, which is
// syntax-normal (so its scheme is in lower case).
func (x IRI) normalizeScheme(registry *Schemes) IRI {
	t := &builtinSchemes
	if registry != nil {
		t = registry.table.Load()
	}
	rule := t.lookup(x.Scheme())
	if rule == nil {
		rule = &noRule
	}
	// The port without leading zeros ("080" is 80), dropped when empty
	// or the default (RFC 3986 §3.2.3).
	p, hasPort := x.Port()
	port := strings.TrimLeft(p, "0")
	if port == "" && p != "" {
		port = "0"
	}
	dropPort := hasPort && (p == "" || port == rule.DefaultPort)
	rootPath := rule.EmptyPathIsRoot && x.authorityPresent() && x.Path() == ""
	host := x.Host()
	if x.hostKind == HostRegName {
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
	if idn.PlainHost(host) && strings.IndexByte(host, '%') < 0 || idn.HasPercentEncodedASCII(host) {
		// An encoded ASCII character ("%2E", "%21") is data, which
		// IDNA must not turn into structure.
		return host
	}
	if u, ok := fastCanonicalDomain(host); ok {
		return u
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

// fastCanonicalDomain is computeCanonicalDomain where the fast path of
// internal/uts46 is sure of the answer (ok): nearly every IDN host, in
// Unicode or in A-labels. computeCanonicalDomain is x/net/idna's ToASCII
// and then its ToUnicode of each A-label, under the profile
// idn.Profile(idn.UTS46, false, false) (MapForLookup, BidiRule,
// StrictDomainName(false)); uts46.ToUnicodeCheckHyphensInto answers as
// that profile's ToUnicode does wherever it answers, and ToASCII fails
// only where ToUnicode does (VerifyDnsLength is off: both run the same
// processing and checks of UTS #46 §4, ToASCII then only encodes). The
// rest of computeCanonicalDomain changes nothing on what the fast path
// takes: a host with "%" goes to the slow path, every label it takes is
// lower-case letters, digits, "-" and code points that UTS #46 maps to
// themselves, all of them ucschar and none a bidi control (so each
// A-label decodes to a U-label that idn.ToUnicode keeps:
// TestFastPathCodePointsAreUcschar in internal/uts46), and what has a
// non-ASCII label or an A-label is not an IPv4 address
// (idn.UnsafeResult). TestCanonicalDomainFastPath holds it to
// computeCanonicalDomain on the hosts of the corpora and suites.
//
// The fast path costs a small fraction of x/net/idna's (3.3 µs a host
// on corpus-iri's IDN hosts), and it needs no cache. The result is host
// itself, or a string of its own where an A-label was decoded.
func fastCanonicalDomain(host string) (string, bool) {
	var buf [256]byte
	n, u, ok := uts46.ToUnicodeCheckHyphensInto(buf[:], host)
	if ok && n > 0 {
		u = string(buf[:n])
	}
	return u, ok
}

func computeCanonicalDomain(host string) string {
	p := Mapper{IDNA: IDNAUTS46}.idnaProfile()
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

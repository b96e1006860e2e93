package whatwg

import (
	"strings"
	"unicode/utf8"
	"unsafe"

	"github.com/go-iri/iri/internal/chars"
	"github.com/go-iri/iri/internal/pct"
	"github.com/go-iri/iri/internal/uts46"
)

// host runs the host parser (URL Standard §3.5) on in[i:j], the host of
// a special URL or, for the others, an opaque host, writes the host
// serialized (§3.6), and sets it as the URL's host. For a file URL, the
// domain "localhost" becomes the empty host (§4.4, file host state).
func (p *parser) host(i, j int, file bool) bool {
	p.hostStart = p.out.n
	var kind hostKind
	switch {
	case i < j && p.in[i] == '[':
		if j-i < 2 || p.in[j-1] != ']' {
			return p.fail(errIPv6Unclosed, i)
		}
		addr, ok := p.ipv6(i+1, j-1)
		if !ok {
			return false
		}
		var buf [41]byte
		b := append(buf[:0], '[')
		b = appendIPv6(b, &addr)
		p.out.bytes(append(b, ']'))
		kind = hostIPv6
	case !p.scheme.special():
		if !p.opaqueHost(i, j) {
			return false
		}
		kind = hostOpaque
		if i == j {
			kind = hostEmpty
		}
	default:
		var ok bool
		if kind, ok = p.domain(i, j); !ok {
			return false
		}
		if file && kind == hostDomain && p.out.slice(p.hostStart, p.out.n) == "localhost" {
			p.out.truncate(p.hostStart)
			kind = hostEmpty
		}
	}
	p.endHost(kind)
	return true
}

// endHost sets the host, written from hostStart to the end of the
// output, as the URL's host, of kind kind: what the host state (§4.4)
// and its shortcut, plainAuthority, end with.
func (p *parser) endHost(kind hostKind) {
	p.hostEnd = p.out.n
	p.hostKind, p.hostWritten = kind, true
}

// opaqueHost runs the opaque-host parser (§3.5) on in[i:j] and writes the
// opaque host.
func (p *parser) opaqueHost(i, j int) bool {
	for k := i; k < j; k++ {
		if forbiddenHost.has(p.in[k]) {
			return p.fail(errHostInvalidCodePoint, k)
		}
	}
	if p.validate {
		p.checkUnits(i, j)
	}
	p.encode(i, j, c0ControlSet)
	return true
}

// domain runs the steps of the host parser (§3.5) for the host in[i:j] of
// a special URL, which is not empty and not in brackets, and writes the
// domain or the IPv4 address it is.
func (p *parser) domain(i, j int) (hostKind, bool) {
	input := p.in[i:j]
	// The usual host is lower-case ASCII without "%" or a forbidden
	// domain code point: it is its own domain (§3.3, domain parser step
	// 5). One that ends in a number goes on with the others to the IPv4
	// parser below, which is also where it is checked for a valid domain:
	// once.
	k := runPlainDomain.span(input, 0)
	if input != "" && k == len(input) && !endsInANumber(input) {
		p.keepDomain(i, j)
		return hostDomain, true
	}
	// Nearly every other host of Parse is an IDN the fast path of UTS #46
	// takes as it is, before it is percent-decoded or checked for UTF-8
	// (a domain with "%" or a byte that is not UTF-8 it turns away).
	if !p.validate && k < len(input) && input[k] >= utf8.RuneSelf && p.fastIDNDomain(input) {
		return hostDomain, true
	}
	// UTF-8 decode without BOM of the percent-decoding of input (§3.5).
	domain, scratch := input, 0
	if hasPercentEncodedByte(input) {
		p.report(errDomainPercentEncoded, i)
		domain, scratch = p.percentDecodeHost(input)
	} else if !utf8.ValidString(input) {
		domain = strings.ToValidUTF8(input, "\uFFFD")
	}
	if p.validate {
		p.checkValidDomain(domain, i)
	}
	if !chars.IsASCII(domain) {
		return p.idnDomain(domain, scratch, i)
	}
	// Domain to ASCII of an ASCII domain (§3.3): its checks of the
	// result, which lowercasing does not change.
	if domain == "" || forbiddenDomain.span(domain, 0) < len(domain) {
		return 0, p.failDomain(i)
	}
	if endsInANumber(domain) {
		addr, ok := p.ipv4(domain, i)
		if !ok {
			return 0, false
		}
		p.writeIPv4(addr)
		return hostIPv4, true
	}
	p.out.lower(domain) // domain to ASCII of an ASCII domain (§3.3; see uts46.ToASCII)
	return hostDomain, true
}

// keepDomain writes in[i:j], a domain that is its own domain to ASCII
// (lower-case ASCII without a forbidden domain code point, not ending in a
// number), and checks it for a valid domain.
func (p *parser) keepDomain(i, j int) {
	if p.validate {
		p.checkValidDomain(p.in[i:j], i)
	}
	p.out.keep(i, j)
}

// plainAuthority takes the authority that starts at i when it is the
// usual one of a special URL: no credentials, a host that is its own
// domain as domain takes it first, and maybe a port. It writes "//" and
// the host, as the authority and host states (§4.4) do, in one scan
// rather than their four, and returns where the host ends: at the ":"
// of the port, or at the end of the authority. Any other authority is
// left to those states.
func (p *parser) plainAuthority(i int) (int, bool) {
	in := p.in
	j := runPlainDomain.span(in, i)
	if j == i {
		return 0, false
	}
	if ends := authorityEnd[1]; j < len(in) && !ends.has(in[j]) {
		// Only a port may follow: a ":" and digits up to the end of the
		// authority. Anything else (an "@", a second ":") is the general
		// states'.
		if in[j] != ':' {
			return 0, false
		}
		k := j + 1
		for k < len(in) && chars.IsDigit(in[k]) {
			k++
		}
		if k < len(in) && !ends.has(in[k]) {
			return 0, false
		}
	}
	if endsInANumber(in[i:j]) {
		return 0, false
	}
	p.out.byte('/') // "//", a byte at a time: byte is inlined, str is not
	p.out.byte('/')
	p.usernameEnd = p.out.n
	p.hostStart = p.out.n
	p.keepDomain(i, j)
	p.endHost(hostDomain)
	return j, true
}

// checkValidDomain is the first step of the domain parser (URL Standard
// §3.3): it reports a domain-to-ASCII validation error at i, and goes on,
// when UTS #46 ToASCII with beStrict true fails on domain (internal/uts46,
// which passes all of IdnaTestV2.json), which is to say when domain is
// not a valid domain (§3.4). Only Validate asks (p.validate).
func (p *parser) checkValidDomain(domain string, i int) {
	if _, ok := uts46.ToASCII(domain, true); !ok {
		p.report(errDomainToASCII, i)
	}
}

// idnDomain is the rest of the host parser (§3.5, steps 6 to 9) for a
// domain that is not ASCII: domain to ASCII (§3.3) writes the result
// straight into the href (uts46.AppendToASCII, which also makes the
// checks of §3.3 step 4 on it: not empty, no forbidden domain code
// point), and a result that ends in a number is parsed as an IPv4
// address instead. scratch is the length of the domain where
// percentDecodeHost put it, past the end of the output; else 0.
func (p *parser) idnDomain(domain string, scratch int, i int) (hostKind, bool) {
	dst := p.out.grow()
	n := len(dst)
	b, ok := uts46.AppendToASCII(dst[:n+scratch], domain, false)
	if !ok {
		p.out.setGrown(dst)
		return 0, p.failDomain(i)
	}
	if scratch > 0 {
		// The result follows the decoded domain: move it in its place.
		copy(b[n:], b[n+scratch:])
		b = b[:len(b)-scratch]
	}
	p.out.setGrown(b)
	result := p.out.slice(p.hostStart, p.out.n)
	if !endsInANumber(result) {
		return hostDomain, true
	}
	p.report(errIPv4NonASCIIInput, i)
	// The address is parsed before the output is cut: result shares
	// its memory.
	addr, ok := p.ipv4(result, i)
	p.out.truncate(p.hostStart)
	if !ok {
		return 0, false
	}
	p.writeIPv4(addr)
	return hostIPv4, true
}

// fastIDNDomain writes the result of domain to ASCII (§3.3) of input
// when UTS #46's fast path takes input and the result does not end in a
// number, and reports whether it did: what idnDomain would write for it
// (uts46.AppendToASCIIFast is AppendToASCII's fast path), without the
// percent-decoding and the UTF-8 check before, which change nothing in
// such a host.
func (p *parser) fastIDNDomain(input string) bool {
	dst := p.out.grow()
	b, ok := uts46.AppendToASCIIFast(dst, input)
	if !ok {
		return false
	}
	if result := b[len(dst):]; endsInANumber(unsafe.String(unsafe.SliceData(result), len(result))) {
		return false
	}
	p.out.setGrown(b)
	return true
}

// failDomain is fail for the domain parser (URL Standard §3.3, "domain
// to ASCII") of the host at i: its steps that return failure (UTS #46
// ToASCII with beStrict false, an empty result, a forbidden domain code
// point in it) have no validation error of their own. Each fails where
// ToASCII with beStrict true fails too, whose domain-to-ASCII the domain
// parser reported first (checkValidDomain): the failure is named by it,
// and it is reported once. (The standard no longer has
// domain-invalid-code-point.)
func (p *parser) failDomain(i int) bool {
	if n := len(p.errs); n > 0 && p.errs[n-1] == (ValidationError{Name: errDomainToASCII, Offset: i}) {
		return p.failReported(errDomainToASCII, i)
	}
	return p.fail(errDomainToASCII, i)
}

// writeIPv4 writes addr serialized (§3.6).
func (p *parser) writeIPv4(addr uint32) {
	var buf [15]byte
	p.out.bytes(appendIPv4(buf[:0], addr))
}

// hasPercentEncodedByte reports whether s holds a percent-encoded byte
// (§1.3): "%" and two hex digits.
func hasPercentEncodedByte(s string) bool {
	for i := strings.IndexByte(s, '%'); i >= 0; {
		if pct.IsTriplet(s, i) {
			return true
		}
		k := strings.IndexByte(s[i+1:], '%')
		if k < 0 {
			break
		}
		i += 1 + k
	}
	return false
}

// percentDecodeHost percent-decodes the host s (§1.3) and decodes the
// bytes as UTF-8 without BOM: what is not UTF-8 becomes U+FFFD. A domain
// that is not ASCII, which goes on to idnDomain, is left in the output's
// buffer past its end, and scratch is its length: domain to ASCII reads
// it there, and no string is made for it. Otherwise scratch is 0.
func (p *parser) percentDecodeHost(s string) (domain string, scratch int) {
	dst := p.out.grow()
	n := len(dst)
	b := pct.AppendLenientDecoded(dst, s)
	decoded := b[n:]
	if !utf8.Valid(decoded) {
		return strings.ToValidUTF8(string(decoded), "\uFFFD"), 0
	}
	if chars.IsASCII(unsafe.String(&decoded[0], len(decoded))) {
		return string(decoded), 0
	}
	// The buffer, grown or not, keeps the decoded bytes past its end.
	p.out.setGrown(b[:n])
	return unsafe.String(&decoded[0], len(decoded)), len(decoded)
}

// endsInANumber is the ends in a number checker (§3.5): whether the last
// label of the domain, or the one before a final ".", is a number for the
// IPv4 parser.
func endsInANumber(s string) bool {
	s = strings.TrimSuffix(s, ".")
	// A number ends in a hex digit, or in the "x" of "0x": most domains
	// end in another letter, and are done with here.
	if s == "" || !chars.IsHex(s[len(s)-1]) && s[len(s)-1]|0x20 != 'x' {
		return false
	}
	last := s[strings.LastIndexByte(s, '.')+1:]
	if last == "" {
		return false
	}
	digits := true
	for i := 0; i < len(last); i++ {
		digits = digits && chars.IsDigit(last[i])
	}
	if digits {
		return true
	}
	if len(last) < 2 || last[0] != '0' || last[1]|0x20 != 'x' {
		return false
	}
	for i := 2; i < len(last); i++ {
		if !chars.IsHex(last[i]) {
			return false
		}
	}
	return true
}

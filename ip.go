package iri

import "github.com/go-iri/iri/internal/chars"

// IP literals and IPv4 addresses, as RFC 3986 §3.2.2 (adopted unchanged by
// RFC 3987 §2.2) writes them:
//
//	IP-literal  = "[" ( IPv6address / IPvFuture ) "]"
//	IPvFuture   = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" )
//	IPv6address = 6( h16 ":" ) ls32 / "::" 5( h16 ":" ) ls32 / ...
//	ls32        = ( h16 ":" h16 ) / IPv4address
//
// IPv6 zone identifiers (RFC 6874) are not part of this grammar: RFC 3987
// §2.2 says so, and "[fe80::1%25eth0]" is rejected.

// parseIPLiteral parses the IP-literal starting with the "[" at offset i and
// returns the offset just past its "]".
func parseIPLiteral(s string, i int) (int, HostKind, error) {
	if i+1 < len(s) && s[i+1]|0x20 == 'v' {
		end, ok := scanIPvFuture(s, i+1)
		if !ok {
			return 0, 0, &Error{Input: s, Offset: end, Component: ComponentHost, Err: ErrInvalidIPvFuture}
		}
		return end + 1, HostIPvFuture, nil
	}
	end, ok := scanIPv6(s, i+1)
	if !ok || end >= len(s) || s[end] != ']' {
		return 0, 0, &Error{Input: s, Offset: end, Component: ComponentHost, Err: ErrInvalidIPv6}
	}
	return end + 1, HostIPv6, nil
}

// scanIPvFuture checks the IPvFuture at offset i (the "v") up to the
// closing "]". It returns the offset of the "]", or of the first character
// that cannot be part of the address.
func scanIPvFuture(s string, i int) (int, bool) {
	i++ // "v"
	start := i
	for i < len(s) && chars.IsHex(s[i]) {
		i++
	}
	if i == start || i >= len(s) || s[i] != '.' {
		return i, false
	}
	i++
	start = i
	// unreserved / sub-delims / ":": the userinfo characters, but "%".
	for i < len(s) && chars.In(s[i], chars.Userinfo) {
		i++
	}
	if i == start || i >= len(s) || s[i] != ']' {
		return i, false
	}
	return i, true
}

// scanIPv6 checks the IPv6address at offset i. It returns the offset just
// past the address, where the caller expects "]", or the offset of the
// first character that breaks the grammar.
//
// The nine alternatives of the ABNF come down to: groups of one to four
// hex digits separated by ":", at most one "::" standing for one or more
// zero groups, an optional IPv4address in place of the last two groups;
// exactly eight groups without "::", at most seven with it.
func scanIPv6(s string, i int) (int, bool) {
	groups := 0
	compressed := false
	if len(s)-i >= 2 && s[i] == ':' && s[i+1] == ':' {
		compressed = true
		i += 2
		if i >= len(s) || s[i] == ']' {
			return i, true
		}
	}
	for {
		start := i
		for i < len(s) && i-start < 4 && chars.IsHex(s[i]) {
			i++
		}
		if i == start {
			return i, false // a group was expected
		}
		if i < len(s) && s[i] == '.' {
			// ls32 as an IPv4address: it must be the last piece.
			end, ok := chars.ScanIPv4(s, start)
			if !ok {
				return end, false
			}
			i, groups = end, groups+2
			break
		}
		groups++
		if groups > 8 {
			return start, false
		}
		if i >= len(s) || s[i] != ':' {
			break
		}
		if i+1 < len(s) && s[i+1] == ':' {
			if compressed {
				return i, false // a second "::"
			}
			compressed = true
			i += 2
			if i >= len(s) || s[i] == ']' {
				break
			}
			continue
		}
		i++ // a single ":" must be followed by a group
	}
	if compressed && groups > 7 || !compressed && groups != 8 {
		return i, false
	}
	return i, true
}

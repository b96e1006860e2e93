package whatwg

import "strings"

// FitsDNS reports whether the host of u is a domain that the DNS can
// carry (RFC 1035 §2.3.4, RFC 1034 §3.1): labels of 1 to 63 octets, 253
// octets in all, not counting a final "." for the root. The URL parser
// checks none of this (URL Standard §3.3 sets VerifyDnsLength only for
// valid domains); a crawler or resolver can ask before a lookup that
// would fail.
func (u URL) FitsDNS() bool {
	if u.hostKind != hostDomain {
		return false
	}
	host := u.Hostname()
	if len(host) > 0 && host[len(host)-1] == '.' {
		host = host[:len(host)-1]
	}
	if len(host) > 253 {
		return false
	}
	for len(host) > 0 {
		label := host
		if k := strings.IndexByte(host, '.'); k >= 0 {
			label, host = host[:k], host[k+1:]
			if host == "" {
				return false // an empty label before the root's dot
			}
		} else {
			host = ""
		}
		if len(label) == 0 || len(label) > 63 {
			return false
		}
	}
	return true
}

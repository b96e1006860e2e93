package canon

import "strings"

// siteHost is the host whatwg.Parse gives a URL of the common shape,
// found without parsing the rest of it: a special scheme but "file" in
// any case, "//", and an authority of simpleAuthority's bytes whose host
// is a plainName without "xn--" (which starts the labels UTS #46
// checks) and a last label that does not start with a digit (which would
// make the host an IPv4 address, or no host), and perhaps a port of at
// most 65535. Such a host is a domain, which UTS #46 only lower-cases:
// the result is a part of rawURL where it has no upper-case letter. It
// reports false for every other input, which SiteOf gives to
// whatwg.Parse (TestSiteFastAgrees and FuzzSiteFast hold the two to
// agree).
func siteHost(rawURL string) (string, bool) {
	n := schemeLength(rawURL)
	if n == 0 || !strings.HasPrefix(rawURL[n:], "//") {
		return "", false
	}
	switch scheme := rawURL[:n-1]; {
	case scheme == "https" || scheme == "http":
	case strings.EqualFold(scheme, "http"), strings.EqualFold(scheme, "https"), strings.EqualFold(scheme, "ws"),
		strings.EqualFold(scheme, "wss"), strings.EqualFold(scheme, "ftp"):
	default:
		return "", false
	}
	rest := rawURL[n+2:]
	at, end, colon, upper, ok := simpleAuthority(rest)
	if !ok {
		return "", false
	}
	host := rest[at:end]
	if colon >= 0 {
		host = rest[at:colon]
		if _, ok := simplePort(rest[colon+1 : end]); !ok {
			return "", false
		}
	}
	if !plainName(host) || strings.Contains(host, "xn--") || upper && containsFold(host, "xn--") {
		return "", false
	}
	if last := host[strings.LastIndexByte(host, '.')+1]; '0' <= last && last <= '9' {
		return "", false
	}
	if upper {
		host = strings.ToLower(host)
	}
	return host, true
}

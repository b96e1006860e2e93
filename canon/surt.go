package canon

import (
	"slices"
	"strconv"
	"strings"

	"github.com/go-iri/iri/internal/chars"
)

// SURT makes the Sort-friendly URI Reordering Transform of a URL, as the
// Internet Archive's surt library (0.3.1) and Heritrix make it, the key
// of CDX indexes and Wayback machines: "com,example)/a?a=1&b=2" of
// "http://www.Example.com/a?b=2&a=1". The zero value is surt.surt(url)
// with no options: [Google]'s canonicalization, then [IA]'s, then the
// host's labels reversed and joined by commas, closed by ')', without the
// scheme.
//
// A URL without a host ("mailto:a@example.com", "dns:example.com") keeps
// its scheme and its canonicalized path, and has no ')'. Two inputs are
// answered as surt answers them before parsing: "" is "-", and a URL
// that starts with "filedesc" (an ARC file's header record) is kept as
// it is.
type SURT struct {
	WithScheme    bool // with_scheme=True: "http://(com,example,)/"
	TrailingComma bool // trailing_comma=True: "com,example,)/"
	KeepIPOrder   bool // reverse_ipaddr=False: "192.168.1.254)/", where surt writes "254,1,168,192)/"

	// Uncanonicalized skips both canonicalizations (surt's
	// canonicalizer=lambda x, **opts: x): the SURT of the URL as
	// handyurl.parse splits it.
	Uncanonicalized bool

	// IA configures the IA step (surt's canonicalizer options, such as
	// host_massage=False as IA.KeepWWW).
	IA IA
}

// Key returns the SURT of rawURL. The error is surt's, where it raises:
// an input that is empty once trimmed, a port that is not a number from
// 0 to 65535.
func (s SURT) Key(rawURL string) (string, error) {
	b, err := s.AppendKey(nil, rawURL)
	return string(b), err
}

// AppendKey appends the SURT of rawURL to dst.
func (s SURT) AppendKey(dst []byte, rawURL string) ([]byte, error) {
	switch {
	case rawURL == "":
		return append(dst, '-'), nil
	case strings.HasPrefix(rawURL, "filedesc"):
		return append(dst, rawURL...), nil
	}
	if b, ok := s.appendFast(dst, rawURL); ok {
		return b, nil
	}
	return s.appendGeneral(dst, rawURL)
}

// appendGeneral is AppendKey by surt's own steps, for every URL.
func (s SURT) appendGeneral(dst []byte, rawURL string) ([]byte, error) {
	u, err := parseHandyURL(rawURL)
	if err != nil {
		return dst, err
	}
	if !s.Uncanonicalized {
		u.google()
		s.IA.apply(&u)
	}
	return u.appendURL(dst, surtFormat{surt: true, withScheme: s.WithScheme, trailingComma: s.TrailingComma,
		keepIPOrder: s.KeepIPOrder}), nil
}

// surtFormat says how appendURL writes a handyURL: as a URL, or as a SURT
// and with which of its options (handyurl.geturl_bytes's arguments).
type surtFormat struct {
	surt, withScheme, trailingComma, keepIPOrder bool
}

// urlString is u written as a URL with its scheme, for a canonicalizer
// of an input of inputLen bytes. The canonical form is seldom longer
// than the input and a little: a buffer of that size spares appendURL
// growing one from nothing, and, never written again, it is the string
// (one allocation).
func (u *handyURL) urlString(inputLen int) string {
	return chars.Frozen(u.appendURL(make([]byte, 0, inputLen+16), surtFormat{withScheme: true}))
}

// appendURL writes u as handyurl.geturl_bytes does.
func (u *handyURL) appendURL(dst []byte, f surtFormat) []byte {
	host := u.host
	switch {
	case f.withScheme:
		dst = append(append(dst, u.scheme...), ':')
		if host != "" {
			if u.scheme != "dns" {
				dst = append(dst, "//"...)
			}
			if f.surt {
				dst = append(dst, '(')
			}
		}
	case host == "":
		dst = append(append(dst, u.scheme...), ':')
	}
	if host != "" {
		if f.surt {
			dst = appendSURTHost(dst, host, f.keepIPOrder)
		} else {
			dst = append(dst, host...)
		}
		if u.port != 0 {
			dst = strconv.AppendInt(append(dst, ':'), int64(u.port), 10)
		}
		if f.surt {
			if f.trailingComma {
				dst = append(dst, ',')
			}
			dst = append(dst, ')')
		}
	}
	switch {
	case u.path != "":
		dst = appendLower(dst, u.path, u.lowerPath)
	case u.hasQuery || u.hasHash:
		dst = append(dst, '/')
	}
	if u.hasQuery {
		dst = appendQuery(append(dst, '?'), u.query, u.lowerQuery, u.sortQuery)
	}
	if u.hasHash {
		dst = append(append(dst, '#'), u.hash...)
	}
	if u.lastDelimiter {
		dst = append(dst, '?')
	}
	return dst
}

// appendSURTHost appends host with its dot-separated labels in reverse
// order, joined by commas (surt's hostToSURT); with keepIPOrder, a host
// of four dotted numbers of one to three digits stays as it is.
func appendSURTHost(dst []byte, host string, keepIPOrder bool) []byte {
	if keepIPOrder && looksLikeIPv4(host) {
		return append(dst, host...)
	}
	// The labels are copied into room made once, from the last: the key
	// is as long as the host, a ',' where a '.' was.
	n := len(dst)
	dst = slices.Grow(dst, len(host))[:n+len(host)]
	out := dst[n:]
	for end := len(host); ; {
		dot := strings.LastIndexByte(host[:end], '.')
		out = out[copy(out, host[dot+1:end]):]
		if dot < 0 {
			return dst
		}
		out[0], out = ',', out[1:]
		end = dot
	}
}

// looksLikeIPv4 reports whether host starts with four dotted numbers of
// one to three ASCII digits and ends there, surt's _RE_IP_ADDRESS
// (which Python's '$' also lets end before a final LF).
// It reads the numbers in place: ColumnsOf asks it of every host.
func looksLikeIPv4(host string) bool {
	host = strings.TrimSuffix(host, "\n")
	for i := range 4 {
		if i > 0 {
			if host == "" || host[0] != '.' {
				return false
			}
			host = host[1:]
		}
		n := 0
		for n < len(host) && n <= 3 && '0' <= host[n] && host[n] <= '9' {
			n++
		}
		if n == 0 || n > 3 {
			return false
		}
		host = host[n:]
	}
	return host == ""
}

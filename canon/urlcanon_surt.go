package canon

import "errors"

var errUnknownURLCanon = errors.New("canon: unknown URLCanon")

// A URLCanonSURT makes urlcanon's SURT of a URL
// (python/urlcanon/parse.py, ParsedUrl.surt): the URL as urlcanon's
// parser splits it, no canonicalizer run, with the host's labels
// reversed and joined by "," in parentheses:
// "http://(org,example,foo,:81)/path?query#frag" of
// "http://user:pass@foo.example.org:81/path?query#frag". The trailing
// comma follows the reversed host, before the port; an IPv4 or bracketed
// host is not reversed and gets no comma. The userinfo goes, and a URL
// without a host gets no parentheses. Its zero value is
// urlcanon's defaults (with_scheme=True, trailing_comma=True).
type URLCanonSURT struct {
	// NoScheme leaves out the scheme, its colon, the slashes and "("
	// (with_scheme=False).
	NoScheme bool
	// NoTrailingComma leaves out the "," after the reversed host
	// (trailing_comma=False).
	NoTrailingComma bool
}

// Key returns the SURT of rawURL; see [URLCanonSURT.AppendKey].
func (s URLCanonSURT) Key(rawURL string) (string, error) {
	b, err := s.AppendKey(nil, rawURL)
	return string(b), err
}

// AppendKey appends the SURT of rawURL to dst. urlcanon answers for every
// string, so the error is always nil.
func (s URLCanonSURT) AppendKey(dst []byte, rawURL string) ([]byte, error) {
	u := parseUCURL(rawURL)
	dst = append(dst, u.leadingJunk...)
	if !s.NoScheme {
		dst = append(dst, u.scheme...)
		dst = append(dst, u.colonAfterScheme...)
		dst = append(dst, u.slashes...)
	}
	if u.host != "" {
		if !s.NoScheme {
			dst = append(dst, '(')
		}
		dst = appendSSURTHost(dst, u.host, !s.NoTrailingComma)
		dst = append(dst, u.colonBeforePort...)
		dst = append(dst, u.port...)
		dst = append(dst, ')')
	}
	for _, f := range [...]string{u.path, u.questionMark, u.query, u.hashSign, u.fragment, u.trailingJunk} {
		dst = append(dst, f...)
	}
	return dst, nil
}

// SSURT returns urlcanon's SSURT of rawURL; see [AppendSSURT].
func SSURT(rawURL string) (string, error) {
	b, err := AppendSSURT(nil, rawURL)
	return string(b), err
}

// AppendSSURT appends urlcanon's SSURT of rawURL to dst
// (python/urlcanon/parse.py, ParsedUrl.ssurt): the URL as urlcanon's
// parser splits it, no canonicalizer run, its fields reordered so that
// URLs sort by host first: the host reversed with a trailing comma (an
// IPv4 or bracketed host as it is), the slashes, the port, its colon, the
// scheme, "@" and the userinfo, the scheme's colon, then the path, query
// and fragment: "org,example,foo,//81:http@user:pass:/path?query#frag".
// urlcanon answers for every string, so the error is always nil.
func AppendSSURT(dst []byte, rawURL string) ([]byte, error) {
	u := parseUCURL(rawURL)
	dst = append(dst, u.leadingJunk...)
	dst = appendSSURTHost(dst, u.host, true)
	for _, f := range [...]string{
		u.slashes, u.port, u.colonBeforePort, u.scheme, u.atSign, u.username,
		u.colonBeforePassword, u.password, u.colonAfterScheme,
		u.path, u.questionMark, u.query, u.hashSign, u.fragment, u.trailingJunk,
	} {
		dst = append(dst, f...)
	}
	return dst, nil
}

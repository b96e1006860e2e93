package canon

import "strconv"

// whatwg runs the rules of urlcanon's whatwg canonicalizer
// (python/urlcanon/canon.py, whatwg) in its order.
func (u *ucURL) whatwg() error {
	u.removeJunk()
	u.removeTabsNewlines()
	u.lowercaseScheme()
	u.elideDefaultPort()
	u.cleanUpUserinfo()
	u.twoSlashes()
	u.pctDecodeHost()
	u.reparseHost()
	if err := u.normalizeIPAddress(); err != nil {
		return err
	}
	u.punycodeSpecialHost()
	u.pctEncodeHost()
	u.fixBackslashes()
	u.pctEncodePath()
	u.leadingSlash()
	u.normalizePathDots()
	u.emptyPathToSlash()
	u.pctEncodeUserinfo()
	u.pctEncodeQuery()
	u.pctEncodeFragment()
	return nil
}

// google runs the rules of urlcanon's google canonicalizer (canon.py,
// google): Safe Browsing's canonicalization, the port kept.
func (u *ucURL) google() error {
	u.removeJunk()
	u.defaultSchemeHTTP()
	u.removeTabsNewlines()
	u.lowercaseScheme()
	u.fixBackslashes()
	u.pctEncodePath()
	u.emptyPathToSlash()
	u.elideDefaultPort()
	u.cleanUpUserinfo()
	u.leadingSlash()
	u.twoSlashes()
	u.removeFragment()
	u.pctDecodeRepeatedly(false)
	u.normalizePathDots()
	u.fixHostDots()
	u.collapseConsecutiveSlashes()
	u.punycodeSpecialHost()
	u.reparseHost()
	if err := u.normalizeIPAddress(); err != nil {
		return err
	}
	u.googlePctEncode()
	return nil
}

// semanticPrecise runs the rules of urlcanon's semantic_precise
// canonicalizer (canon.py, semantic_precise).
func (u *ucURL) semanticPrecise() error {
	u.removeJunk()
	u.defaultSchemeHTTP()
	u.removeTabsNewlines()
	u.lowercaseScheme()
	u.elideDefaultPort()
	u.cleanUpUserinfo()
	u.twoSlashes()
	u.pctDecodeRepeatedly(true)
	u.reparseHost()
	if err := u.normalizeIPAddress(); err != nil {
		return err
	}
	u.fixHostDots()
	u.punycodeSpecialHost()
	u.removeUserinfo()
	u.lessDumbPctEncode()
	u.lessDumbPctRecodeQuery()
	u.fixBackslashes()
	u.leadingSlash()
	u.normalizePathDots()
	u.collapseConsecutiveSlashes()
	u.emptyPathToSlash()
	u.alphaReorderQuery()
	return nil
}

// aggressive runs the rules of urlcanon's aggressive canonicalizer
// (canon.py, aggressive): semantic_precise's, then those of semantic
// (the fragment dropped), then its own.
func (u *ucURL) aggressive() error {
	if err := u.semanticPrecise(); err != nil {
		return err
	}
	u.removeFragment()
	u.httpsToHTTP()
	u.stripWWW()
	u.lowercasePath()
	u.lowercaseQuery()
	u.stripSessionIDsFromQuery()
	u.stripSessionIDsFromPath()
	u.stripTrailingSlashUnlessEmpty()
	u.removeRedundantAmpersandsFromQuery()
	u.omitQuestionMarkIfQueryEmpty()
	u.alphaReorderQuery() // again, after lowercasing
	return nil
}

// A URLCanon is one of the canonicalizers of iipc/urlcanon, as its
// Python package defines them (python/urlcanon/canon.py at commit
// 842afd4d, 2022): urlcanon.parse_url(rawURL), the canonicalizer, then
// bytes(url). Each works on bytes, so rawURL need not be UTF-8, and
// answers for any string but the few of [URLCanon.Canonical]. The
// package documentation lists what each does otherwise than today's URL
// Standard.
type URLCanon uint8

const (
	// URLCanonWHATWG is urlcanon.whatwg: urlcanon's reading of the URL
	// Standard of 2017, on urlcanon's own parse. It is not the package
	// whatwg's parser.
	URLCanonWHATWG URLCanon = iota + 1
	// URLCanonGoogle is urlcanon.google: Safe Browsing's
	// canonicalization (repeated percent-decoding, dots and slashes
	// collapsed, the fragment dropped), the port kept.
	URLCanonGoogle
	// URLCanonSemanticPrecise is urlcanon.semantic_precise: the URLs a
	// browser would load alike, made alike (default scheme http, no
	// userinfo, escapes made uniform, the query sorted).
	URLCanonSemanticPrecise
	// URLCanonAggressive is urlcanon.aggressive: semantic_precise, then
	// no fragment, https as http, no "www.", path and query in lower
	// case, session IDs and a trailing slash dropped.
	URLCanonAggressive
)

// String returns urlcanon's name of the canonicalizer ("whatwg",
// "google", "semantic_precise", "aggressive").
func (c URLCanon) String() string {
	switch c {
	case URLCanonWHATWG:
		return "whatwg"
	case URLCanonGoogle:
		return "google"
	case URLCanonSemanticPrecise:
		return "semantic_precise"
	case URLCanonAggressive:
		return "aggressive"
	}
	return "URLCanon(" + strconv.Itoa(int(c)) + ")"
}

// Canonical returns rawURL canonicalized by c, as urlcanon's
// canonicalizer gives it; see [URLCanon.AppendCanonical].
func (c URLCanon) Canonical(rawURL string) (string, error) {
	b, err := c.AppendCanonical(nil, rawURL)
	return string(b), err
}

// AppendCanonical appends rawURL canonicalized by c to dst. Its error
// is where urlcanon raises an exception instead of answering: a host that
// its IPv4 parser reads as a negative number ("http://-1/",
// "http://0x-1/") under any of the four canonicalizers; and for a c that
// is none of the constants.
func (c URLCanon) AppendCanonical(dst []byte, rawURL string) ([]byte, error) {
	u := parseUCURL(rawURL)
	var err error
	switch c {
	case URLCanonWHATWG:
		err = u.whatwg()
	case URLCanonGoogle:
		err = u.google()
	case URLCanonSemanticPrecise:
		err = u.semanticPrecise()
	case URLCanonAggressive:
		err = u.aggressive()
	default:
		err = errUnknownURLCanon
	}
	if err != nil {
		return dst, err
	}
	return u.appendTo(dst), nil
}

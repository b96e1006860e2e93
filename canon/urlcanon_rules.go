package canon

import (
	"errors"
	"strings"
)

// The rules of urlcanon's canonicalizers (python/urlcanon/canon.py), one
// method each, named for the function of canon.py it follows. Each
// rewrites fields of the URL in place; a profile (urlcanon_profiles.go)
// runs them in urlcanon's order.

// removeJunk is remove_leading_trailing_junk: the C0 controls and spaces
// around the URL dropped.
func (u *ucURL) removeJunk() { u.leadingJunk, u.trailingJunk = "", "" }

// removeTabsNewlines is remove_tabs_and_newlines: every tab, LF and CR
// dropped, in every field.
func (u *ucURL) removeTabsNewlines() {
	if u.noTabsNewlines {
		return
	}
	for _, f := range u.fields() {
		*f = dropTabsNewlines(*f)
	}
}

// fields returns the URL's fields in order.
func (u *ucURL) fields() [17]*string {
	return [...]*string{
		&u.leadingJunk, &u.scheme, &u.colonAfterScheme, &u.slashes,
		&u.username, &u.colonBeforePassword, &u.password, &u.atSign,
		&u.host, &u.colonBeforePort, &u.port,
		&u.path, &u.questionMark, &u.query, &u.hashSign, &u.fragment, &u.trailingJunk,
	}
}

// special reports whether the scheme, as it is now, is special to
// urlcanon.
func (u *ucURL) special() bool { return urlcanonSpecialScheme(u.scheme) }

// lowercaseScheme is lowercase_scheme (ASCII letters only).
func (u *ucURL) lowercaseScheme() { u.scheme = asciiLower(u.scheme) }

// elideDefaultPort is elide_default_port: the port and its colon dropped
// where the port is the special scheme's default, as written ("80", not
// "080").
func (u *ucURL) elideDefaultPort() {
	if p, ok := urlcanonDefaultPort(u.scheme); ok && u.port == p {
		u.colonBeforePort, u.port = "", ""
	}
}

// cleanUpUserinfo is clean_up_userinfo: the colon dropped when the
// password is empty, and the "@" too when the username is also empty.
func (u *ucURL) cleanUpUserinfo() {
	if u.password == "" {
		u.colonBeforePassword = ""
		if u.username == "" {
			u.atSign = ""
		}
	}
}

// twoSlashes is two_slashes: the slashes made "//" where there are any,
// or an authority, or the scheme is "file".
func (u *ucURL) twoSlashes() {
	if u.slashes != "" || !u.authorityEmpty() || u.scheme == "file" {
		u.slashes = "//"
	}
}

// pctDecodeHost is pct_decode_host: a special URL's host decoded once.
func (u *ucURL) pctDecodeHost() {
	if u.host != "" && u.special() {
		u.host = pctDecodeOnce(u.host)
	}
}

// reparseHost is reparse_host: the host read as an IP address anew.
func (u *ucURL) reparseHost() { u.ip = pyIPHost(u.host) }

// errNegativeIPv4 is urlcanon's failure on a host that its IPv4 parser
// reads as a negative number ("-1", "0x-1", "1.2.3.-4"): Python's
// ipaddress.IPv4Address raises on it, and nothing catches that.
var errNegativeIPv4 = errors.New("canon: urlcanon has no answer: its IPv4 parser reads the host as a negative number")

// normalizeIPAddress is normalize_ip_address: an IPv4 host in dotted
// decimal, an IPv6 host as Python's ipaddress writes it, in brackets.
func (u *ucURL) normalizeIPAddress() error {
	switch u.ip.kind {
	case ipV4:
		u.host = string(appendIPv4(make([]byte, 0, 15), u.ip.v4))
	case ipV4Negative:
		return errNegativeIPv4
	case ipV6:
		b := append(make([]byte, 0, 41), '[')
		u.host = string(append(appendPyIPv6(b, u.ip.v6), ']'))
	}
	return nil
}

// punycodeSpecialHost is punycode_special_host: a special URL's host
// through IDNA (punycodeHost).
func (u *ucURL) punycodeSpecialHost() {
	if u.host != "" && u.special() {
		u.host = punycodeHost(u.host)
	}
}

// pctEncodeHost is pct_encode_host: controls, space and non-ASCII bytes
// of the host escaped.
func (u *ucURL) pctEncodeHost() { u.host = pctEncode(u.host, &hostEncodeSet) }

// fixBackslashes is fix_backslashes: in a special URL, each slash or
// backslash before the authority made "/", and each backslash of the
// path.
func (u *ucURL) fixBackslashes() {
	if !u.special() {
		return
	}
	if strings.Trim(u.slashes, "/") != "" {
		u.slashes = strings.Repeat("/", len(u.slashes))
	}
	u.path = strings.ReplaceAll(u.path, "\\", "/")
}

// pctEncodePath is pct_encode_path: the path percent-encode set where the
// path starts with "/" or the scheme is special, else (a cannot-be-a-base
// path) the C0 control set.
func (u *ucURL) pctEncodePath() {
	set := &c0EncodeSet
	if strings.HasPrefix(u.path, "/") || u.special() {
		set = &pathEncodeSet
	}
	u.path = pctEncode(u.path, set)
}

// leadingSlash is leading_slash: a "/" put before a special URL's path
// that does not start with one, an empty one too.
func (u *ucURL) leadingSlash() {
	if u.special() && !strings.HasPrefix(u.path, "/") {
		u.path = "/" + u.path
	}
}

// normalizePathDots is normalize_path_dots (resolvePathDots).
func (u *ucURL) normalizePathDots() { u.path = resolvePathDots(u.path, u.special()) }

// emptyPathToSlash is empty_path_to_slash: the path "/" for a special URL
// with an authority and no path.
func (u *ucURL) emptyPathToSlash() {
	if u.path == "" && !u.authorityEmpty() && u.special() {
		u.path = "/"
	}
}

// pctEncodeUserinfo is pct_encode_userinfo.
func (u *ucURL) pctEncodeUserinfo() {
	u.username = pctEncode(u.username, &userinfoEncodeSet)
	u.password = pctEncode(u.password, &userinfoEncodeSet)
}

// pctEncodeQuery is pct_encode_query with the query set.
func (u *ucURL) pctEncodeQuery() { u.query = pctEncodeQuery(u.query, &queryEncodeSet) }

// pctEncodeFragment is pct_encode_fragment: the C0 control set, so a
// space stays.
func (u *ucURL) pctEncodeFragment() { u.fragment = pctEncode(u.fragment, &c0EncodeSet) }

// defaultSchemeHTTP is default_scheme_http: a URL without a scheme gets
// "http:", and its path, if any, is split again as a special URL's
// slashes, authority and path, which replace those the first split found
// ("//a/b/c" has the host "b" then).
func (u *ucURL) defaultSchemeHTTP() {
	if u.scheme != "" {
		return
	}
	u.scheme, u.colonAfterScheme = "http", ":"
	if u.path != "" {
		u.splitPathish(u.path)
	}
}

// removeFragment is remove_fragment.
func (u *ucURL) removeFragment() { u.hashSign, u.fragment = "", "" }

// removeUserinfo is remove_userinfo.
func (u *ucURL) removeUserinfo() {
	u.username, u.colonBeforePassword, u.password, u.atSign = "", "", "", ""
}

// pctDecodeRepeatedly is pct_decode_repeatedly: the scheme, userinfo,
// host, port, path, fragment and, unless skipQuery
// (pct_decode_repeatedly_except_query), query decoded until no escape is
// left.
func (u *ucURL) pctDecodeRepeatedly(skipQuery bool) {
	for _, f := range [...]*string{&u.scheme, &u.username, &u.password, &u.host, &u.port, &u.path, &u.fragment} {
		*f = pctDecodeRepeatedly(*f)
	}
	if !skipQuery {
		u.query = pctDecodeRepeatedly(u.query)
	}
}

// collapseConsecutiveSlashes is collapse_consecutive_slashes, for a
// special URL.
func (u *ucURL) collapseConsecutiveSlashes() {
	if u.special() {
		u.path = collapseSlashes(u.path)
	}
}

// fixHostDots is fix_host_dots (fixHostDots).
func (u *ucURL) fixHostDots() {
	if u.host != "" {
		u.host = fixHostDots(u.host)
	}
}

// googlePctEncode is google_pct_encode: Safe Browsing's set on every
// field but the punctuation.
func (u *ucURL) googlePctEncode() {
	for _, f := range [...]*string{&u.scheme, &u.username, &u.password, &u.host, &u.port, &u.path, &u.fragment} {
		*f = pctEncode(*f, &googleEncodeSet)
	}
	u.query = pctEncodeQuery(u.query, &googleEncodeSet)
}

// lessDumbPctEncode is less_dumb_pct_encode: Safe Browsing's set, with
// ":" and "@" in the userinfo and "?" in the path; the query is left to
// lessDumbPctRecodeQuery.
func (u *ucURL) lessDumbPctEncode() {
	for _, f := range [...]*string{&u.scheme, &u.host, &u.port, &u.fragment} {
		*f = pctEncode(*f, &googleEncodeSet)
	}
	u.username = pctEncode(u.username, &lessDumbUserinfoEncodeSet)
	u.password = pctEncode(u.password, &lessDumbUserinfoEncodeSet)
	u.path = pctEncode(u.path, &lessDumbPathEncodeSet)
}

// lessDumbPctRecodeQuery is less_dumb_pct_recode_query (recodeQuery).
func (u *ucURL) lessDumbPctRecodeQuery() { u.query = recodeQuery(u.query) }

// alphaReorderQuery is alpha_reorder_query (sortQuery).
func (u *ucURL) alphaReorderQuery() { u.query = sortQuery(u.query) }

// httpsToHTTP is https_to_http.
func (u *ucURL) httpsToHTTP() {
	if u.scheme == "https" {
		u.scheme = "http"
	}
}

// stripWWW is strip_www (stripWWW).
func (u *ucURL) stripWWW() { u.host = stripWWW(u.host) }

// lowercasePath is lowercase_path; its escapes too ("%C3" to "%c3").
func (u *ucURL) lowercasePath() { u.path = asciiLower(u.path) }

// lowercaseQuery is lowercase_query.
func (u *ucURL) lowercaseQuery() { u.query = asciiLower(u.query) }

// stripSessionIDsFromQuery is strip_session_ids_from_query
// (stripQuerySessionIDs).
func (u *ucURL) stripSessionIDsFromQuery() { u.query = stripQuerySessionIDs(u.query) }

// stripSessionIDsFromPath is strip_session_ids_from_path
// (stripPathSessionIDs).
func (u *ucURL) stripSessionIDsFromPath() { u.path = stripPathSessionIDs(u.path) }

// stripTrailingSlashUnlessEmpty is strip_trailing_slash_unless_empty:
// one "/" dropped from the end of a path other than "/".
func (u *ucURL) stripTrailingSlashUnlessEmpty() {
	if u.path != "/" && strings.HasSuffix(u.path, "/") {
		u.path = u.path[:len(u.path)-1]
	}
}

// removeRedundantAmpersandsFromQuery is
// remove_redundant_ampersands_from_query (dropEmptyParams).
func (u *ucURL) removeRedundantAmpersandsFromQuery() { u.query = dropEmptyParams(u.query) }

// omitQuestionMarkIfQueryEmpty is omit_question_mark_if_query_empty.
func (u *ucURL) omitQuestionMarkIfQueryEmpty() {
	if u.query == "" {
		u.questionMark = ""
	}
}

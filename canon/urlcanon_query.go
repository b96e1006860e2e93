package canon

import (
	"regexp"
	"slices"
	"strings"
	"sync"
)

// pctEncodeQuery is urlcanon's pct_encode_query (python/urlcanon/canon.py)
// for a set without "&" and "=": each key and value escaped on its own,
// which, those two left alone, is the whole query escaped.
func pctEncodeQuery(q string, set *byteSet) string {
	return pctEncode(q, set)
}

// recodeQuery is urlcanon's less_dumb_pct_recode_query: each key and value
// (a parameter split at its first "=") decoded until no escape is left
// and escaped again with the LESS_DUMB_QUERY set, which has "&" and "=",
// so that a decoded "&" or "=" cannot split the parameter anew.
func recodeQuery(q string) string {
	if q == "" {
		return q
	}
	var b strings.Builder
	b.Grow(len(q))
	for i, param := range splitAmp(q) {
		if i > 0 {
			b.WriteByte('&')
		}
		key, value, eq := strings.Cut(param, "=")
		b.WriteString(pctEncode(pctDecodeRepeatedly(key), &lessDumbQueryEncodeSet))
		if eq {
			b.WriteByte('=')
			b.WriteString(pctEncode(pctDecodeRepeatedly(value), &lessDumbQueryEncodeSet))
		}
	}
	return b.String()
}

// sortQuery is urlcanon's alpha_reorder_query: the parameters, split at
// "&", in byte order (Python's sort of bytes), empty ones too.
func sortQuery(q string) string {
	if q == "" {
		return q
	}
	params := splitAmp(q)
	if slices.IsSorted(params) {
		return q
	}
	slices.Sort(params)
	return strings.Join(params, "&")
}

// dropEmptyParams is urlcanon's remove_redundant_ampersands_from_query:
// the "&" at the start and end and each run of them become one "&"
// between parameters, so that no parameter is empty.
func dropEmptyParams(q string) string {
	if !strings.HasPrefix(q, "&") && !strings.HasSuffix(q, "&") && !strings.Contains(q, "&&") {
		return q
	}
	params := splitAmp(q)
	return strings.Join(slices.DeleteFunc(params, func(p string) bool { return p == "" }), "&")
}

func splitAmp(q string) []string { return strings.Split(q, "&") }

// urlcanonQuerySessionIDs is urlcanon's QUERY_SESSIONID_RE, in RE2 syntax. Its
// "$" is Python's, which also matches before a last newline; a query
// here has been through recodeQuery, which escapes newlines, so RE2's
// "$" (the end of text) is the same.
var urlcanonQuerySessionIDs = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`(?i)(&|^)(?:` +
		`jsessionid=[0-9a-z$]{10,}` +
		`|sessionid=[0-9a-z]{16,}` +
		`|phpsessid=[0-9a-z]{16,}` +
		`|sid=[0-9a-z]{16,}` +
		`|aspsessionid[a-z]{8}=[0-9a-z]{16,}` +
		`|cfid=[0-9]+&cftoken=[0-9a-z-]+` +
		`)(&|$)`)
})

// stripQuerySessionIDs is urlcanon's strip_session_ids_from_query: a
// session parameter (jsessionid, sessionid, phpsessid, sid,
// aspsessionidXXXXXXXX, or cfid and cftoken together) with a long enough
// value is dropped, the "&" on each side kept. Each match takes the "&"
// after it, so of two session parameters in a row only the first goes.
func stripQuerySessionIDs(q string) string {
	if !strings.Contains(q, "=") {
		return q
	}
	return urlcanonQuerySessionIDs().ReplaceAllString(q, "${1}${2}")
}

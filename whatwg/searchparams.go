package whatwg

import (
	"cmp"
	"iter"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/go-iri/iri/internal/chars"
)

// A URLSearchParams is the list of name-value pairs of a query, as the
// URLSearchParams interface of the URL Standard (§6.2) holds it: in
// order, duplicates kept, each name and value Unicode text. ParseQuery
// reads one from a query; the zero value is the empty list.
//
// A URLSearchParams is an immutable value, like net/netip's Addr and the
// URL of this package: Append, Set, Delete and Sort return a new one and
// leave their receiver as it was, as time.Time's Add does. So it can be
// copied, kept and shared between goroutines without aliasing (a list
// behind a pointer, or a slice two copies share, would let a change to one
// show through the other), it compares with == (equal lists), and it can
// be a map key. It holds its list serialized (§5.2), so String costs
// nothing, ParseQuery allocates nothing for a query that is already its
// own serialization, and reading a pair with nothing encoded allocates
// nothing; the price is that each change copies the query, and Get scans
// it, which for the short lists of queries is cheap.
//
// The standard's strings are sequences of scalar values; a Go string can
// hold bytes that are not UTF-8. Wherever such bytes reach a
// URLSearchParams, in the query or as a name or value given to a method,
// each ill-formed sequence reads as U+FFFD, as the UTF-8 decoder of the
// Encoding Standard reads it (§5.1) and as WebIDL turns a lone surrogate
// into U+FFFD. Every name and value a URLSearchParams gives back is UTF-8.
type URLSearchParams struct {
	serialized string // the list, serialized (URL Standard §5.2)
}

// ParseQuery returns the list of name-value pairs of query, parsed as the
// URL Standard's URLSearchParams constructor parses a string (§6.2): a
// leading "?" is removed, and the rest is application/x-www-form-urlencoded
// (§5.1): pairs split on "&", empty ones skipped, the name up to the first
// "=", "+" as a space, %HH decoded, and the octets read as UTF-8 with
// U+FFFD for each ill-formed sequence. It never fails. A query that is
// already the serialization of its list, as String gives it, is kept
// without allocating.
//
// For the list of a URL's query (URL Standard §6.1, searchParams), give
// its search, "?" included: the standard parses the query itself, so a
// query that starts with "?" keeps it.
func ParseQuery(query string) URLSearchParams {
	query = strings.TrimPrefix(query, "?")
	n := formSerializedLen(query)
	if n == len(query) {
		return URLSearchParams{query}
	}
	// The pairs before n are their own serialization: the parser takes
	// up the rest, with room for each non-ASCII byte to become a triplet
	// and for the ASCII to grow by half, which most queries to rewrite do
	// not need (a scan for the exact length cost more than it saved on the
	// corpora).
	rest := query[n:]
	b := make([]byte, 0, len(query)+len(rest)/2+2*chars.NonASCIICount(rest))
	b = appendFormParsed(append(b, query[:n]...), rest)
	return URLSearchParams{chars.Frozen(b)} // b is not written again
}

// String returns the serialization of the list (URL Standard §5.2): each
// pair as name=value joined by "&", with "*", "-", ".", "_" and ASCII
// alphanumerics as they are, a space as "+", and every other byte of the
// UTF-8 as an upper-case %HH. The empty list gives "". A URL's query set
// from a URLSearchParams is this string, or no query at all when it is
// empty (§6.2, the update steps).
func (p URLSearchParams) String() string { return p.serialized }

// Size returns the number of name-value pairs (URL Standard §6.2, size).
func (p URLSearchParams) Size() int {
	if p.serialized == "" {
		return 0
	}
	return strings.Count(p.serialized, "&") + 1
}

// Get returns the value of the first pair whose name is name, and whether
// there is one (URL Standard §6.2, get(name), which gives null for none).
func (p URLSearchParams) Get(name string) (value string, ok bool) {
	name = scalarValues(name)
	for s := p.serialized; s != ""; {
		var n, v string
		n, v, s = nextPair(s)
		if formEncodedEqual(n, name) {
			return formDecoded(v), true
		}
	}
	return "", false
}

// GetAll returns the values of the pairs whose name is name, in order, or
// nil when there is none (URL Standard §6.2, getAll(name)).
func (p URLSearchParams) GetAll(name string) []string {
	name = scalarValues(name)
	var values []string
	for s := p.serialized; s != ""; {
		var n, v string
		n, v, s = nextPair(s)
		if formEncodedEqual(n, name) {
			values = append(values, formDecoded(v))
		}
	}
	return values
}

// Has reports whether a pair has the name name (URL Standard §6.2,
// has(name) with one argument).
func (p URLSearchParams) Has(name string) bool {
	name = scalarValues(name)
	for s := p.serialized; s != ""; {
		var n string
		n, _, s = nextPair(s)
		if formEncodedEqual(n, name) {
			return true
		}
	}
	return false
}

// HasValue reports whether a pair has the name name and the value value
// (URL Standard §6.2, has(name, value): the standard's second, optional,
// argument is a method of its own in Go).
func (p URLSearchParams) HasValue(name, value string) bool {
	name, value = scalarValues(name), scalarValues(value)
	for s := p.serialized; s != ""; {
		var n, v string
		n, v, s = nextPair(s)
		if formEncodedEqual(n, name) && formEncodedEqual(v, value) {
			return true
		}
	}
	return false
}

// Append returns the list with the pair (name, value) added at its end
// (URL Standard §6.2, append(name, value)).
func (p URLSearchParams) Append(name, value string) URLSearchParams {
	name, value = scalarValues(name), scalarValues(value)
	b := make([]byte, 0, len(p.serialized)+pairLen(name, value))
	b = append(b, p.serialized...)
	b = appendPair(b, name, value)
	return URLSearchParams{chars.Frozen(b)} // b is not written again
}

// Set returns the list with the value of the first pair named name set to
// value and the other pairs of that name removed, or with (name, value)
// appended when no pair has that name (URL Standard §6.2, set(name,
// value)).
func (p URLSearchParams) Set(name, value string) URLSearchParams {
	name, value = scalarValues(name), scalarValues(value)
	b := make([]byte, 0, len(p.serialized)+pairLen(name, value))
	found := false
	for s := p.serialized; s != ""; {
		var pair string
		pair, s, _ = strings.Cut(s, "&")
		n, _, _ := strings.Cut(pair, "=")
		switch {
		case !formEncodedEqual(n, name):
			b = appendSerializedPair(b, pair)
		case !found:
			found = true
			b = appendPair(b, name, value)
		}
	}
	if !found {
		b = appendPair(b, name, value)
	}
	return URLSearchParams{chars.Frozen(b)} // b is not written again
}

// Delete returns the list without the pairs named name (URL Standard
// §6.2, delete(name) with one argument). Nothing is copied when no pair
// has that name.
func (p URLSearchParams) Delete(name string) URLSearchParams {
	name = scalarValues(name)
	return p.without(func(n, _ string) bool { return formEncodedEqual(n, name) })
}

// DeleteValue returns the list without the pairs whose name is name and
// value is value (URL Standard §6.2, delete(name, value): the standard's
// second, optional, argument is a method of its own in Go). Nothing is
// copied when no pair matches.
func (p URLSearchParams) DeleteValue(name, value string) URLSearchParams {
	name, value = scalarValues(name), scalarValues(value)
	return p.without(func(n, v string) bool { return formEncodedEqual(n, name) && formEncodedEqual(v, value) })
}

// without returns the list without the pairs for which drop, given the
// serialized name and value, is true; p itself when there is none.
func (p URLSearchParams) without(drop func(n, v string) bool) URLSearchParams {
	var b []byte
	for s, start := p.serialized, 0; s != ""; {
		pair, rest, _ := strings.Cut(s, "&")
		n, v, _ := strings.Cut(pair, "=")
		if drop(n, v) {
			if b == nil {
				b = append(make([]byte, 0, len(p.serialized)), p.serialized[:start]...)
				b = b[:max(len(b)-1, 0)] // the "&" before this pair
			}
		} else if b != nil {
			b = appendSerializedPair(b, pair)
		}
		start += len(pair) + 1
		s = rest
	}
	if b == nil {
		return p
	}
	return URLSearchParams{chars.Frozen(b)} // b is not written again
}

// Sort returns the list sorted by name, pairs of one name kept in their
// order (URL Standard §6.2, sort()). Names compare as their UTF-16 code
// units do, as the standard says: "\U0001F308" (two code units,
// 0xD83C 0xDF08) sorts before "\uFFFD", which a comparison of Go strings,
// by code point, would put the other way. p itself is returned when it is
// sorted already.
func (p URLSearchParams) Sort() URLSearchParams {
	type pair struct{ name, serialized string }
	pairs := make([]pair, 0, p.Size())
	for s := p.serialized; s != ""; {
		var serialized string
		serialized, s, _ = strings.Cut(s, "&")
		n, _, _ := strings.Cut(serialized, "=")
		pairs = append(pairs, pair{formDecoded(n), serialized})
	}
	byName := func(a, b pair) int { return compareUTF16(a.name, b.name) }
	if slices.IsSortedFunc(pairs, byName) {
		return p
	}
	slices.SortStableFunc(pairs, byName)
	b := make([]byte, 0, len(p.serialized))
	for _, q := range pairs {
		b = appendSerializedPair(b, q.serialized)
	}
	return URLSearchParams{chars.Frozen(b)} // b is not written again
}

// All returns an iterator over the name-value pairs in order (URL
// Standard §6.2, the value pairs to iterate over). A name or value with
// nothing encoded in the query is given without allocating.
func (p URLSearchParams) All() iter.Seq2[string, string] {
	return func(yield func(name, value string) bool) {
		for s := p.serialized; s != ""; {
			var n, v string
			n, v, s = nextPair(s)
			if !yield(formDecoded(n), formDecoded(v)) {
				return
			}
		}
	}
}

// nextPair splits the first pair off a serialization: its name and value,
// still encoded, and the pairs after it.
func nextPair(s string) (name, value, rest string) {
	pair, rest, _ := strings.Cut(s, "&")
	name, value, _ = strings.Cut(pair, "=")
	return name, value, rest
}

// pairLen returns the length that appendPair adds at most.
func pairLen(name, value string) int {
	return len("&=") + formEncodedLen(name) + formEncodedLen(value)
}

// appendPair appends the pair (name, value) to the serialization b
// (URL Standard §5.2, steps 2.2 to 2.5).
func appendPair(b []byte, name, value string) []byte {
	if len(b) > 0 {
		b = append(b, '&')
	}
	b = appendFormEncoded(b, name)
	b = append(b, '=')
	return appendFormEncoded(b, value)
}

// appendSerializedPair appends a pair taken from a serialization to the
// serialization b.
func appendSerializedPair(b []byte, pair string) []byte {
	if len(b) > 0 {
		b = append(b, '&')
	}
	return append(b, pair...)
}

// compareUTF16 compares two UTF-8 strings as the sequences of UTF-16 code
// units they encode compare. Byte order is code point order, and UTF-16
// order is the same but for a character above U+FFFF, a surrogate pair
// (0xD800-0xDFFF first) in UTF-16, against one of U+E000-U+FFFF, which it
// precedes in UTF-16 and follows by code point.
func compareUTF16(a, b string) int {
	i := 0
	for i < len(a) && i < len(b) && a[i] == b[i] {
		i++
	}
	if i == len(a) || i == len(b) {
		return cmp.Compare(len(a), len(b))
	}
	for i > 0 && !utf8.RuneStart(a[i]) {
		i-- // back to the first byte of the character they differ in
	}
	ra, _ := utf8.DecodeRuneInString(a[i:])
	rb, _ := utf8.DecodeRuneInString(b[i:])
	return cmp.Compare(utf16Rank(ra), utf16Rank(rb))
}

// utf16Rank maps r to a number that orders characters as their UTF-16
// forms do: U+E000-U+FFFF move above every character beyond U+FFFF.
func utf16Rank(r rune) rune {
	if r >= 0xE000 && r <= 0xFFFF {
		return r + utf8.MaxRune + 1
	}
	return r
}

package whatwg

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/go-iri/iri/internal/pieces"
)

// naiveEncode is UTF-8 percent-encode (URL Standard §1.3) of s, a code
// point at a time, with the set that inSet says; a byte that is not part
// of valid UTF-8 is read as U+FFFD, as a Go string converts to runes.
func naiveEncode(s string, inSet func(r rune) bool) string {
	var b strings.Builder
	for _, r := range s {
		if !inSet(r) {
			b.WriteRune(r)
			continue
		}
		var buf [4]byte
		for _, c := range buf[:utf8.EncodeRune(buf[:], r)] {
			fmt.Fprintf(&b, "%%%02X", c)
		}
	}
	return b.String()
}

// The percent-encode sets of §1.3, written out from their definitions.
func naiveC0(r rune) bool       { return r < 0x20 || r > 0x7E }
func naiveFragment(r rune) bool { return naiveC0(r) || strings.ContainsRune(" \"<>`", r) }
func naiveQuery(r rune) bool    { return naiveC0(r) || strings.ContainsRune(" \"#<>", r) }
func naiveSpecialQuery(r rune) bool {
	return naiveQuery(r) || r == '\''
}
func naivePath(r rune) bool { return naiveQuery(r) || strings.ContainsRune("?^`{}", r) }

// naiveHref is the href of prefix, a scheme and an authority (its
// serialization is serialized), followed by rest, which starts with "/"
// (or "\" in a special URL) and holds no tab, newline or trailing C0
// control or space: the path state of §4.4 run a code point at a time on
// a buffer, as the standard writes it, then the query and fragment states.
func naiveHref(serialized string, special, file bool, rest string) string {
	frag, hasFrag := "", false
	if i := strings.IndexByte(rest, '#'); i >= 0 {
		rest, frag, hasFrag = rest[:i], rest[i+1:], true
	}
	query, hasQuery := "", false
	if i := strings.IndexByte(rest, '?'); i >= 0 {
		rest, query, hasQuery = rest[:i], rest[i+1:], true
	}
	lower := strings.ToLower
	singleDot := func(s string) bool { return s == "." || lower(s) == "%2e" }
	doubleDot := func(s string) bool {
		switch lower(s) {
		case "..", ".%2e", "%2e.", "%2e%2e":
			return true
		}
		return false
	}
	drive := func(s string) bool {
		return len(s) == 2 && ('a' <= s[0]|0x20 && s[0]|0x20 <= 'z') && (s[1] == ':' || s[1] == '|')
	}
	var path []string
	// The path start state took rest[0], a "/" (or "\"); the path state
	// takes each segment and the code point that ends it.
	body := rest[1:]
	for {
		end := len(body)
		for k := 0; k < len(body); k++ {
			if body[k] == '/' || special && body[k] == '\\' {
				end = k
				break
			}
		}
		buffer := naiveEncode(body[:end], naivePath)
		slash := end < len(body)
		switch {
		case doubleDot(buffer):
			if !(file && len(path) == 1 && drive(path[0]) && path[0][1] == ':') && len(path) > 0 {
				path = path[:len(path)-1]
			}
			if !slash {
				path = append(path, "")
			}
		case singleDot(buffer):
			if !slash {
				path = append(path, "")
			}
		default:
			if file && len(path) == 0 && drive(buffer) {
				buffer = buffer[:1] + ":"
			}
			path = append(path, buffer)
		}
		if !slash {
			break
		}
		body = body[end+1:]
	}
	href := serialized + "/" + strings.Join(path, "/")
	if hasQuery {
		set := naiveQuery
		if special {
			set = naiveSpecialQuery
		}
		href += "?" + naiveEncode(query, set)
	}
	if hasFrag {
		href += "#" + naiveEncode(frag, naiveFragment)
	}
	return href
}

// naivePrefixes are the schemes and authorities TestPathAgainstNaiveStates
// and FuzzPathAgainstNaiveStates put before a path: special, non-special
// and file, ports with and without leading zeros, each with its
// serialization.
var naivePrefixes = []struct {
	in, serialized string
	special, file  bool
}{
	{"http://h", "http://h", true, false},
	{"https://h:8443", "https://h:8443", true, false},
	{"http://h:0081", "http://h:81", true, false},
	{"ws://h:080", "ws://h", true, false},
	{"a://h", "a://h", false, false},
	{"a://h:00", "a://h:0", false, false},
	{"a://h:65535", "a://h:65535", false, false},
	{"file://", "file://", true, true},
}

// checkPathAgainstNaive wants Parse and Validate of each prefix and rest,
// which starts with "/" or "\" and holds no tab or newline, to give
// naiveHref's href, rest read without its trailing C0 controls and
// spaces (§4.4 step 2).
func checkPathAgainstNaive(t *testing.T, rest string) {
	t.Helper()
	for _, p := range naivePrefixes {
		if !p.special && rest[0] == '\\' {
			continue
		}
		in := p.in + rest
		want := naiveHref(p.serialized, p.special, p.file, strings.TrimRightFunc(rest, func(r rune) bool { return r <= ' ' }))
		u, err := Parse(in)
		if err != nil || u.Href() != want {
			t.Fatalf("Parse(%q) = %q, %v; want %q", in, u.Href(), err, want)
		}
		v, _, err := Parser{}.Validate(in)
		if err != nil || v.Href() != want {
			t.Fatalf("Validate(%q) = %q, %v; want %q", in, v.Href(), err, want)
		}
	}
}

// TestPathAgainstNaiveStates holds Parse and Validate to the path, query
// and fragment states of §4.4 run a code point at a time on a buffer
// (naiveHref), which the parser's word-at-a-time runs of whole segments
// (plainPath, spanSegments, encodePath), its run sets and its kept ports
// stand for: every string of up to four of "/", ".", "%", "2", "e", "E",
// "a", "\", "?", "#", " ", "é", "\xff", "C", "|" and "^" after "/" (and
// "\"), and 200,000 random strings of up to 40 of these and longer runs
// of letters, after special, non-special and file prefixes, ports with and
// without leading zeros. With -short (CI's run with the older Go), 20,000
// random strings: the path, query and fragment states read no Unicode
// table, so they are the same in every Go.
func TestPathAgainstNaiveStates(t *testing.T) {
	check := func(rest string) { checkPathAgainstNaive(t, rest) }
	alphabet := []string{"/", ".", "%", "2", "e", "E", "a", "\\", "?", "#", " ", "é", "\xff", "C", "|", "^"}
	for _, s := range pieces.Texts(alphabet, 4) {
		check("/" + s)
		check("\\" + s)
	}
	long := append(alphabet, "%2e", "%2E.", "..", "abcdefgh", "abcdefghijklmnopq", "/./", "/../", "€", "\U0001D11E", "\u0307", "C:", "%e9")
	r := rand.New(rand.NewPCG(7, 25))
	random := 200000
	if testing.Short() {
		random = 20000
	}
	for range random {
		var b strings.Builder
		b.WriteString([]string{"/", "\\"}[r.IntN(2)])
		for range r.IntN(41) {
			b.WriteString(long[r.IntN(len(long))])
		}
		check(b.String())
	}
}

// FuzzPathAgainstNaiveStates is TestPathAgainstNaiveStates on any path:
// "/" and the input without its tabs and newlines (which the parser
// removes first, §4.4 step 3), invalid UTF-8 included.
func FuzzPathAgainstNaiveStates(f *testing.F) {
	f.Add("a b/./%2e/c?d e#f g")
	f.Add("\xff/..\\%2E%2e/C|/\xc3 \x01")
	f.Fuzz(func(t *testing.T, path string) {
		b := []byte{'/'}
		for _, c := range []byte(path) {
			if c != '\t' && c != '\n' && c != '\r' {
				b = append(b, c)
			}
		}
		checkPathAgainstNaive(t, string(b))
	})
}

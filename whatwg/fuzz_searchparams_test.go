package whatwg

import (
	"slices"
	"strings"
	"testing"
	"unicode/utf8"
)

// FuzzSearchParams parses any query, invalid UTF-8 included, and checks
// that the serialization is stable (parsing it gives the same list, and
// it is recognized as a serialization, so that it is kept as it is), that
// the list holds only UTF-8 and rebuilds from its pairs, and that a method
// applied to it does what it does to the list in the standard's terms
// (the model of searchparams_test.go).
func FuzzSearchParams(f *testing.F) {
	for _, s := range []string{
		"", "?", "a=b&c=d", "&a&&& &&&&&a+b=& c&m%c3%b8%c3%b8", "a=%F0%9F%98", "%FE%FF=%EF%BB%BF",
		"\xff=\xf0\x9f", "z=b&a=b&z=a&a=a", "ﬃ&🌈&\uFFFD", "a==b=c&=", "%%%2g%2B+",
	} {
		f.Add(s, uint8(0), "a", "b")
	}
	f.Add("a=1&a=2&b=3", uint8(1), "a", "x y")
	f.Add("a=1&a=2&b=3", uint8(3), "a", "2")
	f.Add("\U0001F308=1&\uFFFD=2", uint8(4), "", "")
	f.Fuzz(func(t *testing.T, query string, op uint8, name, value string) {
		p := ParseQuery(query)
		s := p.String()
		for i := 0; i < len(s); i++ {
			if s[i] >= utf8.RuneSelf {
				t.Fatalf("ParseQuery(%q).String() = %q: not ASCII", query, s)
			}
		}
		if !isFormSerialized(s) {
			t.Fatalf("ParseQuery(%q).String() = %q, not recognized as a serialization", query, s)
		}
		if q := ParseQuery(s); q != p || q.String() != s {
			t.Fatalf("ParseQuery(%q) = %q, but that parses to %q", query, s, q)
		}
		whole := string(appendFormParsed(nil, strings.TrimPrefix(query, "?")))
		if whole != s {
			t.Fatalf("ParseQuery(%q) = %q, but the parser alone gives %q", query, s, whole)
		}
		if got, want := string(appendFormReencoded(nil, query, nil)), string(appendFormDecodedEncoded(nil, query, nil)); got != want {
			t.Fatalf("%q re-encoded in one pass is %q, decoded and then encoded %q", query, got, want)
		}
		if got, want := isFormSerialized(query), string(appendFormParsed(nil, query)) == query; got != want {
			t.Fatalf("isFormSerialized(%q) = %v, want %v", query, got, want)
		}
		if n := formSerializedLen(query); !isFormSerialized(query[:n]) || n > 0 && n < len(query) && query[n] != '&' {
			t.Fatalf("formSerializedLen(%q) = %d", query, n)
		}
		var rebuilt URLSearchParams
		var pairs [][2]string
		for n, v := range p.All() {
			if !utf8.ValidString(n) || !utf8.ValidString(v) {
				t.Fatalf("ParseQuery(%q) has a pair that is not UTF-8: %q=%q", query, n, v)
			}
			rebuilt = rebuilt.Append(n, v)
			pairs = append(pairs, [2]string{n, v})
		}
		if rebuilt != p || p.Size() != len(pairs) {
			t.Fatalf("ParseQuery(%q) = %q (size %d), rebuilt from its %d pairs %q", query, p, p.Size(), len(pairs), rebuilt)
		}
		sorted := p.Sort()
		if sorted.Size() != p.Size() || !slices.IsSortedFunc(pairsOf(sorted), func(a, b [2]string) int { return compareUTF16(a[0], b[0]) }) {
			t.Fatalf("ParseQuery(%q).Sort() = %q", query, sorted)
		}
		checkAgainstModel(t, p, int(op%5), name, value)
	})
}

package whatwg

import (
	"math/rand/v2"
	"net/url"
	"slices"
	"strings"
	"testing"
	"unicode/utf16"

	"github.com/go-iri/iri/internal/corpus"
)

// The behaviours web-platform-tests checks in url/urlsearchparams-*.any.js
// (constructor, stringifier, get, getall, has, set, append, delete, size,
// sort), as far as they apply to a Go value: the cases below are theirs,
// with JavaScript's mutation written as the returned value.

func TestSearchParamsConstructor(t *testing.T) {
	// urlsearchparams-constructor.any.js, "URLSearchParams constructor, string."
	p := ParseQuery("&a&&& &&&&&a+b=& c&m%c3%b8%c3%b8")
	for _, name := range []string{"a", "a b", " ", " c", "møø"} {
		if !p.Has(name) {
			t.Errorf("%q: no name %q", p, name)
		}
	}
	if p.Has("c") {
		t.Errorf("%q has name \"c\"", p)
	}
	for _, c := range []struct{ query, name, value string }{
		{"a=b+c", "a", "b c"},                   // Parse +
		{"a+b=c", "a b", "c"},                   //
		{"a=b c", "a", "b c"},                   // Parse space
		{"a%20b=c", "a b", "c"},                 // Parse %20
		{"a=b\x00c", "a", "b\x00c"},             // Parse \0
		{"a%00b=c", "a\x00b", "c"},              // Parse %00
		{"a\u2384b=c", "a\u2384b", "c"},         // Parse \u2384
		{"a=b%e2%8e%84", "a", "b\u2384"},        // Parse %e2%8e%84
		{"a=b\U0001F4A9c", "a", "b\U0001F4A9c"}, // Parse \uD83D\uDCA9
		{"a%f0%9f%92%a9b=c", "a\U0001F4A9b", "c"},
		{"?a=b", "a", "b"}, // the constructor drops one leading "?"
		{"??a=b", "?a", "b"},
	} {
		if got, ok := ParseQuery(c.query).Get(c.name); !ok || got != c.value {
			t.Errorf("ParseQuery(%q).Get(%q) = %q, %v; want %q", c.query, c.name, got, ok, c.value)
		}
	}
	// "Parse encoded +"
	p = URLSearchParams{}.Set("query", "+15555555555")
	if p.String() != "query=%2B15555555555" {
		t.Errorf("Set: %q", p)
	}
	if got, _ := ParseQuery(p.String()).Get("query"); got != "+15555555555" {
		t.Errorf("reparsed: %q", got)
	}
	// "Construct with object with NULL, non-ASCII, and surrogate keys": a
	// lone surrogate becomes U+FFFD; in Go, bytes that are not UTF-8 do.
	p = URLSearchParams{}.Append("a\x00b", "42").Append("c\xed\xa0\xbd", "23").Append("d\u1234", "foo")
	want := [][2]string{{"a\x00b", "42"}, {"c\uFFFD\uFFFD\uFFFD", "23"}, {"d\u1234", "foo"}}
	if got := pairsOf(p); !slices.Equal(got, want) {
		t.Errorf("Append with invalid UTF-8: %q, want %q", got, want)
	}
}

func TestSearchParamsStringifier(t *testing.T) {
	// urlsearchparams-stringifier.any.js: one pair appended to an empty list.
	for _, c := range []struct{ name, value, want string }{
		{"a", "b c", "a=b+c"}, {"a b", "c", "a+b=c"},
		{"a", "", "a="}, {"", "b", "=b"}, {"", "", "="},
		{"a", "b+c", "a=b%2Bc"}, {"a+b", "c", "a%2Bb=c"},
		{"=", "a", "%3D=a"}, {"b", "=", "b=%3D"},
		{"&", "a", "%26=a"}, {"b", "&", "b=%26"},
		{"a", "*-._", "a=*-._"}, {"*-._", "c", "*-._=c"},
		{"a", "b%c", "a=b%25c"}, {"a%b", "c", "a%25b=c"},
		{"a", "b\x00c", "a=b%00c"}, {"a\x00b", "c", "a%00b=c"},
		{"a", "b\U0001F4A9c", "a=b%F0%9F%92%A9c"}, {"a\U0001F4A9b", "c", "a%F0%9F%92%A9b=c"},
	} {
		if got := (URLSearchParams{}).Append(c.name, c.value).String(); got != c.want {
			t.Errorf("Append(%q, %q).String() = %q, want %q", c.name, c.value, got, c.want)
		}
	}
	// "Serialize empty value", appending to the same list.
	p := URLSearchParams{}
	for _, c := range []struct{ name, value, want string }{
		{"a", "", "a="}, {"a", "", "a=&a="}, {"", "b", "a=&a=&=b"}, {"", "", "a=&a=&=b&="}, {"", "", "a=&a=&=b&=&="},
	} {
		if p = p.Append(c.name, c.value); p.String() != c.want {
			t.Errorf("%q, want %q", p, c.want)
		}
	}
	// "URLSearchParams.toString"
	for _, c := range []struct{ query, want string }{
		{"a=b&c=d&&e&&", "a=b&c=d&e="},
		{"a = b &a=b&c=d%20", "a+=+b+&a=b&c=d+"},
		{"a=&a=b", "a=&a=b"},
		{"a=b,c", "a=b%2Cc"}, // "URLSearchParams connected to URL"
	} {
		if got := ParseQuery(c.query).String(); got != c.want {
			t.Errorf("ParseQuery(%q).String() = %q, want %q", c.query, got, c.want)
		}
	}
	if got := ParseQuery("a=b,c").Append("x", "y").String(); got != "a=b%2Cc&x=y" {
		t.Errorf("append after a comma: %q", got)
	}
}

func TestSearchParamsGetHas(t *testing.T) {
	p := ParseQuery("a=b&c=d&a=e&=f&g")
	for _, c := range []struct {
		name, value string
		ok          bool
	}{
		{"a", "b", true}, {"c", "d", true}, {"", "f", true}, {"g", "", true}, {"e", "", false}, {"A", "", false},
	} {
		if v, ok := p.Get(c.name); v != c.value || ok != c.ok {
			t.Errorf("Get(%q) = %q, %v; want %q, %v", c.name, v, ok, c.value, c.ok)
		}
		if p.Has(c.name) != c.ok {
			t.Errorf("Has(%q) = %v", c.name, !c.ok)
		}
	}
	if got := p.GetAll("a"); !slices.Equal(got, []string{"b", "e"}) {
		t.Errorf("GetAll(a) = %q", got)
	}
	if got := p.GetAll("x"); len(got) != 0 {
		t.Errorf("GetAll(x) = %q", got)
	}
	if !p.HasValue("a", "e") || p.HasValue("a", "d") || !p.HasValue("g", "") {
		t.Errorf("HasValue wrong on %q", p)
	}
	// urlsearchparams-getall.any.js, "getAll() multiples"
	q := ParseQuery("a=1&a=2&a=3&a").Set("a", "one")
	if got := q.GetAll("a"); !slices.Equal(got, []string{"one"}) {
		t.Errorf("GetAll after Set = %q", got)
	}
	// A name given with bytes that are not UTF-8 is read as the list reads them.
	if v, ok := ParseQuery("%FF=x").Get("\xff"); !ok || v != "x" {
		t.Errorf("Get(\"\\xff\") = %q, %v", v, ok)
	}
}

func TestSearchParamsSetDelete(t *testing.T) {
	for _, c := range []struct {
		query string
		op    func(URLSearchParams) URLSearchParams
		want  string
	}{
		// urlsearchparams-set.any.js
		{"a=b&c=d", func(p URLSearchParams) URLSearchParams { return p.Set("a", "B") }, "a=B&c=d"},
		{"a=b&c=d&a=e", func(p URLSearchParams) URLSearchParams { return p.Set("a", "B") }, "a=B&c=d"},
		{"a=b&c=d", func(p URLSearchParams) URLSearchParams { return p.Set("e", "f") }, "a=b&c=d&e=f"},
		{"c=d&a=b&a=e", func(p URLSearchParams) URLSearchParams { return p.Set("a", "B") }, "c=d&a=B"},
		// urlsearchparams-delete.any.js
		{"a=b&c=d", func(p URLSearchParams) URLSearchParams { return p.Delete("a") }, "c=d"},
		{"a=a&b=b&a=a&c=c", func(p URLSearchParams) URLSearchParams { return p.Delete("a") }, "b=b&c=c"},
		{"a=a&=&b=b&c=c", func(p URLSearchParams) URLSearchParams { return p.Delete("") }, "a=a&b=b&c=c"},
		{"a=b&a=c&a=d", func(p URLSearchParams) URLSearchParams { return p.DeleteValue("a", "c") }, "a=b&a=d"},
		{"a=b&a=c&b=c&b=d", func(p URLSearchParams) URLSearchParams { return p.DeleteValue("b", "c").Delete("a") }, "b=d"},
		{"param1&param2", func(p URLSearchParams) URLSearchParams { return p.Delete("param1").Delete("param2") }, ""},
		{"a=1&b=2", func(p URLSearchParams) URLSearchParams { return p.Delete("b") }, "a=1"},
		{"a=1&b=2", func(p URLSearchParams) URLSearchParams { return p.Delete("x") }, "a=1&b=2"},
		{"a=1&b=2&a=3", func(p URLSearchParams) URLSearchParams { return p.Delete("a") }, "b=2"},
	} {
		p := ParseQuery(c.query)
		if got := c.op(p).String(); got != c.want {
			t.Errorf("%q: got %q, want %q", c.query, got, c.want)
		}
		if p.String() != ParseQuery(c.query).String() {
			t.Errorf("%q: the receiver changed to %q", c.query, p)
		}
	}
	// urlsearchparams-size.any.js
	p := ParseQuery("a=1&b=2&a=3")
	if p.Size() != 3 || p.Delete("a").Size() != 1 || p.Append("b", "4").Size() != 4 {
		t.Errorf("Size wrong on %q", p)
	}
	if ParseQuery("?").Size() != 0 || (URLSearchParams{}).Size() != 0 {
		t.Error("Size of an empty list is not 0")
	}
}

// TestSearchParamsSort runs the cases of urlsearchparams-sort.any.js.
func TestSearchParamsSort(t *testing.T) {
	for _, c := range []struct {
		input string
		want  [][2]string
	}{
		{"z=b&a=b&z=a&a=a", [][2]string{{"a", "b"}, {"a", "a"}, {"z", "b"}, {"z", "a"}}},
		{"\uFFFD=x&\uFFFC&\uFFFD=a", [][2]string{{"\uFFFC", ""}, {"\uFFFD", "x"}, {"\uFFFD", "a"}}},
		{"ﬃ&🌈", [][2]string{{"🌈", ""}, {"ﬃ", ""}}}, // a greater code point, but a lower first code unit
		{"é&e\uFFFD&e\u0301", [][2]string{{"e\u0301", ""}, {"e\uFFFD", ""}, {"é", ""}}},
		{"z=z&a=a&z=y&a=b&z=x&a=c&z=w&a=d&z=v&a=e&z=u&a=f&z=t&a=g", [][2]string{
			{"a", "a"}, {"a", "b"}, {"a", "c"}, {"a", "d"}, {"a", "e"}, {"a", "f"}, {"a", "g"},
			{"z", "z"}, {"z", "y"}, {"z", "x"}, {"z", "w"}, {"z", "v"}, {"z", "u"}, {"z", "t"}}},
		{"bbb&bb&aaa&aa=x&aa=y", [][2]string{{"aa", "x"}, {"aa", "y"}, {"aaa", ""}, {"bb", ""}, {"bbb", ""}}},
		{"z=z&=f&=t&=x", [][2]string{{"", "f"}, {"", "t"}, {"", "x"}, {"z", "z"}}},
		{"a🌈&a💩", [][2]string{{"a🌈", ""}, {"a💩", ""}}},
	} {
		if got := pairsOf(ParseQuery(c.input).Sort()); !slices.Equal(got, c.want) {
			t.Errorf("ParseQuery(%q).Sort() = %q, want %q", c.input, got, c.want)
		}
	}
	if (URLSearchParams{}).Sort().String() != "" {
		t.Error("sorting the empty list gave pairs")
	}
}

// TestCompareUTF16 checks compareUTF16 against the comparison of the
// UTF-16 code units themselves (unicode/utf16), on strings built from
// characters on each side of the boundaries that matter.
func TestCompareUTF16(t *testing.T) {
	runes := []rune{0, 'a', 0x7F, 0x80, 0x7FF, 0x800, 0xD7FF, 0xE000, 0xFB03, 0xFFFD, 0xFFFF, 0x10000, 0x1F308, 0x1F4A9, 0x10FFFF}
	var strs []string
	for _, a := range runes {
		strs = append(strs, string(a))
		for _, b := range runes {
			strs = append(strs, string(a)+string(b), "x"+string(a)+string(b))
		}
	}
	for _, a := range strs {
		for _, b := range strs {
			want := slices.Compare(utf16.Encode([]rune(a)), utf16.Encode([]rune(b)))
			if got := compareUTF16(a, b); got != want {
				t.Fatalf("compareUTF16(%+q, %+q) = %d, want %d", a, b, got, want)
			}
		}
	}
}

// model is the list of §6.2 as the standard writes it, a slice of pairs,
// with each method done the obvious way: the reference for the methods of
// URLSearchParams, which work on the serialization instead.
type model [][2]string

func (m model) op(k int, name, value string) model {
	out := model{}
	switch k {
	case 0: // append
		out = append(slices.Clone(m), [2]string{name, value})
	case 1: // set
		found := false
		for _, p := range m {
			switch {
			case p[0] != name:
				out = append(out, p)
			case !found:
				found = true
				out = append(out, [2]string{name, value})
			}
		}
		if !found {
			out = append(out, [2]string{name, value})
		}
	case 2: // delete
		for _, p := range m {
			if p[0] != name {
				out = append(out, p)
			}
		}
	case 3: // delete with a value
		for _, p := range m {
			if p != [2]string{name, value} {
				out = append(out, p)
			}
		}
	case 4: // sort
		out = slices.Clone(m)
		slices.SortStableFunc(out, func(a, b [2]string) int {
			return slices.Compare(utf16.Encode([]rune(a[0])), utf16.Encode([]rune(b[0])))
		})
	}
	return out
}

func apply(p URLSearchParams, k int, name, value string) URLSearchParams {
	switch k {
	case 0:
		return p.Append(name, value)
	case 1:
		return p.Set(name, value)
	case 2:
		return p.Delete(name)
	case 3:
		return p.DeleteValue(name, value)
	}
	return p.Sort()
}

// checkAgainstModel applies the operation k to p and to its model, and
// compares the lists and the readers (Get, GetAll, Has, HasValue, Size).
func checkAgainstModel(t *testing.T, p URLSearchParams, k int, name, value string) URLSearchParams {
	t.Helper()
	m := model(pairsOf(p))
	got, want := apply(p, k, scalarValues(name), scalarValues(value)), m.op(k, scalarValues(name), scalarValues(value))
	if !slices.Equal(pairsOf(got), [][2]string(want)) {
		t.Fatalf("op %d (%q, %q) on %q: %q, want %q", k, name, value, p, pairsOf(got), want)
	}
	if got != ParseQuery(got.String()) {
		t.Fatalf("op %d (%q, %q) on %q gave %q, not its own serialization", k, name, value, p, got)
	}
	var all []string
	hasValue := false
	for _, pair := range want {
		if pair[0] == scalarValues(name) {
			all = append(all, pair[1])
			hasValue = hasValue || pair[1] == scalarValues(value)
		}
	}
	v, ok := got.Get(name)
	if ok != (len(all) > 0) || ok && v != all[0] || got.Has(name) != ok || !slices.Equal(got.GetAll(name), all) ||
		got.HasValue(name, value) != hasValue || got.Size() != len(want) {
		t.Fatalf("readers of %q disagree with the list %q for (%q, %q)", got, want, name, value)
	}
	return got
}

// TestSearchParamsAgainstModel runs random sequences of the methods, with
// names and values drawn from a small alphabet so that they collide, and
// compares each result with the model.
func TestSearchParamsAgainstModel(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	alphabet := []string{"a", "b", " ", "+", "%", "=", "&", "é", "\uFFFD", "🌈", "\xff", "%41", ""}
	word := func() string {
		var b strings.Builder
		for range r.IntN(3) {
			b.WriteString(alphabet[r.IntN(len(alphabet))])
		}
		return b.String()
	}
	for range 300 {
		p := ParseQuery(word() + "=" + word() + "&" + word())
		for range 12 {
			p = checkAgainstModel(t, p, r.IntN(5), word(), word())
		}
	}
}

// TestSearchParamsAllocations checks the costs the doc comment promises.
func TestSearchParamsAllocations(t *testing.T) {
	serialized := "q=go+iri&page=2&lang=%C3%A9"
	p := ParseQuery(serialized)
	for _, c := range []struct {
		name string
		want float64
		f    func()
	}{
		{"ParseQuery of a serialization", 0, func() { _ = ParseQuery(serialized) }},
		{"ParseQuery of a query to rewrite", 1, func() { _ = ParseQuery("q=go iri&page=2&lang=é&&") }},
		{"Get of a plain value", 0, func() { _, _ = p.Get("page") }},
		{"Has", 0, func() { _ = p.Has("lang") }},
		{"String", 0, func() { _ = p.String() }},
		{"Append", 1, func() { _ = p.Append("x", "y z") }},
		{"Delete of no pair", 0, func() { _ = p.Delete("x") }},
	} {
		if got := testing.AllocsPerRun(100, c.f); got != c.want {
			t.Errorf("%s: %v allocations, want %v", c.name, got, c.want)
		}
	}
}

// queryCorpora are the corpora whose queries the benchmarks read.
var queryCorpora = []struct{ name, file string }{{"iri", "corpus-iri.txt"}, {"ascii", "corpus-ascii.txt"}, {"real", "real/kasztp.txt"}}

// queries returns the queries of a corpus's lines: what follows the first
// "?" up to a "#", for the lines that have one.
func queries(b *testing.B, name string) []string {
	var out []string
	for _, s := range corpus.Lines(b, name) {
		if _, q, ok := strings.Cut(s, "?"); ok {
			q, _, _ = strings.Cut(q, "#")
			out = append(out, q)
		}
	}
	return out
}

// BenchmarkParseQuery reads the queries of the corpora with ParseQuery and,
// beside it, with net/url's ParseQuery (which builds a map, and rejects
// what it cannot decode); one query per operation.
func BenchmarkParseQuery(b *testing.B) {
	for _, c := range queryCorpora {
		b.Run("corpus="+c.name, func(b *testing.B) {
			qs := queries(b, c.file)
			b.Run("parser=whatwg", func(b *testing.B) { corpus.BenchEach(b, qs, func(q string) { _ = ParseQuery(q) }) })
			b.Run("parser=net-url", func(b *testing.B) { corpus.BenchEach(b, qs, func(q string) { _, _ = url.ParseQuery(q) }) })
		})
	}
}

// BenchmarkParseQueryVsNetURL runs the two of BenchmarkParseQuery in
// alternating slices of the queries (corpus.Alternate), so that the drift
// of a shared machine hits both alike, and reports the speedup over
// net/url.
func BenchmarkParseQueryVsNetURL(b *testing.B) {
	for _, c := range queryCorpora {
		b.Run("corpus="+c.name, func(b *testing.B) {
			ours, theirs := corpus.Alternate(b, queries(b, c.file),
				func(q string) { _ = ParseQuery(q) }, func(q string) { _, _ = url.ParseQuery(q) })
			b.ReportMetric(ours, "ns/query")
			b.ReportMetric(theirs, "neturl-ns/query")
			b.ReportMetric(theirs/ours, "speedup")
			b.ReportMetric(0, "ns/op")
		})
	}
}

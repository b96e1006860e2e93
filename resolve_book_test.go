package iri

import (
	"strings"
	"testing"
)

// bookParts are the five components of RFC 3986 §5.2.1, each with
// whether it is defined.
type bookParts struct {
	scheme, authority, path, query, fragment string
	hasAuthority, hasQuery, hasFragment      bool
}

// resolveByTheBook is RFC 3986 §5.2 transcribed as the RFC writes it, on
// strings, component by component: the reference against which Resolve,
// with its shortcuts and its one-pass writing, is checked. Its one
// addition is Resolve's documented rule for a path that starts with "//"
// where there is no authority (written "/.//").
func resolveByTheBook(base, ref IRI, nonStrict bool) string {
	of := func(x IRI) bookParts {
		p := bookParts{scheme: x.Scheme(), path: x.Path()}
		p.authority, p.hasAuthority = x.Authority()
		p.query, p.hasQuery = x.Query()
		p.fragment, p.hasFragment = x.Fragment()
		return p
	}
	b, r := of(base), of(ref)
	if nonStrict && strings.EqualFold(r.scheme, b.scheme) {
		r.scheme = "" // §5.2.2: "if ((not strict) and (R.scheme == Base.scheme))"
	}
	var t bookParts
	switch {
	case r.scheme != "":
		t = r
		t.path = removeDotSegmentsByTheBook(r.path)
	case r.hasAuthority:
		t = r
		t.scheme = b.scheme
		t.path = removeDotSegmentsByTheBook(r.path)
	case r.path == "":
		t = b
		t.hasQuery, t.query = b.hasQuery || r.hasQuery, b.query
		if r.hasQuery {
			t.query = r.query
		}
		t.fragment, t.hasFragment = r.fragment, r.hasFragment
	default:
		t = r
		t.scheme, t.authority, t.hasAuthority = b.scheme, b.authority, b.hasAuthority
		if strings.HasPrefix(r.path, "/") {
			t.path = removeDotSegmentsByTheBook(r.path)
		} else {
			t.path = removeDotSegmentsByTheBook(mergeByTheBook(b, r.path))
		}
	}
	// §5.3.
	var out strings.Builder
	out.WriteString(t.scheme + ":")
	if t.hasAuthority {
		out.WriteString("//" + t.authority)
	} else if strings.HasPrefix(t.path, "//") {
		t.path = "/." + t.path
	}
	out.WriteString(t.path)
	if t.hasQuery {
		out.WriteString("?" + t.query)
	}
	if t.hasFragment {
		out.WriteString("#" + t.fragment)
	}
	return out.String()
}

// mergeByTheBook is §5.2.3.
func mergeByTheBook(base bookParts, path string) string {
	if base.hasAuthority && base.path == "" {
		return "/" + path
	}
	if i := strings.LastIndex(base.path, "/"); i >= 0 {
		return base.path[:i+1] + path
	}
	return path
}

// removeDotSegmentsByTheBook is the loop of §5.2.4 with an input and an
// output buffer, rule by rule.
func removeDotSegmentsByTheBook(in string) string {
	out := ""
	for in != "" {
		switch {
		case strings.HasPrefix(in, "../"):
			in = in[3:]
		case strings.HasPrefix(in, "./"):
			in = in[2:]
		case strings.HasPrefix(in, "/./"):
			in = in[2:]
		case in == "/.":
			in = "/"
		case strings.HasPrefix(in, "/../"):
			in = in[3:]
			out = out[:max(strings.LastIndex(out, "/"), 0)]
		case in == "/..":
			in = "/"
			out = out[:max(strings.LastIndex(out, "/"), 0)]
		case in == "." || in == "..":
			in = ""
		default:
			end := len(in)
			if i := strings.Index(in[1:], "/"); i >= 0 {
				end = 1 + i
			}
			out += in[:end]
			in = in[end:]
		}
	}
	return out
}

// byTheBookBases are bases for the by-the-book comparison: RFC 3986's,
// and the corners of merging (no authority, an empty path, a rootless
// path, dot segments and empty segments of their own).
var byTheBookBases = []string{
	"http://a/b/c/d;p?q", "http://a", "http://a/", "http://a/b/../c/./d", "http://a//b/c",
	"a:", "a:b", "a:b/c/d", "a:/b/c", "a:./b/", "a:../", "file:///etc/x", "https://例え.jp/ä/ö?q#f",
}

// TestResolveByTheBook resolves the suites' references, the relative
// references of corpus-rel and the lines of corpus-iri against each base
// with Resolve and AppendResolve, and compares both with
// resolveByTheBook. Against all but RFC 3986's base, a quarter of the
// corpora's lines are enough for the corners, and keep the test short.
func TestResolveByTheBook(t *testing.T) {
	refs := append(suiteStrings(t), "", "#f", "?q", ".", "..", "./", "../", "../..", "./../.", "..//x", ".//x",
		"../../../g", "g/../..", "/./g", "//h", "///x", "a/./b/../c", "%2E%2E/x", "...", "..a/b", "a:..//x")
	suites := len(refs)
	refs = append(refs, readLines(t, "corpus-rel.txt")...)
	refs = append(refs, readLines(t, "corpus-iri.txt")...)
	var buf []byte
	n := 0
	for k, bs := range byTheBookBases {
		base := MustParse(bs)
		for i, s := range refs {
			if k > 0 && i >= suites && i%4 != 0 {
				continue
			}
			ref, err := Parse(s)
			if err != nil {
				continue
			}
			want := resolveByTheBook(base, ref, false)
			got, err := base.Resolve(ref)
			if err != nil || got.String() != want {
				t.Fatalf("%q + %q: Resolve gives %q, %v; by the book %q", bs, s, got, err, want)
			}
			checkBuilt(t, got)
			buf, err = base.AppendResolve(buf[:0], ref)
			if err != nil || string(buf) != want {
				t.Fatalf("%q + %q: AppendResolve gives %q, %v; by the book %q", bs, s, buf, err, want)
			}
			if lenient, _ := base.ResolveNonStrict(ref); lenient.String() != resolveByTheBook(base, ref, true) {
				t.Fatalf("%q + %q: ResolveNonStrict gives %q; by the book %q", bs, s, lenient, resolveByTheBook(base, ref, true))
			}
			n++
		}
	}
	if n < 1_500_000 {
		t.Errorf("only %d resolutions compared", n)
	}
}

func TestAppendResolveAppends(t *testing.T) {
	base := MustParse("http://a/b/c/d;p?q")
	b, err := base.AppendResolve([]byte("<"), MustParse("../g"))
	if err != nil || string(b) != "<http://a/b/g" {
		t.Errorf("got %q, %v", b, err)
	}
	b, err = MustParse("a/b").AppendResolve([]byte("<"), MustParse("g"))
	if err == nil || string(b) != "<" {
		t.Errorf("relative base: got %q, %v", b, err)
	}
}

func TestAppendResolveDoesNotAllocate(t *testing.T) {
	base := MustParse("http://a/b/c/d;p?q")
	buf := make([]byte, 0, 256)
	for _, s := range []string{"../g", "g?y#s", "//h/./x", "", "#s", "http://x/y", "http://x/./y", "/a/b/../c"} {
		ref := MustParse(s)
		if n := testing.AllocsPerRun(100, func() { buf, _ = base.AppendResolve(buf[:0], ref) }); n != 0 {
			t.Errorf("AppendResolve(%q) allocates %v times", s, n)
		}
	}
}

package template

import (
	"errors"
	"strings"
	"testing"
	"unicode/utf8"
)

// ruleVars are the values of the tests of the rules: a string with a
// space, an empty string, a list, a list with an empty member, an
// associative array with an empty value, and values of reserved and
// multi-byte characters; "u" is undefined.
var ruleVars = Vars{
	"s":  "a b",
	"e":  "",
	"l":  []string{"x", "y z"},
	"l2": []string{"", "x"},
	"m":  []Pair{{"k", "v"}, {"k2", ""}},
	"v":  "%41%4/?#[]@!$&'()*+,;=é",
	"w":  "日本語abc",
	"r":  "%41%42c",
	"el": []string{},
	"em": []Pair{},
}

// wantExpansions expands each template with ruleVars and wants its
// expansion.
func wantExpansions(t *testing.T, cases map[string]string) {
	t.Helper()
	for tmpl, want := range cases {
		if got, err := MustParse(tmpl).Expand(ruleVars); err != nil || got != want {
			t.Errorf("%s = %q, %v; want %q", tmpl, got, err, want)
		}
	}
}

// TestOperators expands every operator with every kind of value, with and
// without explode, by the table of RFC 6570 Appendix A.
func TestOperators(t *testing.T) {
	wantExpansions(t, map[string]string{
		"{s}": "a%20b", "{e}": "", "{l}": "x,y%20z", "{l*}": "x,y%20z", "{m}": "k,v,k2,", "{m*}": "k=v,k2=", "{u}": "",
		"{+s}": "a%20b", "{+l}": "x,y%20z", "{+m*}": "k=v,k2=",
		"{.s}": ".a%20b", "{.e}": ".", "{.l}": ".x,y%20z", "{.l*}": ".x.y%20z", "{.m}": ".k,v,k2,", "{.m*}": ".k=v.k2=", "{.u}": "",
		"{/s}": "/a%20b", "{/e}": "/", "{/l}": "/x,y%20z", "{/l*}": "/x/y%20z", "{/m*}": "/k=v/k2=",
		"{;s}": ";s=a%20b", "{;e}": ";e", "{;l}": ";l=x,y%20z", "{;l*}": ";l=x;l=y%20z", "{;m}": ";m=k,v,k2,", "{;m*}": ";k=v;k2", "{;u}": "",
		"{?s}": "?s=a%20b", "{?e}": "?e=", "{?l}": "?l=x,y%20z", "{?l*}": "?l=x&l=y%20z", "{?m}": "?m=k,v,k2,", "{?m*}": "?k=v&k2=",
		"{&s}": "&s=a%20b", "{&e}": "&e=", "{&l*}": "&l=x&l=y%20z", "{&m*}": "&k=v&k2=",
		"{#s}": "#a%20b", "{#e}": "#", "{#l}": "#x,y%20z", "{#l*}": "#x,y%20z", "{#m*}": "#k=v,k2=",
		// A named explode writes the name before each member; an empty
		// member is the operator's ifemp.
		"{;l2*}": ";l2;l2=x", "{?l2*}": "?l2=&l2=x", "{l2*}": ",x",
		// Explode does not apply to a string.
		"{s*}": "a%20b", "{;s*}": ";s=a%20b",
		// Empty lists and arrays are undefined (§2.3).
		"{el}": "", "{?el*}": "", "{em}": "", "{;em*}": "", "{?el,s}": "?s=a%20b",
	})
}

// TestUndefinedAnywhere puts undefined variables first, between, last and
// alone: they add neither the operator's first string nor a separator
// (Appendix A).
func TestUndefinedAnywhere(t *testing.T) {
	wantExpansions(t, map[string]string{
		"{u,s,u,e}": "a%20b,", "{?u,s,u,e}": "?s=a%20b&e=", "{/u,u}": "", "{.s,u}": ".a%20b", "{;u,e}": ";e",
		"{&u}{?u}": "", "{#u,l}": "#x,y%20z", "x{u}y": "xy",
	})
}

// TestReservedExpansion: simple expansion encodes everything but the
// unreserved characters, "%" included; "+" and "#" keep the reserved
// characters and the triplets, and encode a "%" that starts none.
func TestReservedExpansion(t *testing.T) {
	wantExpansions(t, map[string]string{
		"{v}":  "%2541%254%2F%3F%23%5B%5D%40%21%24%26%27%28%29%2A%2B%2C%3B%3D%C3%A9",
		"{+v}": "%41%254/?#[]@!$&'()*+,;=%C3%A9",
		"{#v}": "#%41%254/?#[]@!$&'()*+,;=%C3%A9",
		"{?v}": "?v=%2541%254%2F%3F%23%5B%5D%40%21%24%26%27%28%29%2A%2B%2C%3B%3D%C3%A9",
	})
}

// TestPrefix: a prefix counts code points (§2.4.1), a triplet as one in
// reserved expansion, which never splits it; past the end it is the
// whole value; a named empty value stays empty.
func TestPrefix(t *testing.T) {
	wantExpansions(t, map[string]string{
		"{w:2}": "%E6%97%A5%E6%9C%AC", "{w:4}": "%E6%97%A5%E6%9C%AC%E8%AA%9Ea", "{w:9999}": "%E6%97%A5%E6%9C%AC%E8%AA%9Eabc",
		"{+r:2}": "%41%42", "{+r:1}": "%41", "{r:2}": "%254", "{#r:3}": "#%41%42c",
		"{;w:1}": ";w=%E6%97%A5", "{?e:3}": "?e=", "{s:1}": "a", "{u:3}": "",
	})
}

// TestLiterals: what a URI allows stays (the triplets, the apostrophe of
// erratum 6937); ucschar and iprivate are percent-encoded as UTF-8.
func TestLiterals(t *testing.T) {
	wantExpansions(t, map[string]string{
		"a%41'b":              "a%41'b",
		"/résumé":             "/r%C3%A9sum%C3%A9",
		"?\ue000":             "?%EE%80%80",
		"http://例え.jp/{s}":    "http://%E4%BE%8B%E3%81%88.jp/a%20b",
		"!$&()*+,;=:/?#[]@~-": "!$&()*+,;=:/?#[]@~-",
	})
}

// TestErrors wants each error of §2, and of the expansion, at the offset
// of its cause.
func TestErrors(t *testing.T) {
	for _, tt := range []struct {
		tmpl   string
		offset int
		cause  error
	}{
		{"/a{b", 2, ErrUnclosed}, {"{", 0, ErrUnclosed}, {"x{a.", 1, ErrUnclosed}, {"{a,b", 0, ErrUnclosed},
		{"a}b", 1, ErrUnopened}, {"{a{b}}", 2, ErrVarname},
		{"a b", 1, ErrLiteral}, {"a\"b", 1, ErrLiteral}, {"a%4", 1, ErrLiteral}, {"<a>", 0, ErrLiteral}, {"a\\b", 1, ErrLiteral},
		{"a^b", 1, ErrLiteral}, {"a`b", 1, ErrLiteral}, {"a|b", 1, ErrLiteral}, {"a\x7fb", 1, ErrLiteral}, {"a\xffb", 1, ErrLiteral},
		{"a\ufffe", 1, ErrLiteral}, {"\u200e{a}", -1, nil},
		{"{=a}", 1, ErrReservedOperator}, {"{,a}", 1, ErrReservedOperator}, {"{!a}", 1, ErrReservedOperator}, {"{@a}", 1, ErrReservedOperator},
		{"{|a}", 1, ErrReservedOperator}, {"{$a}", 1, ErrReservedOperator}, {"{(a)}", 1, ErrReservedOperator},
		{"{}", 1, ErrVarname}, {"{+}", 2, ErrVarname}, {"{a,}", 3, ErrVarname}, {"{.a}", -1, nil}, {"{a..b}", 3, ErrVarname},
		{"{a.}", 3, ErrVarname}, {"{-a}", 1, ErrVarname}, {"{a b}", 2, ErrVarname}, {"{%4g}", 1, ErrVarname}, {"{a=b}", 2, ErrVarname},
		{"{a:0}", 3, ErrPrefix}, {"{a:01}", 3, ErrPrefix}, {"{a:10000}", 3, ErrPrefix}, {"{a:}", 3, ErrPrefix}, {"{a:x}", 3, ErrPrefix},
		{"{a:2*}", 4, ErrModifiers}, {"{a*:2}", 3, ErrVarname}, {"{a**}", 3, ErrVarname},
	} {
		_, err := Parse(tt.tmpl)
		if tt.cause == nil {
			if err != nil {
				t.Errorf("Parse(%q): %v", tt.tmpl, err)
			}
			continue
		}
		var e *Error
		if !errors.As(err, &e) || !errors.Is(err, tt.cause) || e.Offset != tt.offset || e.Template != tt.tmpl {
			t.Errorf("Parse(%q): %#v; want %v at %d", tt.tmpl, err, tt.cause, tt.offset)
		}
	}
	for _, tt := range []struct {
		tmpl   string
		vars   Vars
		offset int
		cause  error
	}{
		{"/{l:1}", ruleVars, 2, ErrPrefixComposite}, {"{+m:3}", ruleVars, 2, ErrPrefixComposite},
		{"/{s}{x}", Vars{"x": "a\xffb"}, 5, ErrValueUTF8}, {"{?l*}", Vars{"l": []string{"ok", "\xed\xa0\x80"}}, 2, ErrValueUTF8},
		{"{m*}", Vars{"m": []Pair{{"\xc3", "v"}}}, 1, ErrValueUTF8}, {"{n}", Vars{"n": 7}, 1, ErrValueType},
	} {
		out := []byte("kept")
		got, err := MustParse(tt.tmpl).AppendExpand(out, tt.vars)
		var e *Error
		if !errors.As(err, &e) || !errors.Is(err, tt.cause) || e.Offset != tt.offset || string(got) != "kept" {
			t.Errorf("%s: %q, %#v; want %v at %d and the buffer as given", tt.tmpl, got, err, tt.cause, tt.offset)
		}
	}
}

// TestLevel wants the lowest level of §1.2 each template needs.
func TestLevel(t *testing.T) {
	for tmpl, want := range map[string]int{
		"": 1, "/a": 1, "{a}": 1, "{a}{b}": 1, "{+a}": 2, "{#a}": 2, "{a,b}": 3, "{+a,b}": 3, "{.a}": 3, "{/a}": 3,
		"{;a}": 3, "{?a}": 3, "{&a}": 3, "{a:1}": 4, "{a*}": 4, "{a}{#b}{?c*}": 4,
	} {
		if got := MustParse(tmpl).Level(); got != want {
			t.Errorf("Level(%q) = %d, want %d", tmpl, got, want)
		}
	}
	if (Template{}).Level() != 1 {
		t.Error("the zero Template is not of level 1")
	}
}

// TestExpandIRI: the URI that Expand gives, converted by RFC 3987 §3.2:
// the characters of literals and values alike decoded, what encodes a
// delimiter kept encoded.
func TestExpandIRI(t *testing.T) {
	vars := Vars{"p": "ré/sumé", "q": "ü", "x": "a/b", "h": "例え"}
	for tmpl, want := range map[string]string{
		"http://example.org/{+p}{?q}": "http://example.org/ré/sumé?q=ü",
		"http://example.org/ré{/x}":   "http://example.org/ré/a%2Fb",
		"http://{h}.jp/":              "http://例え.jp/",
		"urn:x:{q}#{x}":               "urn:x:ü#a%2Fb",
	} {
		x, err := MustParse(tmpl).ExpandIRI(vars)
		if err != nil || x.String() != want {
			t.Errorf("ExpandIRI %s = %q, %v; want %q", tmpl, x, err, want)
		}
	}
	_, err := MustParse("{#a}{#a}").ExpandIRI(Vars{"a": "x"})
	var e *Error
	if !errors.As(err, &e) || !errors.Is(err, ErrNotIRI) || !strings.Contains(err.Error(), "iri: ") {
		t.Errorf("two fragments: %v", err)
	}
}

// TestExpansionAllocatesNothing expands every spec example into a reused
// buffer: no allocation.
func TestExpansionAllocatesNothing(t *testing.T) {
	buf := make([]byte, 0, 1024)
	for _, c := range suiteCases(t, "spec-examples.json", 64) {
		tmpl := MustParse(c.template)
		if n := testing.AllocsPerRun(20, func() { buf, _ = tmpl.AppendExpand(buf[:0], c.vars) }); n != 0 {
			t.Errorf("%s: %v allocations", c.template, n)
		}
	}
}

// TestBadInputScales: a template of 1 MiB and a list of 100,000 members
// expand, and nothing breaks.
func TestBadInputScales(t *testing.T) {
	big := strings.Repeat("a{b}", 1<<18)
	out, err := MustParse(big).Expand(Vars{"b": "é"})
	if err != nil || len(out) != (1+6)<<18 {
		t.Fatalf("1 MiB template: %d bytes, %v", len(out), err)
	}
	list := make([]string, 100_000)
	for i := range list {
		list[i] = "x"
	}
	out, err = MustParse("{?l*}").Expand(Vars{"l": list})
	if err != nil || len(out) != 100_000*4 {
		t.Fatalf("a list of 100,000: %d bytes, %v", len(out), err)
	}
	if _, err := Parse(strings.Repeat("{", 1<<20)); err == nil {
		t.Fatal("a MiB of braces parsed")
	}
	if !utf8.ValidString(out) {
		t.Fatal("not UTF-8")
	}
}

// TestVarsFromJSON reads each kind of value, nulls left out, and refuses
// what is not one object of scalars, arrays and objects of scalars.
func TestVarsFromJSON(t *testing.T) {
	vars, err := VarsFromJSON([]byte(` {"s": "x", "n": -1.50e3, "t": true, "f": false, "u": null,
		"l": ["a", 2, null, false], "m": {"b": "1", "a": null, "c": 3}} `))
	if err != nil {
		t.Fatal(err)
	}
	got, _ := MustParse("{s,n,t,f,u}~{l}~{m*}").Expand(vars)
	if want := "x,-1.50e3,true,false~a,2,false~b=1,c=3"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	if _, ok := vars["u"]; ok {
		t.Error("null is kept")
	}
	for _, bad := range []string{``, `[]`, `"s"`, `{"a": [[1]]}`, `{"a": {"b": {}}}`, `{"a": 1} {}`, `{"a": 1} x`, `{"a": `, `{"a" 1}`} {
		if _, err := VarsFromJSON([]byte(bad)); err == nil {
			t.Errorf("VarsFromJSON(%s) = nil error", bad)
		}
	}
}

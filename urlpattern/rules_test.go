package urlpattern

import (
	"errors"
	"fmt"
	"strings"
	"testing"
)

func tokenString(toks []token) string {
	names := [...]string{"open", "close", "regexp", "name", "char", "escaped", "modifier", "asterisk", "end", "invalid"}
	var s []string
	for _, t := range toks {
		s = append(s, fmt.Sprintf("%s@%d:%s", names[t.typ], t.index, t.value))
	}
	return strings.Join(s, " ")
}

func TestTokenize(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"/:id", "char@0:/ name@1:id end@4:"},
		{"*{a}?+", "asterisk@0:* open@1:{ char@2:a close@3:} modifier@4:? modifier@5:+ end@6:"},
		{`\:x`, "escaped@0:: char@2:x end@3:"},
		{"(a(?:b)c)", "regexp@0:a(?:b)c end@9:"},
		{`(\))`, `regexp@0:\) end@4:`},
		{":$_é1", "name@0:$_é1 end@6:"},
		{":1", "" /* a name cannot start with a digit */},
		{"(?x)", ""},
		{"()", ""},
		{"(a(b))", ""},
		{"(é)", ""},
		{"(a", ""},
		{`a\`, ""},
	} {
		toks, err := tokenize(c.in, strict)
		if c.want == "" {
			var e *Error
			if !errors.As(err, &e) {
				t.Errorf("tokenize(%q, strict) = %s, want an *Error", c.in, tokenString(toks))
			}
			continue
		}
		if err != nil || tokenString(toks) != c.want {
			t.Errorf("tokenize(%q, strict) = %s, %v, want %s", c.in, tokenString(toks), err, c.want)
		}
	}
}

func TestTokenizeLenient(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"a:1", "char@0:a invalid@1:: char@2:1 end@3:"},
		{"(?x)", "invalid@0:( modifier@1:? char@2:x char@3:) end@4:"},
		{`a\`, `char@0:a invalid@1:\ end@2:`},
		{"\xff", "char@0:\xff end@1:"},
	} {
		toks, err := tokenize(c.in, lenient)
		if err != nil || tokenString(toks) != c.want {
			t.Errorf("tokenize(%q, lenient) = %s, %v, want %s", c.in, tokenString(toks), err, c.want)
		}
	}
}

func identity(s string) (string, error) { return s, nil }

func partString(parts []part) string {
	var s []string
	for _, p := range parts {
		s = append(s, fmt.Sprintf("%d%s[%s|%s|%s|%s]", p.typ, p.modifier, p.prefix, p.name, p.value, p.suffix))
	}
	return strings.Join(s, " ")
}

func TestParsePatternString(t *testing.T) {
	for _, c := range []struct{ in, parts, regexp, pattern string }{
		{"/books/:id", "0[||/books|] 2[/|id||]", `^\/books(?:\/([^\/]+?))$`, "/books/:id"},
		{"/:id?", "2?[/|id||]", `^(?:\/([^\/]+?))?$`, "/:id?"},
		{"/*", "3[/|0||]", `^(?:\/(.*))$`, "/*"},
		{"/(\\d+)+", "1+[/|0|\\d+|]", `^(?:\/((?:\d+)(?:\/(?:\d+))*))$`, "/(\\d+)+"},
		{"{a}", "0[||a|]", `^a$`, "a"},
		{"{a}*", "0*[||a|]", `^(?:a)*$`, "{a}*"},
		{"{x:id.y}", "2[x|id||.y]", `^(?:x([^\/]+?)\.y)$`, "{x:id.y}"},
		{"/:a:b", "2[/|a||] 2[|b||]", `^(?:\/([^\/]+?))([^\/]+?)$`, "/:a:b"},
		{"/(.*)", "3[/|0||]", `^(?:\/(.*))$`, "/*"},
		{":a(x)", "1[|a|x|]", `^(x)$`, ":a(x)"},
	} {
		parts, err := parsePatternString(c.in, pathnameOptions, identity)
		if err != nil {
			t.Errorf("%q: %v", c.in, err)
			continue
		}
		if got := partString(parts); got != c.parts {
			t.Errorf("%q parts %s, want %s", c.in, got, c.parts)
		}
		if got, _, _ := generateRegexp(parts, pathnameOptions); got != c.regexp {
			t.Errorf("%q regexp %s, want %s", c.in, got, c.regexp)
		}
		if got := generatePatternString(parts, pathnameOptions); got != c.pattern {
			t.Errorf("%q pattern %s, want %s", c.in, got, c.pattern)
		}
	}
	for _, in := range []string{"/:a/:a", "{a", "a}", "{:a{b}}", "(", "*?+"} {
		if _, err := parsePatternString(in, pathnameOptions, identity); err == nil {
			t.Errorf("%q parses, want an error", in)
		}
	}
}

func TestConstructorString(t *testing.T) {
	show := func(in Init) string {
		var s []string
		for i, v := range in.values() {
			if v != nil {
				s = append(s, componentNames[i]+"="+*v)
			}
		}
		return strings.Join(s, " ")
	}
	for _, c := range []struct{ in, want string }{
		{"https://example.com/a?b#c", "protocol=https hostname=example.com port= pathname=/a search=b hash=c"},
		{`https://u\:p@h:8080`, "protocol=https username=u password=p hostname=h port=8080"},
		{"https://u:p@h", "protocol=https username=u:p hostname=h port="}, // ":p" is a named group
		{"/a/:b", "pathname=/a/:b"},
		{"?q", "search=q"},
		{"#h", "hash=h"},
		{"data:8675309", "protocol=data hostname= port= pathname=8675309"},
		{"data:text", "pathname=data:text"}, // ":text" is a named group: no protocol
		{"https://[::1]:8080/", "protocol=https hostname=[::1] port=8080 pathname=/"},
		{"http{s}?://{*.}?example.com", "protocol=http{s}? hostname={*.}?example.com port="},
		{"https://h/:id?x", "protocol=https hostname=h port= pathname=/:id?x"},
		{"https://h/p\\?x", "protocol=https hostname=h port= pathname=/p search=x"},
	} {
		got, err := parseConstructorString(c.in)
		if err != nil || show(got) != c.want {
			t.Errorf("parseConstructorString(%q) = %s, %v, want %s", c.in, show(got), err, c.want)
		}
	}
}

func TestUnsupportedRegexp(t *testing.T) {
	for _, c := range []struct {
		pattern   string
		construct string
		offset    int
	}{
		{"https://h/:a(x(?=y))", "a lookahead (?=", 5},
		{"https://h/(x(?!y))", "a negative lookahead (?!", 3},
		{"https://h/(x(?<=y))", "a lookbehind (?<=", 3},
		{"https://h/(x(?<!y))", "a negative lookbehind (?<!", 3},
		{"https://h/(x)(\\1)", "a backreference \\1", 5},
		{"https://h/((?<n>x)\\k<n>)", "a named backreference \\k", 9},
	} {
		_, err := New(c.pattern, "", Options{})
		var e *Error
		var re *RegexpError
		if !errors.As(err, &e) || !errors.As(err, &re) || re.Construct != c.construct || e.Offset != c.offset || e.Component != "pathname" {
			t.Errorf("New(%q) = %v, want %s at offset %d of the pathname", c.pattern, err, c.construct, c.offset)
		}
	}
}

func TestGoEngine(t *testing.T) {
	for _, c := range []struct {
		expr, in string
		want     bool
	}{
		{`^[[a-z]--[aeiou]]+$`, "xyz", true},
		{`^[[a-z]--[aeiou]]+$`, "xya", false},
		{`^[\d&&[0-4]]$`, "3", true},
		{`^[\d&&[0-4]]$`, "5", false},
		{`^[^]+$`, "a\nb", true},
		{`^.$`, "\n", false},
		{`^.$`, "\r", false},
		{`^\s$`, "\u00a0", true},
		{`^\u{1F345}$`, "🍅", true},
		{`^\u0041$`, "A", true},
		{`^[\p{Script=Greek}]+$`, "αβ", true},
		{`^\cA$`, "\x01", true},
		{`^[]$`, "", false},
	} {
		re, err := GoEngine{}.Compile(c.expr, false)
		if err != nil {
			t.Errorf("%s: %v", c.expr, err)
			continue
		}
		if _, ok := re.Exec(c.in); ok != c.want {
			t.Errorf("%s on %q: %v, want %v", c.expr, c.in, ok, c.want)
		}
	}
	// What the u and v flags reject.
	for _, expr := range []string{`a{`, `a{1`, `a}`, `]`, `\:`, `\-`, `[/]`, `[a-]`, `[(]`, `[!!]`, `[a--b c]`, `\q`, `[\d-z]`, `(?U:a)`, `(?s:a)`, `(?ii:a)`, `(?-:a)`, `(?P<n>a)`} {
		if _, err := (GoEngine{}).Compile(expr, false); err == nil {
			t.Errorf("%s compiles, want an error", expr)
		}
	}
	for _, expr := range []string{`a{2}`, `a{2,}`, `a{2,3}`, `\/`, `[\/\-\!]`, `[!]`, `\$`, `(?i:a)`, `(?-i:a)`, `(?m-i:a)`, `(?<n>a)`} {
		if _, err := (GoEngine{}).Compile(expr, false); err != nil {
			t.Errorf("%s: %v", expr, err)
		}
	}
	// Without regard to case, a class is closed under case folding before
	// it is complemented, as ECMAScript's "i" flag has it.
	for _, c := range []struct {
		expr, in string
		want     bool
	}{
		{`^[^a-z]$`, "A", false},
		{`^[^a-z]$`, "1", true},
		{`^\W$`, "ſ", false},
		{`^\w$`, "ſ", true},
		{`^[[a-z]--[k]]$`, "K", false},
		{`^\P{Lu}$`, "A", false},
	} {
		re, err := GoEngine{}.Compile(c.expr, true)
		if err != nil {
			t.Errorf("%s: %v", c.expr, err)
			continue
		}
		if _, ok := re.Exec(c.in); ok != c.want {
			t.Errorf("%s (i) on %q: %v, want %v", c.expr, c.in, ok, c.want)
		}
	}
	// An optional group that can only match empty text is unmatched, as
	// ECMAScript has it.
	re, _ := GoEngine{}.Compile(`^(.*)(.*)?$`, false)
	g, _ := re.Exec("ab")
	if len(g) != 2 || g[0] != (Group{"ab", true}) || g[1].Matched {
		t.Errorf("^(.*)(.*)?$ on ab: %v", g)
	}
}

func TestIgnoreCase(t *testing.T) {
	p, err := New("https://EXAMPLE.com/Foo/:x/?q=A#B", "", Options{IgnoreCase: true})
	if err != nil {
		t.Fatal(err)
	}
	if !p.Test("https://example.com/fOO/bar/?q=a#b", "") {
		t.Error("no match without regard to case")
	}
	q, _ := New("https://example.com/Foo", "", Options{})
	if q.Test("https://example.com/foo", "") {
		t.Error("a match without IgnoreCase")
	}
}

// TestUFlag: UFlag writes the "v" flag's classes, escapes and "." as
// classes of code points in the "u" flag's syntax, leaves lookaround,
// backreferences and modifiers (s included) as they are, and rejects
// what the "v" flag rejects, as GoEngine does.
func TestUFlag(t *testing.T) {
	for _, c := range []struct{ expr, want string }{
		{`^[[a-c]--[b]]$`, `^[\u{61}\u{63}]$`},
		{`^[\d&&[0-4]]$`, `^[\u{30}-\u{34}]$`},
		{`^.$`, `^[\u{0}-\u{9}\u{b}-\u{c}\u{e}-\u{2027}\u{202a}-\u{10ffff}]$`},
		{`^[^]$`, `^[\u{0}-\u{10ffff}]$`},
		{`^[]$`, `^[^\u{0}-\u{10ffff}]$`},
		{`^\/(?=a)(?!b)(?<=c)(?<!d)$`, `^[\u{2f}](?=a)(?!b)(?<=c)(?<!d)$`},
		{`^(a)\1\12(?<n>b)\k<n>$`, `^(a)\1\12(?<n>b)\k<n>$`},
		{`^(?s:a)(?i-m:b)\b{2,3}$`, `^(?s:a)(?i-m:b)\b{2,3}$`},
	} {
		got, err := UFlag(c.expr, false)
		if err != nil || got != c.want {
			t.Errorf("UFlag(%s) = %s, %v, want %s", c.expr, got, err, c.want)
		}
	}
	if got, err := UFlag(`^[a-b]$`, true); err != nil || got != `^[\u{41}-\u{42}\u{61}-\u{62}]$` {
		t.Errorf("UFlag([a-b], i) = %s, %v", got, err)
	}
	for _, expr := range []string{`a{`, `]`, `\:`, `[/]`, `[a-]`, `[(]`, `[!!]`, `\q`, `(?ss:a)`, `(?U:a)`} {
		var re *RegexpError
		if _, err := UFlag(expr, false); !errors.As(err, &re) {
			t.Errorf("UFlag(%s): %v, want a *RegexpError", expr, err)
		}
	}
}

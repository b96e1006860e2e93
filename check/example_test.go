package check_test

import (
	"encoding/json"
	"fmt"
	"os"

	"github.com/go-iri/iri"
	"github.com/go-iri/iri/check"
	"github.com/go-iri/iri/whatwg"
)

func ExampleCheck() {
	r := check.Check("HTTP://br0ken.example:80/ros%c3%a9")
	fmt.Println(r.Valid, r.Worst())
	for _, v := range r.Violations {
		fmt.Println(v)
	}
	// Output:
	// true warning
	// warning scheme/uppercase at offset 0 in scheme: an upper-case scheme: producers should write it in lower case (RFC 3986 §3.1)
	// info host/confusable-digits at offset 7 in host: "0" or "1" among letters of a host label (br0ken, 1ame) (3987bis §10)
	// info scheme/default-port at offset 22 in port: the scheme's default port written out (RFC 3986 §3.2.3)
	// warning pct/lowercase-hex at offset 28 in path: percent-encodings SHOULD use upper-case hex (RFC 3987 §3.1)
}

func ExampleCheck_invalid() {
	// A syntax error is a violation too, and the checker goes on past it.
	for _, v := range check.Check("http://example.org/a b|c").Violations {
		fmt.Println(v.Code, v.Offset, v.Severity)
	}
	// Output:
	// char/space 20 error
	// char/unwise 22 error
}

func ExampleChecker() {
	// A registry with a scheme of one's own: its default port is
	// reported, and its host is a domain name, which IDNA must accept.
	schemes := iri.NewSchemes()
	if err := schemes.Register("gopher", iri.SchemeRule{DefaultPort: "70", DomainHost: true}); err != nil {
		panic(err)
	}
	c := check.Checker{Schemes: schemes, Ignore: []string{"host/confusable-digits"}}
	for _, v := range c.Check("gopher://br0ken.example:70/").Violations {
		fmt.Println(v)
	}
	// Output:
	// info scheme/default-port at offset 24 in port: the scheme's default port written out (RFC 3986 §3.2.3)
}

func ExampleChecker_Check() {
	// Ignoring hides reports: the upper-case scheme and host are not
	// worth a warning here.
	c := check.Checker{Ignore: []string{"scheme/", "host/uppercase"}}
	r := c.Check("HTTP://Example.org/")
	fmt.Println(len(r.Violations), r.Conforms())
	// Output:
	// 0 true
}

func ExampleChecker_Validate() {
	c := check.Checker{Ignore: []string{"bidi/", "char/spaces"}}
	fmt.Println(c.Validate())
	// Output:
	// check: Checker.Ignore: unknown violation code "char/spaces"
}

func ExampleBidi() {
	// RFC 3987 §4.4, example 8, in Hebrew: "1/2" between two
	// right-to-left path segments reads as a fraction.
	x := iri.MustParse("http://ab.cd.ef/גד1/2הו/זח.html")
	for _, v := range check.Bidi(x) {
		fmt.Printf("%s %q\n", v.Code, x.String()[v.Offset:v.Offset+v.Length])
	}
	// Output:
	// bidi/rtl-ends "גד1"
	// bidi/rtl-ends "2הו"
}

func ExampleRules() {
	for _, r := range check.Rules()[:2] {
		fmt.Println(r.Code, r.Severity, r.Section)
	}
	// Output:
	// syntax/invalid-character error RFC 3987 §2.2
	// syntax/invalid-utf8 error RFC 3987 §2.2
}

func ExampleRule() {
	// The rules of a group, for documentation or a configuration screen.
	for _, r := range check.Rules() {
		if r.Severity == check.SeverityError && r.Section == "RFC 3987 §4.1" {
			fmt.Printf("%s: %s\n", r.Code, r.Summary)
		}
	}
	// Output:
	// char/bidi-formatting: LRM, RLM, LRE, RLE, PDF, LRO or RLO
}

func ExampleReport() {
	r := check.Check("http://example.org/a b")
	fmt.Println(r.Input, r.Valid, r.IRI == iri.IRI{}, len(r.Violations))
	r = check.Check("http://example.org/a%20b")
	fmt.Println(r.IRI.Path(), r.Valid)
	// Output:
	// http://example.org/a b false true 1
	// /a%20b true
}

func ExampleReport_Conforms() {
	// Valid by the grammar, but http needs a host (RFC 9110 §4.2.1); and
	// ignoring the rule does not change that.
	for _, c := range []check.Checker{{}, {Ignore: []string{"scheme/missing-host"}}} {
		r := c.Check("http:/a")
		fmt.Println(r.Valid, r.Conforms(), len(r.Violations))
	}
	// Output:
	// true false 1
	// true false 0
}

func ExampleReport_Reason() {
	for _, c := range []check.Checker{{}, {Ignore: []string{"scheme/"}}} {
		fmt.Printf("%q\n", c.Check("http:/a").Reason())
	}
	fmt.Printf("%q\n", check.Check("http://a/").Reason())
	// Output:
	// "an http or https IRI without a host"
	// "not valid: the errors found are ignored (--ignore)"
	// ""
}

func ExampleChecker_Ignores() {
	c := check.Checker{Ignore: []string{"bidi/", "host/uppercase"}}
	fmt.Println(c.Ignores("bidi/mixed-directions"), c.Ignores("host/uppercase"), c.Ignores("host/invalid-idn"))
	// Output: true true false
}

func ExampleReport_Worst() {
	fmt.Println(check.Check("http://example.org/").Worst(), check.Check("javascript:x").Worst())
	// Output:
	// none info
}

func ExampleViolation() {
	s := "http://example.org/%2e%2E/x"
	for _, v := range check.Check(s).Violations {
		fmt.Printf("%s %v %q in %v (%s)\n", v.Code, v.Severity, s[v.Offset:v.Offset+v.Length], v.Component, v.Section)
	}
	// Output:
	// pct/lowercase-hex warning "%2e" in path (RFC 3987 §3.1)
	// pct/encoded-dot-segment warning "%2e%2E" in path (3987bis §10)
}

func ExampleViolation_String() {
	v := check.Check("http://a/b c").Violations[0]
	fmt.Println(v.String())
	// Output:
	// error char/space at offset 10 in path: U+0020: a space (3987bis §7.3)
}

func ExampleViolation_AppendTo() {
	var line []byte
	for _, input := range []string{"http://a/b c", "HTTP://a/"} {
		for _, v := range check.Check(input).Violations {
			line = append(v.AppendTo(line[:0]), '\n')
			os.Stdout.Write(line)
		}
	}
	// Output:
	// error char/space at offset 10 in path: U+0020: a space (3987bis §7.3)
	// warning scheme/uppercase at offset 0 in scheme: an upper-case scheme: producers should write it in lower case (RFC 3986 §3.1)
}

func ExampleSeverity() {
	// Fail on errors, tolerate warnings and advice.
	for _, s := range []string{"http://a/b", "http://a/%2f", "http://a/b c"} {
		fmt.Println(s, check.Check(s).Worst() >= check.SeverityError)
	}
	// Output:
	// http://a/b false
	// http://a/%2f false
	// http://a/b c true
}

func ExampleSeverity_String() {
	fmt.Println(check.SeverityInfo, check.SeverityWarning, check.SeverityError, check.Severity(0))
	// Output:
	// info warning error none
}

func ExampleViolation_MarshalJSON() {
	v := check.Check("http://a/?x=1&y=2 z").Violations[0]
	data, _ := v.MarshalJSON()
	fmt.Println(string(data))
	// Output:
	// {"code":"char/space","severity":"error","offset":17,"length":1,"component":"query","message":"U+0020: a space","section":"3987bis §7.3"}
}

func ExampleReport_MarshalJSON() {
	// One line per input, as `iri check --json` writes them; an Encoder
	// that does not escape HTML keeps "&" as it is.
	enc := json.NewEncoder(os.Stdout)
	enc.SetEscapeHTML(false)
	for _, s := range []string{"http://a/?x=1&y=2", "HTTP://a/", "http://a/b c"} {
		enc.Encode(check.Check(s))
	}
	// Output:
	// {"input":"http://a/?x=1&y=2","valid":true,"worst":"none","violations":[]}
	// {"input":"HTTP://a/","valid":true,"worst":"warning","violations":[{"code":"scheme/uppercase","severity":"warning","offset":0,"length":4,"component":"scheme","message":"an upper-case scheme: producers should write it in lower case","section":"RFC 3986 §3.1"}]}
	// {"input":"http://a/b c","valid":false,"worst":"error","violations":[{"code":"char/space","severity":"error","offset":10,"length":1,"component":"path","message":"U+0020: a space","section":"3987bis §7.3"}],"error":"U+0020: a space"}
}

func ExampleChecker_URLViolations() {
	for _, input := range []string{"https://example.com/a b|c", "https://exa mple.com/"} {
		_, errs, err := whatwg.Parser{}.Validate(input)
		for _, v := range (check.Checker{}).URLViolations(input, errs, err != nil) {
			fmt.Println(v)
		}
	}
	// Output:
	// warning whatwg/invalid-URL-unit at offset 21: U+0020 is not a URL code point (URL Standard §1.1)
	// warning whatwg/invalid-URL-unit at offset 23: U+007C is not a URL code point (URL Standard §1.1)
	// error whatwg/domain-to-ASCII at offset 8: the host is not a domain that UTS #46 ToASCII converts (URL Standard §1.1)
}

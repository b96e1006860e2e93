package whatwg

import (
	"slices"
	"testing"
)

// The examples of the table of validation errors in URL Standard §1.1
// (Writing): each input, with the base the example names, reports the
// error; failure tells whether the parser fails with it.
var validationExamples = []struct {
	name, input, base string
	failure           bool
}{
	{"domain-to-ASCII", "https://exa%23mple.org", "", true}, // no domain-invalid-code-point since whatwg/url#914
	{"domain-percent-encoded", "https://exam%70le.org", "", false},
	{"host-invalid-code-point", "foo://exa[mple.org", "", true},
	{"IPv4-empty-part", "https://127.0.0.1./", "", false},
	{"IPv4-too-few-parts", "https://1.2.3/", "", false},
	{"IPv4-too-many-parts", "https://1.2.3.4.5/", "", true},
	{"IPv4-non-numeric-part", "https://test.42", "", true},
	{"IPv4-non-decimal-part", "https://127.0.0x0.1", "", false},
	{"IPv4-out-of-range-part", "https://255.255.4000.1", "", true},
	{"IPv4-non-ASCII-input", "https://①.②.③.④", "", false},
	{"IPv6-unclosed", "https://[::1", "", true},
	{"IPv6-invalid-compression", "https://[:1]", "", true},
	{"IPv6-too-many-pieces", "https://[1:2:3:4:5:6:7:8:9]", "", true},
	{"IPv6-multiple-compression", "https://[1::1::1]", "", true},
	{"IPv6-invalid-code-point", "https://[1:2:3!:4]", "", true},
	{"IPv6-invalid-code-point", "https://[1:2:3:]", "", true},
	{"IPv6-too-few-pieces", "https://[1:2:3]", "", true},
	{"IPv6-piece-leading-zero", "https://[::01]", "", false},
	{"IPv4-in-IPv6-too-many-pieces", "https://[1:1:1:1:1:1:1:127.0.0.1]", "", true},
	{"IPv4-in-IPv6-invalid-code-point", "https://[ffff::.0.0.1]", "", true},
	{"IPv4-in-IPv6-invalid-code-point", "https://[ffff::127.0.xyz.1]", "", true},
	{"IPv4-in-IPv6-invalid-code-point", "https://[ffff::127.0xyz]", "", true},
	{"IPv4-in-IPv6-invalid-code-point", "https://[ffff::127.00.0.1]", "", true},
	{"IPv4-in-IPv6-invalid-code-point", "https://[ffff::127.0.0.1.2]", "", true},
	{"IPv4-in-IPv6-out-of-range-part", "https://[ffff::127.0.0.4000]", "", true},
	{"IPv4-in-IPv6-too-few-parts", "https://[ffff::127.0.0]", "", true},
	{"invalid-URL-unit", "https://example.org/>", "", false},
	{"invalid-URL-unit", " https://example.org ", "", false},
	{"invalid-URL-unit", "ht\ntps://example.org", "", false},
	{"invalid-URL-unit", "https://example.org/%s", "", false},
	{"special-scheme-missing-following-solidus", "file:c:/my-secret-folder", "", false},
	{"special-scheme-missing-following-solidus", "https:example.org", "", false},
	{"special-scheme-missing-following-solidus", "https:foo.html", "https://example.org/", false},
	{"missing-scheme-non-relative-URL", "💩", "", true},
	{"missing-scheme-non-relative-URL", "💩", "mailto:user@example.org", true},
	{"invalid-reverse-solidus", `https://example.org\path\to\file`, "", false},
	{"invalid-credentials", "https://user@example.org", "", false},
	{"invalid-credentials", "ssh://user@example.org", "", false},
	{"host-missing", "https://#fragment", "", true},
	{"host-missing", "https://:443", "", true},
	{"host-missing", "https://user:pass@", "", true},
	{"port-out-of-range", "https://example.org:70000", "", true},
	{"port-invalid", "https://example.org:7z", "", true},
	// The table's example is "/c:/path/to/file", which goes through the
	// file slash state, where the algorithm reports nothing (whatwg/url
	// issue 612 says as much). A relative URL that starts with a drive
	// letter reaches the file state's step that reports it ("c:" would be
	// a scheme).
	{"file-invalid-Windows-drive-letter", "c|/path/to/file", "file:///c:/", false},
	{"file-invalid-Windows-drive-letter-host", "file://c:", "", false},
}

func TestValidationErrorExamples(t *testing.T) {
	for _, c := range validationExamples {
		p := Parser{}
		if c.base != "" {
			p.Base = MustParse(c.base)
		}
		_, errs, err := p.Validate(c.input)
		names := make([]string, len(errs))
		for i, e := range errs {
			names[i] = e.Name
		}
		if !slices.Contains(names, c.name) {
			t.Errorf("Validate(%q) against %q: %v, want %s among them", c.input, c.base, names, c.name)
		}
		if c.failure {
			if e, ok := err.(*Error); !ok || e.Name != c.name {
				t.Errorf("Validate(%q) against %q: %v, want failure with %s", c.input, c.base, err, c.name)
			}
			if _, perr := p.Parse(c.input); perr == nil || perr.Error() != err.Error() {
				t.Errorf("Parse(%q) against %q: %v, want %v", c.input, c.base, perr, err)
			}
		} else if err != nil {
			t.Errorf("Validate(%q) against %q: %v", c.input, c.base, err)
		}
	}
}

// The examples of URL parsing in URL Standard §4 (URLs): an input, a base,
// whether the input is a valid URL string, and the URL it parses to ("" for
// failure). A valid one reports no validation error, an invalid one at
// least one.
var parsingExamples = []struct {
	input, base string
	valid       bool
	output      string
}{
	{"https:example.org", "", false, "https://example.org/"},
	{"https://////example.com///", "", false, "https://example.com///"},
	{"https://example.com/././foo", "", true, "https://example.com/foo"},
	{"hello:world", "https://example.com/", true, "hello:world"},
	{"https:example.org", "https://example.com/", false, "https://example.com/example.org"},
	{`\example\..\demo/.\`, "https://example.com/", false, "https://example.com/demo/"},
	{"example", "https://example.com/demo", true, "https://example.com/example"},
	{"file:///C|/demo", "", false, "file:///C:/demo"},
	{"..", "file:///C:/demo", true, "file:///C:/"},
	{"file://localhost/", "", true, "file:///"},
	{"file://loc%61lhost/", "", false, "file:///"},
	{"https://user:password@example.org/", "", false, "https://user:password@example.org/"},
	{"https://example.org/foo bar", "", false, "https://example.org/foo%20bar"},
	{"https://EXAMPLE.com/../x", "", true, "https://example.com/x"},
	{"https://ex ample.org/", "", false, ""},
	{"example", "", false, ""},
	{"https://example.com:demo", "", false, ""},
	{"http://[www.example.com]/", "", false, ""},
	{"https://example.org//", "", true, "https://example.org//"},
	{"https://example.com/[]?[]#[]", "", false, "https://example.com/[]?[]#[]"},
	{"https://example/%?%#%", "", false, "https://example/%?%#%"},
	{"https://example/%25?%25#%25", "", true, "https://example/%25?%25#%25"},
}

func TestParsingExamples(t *testing.T) {
	for _, c := range parsingExamples {
		p := Parser{}
		if c.base != "" {
			p.Base = MustParse(c.base)
		}
		u, errs, err := p.Validate(c.input)
		if got := u.Href(); got != c.output || (err == nil) != (c.output != "") {
			t.Errorf("Validate(%q) against %q = %q, %v; want %q", c.input, c.base, got, err, c.output)
		}
		if valid := len(errs) == 0 && err == nil; valid != c.valid {
			t.Errorf("Validate(%q) against %q: errors %v, want valid = %v", c.input, c.base, errs, c.valid)
		}
	}
}

// TestHostFailureReportedOnce wants a host that fails to report its
// failure once: the domain parser (URL Standard §3.3) reports
// domain-to-ASCII where beStrict true fails, and its steps that fail after
// (a forbidden domain code point, UTS #46 ToASCII with beStrict false)
// report nothing of their own; the IPv4 parser (§3.5) reports a part
// above 255 once, and fails on it without a second report.
func TestHostFailureReportedOnce(t *testing.T) {
	for _, c := range []struct {
		input string
		want  []ValidationError
	}{
		{"http://a b/", []ValidationError{{Name: "domain-to-ASCII", Offset: 7}}},
		{"https://exa%23mple.org", []ValidationError{{Name: "domain-percent-encoded", Offset: 8}, {Name: "domain-to-ASCII", Offset: 8}}},
		{"http://aé b/", []ValidationError{{Name: "domain-to-ASCII", Offset: 7}}},
		// Parts above 255: one IPv4-out-of-range-part, where the step
		// that reports it and the one that fails on it both see it.
		{"https://256.1.1.1/", []ValidationError{{Name: "IPv4-out-of-range-part", Offset: 8}}},
		{"https://255.255.4000.1", []ValidationError{{Name: "IPv4-out-of-range-part", Offset: 8}}},
		{"https://1.70000/", []ValidationError{{Name: "IPv4-too-few-parts", Offset: 8}, {Name: "IPv4-out-of-range-part", Offset: 8}}},
		{"http://xn--a.ß/", []ValidationError{{Name: "domain-to-ASCII", Offset: 7}}},
		{"http://a_b/", []ValidationError{{Name: "domain-to-ASCII", Offset: 7}}}, // parses; not a valid domain
		// Not a valid domain, and it ends in a number: the IPv4 parser
		// fails on it, after one domain-to-ASCII.
		{"http://a_b.1/", []ValidationError{{Name: "domain-to-ASCII", Offset: 7}, {Name: "IPv4-too-few-parts", Offset: 7}, {Name: "IPv4-non-numeric-part", Offset: 7}}},
	} {
		_, errs, _ := Parser{}.Validate(c.input)
		if !slices.Equal(errs, c.want) {
			t.Errorf("Validate(%q) reports %+v, want %+v", c.input, errs, c.want)
		}
	}
}

package check

import (
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/go-iri/iri"
)

// TestSchemeRulesInAnyCase wants the rule of each scheme of the switch of
// scheme for the scheme written in upper and in mixed case too, beside
// scheme/uppercase: the switch sees it in lower case (schemeWord).
func TestSchemeRulesInAnyCase(t *testing.T) {
	for _, tc := range []struct{ in, code string }{
		{"http:/a", "scheme/missing-host"},
		{"https:/a", "scheme/missing-host"},
		{"data:text", "scheme/data-syntax"},
		{"mailto://a@b", "scheme/mailto-authority"},
		{"javascript:x", "scheme/javascript"},
	} {
		scheme, rest, _ := strings.Cut(tc.in, ":")
		for _, s := range []string{scheme, strings.ToUpper(scheme), strings.ToUpper(scheme[:1]) + scheme[1:]} {
			in := s + ":" + rest
			var codes []string
			for _, v := range Check(in).Violations {
				codes = append(codes, v.Code)
			}
			if !slices.Contains(codes, tc.code) || (s != scheme) != slices.Contains(codes, "scheme/uppercase") {
				t.Errorf("Check(%q): %v, want %s", in, codes, tc.code)
			}
		}
	}
}

// TestSchemeShortcut holds scheme, which returns early for an http or
// https IRI with a host and no port, to schemeRules, the rules of every
// scheme, asked of every IRI: the same violations, on the schemes of the
// switch in three cases and others, with an authority or none, a host or
// none, a port empty, default, out of range or other, and paths with and
// without a ",".
func TestSchemeShortcut(t *testing.T) {
	asked := 0
	for _, scheme := range []string{"http", "HTTP", "Https", "https", "httpx", "htt", "data", "mailto", "ftp", "ws", "javascript", "JavaScript", "urn"} {
		for _, authority := range []string{"", "//", "//h", "//h:", "//h:80", "//h:443", "//h:0080", "//h:99999", "//h:8080", "//u@", "//u@h", "//:80", "//[::1]", "//[::1]:443"} {
			for _, path := range []string{"", "/p", "/a,b", "x"} {
				s := scheme + ":" + authority + path
				var fast, slow run
				fast.s, fast.valid = s, true
				var err error
				if fast.x, err = iri.Parse(s); err != nil {
					continue
				}
				slow = fast
				fast.scheme()
				lower, upper := schemeWord(s, len(fast.x.Scheme()))
				if upper {
					slow.add("scheme/uppercase", 0, len(fast.x.Scheme()), "")
				}
				slow.schemeRules(lower)
				if !reflect.DeepEqual(fast.vs, slow.vs) {
					t.Fatalf("%q: scheme %v, schemeRules %v", s, fast.vs, slow.vs)
				}
				asked++
			}
		}
	}
	t.Logf("%d IRIs", asked)
}

package check

import (
	"slices"
	"strings"
	"testing"
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

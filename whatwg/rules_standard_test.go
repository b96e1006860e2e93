package whatwg

import (
	"slices"
	"testing"
)

// standardRevision names the revision of the URL Standard whose list of
// validation errors (§1.1) standardErrors is: the one since whatwg/url#914
// (June 2026), which jsdom's whatwg-url 17.1.0 implements; its
// test/validation.js (146a93e) lists these 31 names, in this order.
const standardRevision = "URL Standard after whatwg/url#914 (June 2026), as jsdom/whatwg-url 17.1.0 lists it"

var standardErrors = []string{
	"domain-to-ASCII", "domain-percent-encoded", "host-invalid-code-point",
	"IPv4-empty-part", "IPv4-too-few-parts", "IPv4-too-many-parts", "IPv4-non-numeric-part",
	"IPv4-non-decimal-part", "IPv4-out-of-range-part", "IPv4-non-ASCII-input",
	"IPv6-unclosed", "IPv6-invalid-compression", "IPv6-too-many-pieces", "IPv6-multiple-compression",
	"IPv6-invalid-code-point", "IPv6-too-few-pieces", "IPv6-piece-leading-zero",
	"IPv4-in-IPv6-too-many-pieces", "IPv4-in-IPv6-invalid-code-point", "IPv4-in-IPv6-out-of-range-part",
	"IPv4-in-IPv6-too-few-parts",
	"invalid-URL-unit", "special-scheme-missing-following-solidus", "missing-scheme-non-relative-URL",
	"invalid-reverse-solidus", "invalid-credentials", "host-missing", "port-out-of-range", "port-invalid",
	"file-invalid-Windows-drive-letter", "file-invalid-Windows-drive-letter-host",
}

// TestRulesAreTheStandards holds Rules to the standard's list of
// validation errors, of standardRevision: the same names, each once, and
// none of those the revision removed (domain-invalid-code-point,
// domain-to-Unicode). The package's table keeps its own order.
func TestRulesAreTheStandards(t *testing.T) {
	var names []string
	for _, r := range Rules() {
		names = append(names, r.Name)
	}
	got, want := slices.Sorted(slices.Values(names)), slices.Sorted(slices.Values(standardErrors))
	if !slices.Equal(got, want) || len(standardErrors) != 31 {
		t.Errorf("Rules names %v;\nthe %s has %v", names, standardRevision, standardErrors)
	}
	for _, gone := range []string{"domain-invalid-code-point", "domain-to-Unicode"} {
		if _, ok := RuleOf(gone); ok {
			t.Errorf("Rules has %s, which the %s no longer has", gone, standardRevision)
		}
	}
}

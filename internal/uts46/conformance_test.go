package uts46

import (
	"slices"
	"strings"
	"testing"

	"github.com/go-iri/iri/internal/suites"
)

// statusCodes splits an IdnaTestV2.txt status list ("[B1, C2]").
func statusCodes(status string) []string {
	var codes []string
	for code := range strings.SplitSeq(strings.Trim(status, "[]"), ",") {
		if code = strings.TrimSpace(code); code != "" {
			codes = append(codes, code)
		}
	}
	return codes
}

// TestStrictConformance runs every line of Unicode's IdnaTestV2.txt
// 17.0.0 through domain to ASCII with beStrict true, which sets every flag
// of UTS #46 as the file was made (nontransitional: the toAsciiN columns).
// Where the file wants an error, the Error's Code must be one of those it
// lists (the Bidi Rule's B standing for any Bn). No line departs from the
// file: its 68 lines that end in the root label and fail for nothing else
// want A4_2, as VerifyDnsLength does (see verifyDNSLength), where this
// package kept the root label before, and counted them.
func TestStrictConformance(t *testing.T) {
	suites.Unicode(t, "IdnaTestV2.txt")
	lines, rootLabel := 0, 0
	for _, c := range suites.IDNATests(t) {
		lines++
		codes := statusCodes(c.StatusN)
		if name, root := strings.CutSuffix(c.ToASCIIN, "."); root && slices.Equal(codes, []string{"A4_2"}) && verifyDNSLength(name) == "" {
			rootLabel++
		}
		got, err := ToASCIIError(c.Source, true)
		switch {
		case len(codes) == 0 && err != nil:
			t.Errorf("line %d %+q: %v, want %+q", c.Line, c.Source, err, c.ToASCIIN)
		case len(codes) == 0 && got != c.ToASCIIN:
			t.Errorf("line %d %+q: gave %+q, want %+q", c.Line, c.Source, got, c.ToASCIIN)
		case len(codes) > 0 && err == nil:
			t.Errorf("line %d %+q: gave %+q, want an error %v", c.Line, c.Source, got, codes)
		case len(codes) > 0 && (!errorPlaced(c.Source, err) || !slices.ContainsFunc(codes, func(code string) bool {
			return code == err.Code || err.Code == "B" && strings.HasPrefix(code, "B")
		})):
			t.Errorf("line %d %+q: %v, want one of %v", c.Line, c.Source, err, codes)
		}
	}
	if lines != 6391 || rootLabel != 68 {
		t.Errorf("%d lines, %d of them failing for the root label alone; want 6391 and 68", lines, rootLabel)
	}
}

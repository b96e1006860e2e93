package check

import (
	"slices"
	"strings"
	"testing"
	"unicode"

	"github.com/go-iri/iri"
	"github.com/go-iri/iri/internal/corpus"
	"github.com/go-iri/iri/internal/pct"
	"github.com/go-iri/iri/internal/pieces"
	"github.com/go-iri/iri/internal/props"
	"github.com/go-iri/iri/internal/suites"
	"github.com/go-iri/iri/spoof"
)

// TestSpoofHostTable: Check reports each unsafe host of the display
// policy's table (spoof/testdata/display-hosts.tsv) in either form with
// the code of its rule, and no
// spoof/ code for the safe ones.
func TestSpoofHostTable(t *testing.T) {
	for _, c := range suites.SpoofHosts(t) {
		for _, host := range []string{c.ACE, c.Unicode} {
			var spoofs []string
			for _, code := range checkCodes("http://" + host + "/") {
				if strings.HasPrefix(code, "spoof/") {
					spoofs = append(spoofs, code)
				}
			}
			if c.Code == "" && len(spoofs) > 0 || c.Code != "" && !slices.Contains(spoofs, c.Code) {
				t.Errorf("%s: %v, want %q", host, spoofs, c.Code)
			}
		}
	}
}

func TestSpoofViolation(t *testing.T) {
	r := Check("http://www.xn--80ak6aa92e.com/")
	if len(r.Violations) != 2 {
		t.Fatalf("%v", r.Violations)
	}
	// The host as a whole first, at its start: it looks like apple.com.
	if v := r.Violations[0]; v.String() != `warning spoof/top-domain at offset 7 in host: the host "www.аррӏе.com" looks like the well-known domain "apple.com" (Chromium IDN policy)` ||
		v.Length != len("www.xn--80ak6aa92e.com") {
		t.Errorf("%v (length %d)", v, v.Length)
	}
	v := r.Violations[1]
	want := `warning spoof/whole-script at offset 11 in host: host label "xn--80ak6aa92e" (аррӏе): whole-script confusable with Latin: Cyrl look-alikes of Latin letters (UTS #39 §4)`
	if v.String() != want || v.Length != len("xn--80ak6aa92e") {
		t.Errorf("%v (length %d)\nwant %s", v, v.Length, want)
	}
	// In Unicode, the character concerned.
	r = Check("http://microsоft.com/x?1২3")
	var got []string
	for _, v := range r.Violations {
		got = append(got, v.String())
	}
	for _, w := range []string{
		`warning spoof/mixed-script at offset 7 in host: host label "microsоft": mixed scripts: Latn+Cyrl (UTS #39 §5.2)`,
		`warning spoof/mixed-numbers at offset 24 in query: "1২3": digits of more than one decimal system (UTS #39 §5.3)`,
	} {
		if !slices.Contains(got, w) {
			t.Errorf("missing %s in\n%s", w, strings.Join(got, "\n"))
		}
	}
}

func TestProtectedNames(t *testing.T) {
	c := Checker{Protected: spoof.Protect([]string{"paypal.com", "apple.com", "Main_Page"})}
	for _, tc := range []struct {
		in   string
		want bool
	}{
		{"http://paypa1.com/", true},
		{"http://xn--80ak6aa92e.com/", true},
		{"http://pаypal.com/login", true},
		{"http://pаypal。com/", true}, // IDNA maps "。" to ".": each label converted alone
		{"http://paypal.com/", false},
		{"http://PayPal.com/", false},
		{"http://login.pаypal.com/", true}, // on its last labels (ImitatesHost)
		{"http://login.paypal.com/", false},
		{"http://example.com/Maіn_Page", false}, // paths only with ProtectPaths
	} {
		got := slices.ContainsFunc(c.Check(tc.in).Violations, func(v Violation) bool { return v.Code == "spoof/protected-name" })
		if got != tc.want {
			t.Errorf("%s: %v", tc.in, c.Check(tc.in).Violations)
		}
	}
	// An ASCII host is compared, and named, in lower case, as IDNA
	// writes a host.
	up := c.Check("http://PAYPA1.com/")
	want := `warning spoof/protected-name at offset 7 in host: the host "paypa1.com" looks like the protected name "paypal.com" (UTS #39 §4)`
	if i := slices.IndexFunc(up.Violations, func(v Violation) bool { return v.Code == "spoof/protected-name" }); i < 0 || up.Violations[i].String() != want {
		t.Errorf("%v\nwant %s", up.Violations, want)
	}
	// A host of A-labels is named in its Unicode form, which the family
	// of IDNA made in its own room (run.unicodeLen): the message holds a
	// copy.
	ace := c.Check("http://xn--80ak6aa92e.com/")
	want = `warning spoof/protected-name at offset 7 in host: the host "аррӏе.com" looks like the protected name "apple.com" (UTS #39 §4)`
	if i := slices.IndexFunc(ace.Violations, func(v Violation) bool { return v.Code == "spoof/protected-name" }); i < 0 || ace.Violations[i].String() != want {
		t.Errorf("%v\nwant %s", ace.Violations, want)
	}
	c.ProtectPaths = true
	r := c.Check("http://example.com/wiki/Maіn_Page") // a Ukrainian і
	i := slices.IndexFunc(r.Violations, func(v Violation) bool { return v.Code == "spoof/protected-name" })
	want = `warning spoof/protected-name at offset 24 in path: the path segment "Maіn_Page" looks like the protected name "Main_Page" (UTS #39 §4)`
	if i < 0 || r.Violations[i].String() != want {
		t.Errorf("%v\nwant %s", r.Violations, want)
	}
}

// TestMarksAndDigits: the prefilter of spoofPart never misses a
// nonspacing mark nor a non-ASCII decimal digit, written or
// percent-encoded.
func TestMarksAndDigits(t *testing.T) {
	want := func(s string) (w props.Props) {
		for _, r := range s {
			switch {
			case r < 0x80:
			case unicode.In(r, unicode.Mn, unicode.Me):
				w |= props.Nonspacing
			case unicode.Is(unicode.Nd, r):
				w |= props.Digit
			}
		}
		return w
	}
	inputs := []string{"zo\u0308\u0308m", "zo%CC%88", "1২3", "1%E0%A7%A83", "i\u0307", "ー\u3099", "%E3%82%99", "日本", "%E6%97%A5", "привет", "αβγ", "café", "%", "%C3", "a%", "\u0308১"}
	for _, s := range append(inputs, corpus.LinesIfPresent(t, "corpus-iri.txt")...) {
		decoded := s
		if d, err := iri.Unescape(s); err == nil {
			decoded = d
		}
		if w := want(decoded); marksAndDigits(s)&w != w {
			t.Errorf("marksAndDigits(%+q) = %#x, want %#x", s, marksAndDigits(s), w)
		}
	}
	// Every such character, alone and percent-encoded: the lead bytes
	// quietByte passes over hold none.
	for r := rune(0x80); r <= unicode.MaxRune; r++ {
		w := want(string(r))
		if w == 0 {
			continue
		}
		encoded := string(pct.AppendEncoded(nil, string(r)))
		if marksAndDigits(string(r)) != w || marksAndDigits(encoded) != w {
			t.Errorf("marksAndDigits misses %U (%s)", r, encoded)
		}
	}
}

// TestLastLabel holds lastLabel, which trims the dots at the end by a
// loop since df52fc8, to its definition with strings.TrimRight and
// strings.LastIndexByte, on every host of up to six of "a", "bc", "é"
// and ".".
func TestLastLabel(t *testing.T) {
	for _, h := range pieces.Texts([]string{"a", "bc", "é", "."}, 6) {
		trimmed := strings.TrimRight(h, ".")
		if got, want := lastLabel(h), trimmed[strings.LastIndexByte(trimmed, '.')+1:]; got != want {
			t.Fatalf("lastLabel(%q) = %q, want %q", h, got, want)
		}
	}
}

// TestSpoofCodes holds spoofCodes to the reasons' own codes, and each
// code Check can report (all but spoof/deviation: Check converts hosts
// with nontransitional processing) to the table of rules.
func TestSpoofCodes(t *testing.T) {
	for r := spoof.ReasonInvisible; r <= spoof.ReasonTopDomain; r++ {
		if int(r) >= len(spoofCodes) || spoofCodes[r] != "spoof/"+r.Code() {
			t.Errorf("spoofCodes[%v] = %q, want %q", r, spoofCodes[min(int(r), len(spoofCodes)-1)], "spoof/"+r.Code())
			continue
		}
		if r != spoof.ReasonDeviation && ruleOf(spoofCodes[r]) == nil {
			t.Errorf("%s is not in the table of rules", spoofCodes[r])
		}
	}
}

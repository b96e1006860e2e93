package check

import (
	"strings"
	"testing"
)

// TestRuleOf holds ruleOf to the table of rules: each code finds its own
// rule, and a code that is not one finds none, whatever slot it hashes
// to: every code cut short, lengthened, with a byte changed, in upper
// case, and the groups.
func TestRuleOf(t *testing.T) {
	known := map[string]bool{}
	for i := range rules {
		known[rules[i].Code] = true
		if got := ruleOf(rules[i].Code); got != &rules[i] {
			t.Errorf("ruleOf(%q) = %+v, want the rule %d", rules[i].Code, *got, i)
		}
	}
	others := []string{"", "char/", "bidi/", "syntax", "char/tagx", "xchar/tag", "char/spac", "not/a-rule-at-all"}
	for _, r := range rules {
		c := r.Code
		others = append(others, c[:len(c)-1], c+"x", c[1:], "x"+c, strings.ToUpper(c), c[:len(c)-1]+"_", c[:len(c)/2])
	}
	n := 0
	for _, c := range others {
		if known[c] {
			continue
		}
		n++
		if got := ruleOf(c); got.Code != "" {
			t.Errorf("ruleOf(%q) = the rule %q", c, got.Code)
		}
	}
	if n < 7*len(rules) {
		t.Errorf("%d codes that name no rule", n)
	}
}

// TestRuleSlotsForFails holds ruleSlotsFor to an error, not a search
// without end, for codes that ruleSlot cannot tell apart (one length,
// the same last eight bytes) and for a code too short to hash, and to
// slots of their own for the codes of the rules.
func TestRuleSlotsForFails(t *testing.T) {
	for _, codes := range [][]string{
		{"char/space", "host/mixed-script", "path/mixed-script"},
		{"char/space", "char/x"},
	} {
		if _, err := ruleSlotsFor(codes); err == nil {
			t.Errorf("ruleSlotsFor(%q) found slots", codes)
		}
	}
	var codes []string
	for _, r := range rules {
		codes = append(codes, r.Code)
	}
	got, err := ruleSlotsFor(codes)
	if err != nil {
		t.Fatal(err)
	}
	for i, c := range codes {
		if got.slots[ruleSlot(c, got.mult)] != uint8(i+1) {
			t.Errorf("%q is not in its slot", c)
		}
	}
}

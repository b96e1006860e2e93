package spoof

import (
	"testing"

	"github.com/go-iri/iri/internal/concurrent"
)

// TestConcurrentFirstUse works out the lazy tables (the browser's whole
// script sets, the extra confusables of the top domain check, the
// skeletons' data) from several goroutines at once (CI runs it alone
// under -race, so that no other test has made them before).
func TestConcurrentFirstUse(t *testing.T) {
	// A comparable summary of what the label gives, made without fmt,
	// whose pool of buffers would order the goroutines (FirstUse).
	type result struct {
		first       Finding
		findings    int
		skeleton    string
		wholeScript ScriptSet
		level       RestrictionLevel
	}
	labels := []string{"example", "gооgle", "аррӏе", "例え", "ab-גד", "facebооk", "ทนบพ", "pаypal", "xn--80ak6aa92e"}
	for _, p := range []Policy{{}, {Profile: ProfileFirefoxHigh}, {Transitional: true}} {
		concurrent.FirstUse(t, labels, func(l string) result {
			r := result{skeleton: Skeleton(l), wholeScript: WholeScriptConfusable(l), level: LevelOf(l)}
			if fs := p.Label(l, "com"); len(fs) > 0 {
				r.first, r.findings = fs[0], len(fs)
			}
			return r
		})
	}
}

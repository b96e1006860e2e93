package spoof

import (
	"fmt"
	"testing"

	"github.com/go-iri/iri/internal/concurrent"
)

// TestConcurrentFirstUse works out the lazy tables (the browser's whole
// script sets, the extra confusables of the top domain check, the
// skeletons' data) from several goroutines at once (CI runs it alone
// under -race, so that no other test has made them before).
func TestConcurrentFirstUse(t *testing.T) {
	labels := []string{"example", "gооgle", "аррӏе", "例え", "ab-גד", "facebооk", "ทนบพ", "pаypal", "xn--80ak6aa92e"}
	for _, p := range []Policy{{}, {Profile: ProfileFirefoxHigh}, {Transitional: true}} {
		concurrent.FirstUse(t, labels, func(l string) string {
			return fmt.Sprint(p.Label(l, "com"), Skeleton(l), WholeScriptConfusable(l), LevelOf(l))
		})
	}
}

package display

import (
	"fmt"
	"strings"
	"testing"

	"github.com/go-iri/iri/spoof"
)

// badHostLabels are labels of every kind the policy must take without a
// panic: Unicode safe and not, look-alikes, invalid A-labels, labels IDNA
// rejects, empty ones, percent-encodings and invalid UTF-8.
var badHostLabels = []string{"bücher", "аррӏе", "shop丨com", "xn--", "xn--zz", "xn--80ak6aa92e", "-琉", "", "%C3%BC",
	"%FF", "\xff\xfe", "a\u200db", "gõogle", "ｆｕｌｌ", "東\u0300京", "12з4", "þorp"}

// manyLabels returns a host of n labels, the labels of badHostLabels in
// turn, ending in ".com".
func manyLabels(n int) string {
	labels := make([]string, n)
	for i := range labels {
		labels[i] = badHostLabels[i%len(badHostLabels)]
	}
	return strings.Join(labels, ".") + ".com"
}

// TestHostsManyLabels: a host of 10,000 labels of every kind is written
// by every policy without a panic, with as many labels as it has, and
// spoof.TopDomain takes it too.
func TestHostsManyLabels(t *testing.T) {
	host := manyLabels(10000)
	for _, h := range []Hosts{{}, {Unicode: UnicodeAlways}, {Unicode: UnicodeNever}, {Unicode: UnicodeHighlyRestrictive}, {Transitional: true}} {
		shown, _ := h.Host(host)
		if got, want := strings.Count(shown, "."), strings.Count(host, "."); got != want {
			t.Errorf("%v: %d dots, want %d", h.Unicode, got, want)
		}
	}
	spoof.TopDomain(host)
	for _, l := range badHostLabels {
		Hosts{}.Host(l)
		spoof.TopDomain(l)
	}
}

// BenchmarkHostsScaling runs Hosts{}.Host on hosts of 10 to 10,000 labels
// of every kind: the time per byte (MB/s) stays the same when the cost is
// linear in the host's length.
func BenchmarkHostsScaling(b *testing.B) {
	for _, n := range []int{10, 100, 1000, 10000} {
		host := manyLabels(n)
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			b.SetBytes(int64(len(host)))
			for b.Loop() {
				Hosts{}.Host(host)
			}
		})
	}
}

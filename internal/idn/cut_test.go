package idn

import (
	"strings"
	"testing"
)

// cutLabelCases returns hosts with a dot at every place, and none, in
// every length up to 40, and in bytes that are dots but for one bit
// ("/" and "," beside ".", and ".|0x80"), which a word-at-a-time test
// must tell from a dot.
func cutLabelCases() []string {
	hosts := []string{"", ".", "..", "a..b", "xn--a.b", "\xae.\xaf", "\xae\xae\xae\xae\xae\xae\xae\xae\xae"}
	for n := range 41 {
		hosts = append(hosts, strings.Repeat("a", n), strings.Repeat("/", n), strings.Repeat("\xae", n))
		for i := range n {
			for _, fill := range []string{"a", "/", "-", "\xae"} {
				b := []byte(strings.Repeat(fill, n))
				b[i] = '.'
				hosts = append(hosts, string(b))
				if i+3 < n {
					b[i+3] = '.'
					hosts = append(hosts, string(b))
				}
			}
		}
	}
	return hosts
}

// TestCutLabel holds CutLabel to strings.Cut(host, ".").
func TestCutLabel(t *testing.T) {
	for _, h := range cutLabelCases() {
		checkCutLabel(t, h)
	}
}

func checkCutLabel(t *testing.T, host string) {
	t.Helper()
	label, rest, found := CutLabel(host)
	wl, wr, wf := strings.Cut(host, ".")
	if label != wl || rest != wr || found != wf {
		t.Fatalf("CutLabel(%q) = %q, %q, %v; strings.Cut %q, %q, %v", host, label, rest, found, wl, wr, wf)
	}
}

// FuzzCutLabel holds CutLabel to strings.Cut(host, ".") on any input,
// and walks the labels to the end: joined with dots, they give the host
// back.
func FuzzCutLabel(f *testing.F) {
	for _, h := range cutLabelCases() {
		f.Add(h)
	}
	f.Fuzz(func(t *testing.T, host string) {
		checkCutLabel(t, host)
		var labels []string
		for rest, more := host, true; more; {
			var label string
			label, rest, more = CutLabel(rest)
			labels = append(labels, label)
		}
		if got := strings.Join(labels, "."); got != host {
			t.Fatalf("the labels of %q join to %q", host, got)
		}
	})
}

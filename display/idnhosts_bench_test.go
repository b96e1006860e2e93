package display

import (
	"net/url"
	"strings"
	"testing"

	"github.com/go-iri/iri"
	"github.com/go-iri/iri/internal/chars"
	"github.com/go-iri/iri/internal/corpus"
)

// BenchmarkHosts runs Hosts{}.Host on the hosts of the IRI corpus's lines
// with an internationalized host (a label beyond ASCII or in ACE form),
// and url.Parse on the same lines beside it: ns/op of "hosts" is the cost
// of the display decision for a host that needs one, every rule and the
// top-domain lookup included.
func BenchmarkHosts(b *testing.B) {
	var lines, hosts []string
	for _, s := range corpus.Lines(b, "corpus-iri.txt") {
		x, err := iri.Parse(s)
		if err != nil || x.HostKind() != iri.HostRegName {
			continue
		}
		if h := x.Host(); chars.NonASCIICount(h) > 0 || strings.Contains(h, "xn--") {
			lines, hosts = append(lines, s), append(hosts, h)
		}
	}
	if len(hosts) == 0 {
		b.Skip("no internationalized hosts in the corpus")
	}
	b.Run("hosts", func(b *testing.B) { corpus.BenchEach(b, hosts, func(h string) { Hosts{}.Host(h) }) })
	b.Run("url.Parse", func(b *testing.B) { corpus.BenchEach(b, lines, func(s string) { _, _ = url.Parse(s) }) })
}

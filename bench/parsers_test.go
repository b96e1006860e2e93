package bench

import (
	"net/url"

	"github.com/go-iri/iri"
	"github.com/go-iri/iri/whatwg"
	nlnwa "github.com/nlnwa/whatwg-url/url"
)

// A parser is one of the parsers compared: parse reads one line and
// returns nil when it accepts it.
type parser struct {
	name  string
	parse func(string) error
	// labelled: it accepts exactly the lines a corpus's .labels file marks
	// valid (RFC 3987 IRI-references), where there is one.
	labelled bool
}

// parsers are the parsers every benchmark runs, net/url first; whatwg is
// package whatwg, the URL Standard's basic URL parser, beside nlnwa's.
var parsers = []parser{
	{name: "net-url", parse: func(s string) error { _, err := url.Parse(s); return err }},
	{name: "nlnwa-whatwg-url", parse: func(s string) error { _, err := nlnwa.Parse(s); return err }},
	{name: "whatwg", parse: func(s string) error { _, err := whatwg.Parse(s); return err }},
	{name: "iri", parse: func(s string) error { _, err := iri.Parse(s); return err }, labelled: true},
}

// corpora are the shared corpora, in ../../shared/bench beside the
// checkout or in $IRI_BENCH_DIR (internal/corpus finds them); labels names
// the file that marks each line valid or not, if there is one.
var corpora = []struct{ name, file, labels string }{
	{"iri", "corpus-iri.txt", "corpus-iri.labels"},
	{"ascii", "corpus-ascii.txt", "corpus-ascii.labels"},
	{"real", "real/kasztp.txt", ""},
}

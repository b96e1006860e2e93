package main

import (
	"errors"
	"flag"
	"fmt"
	"os"
	"slices"
	"strings"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/textio"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/register"
	"github.com/go-iri/iri"
	"github.com/go-iri/iri/beam/iribeam"
	"github.com/go-iri/iri/canon"
	"github.com/go-iri/iri/charset"
	"github.com/go-iri/iri/check"
	"github.com/go-iri/iri/display"
)

// options are the command's flags (Beam's are its own).
type options struct {
	input, output, op string
	level             string
	nfc, nfkc         bool
	ignore            string
	idna              bool
	idnaProfile       string
	std3, dnsLength   bool
	charset           string
	format            string
	shards            int
	unicodeHosts      string
	protect           string
	protectPaths      bool
	profile           string
	surt              canon.SURT
}

func (o *options) register(fs *flag.FlagSet) {
	fs.StringVar(&o.input, "input", "", "the files to read, a `GLOB` (local, gs://, s3://), one IRI or line of text a line")
	fs.StringVar(&o.output, "output", "", "where to write: `PREFIX`.jsonl, and PREFIX.stats for check; for columns --format parquet, PREFIX.parquet and PREFIX.errors.jsonl")
	fs.StringVar(&o.op, "op", "check", "the operation: "+strings.Join(opNames, ", "))
	fs.StringVar(&o.level, "level", "", "normalize, dedupe: the rung of RFC 3987 §5.3: simple, syntax (normalize's default) or scheme (dedupe's)")
	fs.BoolVar(&o.nfc, "nfc", false, "normalize, dedupe: also normalize the characters to NFC (§5.3.2.2)")
	fs.BoolVar(&o.nfkc, "nfkc", false, "normalize, dedupe: also normalize the characters to NFKC (§5.3.2.2)")
	fs.StringVar(&o.ignore, "ignore", "", "check: codes not to report, comma-separated; a code ending in / ignores a group")
	fs.BoolVar(&o.idna, "idna", false, "to-uri, to-iri: convert the host with IDNA (3987bis §3.4, §3.7)")
	fs.StringVar(&o.idnaProfile, "idna-profile", "uts46", "to-uri, to-iri, with --idna: uts46, uts46-transitional or idna2008")
	fs.BoolVar(&o.std3, "std3", false, "to-uri, with --idna: the STD3 ASCII rules")
	fs.BoolVar(&o.dnsLength, "verify-dns-length", false, "to-uri, with --idna: labels of 63 octets at most, names of 253 (RFC 1034 §3.1)")
	fs.StringVar(&o.protect, "protect", "", "check: report hosts that look like one of the names in `FILE` (one a line; # starts a comment line) but are not it (spoof/protected-name)")
	fs.BoolVar(&o.protectPaths, "protect-paths", false, "check, with --protect: check path segments against the names too")
	fs.StringVar(&o.unicodeHosts, "unicode-hosts", "safe", "to-iri: show host labels in Unicode: safe (only the labels a careful browser shows: the others stay xn--), always, or never")
	fs.StringVar(&o.charset, "charset", "", "to-uri: encode the query of http and https IRIs in this document charset (3987bis §3.5)")
	fs.StringVar(&o.format, "format", "", "extract: text (running text, 3987bis §8.3; the default) or ntriples (N-Triples and N-Quads terms); columns: jsonl (the default) or parquet")
	fs.StringVar(&o.profile, "profile", "surt", "canon: the canonicalization, `P`: "+strings.Join(iribeam.CanonProfileNames(), ", "))
	fs.BoolVar(&o.surt.WithScheme, "with-scheme", false, "canon, surt: keep the scheme, \"http://(com,example,)/\" (surt's with_scheme=True)")
	fs.BoolVar(&o.surt.TrailingComma, "trailing-comma", false, "canon, surt: a comma after the host, \"com,example,)/\" (trailing_comma=True)")
	fs.BoolVar(&o.surt.IA.KeepWWW, "keep-www", false, "canon, surt: keep a leading \"www.\" in the host (host_massage=False)")
	fs.BoolVar(&o.surt.KeepIPOrder, "keep-ip-order", false, "canon, surt: an IPv4 host as it is, not reversed (reverse_ipaddr=False)")
	fs.IntVar(&o.shards, "shards", 1, "write the results to `N` files, PREFIX-00000-of-0000N.jsonl and so on, each by a worker of its own, rather than to PREFIX.jsonl")
}

// pipeline builds the pipeline the options ask for, or says what is
// wrong with them.
func (o *options) pipeline() (*beam.Pipeline, error) {
	if o.input == "" || o.output == "" {
		return nil, errors.New("--input and --output are required")
	}
	if o.shards < 1 {
		return nil, errors.New("--shards must be 1 or more")
	}
	p, s := beam.NewPipelineWithRoot()
	lines := iribeam.ReadLines(s, o.input)
	var results beam.PCollection
	switch o.op {
	case "check":
		var c check.Checker
		if o.ignore != "" {
			c.Ignore = strings.Split(o.ignore, ",")
		}
		if err := c.Validate(); err != nil {
			return nil, fmt.Errorf("--ignore: %v", err)
		}
		names, err := o.protectedNames()
		if err != nil {
			return nil, err
		}
		c.ProtectPaths = o.protectPaths
		var summary beam.PCollection
		results, summary = iribeam.CheckProtecting(s, c, names, lines)
		textio.Write(s, o.output+".stats", beam.ParDo(s, statsText, summary))
	case "normalize", "dedupe":
		c, err := o.comparer()
		if err != nil {
			return nil, err
		}
		if o.op == "normalize" {
			results = iribeam.Normalize(s, c, lines)
		} else {
			results = iribeam.Dedupe(s, c, lines)
		}
	case "to-uri", "to-iri":
		m, err := o.mapper()
		if err != nil {
			return nil, err
		}
		if o.op == "to-uri" {
			results = iribeam.ToURI(s, m, lines)
		} else {
			h, err := o.hosts()
			if err != nil {
				return nil, err
			}
			results = iribeam.ToIRI(s, m, h, lines)
		}
	case "extract":
		switch o.format {
		case "text", "":
			results = iribeam.ExtractText(s, lines)
		case "ntriples":
			results = iribeam.ExtractNTriples(s, lines)
		default:
			return nil, fmt.Errorf("unknown format %q; the formats are text, ntriples", o.format)
		}
	case "canon":
		profile, err := o.canonProfile()
		if err != nil {
			return nil, err
		}
		results = iribeam.Canon(s, profile, lines)
	case "columns":
		switch o.format {
		case "jsonl", "":
			results = iribeam.ColumnsJSON(s, lines)
		case "parquet":
			rows, bad := iribeam.Columns(s, lines)
			writeParquet(s, o.output, o.shards, rows)
			write(s, o.output, ".errors.jsonl", o.shards, bad)
			return p, nil
		default:
			return nil, fmt.Errorf("unknown format %q; the formats are jsonl, parquet", o.format)
		}
	default:
		return nil, fmt.Errorf("unknown operation %q; the operations are %s", o.op, strings.Join(opNames, ", "))
	}
	write(s, o.output, ".jsonl", o.shards, results)
	return p, nil
}

// opNames are the operations of --op.
var opNames = []string{"check", "normalize", "dedupe", "to-uri", "to-iri", "extract", "canon", "columns"}

// canonProfile is the profile of --profile, with the surt options, which
// only surt takes, as iri canon refuses them for another.
func (o *options) canonProfile() (iribeam.CanonProfile, error) {
	if !slices.Contains(iribeam.CanonProfileNames(), o.profile) {
		return iribeam.CanonProfile{}, fmt.Errorf("--profile: unknown profile %s; the profiles are %s", o.profile, strings.Join(iribeam.CanonProfileNames(), ", "))
	}
	if o.profile != "surt" && o.surt != (canon.SURT{}) {
		return iribeam.CanonProfile{}, errors.New("--with-scheme, --trailing-comma, --keep-www and --keep-ip-order are options of --profile surt")
	}
	return iribeam.CanonProfile{Name: o.profile, SURT: o.surt}, nil
}

// comparer is the iri.Comparer of --level, --nfc and --nfkc.
func (o *options) comparer() (iri.Comparer, error) {
	name := o.level
	if name == "" {
		name = map[string]string{"normalize": "syntax", "dedupe": "scheme"}[o.op]
	}
	var l iri.Level
	// The level of protocols needs rules written in Go.
	if err := l.UnmarshalText([]byte(name)); err != nil || l == iri.LevelProtocolBased {
		return iri.Comparer{}, fmt.Errorf("unknown level %q; the levels are simple, syntax, scheme", name)
	}
	c := iri.Comparer{Level: l}
	switch {
	case o.nfc && o.nfkc:
		return c, errors.New("--nfc and --nfkc exclude each other")
	case o.nfc:
		c.Characters = iri.FormNFC
	case o.nfkc:
		c.Characters = iri.FormNFKC
	}
	return c, nil
}

// mapper is the iri.Mapper of --idna and the flags that go with it.
func (o *options) mapper() (iri.Mapper, error) {
	var p iri.IDNAProfile
	// No IDNA is the absence of --idna.
	if err := p.UnmarshalText([]byte(o.idnaProfile)); err != nil || p == iri.IDNANone {
		return iri.Mapper{}, fmt.Errorf("unknown IDNA profile %q; the profiles are uts46, uts46-transitional, idna2008", o.idnaProfile)
	}
	if !o.idna {
		if o.std3 || o.dnsLength {
			return iri.Mapper{}, errors.New("--std3 and --verify-dns-length need --idna")
		}
		p = iri.IDNANone
	}
	m := iri.Mapper{IDNA: p, STD3Rules: o.std3, VerifyDNSLength: o.dnsLength}
	if o.charset != "" {
		enc, err := charset.Lookup(o.charset)
		if err != nil {
			return iri.Mapper{}, fmt.Errorf("--charset: %v", err)
		}
		m.QueryEncoding = enc
	}
	return m, nil
}

// protectedNames reads the names of --protect, when it is given: one a
// line, blank lines and lines starting with "#" left out, as iri check
// --protect reads them.
func (o *options) protectedNames() ([]string, error) {
	if o.protect == "" {
		if o.protectPaths {
			return nil, errors.New("--protect-paths needs --protect")
		}
		return nil, nil
	}
	data, err := os.ReadFile(o.protect)
	if err != nil {
		return nil, fmt.Errorf("--protect: %v", err)
	}
	var names []string
	for _, line := range strings.Split(string(data), "\n") {
		if line = strings.TrimSpace(line); line != "" && !strings.HasPrefix(line, "#") {
			names = append(names, line)
		}
	}
	return names, nil
}

// hosts is the display.Hosts of --unicode-hosts.
func (o *options) hosts() (display.Hosts, error) {
	var h display.Hosts
	if err := h.Unicode.UnmarshalText([]byte(o.unicodeHosts)); err != nil {
		return h, fmt.Errorf("--unicode-hosts: unknown choice %q; the choices are safe, always, never, high, moderate", o.unicodeHosts)
	}
	return h, nil
}

// statsText is the summary as PREFIX.stats holds it; textio.Write ends it
// with the last newline.
func statsText(s iribeam.Summary) string { return strings.TrimSuffix(s.String(), "\n") }

func init() { register.Function1x1(statsText) }

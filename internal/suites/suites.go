// Package suites reads the test suites written by others, in place in the
// shared collection beside the checkout (Dir), for the tests of every
// package of the module: the strings of the JSON suites, jena-iri's
// test.xml, Unicode's IdnaTestV2.txt, WPT's files and the W3C's N-Triples.
// A test that needs a suite that is not there skips, or fails when
// Required is set (Path).
package suites

import (
	"bufio"
	"encoding/json"
	"encoding/xml"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
)

// Strings returns every string in the JSON suites of stringFiles that sits
// under a key naming an IRI-like value, and every iri attribute of
// jena-iri's test.xml: the inputs the properties are checked on, and the
// fuzzers' seeds. The files are read once per test binary; each caller
// gets a copy of the strings, its own to append to or sort.
func Strings(tb testing.TB) []string {
	tb.Helper()
	for _, path := range stringFiles {
		Path(tb, path)
	}
	Path(tb, jenaFile)
	stringsCache.Do(func() { stringsCache.out, stringsCache.err = readStrings() })
	if stringsCache.err != nil {
		tb.Fatal(stringsCache.err)
	}
	return slices.Clone(stringsCache.out)
}

// stringsCache holds what Strings read, for the next caller: most tests of
// a package start from the same strings.
var stringsCache struct {
	sync.Once
	out []string
	err error
}

// stringFiles are the JSON suites Strings reads, beside jena-iri's
// test.xml (jenaFile).
var stringFiles = []string{"oxiri/oxiri-cases.json", "iri-string/iri-string-cases.json",
	"jena-iri3986/jena-iri3986-cases.json", "rfc3986-5.4/rfc3986-5.4-resolution.json",
	"w3c-rdf-tests/turtle-iri-resolution-cases.json"}

// jenaFile is jena-iri's test.xml.
const jenaFile = "jena-iri/test.xml"

func readStrings() ([]string, error) {
	keys := map[string]bool{"input": true, "base": true, "expected": true, "composed": true,
		"iri": true, "uri": true, "base_iri": true, "normalized_uri": true, "normalized_iri": true}
	var out []string
	var walk func(v any)
	walk = func(v any) {
		switch v := v.(type) {
		case map[string]any:
			for k, e := range v {
				if s, ok := e.(string); ok && keys[k] {
					out = append(out, s)
				} else {
					walk(e)
				}
			}
		case []any:
			for _, e := range v {
				walk(e)
			}
		}
	}
	for _, path := range stringFiles {
		data, err := os.ReadFile(filepath.Join(Dir(), path))
		if err != nil {
			return nil, err
		}
		var v any
		if err := json.Unmarshal(data, &v); err != nil {
			return nil, fmt.Errorf("%s: %v", path, err)
		}
		walk(v)
	}
	doc, err := readJena()
	if err != nil {
		return nil, err
	}
	for _, c := range doc.all() {
		out = append(out, c.IRI)
	}
	return out, nil
}

// JenaIRI is an <IRI>, <Result> or <Relativize> element of jena-iri's
// test.xml: the input and what its accessors return.
type JenaIRI struct {
	XMLName    xml.Name
	IRI        string         `xml:"iri,attr"`
	Accessors  []JenaAccessor `xml:",any"`
	Violations []string       `xml:"violations>violation"`
}

// JenaAccessor is what one accessor of a JenaIRI returns.
type JenaAccessor struct {
	XMLName xml.Name
	Value   string `xml:"value,attr"`
	Null    bool   `xml:"nullValue,attr"`
}

// JenaTestXML is jena-iri's test.xml: <IRI> elements, and <Resolve>
// elements each with a base and a relative <IRI> and the <Result>.
type JenaTestXML struct {
	Resolve []struct {
		IRIs   []JenaIRI `xml:"IRI"`
		Result JenaIRI
	}
	IRIs []JenaIRI `xml:"IRI"`
}

// Jena reads jena-iri's test.xml.
func Jena(tb testing.TB) JenaTestXML {
	tb.Helper()
	Path(tb, jenaFile)
	doc, err := readJena()
	if err != nil {
		tb.Fatal(err)
	}
	return doc
}

func readJena() (JenaTestXML, error) {
	var doc JenaTestXML
	data, err := os.ReadFile(filepath.Join(Dir(), jenaFile))
	if err != nil {
		return doc, err
	}
	if err := xml.Unmarshal(data, &doc); err != nil {
		return doc, fmt.Errorf("jena-iri/test.xml: %v", err)
	}
	return doc, nil
}

// JenaIRIs returns every <IRI> element of jena-iri's test.xml, those of
// the <Resolve> elements included.
func JenaIRIs(tb testing.TB) []JenaIRI {
	tb.Helper()
	return Jena(tb).all()
}

// all returns the <IRI> elements, those of the <Resolve> elements after
// the others.
func (doc JenaTestXML) all() []JenaIRI {
	all := doc.IRIs
	for _, r := range doc.Resolve {
		all = append(all, r.IRIs...)
	}
	return all
}

// IDNACase is one line of Unicode's IdnaTestV2.txt, with the blank columns
// filled in as the file's header says.
type IDNACase struct {
	Line                                  int
	Source, ToUnicode, ToASCIIN, ToASCIIT string
	StatusU, StatusN, StatusT             string
}

var idnaEscape = regexp.MustCompile(`\\u([0-9A-Fa-f]{4})|\\x\{([0-9A-Fa-f]+)\}`)

func idnaUnescape(s string) string {
	s = strings.TrimSpace(s)
	if s == `""` {
		return ""
	}
	return idnaEscape.ReplaceAllStringFunc(s, func(m string) string {
		hex := strings.Trim(m[2:], "{}")
		r, _ := strconv.ParseUint(hex, 16, 32)
		return string(rune(r))
	})
}

// IDNATests reads Unicode's IdnaTestV2.txt.
func IDNATests(tb testing.TB) []IDNACase {
	tb.Helper()
	f, err := os.Open(Path(tb, "unicode-idna/IdnaTestV2.txt"))
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	var cases []IDNACase
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line, _, _ := strings.Cut(sc.Text(), "#")
		if strings.TrimSpace(line) == "" {
			continue
		}
		col := strings.Split(line, ";")
		if len(col) < 7 {
			tb.Fatalf("line %d: %d columns", n, len(col))
		}
		c := IDNACase{Line: n, Source: idnaUnescape(col[0])}
		toUnicode := c.Source
		if strings.TrimSpace(col[1]) != "" {
			toUnicode = idnaUnescape(col[1])
		}
		statusU := strings.TrimSpace(col[2])
		c.ToUnicode, c.StatusU = toUnicode, statusU
		c.ToASCIIN = toUnicode
		if strings.TrimSpace(col[3]) != "" {
			c.ToASCIIN = idnaUnescape(col[3])
		}
		c.StatusN = statusU
		if s := strings.TrimSpace(col[4]); s != "" {
			c.StatusN = s
		}
		c.ToASCIIT = c.ToASCIIN
		if strings.TrimSpace(col[5]) != "" {
			c.ToASCIIT = idnaUnescape(col[5])
		}
		c.StatusT = c.StatusN
		if s := strings.TrimSpace(col[6]); s != "" {
			c.StatusT = s
		}
		cases = append(cases, c)
	}
	if err := sc.Err(); err != nil {
		tb.Fatal(err)
	}
	if len(cases) != 6391 {
		tb.Fatalf("read %d IDNA test lines, want 6391", len(cases))
	}
	return cases
}

package main

import (
	"flag"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/go-iri/iri"
	"github.com/go-iri/iri/extract"
)

var extractCommand = command{
	name:    "extract",
	args:    "[--json] [--format text|ntriples|html] [--base IRI] [--mode strict|whatwg]",
	summary: "find the IRIs in text on standard input (3987bis §8.3), every IRI term of N-Triples, or the links of an HTML document",
	flags: func(fs *flag.FlagSet) func(c *cli) int {
		asJSON := fs.Bool("json", false, "write one JSON object per IRI: line, column, offset, iri (and error)")
		format := fs.String("format", "text", "the format `F` of the input: text (running text), ntriples (N-Triples and N-Quads terms) or html (the URL attributes of an HTML document)")
		baseFlag := fs.String("base", "", "with --format html, the document's address, an absolute `IRI`: its links, and its <base href>, are resolved against it")
		w := whatwgFlags(fs, false)
		return func(c *cli) int {
			if len(c.operands) > 0 {
				return c.usage("reads standard input; it takes no operands")
			}
			if *format == "html" && c.stats != nil {
				// The document is read whole, not line by line: there
				// would be nothing to count (it said "lines 0").
				return c.usage("--stats counts the lines of standard input: not with --format html, which reads a document")
			}
			if w.chosen() {
				return w.extractHTML(c, *format, *baseFlag, *asJSON)
			}
			var base iri.IRI
			if *baseFlag != "" {
				if *format != "html" {
					return c.usage("--base needs --format html")
				}
				var err error
				if base, err = iri.ParseIRI(*baseFlag); err != nil {
					return c.usage("--base:", err)
				}
			}
			switch *format {
			case "text":
				// A link may be wrapped over lines: one reader, in order.
				c.jobs = 1
				var b textBlock
				c.inputs(func(c *cli, line int, s string) {
					b.add(c, line, s, *asJSON)
				})
				b.flush(c, *asJSON)
			case "ntriples":
				c.inputs(func(c *cli, line int, s string) {
					for _, f := range extract.NTriples(s) {
						writeFound(c, line, s, f, *asJSON)
					}
				})
			case "html":
				extractHTML(c, base, *asJSON)
			default:
				return c.usage(fmt.Sprintf("unknown format %q; the formats are text, ntriples, html", *format))
			}
			return exitOK
		}
	},
}

// maxWrappedLines is how many lines a link wrapped inside <...> may take.
const maxWrappedLines = 8

// A textBlock is lines of running text read together because a "<"
// opened on one of them may close on a later one: a link wrapped inside
// <...> (RFC 3986 Appendix C), which extract.Text joins. A block ends
// where no "<" is left open, at a blank line, or at maxWrappedLines.
type textBlock struct {
	lines []string
	first int  // the number of its first line
	open  bool // a "<" is not closed
}

// add adds the line s, and runs the block when it ends.
func (b *textBlock) add(c *cli, line int, s string, asJSON bool) {
	if len(b.lines) == 0 {
		b.first = line
	}
	b.lines = append(b.lines, s)
	if lt, gt := strings.LastIndexByte(s, '<'), strings.LastIndexByte(s, '>'); lt >= 0 || gt >= 0 {
		b.open = lt > gt
	}
	if !b.open || s == "" || len(b.lines) == maxWrappedLines {
		b.flush(c, asJSON)
		return
	}
	// Kept past this line: a copy (the line's bytes are read into again).
	b.lines[len(b.lines)-1] = strings.Clone(s)
}

// flush writes what extract.Text finds in the block, each at its line.
func (b *textBlock) flush(c *cli, asJSON bool) {
	if len(b.lines) == 0 {
		return
	}
	found := extract.Text(strings.Join(b.lines, "\n"))
	k, start := 0, 0 // the line of the block that holds the offset, and where it starts
	for _, f := range found {
		for k+1 < len(b.lines) && f.Offset >= start+len(b.lines[k])+1 {
			start += len(b.lines[k]) + 1
			k++
		}
		f.Offset -= start
		writeFound(c, b.first+k, b.lines[k], f, asJSON)
	}
	b.lines, b.open = b.lines[:0], false
}

// extractHTML reads the whole of standard input as an HTML document and
// writes its links, each at the line of its tag.
func extractHTML(c *cli, base iri.IRI, asJSON bool) {
	doc := readDocument(c)
	found := extract.HTML(doc, base)
	atLines(doc, found, func(i, line int, s string, offset int) {
		f := found[i]
		f.Offset = offset
		writeFound(c, line, s, f, asJSON)
	})
}

// readDocument reads the whole of standard input, less the byte order
// mark it may start with.
func readDocument(c *cli) string {
	data, err := io.ReadAll(c.stdin)
	if err != nil {
		c.fail(0, "", "reading standard input: "+err.Error())
	}
	return strings.TrimPrefix(string(data), byteOrderMark)
}

// atLines calls at for each of found, in order, with its index, the
// number of the line of doc that holds its offset, that line (without
// its line ending) and the offset in it.
func atLines(doc string, found []extract.Found, at func(i, line int, s string, offset int)) {
	line, start := 1, 0 // of the line that holds the offset
	for i, f := range found {
		for {
			nl := strings.IndexByte(doc[start:], '\n')
			if nl < 0 || start+nl >= f.Offset {
				break
			}
			start += nl + 1
			line++
		}
		end := len(doc)
		if nl := strings.IndexByte(doc[start:], '\n'); nl >= 0 {
			end = start + nl
		}
		at(i, line, strings.TrimSuffix(doc[start:end], "\r"), f.Offset-start)
	}
}

// A position is where extract found an IRI: in JSON, the line, the
// column (see editorColumn) and the byte offset in the line, which start
// each object it writes; in text, LINE:COLUMN.
type position struct {
	Line   int `json:"line"`
	Column int `json:"column"`
	Offset int `json:"offset"`
}

// foundAt is the position of the byte offset of s, the line-th line.
func foundAt(line int, s string, offset int) position {
	return position{line, editorColumn(s, offset), offset}
}

// appendText appends "LINE:COLUMN<TAB>found" on a line.
func (p position) appendText(b []byte, found string) []byte {
	b = strconv.AppendInt(b, int64(p.Line), 10)
	b = strconv.AppendInt(append(b, ':'), int64(p.Column), 10)
	return append(append(append(b, '\t'), found...), '\n')
}

// writeFound writes what was found at f.Offset in the line s: LINE:COLUMN
// and the IRI, or in JSON the line, the column, the byte offset in the
// line and the IRI; or the error.
func writeFound(c *cli, line int, s string, f extract.Found, asJSON bool) {
	p := foundAt(line, s, f.Offset)
	if asJSON {
		out := struct {
			position
			IRI   string `json:"iri"`
			Error string `json:"error,omitempty"`
		}{position: p, IRI: f.IRI.String()}
		if f.Err != nil {
			out.IRI, out.Error = f.Text, message(f.Err)
			c.failed = true
		}
		c.writeJSON(out)
		return
	}
	if f.Err != nil {
		c.fail(line, f.Text, f.Err.Error())
		return
	}
	c.out.buf = p.appendText(c.out.buf, f.IRI.String())
}

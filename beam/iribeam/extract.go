package iribeam

import (
	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/go-iri/iri/extract"
)

// ExtractText finds the IRIs in each line of lines, running text, as
// extract.Text does (3987bis §8.3, RFC 3986 Appendix C), and writes one
// JSON object for each as `iri extract --json` does: {"offset": in the
// line, "iri": ...}, without the line's number, which a pipeline that
// reads its lines in parallel does not know, and the column in it. Each
// line is read apart: a link wrapped over lines inside <...>, which the
// command joins, is found in pieces.
func ExtractText(s beam.Scope, lines beam.PCollection) beam.PCollection {
	return beam.ParDo(s.Scope("iribeam.ExtractText"), &extractFn{NTriples: false}, lines)
}

// ExtractNTriples finds every <IRI> term in each line of lines, a line
// of N-Triples or N-Quads, as extract.NTriples does, and writes one JSON
// object for each as `iri extract --json --format ntriples` does, without
// the line's number and column: {"offset": ..., "iri": ...}, and for a term that is
// not an IRI, {"offset": ..., "iri": the term's text, "error": why}.
func ExtractNTriples(s beam.Scope, lines beam.PCollection) beam.PCollection {
	return beam.ParDo(s.Scope("iribeam.ExtractNTriples"), &extractFn{NTriples: true}, lines)
}

// extractFn is the DoFn of ExtractText and ExtractNTriples.
type extractFn struct {
	NTriples bool
}

// foundJSON is one IRI found, in JSON.
type foundJSON struct {
	Offset int    `json:"offset"`
	IRI    string `json:"iri"`
	Error  string `json:"error,omitempty"`
}

func (f *extractFn) ProcessElement(line string, emit func(string)) {
	find := extract.Text
	if f.NTriples {
		find = extract.NTriples
	}
	for _, x := range find(line) {
		out := foundJSON{Offset: x.Offset, IRI: x.IRI.String()}
		if x.Err != nil {
			out.IRI, out.Error = x.Text, message(x.Err)
		}
		emit(jsonLine(out))
	}
}

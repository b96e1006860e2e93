package suites

import (
	"path/filepath"
	"testing"
)

// BadNTriples returns the paths of the W3C RDF tests' N-Triples documents
// with a bad IRI in them: nt-syntax-bad-uri-01.nt to -09.nt (RDF 1.1) and
// ntriples12-bad-iri-1.nt (RDF 1.2), in that order. Each holds a term that
// is not an absolute IRI.
func BadNTriples(tb testing.TB) []string {
	tb.Helper()
	dir := "w3c-rdf-tests/rdf/rdf11/rdf-n-triples/"
	files, err := filepath.Glob(filepath.Join(Path(tb, dir), "nt-syntax-bad-uri-0*.nt"))
	if err != nil || len(files) != 9 {
		tb.Fatalf("%s: %d files nt-syntax-bad-uri-0*.nt, want 9 (%v)", dir, len(files), err)
	}
	return append(files, Path(tb, "w3c-rdf-tests/rdf/rdf12/rdf-n-triples/syntax/ntriples12-bad-iri-1.nt"))
}

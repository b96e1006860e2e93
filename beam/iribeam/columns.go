package iribeam

import (
	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/go-iri/iri/canon"
)

// Columns computes Common Crawl's URL columns of each line of lines
// ([canon.ColumnsOf]: url_surtkey, url, the host's parts, suffixes and
// domains, url_protocol, url_port, url_path, url_query) and returns two
// PCollections: rows, a PCollection of [canon.Columns] with one row per
// line that is a URL with a host, which Beam's parquetio.Write writes
// under the names of Common Crawl's schema (its parquet tags); and bad, a
// PCollection<string> with the object `iri site --columns --json`
// writes for each other line, {"input": ..., "error": ...}. Every line
// is in one or the other: a pipeline that writes rows to Parquet, which
// has no place for a line without columns, writes bad beside them.
//
// [ColumnsJSON] is the same as JSON lines.
func Columns(s beam.Scope, lines beam.PCollection) (rows, bad beam.PCollection) {
	return beam.ParDo2(s.Scope("iribeam.Columns"), &columnsFn{}, lines)
}

// ColumnsJSON writes the columns of each line of lines as
// `iri site --columns --json` writes them: one object per line with the
// schema's names, url_surtkey to url_query, null for a column that has
// no value; or {"input": ..., "error": ...} for a line that is not a URL
// with a host.
func ColumnsJSON(s beam.Scope, lines beam.PCollection) beam.PCollection {
	return beam.ParDo(s.Scope("iribeam.ColumnsJSON"), columnsJSON, lines)
}

// columnsFn is the DoFn of Columns.
type columnsFn struct{}

func (*columnsFn) ProcessElement(line string, rows func(canon.Columns), bad func(string)) {
	c, err := canon.ColumnsOf(line)
	if err != nil {
		bad(canonErrorLine(line, err))
		return
	}
	rows(c)
}

// columnsJSON is the DoFn of ColumnsJSON.
func columnsJSON(line string) string {
	c, err := canon.ColumnsOf(line)
	if err != nil {
		return canonErrorLine(line, err)
	}
	return jsonLine(c)
}

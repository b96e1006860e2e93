package iribeam

import (
	"strings"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/textio"
)

// ReadLines reads the lines of the files that match glob (local paths, or
// gs://, s3:// and the other file systems Beam knows), as the iri command
// reads its standard input: each line without its ending, "\n" or
// "\r\n"; an empty line as an empty string; a last line without a newline
// as it is; invalid UTF-8 and NUL bytes as they are, for the transforms
// to report. textio.Read alone would keep the "\r" of a CRLF file.
//
// One difference: a byte order mark at the start of a file stays on its
// first line, which is then reported as not an IRI; the command drops
// one at the start of its standard input. (textio.Read does not say which
// line comes first.)
func ReadLines(s beam.Scope, glob string) beam.PCollection {
	s = s.Scope("iribeam.ReadLines")
	return beam.ParDo(s, trimCR, textio.Read(s, glob))
}

// trimCR removes the "\r" of a "\r\n" line ending, which textio.Read
// leaves on the line.
func trimCR(line string) string { return strings.TrimSuffix(line, "\r") }

package charset

import (
	"github.com/go-iri/iri"
	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/htmlindex"
)

// Lookup returns the encoding that a charset label names, among the
// labels of the Encoding Standard that browsers know ("windows-1252",
// "latin1", "shift_jis", "utf-8", ...; case and surrounding spaces do not
// matter). An unknown label is an *[iri.Error] whose Input is the label
// and whose cause is [iri.ErrUnknownCharset].
func Lookup(label string) (encoding.Encoding, error) {
	enc, err := htmlindex.Get(label)
	if err != nil {
		return nil, &iri.Error{Input: label, Err: iri.ErrUnknownCharset}
	}
	return enc, nil
}

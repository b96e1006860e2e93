// Package jsonline writes a value as one line of JSON the way every JSON
// output of this module does: "&", "<" and ">" as they are (json.Marshal
// escapes them as \u0026, \u003c, \u003e, so a grep for "a=1&b" would
// miss the line), and no line ending (the caller adds it).
package jsonline

import (
	"bytes"
	"encoding/json"
)

// Marshal is json.Marshal without the escaping of "&", "<" and ">".
func Marshal(v any) ([]byte, error) {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return bytes.TrimSuffix(b.Bytes(), []byte("\n")), nil
}

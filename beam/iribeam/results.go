package iribeam

import (
	"strings"

	"github.com/go-iri/iri/internal/failure"
	"github.com/go-iri/iri/internal/jsonline"
)

// A line's result is written as the iri command writes it under --json,
// with encoding/json and the same settings, so that the bytes are the
// same: "&", "<" and ">" as they are, U+FFFD for each byte of invalid
// UTF-8.

// resultLine is the JSON object of a line converted without error:
// {"input": input, name: value}.
func resultLine(input, name, value string) string {
	return `{"input":` + jsonString(input) + `,"` + name + `":` + jsonString(value) + `}`
}

// errorLine is the JSON object of input, which failed with err: where and
// why, as failure.Failure writes it (the command's form of a failure).
func errorLine(input string, err error) string {
	return jsonLine(failure.Of(input, err))
}

// message is the message of err without the "iri: " of the library's
// errors, as the command writes it.
func message(err error) string {
	return strings.TrimPrefix(err.Error(), "iri: ")
}

// jsonLine is v as one line of JSON, without the escaping of "&", "<" and
// ">" that json.Marshal does. The values written here are plain structs of
// strings and numbers, and the library's JSON forms (failure.Failure), which
// encoding/json always encodes.
func jsonLine(v any) string {
	b, err := jsonline.Marshal(v)
	if err != nil {
		panic("iribeam: " + err.Error())
	}
	return string(b)
}

// jsonString is s as a JSON string.
func jsonString(s string) string { return jsonLine(s) }

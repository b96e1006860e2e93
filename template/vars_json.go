package template

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
)

// VarsFromJSON reads the variables of an expansion from one JSON object,
// as test suites and the iri expand command write them: a string is a
// string value; a number is the string of its JSON text as written and a
// boolean the string "true" or "false" (RFC 6570 knows only strings, and
// these are what their text reads as); an array of such scalars is a
// list; an object of such scalars an associative array, in the order its
// keys are written; null, in any of these places, is undefined and left
// out. Nested arrays and objects are an error, which RFC 6570 has no
// value for.
func VarsFromJSON(data []byte) (Vars, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	if tok, err := dec.Token(); err != nil || tok != json.Delim('{') {
		return nil, errors.New("template: the variables are not a JSON object")
	}
	vars := Vars{}
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return nil, fmt.Errorf("template: variables: %w", err)
		}
		name := tok.(string) // an object's keys are strings
		v, err := jsonValue(dec)
		if err != nil {
			return nil, fmt.Errorf("template: variable %q: %w", name, err)
		}
		if v != nil {
			vars[name] = v
		}
	}
	if _, err := dec.Token(); err != nil {
		return nil, fmt.Errorf("template: variables: %w", err)
	}
	if _, err := dec.Token(); err != io.EOF {
		return nil, errors.New("template: variables: text after the object")
	}
	return vars, nil
}

// jsonValue reads one variable's value: a string, a []string, a []Pair,
// or nil for null.
func jsonValue(dec *json.Decoder) (any, error) {
	tok, err := dec.Token()
	if err != nil {
		return nil, err
	}
	switch tok {
	case json.Delim('['):
		list := []string{}
		for dec.More() {
			s, ok, err := jsonScalar(dec)
			if err != nil {
				return nil, err
			}
			if ok {
				list = append(list, s)
			}
		}
		_, err := dec.Token()
		return list, err
	case json.Delim('{'):
		pairs := []Pair{}
		for dec.More() {
			key, err := dec.Token()
			if err != nil {
				return nil, err
			}
			s, ok, err := jsonScalar(dec)
			if err != nil {
				return nil, err
			}
			if ok {
				pairs = append(pairs, Pair{key.(string), s})
			}
		}
		_, err := dec.Token()
		return pairs, err
	}
	s, ok, err := scalarText(tok)
	if !ok {
		return nil, err
	}
	return s, err
}

// jsonScalar reads a member of an array or object: its text, false for
// null.
func jsonScalar(dec *json.Decoder) (string, bool, error) {
	tok, err := dec.Token()
	if err != nil {
		return "", false, err
	}
	return scalarText(tok)
}

// scalarText returns the text of a JSON scalar token, false for null.
func scalarText(tok json.Token) (string, bool, error) {
	switch v := tok.(type) {
	case string:
		return v, true, nil
	case json.Number:
		return v.String(), true, nil
	case bool:
		if v {
			return "true", true, nil
		}
		return "false", true, nil
	case nil:
		return "", false, nil
	}
	return "", false, errors.New("a nested array or object, which RFC 6570 has no value for")
}

package main

import (
	"reflect"
	"strconv"

	"github.com/go-iri/iri/canon"
)

// The writers of site --columns write the fields of canon.Columns
// straight from the value, in the order of its fields (the schema's):
// reflection, or encoding/json's, was most of the command's time.
// TestColumnsWriters holds them to a reflective reading of the struct and
// to encoding/json on every line of the corpora.

// A column is the value of one field of canon.Columns: a string, or the
// port, the one number; or the schema's null.
type column struct {
	text     string
	number   int64
	isNumber bool
	null     bool
}

// numColumns is the number of fields of canon.Columns.
const numColumns = 17

// columnsOf returns the fields of c in their order.
func columnsOf(c *canon.Columns) [numColumns]column {
	port := column{isNumber: true, null: c.Port == nil}
	if c.Port != nil {
		port.number = int64(*c.Port)
	}
	return [numColumns]column{
		{text: c.SURTKey}, {text: c.URL}, {text: c.HostName},
		nullable(c.HostTLD), nullable(c.Host2ndLastPart), nullable(c.Host3rdLastPart), nullable(c.Host4thLastPart), nullable(c.Host5thLastPart),
		nullable(c.HostRegistrySuffix), nullable(c.HostRegisteredDomain), nullable(c.HostPrivateSuffix), nullable(c.HostPrivateDomain),
		nullable(c.HostNameReversed), {text: c.Protocol}, port, {text: c.Path}, nullable(c.Query),
	}
}

// nullable is the column of a field that may be null.
func nullable(s *string) column {
	if s == nil {
		return column{null: true}
	}
	return column{text: *s}
}

// appendColumnsText appends the columns of c tab-separated, an empty
// field for null, and a newline.
func appendColumnsText(b []byte, c *canon.Columns) []byte {
	for i, col := range columnsOf(c) {
		if i > 0 {
			b = append(b, '\t')
		}
		switch {
		case col.null:
		case col.isNumber:
			b = strconv.AppendInt(b, col.number, 10)
		default:
			b = append(b, col.text...)
		}
	}
	return append(b, '\n')
}

// appendColumnsJSON appends c as writeJSON writes it, under the names of
// its tags, and a newline.
func appendColumnsJSON(b []byte, c *canon.Columns) []byte {
	for i, col := range columnsOf(c) {
		b = append(b, columnKeys[i]...)
		switch {
		case col.null:
			b = append(b, "null"...)
		case col.isNumber:
			b = strconv.AppendInt(b, col.number, 10)
		default:
			b = appendJSONString(b, col.text)
		}
	}
	return append(b, "}\n"...)
}

// columnKeys are the JSON names of the fields of canon.Columns, from its
// tags, each as appendColumnsJSON writes it before the value: `{"name":`
// for the first, `,"name":` for the others.
var columnKeys = func() (keys [numColumns]string) {
	t := reflect.TypeFor[canon.Columns]()
	if t.NumField() != numColumns {
		panic("canon.Columns has " + strconv.Itoa(t.NumField()) + " fields: columnsOf needs them all")
	}
	for i := range keys {
		keys[i] = `,"` + t.Field(i).Tag.Get("json") + `":`
	}
	keys[0] = "{" + keys[0][1:]
	return keys
}()

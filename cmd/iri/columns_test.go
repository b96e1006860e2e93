package main

import (
	"reflect"
	"strconv"
	"strings"
	"testing"

	"github.com/go-iri/iri/canon"
	"github.com/go-iri/iri/internal/corpus"
)

// forJSONInputs runs check on strings at the corners of JSON's escaping
// (every byte alone and between two others, invalid UTF-8, the
// separators that encoding/json escapes) and on every line of the
// corpora.
func forJSONInputs(t *testing.T, check func(string)) {
	cases := []string{"", "plain", `a"b\c`, "a&b<c>d", "\u2028\u2029x\u2027", "é\xffé", "\xe2\x80", "\xf0\x9f\x98\x80", "\x7f", "\t\n\r\b\f\x00\x1f "}
	for b := range 256 {
		cases = append(cases, string(rune(b)), string([]byte{byte(b)}), "x"+string([]byte{byte(b)})+"y")
	}
	for _, name := range corpus.Names {
		cases = append(cases, corpus.LinesIfPresent(t, name)...)
	}
	for _, s := range cases {
		check(s)
	}
}

// TestAppendJSONString holds appendJSONString to writeJSON's encoding of
// a string (marshal), at its corners and on every line of the corpora.
func TestAppendJSONString(t *testing.T) {
	forJSONInputs(t, func(s string) {
		if got, want := string(appendJSONString([]byte("x"), s)), "x"+string(marshal(s)); got != want {
			t.Fatalf("appendJSONString(%q) = %s, want %s", s, got, want)
		}
	})
}

// columnsByReflection is the text line of site --columns as the command
// wrote it before appendColumnsText, by reflection over the fields.
func columnsByReflection(c canon.Columns) string {
	var b strings.Builder
	v := reflect.ValueOf(c)
	for i := range v.NumField() {
		if i > 0 {
			b.WriteByte('\t')
		}
		switch f := v.Field(i); {
		case f.Kind() == reflect.String:
			b.WriteString(f.String())
		case f.IsNil():
		case f.Elem().Kind() == reflect.String:
			b.WriteString(f.Elem().String())
		default:
			b.WriteString(strconv.FormatInt(f.Elem().Int(), 10))
		}
	}
	b.WriteByte('\n')
	return b.String()
}

// checkColumnsWriters holds the writers of c to columnsByReflection and to
// writeJSON (marshal).
func checkColumnsWriters(t *testing.T, c canon.Columns) {
	t.Helper()
	if got, want := string(appendColumnsText([]byte("x"), &c)), "x"+columnsByReflection(c); got != want {
		t.Fatalf("text of %+v:\n%q\nwant\n%q", c, got, want)
	}
	if got, want := string(appendColumnsJSON([]byte("x"), &c)), "x"+string(marshal(c))+"\n"; got != want {
		t.Fatalf("JSON of %+v:\n%s\nwant\n%s", c, got, want)
	}
}

// TestColumnsWriters holds appendColumnsText and appendColumnsJSON to
// the reflective writers: on a value whose every field is set and
// different (so that two fields swapped show), on its nulls, and on the
// columns of every line of the corpora.
func TestColumnsWriters(t *testing.T) {
	var all canon.Columns
	v := reflect.ValueOf(&all).Elem()
	for i := range v.NumField() {
		text := "f" + strconv.Itoa(i) + "\t\"é\xff"
		switch f := v.Field(i); f.Kind() {
		case reflect.String:
			f.SetString(text)
		case reflect.Pointer:
			f.Set(reflect.New(f.Type().Elem()))
			if f.Elem().Kind() == reflect.String {
				f.Elem().SetString(text)
			} else {
				f.Elem().SetInt(int64(-i))
			}
		}
	}
	checkColumnsWriters(t, all)
	checkColumnsWriters(t, canon.Columns{})
	n := 0
	for _, name := range corpus.Names {
		for _, s := range corpus.LinesIfPresent(t, name) {
			if c, err := canon.ColumnsOf(s); err == nil {
				checkColumnsWriters(t, c)
				n++
			}
		}
	}
	t.Logf("columns of %d lines", n)
}

// TestSiteJSON holds appendSiteJSON to writeJSON on every line of the
// corpora and on the corners of JSON's strings.
func TestSiteJSON(t *testing.T) {
	forJSONInputs(t, func(in string) {
		site, err := canon.SiteOf(in)
		if err != nil {
			site = canon.Site{Host: in, PublicSuffix: in} // still a value to write
		}
		want := string(marshal(struct {
			Input             string  `json:"input"`
			Host              string  `json:"host"`
			PublicSuffix      *string `json:"public_suffix"`
			RegistrableDomain *string `json:"registrable_domain"`
		}{in, site.Host, orNullForTest(site.PublicSuffix), orNullForTest(site.RegistrableDomain)})) + "\n"
		if got := string(appendSiteJSON(nil, in, site)); got != want {
			t.Fatalf("JSON of %q:\n%s\nwant\n%s", in, got, want)
		}
	})
}

func orNullForTest(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}

// TestColumnsTextAllocations: the text line of site --columns is written
// without allocating, into a buffer that has room.
func TestColumnsTextAllocations(t *testing.T) {
	c, err := canon.ColumnsOf("http://www.example.co.uk:8080/a?b=1")
	if err != nil {
		t.Fatal(err)
	}
	buf := make([]byte, 0, 4096)
	for name, f := range map[string]func([]byte, *canon.Columns) []byte{"text": appendColumnsText, "JSON": appendColumnsJSON} {
		if n := testing.AllocsPerRun(100, func() { _ = f(buf[:0], &c) }); n != 0 {
			t.Errorf("%s: %v allocations", name, n)
		}
	}
}

// Package gen is what the module's go generate programs (the
// //go:build ignore files run with go run) share: the -output flag that
// names the file they write, which gentest.Current sets to test that
// regenerating changes nothing, and the writing of that file.
package gen

import (
	"flag"
	"go/format"
	"log"
	"os"
)

// Output defines the generator's -output flag, the file it writes, name
// by default. Call it before flag.Parse.
func Output(name string) *string {
	return flag.String("output", name, "the file to write")
}

// WriteSource formats src as gofmt would (go/format) and writes it to
// path. A generator has no one to return an error to: on failure it logs
// and exits, and where src is not valid Go it first writes it as it is to
// path+".broken", to be read.
func WriteSource(path string, src []byte) {
	formatted, err := format.Source(src)
	if err != nil {
		if werr := os.WriteFile(path+".broken", src, 0o644); werr != nil {
			log.Print(werr)
		}
		log.Fatalf("%s: %v", path, err)
	}
	if err := os.WriteFile(path, formatted, 0o644); err != nil {
		log.Fatal(err)
	}
}

// VersionedOutput defines the -output flag of a generator whose table
// holds the Unicode data of the Go release that runs it (the unicode
// package, golang.org/x/text, golang.org/x/net/idna), as golang.org/x/text
// names its tables: base + version + ".go", "rfc5892_tables17.0.0.go".
// Each file is built only with the Go releases whose dependencies carry
// that version (BuildConstraint).
func VersionedOutput(base, version string) *string {
	return Output(base + version + ".go")
}

// BuildConstraint returns the //go:build line of a table of the Unicode
// version: golang.org/x/text and golang.org/x/net/idna carry Unicode
// 15.0.0 before Go 1.27 and 17.0.0 from it, as the unicode package does,
// and choose their tables by the same constraints. Another version is an
// error: a Go release or an x/text of a new Unicode version needs its
// constraint here, and the tables generated under it.
func BuildConstraint(version string) string {
	switch version {
	case "15.0.0":
		return "//go:build !go1.27"
	case "17.0.0":
		return "//go:build go1.27"
	}
	log.Fatalf("no build constraint for the tables of Unicode %s", version)
	return ""
}

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

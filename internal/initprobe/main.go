// Command initprobe calls only iri.Parse (and imports spoof, whose tables
// are large), so that GODEBUG=inittrace=1 shows what importing the
// packages costs a program (TestImportCostsNoInit).
package main

import (
	"fmt"
	"os"

	"github.com/go-iri/iri"
	_ "github.com/go-iri/iri/spoof"
)

func main() {
	x, err := iri.Parse("http://例え.jp/")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	fmt.Println(x.Host())
}

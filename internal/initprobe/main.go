// Command initprobe calls only iri.Parse, so that GODEBUG=inittrace=1
// shows what importing the package costs a program (TestImportCostsNoInit).
package main

import (
	"fmt"
	"os"

	"github.com/go-iri/iri"
)

func main() {
	x, err := iri.Parse("http://例え.jp/")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	fmt.Println(x.Host())
}

// Command parseonly calls only iri.Parse, as a program that reads links
// does; TestParseWeighsAsNetURL sets its size and init costs beside those
// of neturlonly, which calls only url.Parse.
package main

import (
	"fmt"
	"os"

	"github.com/go-iri/iri"
)

func main() {
	x, err := iri.Parse(os.Args[len(os.Args)-1])
	fmt.Println(x.Host(), err)
}

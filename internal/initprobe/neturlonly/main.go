// Command neturlonly calls only url.Parse: the yardstick of parseonly.
package main

import (
	"fmt"
	"net/url"
	"os"
)

func main() {
	u, err := url.Parse(os.Args[len(os.Args)-1])
	fmt.Println(u.Host, err)
}

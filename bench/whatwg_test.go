//go:build whatwg

// This file adds package whatwg's Parse to the comparison: go test -tags
// whatwg. Once package whatwg's Parse is on main, the build constraint
// above goes, and with it the tag.

package bench

import "github.com/go-iri/iri/whatwg"

func init() {
	parsers = append(parsers, parser{name: "whatwg", parse: func(s string) error { _, err := whatwg.Parse(s); return err }})
}

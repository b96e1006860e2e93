package main

import (
	"flag"
	"fmt"
	"strings"
)

// A named is one choice of a flag whose value is one of a few names: the
// name, and the value it stands for.
type named[T any] struct {
	name  string
	value T
}

// choiceFlag adds to fs the flag name, whose value is one of the names of
// choices (def by default); the function it returns gives the value of
// the name given, or an error that says what a name names (what: "level")
// and lists the names, in their order, for another. The names are written
// once, here: the error cannot forget one.
func choiceFlag[T any](fs *flag.FlagSet, name, def, usage, what string, choices ...named[T]) func() (T, error) {
	given := fs.String(name, def, usage)
	return func() (T, error) {
		names := make([]string, len(choices))
		for i, c := range choices {
			if c.name == *given {
				return c.value, nil
			}
			names[i] = c.name
		}
		var none T
		return none, fmt.Errorf("--%s: unknown %s %q; the %ss are %s", name, what, *given, what, strings.Join(names, ", "))
	}
}

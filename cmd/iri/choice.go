package main

import (
	"encoding"
	"flag"
	"fmt"
	"slices"
	"strings"
)

// choiceFlag adds to fs the flag name, whose value is the name of one of
// choices (def by default), as their type names its values (its String
// and UnmarshalText: the names are written once, in the library). The
// function it returns gives the value named, or an error that says what a
// name names (what: "level") and lists the names of choices, in their
// order, for another: a value of the type that is not among choices (the
// level "protocol", which needs rules written in Go) is refused too.
func choiceFlag[T interface {
	comparable
	fmt.Stringer
}, P interface {
	*T
	encoding.TextUnmarshaler
}](fs *flag.FlagSet, name, def, usage, what string, choices ...T) func() (T, error) {
	given := fs.String(name, def, usage)
	return func() (T, error) {
		var v T
		if err := P(&v).UnmarshalText([]byte(*given)); err == nil && slices.Contains(choices, v) {
			return v, nil
		}
		names := make([]string, len(choices))
		for i, c := range choices {
			names[i] = c.String()
		}
		var none T
		return none, fmt.Errorf("--%s: unknown %s %q; the %ss are %s", name, what, *given, what, strings.Join(names, ", "))
	}
}

package template

import (
	"slices"
	"strings"

	"github.com/go-iri/iri/internal/enum"
)

// A Kind is the kind of a [Value] (RFC 6570 §2.3).
type Kind uint8

const (
	KindUndefined Kind = iota // no value: the variable expands to nothing
	KindString                // a string
	KindList                  // a list of strings
	KindAssoc                 // an associative array: (name, value) pairs in order
	kindInvalid               // a Go value of Vars of no kind (ErrValueType)
)

var kindNames = []string{"undefined", "string", "list", "assoc"}

// String returns the kind's name: "undefined", "string", "list" or
// "assoc".
func (k Kind) String() string { return enum.Name(kindNames, k, "Kind") }

// A Value is the value of a variable (RFC 6570 §2.3): undefined (the zero
// Value), a string, a list of strings or an associative array. A list
// without members and an array without pairs are undefined, as §2.3 says.
type Value struct {
	kind  Kind
	str   string
	list  []string
	pairs []Pair
}

// A Pair is a member of an associative array.
type Pair struct{ Key, Value string }

// String returns the string value s.
func String(s string) Value { return Value{kind: KindString, str: s} }

// List returns the list value of items, which it does not copy.
func List(items ...string) Value {
	if len(items) == 0 {
		return Value{}
	}
	return Value{kind: KindList, list: items}
}

// Assoc returns the associative array of pairs, in their order, which it
// does not copy: the order of the expansion is theirs.
func Assoc(pairs ...Pair) Value {
	if len(pairs) == 0 {
		return Value{}
	}
	return Value{kind: KindAssoc, pairs: pairs}
}

// Map returns the associative array of m with its keys in sorted order: a
// Go map has no order of its own, and an expansion must not change from
// one run to the next. For the order of a document (a JSON object, say),
// use Assoc.
func Map(m map[string]string) Value {
	pairs := make([]Pair, 0, len(m))
	for k, v := range m {
		pairs = append(pairs, Pair{k, v})
	}
	slices.SortFunc(pairs, func(a, b Pair) int { return strings.Compare(a.Key, b.Key) })
	return Assoc(pairs...)
}

// Kind returns the kind of v.
func (v Value) Kind() Kind { return v.kind }

// Values gives the value of each variable of an expansion by its name, as
// the template writes it (pct-encoded triplets and dots included); a
// variable it does not hold is the zero Value, undefined.
type Values interface {
	Lookup(name string) Value
}

// Vars is the Values of a Go map from names to Go values: a string; a
// []string (a list); a []Pair (an associative array, in its order); a
// map[string]string (an associative array in sorted order, see Map); a
// Value; or nil (undefined). A value of any other type fails the
// expansion with ErrValueType.
type Vars map[string]any

// Lookup returns the value of the variable name.
func (vs Vars) Lookup(name string) Value {
	switch v := vs[name].(type) {
	case nil:
		return Value{}
	case string:
		return String(v)
	case []string:
		return List(v...)
	case []Pair:
		return Assoc(v...)
	case map[string]string:
		return Map(v)
	case Value:
		return v
	}
	return Value{kind: kindInvalid}
}

// Package spoof implements the mechanisms of UTS #39, Unicode Security
// Mechanisms, that tell when text only looks like other text: the
// skeleton and confusable strings (§4), whole-script confusables (§4),
// the resolved script set (§5.1), restriction levels (§5.2), mixed
// numbers (§5.3), hidden and repeated nonspacing marks (§5.4) and the
// General Security Profile (§3.1). RFC 3987 §8 and 3987bis §10 name
// spoofing as the risk of IRIs; these mechanisms are how an application
// (and the packages check and display) find it.
//
// On top of them, Label says why a host label is not safe to show to a
// person in Unicode (the rules of a careful browser), and Protect builds
// a set of an application's own names that look-alikes are found against.
//
// The data is UTS #39's and the UCD's for Unicode 17.0.0, the version of
// Go's unicode package and of golang.org/x/text, in tables generated from
// the vendored files; nothing is computed at init.
package spoof

//go:generate go run gen_tables.go
//go:generate go run gen_topdomains.go

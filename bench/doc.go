// Package bench compares the module's parsers with net/url and
// github.com/nlnwa/whatwg-url on the shared corpora, in a module of its
// own so that the library's go.mod never requires nlnwa/whatwg-url. It
// holds only tests and benchmarks: go test -bench . -benchmem.
package bench

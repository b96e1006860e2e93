// Package bench compares the module's parsers with net/url and
// github.com/nlnwa/whatwg-url on the shared corpora, and its URI Template
// expansion with github.com/yosida95/uritemplate/v3 and
// github.com/std-uritemplate/std-uritemplate on RFC 6570's examples, in a
// module of its own so that the library's go.mod never requires them. It
// holds only tests and benchmarks: go test -bench . -benchmem.
package bench

module github.com/go-iri/iri/bench

go 1.26.0

toolchain go1.27.4

require (
	github.com/go-iri/iri v0.0.0-00010101000000-000000000000
	github.com/std-uritemplate/std-uritemplate/go/v2 v2.0.3
	github.com/yosida95/uritemplate/v3 v3.0.2
)

require (
	github.com/bits-and-blooms/bitset v1.20.0 // indirect
	github.com/nlnwa/whatwg-url v0.6.2
	golang.org/x/net v0.62.0 // indirect
	golang.org/x/text v0.43.0 // indirect
)

replace github.com/go-iri/iri => ../

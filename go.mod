module github.com/go-iri/iri

go 1.26.0

toolchain go1.27.4

require golang.org/x/text v0.43.0

require golang.org/x/net v0.62.0

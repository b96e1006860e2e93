module github.com/go-iri/iri/urlpattern/ecmascript

go 1.26.0

toolchain go1.27.4

require github.com/go-iri/iri v0.0.0

require (
	github.com/dlclark/regexp2/v2 v2.13.0
	golang.org/x/net v0.62.0 // indirect
	golang.org/x/text v0.43.0 // indirect
)

replace github.com/go-iri/iri => ../..

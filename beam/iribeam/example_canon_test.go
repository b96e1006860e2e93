package iribeam_test

import (
	"fmt"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/register"
	"github.com/go-iri/iri/beam/iribeam"
	"github.com/go-iri/iri/canon"
)

// printRow prints a few columns of a row; a nil column is "null".
func printRow(c canon.Columns) {
	port := "null"
	if c.Port != nil {
		port = fmt.Sprint(*c.Port)
	}
	domain := "null"
	if c.HostRegisteredDomain != nil {
		domain = *c.HostRegisteredDomain
	}
	fmt.Println(c.SURTKey, c.HostName, domain, port)
}

func init() { register.Function1x0(printRow) }

func ExampleCanon() {
	p, s := beam.NewPipelineWithRoot()
	lines := beam.Create(s, "http://www.Example.com/a?b=2&a=1", "http://a:99999/")
	beam.ParDo0(s, printLine, iribeam.Canon(s, iribeam.CanonProfile{}, lines))
	surt := iribeam.CanonProfile{Name: "surt", SURT: canon.SURT{WithScheme: true, IA: canon.IA{KeepWWW: true}}}
	beam.ParDo0(s, printLine, iribeam.Canon(s, surt, beam.Create(s, "http://www.Example.com/")))
	google := iribeam.CanonProfile{Name: "google"}
	beam.ParDo0(s, printLine, iribeam.Canon(s, google, beam.Create(s, "http://Example.com/%7e#x")))
	run(p)
	// Unordered output:
	// {"input":"http://www.Example.com/a?b=2&a=1","canonical":"com,example)/a?a=1&b=2"}
	// {"input":"http://a:99999/","error":"a port that is not a number from 0 to 65535"}
	// {"input":"http://www.Example.com/","canonical":"http://(com,example,www)/"}
	// {"input":"http://Example.com/%7e#x","canonical":"http://example.com/~"}
}

func ExampleCanonProfile() {
	// iri canon --profile surt --trailing-comma --keep-ip-order
	p := iribeam.CanonProfile{Name: "surt", SURT: canon.SURT{TrailingComma: true, KeepIPOrder: true}}
	fmt.Println(p.Name, p.SURT.TrailingComma)
	// Output:
	// surt true
}

func ExampleCanonProfileNames() {
	fmt.Println(iribeam.CanonProfileNames())
	// Output:
	// [surt google ia safebrowsing ssurt urlcanon-aggressive urlcanon-google urlcanon-semantic-precise urlcanon-surt urlcanon-whatwg]
}

func ExampleColumns() {
	p, s := beam.NewPipelineWithRoot()
	lines := beam.Create(s, "http://www.Example.co.uk:80/a?b", "http://192.168.0.1/", "mailto:a@example.org")
	rows, bad := iribeam.Columns(s, lines)
	beam.ParDo0(s, printRow, rows)
	beam.ParDo0(s, printLine, bad)
	run(p)
	// Unordered output:
	// uk,co,example)/a?b www.example.co.uk example.co.uk 80
	// 1,0,168,192)/ 192.168.0.1 null null
	// {"input":"mailto:a@example.org","error":"neither a host nor a URL with a host"}
}

func ExampleColumnsJSON() {
	p, s := beam.NewPipelineWithRoot()
	lines := beam.Create(s, "https://www.example.org/a?", "http://a b/")
	beam.ParDo0(s, printLine, iribeam.ColumnsJSON(s, lines))
	run(p)
	// Unordered output:
	// {"url_surtkey":"org,example)/a","url":"https://www.example.org/a?","url_host_name":"www.example.org","url_host_tld":"org","url_host_2nd_last_part":"example","url_host_3rd_last_part":"www","url_host_4th_last_part":null,"url_host_5th_last_part":null,"url_host_registry_suffix":"org","url_host_registered_domain":"example.org","url_host_private_suffix":"org","url_host_private_domain":"example.org","url_host_name_reversed":"org.example.www","url_protocol":"https","url_port":null,"url_path":"/a","url_query":""}
	// {"input":"http://a b/","error":"whatwg: domain-to-ASCII at offset 7 in \"http://a b/\""}
}

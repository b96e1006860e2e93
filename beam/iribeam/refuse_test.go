package iribeam

import (
	"testing"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/go-iri/iri"
	"github.com/go-iri/iri/canon"
	"github.com/go-iri/iri/check"
	"github.com/go-iri/iri/spoof"
	"golang.org/x/text/encoding/charmap"
)

// TestRefused requires a panic, when the pipeline is built, for each
// configuration that would lose a part on its way to the workers, and
// for the mistakes the command reports as usage errors.
func TestRefused(t *testing.T) {
	protocol := func(x iri.IRI) iri.IRI { return x }
	for name, build := range map[string]func(s beam.Scope, lines beam.PCollection){
		"Check with Schemes": func(s beam.Scope, l beam.PCollection) { Check(s, check.Checker{Schemes: iri.NewSchemes()}, l) },
		"Check with Protected": func(s beam.Scope, l beam.PCollection) {
			Check(s, check.Checker{Protected: spoof.Protect([]string{"a.b"})}, l)
		},
		"CheckProtecting with Protected": func(s beam.Scope, l beam.PCollection) {
			CheckProtecting(s, check.Checker{Protected: spoof.Protect([]string{"a.b"})}, []string{"a.b"}, l)
		},
		"Check with an unknown code": func(s beam.Scope, l beam.PCollection) { Check(s, check.Checker{Ignore: []string{"char/nonesuch"}}, l) },
		"Normalize with Schemes":     func(s beam.Scope, l beam.PCollection) { Normalize(s, iri.Comparer{Schemes: iri.NewSchemes()}, l) },
		"Normalize with Protocol": func(s beam.Scope, l beam.PCollection) {
			Normalize(s, iri.Comparer{Level: iri.LevelProtocolBased, Protocol: protocol}, l)
		},
		"Dedupe with Protocol":          func(s beam.Scope, l beam.PCollection) { Dedupe(s, iri.Comparer{Protocol: protocol}, l) },
		"Canon with an unknown profile": func(s beam.Scope, l beam.PCollection) { Canon(s, CanonProfile{Name: "SURT"}, l) },
		"Canon with SURT options for ia": func(s beam.Scope, l beam.PCollection) {
			Canon(s, CanonProfile{Name: "ia", SURT: canon.SURT{IA: canon.IA{KeepWWW: true}}}, l)
		},
		"ToURI with an unnamed encoding": func(s beam.Scope, l beam.PCollection) { ToURI(s, iri.Mapper{QueryEncoding: charmap.CodePage037}, l) },
	} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("%s: built", name)
				}
			}()
			_, s := beam.NewPipelineWithRoot()
			build(s, beam.Create(s, "http://a/"))
		}()
	}
}

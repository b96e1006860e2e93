package iribeam

import (
	"reflect"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/register"
	"github.com/go-iri/iri/canon"
)

// Beam finds the DoFns of a pipeline on a worker by their registered
// types, and calls registered ones without reflection: every runner but
// an in-process one needs this, and it must be done at init, before
// beam.Init hands control to a worker.
func init() {
	register.Function1x1(trimCR)
	register.Function2x1(groupJSON)
	register.DoFn1x1[string, string](&normalizeFn{})
	register.DoFn1x1[string, string](&toURIFn{})
	register.DoFn1x1[string, string](&toIRIFn{})
	register.DoFn3x0[string, func(string), func(verdict)](&checkFn{})
	register.DoFn3x0[string, func(string, string), func(string)](&keyFn{})
	register.DoFn2x0[string, func(string)](&extractFn{})
	register.DoFn1x1[string, string](&canonFn{})
	register.DoFn3x0[string, func(canon.Columns), func(string)](&columnsFn{})
	register.Function1x1(columnsJSON)
	register.Emitter1[canon.Columns]()
	register.Emitter1[string]()
	register.Emitter1[verdict]()
	register.Emitter2[string, string]()
	register.Combiner2[Summary, verdict](&summaryFn{})
	register.Combiner2[group, string](&groupFn{})
	beam.RegisterType(reflect.TypeFor[verdict]())
	beam.RegisterType(reflect.TypeFor[group]())
	beam.RegisterType(reflect.TypeFor[Summary]())
	beam.RegisterType(reflect.TypeFor[canon.Columns]())
}

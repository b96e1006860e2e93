// Package iribeam runs the checks, conversions, normalization and
// deduplication of package iri, and the canonical keys and Common
// Crawl's URL columns of package canon, as Apache Beam transforms, so
// that a table of links that outgrows one machine (a crawl's, a Wikidata
// or Common Crawl dump) goes through the same code as the iri command,
// on any Beam runner: Prism in-process for tests and a laptop, Dataflow,
// Flink or Spark on a cluster.
//
// Each transform takes a PCollection<string> of lines, one IRI reference
// (or one line of text, for extraction) each, and writes one result per
// input as a line of JSON in the vocabulary of the iri command's --json
// output, so that a result file reads as the command's would: a line
// that is not an IRI gets an object with "error", it is never dropped.
// Only the order differs: a pipeline keeps none. [Columns] writes rows
// of [canon.Columns] instead, for Parquet, and the objects with "error"
// of the other lines apart. [ReadLines] reads files the way the command
// reads its standard input.
//
// The configuration of a transform is the library's own value
// (check.Checker, iri.Comparer, iri.Mapper, display.Hosts, canon.SURT in
// a [CanonProfile]), copied into the transform when the pipeline is built
// and sent to the workers with it; the parts that cannot travel (a scheme registry of one's own, a
// protocol hook, a spoof.Protected set: CheckProtecting sends the names
// instead) are refused then, with a panic, as Beam refuses a bad
// transform.
package iribeam

// Command iri-beam runs what the iri command does to lines of IRIs (check,
// normalize, convert, extract, canon, site --columns) and deduplication,
// over files too large for one machine, as an Apache Beam pipeline: on
// Prism in this process by default, on Dataflow, Flink or Spark with
// Beam's own flags.
//
// Usage:
//
//	iri-beam --input GLOB --output PREFIX [--op OP] [flags] [Beam flags]
//
// It reads the lines of the files GLOB matches (local, gs://, s3://) as
// iri reads its standard input, and writes one JSON object per result to
// PREFIX.jsonl, in the vocabulary of iri's --json; a line that is not an
// IRI gets an object with "error". The results have no order. --op check
// also writes PREFIX.stats, the summary of `iri check --stats`. With
// --shards N the results go to N files, PREFIX-00000-of-0000N.jsonl and so
// on, written in parallel.
//
// The operations:
//
//	check      one report per line, as `iri check --json` writes it
//	           (--ignore CODE,..., --protect FILE, --protect-paths)
//	normalize  each line in its normal form (--level, --nfc, --nfkc)
//	dedupe     one object per group of lines with the same normal form:
//	           "key", "iri" (the least line of the group), "count"
//	           (--level, default scheme, --nfc, --nfkc)
//	to-uri     each IRI mapped to a URI (--idna, --idna-profile, --std3,
//	           --verify-dns-length, --charset)
//	to-iri     each URI converted to an IRI (--idna, --idna-profile,
//	           --unicode-hosts)
//	extract    the IRIs in each line of text (--format text|ntriples)
//	canon      the canonical key of each URL, as `iri canon --json`
//	           writes it (--profile surt|google|ia|safebrowsing; for
//	           surt --with-scheme, --trailing-comma, --keep-www,
//	           --keep-ip-order)
//	columns    Common Crawl's URL columns of each URL, url_surtkey to
//	           url_query (--format jsonl|parquet): as
//	           `iri site --columns --json` writes them, or as rows of
//	           Parquet under the schema's names in PREFIX.parquet, and
//	           each line that has none, as its object with "error", in
//	           PREFIX.errors.jsonl
//
// With --shards N, --format parquet writes its rows to
// PREFIX-00000-of-0000N.parquet and so on, and its errors to
// PREFIX-00000-of-0000N.errors.jsonl and so on; a file that would get
// nothing is not written (nor is PREFIX.parquet when no line has
// columns).
//
// Beam's flags choose the runner and its settings: --runner (prism, the
// default; dataflow, flink, spark, universal), --endpoint,
// --environment_type, --project, --region, --temp_location, and the
// others each runner lists under -h.
//
// --log_level sets Beam's logging on standard error: warn by default, info
// for a line on each step (Prism's, the workers').
//
// The exit status is 0 when the pipeline ran (bad lines are results), 1
// when it failed, 2 for a usage error.
package main

import (
	"context"
	"flag"
	"fmt"
	"os"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	_ "github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem/s3" // beamx has local and gs://
	beamlog "github.com/apache/beam/sdks/v2/go/pkg/beam/log"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/x/beamx"
)

func main() {
	var o options
	o.register(flag.CommandLine)
	flag.StringVar(&beamlog.LogLevel, "log_level", "warn", "Beam's logging on standard error: debug, info, warn or error")
	flag.Usage = func() {
		fmt.Fprintln(flag.CommandLine.Output(), "usage: iri-beam --input GLOB --output PREFIX [--op check|normalize|dedupe|to-uri|to-iri|extract|canon|columns] [flags] [Beam flags]")
		flag.PrintDefaults()
	}
	flag.Parse()
	// On a worker of a distributed runner, Init runs the worker and does
	// not return: what follows runs where the job is submitted.
	beam.Init()
	p, err := o.pipeline()
	if err != nil {
		fmt.Fprintln(os.Stderr, "iri-beam:", err)
		os.Exit(2)
	}
	if err := beamx.Run(context.Background(), p); err != nil {
		fmt.Fprintln(os.Stderr, "iri-beam:", err)
		os.Exit(1)
	}
}

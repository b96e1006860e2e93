package main

import (
	"bufio"
	"context"
	"fmt"
	"hash/maphash"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/parquetio"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/textio"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/register"
	"github.com/go-iri/iri/canon"
)

// write writes the lines of col to prefix+suffix, or with shards > 1 to
// that many files, prefix-SSSSS-of-NNNNN+suffix, each written by a worker
// of its own: textio.Write sends every line to one worker, which one
// machine's output can afford and a cluster's cannot.
func write(s beam.Scope, prefix, suffix string, shards int, col beam.PCollection) {
	if shards <= 1 {
		textio.Write(s, prefix+suffix, col)
		return
	}
	s = s.Scope("iri-beam.write")
	filesystem.ValidateScheme(prefix)
	keyed := beam.ParDo(s, &shardFn{Shards: shards}, col)
	beam.ParDo0(s, &writeShardFn{Prefix: prefix, Suffix: suffix, Shards: shards}, beam.GroupByKey(s, keyed))
}

// shardName is the name of shard i of n.
func shardName(prefix, suffix string, i, n int) string {
	return fmt.Sprintf("%s-%05d-of-%05d%s", prefix, i, n, suffix)
}

// shardFn spreads the lines over the shards by a hash of each, which
// spreads them evenly whatever the bundles are.
type shardFn struct {
	Shards int
	seed   maphash.Seed
}

func (f *shardFn) Setup() { f.seed = maphash.MakeSeed() }

func (f *shardFn) ProcessElement(line string) (int, string) {
	return int(maphash.String(f.seed, line) % uint64(f.Shards)), line
}

// writeShardFn writes the lines of one shard to its file.
type writeShardFn struct {
	Prefix, Suffix string
	Shards         int
}

func (f *writeShardFn) ProcessElement(ctx context.Context, shard int, lines func(*string) bool) error {
	name := shardName(f.Prefix, f.Suffix, shard, f.Shards)
	fs, err := filesystem.New(ctx, name)
	if err != nil {
		return err
	}
	defer fs.Close()
	w, err := fs.OpenWrite(ctx, name)
	if err != nil {
		return err
	}
	b := bufio.NewWriterSize(w, 1<<20)
	var line string
	for lines(&line) {
		b.WriteString(line)
		b.WriteByte('\n')
	}
	if err := b.Flush(); err != nil {
		w.Close()
		return err
	}
	return w.Close()
}

// writeParquet writes the rows of Common Crawl's columns to
// prefix.parquet with parquetio.Write, or with shards > 1 to that many
// files, prefix-SSSSS-of-NNNNN.parquet, each written by a worker of its
// own (parquetio.Write, as textio.Write, sends all its rows to one). A
// file that gets no rows is not written.
func writeParquet(s beam.Scope, prefix string, shards int, rows beam.PCollection) {
	if shards <= 1 {
		parquetio.Write(s, prefix+".parquet", rows)
		return
	}
	s = s.Scope("iri-beam.writeParquet")
	keyed := beam.ParDo(s, &rowShardFn{Shards: shards}, rows)
	for i, part := range beam.Partition(s, shards, shardOfRow, keyed) {
		parquetio.Write(s, shardName(prefix, ".parquet", i, shards), beam.DropKey(s, part))
	}
}

// rowShardFn spreads the rows over the shards by a hash of their url.
type rowShardFn struct {
	Shards int
	seed   maphash.Seed
}

func (f *rowShardFn) Setup() { f.seed = maphash.MakeSeed() }

func (f *rowShardFn) ProcessElement(c canon.Columns) (int, canon.Columns) {
	return int(maphash.String(f.seed, c.URL) % uint64(f.Shards)), c
}

// shardOfRow is the partition of a row: its shard.
func shardOfRow(shard int, _ canon.Columns) int { return shard }

func init() {
	register.DoFn1x2[canon.Columns, int, canon.Columns](&rowShardFn{})
	register.Function2x1(shardOfRow)
	register.DoFn1x2[string, int, string](&shardFn{})
	register.DoFn3x1[context.Context, int, func(*string) bool, error](&writeShardFn{})
	register.Iter1[string]()
}

package main

import (
	"io"
	"strings"
	"testing"
	"testing/iotest"
)

// readChunks reads the chunks of r, an input as a reader gives it, and
// checks what chunkReader promises: the chunks are the input (less the
// byte order mark that may start it) in order, each of whole lines but
// the last, numbered from 1; and a chunk's text stays as it was read until
// the chunk is released, though buffers are read into again after. held
// chunks are kept unreleased at a time, as workers keep them (0: each is
// released before the next read, as with one job).
func readChunks(t *testing.T, input string, r io.Reader, held int) {
	t.Helper()
	type kept struct {
		ch   chunk
		text string // a copy of the text as it was given
	}
	var queue []kept
	var got strings.Builder
	cr := newChunkReader(r)
	line := 1
	for {
		ch, ok := cr.next()
		for _, k := range queue {
			if k.ch.text != k.text {
				t.Fatalf("the chunk of line %d changed before it was released:\n got %.60q\nwant %.60q", k.ch.first, k.ch.text, k.text)
			}
		}
		if !ok {
			break
		}
		if ch.err != nil {
			t.Fatalf("line %d: %v", ch.first, ch.err)
		}
		if ch.first != line {
			t.Fatalf("a chunk starts at line %d, want %d", ch.first, line)
		}
		lines := strings.Count(ch.text, "\n")
		if !strings.HasSuffix(ch.text, "\n") && ch.text != "" {
			lines++ // the last line, without a line ending
		}
		if ch.lines != lines {
			t.Fatalf("the chunk at line %d has %d lines, says %d", ch.first, lines, ch.lines)
		}
		line += lines
		got.WriteString(ch.text)
		queue = append(queue, kept{ch, strings.Clone(ch.text)})
		if len(queue) > held {
			cr.release(queue[0].ch)
			queue = queue[1:]
		}
	}
	if want := strings.TrimPrefix(input, byteOrderMark); got.String() != want {
		t.Fatalf("the chunks are not the input:\n got %.80q\nwant %.80q", got.String(), want)
	}
}

// readers are the ways a reader may hand over an input: all it can at
// once (a file), a byte at a time (a person typing), half of what is
// asked, and the end with the last bytes.
var readers = []struct {
	name string
	of   func(s string) io.Reader
}{
	{"whole", func(s string) io.Reader { return strings.NewReader(s) }},
	{"one byte", func(s string) io.Reader { return iotest.OneByteReader(strings.NewReader(s)) }},
	{"half", func(s string) io.Reader { return iotest.HalfReader(strings.NewReader(s)) }},
	{"end with data", func(s string) io.Reader { return iotest.DataErrReader(strings.NewReader(s)) }},
}

// TestChunkReader reads inputs of short lines over many chunks, lines
// longer than a read (whose buffers are not reused), a byte order mark
// and a last line without a line ending, releasing each chunk at once or
// keeping a few, as workers do.
func TestChunkReader(t *testing.T) {
	var many strings.Builder
	for i := 0; many.Len() < 5*chunkSize; i++ {
		many.WriteString("http://example.org/" + strings.Repeat("x", i%97) + "\n")
	}
	long := "http://a/" + strings.Repeat("ü", chunkSize) // two reads' worth
	for _, input := range []string{
		"",
		"no line ending",
		"\n\n\r\n",
		byteOrderMark + "http://a/\nhttp://b/",
		byteOrderMark,
		many.String(),
		many.String() + long + "\n" + many.String() + long,
		long + "\n" + strings.Repeat(long+"\n", 3) + "x",
	} {
		for _, rd := range readers {
			if rd.name == "one byte" && len(input) > chunkSize {
				continue // as the half reader, but a million reads
			}
			for _, held := range []int{0, 1, 5} {
				readChunks(t, input, rd.of(input), held)
			}
		}
	}
}

// FuzzChunks: whatever the input and however it comes, the chunks are
// the input, and a chunk is not read into before it is released.
func FuzzChunks(f *testing.F) {
	f.Add("http://a/\r\nb\n\nc", uint8(0), uint8(0))
	f.Add(byteOrderMark+"a\nb", uint8(1), uint8(3))
	f.Fuzz(func(t *testing.T, input string, how, held uint8) {
		rd := readers[int(how)%len(readers)]
		readChunks(t, input, rd.of(input), int(held%8))
	})
}

// TestPipelineSize: the workers and the window of parallel for -j N on
// machines of 1, 2 and 64 processors. The window holds four chunks for
// each worker that can run, and never fewer slots than workers (a worker
// without a slot would wait for nothing); what runs and what is held in
// memory stop growing at four chunks a processor, whatever -j asks.
func TestPipelineSize(t *testing.T) {
	for _, tc := range []struct{ jobs, procs, workers, window int }{
		{2, 1, 2, 4},
		{2, 2, 2, 8},
		{3, 2, 3, 8},
		{8, 2, 8, 8},
		{9, 2, 8, 8},
		{100000, 2, 8, 8},
		{100000, 1, 4, 4},
		{7, 64, 7, 28},
		{1000, 64, 256, 256},
		{5, 0, 4, 4}, // GOMAXPROCS is at least 1; a 0 counts as 1
	} {
		workers, window := pipelineSize(tc.jobs, tc.procs)
		if workers != tc.workers || window != tc.window {
			t.Errorf("pipelineSize(%d, %d) = %d workers, window %d; want %d, %d", tc.jobs, tc.procs, workers, window, tc.workers, tc.window)
		}
	}
}

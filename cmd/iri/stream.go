package main

import (
	"io"
	"os"
	"runtime"
	"strings"
	"sync"
)

// inputs calls f for each input: the operands, or else each line of
// standard input without its line ending ("\n" or "\r\n"), in order.
//
// Standard input is read in chunks, each the whole lines of one read (see
// chunkReader), so that memory stays bounded by the longest line and a
// few chunks. With one job, each chunk is processed as it is read; with
// more, chunks go to that many workers, each with a cli of its own that
// writes to buffers, and a writer writes their output in input order.
// The output of a chunk is written as soon as the chunk is done when
// standard input is not a regular file (a terminal, a pipe: the next read
// may wait for a person or a slow program) or when a person watches
// standard error; on a file, it waits for a buffer's worth.
// line is the 1-based line number, or 0 for an operand. s is valid only
// during the call: its bytes are read into again once its chunk is done,
// so f keeps a copy (strings.Clone) of what it keeps.
func (c *cli) inputs(f func(c *cli, line int, s string)) {
	if len(c.operands) > 0 {
		for _, s := range c.operands {
			c.one(f, 0, s)
		}
		return
	}
	cr := newChunkReader(c.stdin)
	if c.jobs == 1 {
		for {
			ch, ok := cr.next()
			if !ok {
				break
			}
			c.chunk(f, ch)
			cr.release(ch)
			c.chunkDone(ch)
		}
	} else {
		c.parallel(f, cr)
	}
	c.clearProgress() // the input is done
}

// parallel runs the chunks of cr on the workers pipelineSize allows for
// c.jobs (at most four a processor) and writes their output in input
// order. Each worker reads its next chunk itself, under a lock, and hands
// its output to the writer (this goroutine), which writes the outputs in
// the order of the chunks. No goroutine does nothing but read: on a
// machine of c.jobs processors it would get one only when a worker ran
// out of work, and each read would leave a processor idle. At most a
// window of chunks are read and not yet written: a worker done early
// finds work while the writer waits for an earlier chunk, and memory
// stays bounded (see pipelineSize).
func (c *cli) parallel(f func(c *cli, line int, s string), cr *chunkReader) {
	type result struct {
		seq         int // the chunk's place in the input
		out, errOut []byte
		ch          chunk
	}
	workers, window := pipelineSize(c.jobs, runtime.GOMAXPROCS(0))
	// A worker takes a slot before it reads a chunk, and the writer gives
	// it back once the chunk is written.
	slots := make(chan struct{}, window)
	for range window {
		slots <- struct{}{}
	}
	results := make(chan result, window)
	// Buffers go back and forth between the reading, the workers and the
	// writer, so that a run allocates a few of them, not one per chunk:
	// each pool holds as many as can be in flight.
	cr.free = make(chan []byte, window+2)
	// A chunk's output is about three times its input for parse: a new
	// buffer starts at four, so that it does not grow.
	spare := make(chan []byte, 2*window+2)
	buffer := func() []byte {
		select {
		case b := <-spare:
			return b[:0]
		default:
			return make([]byte, 0, 4*chunkSize)
		}
	}
	release := func(b []byte) {
		if cap(b) > 16*chunkSize {
			return // a long line's: not kept
		}
		select {
		case spare <- b:
		default:
		}
	}
	var reading sync.Mutex
	seq := 0
	read := func() (chunk, int, bool) {
		reading.Lock()
		defer reading.Unlock()
		ch, ok := cr.next()
		seq++
		return ch, seq - 1, ok
	}
	subs := make([]*cli, workers)
	var wg sync.WaitGroup
	for w := range subs {
		sub := &cli{out: &output{}, jobs: 1, stats: c.stats.fresh()}
		sub.errOut = &output{}
		if c.errOut == c.out {
			sub.errOut = sub.out // one stream: the reports stay in place
		}
		subs[w] = sub
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				<-slots
				ch, n, ok := read()
				if !ok {
					return
				}
				sub.out.buf = buffer()
				if sub.errOut != sub.out {
					sub.errOut.buf = buffer()
				}
				sub.chunk(f, ch)
				cr.release(ch) // the output is in sub's buffers
				r := result{seq: n, out: sub.out.buf, ch: ch}
				if sub.errOut != sub.out {
					r.errOut = sub.errOut.buf
				}
				results <- r
			}
		}()
	}
	go func() {
		wg.Wait()
		close(results)
	}()
	// The outputs that came before their turn, at their place in the
	// window: at most a window of chunks are outstanding.
	pending := make([]result, window)
	present := make([]bool, window)
	next := 0
	for r := range results {
		pending[r.seq%window], present[r.seq%window] = r, true
		for present[next%window] {
			r := pending[next%window]
			pending[next%window], present[next%window] = result{}, false
			next++
			if len(r.errOut) > 0 || c.errOut == c.out && len(r.out) > 0 {
				c.clearProgress() // before what comes on the terminal
			}
			c.out.writeFrom(r.out)
			if r.errOut != nil {
				c.errOut.writeFrom(r.errOut)
			}
			release(r.out)
			if r.errOut != nil {
				release(r.errOut)
			}
			c.chunkDone(r.ch)
			slots <- struct{}{}
		}
	}
	for _, sub := range subs {
		c.failed = c.failed || sub.failed
		if c.stats != nil {
			c.stats.merge(sub.stats)
		}
	}
}

// chunk runs f on each line of ch, then reports the read error that ended
// the input after them, if any.
func (c *cli) chunk(f func(c *cli, line int, s string), ch chunk) {
	text, line := ch.text, ch.first
	for text != "" {
		s := text
		if i := strings.IndexByte(text, '\n'); i >= 0 {
			s, text = text[:i], text[i+1:]
		} else {
			text = ""
		}
		if n := len(s); n > 0 && s[n-1] == '\r' {
			s = s[:n-1]
		}
		c.one(f, line, s)
		line++
	}
	if ch.err != nil {
		c.fail(0, "", "reading standard input: "+ch.err.Error())
	}
}

// one runs f on one input and counts it in the statistics.
func (c *cli) one(f func(c *cli, line int, s string), line int, s string) {
	before := c.failed
	c.failed, c.failedValid = false, false
	f(c, line, s)
	if c.stats != nil {
		c.stats.lines++
		if c.failed && !c.failedValid {
			c.stats.invalid++
		}
	}
	c.failed = c.failed || before
}

// chunkDone is called when the output of ch is in c's buffers, in input
// order: it writes them when the next line may be long in coming (the
// input is not a regular file) or a person watches, or when they hold a
// buffer's worth, and shows progress.
func (c *cli) chunkDone(ch chunk) {
	if c.live || !c.regularInput || len(c.out.buf) >= chunkSize || len(c.errOut.buf) >= chunkSize {
		if len(c.errOut.buf) > 0 {
			c.clearProgress() // the line is not glued to what comes
		}
		c.out.Flush()
		c.errOut.Flush()
	}
	c.showProgress(ch)
}

// regularFile reports whether r is a regular file, and its size.
func regularFile(r io.Reader) (int64, bool) {
	f, ok := r.(*os.File)
	if !ok {
		return 0, false
	}
	fi, err := f.Stat()
	if err != nil || !fi.Mode().IsRegular() {
		return 0, false
	}
	return fi.Size(), true
}

// isTerminal reports whether w is a terminal (a character device).
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	fi, err := f.Stat()
	return err == nil && fi.Mode()&os.ModeCharDevice != 0
}

// pipelineSize returns how many workers parallel runs for jobs asked on
// a machine of procs processors (runtime.GOMAXPROCS), and its window:
// how many chunks may be read and not yet written. Four chunks a running
// worker let one done early find work while the writer waits for an
// earlier chunk. Workers are bound by their processors: the window
// counts at most procs of them, and there are no more workers than
// slots in it, so that -j 100000 neither starts 100000 goroutines nor
// holds 400000 chunks and their output in memory (64 KiB read and about
// 256 KiB written a chunk): it runs 4×procs workers, which a processor
// each cannot outrun anyway.
func pipelineSize(jobs, procs int) (workers, window int) {
	window = 4 * min(jobs, max(procs, 1))
	return min(jobs, window), window
}

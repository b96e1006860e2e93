package main

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"runtime"
	"sort"
	"strings"
	"sync"
	"unsafe"
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

// A chunk is whole lines of standard input, each with its line ending but
// perhaps the last of the input, the number of the first, and the error
// that ended the input after them (nil for its end).
type chunk struct {
	text  string
	first int
	lines int
	err   error
	buf   []byte // the buffer text is in, read into again once released (nil: text is its own)
}

// chunkSize is the size of a read: on a file, a chunk is this size but
// for the line it cuts, which goes to the next one.
const chunkSize = 64 << 10

// A chunkReader reads standard input in chunks of whole lines: one read,
// up to the last line ending it holds (more reads when a line is longer
// than the buffer, which then grows to hold it). On a terminal or a pipe
// a read returns what is there, so a chunk is what has come.
//
// A chunk's text is its buffer itself, not a copy: the buffer comes back
// through release once the chunk is done and is read into again, so that
// a run allocates a few buffers, not as many bytes as it reads; the
// garbage collections a copy would cost weigh most on commands whose work
// per line is small, such as parse.
type chunkReader struct {
	r    io.Reader
	buf  []byte // buf[:n] is the start of a line, carried to the next chunk
	n    int
	line int   // the number of the next line
	err  error // what ended the input, io.EOF for its end
	done bool
	// started: the first chunk is out, and with it the byte order mark
	// that may start the input.
	started bool
	free    chan []byte // released buffers of chunkSize, to be read into again
}

func newChunkReader(r io.Reader) *chunkReader {
	return &chunkReader{r: r, buf: make([]byte, chunkSize), line: 1, free: make(chan []byte, 16)}
}

// next returns the next chunk, false after the last.
func (cr *chunkReader) next() (chunk, bool) {
	for !cr.done {
		if cr.err != nil {
			// The input ended: the last line, without a line ending, and
			// the error that ended it.
			// (An input that is only a byte order mark has no line.)
			cr.done = true
			ch := cr.first(chunk{text: string(cr.buf[:cr.n]), first: cr.line, err: cr.err})
			if ch.err == io.EOF {
				ch.err = nil
			}
			if ch.text != "" {
				ch.lines = 1
			}
			if ch.text == "" && ch.err == nil {
				return chunk{}, false
			}
			return ch, true
		}
		if cr.n == len(cr.buf) { // a line longer than the buffer
			cr.buf = append(cr.buf, make([]byte, len(cr.buf))...)
		}
		start := cr.n
		m, err := cr.r.Read(cr.buf[cr.n:])
		cr.n += m
		cr.err = err
		end := bytes.LastIndexByte(cr.buf[start:cr.n], '\n')
		if end < 0 {
			continue
		}
		end += start + 1
		ch := chunk{text: unsafe.String(&cr.buf[0], end), first: cr.line, buf: cr.buf}
		ch.lines = strings.Count(ch.text, "\n")
		cr.line += ch.lines
		// The start of the next line goes to a buffer of its own (a long
		// line's buffer is not kept: the next is chunkSize again).
		rest := cr.buf[end:cr.n]
		cr.buf = cr.buffer(len(rest))
		cr.n = copy(cr.buf, rest)
		return cr.first(ch), true
	}
	return chunk{}, false
}

// buffer returns a buffer to read into that holds more than n bytes: a
// released one when there is one and n allows.
func (cr *chunkReader) buffer(n int) []byte {
	if n >= chunkSize {
		return make([]byte, 2*n)
	}
	select {
	case b := <-cr.free:
		return b
	default:
		return make([]byte, chunkSize)
	}
}

// release gives back the buffer of ch, which is done with: its text is
// not read again.
func (cr *chunkReader) release(ch chunk) {
	if len(ch.buf) != chunkSize {
		return // a long line's, or none
	}
	select {
	case cr.free <- ch.buf:
	default:
	}
}

// byteOrderMark is U+FEFF in UTF-8, which editors (Notepad among them)
// write at the start of a file to say it is UTF-8.
const byteOrderMark = "\xEF\xBB\xBF"

// first takes the byte order mark off the first chunk, which holds the
// whole first line: it is not part of the line, and an IRI reference
// cannot start with it.
func (cr *chunkReader) first(ch chunk) chunk {
	if !cr.started {
		cr.started = true
		ch.text = strings.TrimPrefix(ch.text, byteOrderMark)
	}
	return ch
}

// stats are the figures of --stats.
type stats struct {
	lines, invalid int
	codes          map[string]int
}

func newStats() *stats { return &stats{codes: map[string]int{}} }

// fresh returns new stats for a worker when s counts, nil when it does not.
func (s *stats) fresh() *stats {
	if s == nil {
		return nil
	}
	return newStats()
}

func (s *stats) merge(o *stats) {
	s.lines += o.lines
	s.invalid += o.invalid
	for k, v := range o.codes {
		s.codes[k] += v
	}
}

func (s *stats) count(code string) {
	if s != nil {
		s.codes[code]++
	}
}

func (s *stats) write(w io.Writer) {
	fmt.Fprintf(w, "lines\t%d\nvalid\t%d\ninvalid\t%d\n", s.lines, s.lines-s.invalid, s.invalid)
	codes := make([]string, 0, len(s.codes))
	for k := range s.codes {
		codes = append(codes, k)
	}
	sort.Strings(codes)
	for _, k := range codes {
		fmt.Fprintf(w, "%s\t%d\n", k, s.codes[k])
	}
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

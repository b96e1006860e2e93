package main

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"os"
	"sort"
	"strings"
	"sync"
	"time"
)

// inputs calls f for each input: the operands, or else each line of
// standard input without its line ending ("\n" or "\r\n"). Lines of any
// length are read whole, one at a time, so memory stays bounded by the
// longest line and a few batches. With more than one job, batches of lines
// go to that many workers, each with a cli of its own writing to buffers,
// and their output is written in input order. line is the 1-based line
// number, or 0 for an operand.
func (c *cli) inputs(f func(c *cli, line int, s string)) {
	if len(c.operands) > 0 {
		for _, s := range c.operands {
			c.one(f, 0, s)
		}
		return
	}
	lines := make(chan batch, 2*c.jobs)
	go readBatches(c.stdin, lines)
	if c.jobs == 1 {
		for b := range lines {
			c.batch(f, b)
			c.batchDone(b)
		}
		c.endProgress()
		return
	}
	// Workers take batches; the results come back through a queue of
	// slots kept in input order.
	type result struct {
		out, errOut []byte
		failed      bool
		stats       *stats
		batch       batch
	}
	slots := make(chan chan result, 2*c.jobs)
	work := make(chan struct {
		b    batch
		slot chan result
	}, c.jobs)
	var wg sync.WaitGroup
	for w := 0; w < c.jobs; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for job := range work {
				var out, errOut bytes.Buffer
				sub := &cli{out: bufio.NewWriter(&out), errOut: bufio.NewWriter(&errOut), jobs: 1}
				if c.errOut == c.out {
					sub.errOut = sub.out // one stream: the reports stay in place
				}
				if c.stats != nil {
					sub.stats = newStats()
				}
				sub.batch(f, job.b)
				sub.out.Flush()
				sub.errOut.Flush()
				job.slot <- result{out.Bytes(), errOut.Bytes(), sub.failed, sub.stats, job.b}
			}
		}()
	}
	go func() {
		for b := range lines {
			slot := make(chan result, 1)
			slots <- slot
			work <- struct {
				b    batch
				slot chan result
			}{b, slot}
		}
		close(work)
		close(slots)
	}()
	for slot := range slots {
		r := <-slot
		c.out.Write(r.out)
		c.errOut.Write(r.errOut)
		c.failed = c.failed || r.failed
		if c.stats != nil {
			c.stats.merge(r.stats)
		}
		c.batchDone(r.batch)
	}
	wg.Wait()
	c.endProgress()
}

// batch runs f on each line of b, then reports the read error that ended
// the input after them, if any.
func (c *cli) batch(f func(c *cli, line int, s string), b batch) {
	for i, s := range b.lines {
		c.one(f, b.first+i, s)
	}
	if b.err != nil {
		c.fail(0, "", "reading standard input: "+b.err.Error())
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

// A batch is a run of input lines, with the number of the first and the
// bytes they took.
type batch struct {
	lines []string
	first int
	bytes int64
	err   error
}

const batchLines = 256

// readBatches reads r line by line into batches, until its end.
func readBatches(r io.Reader, out chan<- batch) {
	defer close(out)
	br := bufio.NewReaderSize(r, 64<<10)
	b := batch{first: 1}
	for line := 1; ; line++ {
		s, err := br.ReadString('\n')
		if s == "" && err != nil {
			if err != io.EOF {
				b.err = err
			}
			if len(b.lines) > 0 || b.err != nil {
				out <- b
			}
			return
		}
		b.bytes += int64(len(s))
		s = strings.TrimSuffix(s, "\n")
		s = strings.TrimSuffix(s, "\r")
		b.lines = append(b.lines, s)
		if len(b.lines) == batchLines {
			out <- b
			b = batch{first: line + 1}
		}
	}
}

// stats are the figures of --stats.
type stats struct {
	lines, invalid int
	codes          map[string]int
}

func newStats() *stats { return &stats{codes: map[string]int{}} }

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

// fileSize returns the size of r when it is a regular file, 0 otherwise.
func fileSize(r io.Reader) int64 {
	f, ok := r.(*os.File)
	if !ok {
		return 0
	}
	fi, err := f.Stat()
	if err != nil || !fi.Mode().IsRegular() {
		return 0
	}
	return fi.Size()
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

// batchDone shows progress after a batch and, when a person watches
// standard error, writes what the batch reported now rather than when the
// buffer fills.
func (c *cli) batchDone(b batch) {
	if c.live {
		c.out.Flush()
		c.errOut.Flush()
	}
	c.showProgress(b)
}

// progress is the state of the progress line, shown when standard error
// is a terminal and standard input a file of known size.
type progress struct {
	start, last time.Time
	bytes, size int64
	lines       int
}

// showProgress updates the progress line, at most once a second.
func (c *cli) showProgress(b batch) {
	p := c.progress
	if p == nil {
		return
	}
	now := time.Now()
	if p.start.IsZero() {
		p.start = now
	}
	p.bytes += b.bytes
	p.lines += len(b.lines)
	if now.Sub(p.last) < time.Second {
		return
	}
	p.last = now
	elapsed := now.Sub(p.start).Seconds()
	rate := float64(p.lines) / max(elapsed, 1e-9)
	eta := time.Duration(float64(p.size-p.bytes) / max(float64(p.bytes), 1) * elapsed * float64(time.Second))
	fmt.Fprintf(c.errOut, "\r%5.1f%%  %d lines  %.0f lines/s  ETA %v   ", 100*float64(p.bytes)/float64(p.size), p.lines, rate, eta.Round(time.Second))
	c.errOut.Flush() // a person is watching: now, not when the buffer fills
}

// endProgress clears the progress line, if one was shown.
func (c *cli) endProgress() {
	if c.progress != nil && !c.progress.last.IsZero() {
		fmt.Fprint(c.errOut, "\r\033[K")
	}
}

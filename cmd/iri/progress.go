package main

import (
	"fmt"
	"time"
)

// progress is the state of the progress line, shown on standard error
// when it is a terminal and standard input a file of known size:
//
//	42.0%  84000 lines  83000 lines/s  ETA 1s
//
// It is drawn a second after the start, then once a second, so that the
// rate is of a second of work at least; and it is cleared before anything
// else is written to the terminal, and at the end.
type progress struct {
	start, last time.Time
	bytes, size int64
	lines       int
	shown       bool // the line is on the terminal, the cursor at its end
}

func newProgress(size int64) *progress {
	now := time.Now()
	return &progress{start: now, last: now, size: size}
}

// clearLine is what clears the progress line: a carriage return, then
// "erase to the end of the line" (ECMA-48 EL, CSI K).
const clearLine = "\r\033[K"

// showProgress counts the chunk done and draws the progress line when a
// second has passed since it was last drawn.
func (c *cli) showProgress(ch chunk) {
	p := c.progress
	if p == nil {
		return
	}
	p.bytes += int64(len(ch.text))
	p.lines += ch.lines
	now := time.Now()
	if now.Sub(p.last) < time.Second {
		return
	}
	p.last = now
	elapsed := now.Sub(p.start).Seconds() // a second at least
	rate := float64(p.lines) / elapsed
	eta := time.Duration(float64(p.size-p.bytes) / max(float64(p.bytes), 1) * elapsed * float64(time.Second))
	fmt.Fprintf(c.errOut, "\r%5.1f%%  %d lines  %.0f lines/s  ETA %v   ", 100*float64(p.bytes)/float64(p.size), p.lines, rate, eta.Round(time.Second))
	c.errOut.Flush() // a person is watching: now, not when the buffer fills
	p.shown = true
}

// clearProgress clears the progress line, if it is shown, before what
// comes on the terminal, and at the end of the input: written at once,
// ahead of what the buffers hold.
func (c *cli) clearProgress() {
	if p := c.progress; p != nil && p.shown {
		c.errOut.write([]byte(clearLine))
		p.shown = false
	}
}

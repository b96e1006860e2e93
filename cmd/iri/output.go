package main

import "io"

// An output is a buffer that the commands append to, written to its file
// by Flush. Unlike a bufio.Writer it never writes by itself: the stream
// decides when (see inputs), so that the results of a stretch of input
// leave in one write on a file, and as soon as they are done on a
// terminal or a pipe. A worker's output has no file: its bytes are
// handed to the writer (writeFrom) in input order.
type output struct {
	buf []byte
	w   io.Writer // nil for a worker's
	err error     // the first write error; nothing is written after it
}

func (o *output) Write(p []byte) (int, error) {
	o.buf = append(o.buf, p...)
	return len(p), nil
}

func (o *output) WriteString(s string) (int, error) {
	o.buf = append(o.buf, s...)
	return len(s), nil
}

func (o *output) WriteByte(c byte) error {
	o.buf = append(o.buf, c)
	return nil
}

// Flush writes what the buffer holds to the file.
func (o *output) Flush() error {
	if len(o.buf) > 0 {
		o.write(o.buf)
		o.buf = o.buf[:0]
	}
	return o.err
}

// writeFrom writes p, which another output holds, after what o holds:
// without copying it when o is empty, as it is when each stretch of input
// is flushed.
func (o *output) writeFrom(p []byte) {
	if len(o.buf)+len(p) <= cap(o.buf) {
		o.buf = append(o.buf, p...)
		return
	}
	o.Flush()
	o.write(p)
}

func (o *output) write(p []byte) {
	if o.err == nil && len(p) > 0 {
		_, o.err = o.w.Write(p)
	}
}

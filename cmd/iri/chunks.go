package main

import (
	"bytes"
	"io"
	"strings"
	"unsafe"
)

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
		// Safe while the chunk is processed: nothing reads into cr.buf
		// again until release, and inputs tells f that s lives no longer.
		// A copy of each chunk costs parse a third of its lines a second.
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

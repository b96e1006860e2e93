package whatwg

import (
	"math/bits"
	"slices"
	"strings"
	"unsafe"

	"github.com/go-iri/iri/internal/chars"
	"github.com/go-iri/iri/internal/pct"
)

// output is the href the parser writes, copied only when it must be.
//
// While the output is the beginning of the input (in[:n]), appending
// what the input holds next only moves n: most URLs are already their
// own href, and parsing one allocates nothing. The first write that
// departs from the input copies the output so far into buf; from then on
// buf holds it, and the href is made from buf without a second copy.
//
// A scheme in upper case (HTTP://, Https://, the most common rewrite) is
// not yet a departure: the output is then in[:n] with its first lowered
// bytes in lower case, and stays so until another write departs or the
// href is made, which allocate it once: the rest of the URL is parsed as
// if it were already its own href.
type output struct {
	in      string
	buf     []byte // the output, once it departs from in
	n       int    // length of the output
	dirty   bool   // buf holds the output; otherwise it is in[:n]
	same    int    // len(in) while not dirty, else 0: the bound of byte's inlined test
	lowered int    // while not dirty, in[:lowered] is written in lower case
	extra   int    // room to reserve beyond len(in) when buf is made

	// The input of Parse may hold ASCII tabs and newlines, which the
	// basic URL parser removes first (§4.4 step 3): Parse does not look
	// for them before it starts (unchecked). A tab or newline never
	// passes into an output that is still the input, as every byte the
	// parser keeps is first matched against a set that holds neither
	// (C0 controls are percent-encoded or forbidden everywhere), so the
	// parser departs from the input or fails where there is one: spill,
	// and Parser.parse on a failure, look for them then, and tabs says
	// that the input is to be parsed again without them.
	unchecked bool
	tabs      bool
	spare     []byte // a buffer a first run made, for spill to reuse
}

// spill copies the output so far into buf: the next write departs from
// the input.
func (o *output) spill() {
	// Room for the rest of the input with each non-ASCII byte
	// percent-encoded, which is most of what grows an href.
	// The rest of the input, read once for both: the output so far,
	// all of it kept from the input, has no tab or newline (see
	// unchecked).
	rest := o.in[o.n:]
	nonASCII, low := scanRest(rest)
	size := len(o.in) + 2*nonASCII + o.extra + 16
	if o.unchecked {
		o.unchecked = false
		if low && hasTabOrNewline(rest) {
			// Room for any run on the input without them.
			o.tabs = true
			size = len(o.in) + 2*chars.NonASCIICount(o.in) + o.extra + 16
		}
	}
	if cap(o.spare) >= size {
		o.buf = o.spare[:o.n]
		o.spare = nil
	} else {
		o.buf = make([]byte, o.n, size)
	}
	o.copyOut(o.buf)
	o.dirty, o.same = true, 0
}

// scanRest returns how many bytes of s are not ASCII, and whether s has
// a byte below 0x0E (a C0 control up to CR: a tab or a newline may be
// one), eight bytes at a time: each word read with one load, the top
// bits added up in its eight lanes, and a lane below 0x0E found by the
// borrow of a subtraction (Anderson, "Bit Twiddling Hacks": determine if
// a word has a byte less than n).
func scanRest(s string) (nonASCII int, low bool) {
	var below uint64
	// Indexes, not a pointer moved along: a pointer moved past the last
	// word would point past the string's allocation, which the rules of
	// unsafe.Pointer forbid (-race's checkptr stops there).
	i, words := 0, len(s)/8
	for words > 0 {
		// A lane holds 255 at most: a block of 255 words at a time.
		block := min(words, 255)
		words -= block
		var lanes uint64
		for range block {
			v := chars.Word(s[i : i+8])
			lanes += v >> 7 & chars.Ones
			below |= chars.FirstLessLanes(v, 0x0E)
			i += 8
		}
		// The eight lanes summed: in pairs, then by a multiplication.
		lanes = lanes&0x00FF00FF00FF00FF + lanes>>8&0x00FF00FF00FF00FF
		nonASCII += int(lanes * 0x0001000100010001 >> 48)
	}
	if r := len(s) & 7; r > 0 && len(s) >= 8 {
		// The last bytes, read as the last word of s, without a loop
		// whose end the processor could not predict: the lanes of the
		// bytes the words above read are left out of the count. The
		// borrow may flag a lane above one below 0x0E that is left out,
		// but then the words above flagged that one already.
		v := chars.Word(s[len(s)-8:])
		tail := ^uint64(0) << (8 * (8 - r)) // the lanes of the last r bytes
		nonASCII += bits.OnesCount64(v & chars.Highs & tail)
		below |= chars.FirstLessLanes(v, 0x0E) & tail
	} else {
		for _, c := range []byte(s[len(s)&^7:]) {
			nonASCII += int(c >> 7)
			below |= b2u64(c < 0x0E) << 7
		}
	}
	return nonASCII, below != 0
}

// b2u64 returns 1 for true, 0 for false.
func b2u64(b bool) uint64 {
	if b {
		return 1
	}
	return 0
}

// copyOut copies the output, not dirty, into b, which holds it.
func (o *output) copyOut(b []byte) {
	copy(b, o.in[:o.n])
	if o.lowered > 0 {
		chars.AppendLower(b[:0], o.in[:o.lowered])
		o.lowered = 0
	}
}

// lowerInput appends in[i:j] in lower case (Infra's ASCII lowercase),
// without departing from the input when the output is a lowered
// beginning of it (see output).
func (o *output) lowerInput(i, j int) {
	if !chars.HasUpper(o.in[i:j]) {
		o.keep(i, j)
		return
	}
	o.keepLower(i, j)
}

// keepLower is lowerInput for in[i:j] with an upper-case letter.
func (o *output) keepLower(i, j int) {
	if !o.dirty && i == o.n && i == o.lowered {
		o.n, o.lowered = j, j
		return
	}
	o.setGrown(chars.AppendLower(o.grow(), o.in[i:j]))
}

// keep appends in[i:j]. Its common case, an output that is still the
// input and goes on with it, is inlined; keepOut is the rest.
func (o *output) keep(i, j int) {
	if !o.dirty && i == o.n {
		o.n = j
		return
	}
	o.keepOut(i, j)
}

// keepOut is keep where the output departs from the input, or has. It
// is not inlined, so that keep is.
//
//go:noinline
func (o *output) keepOut(i, j int) {
	if !o.dirty {
		o.spill()
	}
	o.buf = append(o.buf, o.in[i:j]...)
	o.n += j - i
}

// start sets the input that the output is, until it departs from it.
func (o *output) start(in string) { o.in, o.same = in, len(in) }

// byte appends c. Its common case, an output that is still the input and
// goes on with c, is inlined; byteOut is the rest.
func (o *output) byte(c byte) {
	if o.n < o.same && o.in[o.n] == c {
		o.n++
		return
	}
	o.byteOut(c)
}

// byteOut is byte where the output departs from the input, or has. It
// is not inlined, so that byte is.
//
//go:noinline
func (o *output) byteOut(c byte) {
	if !o.dirty {
		o.spill()
	}
	o.buf = append(o.buf, c)
	o.n++
}

// str appends s.
func (o *output) str(s string) {
	if !o.dirty {
		if strings.HasPrefix(o.in[o.n:], s) {
			o.n += len(s)
			return
		}
		o.spill()
	}
	o.buf = append(o.buf, s...)
	o.n += len(s)
}

// bytes appends b.
func (o *output) bytes(b []byte) {
	if !o.dirty {
		if o.n+len(b) <= len(o.in) && o.in[o.n:o.n+len(b)] == string(b) {
			o.n += len(b)
			return
		}
		o.spill()
	}
	o.buf = append(o.buf, b...)
	o.n += len(b)
}

// lower appends s with its ASCII upper-case letters in lower case (Infra's
// ASCII lowercase).
func (o *output) lower(s string) {
	if !chars.HasUpper(s) {
		o.str(s)
		return
	}
	o.setGrown(chars.AppendLower(o.grow(), s))
}

// pct appends c percent-encoded.
func (o *output) pct(c byte) {
	if !o.dirty {
		o.spill()
	}
	o.buf = append(o.buf, '%', pct.UpperHex[c>>4], pct.UpperHex[c&15])
	o.n += 3
}

// pctRun appends every byte of s percent-encoded.
func (o *output) pctRun(s string) {
	if !o.dirty {
		o.spill()
	}
	// The triplets are stored into the buffer extended once (spill made
	// room for them), not appended one by one: each as the four bytes of
	// pctTriplet, through a pointer, the fourth overwritten by the next,
	// or by nothing, in the byte of slack past the last.
	n, m := len(o.buf), 3*len(s)
	b := slices.Grow(o.buf, m+1)[:n+m+1]
	d := unsafe.Pointer(&b[n])
	for k := 0; k < len(s); k++ {
		*(*[4]byte)(d) = pctTriplet[s[k]]
		d = unsafe.Add(d, 3)
	}
	o.buf = b[:n+m]
	o.n += m
}

// grow returns the output's buffer for a caller to append to, and
// setGrown takes it back: a part written by another package's append
// function (uts46.AppendToASCII) goes into the href without a copy.
func (o *output) grow() []byte {
	if !o.dirty {
		o.spill()
	}
	return o.buf
}

// setGrown sets the output to b, the buffer grow returned with bytes
// appended. Where they fit, b is the buffer as it was, longer: only its
// length is stored, which a slice of the field itself says to the
// compiler. A store of the pointer would pass through the garbage
// collector's write barrier while it marks.
func (o *output) setGrown(b []byte) {
	if cap(b) == cap(o.buf) && unsafe.SliceData(b) == unsafe.SliceData(o.buf) {
		o.buf = o.buf[:len(b)]
	} else {
		o.buf = b
	}
	o.n = len(b)
}

// truncate cuts the output to its first n bytes.
func (o *output) truncate(n int) {
	if o.dirty {
		o.buf = o.buf[:n]
	}
	o.n = n
	o.lowered = min(o.lowered, n)
}

// insert puts s at offset i of the output.
func (o *output) insert(i int, s string) {
	if !o.dirty {
		o.spill()
	}
	o.buf = append(o.buf, s...)
	copy(o.buf[i+len(s):], o.buf[i:o.n])
	copy(o.buf[i:], s)
	o.n += len(s)
}

// at returns the byte at offset i of the output.
func (o *output) at(i int) byte {
	if o.dirty {
		return o.buf[i]
	}
	c := o.in[i]
	if i < o.lowered && 'A' <= c && c <= 'Z' {
		c += 'a' - 'A'
	}
	return c
}

// slice returns the output from i to j; the string shares the output's
// memory, which is not written again once the output is done. The
// lowered bytes, a scheme, are not to be sliced but through String: the
// parser slices only what it wrote after the scheme.
func (o *output) slice(i, j int) string {
	if !o.dirty {
		return o.in[i:j]
	}
	if i == j {
		return ""
	}
	return unsafe.String(&o.buf[i], j-i)
}

// settle makes the output, done, into the href String returns: an
// output with lowered bytes (never dirty: spill resets lowered) is
// copied once into a buffer of its length.
func (o *output) settle() {
	if o.lowered > 0 {
		o.settleLowered()
	}
}

// settleLowered is settle's copy, kept out of line so that settle is
// inlined.
func (o *output) settleLowered() {
	var b []byte
	if cap(o.spare) >= o.n {
		b, o.spare = o.spare[:o.n], nil
	} else {
		b = make([]byte, o.n)
	}
	o.copyOut(b)
	o.buf, o.dirty, o.same = b, true, 0
}

// String returns the output, settled: a part of the input if it never
// departed from it, else the buffer, shared without a copy (it is not
// written again).
func (o *output) String() string { return o.slice(0, o.n) }

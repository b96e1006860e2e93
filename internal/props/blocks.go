package props

import (
	"sync/atomic"
	"unicode/utf8"
)

// Blocks remembers a value of T for each code point, one block of 256
// code points at a time, filled the first time a character of the block
// is asked for: text uses few blocks, and a program that checks one IRI
// should not pay for all of Unicode. Its zero value is empty and ready,
// static data, no work at init. Of and spoof's character data keep one
// each.
type Blocks[T any] [(utf8.MaxRune + 1) >> 8]atomic.Pointer[[256]T]

// Get returns the value of r (U+FFFD's beyond Unicode), calling fill with
// the number of r's block (r>>8) when the block is not filled yet.
func (b *Blocks[T]) Get(r rune, fill func(block rune) *[256]T) T {
	if uint32(r) > utf8.MaxRune {
		r = utf8.RuneError
	}
	block := b[r>>8].Load()
	if block == nil {
		block = fill(r >> 8)
		// Two goroutines may fill the same block; they compute the same
		// values, so whichever store wins is right.
		b[r>>8].Store(block)
	}
	return block[r&0xFF]
}

// Cached returns the value of r and true when Get has filled its block
// already (false otherwise, for Get to fill): one lookup, small enough to
// be inlined in a walk over text, where Get, which may fill a block, is a
// call.
func (b *Blocks[T]) Cached(r rune) (T, bool) {
	if i := uint32(r) >> 8; i < uint32(len(b)) {
		if block := b[i].Load(); block != nil {
			return block[r&0xFF], true
		}
	}
	var zero T
	return zero, false
}

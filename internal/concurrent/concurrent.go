// Package concurrent runs a function's first uses from several goroutines
// at once, for the tests of packages whose tables are filled lazily: run
// under -race (as CI runs them), they show that filling a table while
// another goroutine reads it is safe, and that what each goroutine got is
// what one goroutine alone gets.
package concurrent

import (
	"sync"
	"testing"
)

// Goroutines is how many goroutines FirstUse starts: more than the cores
// of most machines, so that they interleave.
const Goroutines = 8

// FirstUse calls f on every input from Goroutines goroutines at once, each
// starting at a different input, so that the first use of a lazy table
// happens in several of them together. The test must not have called f
// (or anything that fills the same tables) before. It then calls f on
// every input again from the test's goroutine, and fails t where a
// result of the concurrent calls differs.
func FirstUse[In any, Out comparable](t *testing.T, inputs []In, f func(In) Out) {
	t.Helper()
	got := make([][]Out, Goroutines)
	var wg sync.WaitGroup
	for g := range got {
		got[g] = make([]Out, len(inputs))
		wg.Go(func() {
			for k := range inputs {
				i := (g + k) % len(inputs)
				got[g][i] = f(inputs[i])
			}
		})
	}
	wg.Wait()
	for i, in := range inputs {
		want := f(in)
		for g := range got {
			if got[g][i] != want {
				t.Errorf("goroutine %d, input %v: got %v, alone %v", g, in, got[g][i], want)
			}
		}
	}
}

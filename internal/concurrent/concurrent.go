// Package concurrent runs a function's first uses from several goroutines
// at once, for the tests of packages whose tables are filled lazily: run
// under -race (as CI runs them), they show that filling a table while
// another goroutine reads it is safe, and that what each goroutine got is
// what one goroutine alone gets (a table filled twice, one goroutine
// keeping a copy the others do not share, shows there). Both findings
// depend on how the goroutines interleave, and on the order that other
// lazy tables on their way put between them (a sync.Once done by one and
// passed by another orders the two): a race missed in one run is seen in
// another. (spoof's whole-script sets filled without their sync.Once:
// caught in 3 to 4 runs of 10 on 2 cores.)
package concurrent

import (
	"sync"
	"testing"
)

// goroutines is how many goroutines FirstUse starts: more than the cores
// of most machines, so that they interleave.
const goroutines = 8

// FirstUse calls f on every input from eight goroutines at once, each
// starting at a different input, so that the first use of a lazy table
// happens in several of them together. The test must not have called f
// (or anything that fills the same tables) before, and f must not
// synchronise the goroutines itself: a sync.Pool (fmt's buffers, say) or
// a lock makes the race detector see an order between them that hides
// the race it should see. It then calls f on every input again from the
// test's goroutine, and fails t where a result of the concurrent calls
// differs.
func FirstUse[In any, Out comparable](t *testing.T, inputs []In, f func(In) Out) {
	t.Helper()
	got := make([][]Out, goroutines)
	// The goroutines start together, so that each comes to the tables
	// while the first to come fills them.
	start := make(chan struct{})
	var wg sync.WaitGroup
	for g := range got {
		got[g] = make([]Out, len(inputs))
		wg.Go(func() {
			<-start
			for k := range inputs {
				i := (g + k) % len(inputs)
				got[g][i] = f(inputs[i])
			}
		})
	}
	close(start)
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

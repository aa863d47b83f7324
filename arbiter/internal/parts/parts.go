// Package parts splits work over the CPUs: the tally of a game's cards
// and the reading of a snapshot's rounds and games.
package parts

import (
	"runtime"
	"sync"
)

// Of is how many goroutines work on n things: as many as there are
// CPUs, one at least, n at most.
func Of(n int) int { return max(min(runtime.GOMAXPROCS(0), n), 1) }

// In splits 0…n-1 into parts ranges in order and calls fn(p, lo, hi) for
// the p-th, lo to hi-1, each on a goroutine of its own, returning when
// every call has.
func In(n, parts int, fn func(p, lo, hi int)) {
	if parts <= 1 {
		fn(0, 0, n)
		return
	}
	var wg sync.WaitGroup
	for p := range parts {
		wg.Go(func() { fn(p, p*n/parts, (p+1)*n/parts) })
	}
	wg.Wait()
}

// Each calls fn(i) for every i below n, in parts as [In] splits them: a
// command late in a game waits for every round of it to be read.
// (Writing them so is no faster: the rounds' lines would each need a
// buffer of their own.)
func Each(n int, fn func(i int)) {
	In(n, Of(n), func(_, lo, hi int) {
		for i := lo; i < hi; i++ {
			fn(i)
		}
	})
}

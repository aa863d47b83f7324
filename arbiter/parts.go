package arbiter

import (
	"runtime"
	"sync"
)

// partsOf is how many goroutines work on n things: as many as there are
// CPUs, one at least, n at most.
func partsOf(n int) int { return max(min(runtime.GOMAXPROCS(0), n), 1) }

// inParts splits 0…n-1 into parts ranges in order and calls fn(p, lo, hi)
// for the p-th, lo to hi-1, each on a goroutine of its own, returning
// when every call has.
func inParts(n, parts int, fn func(p, lo, hi int)) {
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

// eachOf calls fn(i) for every i below n, in parts as [inParts] splits
// them: a command late in a game waits for every round of it to be read.
// (Writing them so is no faster: the rounds' lines would each need a
// buffer of their own.)
func eachOf(n int, fn func(i int)) {
	inParts(n, partsOf(n), func(_, lo, hi int) {
		for i := lo; i < hi; i++ {
			fn(i)
		}
	})
}

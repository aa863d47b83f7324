// Package cputime measures the processor time a benchmark's loop takes,
// so that the free game's benchmarks report a figure a loaded machine does
// not inflate: the wall clock counts the time other processes hold the
// cores, the processor time only this one's. It is for benchmarks only.
package cputime

import (
	"syscall"
	"testing"
	"time"
)

// used returns the processor time (user and system) this process has used.
func used() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// Loop runs f as the benchmark's loop and reports its processor time per
// iteration as the metric cpu-ns/op beside ns/op.
func Loop(b *testing.B, f func()) {
	b.Helper()
	start, n := used(), 0
	for b.Loop() {
		f()
		n++
	}
	if n > 0 {
		b.ReportMetric(float64(used()-start)/float64(n), "cpu-ns/op")
	}
}

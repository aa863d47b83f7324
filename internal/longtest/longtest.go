// Package longtest sizes the tests that repeat one check over many inputs:
// the property tests against a slow brute force, the load tests. CI runs
// them at full size ($ARBITER_LONG_TESTS=1, which .ci/run exports); the
// default run of `go test ./...` takes a smaller deterministic sample (the
// first inputs of the full run, the same seeds), with the same
// assertions, so that a newcomer's run ends in minutes.
//
//	ARBITER_LONG_TESTS=1 go test ./draw/    # every seed, as CI
//	go test -v ./draw/ | grep 'sample of'  # what the default run left out
package longtest

import (
	"os"
	"testing"
)

// Env is the environment variable that asks for the full runs: "1" does.
const Env = "ARBITER_LONG_TESTS"

// Enabled reports whether the full runs were asked for.
func Enabled() bool { return os.Getenv(Env) == "1" }

// Size returns full when the full runs were asked for, else sample (at
// most full); it logs on tb which it chose, so that `go test -v` says what
// the default run left out.
func Size(tb testing.TB, full, sample int) int {
	tb.Helper()
	if Enabled() || sample >= full {
		return full
	}
	tb.Logf("a sample of %d of %d; %s=1 runs all", sample, full, Env)
	return sample
}

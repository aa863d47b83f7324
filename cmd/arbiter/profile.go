package main

import (
	"fmt"
	"io"
	"os"
	"runtime/pprof"
)

// ProfileEnv names the file a command writes its CPU profile to, for `go
// tool pprof`: the whole process from main's first line to its exit, the
// opening of the store and the lexicon included. Unset, nothing is
// profiled.
const ProfileEnv = "ARBITER_CPUPROFILE"

// startProfile starts the CPU profile $ARBITER_CPUPROFILE asks for and
// returns what stops it and closes its file; a profile that cannot start
// is reported on errOut and the command runs unprofiled.
func startProfile(getenv func(string) string, errOut io.Writer) (stop func()) {
	path := getenv(ProfileEnv)
	if path == "" {
		return func() {}
	}
	f, err := os.Create(path)
	if err == nil {
		if err = pprof.StartCPUProfile(f); err != nil {
			f.Close()
			os.Remove(path)
		}
	}
	if err != nil {
		fmt.Fprintf(errOut, "arbiter: %s=%s: no profile: %v\n", ProfileEnv, path, err)
		return func() {}
	}
	return func() {
		pprof.StopCPUProfile()
		f.Close()
	}
}

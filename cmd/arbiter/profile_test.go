package main

import (
	"bytes"
	"flag"
	"io"
	"os"
	"path/filepath"
	"runtime/pprof"
	"strings"
	"testing"
)

// TestStartProfile: $ARBITER_CPUPROFILE set, the profile is written to its
// file when stopped; unset, nothing is; a file that cannot be created, or
// a profile that cannot start, is named on standard error, no file is left
// and the command runs unprofiled.
func TestStartProfile(t *testing.T) {
	if f := flag.Lookup("test.cpuprofile"); f != nil && f.Value.String() != "" {
		t.Skip("the test binary is profiled itself (-cpuprofile): one CPU profile at a time")
	}
	dir := t.TempDir()
	path := filepath.Join(dir, "cpu.prof")
	env := func(v string) func(string) string {
		return func(name string) string {
			if name == ProfileEnv {
				return v
			}
			return ""
		}
	}
	var errOut bytes.Buffer
	startProfile(env(path), &errOut)()
	if info, err := os.Stat(path); err != nil || info.Size() == 0 {
		t.Errorf("profile %s after stop: %v, %v; want a written file", path, info, err)
	}
	startProfile(env(""), &errOut)()
	bad := filepath.Join(dir, "missing", "cpu.prof")
	startProfile(env(bad), &errOut)()
	if got := errOut.String(); !strings.HasPrefix(got, "arbiter: "+ProfileEnv+"="+bad+": no profile: ") || strings.Count(got, "\n") != 1 {
		t.Errorf("errors = %q, want one line naming %s", got, bad)
	}
	// A profile already running (another one in the process): the file
	// is not left behind, empty.
	if err := pprof.StartCPUProfile(io.Discard); err != nil {
		t.Fatal(err)
	}
	busy := filepath.Join(dir, "busy.prof")
	errOut.Reset()
	startProfile(env(busy), &errOut)()
	pprof.StopCPUProfile()
	if got := errOut.String(); !strings.Contains(got, busy+": no profile: ") {
		t.Errorf("errors with a profile running = %q, want one naming %s", got, busy)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 1 {
		t.Errorf("files in %s: %v; want only the profile", dir, entries)
	}
}

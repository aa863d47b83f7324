package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestStartProfile: $ARBITER_CPUPROFILE set, the profile is written to its
// file when stopped; unset, nothing is; a file that cannot be created is
// named on standard error and the command runs unprofiled.
func TestStartProfile(t *testing.T) {
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
	if entries, _ := os.ReadDir(dir); len(entries) != 1 {
		t.Errorf("files in %s: %v; want only the profile", dir, entries)
	}
}

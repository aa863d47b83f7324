package main

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// childEnv names, in the environment of a child process running
// [TestMainChild], the arguments of the arbiter command it runs, separated
// by unit separators (0x1f).
const childEnv = "ARBITER_TEST_MAIN_ARGS"

// fsizeEnv names, in the environment of a child process, the most bytes a
// file it writes may hold (RLIMIT_FSIZE).
const fsizeEnv = "ARBITER_TEST_FSIZE"

// delayEnv names, in the environment of a child process, how long it
// waits before it runs its command (a time.Duration).
const delayEnv = "ARBITER_TEST_DELAY"

// memoryEnv names, in the environment of a child process, the most bytes
// of address space it may take (RLIMIT_AS): a machine's memory.
const memoryEnv = "ARBITER_TEST_MEMORY"

// TestMainChild is a child process of the tests that need one (another
// user, resource limits): it runs the arbiter command of $ARBITER_TEST_MAIN_ARGS
// and exits with its status.
func TestMainChild(t *testing.T) {
	args := os.Getenv(childEnv)
	if args == "" {
		t.Skip("child process of the tests that need one")
	}
	// A disk that fills up: writes beyond the limit fail (EFBIG; Go
	// ignores the SIGXFSZ the kernel sends).
	setLimit(t, fsizeEnv, syscall.RLIMIT_FSIZE)
	// A machine's memory: an allocation beyond it fails.
	setLimit(t, memoryEnv, syscall.RLIMIT_AS)
	if delay := os.Getenv(delayEnv); delay != "" {
		d, err := time.ParseDuration(delay)
		if err != nil {
			t.Fatal(err)
		}
		time.Sleep(d)
	}
	os.Exit(int(Main(strings.Split(args, "\x1f"), &IOStreams{In: os.Stdin, Out: os.Stdout, ErrOut: os.Stderr})))
}

// setLimit sets the resource limit of the child process to the bytes
// named by the environment variable env, when it is set.
func setLimit(t *testing.T, env string, resource int) {
	limit := os.Getenv(env)
	if limit == "" {
		return
	}
	n, err := strconv.ParseUint(limit, 10, 64)
	if err != nil {
		t.Fatal(err)
	}
	if err := syscall.Setrlimit(resource, &syscall.Rlimit{Cur: n, Max: n}); err != nil {
		t.Fatal(err)
	}
}

// childCmd returns a child process running `arbiter args…` in this test
// binary. With asNobody set and the tests running as root, it runs as the
// user nobody, from a copy of the binary nobody may execute: root writes
// any file, whatever its permissions say.
func childCmd(tb testing.TB, asNobody bool, args ...string) *exec.Cmd {
	tb.Helper()
	bin, cache := os.Args[0], testCache
	var attr *syscall.SysProcAttr
	if asNobody && os.Geteuid() == 0 {
		dir := publicDir(tb)
		bin, cache = filepath.Join(dir, "arbiter.test"), filepath.Join(dir, "cache")
		if err := os.Mkdir(cache, 0o777); err != nil {
			tb.Fatal(err)
		}
		if err := os.Chmod(cache, 0o777); err != nil { // past the umask
			tb.Fatal(err)
		}
		src, err := os.ReadFile(os.Args[0])
		if err != nil {
			tb.Fatal(err)
		}
		if err := os.WriteFile(bin, src, 0o755); err != nil {
			tb.Fatal(err)
		}
		attr = &syscall.SysProcAttr{Credential: &syscall.Credential{Uid: 65534, Gid: 65534}}
	}
	cmd := exec.Command(bin, "-test.run=^TestMainChild$")
	cmd.Env = append(os.Environ(), childEnv+"="+strings.Join(args, "\x1f"), childCacheEnv+"="+cache)
	cmd.SysProcAttr = attr
	return cmd
}

// publicDir returns a new directory every user may read and enter,
// removed when the test ends.
func publicDir(tb testing.TB) string {
	tb.Helper()
	dir, err := os.MkdirTemp("", "arbiter-test-")
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() {
		filepath.WalkDir(dir, func(p string, d os.DirEntry, _ error) error {
			if d != nil && d.IsDir() {
				os.Chmod(p, 0o755)
			}
			return nil
		})
		os.RemoveAll(dir)
	})
	if err := os.Chmod(dir, 0o755); err != nil {
		tb.Fatal(err)
	}
	return dir
}

// childRun runs childCmd and returns its status and output.
func childRun(tb testing.TB, asNobody bool, args ...string) (exitCode, string, string) {
	tb.Helper()
	cmd := childCmd(tb, asNobody, args...)
	var out, errOut strings.Builder
	cmd.Stdout, cmd.Stderr = &out, &errOut
	err := cmd.Run()
	if ee, ok := errors.AsType[*exec.ExitError](err); ok {
		return exitCode(ee.ExitCode()), out.String(), errOut.String()
	}
	if err != nil {
		tb.Fatal(err)
	}
	return exitOK, out.String(), errOut.String()
}

// TestReadOnlyCopy reads a tournament copied to a directory its reader may
// not write (read-only media): standings, verify, log, report and export
// work and leave nothing beside the database.
func TestReadOnlyCopy(t *testing.T) {
	r := scoredRoom(t)
	dir := filepath.Join(publicDir(t), "usb")
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	db := filepath.Join(dir, "cupa.db")
	copyFile(t, r.db, db)
	if err := os.Chmod(db, 0o444); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(dir, 0o555); err != nil {
		t.Fatal(err)
	}
	want := r.must("standings")
	for _, args := range [][]string{
		{"standings"}, {"verify"}, {"log"}, {"report", "ranking"}, {"export", "ranking", "--format", "csv"},
	} {
		code, out, errOut := childRun(t, true, append(args, "--db", db)...)
		if code != exitOK {
			t.Errorf("arbiter %s on a read-only copy: exit %d, stderr %q", strings.Join(args, " "), code, errOut)
		}
		if args[0] == "standings" && out != want {
			t.Errorf("standings of the read-only copy:\n%s\nwant\n%s", out, want)
		}
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 {
		t.Errorf("the read-only directory holds %d files after reading, want only cupa.db", len(entries))
	}
}

// TestReadingLeavesNoCompanions: a reading command in a directory it may
// write leaves no -wal or -shm file either.
func TestReadingLeavesNoCompanions(t *testing.T) {
	r := scoredRoom(t)
	copyFile(t, r.db, r.db)
	for _, args := range [][]string{{"standings"}, {"verify"}, {"log"}} {
		r.must(args...)
		for _, suffix := range []string{"-wal", "-shm"} {
			if _, err := os.Stat(r.db + suffix); err == nil {
				t.Errorf("arbiter %s left %s%s", args[0], r.db, suffix)
			}
		}
	}
}

// TestWriteToReadOnlyDatabase: a command that records, run on a database
// file its user may not write, is refused (exit of a storage error) with
// what to do, recording nothing and leaving nothing beside the file; once
// the file is made writable, the same command records. Before, the
// refused write left a read-only -shm file on which every later write
// failed with a message naming a migration.
func TestWriteToReadOnlyDatabase(t *testing.T) {
	r := scoredRoom(t)
	dir := filepath.Join(publicDir(t), "club")
	if err := os.Mkdir(dir, 0o777); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(dir, 0o777); err != nil {
		t.Fatal(err)
	}
	db := filepath.Join(dir, "cupa.db")
	copyFile(t, r.db, db)
	if err := os.Chmod(db, 0o444); err != nil {
		t.Fatal(err)
	}
	add := []string{"player", "add", "9", "NOU Ion", "--db", db}
	code, _, errOut := childRun(t, true, add...)
	if code != exitStorage || !strings.Contains(errOut, "is read-only (mode -r--r--r--): nothing was recorded; make it writable") {
		t.Errorf("player add on a read-only database: exit %d, stderr %q; want %d, read-only", code, errOut, exitStorage)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 1 {
		t.Errorf("the directory holds %d files after the refused write, want only cupa.db", len(entries))
	}
	if err := os.Chmod(db, 0o666); err != nil {
		t.Fatal(err)
	}
	if code, _, errOut := childRun(t, true, add...); code != exitOK {
		t.Errorf("player add once the database is writable: exit %d, stderr %q", code, errOut)
	}
}

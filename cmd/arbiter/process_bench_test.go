package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"arbiter/store/postgres/pgtest"
)

// program is the arbiter binary built once per test binary, for the
// benchmarks that run it as a referee's shell does.
var program struct {
	once sync.Once
	path string
	err  error
}

// buildProgram builds the program (go build, as a referee installs it)
// into the run's cache and returns its path.
func buildProgram(b *testing.B) string {
	program.once.Do(func() {
		program.path = filepath.Join(testCache, "arbiter")
		out, err := exec.Command("go", "build", "-o", program.path, ".").CombinedOutput()
		if err != nil {
			program.err = &buildError{err, out}
		}
	})
	if program.err != nil {
		b.Fatal(program.err)
	}
	return program.path
}

// buildError is a failed go build and what it printed.
type buildError struct {
	err error
	out []byte
}

func (e *buildError) Error() string { return "go build: " + e.err.Error() + "\n" + string(e.out) }

// timeProcess runs the program with args, db as its $ARBITER_DB, b.N
// times, and reports as [timeCommand] does, the process's start and exit
// included: the median run's wall time (median-ms), the child's CPU time
// (cpu-ms/op) and, when serverCPU is set, the database server's
// (server-cpu-ms/op).
func timeProcess(b *testing.B, bin, db string, serverCPU func(testing.TB) time.Duration, args ...string) {
	var cpu, server time.Duration
	var walls []time.Duration
	env := append(os.Environ(), "ARBITER_DB="+db, "ARBITER_CACHE="+testCache)
	for b.Loop() {
		var startServer time.Duration
		if serverCPU != nil {
			startServer = serverCPU(b)
		}
		var out, errOut bytes.Buffer
		cmd := exec.Command(bin, args...)
		cmd.Env, cmd.Dir, cmd.Stdout, cmd.Stderr = env, b.TempDir(), &out, &errOut
		start := time.Now()
		err := cmd.Run()
		walls = append(walls, time.Since(start))
		if err != nil {
			b.Fatalf("arbiter %v: %v\n%s", args, err, errOut.Bytes())
		}
		if out.Len() == 0 {
			b.Fatalf("arbiter %v printed nothing", args)
		}
		cpu += cmd.ProcessState.UserTime() + cmd.ProcessState.SystemTime()
		if serverCPU != nil {
			b.StopTimer()
			server += serverCPU(b) - startServer
			b.StartTimer()
		}
	}
	reportCosts(b, cpu, server, walls, serverCPU != nil)
}

// BenchmarkProcess_LargeLog runs `arbiter standings` as a process late in
// the tournament of BenchmarkCommand_LargeLog: on the SQLite file, on a
// PostgreSQL copy of it (`arbiter copy`, nothing run on it since)
// connected to directly, and on the same copy through a warm pgbouncer
// (session mode, as a federation server runs it). What the in-process
// benchmarks leave out is all here: the program's start, the connection
// and its server process's start, the migrations' check, the lexicon's
// opening, the exit.
func BenchmarkProcess_LargeLog(b *testing.B) {
	bin := buildProgram(b)
	fixture := largeLog.build(b, 3, crashRounds)
	b.Run("sqlite", func(b *testing.B) {
		r := newRoom(b)
		copyFile(b, fixture, r.db)
		timeProcess(b, bin, r.db, nil, "standings")
	})
	r := newRoom(b)
	url := pgtest.URL(b)
	r.must("copy", "--from", fixture, "--to", url)
	b.Run("postgres", func(b *testing.B) {
		timeProcess(b, bin, url, pgtest.ServerCPU, "standings")
	})
	b.Run("postgres-pooled", func(b *testing.B) {
		pooled := pgtest.Pooled(b, url)
		b.Setenv("ARBITER_DB", pooled)
		r.must("standings") // the pooler's connection to the server, warm
		timeProcess(b, bin, pooled, pgtest.ServerCPU, "standings")
	})
}

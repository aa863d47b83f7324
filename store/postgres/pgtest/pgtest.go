// Package pgtest runs a throwaway PostgreSQL cluster for a test binary: its
// own initdb in a temporary directory, a server listening only on a unix
// socket in that directory, one fresh database per test, all of it stopped
// and removed when the tests end.
//
// A test binary calls [Main] from its TestMain and [URL] in each test that
// needs a database; the first such test starts the cluster. When the
// PostgreSQL binaries are not installed those tests are skipped, loudly;
// with $ARBITER_PGTEST=require (set by CI) they fail instead, as they do
// whenever the cluster cannot start.
package pgtest

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
)

// RequireEnv is the environment variable that turns a missing PostgreSQL
// into a failure: CI sets it to "require".
const RequireEnv = "ARBITER_PGTEST"

// BinDir is where Debian's postgresql package puts the server binaries;
// $ARBITER_PGBIN overrides it.
const BinDir = "/usr/lib/postgresql/15/bin"

// dirPrefix names the cluster directories, so that one left by a test
// binary that was killed is recognised and removed by the next run.
const dirPrefix = "arbiter-pgtest-"

// cluster is the running server of this test binary.
type cluster struct {
	dir    string // data directory's parent, socket directory
	server *exec.Cmd
	admin  *pgx.Conn
	// adminMu serialises the statements on admin: tests in parallel
	// create their databases at once.
	adminMu sync.Mutex
	// pooler is the pgbouncer in front of the server, started by the
	// first [Pooled].
	poolerOnce sync.Once
	pooler     *pooler
}

var (
	// started starts the cluster on first use, so that a test binary
	// whose tests need none does not pay for it.
	started sync.Once
	running *cluster
	// unavailable says why there is no cluster, when there is none.
	unavailable error
	mainCalled  bool
	databases   atomic.Int64
)

// Main runs the tests as [Run] does and exits with their status.
func Main(m *testing.M) { os.Exit(Run(m)) }

// Run runs the tests and then stops the cluster, if one of them started
// it, and removes its files, whatever the tests' outcome; it returns the
// tests' exit status, for a TestMain with more to clean up.
//
// The cluster does not flush to disk (fsync=off: a crash loses a throwaway
// anyway) unless benchmarks are run, which measure the durable commits of
// a real server.
func Run(m *testing.M) int {
	mainCalled = true
	code := m.Run()
	if running != nil {
		running.stop()
	}
	return code
}

// benchmarking reports whether the test binary was asked to run benchmarks.
func benchmarking() bool {
	f := flag.Lookup("test.bench")
	return f != nil && f.Value.String() != ""
}

// URL creates a fresh, empty database for tb and returns its connection
// string (postgres://postgres@/NAME?host=DIR), starting the cluster on
// first use. It skips tb, loudly, when PostgreSQL is not installed; under
// $ARBITER_PGTEST=require it fails tb instead, as it does whenever the
// cluster cannot start.
func URL(tb testing.TB) string {
	tb.Helper()
	if !mainCalled {
		tb.Fatal("pgtest.URL without pgtest.Main in the package's TestMain")
	}
	started.Do(func() { running, unavailable = start(benchmarking()) })
	if unavailable != nil {
		var missing *missingError
		if !errors.As(unavailable, &missing) || os.Getenv(RequireEnv) == "require" {
			tb.Fatalf("PostgreSQL cannot start (%s=%s): %v", RequireEnv, os.Getenv(RequireEnv), unavailable)
		}
		fmt.Fprintf(os.Stderr, "\n*** pgtest: SKIPPING %s: %v ***\n\n", tb.Name(), unavailable)
		tb.Skipf("PostgreSQL not available: %v", unavailable)
	}
	name := fmt.Sprintf("t%d", databases.Add(1))
	if _, err := running.exec(context.Background(), "CREATE DATABASE "+name); err != nil {
		tb.Fatalf("create test database: %v", err)
	}
	return running.url(name)
}

// Clone creates a fresh database holding a copy of the one url names (a
// database of [URL] that nothing is connected to any more), dropped when
// tb ends, and returns its connection string: a benchmark's fresh copy of
// a tournament for each run of a command that records events.
func Clone(tb testing.TB, url string) string {
	tb.Helper()
	cfg, err := pgx.ParseConfig(url)
	if err != nil {
		tb.Fatalf("clone %s: %v", url, err)
	}
	if running == nil || cfg.Host != running.dir {
		tb.Fatalf("clone %s: not a database of the test cluster", url)
	}
	name := fmt.Sprintf("t%d", databases.Add(1))
	ctx := context.Background()
	if _, err := running.exec(ctx, "CREATE DATABASE "+name+" TEMPLATE "+pgx.Identifier{cfg.Database}.Sanitize()); err != nil {
		tb.Fatalf("clone %s: %v", cfg.Database, err)
	}
	tb.Cleanup(func() {
		if _, err := running.exec(ctx, "DROP DATABASE "+name); err != nil {
			tb.Errorf("drop the clone of %s: %v", cfg.Database, err)
		}
	})
	// The first connection to a database writes the cache of its catalog
	// that later ones start from: the clone is connected to once, as a
	// tournament's database has been before a command.
	conn, err := pgx.Connect(ctx, running.url(name))
	if err != nil {
		tb.Fatalf("connect to the clone of %s: %v", cfg.Database, err)
	}
	conn.Close(ctx)
	return running.url(name)
}

// missingError is the absence of the PostgreSQL binaries, the one reason to
// skip rather than fail.
type missingError struct{ dir string }

func (e *missingError) Error() string {
	return fmt.Sprintf("no PostgreSQL server binaries in %s (apt-get install postgresql)", e.dir)
}

// Dir is the socket directory of the running cluster, for tests of the
// keyword form host=DIR; empty when there is none.
func Dir() string {
	if running == nil {
		return ""
	}
	return running.dir
}

// exec runs a statement on the admin connection, one test at a time.
func (c *cluster) exec(ctx context.Context, sql string, args ...any) (pgconn.CommandTag, error) {
	c.adminMu.Lock()
	defer c.adminMu.Unlock()
	return c.admin.Exec(ctx, sql, args...)
}

func (c *cluster) url(database string) string {
	return fmt.Sprintf("postgres://postgres@/%s?host=%s", database, c.dir)
}

// start initialises and starts a cluster in a new temporary directory.
func start(durable bool) (*cluster, error) {
	bin := BinDir
	if env := os.Getenv("ARBITER_PGBIN"); env != "" {
		bin = env
	}
	if _, err := os.Stat(filepath.Join(bin, "initdb")); err != nil {
		return nil, &missingError{bin}
	}
	cred, err := credential()
	if err != nil {
		return nil, err
	}
	removeAbandoned()
	dir, err := os.MkdirTemp("", dirPrefix)
	if err != nil {
		return nil, err
	}
	c := &cluster{dir: dir}
	if err := c.init(bin, cred, durable); err != nil {
		c.stop()
		return nil, err
	}
	return c, nil
}

// credential returns the identity to run the server under: the postgres
// system user when the tests run as root (the server refuses root), else
// the current user (nil).
func credential() (*syscall.Credential, error) {
	if os.Geteuid() != 0 {
		return nil, nil
	}
	u, err := user.Lookup("postgres")
	if err != nil {
		return nil, fmt.Errorf("running as root and no postgres system user to run the server as: %w", err)
	}
	uid, err := strconv.ParseUint(u.Uid, 10, 32)
	if err != nil {
		return nil, err
	}
	gid, err := strconv.ParseUint(u.Gid, 10, 32)
	if err != nil {
		return nil, err
	}
	return &syscall.Credential{Uid: uint32(uid), Gid: uint32(gid)}, nil
}

// init runs initdb and the server, and connects to it.
func (c *cluster) init(bin string, cred *syscall.Credential, durable bool) error {
	if cred != nil {
		if err := os.Chown(c.dir, int(cred.Uid), int(cred.Gid)); err != nil {
			return err
		}
	}
	data := filepath.Join(c.dir, "data")
	initdb := exec.Command(filepath.Join(bin, "initdb"), "-D", data, "-U", "postgres",
		"--auth=trust", "--encoding=UTF8", "--locale=C", "--no-instructions", "--no-sync")
	initdb.SysProcAttr = &syscall.SysProcAttr{Credential: cred}
	if out, err := initdb.CombinedOutput(); err != nil {
		return fmt.Errorf("initdb: %v\n%s", err, out)
	}
	logFile, err := os.Create(filepath.Join(c.dir, "server.log"))
	if err != nil {
		return err
	}
	defer logFile.Close()
	c.server = exec.Command(filepath.Join(bin, "postgres"), "-D", data,
		"-c", "listen_addresses=", "-c", "unix_socket_directories="+c.dir,
		"-c", "max_connections=100", "-c", "fsync="+strconv.FormatBool(durable))
	c.server.Stdout, c.server.Stderr = logFile, logFile
	// The server dies with the test binary even when a panic or a kill
	// skips Main's stop (SIGQUIT: immediate shutdown); the next run removes
	// the directory left behind.
	c.server.SysProcAttr = &syscall.SysProcAttr{Credential: cred, Pdeathsig: syscall.SIGQUIT}
	if err := c.server.Start(); err != nil {
		return fmt.Errorf("start postgres: %w", err)
	}
	if err := os.WriteFile(filepath.Join(c.dir, "owner.pid"), []byte(strconv.Itoa(os.Getpid())), 0o644); err != nil {
		return err
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	for {
		c.admin, err = pgx.Connect(ctx, c.url("postgres"))
		if err == nil {
			return nil
		}
		if ctx.Err() != nil {
			log, _ := os.ReadFile(logFile.Name())
			return fmt.Errorf("postgres did not accept connections: %v\n%s", err, log)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// stop shuts the server down (fast mode: open sessions are ended) and
// removes the cluster's directory.
func (c *cluster) stop() {
	if c.pooler != nil {
		c.pooler.stop()
	}
	if c.admin != nil {
		c.admin.Close(context.Background())
	}
	stopProcess(c.server, syscall.SIGINT, 30*time.Second)
	os.RemoveAll(c.dir)
}

// stopProcess sends sig to cmd's process, if it started, and waits for it
// to end, killing it after grace.
func stopProcess(cmd *exec.Cmd, sig os.Signal, grace time.Duration) {
	if cmd == nil || cmd.Process == nil {
		return
	}
	cmd.Process.Signal(sig)
	done := make(chan struct{})
	go func() { cmd.Wait(); close(done) }()
	select {
	case <-done:
	case <-time.After(grace):
		cmd.Process.Kill()
		<-done
	}
}

// removeAbandoned removes the cluster directories of test binaries that
// are no longer running and whose server has stopped.
func removeAbandoned() {
	dirs, _ := filepath.Glob(filepath.Join(os.TempDir(), dirPrefix+"*"))
	for _, dir := range dirs {
		owner, ok := pidIn(filepath.Join(dir, "owner.pid"))
		if !ok || processAlive(owner) {
			continue // still starting, still running, or not ours
		}
		if server, ok := pidIn(filepath.Join(dir, "data", "postmaster.pid")); ok && processAlive(server) {
			continue
		}
		os.RemoveAll(dir)
	}
}

// pidIn reads the process id on the first line of file.
func pidIn(file string) (int, bool) {
	b, err := os.ReadFile(file)
	if err != nil {
		return 0, false
	}
	first, _, _ := strings.Cut(string(b), "\n")
	pid, err := strconv.Atoi(strings.TrimSpace(first))
	return pid, err == nil
}

// processAlive reports whether a process with this id exists.
func processAlive(pid int) bool {
	err := syscall.Kill(pid, 0)
	return err == nil || errors.Is(err, syscall.EPERM)
}

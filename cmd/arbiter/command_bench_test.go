package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"sync"
	"syscall"
	"testing"
	"time"

	"arbiter/arbiter"
	"arbiter/arbiter/duplicate"
	"arbiter/arbiter/kinds"
	"arbiter/arbiter/referee"
	"arbiter/store"
	"arbiter/store/postgres/pgtest"
)

// logFixture is a tournament database of 400 players built once per test
// process: games × rounds of rack, top, a slip from every player and close,
// then the next round's rack drawn (no top yet).
type logFixture struct {
	once sync.Once
	path string
	err  error
}

var (
	largeLog = &logFixture{}
	smallLog = &logFixture{}
)

// build returns the fixture's database path, building it on first use in
// a directory of the run's cache, which lives as long as the test binary
// (TestMain removes it).
func (fx *logFixture) build(b *testing.B, games, rounds int) string {
	fx.once.Do(func() { fx.path, fx.err = buildLog(b, crashPlayers, games, rounds) })
	if fx.err != nil {
		b.Fatal(fx.err)
	}
	return fx.path
}

// buildLog records, through one referee service, a deterministic
// tournament of players players and games games of rounds rounds.
func buildLog(tb testing.TB, players, games, rounds int) (string, error) {
	log, err := newBenchLog(tb, "Cupa Bench", players)
	if err != nil {
		return "", err
	}
	ctx, svc := context.Background(), log.svc
	run := func(c arbiter.Command) {
		if err == nil {
			_, err = svc.Run(ctx, c)
		}
	}
	for g := 1; g <= games; g++ {
		run(duplicate.StartGame{Seed: uint64(g)})
		for round := 1; round <= rounds && err == nil; round++ {
			run(duplicate.DrawRack{})
			run(duplicate.ChooseTop{})
			var st arbiter.State
			if st, err = svc.State(ctx); err != nil {
				break
			}
			top := st.CurrentGame().Current().Top.Move
			pos := st.RuleSet.FormatPosition(top.Pos)
			var slips []duplicate.EnterSlip
			for t := 1; t <= players; t++ {
				s := duplicate.EnterSlip{Round: round, Table: t, Position: pos, Word: top.Word, Score: strconv.Itoa(top.Score)}
				switch (round*players + t) % 10 {
				case 7:
					s.Score = strconv.Itoa(top.Score - 1)
				case 8:
					s = duplicate.EnterSlip{Round: round, Table: t, None: true}
				}
				slips = append(slips, s)
			}
			if err == nil {
				_, err = svc.ImportSlips(ctx, duplicate.Batched(slips, nil), false)
			}
			run(arbiter.CloseRound{})
		}
		if g < games {
			run(arbiter.EndGame{Reason: "bench"})
		}
	}
	run(duplicate.DrawRack{})
	return log.save(tb, err)
}

// benchLog is a benchmark's fixture being recorded: a tournament of
// PLAYER 1, PLAYER 2, … on a database file, and a referee service over it
// (the free game registered).
type benchLog struct {
	r   *room
	db  *store.DB
	svc *referee.Service
}

// newBenchLog creates the tournament name of players players and opens
// the service that records the fixture.
func newBenchLog(tb testing.TB, name string, players int) (*benchLog, error) {
	r := newRoom(tb)
	r.must("new", name, "--rules", "ro", "--lexicon", testLexicon)
	var list []byte
	for t := 1; t <= players; t++ {
		list = fmt.Appendf(list, "%d,PLAYER %d,Club %d\n", t, t, t%17)
	}
	r.must("player", "import", writeFile(tb, "players.csv", string(list)))
	ctx := context.Background()
	db, err := store.Open(ctx, r.db)
	if err != nil {
		return nil, err
	}
	f := (&Factory{IO: &IOStreams{Out: io.Discard, ErrOut: io.Discard}, Now: time.Now, Getenv: os.Getenv}).withDefaults()
	svc, err := referee.Open(ctx, db, referee.Options{Deps: f.moveDeps(r.db), Kinds: kinds.All()})
	if err != nil {
		db.Close()
		return nil, err
	}
	return &benchLog{r: r, db: db, svc: svc}, nil
}

// save closes the store and, when err (the recording's) is nil, copies
// the database into a directory of the run's cache, which lives as long
// as the test binary (TestMain removes it), and returns its path.
func (l *benchLog) save(tb testing.TB, err error) (string, error) {
	if cerr := l.db.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return "", err
	}
	dir, err := os.MkdirTemp(testCache, "bench-log-")
	if err != nil {
		return "", err
	}
	path := filepath.Join(dir, "arbiter.db")
	copyFile(tb, l.r.db, path)
	return path, nil
}

// benchCommand times args on a copy of the fixture taken before each run;
// before, if set, runs untimed on the copy first.
func benchCommand(b *testing.B, fixture string, before []string, args ...string) {
	r := newRoom(b)
	timeCommand(b, r, func() {
		copyFile(b, fixture, r.db)
		if before != nil {
			r.must(before...)
		}
		syncFile(b, r.db) // the copy at rest on the disk, as a tournament's file is
	}, nil, args...)
}

// timeCommand times args in r, setup run untimed before each run. Besides
// the mean wall time it reports the process's CPU time per run
// (cpu-ms/op), which a busy machine disturbs less, and the median run's
// wall time (median-ms), which one run slowed by the machine does not
// move. serverCPU, when set, is the CPU time a database server has spent
// so far (pgtest.ServerCPU): its share of each run is reported too
// (server-cpu-ms/op).
func timeCommand(b *testing.B, r *room, setup func(), serverCPU func(testing.TB) time.Duration, args ...string) {
	b.ReportAllocs()
	var cpu, server time.Duration
	var walls []time.Duration
	for b.Loop() {
		b.StopTimer()
		setup()
		var startServer time.Duration
		if serverCPU != nil {
			startServer = serverCPU(b)
		}
		start, startCPU := time.Now(), processCPU(b)
		b.StartTimer()
		r.must(args...)
		b.StopTimer()
		cpu += processCPU(b) - startCPU
		walls = append(walls, time.Since(start))
		if serverCPU != nil {
			server += serverCPU(b) - startServer
		}
		b.StartTimer()
	}
	reportCosts(b, cpu, server, walls, serverCPU != nil)
}

// reportCosts reports what b's runs cost: the command's CPU per run, the
// median wall time, and the server's CPU per run when there is a server.
func reportCosts(b *testing.B, cpu, server time.Duration, walls []time.Duration, withServer bool) {
	slices.Sort(walls)
	b.ReportMetric(float64(cpu)/1e6/float64(b.N), "cpu-ms/op")
	b.ReportMetric(float64(walls[len(walls)/2])/1e6, "median-ms")
	if withServer {
		b.ReportMetric(float64(server)/1e6/float64(b.N), "server-cpu-ms/op")
	}
}

// syncFile writes path's data to the disk.
func syncFile(b *testing.B, path string) {
	f, err := os.OpenFile(path, os.O_RDWR, 0)
	if err != nil {
		b.Fatal(err)
	}
	defer f.Close()
	if err := f.Sync(); err != nil {
		b.Fatal(err)
	}
}

// processCPU is the CPU time the process has used so far, user and system.
func processCPU(b *testing.B) time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		b.Fatal(err)
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// commandCases are the commands the benchmarks time, each a referee
// command as run from the shell: a slip correction, a top, a round close
// (the top chosen first, untimed) and the standings.
var commandCases = []struct {
	name         string
	before, args []string
}{
	{"slip", nil, []string{"slip", "1", "-", "--round", "1"}},
	{"top", nil, []string{"top"}},
	{"close", []string{"top"}, []string{"round", "close"}},
	{"standings", nil, []string{"standings"}},
}

// benchCommands times commandCases on copies of the fixture.
func benchCommands(b *testing.B, fixture string) {
	for _, c := range commandCases {
		b.Run(c.name, func(b *testing.B) { benchCommand(b, fixture, c.before, c.args...) })
	}
}

// BenchmarkCommand_LargeLog runs referee commands late in a tournament:
// 400 players, 3 games of 20 rounds, a slip from each player every round.
func BenchmarkCommand_LargeLog(b *testing.B) {
	benchCommands(b, largeLog.build(b, 3, crashRounds))
}

// BenchmarkCommand_SmallLog runs the same commands on a tournament of 400
// players one round old: what BenchmarkCommand_LargeLog is compared with.
func BenchmarkCommand_SmallLog(b *testing.B) {
	benchCommands(b, smallLog.build(b, 1, 1))
}

// benchPostgres times the commands of benchCommands on a PostgreSQL copy
// of the fixture, a fresh clone of it before each run. A copy holds the
// events, not the snapshots: the round drawn is played and closed and the
// next rack drawn first, which saves one and leaves the copy as the
// fixture stands, a round later. pgtest.Clone connects to each clone once,
// untimed, as a database in use has been (the first session of a new
// database writes the cache of its catalog that later ones start from);
// a command run after another on the same clone takes as long. The timed
// run is the whole command, its connection included, as a referee's
// shell runs it; server-cpu-ms/op is what the server's process for it
// spent (starting, authenticating, the queries), which cpu-ms/op, the
// command's own process, leaves out. reach, if set, turns each clone's
// connection string into the one a command uses, before the untimed
// command run first, if any.
func benchPostgres(b *testing.B, fixture string, reach func(testing.TB, *room, string) string) {
	r := newRoom(b)
	url := pgtest.URL(b)
	r.must("copy", "--from", fixture, "--to", url)
	b.Setenv("ARBITER_DB", url)
	r.must("top")
	r.must("round", "close")
	r.must("rack")
	for _, c := range commandCases {
		b.Run(c.name, func(b *testing.B) {
			timeCommand(b, r, func() {
				clone := pgtest.Clone(b, url)
				if reach != nil {
					clone = reach(b, r, clone)
				}
				b.Setenv("ARBITER_DB", clone)
				if c.before != nil {
					r.must(c.before...)
				}
			}, pgtest.ServerCPU, c.args...)
		})
	}
}

// BenchmarkCommandPostgres_LargeLog runs the referee commands late in the
// tournament of BenchmarkCommand_LargeLog, copied to PostgreSQL: what
// BenchmarkCommand_LargeLog (SQLite) and BenchmarkCommandPostgres_SmallLog
// (one round old) are compared with.
func BenchmarkCommandPostgres_LargeLog(b *testing.B) {
	benchPostgres(b, largeLog.build(b, 3, crashRounds), nil)
}

// BenchmarkCommandPostgres_SmallLog runs the same commands on the
// tournament of BenchmarkCommand_SmallLog, copied to PostgreSQL.
func BenchmarkCommandPostgres_SmallLog(b *testing.B) {
	benchPostgres(b, smallLog.build(b, 1, 1), nil)
}

// throughWarmPooler reaches clone through the test cluster's pgbouncer
// (session mode) after an untimed `standings` through it: the pooler then
// holds a server session that has read the tournament's tables, as a
// federation server's pooler does for a tournament in play, and the timed
// command borrows it (reset with DISCARD ALL, which keeps the session's
// catalog caches) instead of starting a server process. Not timed: that
// session's start and the warm-up; timed: the command's own connection to
// the pooler, every query passed on, and the pooler's and the server's
// CPU for them (server-cpu-ms/op).
func throughWarmPooler(tb testing.TB, r *room, clone string) string {
	pooled := pgtest.Pooled(tb, clone)
	tb.Setenv("ARBITER_DB", pooled)
	r.must("standings")
	return pooled
}

// BenchmarkCommandPostgresPooled_LargeLog runs the commands of
// BenchmarkCommandPostgres_LargeLog through a warm pooler, as on a
// federation server: what BenchmarkCommand_LargeLog (SQLite) and
// BenchmarkCommandPostgresPooled_SmallLog are compared with.
func BenchmarkCommandPostgresPooled_LargeLog(b *testing.B) {
	benchPostgres(b, largeLog.build(b, 3, crashRounds), throughWarmPooler)
}

// BenchmarkCommandPostgresPooled_SmallLog runs the same commands on the
// tournament one round old, through a warm pooler.
func BenchmarkCommandPostgresPooled_SmallLog(b *testing.B) {
	benchPostgres(b, smallLog.build(b, 1, 1), throughWarmPooler)
}

package main

import (
	"context"
	"sync"
	"testing"

	"arbiter/arbiter"
	"arbiter/arbiter/free"
	"arbiter/arbiter/referee"
	"arbiter/store/postgres/pgtest"
)

// freeFixture is a free-game event of 400 players and 8 rounds (RULES
// §10.2) built once per test process, played up to a round whose boards
// all have a result but board 1's: the board the timed `result` records.
// Its snapshots are those the service saved as it recorded the event, the
// last when that round was paired: a command folds the round's results
// past it, 199 here, the most a round has.
type freeFixture struct {
	once sync.Once
	path string
	// result is board 1's result as `arbiter result` takes it.
	result []string
	err    error
}

var (
	freeEarly = &freeFixture{}
	freeLate  = &freeFixture{}
)

// freeBenchPlayers and freeBenchRounds are the fixture's field and
// rounds: the largest default (RULES §10.2, over 64 players 8 rounds).
const (
	freeBenchPlayers = 400
	freeBenchRounds  = 8
)

// build returns the fixture's database path, the event played up to
// round, building it on first use.
func (fx *freeFixture) build(b *testing.B, round int) string {
	fx.once.Do(func() { fx.path, fx.result, fx.err = buildFreeLog(b, round) })
	if fx.err != nil {
		b.Fatal(fx.err)
	}
	return fx.path
}

// buildFreeLog records, through one referee service, the event of
// [freeFixture] played up to round: rounds before it paired by Swiss
// (round 1 by lot, seeded) with every board's result, round itself
// paired with every result but board 1's, which it returns.
func buildFreeLog(tb testing.TB, round int) (string, []string, error) {
	log, err := newBenchLog(tb, "Cupa Liberă Bench", freeBenchPlayers)
	if err != nil {
		return "", nil, err
	}
	ctx, svc := context.Background(), log.svc
	var last []string
	if _, err = svc.Run(ctx, free.Act{Command: free.Start{Settings: free.Settings{Rounds: freeBenchRounds}}}); err == nil {
		for n := 1; n <= round && err == nil; n++ {
			last, err = playFreeRound(ctx, svc, n, n == round)
		}
	}
	path, err := log.save(tb, err)
	return path, last, err
}

// playFreeRound pairs round n and records its boards' results in one
// transaction, board 1's left out when open, and returns board 1's
// result as `arbiter result` takes it. The scores follow from the
// players' numbers, so that the standings spread out.
func playFreeRound(ctx context.Context, svc *referee.Service, n int, open bool) ([]string, error) {
	if _, err := svc.Run(ctx, free.Act{Command: free.PairRound{Seed: uint64(n)}}); err != nil {
		return nil, err
	}
	g, err := svc.Game(ctx, 0)
	if err != nil {
		return nil, err
	}
	st, err := arbiter.StateOf[free.State](&g, free.Kind)
	if err != nil {
		return nil, err
	}
	var cs []arbiter.Command
	var first []string
	for _, b := range st.Rounds[n-1].Boards {
		if b.Bye() {
			continue
		}
		start, reply := 300+(b.Start*37+n*11)%200, 300+(b.Reply*53+n*7)%200
		if b.Board.Board == 1 {
			first = []string{"result", itoa(b.Start), itoa(start), itoa(b.Reply), itoa(reply)}
			if open {
				continue
			}
		}
		cs = append(cs, free.Act{Command: free.RecordResult{Round: n, A: b.Start, ScoreA: start, B: b.Reply, ScoreB: reply}})
	}
	_, err = svc.RunAll(ctx, cs)
	return first, err
}

// freeCases are the commands timed on a copy of a fixture: board 1's
// result, then the standings.
func freeCases(fx *freeFixture) []struct {
	name string
	args []string
} {
	return []struct {
		name string
		args []string
	}{{"result", fx.result}, {"standings", []string{"standings"}}}
}

// benchFree times freeCases on copies of the fixture fx, played up to
// round, a fresh copy before each run.
func benchFree(b *testing.B, fx *freeFixture, round int) {
	fixture := fx.build(b, round)
	for _, c := range freeCases(fx) {
		b.Run(c.name, func(b *testing.B) { benchCommand(b, fixture, nil, c.args...) })
	}
}

// BenchmarkFreeCommand_Late records a result and ranks late in a
// free-game event of 400 players: round 8 of 8, every result of rounds
// 1–7 recorded.
func BenchmarkFreeCommand_Late(b *testing.B) { benchFree(b, freeLate, freeBenchRounds) }

// BenchmarkFreeCommand_Early runs the same commands after round 1 of the
// same event: what BenchmarkFreeCommand_Late is compared with.
func BenchmarkFreeCommand_Early(b *testing.B) { benchFree(b, freeEarly, 1) }

// benchFreePostgres times freeCases on a PostgreSQL copy of the fixture
// fx, played up to round, a fresh clone of it before each run, the whole
// command timed as [benchPostgres] times it.
func benchFreePostgres(b *testing.B, fx *freeFixture, round int) {
	fixture := fx.build(b, round)
	r := newRoom(b)
	url := pgtest.URL(b)
	r.must("copy", "--from", fixture, "--to", url)
	for _, c := range freeCases(fx) {
		b.Run(c.name, func(b *testing.B) {
			timeCommand(b, r, func() { b.Setenv("ARBITER_DB", pgtest.Clone(b, url)) }, pgtest.ServerCPU, c.args...)
		})
	}
}

// BenchmarkFreeCommandPostgres_Late runs the commands of
// BenchmarkFreeCommand_Late on PostgreSQL.
func BenchmarkFreeCommandPostgres_Late(b *testing.B) {
	benchFreePostgres(b, freeLate, freeBenchRounds)
}

// BenchmarkFreeCommandPostgres_Early runs the commands of
// BenchmarkFreeCommand_Early on PostgreSQL.
func BenchmarkFreeCommandPostgres_Early(b *testing.B) { benchFreePostgres(b, freeEarly, 1) }

package room

import (
	"context"
	"net/http"
	"strconv"
	"testing"

	"arbiter/arbiter"
	"arbiter/arbiter/free"
	"arbiter/arbiter/referee"
	"arbiter/store"
)

// freeService returns the referee service over a log in memory of a
// tournament of players players whose free-game event has started, and
// what runs a command on it, failing tb on a refusal.
func freeService(tb testing.TB, players int) (*referee.Service, func(arbiter.Command) []arbiter.Event) {
	ctx := context.Background()
	svc := serviceOver(tb, store.NewMemory(), "memory")
	must := func(c arbiter.Command) []arbiter.Event {
		evs, err := svc.Run(ctx, c)
		if err != nil {
			tb.Fatalf("%+v: %v", c, err)
		}
		return evs
	}
	must(arbiter.CreateTournament{Name: "Cupa", RuleSet: "ro"})
	var regs []arbiter.RegisterPlayer
	for p := 1; p <= players; p++ {
		regs = append(regs, arbiter.RegisterPlayer{Table: p, Name: "JUCĂTOR " + strconv.Itoa(p)})
	}
	if _, err := svc.RegisterPlayers(ctx, regs); err != nil {
		tb.Fatal(err)
	}
	must(free.Act{Command: free.Start{}})
	return svc, must
}

// BenchmarkJudge answers the judging page's challenge at a board of round
// 1 of a free-game event of freePlayers players, each recorded in the log
// (in memory), and the referee's review of the challenges judged so far.
func BenchmarkJudge(b *testing.B) {
	svc, must := freeService(b, freePlayers)
	must(free.Act{Command: free.PairRound{Seed: 9}})
	srv, err := New(Config{Referee: svc, Code: testCode, RefereeCode: testRefereeCode})
	if err != nil {
		b.Fatal(err)
	}
	benchPolled(b, srv, []polled{
		{"challenge", http.MethodPost, "/api/judge", `{"board":117,"words":"Columna, vah"}`, srv.pageAnswer(arbiter.PageForm{Name: free.FormJudge})},
		{"review", http.MethodGet, "/api/judgements", "", srv.judgements},
	})
}

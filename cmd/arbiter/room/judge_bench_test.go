package room

import (
	"context"
	"net/http"
	"strconv"
	"testing"

	"arbiter/arbiter"
	"arbiter/arbiter/free"
	"arbiter/store"
)

// BenchmarkJudge answers the judging page's challenge at a board of round
// 1 of a free-game event of freePlayers players, each recorded in the log
// (in memory), and the referee's review of the challenges judged so far.
func BenchmarkJudge(b *testing.B) {
	ctx := context.Background()
	svc := serviceOver(b, store.NewMemory(), "memory")
	if _, err := svc.Run(ctx, arbiter.CreateTournament{Name: "Cupa", RuleSet: "ro"}); err != nil {
		b.Fatal(err)
	}
	var regs []arbiter.RegisterPlayer
	for p := 1; p <= freePlayers; p++ {
		regs = append(regs, arbiter.RegisterPlayer{Table: p, Name: "JUCĂTOR " + strconv.Itoa(p)})
	}
	if _, err := svc.RegisterPlayers(ctx, regs); err != nil {
		b.Fatal(err)
	}
	for _, c := range []arbiter.Command{free.Act{Command: free.Start{}}, free.Act{Command: free.PairRound{Seed: 9}}} {
		if _, err := svc.Run(ctx, c); err != nil {
			b.Fatal(err)
		}
	}
	srv, err := New(Config{Referee: svc, Code: testCode, RefereeCode: testRefereeCode})
	if err != nil {
		b.Fatal(err)
	}
	benchPolled(b, srv, []polled{
		{"challenge", http.MethodPost, "/api/judge", `{"board":117,"words":"Columna, vah"}`, srv.judge},
		{"review", http.MethodGet, "/api/judgements", "", srv.judgements},
	})
}

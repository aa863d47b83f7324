package referee_test

import (
	"context"
	"math/rand/v2"
	"os"
	"testing"

	"arbiter/arbiter"
	"arbiter/arbiter/anticipation"
	"arbiter/arbiter/referee"
	"arbiter/arbiter/simulation"
	"arbiter/scoring"
	"arbiter/scoring/lexicon"
	"arbiter/store"
)

// anticipationRoom records, through a service over a memory store, a
// classic Anticipation game of players simulated players (the groups of
// anticipationGroups, the words of testdata/ro-short.txt.gz) up to round
// rounds, every round's slips in one transaction; the last round is left
// open without slips.
func anticipationRoom(b *testing.B, players, rounds int) (*referee.Service, *simulation.Room, arbiter.Deps) {
	b.Helper()
	rs, _ := scoring.Builtin("ro")
	f, err := os.Open("testdata/ro-short.txt.gz")
	if err != nil {
		b.Fatal(err)
	}
	defer f.Close()
	graph, _, err := lexicon.Compile(f, rs)
	if err != nil {
		b.Fatal(err)
	}
	deps := referee.NewDeps(rs, graph)
	opts := options(b)
	opts.Deps = func(context.Context, arbiter.TournamentCreated, *scoring.RuleSet) (arbiter.Deps, error) {
		return deps, nil
	}
	svc, err := referee.Open(context.Background(), store.NewMemory(), opts)
	if err != nil {
		b.Fatal(err)
	}
	ctx := context.Background()
	mustRun(b, svc, arbiter.CreateTournament{Name: "Bench", RuleSet: "ro"})
	if _, err := svc.RegisterPlayers(ctx, simulation.Players(players)); err != nil {
		b.Fatal(err)
	}
	mustRun(b, svc, arbiter.StartGame{Seed: 1, Anticipation: &arbiter.AnticipationOptions{Form: anticipation.Classic, Groups: anticipationGroups}})
	room := simulation.NewRoom(players, rand.New(rand.NewPCG(1, 2)))
	for round := 1; round <= rounds; round++ {
		mustRun(b, svc, arbiter.DrawGroup{})
		if round == rounds {
			break
		}
		if _, err := svc.ImportSheetSlips(ctx, roomSlips(b, svc, room, deps, round)); err != nil {
			b.Fatal(err)
		}
		mustRun(b, svc, arbiter.CloseRound{})
	}
	return svc, room, deps
}

// roomSlips returns the simulated room's slips of round.
func roomSlips(b *testing.B, svc *referee.Service, room *simulation.Room, deps arbiter.Deps, round int) []arbiter.EnterSheetSlip {
	g, err := svc.AnticipationGame(b.Context(), 0)
	if err != nil {
		b.Fatal(err)
	}
	sheets, err := svc.AnticipationSheets(b.Context(), 0)
	if err != nil {
		b.Fatal(err)
	}
	var slips []arbiter.EnterSheetSlip
	for _, s := range sheets {
		sh := simulation.Sheet{Table: s.Player.Table, Groups: s.Groups, Board: s.Result.Board, Result: s.Result}
		slips = append(slips, room.AnticipationSlip(svc.RuleSet(), deps, g.Form, round, g.Rounds[round-1].Group, sh))
	}
	return slips
}

// BenchmarkAnticipationRoom is adjudicating a room of 100 sheets through
// the service: round 14's slips of 100 players, each slip adjudicating the
// player's whole 14-round sheet, recorded in one transaction.
func BenchmarkAnticipationRoom(b *testing.B) {
	svc, room, deps := anticipationRoom(b, 100, anticipation.NumRounds)
	slips := roomSlips(b, svc, room, deps, anticipation.NumRounds)
	alt := make([]arbiter.EnterSheetSlip, len(slips))
	for i, c := range slips {
		alt[i] = arbiter.EnterSheetSlip{Round: c.Round, Table: c.Table, Slip: arbiter.SheetSlip{Pass: true}}
	}
	b.ResetTimer()
	for i := range b.N {
		batch := slips
		if i%2 == 1 {
			batch = alt
		}
		if _, err := svc.ImportSheetSlips(context.Background(), batch); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkAnticipationSlipLate is one slip's command late in a game of
// 100 players: round 14's slip of one player, adjudicating their whole
// sheet and recorded.
func BenchmarkAnticipationSlipLate(b *testing.B) {
	svc, room, deps := anticipationRoom(b, 100, anticipation.NumRounds)
	slip := roomSlips(b, svc, room, deps, anticipation.NumRounds)[0]
	pass := arbiter.EnterSheetSlip{Round: slip.Round, Table: slip.Table, Slip: arbiter.SheetSlip{Pass: true}}
	b.ResetTimer()
	for i := range b.N {
		c := slip
		if i%2 == 1 {
			c = pass
		}
		if _, err := svc.Run(context.Background(), c); err != nil {
			b.Fatal(err)
		}
	}
}

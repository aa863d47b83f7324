package referee_test

import (
	"bytes"
	"context"
	"io"
	"math/rand/v2"
	"os"
	"testing"

	"arbiter/arbiter"
	"arbiter/arbiter/anticipation"
	"arbiter/arbiter/kinds"
	"arbiter/arbiter/referee"
	"arbiter/arbiter/simulation"
	"arbiter/arbiter/slipinput"
	"arbiter/scoring"
	"arbiter/scoring/lexicon"
	"arbiter/scoring/lexicon/lists"
	"arbiter/store"
)

// anticipationRoom records, through a service over a memory store, a
// classic Anticipation game of players simulated players (the groups of
// anticipationGroups, the words of testdata/ro-short.txt.gz) up to round
// rounds, every round's slips in one transaction; the last round is left
// open without slips.
func anticipationRoom(b *testing.B, players, rounds int) (*referee.Service, *simulation.Room, arbiter.Deps) {
	b.Helper()
	f, err := os.Open("testdata/ro-short.txt.gz")
	if err != nil {
		b.Fatal(err)
	}
	defer f.Close()
	return anticipationRoomOn(b, f, anticipationGroups, players, rounds)
}

// anticipationRoomOn is anticipationRoom on the word list list reads and
// the groups typed, or drawn by the program when groups is "".
func anticipationRoomOn(b *testing.B, list io.Reader, groups string, players, rounds int) (*referee.Service, *simulation.Room, arbiter.Deps) {
	b.Helper()
	rs, _ := scoring.Builtin("ro")
	graph, _, err := lexicon.Compile(list, rs)
	if err != nil {
		b.Fatal(err)
	}
	deps := kinds.NewDeps(rs, graph)
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
	mustRun(b, svc, anticipation.Start{Seed: 1, Form: anticipation.Classic, Groups: groups})
	room := simulation.NewRoom(players, rand.New(rand.NewPCG(1, 2)))
	for round := 1; round <= rounds; round++ {
		mustRun(b, svc, anticipation.DrawGroup{})
		if round == rounds {
			break
		}
		if _, err := svc.ImportSlips(ctx, slipinput.OneBatch(roomSlips(b, svc, room, deps, round), nil), false); err != nil {
			b.Fatal(err)
		}
		mustRun(b, svc, arbiter.CloseRound{})
	}
	return svc, room, deps
}

// roomSlips returns the simulated room's slips of round.
func roomSlips(b *testing.B, svc *referee.Service, room *simulation.Room, deps arbiter.Deps, round int) []anticipation.EnterSheetSlip {
	g, err := referee.Read(b.Context(), svc, 0, anticipation.OverviewOf)
	if err != nil {
		b.Fatal(err)
	}
	sheets, err := referee.Read(b.Context(), svc, 0, anticipation.TableSheets)
	if err != nil {
		b.Fatal(err)
	}
	var slips []anticipation.EnterSheetSlip
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
	benchRoundFourteen(b, svc, room, deps)
}

// BenchmarkAnticipationRoom_BuiltinRo is BenchmarkAnticipationRoom on the
// ro list the program embeds (1.3 million words, compiled outside the
// timer) and groups drawn by the program, as a tournament plays it.
func BenchmarkAnticipationRoom_BuiltinRo(b *testing.B) {
	data, _, _ := lists.Default("ro")
	svc, room, deps := anticipationRoomOn(b, bytes.NewReader(data), "", 100, anticipation.NumRounds)
	benchRoundFourteen(b, svc, room, deps)
}

// benchRoundFourteen times recording the room's slips of round 14 in one
// transaction, each adjudicating its player's whole sheet; the slips and
// PAS for every player alternate, so that each run records them anew, as
// the referee's corrections (the import's force: each replaces a slip).
func benchRoundFourteen(b *testing.B, svc *referee.Service, room *simulation.Room, deps arbiter.Deps) {
	slips := roomSlips(b, svc, room, deps, anticipation.NumRounds)
	alt := make([]anticipation.EnterSheetSlip, len(slips))
	for i, c := range slips {
		alt[i] = anticipation.EnterSheetSlip{Round: c.Round, Table: c.Table, Slip: anticipation.SheetSlip{Pass: true}}
	}
	b.ResetTimer()
	for i := range b.N {
		batch := slips
		if i%2 == 1 {
			batch = alt
		}
		if _, err := svc.ImportSlips(context.Background(), slipinput.OneBatch(batch, nil), true); err != nil {
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
	pass := anticipation.EnterSheetSlip{Round: slip.Round, Table: slip.Table, Slip: anticipation.SheetSlip{Pass: true}}
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

// BenchmarkAnticipationResults is what the room's phones read once for
// each version of the log in a 100-player Anticipation game at round 14:
// the standings, the rounds and every player's card.
func BenchmarkAnticipationResults(b *testing.B) {
	svc, _, _ := anticipationRoom(b, 100, anticipation.NumRounds)
	st, err := svc.State(b.Context())
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	b.ResetTimer()
	for range b.N {
		if res, err := referee.ResultsOf(&st, svc.Version()); err != nil || res.Cards == nil {
			b.Fatalf("results %+v: %v", res, err)
		}
	}
}

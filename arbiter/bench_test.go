package arbiter_test

import (
	"bytes"
	"strconv"
	"testing"

	"github.com/google/go-cmp/cmp"

	"arbiter/arbiter"
	"arbiter/arbiter/duplicate"
	"arbiter/arbiter/internal/duplicatetest"
	"arbiter/internal/kindtest"
	"arbiter/scoring"
	"arbiter/scoring/lexicon"
	"arbiter/scoring/lexicon/lists"
	"arbiter/scoring/solver"
)

// roomGame plays a seeded ro game of up to rounds rounds with the embedded
// word list and the real solver, for a room of players, and returns its log
// (no slips yet), the state it folds to and one slip per player and round:
// the top, the top with a wrong score, no slip, an invalid word, or another
// legal move.
func roomGame(tb testing.TB, players, rounds int) ([]arbiter.Event, arbiter.State, []duplicate.EnterSlip, scoring.Lexicon) {
	tb.Helper()
	rs := duplicatetest.RO(tb)
	data, _, ok := lists.Default("ro")
	if !ok {
		tb.Skip("no embedded ro word list")
	}
	g, _, err := lexicon.Compile(bytes.NewReader(data), rs)
	if err != nil {
		tb.Fatal(err)
	}
	gen := solver.New(rs, g)
	deps := arbiter.Deps{Lexicon: g, Top: gen.Top, Rank: solver.Rank, Exists: gen.Exists}
	s := arbiter.State{Kinds: duplicatetest.Kinds}
	var log []arbiter.Event
	do := func(c arbiter.Command) {
		evs, err := arbiter.Decide(s, c, deps)
		if err != nil {
			tb.Fatalf("%#v: %v", c, err)
		}
		for _, e := range evs {
			if s, err = arbiter.Apply(s, e); err != nil {
				tb.Fatal(err)
			}
		}
		log = append(log, evs...)
	}
	do(arbiter.CreateTournament{Name: "Bench", RuleSet: "ro"})
	for t := 1; t <= players; t++ {
		do(arbiter.RegisterPlayer{Table: t, Name: "P" + strconv.Itoa(t)})
	}
	do(duplicate.StartGame{Seed: 1})
	var slips []duplicate.EnterSlip
	for round := 1; round <= rounds; round++ {
		do(duplicate.DrawRack{})
		game := s.CurrentGame()
		if game.Ended {
			break
		}
		do(duplicate.ChooseTop{})
		r := game.Current()
		top := r.Top.Move
		others := gen.All(&r.Board, r.Rack())
		pos := rs.FormatPosition(top.Pos)
		for t := 1; t <= players; t++ {
			slip := duplicate.EnterSlip{Round: round, Table: t, Position: pos, Word: top.Word, Score: strconv.Itoa(top.Score)}
			switch t % 5 {
			case 1:
				slip.Score = strconv.Itoa(top.Score + 1)
			case 2:
				slip = duplicate.EnterSlip{Round: round, Table: t, None: true}
			case 3:
				slip.Word += "Q"
			case 4:
				m := others[t%len(others)]
				slip.Position, slip.Word, slip.Score = rs.FormatPosition(m.Pos), m.Word, strconv.Itoa(m.Score)
			}
			slips = append(slips, slip)
		}
		do(arbiter.CloseRound{})
	}
	return log, s, slips, g
}

// BenchmarkAdjudicate enters and adjudicates the slips of 400 players over
// 20 rounds (RULES §5), from the replayed log of the game, then ranks the
// room (RULES §6).
func BenchmarkAdjudicate(b *testing.B) {
	log, s, slips, lex := roomGame(b, 400, 20)
	if got := len(s.CurrentGame().Rounds); got < 20 {
		b.Fatalf("the game has %d rounds, want 20", got)
	}
	deps := arbiter.Deps{Lexicon: lex}
	b.ReportAllocs()
	for b.Loop() {
		s, err := duplicatetest.Replay(log)
		if err != nil {
			b.Fatal(err)
		}
		for _, c := range slips {
			evs, err := arbiter.Decide(s, c, deps)
			if err != nil {
				b.Fatal(err)
			}
			for _, e := range evs {
				s, _ = arbiter.Apply(s, e)
			}
		}
		if _, err := s.Standings(1, arbiter.ByTotal); err != nil {
			b.Fatal(err)
		}
	}
}

// TestRoomGame_Replay plays a whole seeded ro game with the real solver for
// a room of 25 (program draws, program tops, every kind of slip), keeps the
// log in streams as a store does, and checks that the decoded streams
// replay to byte-identical standings and round summaries.
func TestRoomGame_Replay(t *testing.T) {
	if testing.Short() {
		t.Skip("compiles the embedded ro word list")
	}
	log, _, slips, lex := roomGame(t, 25, 40)
	s := arbiter.State{Kinds: duplicatetest.Kinds}
	streams := map[string][]arbiter.Event{}
	apply := func(evs ...arbiter.Event) {
		t.Helper()
		for _, e := range evs {
			var err error
			streams[s.StreamFor(e)] = append(streams[s.StreamFor(e)], e)
			if s, err = arbiter.Apply(s, e); err != nil {
				t.Fatal(err)
			}
		}
	}
	apply(log...)
	for _, c := range slips {
		evs, err := arbiter.Decide(s, c, arbiter.Deps{Lexicon: lex})
		if err != nil {
			t.Fatalf("%#v: %v", c, err)
		}
		apply(evs...)
	}
	conserved(t, &s)
	replayed, err := duplicatetest.ReplayTournament(kindtest.RoundTrip(t, duplicatetest.Kinds, streams[arbiter.TournamentStream]),
		[][]arbiter.Event{kindtest.RoundTrip(t, duplicatetest.Kinds, streams[arbiter.GameStream(1)])})
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(string(kindtest.Everything(t, &s)), string(kindtest.Everything(t, &replayed))); diff != "" {
		t.Errorf("replayed streams differ (-live +replayed):\n%s", diff)
	}
	st, _ := s.Standings(1, arbiter.ByTotal)
	if top := st.Rows[0]; top.Total != st.TopTotal || top.Tops != len(s.Games[0].Rounds) {
		t.Errorf("the player who wrote every top scored %d with %d tops; the top is %d over %d rounds",
			top.Total, top.Tops, st.TopTotal, len(s.Games[0].Rounds))
	}
}

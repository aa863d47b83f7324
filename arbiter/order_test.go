package arbiter_test

import (
	"testing"

	"arbiter/arbiter"
	"arbiter/internal/tally"
)

// evenTally is the tally whose totals are level, 10 each, its rounds' nets
// apart, and which orders its games as the other kinds do: its Order
// gives none.
type evenTally struct{ arbiter.Folder }

func (evenTally) Totals(s *arbiter.State, _ *arbiter.Game) ([]arbiter.PlayerTotals, error) {
	out := make([]arbiter.PlayerTotals, len(s.Players))
	for i, p := range s.Players {
		out[i] = arbiter.PlayerTotals{Total: 10, Score: 10, Nets: []int{p.Table, 10 - p.Table}}
	}
	return out, nil
}

func (evenTally) Order(*arbiter.State, *arbiter.Game, []arbiter.Standing) (func(x, y *arbiter.Standing) int, error) {
	return nil, nil
}

// TestStandings_OrdererWithoutAnOrder: a game of a kind that orders its
// own games but gives no order for this one (an Anticipation game of
// another form than Rezistenta) breaks its ties by the tournament's
// tie-break, as any game does (RULES §6: the last game's rounds).
func TestStandings_OrdererWithoutAnOrder(t *testing.T) {
	reg, err := arbiter.NewRegistry(evenTally{tally.Discipline()})
	if err != nil {
		t.Fatal(err)
	}
	s, err := arbiter.ReplayWith(reg, []arbiter.Event{
		arbiter.TournamentCreated{Name: "Cupa", RuleSet: "ro", TieBreak: arbiter.TieLastGame},
		arbiter.PlayerRegistered{Table: 1, Name: "POPESCU Ion"}, arbiter.PlayerRegistered{Table: 2, Name: "IONESCU Maria"},
		tally.Started{Game: 1}, tally.Ended{}})
	if err != nil {
		t.Fatal(err)
	}
	st, err := s.Standings(1, arbiter.ByTotal)
	if err != nil {
		t.Fatal(err)
	}
	if r := st.Rows; r[0].Table != 2 || r[0].Rank != 1 || r[1].Rank != 2 {
		t.Errorf("the game's standings %+v: want table 2 first alone, its last game's first round the higher", r)
	}
}

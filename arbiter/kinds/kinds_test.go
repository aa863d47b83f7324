package kinds_test

import (
	"slices"
	"testing"
	"time"

	"arbiter/arbiter"
	"arbiter/arbiter/anticipation"
	"arbiter/arbiter/kinds"
	"arbiter/arbiter/problem"
	"arbiter/scoring"
	"arbiter/scoring/lexicon"
	"arbiter/scoring/solver"
)

// TestStarts: every game the console offers to start with a click starts,
// as the game of its kind and name, on a tournament between games; a name
// no kind offers is refused.
func TestStarts(t *testing.T) {
	rs, _ := scoring.Builtin("ro")
	// The problems' words (RULES §3's COLUMNA and VAH and short words
	// around them) and the Anticipation games' (RULES §8.5's example).
	words := []string{"COLUMNA", "VAH", "VAL", "CA", "OH", "AL", "LA", "UN", "AU",
		"AT", "BAR", "ARAB", "LEU", "RE", "ARE", "GENERAL", "GENERALA", "LAC", "ARGINTE"}
	g, err := lexicon.Build(slices.Compact(slices.Sorted(slices.Values(words))))
	if err != nil {
		t.Fatal(err)
	}
	gen := solver.New(rs, g)
	// Rezistenta's groups each make a 7-letter word (RULES §8.9), which so
	// small a list cannot give: every group stands for one here.
	deps := arbiter.Deps{Lexicon: g, All: gen.All, Exists: gen.Exists, Scrabble: func(scoring.Rack) bool { return true }}
	reg := kinds.All()
	between := []arbiter.Event{arbiter.TournamentCreated{Name: "Cupa", RuleSet: "ro"},
		arbiter.PlayerRegistered{Table: 1, Name: "POPESCU Ion"}, arbiter.PlayerRegistered{Table: 2, Name: "IONESCU Maria"}}
	s, err := arbiter.ReplayWith(reg, between)
	if err != nil {
		t.Fatal(err)
	}
	at := time.Date(2026, 11, 29, 10, 0, 0, 0, time.UTC)
	started := map[arbiter.Kind]int{}
	for _, st := range reg.Starts() {
		c, err := reg.StartCommand(st, 11, at)
		if err != nil {
			t.Fatalf("%+v: %v", st, err)
		}
		evs, err := arbiter.Decide(s, c, deps)
		if err != nil {
			t.Errorf("%+v: %v", st, err)
			continue
		}
		next, err := arbiter.ReplayWith(reg, append(slices.Clone(between), evs...))
		if err != nil {
			t.Fatalf("%+v: %v", st, err)
		}
		if got := next.CurrentGame().Kind(); got != st.Kind {
			t.Errorf("%+v started a game of kind %q", st, got)
		}
		started[st.Kind]++
	}
	if started[arbiter.KindDuplicate] != 6 || started[anticipation.Kind] != 5 || started[problem.Composition] != 6 {
		t.Errorf("starts by kind %v, want the 6 variants, the 5 forms and the 6 problems drawn", started)
	}
	if _, err := reg.StartCommand(arbiter.Start{Kind: problem.Composition, Name: "superscrabble"}, 1, at); arbiter.ErrorCode(err) != arbiter.EInvalidInput {
		t.Errorf("a Superscrabble started with a click: %v, want refused (its board is built from moves)", err)
	}
}

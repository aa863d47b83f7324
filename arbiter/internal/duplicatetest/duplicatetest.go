// Package duplicatetest gives the tests of the duplicate game its fixtures:
// RULES §2's rule set, §3's opening round, the tests' word list and the
// real move generator, and a runner of commands decided on a given log.
package duplicatetest

import (
	_ "embed"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"arbiter/arbiter"
	"arbiter/arbiter/kinds"
	"arbiter/scoring"
	"arbiter/scoring/lexicon"
	"arbiter/scoring/solver"
)

// words is the tests' word list: RULES §3's worked examples and the words
// of the scenarios, one a line, # comments.
//
//go:embed lexicon.txt
var words string

// RO is the Romanian rule set of RULES §2.
func RO(tb testing.TB) *scoring.RuleSet {
	tb.Helper()
	rs, ok := scoring.Builtin("ro")
	if !ok {
		tb.Fatal("no ro rule set")
	}
	return rs
}

// Move returns the scored move text ("H8 COLUMNA") on the board after
// played, checked without a rack.
func Move(tb testing.TB, text string, played ...string) scoring.Move {
	tb.Helper()
	rs := RO(tb)
	var b scoring.Board
	var m scoring.Move
	for _, p := range append(played, text) {
		play, err := rs.ParsePlay(p)
		if err != nil {
			tb.Fatal(err)
		}
		if m, err = scoring.Check(rs, nil, &b, nil, play); err != nil {
			tb.Fatalf("%s: %v", p, err)
		}
		b.Apply(m)
	}
	return m
}

// Opening is a tournament of two players whose game 1 has drawn round 1
// (RULES §3's ACLMNOU).
func Opening() []arbiter.Event {
	return []arbiter.Event{
		arbiter.TournamentCreated{Name: "Cupa", RuleSet: "ro"},
		arbiter.PlayerRegistered{Table: 1, Name: "POPESCU Ion"},
		arbiter.PlayerRegistered{Table: 2, Name: "IONESCU Maria"},
		arbiter.GameStarted{Game: 1, Seed: 42},
		arbiter.RackDrawn{Round: 1, New: "ACLMNOU", Manual: true},
	}
}

// With returns evs followed by more.
func With(evs []arbiter.Event, more ...arbiter.Event) []arbiter.Event {
	return append(append([]arbiter.Event{}, evs...), more...)
}

// Kinds is the registry of every kind of game the tests' states fold with,
// as the program's do: one value, so that the states of two folds compare
// equal.
var Kinds = kinds.All()

// Replay replays evs with [Kinds].
func Replay(evs []arbiter.Event) (arbiter.State, error) { return arbiter.ReplayWith(Kinds, evs) }

// ReplayTournament replays a tournament's streams with [Kinds].
func ReplayTournament(tournament []arbiter.Event, games [][]arbiter.Event) (arbiter.State, error) {
	return arbiter.ReplayTournamentWith(Kinds, tournament, games)
}

// Deps returns the dependencies of Decide for rule set rs: the tests' word
// list and the real move generator.
func Deps(tb testing.TB, rs *scoring.RuleSet) arbiter.Deps {
	tb.Helper()
	var list []string
	for _, l := range strings.Split(words, "\n") {
		if l = strings.TrimSpace(l); l != "" && l[0] != '#' {
			list = append(list, l)
		}
	}
	g, err := lexicon.Build(list)
	if err != nil {
		tb.Fatal(err)
	}
	gen := solver.New(rs, g)
	return arbiter.Deps{Lexicon: g, Top: gen.Top, Rank: solver.Rank, Exists: gen.Exists, TopVariant: gen.TopVariant}
}

// Decide decides c with [Deps] on the state of given, failing tb when
// given does not replay.
func Decide(tb testing.TB, given []arbiter.Event, c arbiter.Command) (arbiter.State, []arbiter.Event, error) {
	tb.Helper()
	s, err := Replay(given)
	if err != nil {
		tb.Fatalf("Replay(given): %v", err)
	}
	evs, err := arbiter.Decide(s, c, Deps(tb, RO(tb)))
	return s, evs, err
}

// Case is a command decided on a given log: the events it yields, or the
// code of its refusal.
type Case struct {
	Name     string
	Given    []arbiter.Event
	When     arbiter.Command
	Want     []arbiter.Event
	WantCode arbiter.Code
}

// Run decides each case with [Deps] and checks its events or its refusal's
// code, and that its events fold.
func Run(t *testing.T, cases []Case) {
	t.Helper()
	for _, tt := range cases {
		t.Run(tt.Name, func(t *testing.T) {
			s, got, err := Decide(t, tt.Given, tt.When)
			if code := arbiter.ErrorCode(err); code != tt.WantCode {
				t.Fatalf("Decide() error = %v (code %q), want code %q", err, code, tt.WantCode)
			}
			if diff := cmp.Diff(tt.Want, got); diff != "" {
				t.Errorf("Decide() events (-want +got):\n%s", diff)
			}
			for _, e := range got {
				if s, err = arbiter.Apply(s, e); err != nil {
					t.Errorf("Apply(%#v): %v", e, err)
				}
			}
		})
	}
}

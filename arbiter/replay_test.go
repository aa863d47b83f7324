package arbiter_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"arbiter/arbiter"
	"arbiter/arbiter/internal/duplicatetest"
	"arbiter/draw"
	"arbiter/internal/kindtest"
	"arbiter/scoring"
)

// fuzzLog turns bytes into a sequence of events, most of them plausible
// (small tables, rounds and games; racks and moves of RULES §3's example),
// many of them out of place.
func fuzzLog(tb testing.TB, data []byte) []arbiter.Event {
	tb.Helper()
	i := 0
	next := func() int {
		if i >= len(data) {
			return 0
		}
		i++
		return int(data[i-1])
	}
	racks := []string{"", "ACLMNOU", "AHLMUVX", "LMUX", "AEI", "ACLMNO?", "ZZ", "a"}
	columna := duplicatetest.Move(tb, "H8 COLUMNA")
	moves := []scoring.Move{columna, duplicatetest.Move(tb, "8H COLUMNA"), duplicatetest.Move(tb, "I7 VAH", "H8 COLUMNA"), duplicatetest.Move(tb, "H8 CALM"),
		{Placed: []scoring.Placement{{Row: 20, Col: -1, Tile: 'A'}}}, {Placed: []scoring.Placement{{Row: 1, Col: 1, Tile: '#'}}},
		{Pos: scoring.Position{Row: 99}}}
	kinds := []arbiter.WarningKind{arbiter.Technical, arbiter.Disciplinary, arbiter.Elimination, "other"}
	evs := []arbiter.Event{arbiter.TournamentCreated{Name: "F", RuleSet: "ro"}}
	for i < len(data) {
		round, table := next()%5, next()%5
		switch next() % 15 {
		case 0:
			evs = append(evs, arbiter.PlayerRegistered{Table: table, Name: "P"})
		case 1:
			evs = append(evs, arbiter.GameStarted{Game: next() % 4, Seed: uint64(next()),
				Variant: scoring.Variants[next()%len(scoring.Variants)], FixedOrder: next()%2 == 0})
		case 2:
			evs = append(evs, arbiter.RackDrawn{Round: round, Remainder: racks[next()%len(racks)], New: racks[next()%len(racks)],
				New2: racks[next()%len(racks)]})
		case 3:
			evs = append(evs, arbiter.RackRejected{Round: round})
		case 4:
			top := arbiter.TopChosen{Round: round, Move: moves[next()%len(moves)], Alternatives: moves[:next()%3], Choice: next() % 3,
				Chosen: []string{"", "U", "?", "UV", "x"}[next()%5], Returned: []string{"", "X", "?"}[next()%3]}
			if next()%2 == 0 {
				top.Second = &moves[next()%len(moves)]
			}
			evs = append(evs, top)
		case 5:
			evs = append(evs, arbiter.TopInvalidated{Round: round})
		case 6, 7:
			v := arbiter.Verdict{Valid: next()%2 == 0, Credited: next() - 100, Real: next()}
			if next()%2 == 0 {
				v.Move = &moves[next()%len(moves)]
			}
			if next()%3 == 0 {
				v.Warning = arbiter.WarnWrongScore
			}
			evs = append(evs, arbiter.SlipCorrected{Slip: arbiter.Slip{Round: round, Table: table, Verdict: v}})
		case 8:
			evs = append(evs, arbiter.SlipWithdrawn{Round: round, Table: table})
		case 9:
			evs = append(evs, arbiter.WarningGiven{Round: round, Table: table, Kind: kinds[next()%len(kinds)]})
		case 10:
			evs = append(evs, arbiter.RoundClosed{Round: round})
		case 11:
			evs = append(evs, arbiter.RoundCancelled{Round: round})
		case 12:
			evs = append(evs, arbiter.GameEnded{Reason: "referee"})
		case 13:
			evs = append(evs, arbiter.TournamentCreated{Name: "G", RuleSet: "fr"})
		case 14:
			evs = append(evs, &arbiter.RoundClosed{Round: round})
		}
	}
	return evs
}

// FuzzReplay checks that any sequence of events replays without panicking,
// twice to the same state, and that the state's reports can be computed.
func FuzzReplay(f *testing.F) {
	f.Add([]byte{})
	f.Add([]byte{1, 1, 0, 2, 2, 0, 1, 0, 2, 1, 1, 1, 1, 0, 1, 4, 0, 0, 1, 1, 6, 0, 0, 0, 0, 0, 1, 0, 10})
	f.Add([]byte{1, 1, 0, 1, 1, 0, 0, 0, 1, 7, 1, 0, 2, 0, 1, 1, 4, 1, 0, 0, 1, 2, 9, 1, 1, 10, 1, 12})
	f.Fuzz(func(t *testing.T, data []byte) {
		evs := fuzzLog(t, data)
		s1, err1 := duplicatetest.Replay(evs)
		s2, err2 := duplicatetest.Replay(evs)
		if arbiter.ErrorMessage(err1) != arbiter.ErrorMessage(err2) {
			t.Fatalf("two replays fail differently: %v / %v", err1, err2)
		}
		if err1 != nil && arbiter.ErrorCode(err1) == arbiter.EInternal {
			t.Fatalf("Replay error without a code: %v", err1)
		}
		if diff := cmp.Diff(string(kindtest.Everything(t, &s1)), string(kindtest.Everything(t, &s2))); diff != "" {
			t.Fatalf("two replays differ:\n%s", diff)
		}
		// Skipping the events Apply refuses reaches deeper states.
		lenient := func() arbiter.State {
			s := arbiter.State{Kinds: duplicatetest.Kinds}
			for _, e := range evs {
				if next, err := arbiter.Apply(s, e); err == nil {
					s = next
				}
			}
			return s
		}
		l1, l2 := lenient(), lenient()
		if diff := cmp.Diff(string(kindtest.Everything(t, &l1)), string(kindtest.Everything(t, &l2))); diff != "" {
			t.Fatalf("two lenient folds differ:\n%s", diff)
		}
		conserved(t, &s1)
		conserved(t, &l1)
		for n := range s1.Games {
			for _, p := range s1.Players {
				if _, err := s1.Card(n+1, p.Table); err != nil {
					t.Fatalf("Card(%d, %d): %v", n+1, p.Table, err)
				}
			}
		}
	})
}

// TestReplayTournament_OutOfPlace checks that each stream holds only its own
// events, and that the error names the stream and the event's place.
func TestReplayTournament_OutOfPlace(t *testing.T) {
	created := arbiter.TournamentCreated{Name: "Cupa", RuleSet: "ro"}
	tests := []struct {
		name       string
		tournament []arbiter.Event
		games      [][]arbiter.Event
		wantMsg    string
	}{
		{"GameEventInTournament", []arbiter.Event{created, arbiter.GameStarted{Game: 1}}, nil,
			"tournament #2: game_started belongs to a game stream"},
		{"NoGameStart", []arbiter.Event{created}, [][]arbiter.Event{{arbiter.RoundClosed{Round: 1}}},
			"game-1 #1: round_closed is out of place"},
		{"PlayerInGame", []arbiter.Event{created}, [][]arbiter.Event{{arbiter.GameStarted{Game: 1}, arbiter.PlayerRegistered{Table: 1, Name: "X"}}},
			"game-1 #2: player_registered is out of place"},
		{"OtherGameStart", []arbiter.Event{created}, [][]arbiter.Event{{arbiter.GameStarted{Game: 2}}},
			"game-1 #1: game_started is out of place"},
		{"SecondStart", []arbiter.Event{created}, [][]arbiter.Event{{arbiter.GameStarted{Game: 1}, arbiter.GameStarted{Game: 1}}},
			"game-1 #2: game_started is out of place"},
		{"FoldError", []arbiter.Event{created}, [][]arbiter.Event{{arbiter.GameStarted{Game: 1}, arbiter.RoundClosed{Round: 1}}},
			"event 3 (round_closed): round_closed for round 1, but the current round of game 1 is 0"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := duplicatetest.ReplayTournament(tt.tournament, tt.games)
			if got := arbiter.ErrorMessage(err); got != tt.wantMsg {
				t.Errorf("ReplayTournament() error = %q, want %q", got, tt.wantMsg)
			}
		})
	}
}

// conserved checks that no tile of a game is lost or made up (RULES §2, §4.2):
// the board, the bag and the rack in play make up the full set.
func conserved(t *testing.T, s *arbiter.State) {
	t.Helper()
	for _, g := range s.Games {
		var held scoring.Rack
		if r := g.Current(); r != nil && r.HasRack && !r.Returned {
			held = r.Rack().Plus(r.Rack2())
			if r.OnBoard {
				rem, rem2, _, err := draw.Leave(g.Offer(r), r.Top.Top())
				if err != nil {
					t.Fatalf("game %d: the last top: %v", g.Number, err)
				}
				held = rem.Plus(rem2)
			}
		}
		total := g.Bag.Plus(held)
		for row := range scoring.Size {
			for col := range scoring.Size {
				switch tile := g.Board.At(row, col); {
				case tile == scoring.Empty:
				case tile.IsJoker():
					total[scoring.JokerIndex]++
				default:
					total[tile.Letter()-'A']++
				}
			}
		}
		if full := s.RuleSet.FullBag(); total != full {
			t.Fatalf("game %d: board, bag and rack hold %s, the set is %s", g.Number, total, full)
		}
	}
}

// TestState_Clone: a clone taken at any point of a scenario's log is left as
// it was while the rest of the log is folded into the original (Apply
// changes the state it is given in place), and folds on by itself to the
// same end.
func TestState_Clone(t *testing.T) {
	forEachScenario(t, func(t *testing.T, path string) {
		_, ss := runScenario(t, path)
		evs := ss.log.All
		end, err := duplicatetest.Replay(evs)
		if err != nil {
			t.Fatal(err)
		}
		for k := range len(evs) {
			s, err := duplicatetest.Replay(evs[:k])
			if err != nil {
				t.Fatal(err)
			}
			want := kindtest.Everything(t, &s)
			clone := s.Clone()
			for _, e := range evs[k:] {
				if s, err = arbiter.Apply(s, e); err != nil {
					t.Fatal(err)
				}
			}
			if got := kindtest.Everything(t, &clone); string(got) != string(want) {
				t.Fatalf("after event %d, folding on into the original changed the clone", k)
			}
			for _, e := range evs[k:] {
				if clone, err = arbiter.Apply(clone, e); err != nil {
					t.Fatal(err)
				}
			}
			if string(kindtest.Everything(t, &clone)) != string(kindtest.Everything(t, &end)) {
				t.Fatalf("the clone taken after event %d folds on to another end", k)
			}
		}
	})
}

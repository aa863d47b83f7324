package arbiter

import (
	"reflect"
	"runtime"
	"strconv"
	"testing"
)

// tallyState is a game of 6 rounds of 23 players in 3 centres with what
// changes a card besides the slips: a better move than the top credited to
// one player a round (a solo), a round cancelled, a top found invalid,
// technical, disciplinary and pre-game warnings, and an elimination.
func tallyState(t *testing.T, solos string) State {
	t.Helper()
	tc := TournamentCreated{Name: "Tally", RuleSet: "ro", Solos: solos}
	rs, err := RuleSetOf(tc)
	if err != nil {
		t.Fatal(err)
	}
	s := State{Tournament: tc, RuleSet: rs, Games: []Game{BenchGame(6, 23)}}
	for p := 1; p <= 23; p++ {
		s.Players = append(s.Players, Player{Table: p, Name: "P" + strconv.Itoa(p), Centre: "C" + strconv.Itoa(p%3)})
	}
	g := &s.Games[0]
	for ri := range g.Rounds {
		r := &g.Rounds[ri]
		h := r.Slips[3*ri+2]
		h[len(h)-1].Verdict.Credited = r.Top.Score() + 5
	}
	g.Rounds[2].Cancelled = true
	g.Rounds[4].TopInvalid = "not in the lexicon"
	g.Warnings = []WarningGiven{
		{Table: 5, Round: 0, Kind: Disciplinary}, {Table: 5, Round: 1, Kind: Technical},
		{Table: 5, Round: 2, Kind: Technical}, {Table: 5, Round: 4, Kind: Disciplinary},
		{Table: 9, Round: 3, Kind: Technical}, {Table: 11, Round: 5, Kind: Elimination},
		{Table: 12, Round: 6, Kind: Disciplinary}, {Table: 99, Round: 1, Kind: Technical},
	}
	return s
}

// TestTally_SameInParts: a game's cards and totals, and each round's
// room best, are the same tallied on any number of goroutines as on one,
// with solos over the whole field or by centre (RULES §6, §7).
func TestTally_SameInParts(t *testing.T) {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(1))
	for _, solos := range SoloFields {
		s := tallyState(t, solos)
		g := &s.Games[0]
		runtime.GOMAXPROCS(1)
		one := s.tally(g, 0, len(g.Rounds)).cardsOf(g)
		var alone [][]Card
		for first := range g.Rounds {
			alone = append(alone, s.tally(g, first, 1).cardsOf(g))
		}
		var solo, penalty, lost, eliminated bool
		for _, c := range one {
			solo, penalty = solo || c.Solos > 0, penalty || c.Penalty > 0
			lost, eliminated = lost || c.TopsLost > 0, eliminated || c.Eliminated
		}
		if !solo || !penalty || !lost || !eliminated {
			t.Fatalf("solos %s: the game has solos %v, penalties %v, room tops lost %v, an elimination %v", solos, solo, penalty, lost, eliminated)
		}
		for _, procs := range []int{2, 3, 7, 23, 40} {
			runtime.GOMAXPROCS(procs)
			if got := s.tally(g, 0, len(g.Rounds)).cardsOf(g); !reflect.DeepEqual(got, one) {
				t.Errorf("solos %s: the cards tallied on %d goroutines differ from those on one", solos, procs)
			}
			for first := range g.Rounds {
				if got := s.tally(g, first, 1).cardsOf(g); !reflect.DeepEqual(got, alone[first]) {
					t.Errorf("solos %s: round %d tallied alone on %d goroutines differs from it on one", solos, first+1, procs)
				}
			}
		}
		for first, cards := range alone {
			for i := range cards {
				if a, o := cards[i].Rounds[0], one[i].Rounds[first]; a.RoomTop != o.RoomTop || a.Solo != o.Solo || a.Score != o.Score {
					t.Errorf("solos %s: round %d tallied alone gives table %d %+v, in its game %+v", solos, first+1, i+1, a, o)
				}
			}
		}
	}
}

package free_test

import (
	"fmt"

	"arbiter/arbiter/free"
	"arbiter/arbiter/free/pairing"
)

// Example plays round 1 of a four-player event: paired by King of the
// Hill, two results typed as on the scoresheets, then the standings.
func Example() {
	var s free.State
	do := func(c free.Command) {
		evs, err := free.Decide(s, c)
		if err != nil {
			fmt.Println(err)
			return
		}
		for _, e := range evs {
			s, _ = free.Apply(s, e)
		}
	}
	do(free.Start{Settings: free.Settings{First: pairing.KingOfTheHill}, Players: []free.Entry{
		{Player: 1, Name: "ALDEA"}, {Player: 2, Name: "BUCUR"}, {Player: 3, Name: "CONSTANTIN"}, {Player: 4, Name: "DUMITRU"},
	}})
	do(free.PairRound{Round: 1})
	for _, line := range []string{"1 412 2 385", "4 402 3 377 +25", "1 400 3 300"} {
		r, err := free.ParseResult(line)
		if err != nil {
			fmt.Println(err)
			continue
		}
		do(free.RecordResult{Round: 1, A: r.A, ScoreA: r.ScoreA, B: r.B, ScoreB: r.ScoreB, Spread: r.Spread})
	}
	for _, st := range free.Standings(s, 1) {
		fmt.Printf("%d. %-10s %g %+d\n", st.Rank, st.Name, float64(st.Points2)/2, st.Spread)
	}
	// Output:
	// round 1: players 1 (ALDEA) and 3 (CONSTANTIN) were not paired (1 (ALDEA) plays 2 (BUCUR) on board 1)
	// 1. ALDEA      1 +27
	// 2. DUMITRU    1 +25
	// 3. CONSTANTIN 0 -25
	// 4. BUCUR      0 -27
}

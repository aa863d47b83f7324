package pairing_test

import (
	"fmt"

	"arbiter/arbiter/free/pairing"
)

// ExampleRound pairs a Swiss round of five where players 3 and 4 have
// met: 1–2, then 3 and 4 kept apart, and the bye to player 5, the last.
func ExampleRound() {
	es := []pairing.Entrant{
		{Player: 1}, {Player: 2}, {Player: 3, Met: map[int]int{4: 1}}, {Player: 4, Met: map[int]int{3: 1}},
		{Player: 5},
	}
	pairs, err := pairing.Round(pairing.Request{System: pairing.Swiss, Entrants: es})
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, p := range pairs {
		if p.Why.Bye {
			fmt.Printf("bye: %d\n", p.Start)
			continue
		}
		fmt.Printf("board %d: %d starts against %d (ranks %d and %d), repeats avoided %v\n", p.Board, p.Start, p.Reply, p.Why.StartRank, p.Why.ReplyRank, p.Why.Avoided)
	}
	// Output:
	// board 1: 1 starts against 3 (ranks 1 and 3), repeats avoided [[3 4]]
	// board 2: 2 starts against 4 (ranks 2 and 4), repeats avoided [[4 3]]
	// bye: 5
}

package solver_test

import (
	"fmt"

	"arbiter/scoring"
	"arbiter/scoring/lexicon"
	"arbiter/scoring/solver"
)

// The RULES §3 position: COLUMNA on H8, then the rack AHLMUVX.
func ExampleGenerator_Top() {
	rs, _ := scoring.Builtin("ro")
	g, err := lexicon.Build([]string{"AH", "CA", "COLUMNA", "HA", "OH", "VAH"})
	if err != nil {
		panic(err)
	}
	var b scoring.Board
	first, _ := rs.ParsePlay("H8 COLUMNA")
	m, err := scoring.Check(rs, g, &b, nil, first)
	if err != nil {
		panic(err)
	}
	b.Apply(m)
	var rack scoring.Rack
	for _, c := range []byte("AHLMUVX") {
		rack.Add(c)
	}
	gen := solver.New(rs, g)
	for _, m := range gen.Top(&b, rack) {
		fmt.Println(rs.FormatMove(m), m.Breakdown())
	}
	fmt.Println(len(gen.All(&b, rack)), "moves")
	// Output:
	// I7 VAH VAH 37 + CA 2 + OH 21 = 60
	// 10 moves
}

// CA and CAl (a joker for the L) both score (1+1)·2 = 4 on the first move:
// the moves without a joker come first (RULES §4.3), across before down.
func ExampleRank() {
	rs, _ := scoring.Builtin("ro")
	g, err := lexicon.Build([]string{"CA", "CAL"})
	if err != nil {
		panic(err)
	}
	var b scoring.Board
	var rack scoring.Rack
	for _, c := range []byte("CA?") {
		rack.Add(c)
	}
	moves := solver.New(rs, g).All(&b, rack)
	bag := rs.FullBag().Minus(rack)
	for _, m := range solver.Rank(rs, moves, rack, bag)[:6] {
		fmt.Println(rs.FormatMove(m), m.Score)
	}
	// Output:
	// H7 CA 4
	// H8 CA 4
	// 8G CA 4
	// 8H CA 4
	// H6 CAl 4
	// H7 CAl 4
}

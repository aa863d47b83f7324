package scoring_test

import (
	"fmt"
	"strings"

	"arbiter/scoring"
)

// ExampleCheck plays the worked examples of RULES §3.
func ExampleCheck() {
	rs, _ := scoring.Builtin("ro")
	lex, _ := scoring.ReadWordList(strings.NewReader("CA\nCOLUMNA\nOH\nVAH\n"))
	var board scoring.Board
	for _, s := range []struct{ rack, move string }{
		{"ACLMNOU", "H8 COLUMNA"},
		{"AHLMUVX", "I7 VAH"},
	} {
		rack, _ := rs.ParseRack(s.rack)
		play, _ := rs.ParsePlay(s.move)
		m, err := scoring.Check(rs, lex, &board, &rack, play)
		if err != nil {
			fmt.Println(err)
			return
		}
		board.Apply(m)
		fmt.Printf("%s: %s\n", rs.FormatMove(m), m.Breakdown())
	}
	play, _ := rs.ParsePlay("I8 AN")
	_, err := scoring.Check(rs, lex, &board, nil, play)
	fmt.Println(err)
	// Output:
	// H8 COLUMNA: COLUMNA 28 + bingo 50 = 78
	// I7 VAH: VAH 37 + CA 2 + OH 21 = 60
	// "AN" at I8 is not the whole word: the V on I7 extends it
}

// ExampleRuleSet_ParsePosition shows the two labellings of RULES §1.
func ExampleRuleSet_ParsePosition() {
	ro, _ := scoring.Builtin("ro")
	it, _ := scoring.Builtin("it")
	for _, rs := range []*scoring.RuleSet{ro, it} {
		for _, s := range []string{"H8", "8H"} {
			p, _ := rs.ParsePosition(s)
			dir := "across"
			if p.Dir == scoring.Down {
				dir = "down"
			}
			fmt.Printf("%s %s: row %d, column %d, %s\n", rs.Name, s, p.Row+1, p.Col+1, dir)
		}
	}
	// Output:
	// ro H8: row 8, column 8, across
	// ro 8H: row 8, column 8, down
	// it H8: row 8, column 8, down
	// it 8H: row 8, column 8, across
}

// ExampleParseWord shows the joker notations and diacritic folding of RULES §1–§2.
func ExampleParseWord() {
	for _, s := range []string{"BoX", "C0OMANDA", "ȘTIRE"} {
		w, _ := scoring.ParseWord(s)
		fmt.Println(w)
	}
	// Output:
	// BoX
	// cOMANDA
	// STIRE
}

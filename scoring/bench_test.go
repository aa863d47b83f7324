package scoring

import "testing"

// BenchmarkCheck checks and scores a parallel move forming three cross words
// on a position of two moves, with a rack and a word list.
func BenchmarkCheck(b *testing.B) {
	rs := mustRules(b, "ro")
	lex := testLexicon(b)
	board := position(b, rs, setupVah...)
	rack, err := rs.ParseRack("AAMEIR?")
	if err != nil {
		b.Fatal(err)
	}
	play, err := rs.ParsePlay("I11 AMA")
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Check(rs, lex, &board, &rack, play); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkCheck_unmarkedJoker checks a bingo whose rack's joker is unmarked,
// so every reading is scored.
func BenchmarkCheck_unmarkedJoker(b *testing.B) {
	rs := mustRules(b, "ro")
	lex := testLexicon(b)
	var board Board
	rack, err := rs.ParseRack("ACLMNO?")
	if err != nil {
		b.Fatal(err)
	}
	play, err := rs.ParsePlay("H8 COLUMNA")
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Check(rs, lex, &board, &rack, play); err != nil {
			b.Fatal(err)
		}
	}
}

package scoring

import "testing"

// benchmarkCheck checks move with rack after the setup moves, words from the
// test word list.
func benchmarkCheck(b *testing.B, setup []string, rack, move string) {
	rs, board, r := checkCase(b, "ro", setup, rack)
	lex := testLexicon(b)
	play, err := rs.ParsePlay(move)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Check(rs, lex, &board, r, play); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkCheck checks and scores a parallel move forming three cross words.
func BenchmarkCheck(b *testing.B) { benchmarkCheck(b, setupVah, "AAMEIR?", "I11 AMA") }

// BenchmarkCheck_unmarkedJoker checks a bingo whose rack's joker is unmarked,
// so every reading is scored.
func BenchmarkCheck_unmarkedJoker(b *testing.B) {
	benchmarkCheck(b, nil, "ACLMNO?", "H8 COLUMNA")
}

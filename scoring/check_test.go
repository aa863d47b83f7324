package scoring

import (
	"os"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// testLexicon reads testdata/words.txt.
func testLexicon(tb testing.TB) WordList {
	tb.Helper()
	f, err := os.Open("testdata/words.txt")
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	wl, err := ReadWordList(f)
	if err != nil {
		tb.Fatal(err)
	}
	return wl
}

// position plays moves in order on an empty board, words and tiles unchecked.
func position(tb testing.TB, rs *RuleSet, moves ...string) Board {
	tb.Helper()
	plays := make([]Play, len(moves))
	for i, s := range moves {
		p, err := rs.ParsePlay(s)
		if err != nil {
			tb.Fatalf("ParsePlay(%q): %v", s, err)
		}
		plays[i] = p
	}
	b, _, err := PlayAll(rs, nil, Board{}, plays)
	if err != nil {
		tb.Fatal(err)
	}
	return b
}

// mustCheck parses and checks a move, failing tb on any error.
func mustCheck(tb testing.TB, rs *RuleSet, lex Lexicon, b *Board, rack *Rack, s string) Move {
	tb.Helper()
	p, err := rs.ParsePlay(s)
	if err != nil {
		tb.Fatalf("ParsePlay(%q): %v", s, err)
	}
	m, err := Check(rs, lex, b, rack, p)
	if err != nil {
		tb.Fatalf("Check(%q): %v", s, err)
	}
	return m
}

// checkCase returns the rule set named rules (ro when empty), the position
// after setup, and the rack (nil when empty) of a table case.
func checkCase(tb testing.TB, rules string, setup []string, rack string) (*RuleSet, Board, *Rack) {
	tb.Helper()
	if rules == "" {
		rules = "ro"
	}
	rs := mustRules(tb, rules)
	b := position(tb, rs, setup...)
	if rack == "" {
		return rs, b, nil
	}
	r, err := rs.ParseRack(rack)
	if err != nil {
		tb.Fatal(err)
	}
	return rs, b, &r
}

// Setups shared by the tables below (ro, RULES §1 squares).
var (
	// COLUMNA on row H: H8 C (DW), H9 O, H10 L, H11 U, H12 M (DL), H13 N, H14 A.
	setupColumna = []string{"H8 COLUMNA"}
	// then VAH on row I: I7 V, I8 A, I9 H.
	setupVah = []string{"H8 COLUMNA", "I7 VAH"}
	// CASA on row H: H5 C, H6 A, H7 S, H8 A (DW).
	setupCasa = []string{"H5 CASA"}
	// CASA, then ROMANTIC down column 5 from A5 to H5: A5 R, B5 O, …, H5 C.
	setupRomantic = []string{"H5 CASA", "5A ROMANTIC"}
	// COLUMNA, then BLOC down column 8: E8 B, F8 L, G8 O, H8 C.
	setupBloc = []string{"H8 COLUMNA", "8E BLOC"}
	// CASA down column 8: E8 C, F8 A, G8 S, H8 A.
	setupCasaDown = []string{"8E CASA"}
	// COLUMNA, then LU down column 10: H10 L, I10 U.
	setupLu = []string{"H8 COLUMNA", "10H LU"}
	// COLUMNA, then UND down column 11: H11 U, I11 N, J11 D.
	setupUnd = []string{"H8 COLUMNA", "11H UND"}
	// COLUMNA with a joker U on H11.
	setupJokerU = []string{"H8 COLuMNA"}
)

// TestCheck_scores holds known answers: RULES §3's worked examples and cases
// with their arithmetic (ro values unless the rule set says otherwise:
// A1 B9 C1 D2 E1 F8 G9 H10 I1 J10 L1 M4 N1 O1 P2 R1 S1 T1 U1 V8 X10 Z10).
func TestCheck_scores(t *testing.T) {
	lex := testLexicon(t)
	tests := []struct {
		name  string
		rules string // default ro
		setup []string
		rack  string // empty: tiles unchecked
		play  string
		want  string // Move.Breakdown()
	}{
		// RULES §3: (1+1+1+1+4·2+1+1)·2 + 50; M on H12 DL, C on H8 DW.
		{name: "RULES §3 COLUMNA", play: "H8 COLUMNA", rack: "ACLMNOU", want: "COLUMNA 28 + bingo 50 = 78"},
		// RULES §3: VAH = 8·2 (I7 DL) + 1 + 10·2 (I9 DL) = 37; CA = 1+1 (I8 plain) = 2;
		// OH = 1 + 10·2 = 21 (the DL under H counts in both words).
		{name: "RULES §3 VAH", setup: setupColumna, rack: "AHLMUVX", play: "I7 VAH", want: "VAH 37 + CA 2 + OH 21 = 60"},
		// Down, the mirror of H8: H8 DW, M on L8 DL: (1+1+1+1+8+1+1)·2 + 50.
		{name: "first move down", play: "8H COLUMNA", want: "COLUMNA 28 + bingo 50 = 78"},
		// H2 C, H3 A, H4 P (DL) 2·2, H5 S, H6 U, H7 L, H8 A (DW): (1+1+4+1+1+1+1)·2 + 50.
		{name: "first move ending on centre", play: "H2 CAPSULA", want: "CAPSULA 20 + bingo 50 = 70"},
		// Column 8 rows B–H: P on D8 DL, A on H8 DW: the same 20 + 50.
		{name: "first move down ending on centre", play: "8B CAPSULA", want: "CAPSULA 20 + bingo 50 = 70"},
		// H4 Z (DL) 20, E 1, B 9, R 1, A on H8 (DW) 1: 32·2.
		{name: "letter and word premium", play: "H4 ZEBRA", want: "ZEBRA 64 = 64"},
		// H4 B (DL) 18, A 1, Z 10, A 1, R on H8 (DW) 1: 31·2.
		{name: "real B on DL", play: "H4 BAZAR", want: "BAZAR 62 = 62"},
		// Joker b on H4 DL adds 0·2 = 0: (0+1+10+1+1)·2.
		{name: "joker on DL adds nothing", play: "H4 bAZAR", want: "bAZAR 26 = 26"},
		// Z on H8 DW: (10+1+1)·2.
		{name: "real Z on DW", play: "H8 ZAR", want: "ZAR 24 = 24"},
		// Joker z on H8 DW: (0+1+1)·2, the DW still doubles.
		{name: "joker on DW still multiplies", play: "H8 zAR", want: "zAR 4 = 4"},
		// Down column 10: L on H10 old 1, U on I10 1, X on J10 TL 10·3: 32.
		{name: "TL", setup: setupColumna, play: "10H LUX", want: "LUX 32 = 32"},
		// The same with a joker x on J10 TL: 1 + 1 + 0·3.
		{name: "joker on TL adds nothing", setup: setupColumna, play: "10H LUx", want: "LUx 2 = 2"},
		// R on H15 TW; the old C on H8 DW and M on H12 DL count plain: (1+1+1+1+4+1+1+1)·3.
		{name: "extension at the back onto TW", setup: setupColumna, play: "H8 COLUMNAR", want: "COLUMNAR 33 = 33"},
		// Joker r on H15 TW: (1+1+1+1+4+1+1+0)·3, the TW still triples.
		{name: "joker on TW still multiplies", setup: setupColumna, play: "H8 COLUMNAr", want: "COLUMNAr 30 = 30"},
		// A on H4 DL 1·2 = 2, then C S A plain and A on H8, old, so no DW: 2+1+1+1+1.
		{name: "extension at the front", setup: setupCasa, play: "H4 ACASA", want: "ACASA 6 = 6"},
		// T on H9 plain; the old H8 DW does not count again: 1+1+1+1+1.
		{name: "extension at the back", setup: setupCasa, play: "H5 CASAT", want: "CASAT 5 = 5"},
		// Down: A on D8 DL 2, then C A S A old: 2+1+1+1+1.
		{name: "extension at the front down", setup: setupCasaDown, play: "8D ACASA", want: "ACASA 6 = 6"},
		// Down: T on I8 plain: 1+1+1+1+1.
		{name: "extension at the back down", setup: setupCasaDown, play: "8E CASAT", want: "CASAT 5 = 5"},
		// E5 P (DW) 2, E6 R 1, E7 O 1, E8 B old 9, E9 A 1, E10 T 1, E11 E (DW) 1: 16·2·2; no cross word.
		{name: "two DW multiply by 4", setup: setupBloc, play: "E5 PROBATE", want: "PROBATE 64 = 64"},
		// A1 C (TW) 1, A2 A 1, A3 M 4, A4 E (DL) 2, A5 R old 1, A6 A 1, A7 T 1, A8 A (TW) 1:
		// 12·3·3 = 108; 7 tiles placed through a board letter: + 50.
		{name: "two TW multiply by 9, bingo through a board letter", setup: setupRomantic, play: "A1 CAMERATA", want: "CAMERATA 108 + bingo 50 = 158"},
		// Column 14: A14 P 2, B14 A (DW) 1, C14 R 1, D14 A 1, E14 F 8, F14 I (TL) 3, G14 N 1, H14 A old 1:
		// 18·2 = 36, + 50 for 7 tiles through the A of COLUMNA.
		{name: "bingo down through a board letter", setup: setupColumna, play: "14A PARAFINA", want: "PARAFINA 36 + bingo 50 = 86"},
		// Column 15: B15 B 9, C15 U 1, D15 C (DL) 2, E15 A 1, F15 T 1, G15 A 1, H15 R (TW) 1: 16·3 = 48;
		// cross COLUMNAR with R on H15 TW: 11·3 = 33; 7 tiles: + 50.
		{name: "bingo with a cross word, sharing a TW", setup: setupColumna, play: "15B BUCATAR", want: "BUCATAR 48 + COLUMNAR 33 + bingo 50 = 131"},
		// I8 A 1, I9 I (DL) 2: AI 3; CA: C old (its H8 DW spent) 1 + A 1 = 2; OI: 1 + 1·2 = 3.
		{name: "parallel play, two cross words", setup: setupColumna, play: "I8 AI", want: "AI 3 + CA 2 + OI 3 = 8"},
		// I11 A 1, I12 M 4, I13 A (DL) 2: AMA 7; UA 1+1 = 2; MM: old M on H12 DL counts 4, new M 4: 8;
		// NA: 1 + 1·2 = 3. Cross words count only the new premiums.
		{name: "parallel play, three cross words", setup: setupColumna, play: "I11 AMA", want: "AMA 7 + UA 2 + MM 8 + NA 3 = 20"},
		// J10 X (TL) 30 + J11 I 1 = 31; cross LUX: 1 + 1 + 10·3 = 32: the TL counts in both words.
		{name: "TL in main and cross word", setup: setupLu, play: "J10 XI", want: "XI 31 + LUX 32 = 63"},
		// K10 A 1, K11 E (DW) 1, K12 R 1: 3·2 = 6; cross UNDE: (1+1+2+1)·2 = 10: the DW doubles both.
		{name: "DW in main and cross word", setup: setupUnd, play: "K10 AER", want: "AER 6 + UNDE 10 = 16"},
		// G15 A 1, H15 R (TW) 1, I15 E 1: 3·3 = 9; cross COLUMNAR 11·3 = 33.
		{name: "TW in main and cross word", setup: setupColumna, play: "15G ARE", want: "ARE 9 + COLUMNAR 33 = 42"},
		// The same with a joker r on H15: (1+0+1)·3 = 6; COLUMNAr (10+0)·3 = 30.
		{name: "joker on TW in main and cross word", setup: setupColumna, play: "15G ArE", want: "ArE 6 + COLUMNAr 30 = 36"},
		// Down column 14: A old 1, I14 V 8, J14 E (TL) 3, K14 A 1.
		{name: "down from a board letter", setup: setupColumna, play: "14H AVEA", want: "AVEA 13 = 13"},
		// One tile L on G14 above the A of COLUMNA, read down: 1 + 1.
		{name: "one tile, main word down", setup: setupColumna, play: "14G LA", want: "LA 2 = 2"},
		// Down column 8: G8 A 1, H8 C old (DW spent) 1, I8 A old 1, J8 R 1.
		{name: "through two board letters", setup: setupVah, play: "8G ACAR", want: "ACAR 4 = 4"},
		// Column 11 through the joker u on H11: A 1, u 0, R 1; the joker shows in lower case.
		{name: "through a joker on the board", setup: setupJokerU, play: "11G AUR", want: "AuR 2 = 2"},
		// The joker on the board also matches a lower-case letter written over it.
		{name: "joker on the board written lower case", setup: setupJokerU, play: "11G AuR", want: "AuR 2 = 2"},
		// Rack without U: its joker stands for U on H11 (plain): (1+1+1+0+8+1+1)·2 + 50.
		{name: "unmarked joker", rack: "ACLMNO?", play: "H8 COLUMNA", want: "COLuMNA 26 + bingo 50 = 76 (unmarked joker)"},
		// Rack AENRST?: one A, the word needs two. Joker on H8 (DW): (0+1+1+1+1·2)·2 = 10;
		// on H12 (DL): (1+1+1+1+0)·2 = 8: the lower reading wins.
		{name: "unmarked joker on the cheaper square", rack: "AENRST?", play: "H8 ARENA", want: "ARENa 8 = 8 (unmarked joker)"},
		// Rack AABCDE?: three A's needed, two held. Joker on H4 (DL): (0+9+1+1+1)·2 = 24;
		// on H6: (2+9+0+1+1)·2 = 26; on H8: (2+9+1+1+0)·2 = 26.
		{name: "unmarked joker off the DL", rack: "AABCDE?", play: "H4 ABACA", want: "aBACA 24 = 24 (unmarked joker)"},
		// ro has no K or W tile: both are read as the rack's two jokers: (0+1+0+1)·2.
		{name: "two unmarked jokers", rack: "IIRST??", play: "H8 KIWI", want: "kIwI 4 = 4 (unmarked joker)"},
		// Rack with A and a joker, one A needed: no joker is used.
		{name: "joker on the rack unused", rack: "AHLMUV?", play: "I7 VAH", setup: setupColumna, want: "VAH 37 + CA 2 + OH 21 = 60"},
		// Marked joker with a rack holding one: H8 DW: (0+1+1)·2.
		{name: "marked joker from the rack", rack: "AR?", play: "H8 zAR", want: "zAR 4 = 4"},
		// fr values: K 10 (H8 DW), I 1, W 10, I 1, S (H12 DL) 1·2: 24·2.
		{name: "fr values", rules: "fr", play: "H8 KIWIS", want: "KIWIS 48 = 48"},
		// fr down, 8H = column 8 from row H: W (H8 DW) 10, H 4, I 1, S 1, K (L8 DL) 20, Y 10: 46·2.
		{name: "fr down", rules: "fr", play: "8H WHISKY", want: "WHISKY 92 = 92"},
		// it values, 8H = row 8, column H, across: Q (DW) 10, U 3, A 1, D 5, R (DL) 2·2, O 1: 24·2.
		{name: "it values, number rows across", rules: "it", play: "8H QUADRO", want: "QUADRO 48 = 48"},
		// it: H8 = column H, row 8, down: the mirror, 48.
		{name: "it down", rules: "it", play: "H8 QUADRO", want: "QUADRO 48 = 48"},
		// it joker q on the DW: (0+3+1+5+4+1)·2.
		{name: "it joker", rules: "it", play: "8H qUADRO", want: "qUADRO 28 = 28"},
		// it, column I down from row 7: D on 7I (the G9 DL) 5·2, U old 3, E on 9I (the I9 DL) 1·2.
		{name: "it second move down", rules: "it", setup: []string{"8H QUADRO"}, play: "I7 DUE", want: "DUE 15 = 15"},
		// en values, 8H = row 8 across: Q 10 (DW), U 1, I 1, Z 10: 22·2.
		{name: "en values", rules: "en", play: "8H QUIZ", want: "QUIZ 44 = 44"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rs, b, rack := checkCase(t, tt.rules, tt.setup, tt.rack)
			m := mustCheck(t, rs, lex, &b, rack, tt.play)
			got := m.Breakdown()
			if m.UnmarkedJoker {
				got += " (unmarked joker)"
			}
			if got != tt.want {
				t.Errorf("Check(%s):\ngot  %s\nwant %s", tt.play, got, tt.want)
			}
		})
	}
}

// TestCheck_move compares a whole Move: placed tiles in board order, word
// positions, the main word with board letters and jokers.
func TestCheck_move(t *testing.T) {
	rs := mustRules(t, "ro")
	b := position(t, rs, setupJokerU...)
	got := mustCheck(t, rs, testLexicon(t), &b, nil, "I11 AMA")
	want := Move{
		Pos:  Position{Row: 8, Col: 10, Dir: Across},
		Word: "AMA",
		Placed: []Placement{
			{Row: 8, Col: 10, Tile: 'A'}, {Row: 8, Col: 11, Tile: 'M'}, {Row: 8, Col: 12, Tile: 'A'},
		},
		Words: []WordScore{
			{Pos: Position{Row: 8, Col: 10, Dir: Across}, Word: "AMA", Score: 7}, // 1 + 4 + 1·2 (I13 DL)
			{Pos: Position{Row: 7, Col: 10, Dir: Down}, Word: "uA", Score: 1},    // joker u 0 + A 1
			{Pos: Position{Row: 7, Col: 11, Dir: Down}, Word: "MM", Score: 8},    // 4 + 4
			{Pos: Position{Row: 7, Col: 12, Dir: Down}, Word: "NA", Score: 3},    // 1 + 1·2
		},
		Score: 19,
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("Check(I11 AMA) (-want +got):\n%s", diff)
	}
	b.Apply(got)
	if b.At(8, 12) != 'A' || b.Tiles() != 10 {
		t.Errorf("after Apply:\n%s", b)
	}
	if s := rs.FormatMove(got); s != "I11 AMA" {
		t.Errorf("FormatMove = %q", s)
	}
	if tiles := got.Tiles(); tiles.String() != "AAM" {
		t.Errorf("Tiles() = %s", tiles)
	}
}

// TestCheck_mirror checks that every first move scores the same across and
// down (the board is symmetric about its diagonal, RULES §1, §4.3).
func TestCheck_mirror(t *testing.T) {
	rs := mustRules(t, "ro")
	var b Board
	for _, word := range []string{"COLUMNA", "ZEBRA", "bAZAR", "CAPSULA"} {
		for start := Center - len(word) + 1; start <= Center; start++ {
			across, errA := Check(rs, nil, &b, nil, Play{Pos: Position{Row: Center, Col: start, Dir: Across}, Word: word})
			down, errD := Check(rs, nil, &b, nil, Play{Pos: Position{Row: start, Col: Center, Dir: Down}, Word: word})
			if errA != nil || errD != nil || across.Score != down.Score {
				t.Errorf("%s at column/row %d: across %d %v, down %d %v", word, start+1, across.Score, errA, down.Score, errD)
			}
			tr := b
			tr.Apply(across)
			if tr = tr.Transpose(); tr != func() Board { c := b; c.Apply(down); return c }() {
				t.Errorf("%s at %d: transposed across move differs from the down move", word, start+1)
			}
		}
	}
}

// TestCheck_refusals triggers every refusal code of Check; the message must
// name the culprit (word, square, letter).
func TestCheck_refusals(t *testing.T) {
	lex := testLexicon(t)
	tests := []struct {
		name     string
		rules    string
		setup    []string
		rack     string
		play     Play   // used when move is empty
		move     string // parsed with ParsePlay
		want     Refusal
		culprits []string
	}{
		{name: "invalid letter", play: Play{Pos: Position{7, 7, Across}, Word: "CO#"}, want: ErrInvalidLetter, culprits: []string{`"CO#"`, "'#'"}},
		{name: "bad direction", play: Play{Pos: Position{7, 7, 2}, Word: "CASA"}, want: ErrNotation, culprits: []string{`"CASA"`, "direction 2"}},
		{name: "start off the board", play: Play{Pos: Position{15, 3, Across}, Word: "CASA"}, want: ErrOffBoard, culprits: []string{`"CASA"`, "row 16, column 4"}},
		{name: "runs off the board", move: "H12 COLUMNA", want: ErrOffBoard, culprits: []string{`"COLUMNA" at H12`, "7 letters"}},
		{name: "runs off the bottom", move: "8K COLUMNA", want: ErrOffBoard, culprits: []string{`"COLUMNA" at 8K`}},
		{name: "first move of one letter", move: "H8 A", want: ErrFirstMoveTooShort, culprits: []string{`"A" at H8`}},
		{name: "one-letter word", setup: setupColumna, move: "G14 L", want: ErrWordTooShort, culprits: []string{`"L" at G14`}},
		{name: "word continues before", setup: setupColumna, move: "H9 OLUMNAR", want: ErrIncompleteWord, culprits: []string{`"OLUMNAR" at H9`, "C on H8"}},
		{name: "word continues after", setup: setupVah, move: "8F ASC", want: ErrIncompleteWord, culprits: []string{`"ASC" at 8F`, "A on I8"}},
		{name: "square mismatch", setup: setupColumna, move: "8G ASA", want: ErrSquareMismatch, culprits: []string{`"ASA" at 8G`, "H8 holds C", "has S"}},
		{name: "no tile placed", setup: setupColumna, move: "H8 COLUMNA", want: ErrNoTilesPlaced, culprits: []string{`"COLUMNA" at H8`}},
		{name: "too many tiles", move: "H2 CAPSULAR", want: ErrTooManyTiles, culprits: []string{`"CAPSULAR" at H2`, "8 tiles", "7"}},
		{name: "centre not covered", move: "G8 CASA", want: ErrCenterNotCovered, culprits: []string{`"CASA" at G8`, "H8"}},
		{name: "centre not covered, it labels", rules: "it", move: "7H QUADRO", want: ErrCenterNotCovered, culprits: []string{`"QUADRO" at 7H`, "8H"}},
		{name: "not connected", setup: setupColumna, move: "A1 CASA", want: ErrNotConnected, culprits: []string{`"CASA" at A1`}},
		{name: "diagonal only is not connected", setup: setupColumna, move: "G6 CA", want: ErrNotConnected, culprits: []string{`"CA" at G6`}},
		{name: "joker letter not allowed", rules: "it", move: "8H kIWI", want: ErrJokerLetterNotAllowed, culprits: []string{`"kIWI" at 8H`, "it", "K"}},
		{name: "letter not in set", move: "H8 KIWI", want: ErrLetterNotInSet, culprits: []string{`"KIWI" at H8`, "1 × K", "ro set holds 0"}},
		{name: "more tiles than the set", move: "H8 ZZ", want: ErrLetterNotInSet, culprits: []string{`"ZZ" at H8`, "2 × Z", "holds 1"}},
		{name: "more jokers than the set", move: "H8 abc", want: ErrLetterNotInSet, culprits: []string{"3 × joker", "holds 2"}},
		{name: "rack lacks letter", rack: "ACLMNOT", move: "H8 COLUMNA", want: ErrRackLacksLetter, culprits: []string{`"COLUMNA" at H8`, "ACLMNOT lacks U"}},
		{name: "rack lacks two", rack: "ABCDE?", move: "H4 ZEBRA", want: ErrRackLacksLetter, culprits: []string{"ABCDE? lacks R, Z", "holds 1 joker to"}},
		{name: "rack lacks two, no joker", rack: "ABCDEF", move: "H4 ZEBRA", want: ErrRackLacksLetter, culprits: []string{"ABCDEF lacks R, Z (2 tiles) and holds 0 jokers to"}},
		{name: "joker may not be the lacking letter", rules: "it", rack: "IT?", move: "8H KIT", want: ErrRackLacksLetter, culprits: []string{`"KIT" at 8H`, "lacks K", "may not stand for K"}},
		{name: "rack lacks joker", rack: "ACLMNOU", move: "H8 cOLUMNA", want: ErrRackLacksJoker, culprits: []string{`"cOLUMNA" at H8 marks 1 joker,`, "ACLMNOU"}},
		{name: "main word not in lexicon", move: "H8 ZARA", want: ErrNotInLexicon, culprits: []string{`"ZARA" at H8`}},
		{name: "cross word not in lexicon", setup: setupColumna, move: "I9 AI", want: ErrNotInLexicon, culprits: []string{`"OA" at 9H`, `"AI" at I9`}},
		{name: "cross word with a joker not in lexicon", setup: setupJokerU, move: "I10 AI", want: ErrNotInLexicon, culprits: []string{`"uI" at 11H`, `"AI" at I10`}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rs, b, rack := checkCase(t, tt.rules, tt.setup, tt.rack)
			play := tt.play
			if tt.move != "" {
				var err error
				if play, err = rs.ParsePlay(tt.move); err != nil {
					t.Fatal(err)
				}
			}
			m, err := Check(rs, lex, &b, rack, play)
			if err == nil {
				t.Fatalf("Check(%+v) = %s, want %s", play, m.Breakdown(), tt.want)
			}
			wantRefusal(t, err, tt.want, tt.culprits...)
		})
	}
}

// TestPlayAll plays RULES §3's moves, then stops at a refused one.
func TestPlayAll(t *testing.T) {
	rs := mustRules(t, "ro")
	var plays []Play
	for _, s := range []string{"H8 COLUMNA", "I7 VAH", "H8 COLUMNAS", "A1 CASA"} {
		p, err := rs.ParsePlay(s)
		if err != nil {
			t.Fatal(err)
		}
		plays = append(plays, p)
	}
	b, moves, err := PlayAll(rs, testLexicon(t), Board{}, plays)
	wantRefusal(t, err, ErrNotInLexicon, `move 3, H8 COLUMNAS: "COLUMNAS" at H8 is not in the lexicon`)
	if len(moves) != 2 || moves[0].Score != 78 || moves[1].Score != 60 || b != position(t, rs, setupVah...) {
		t.Errorf("PlayAll: %d moves, board\n%s", len(moves), b)
	}
}

// TestCheck_nilLexicon checks that a nil lexicon accepts any word.
func TestCheck_nilLexicon(t *testing.T) {
	rs := mustRules(t, "ro")
	var b Board
	m, err := Check(rs, nil, &b, nil, Play{Pos: Position{7, 7, Across}, Word: "XZ"})
	// X 10 on H8 DW, Z 10: 20·2.
	if err != nil || m.Score != 40 {
		t.Errorf("Check(H8 XZ, nil lexicon) = %d, %v; want 40", m.Score, err)
	}
}

package problem_test

import (
	"reflect"
	"strings"
	"testing"
	"time"

	"arbiter/arbiter"
	"arbiter/arbiter/internal/actionstest"
	"arbiter/arbiter/problem"
	"arbiter/internal/kindtest"
)

// partidaBoard is the moves that build the board of the seed's "g2"
// example (RULES §9.6): 8H AU, I3 TABLOU, 3G EST.
const partidaBoard = "8H AU, I3 TABLOU, 3G EST"

// TestPartida plays a whole Partida de Superscrabble of 2 rounds through
// Decide and Apply (RULES §9.8), worked by hand on the tiny list:
//
//   - round 1, DEPNRU? on the board of partidaBoard: G2 DEPUNERe and G2
//     DEPUNERi, the seed's two solutions (RULES §9.6);
//   - the referee places G2 DEPUNERi (forming RAU down column 8);
//   - round 2, AIINTTT on that board: INRAUTATIT needs R, A and U in a
//     row from the board, which only column 8 has (G8 to I8): 8E
//     INRAUTATIT, one solution.
//
// Ana finds all 3; Ion 2 (a scrabble claimed twice, its joker marked
// elsewhere, counts once); Maria 1 with 4 technical warnings over the two
// rounds, which cost one solution on the game's total (RULES §9.8, §9.6).
func TestPartida(t *testing.T) {
	ps := newProblemSession(t)
	ps.deps = wordDeps(t, append(problemWords, "INRAUTATIT"))
	ps.must(problem.Start{Kind: problem.PartidaSuperscrabble, Moves: partidaBoard, Rounds: 2, Letters: "DEPNRU?", At: ps.start})
	g := ps.s.CurrentGame()
	if st := kindtest.Problem(t, g).Statement; st.Rounds != 2 || st.Minutes != problem.PartidaMinutes || !reflect.DeepEqual(st.Board, superscrabbleRows()) {
		t.Fatalf("statement %+v", st)
	}
	if r := kindtest.Problem(t, g).Rounds; len(r) != 1 || r[0].Statement.Rack != "DENPRU?" {
		t.Fatalf("rounds %+v", r)
	}
	round1 := map[int]string{
		1: `{"solutions": [{"position": "G2", "word": "DEPUNERe"}, {"position": "G2", "word": "DEPUNERi"}]}`,
		2: `{"solutions": [{"position": "G2", "word": "DEPUNERe"}, {"position": "G2", "word": "DEPUNeRE"}]}`,
		3: `{"solutions": [{"position": "G2", "word": "DEPUNERi"}, {"position": "8A", "word": "DEPUNERi"}]}`,
	}
	for table, sheet := range round1 {
		if err := ps.handIn(table, time.Duration(table)*time.Minute, sheet); err != nil {
			t.Fatal(err)
		}
	}
	for _, tt := range []struct {
		c    problem.PlaceScrabble
		code arbiter.Code
		want string
	}{
		{problem.PlaceScrabble{Play: "G2 DEPUNERA", Letters: "AIINTTT"}, arbiter.ENotInLexicon, "not a scrabble of the group"},
		{problem.PlaceScrabble{Play: "H4 UN", Letters: "AIINTTT"}, arbiter.EInvalidMove, "not a scrabble of the group"},
		{problem.PlaceScrabble{Play: "8G RAU", Letters: "AIINTTT"}, arbiter.EInvalidMove, "8G RAU places 1 of the group's 7 tiles: not a scrabble"},
		{problem.PlaceScrabble{Play: "G2", Letters: "AIINTTT"}, arbiter.EInvalidInput, `"G2"`},
		{problem.PlaceScrabble{Play: "G2 DEPUNERi", Top: true}, arbiter.EInvalidInput, "not both"},
		{problem.PlaceScrabble{Play: "G2 DEPUNERi", Letters: "AAAAAAA"}, arbiter.EInvalidInput, "round 2: AAAAAAA makes no scrabble on this board"},
		{problem.PlaceScrabble{Play: "G2 DEPUNERi", Letters: "AIINTTT", Minutes: 20}, arbiter.EInvalidInput, "5 to 15"},
	} {
		if err := ps.do(tt.c); arbiter.ErrorCode(err) != tt.code || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%+v: %v, want %s %q", tt.c, err, tt.code, tt.want)
		}
	}
	ps.start = ps.start.Add(10 * time.Minute)
	ps.must(problem.PlaceScrabble{Play: "G2 DEPUNERi", Letters: "AIINTTT", At: ps.start})
	r := current(ps).Rounds
	if len(r) != 2 || r[0].Placed != "G2 DEPUNERi" || r[1].Statement.Rack != "AIINTTT" || r[1].Statement.Board[6] != ".DEPUNERi......" {
		t.Fatalf("rounds after the placement %+v", r)
	}
	if err := ps.do(problem.HandInSolution{Table: 3, Round: 1, At: ps.start, Sheet: []byte(round1[1])}); arbiter.ErrorCode(err) != arbiter.ERoundClosed || !strings.Contains(err.Error(), "round 1 is closed") {
		t.Errorf("a solution of round 1 in round 2: %v", err)
	}
	inrautatit := `{"position": "8E", "word": "INRAUTATIT"}`
	for table, sheet := range map[int]string{
		1: `{"solutions": [` + inrautatit + `]}`,
		2: `{"solutions": [` + inrautatit + `]}`,
		3: `{"solutions": [` + inrautatit + `, {"position": "E8", "word": "INRAUTATIT"}, {"position": "8D", "word": "INRAUTATIT"}, {"position": "8E", "word": "INRAUTATIX"}]}`,
	} {
		if err := ps.handIn(table, time.Duration(table)*time.Minute, sheet); err != nil {
			t.Fatal(err)
		}
	}
	if err := ps.do(problem.PlaceScrabble{Play: "8E INRAUTATIT", Letters: "DEPNRU?"}); arbiter.ErrorCode(err) != arbiter.EConflict || !strings.Contains(err.Error(), "the last of the 2") {
		t.Errorf("a placement in the last round: %v", err)
	}
	ps.must(problem.Close{})
	_, rows, err := problem.Ranking(&ps.s, 1)
	if err != nil {
		t.Fatal(err)
	}
	type row struct {
		table, rank, solutions, technical int
		rounds                            []int
	}
	var got []row
	for _, r := range rows {
		got = append(got, row{r.Table, r.Rank, r.Verdict.Solutions, r.Verdict.Technical, r.Verdict.RoundsFound})
	}
	want := []row{{1, 1, 3, 0, []int{2, 1}}, {2, 2, 2, 0, []int{1, 1}}, {3, 3, 1, 4, []int{1, 1}}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("ranking %v, want %v", got, want)
	}
	checkProblemReplay(t, ps)
	actionstest.Check(t, kinds(), ps.evs, ps.deps, probes, arbiter.ActScrabble)
}

// TestPartida_StartRefused: what the start of a Partida de Superscrabble
// and a board built from moves refuse (RULES §9.8, §9.6, §3).
func TestPartida_StartRefused(t *testing.T) {
	ps := newProblemSession(t)
	partida := func(moves string, rounds int) problem.Start {
		return problem.Start{Kind: problem.PartidaSuperscrabble, Moves: moves, Rounds: rounds, Letters: "DEPNRU?"}
	}
	for _, tt := range []struct {
		c    problem.Start
		code arbiter.Code
		want string
	}{
		{partida("", 2), arbiter.EInvalidInput, "needs its board"},
		{partida(partidaBoard, 0), arbiter.EInvalidInput, "0 rounds"},
		{partida(partidaBoard, 14), arbiter.EInvalidInput, "14 rounds"},
		{partida("H8 UA", 2), arbiter.ENotInLexicon, `move 1 (H8 UA): "UA" at H8 is not in the lexicon`},
		{partida("H1 AU", 2), arbiter.EInvalidMove, "move 1 (H1 AU)"},
		{partida("8H AU, A1 LA", 2), arbiter.EInvalidMove, "move 2 (A1 LA)"},
		{partida("8H AU, 3G EST", 2), arbiter.EInvalidMove, "move 2 (3G EST)"},
		{partida("8H AU, 8H", 2), arbiter.EInvalidInput, "move 2 (8H)"},
		{problem.Start{Kind: problem.PartidaSuperscrabble, Moves: "8H AU", Board: superscrabbleRows(), Rounds: 2}, arbiter.EInvalidInput, "not both"},
		{problem.Start{Kind: problem.Superscrabble, Moves: partidaBoard, Rounds: 2, Letters: "DEPNRU?"}, arbiter.EInvalidInput, "rounds are a Partida"},
		{problem.Start{Kind: problem.Partial, Moves: partidaBoard}, arbiter.EInvalidInput, "a board is Superscrabble's"},
		{problem.Start{Kind: problem.PartidaSuperscrabble, Moves: partidaBoard, Rounds: 2, Letters: "DEPNRU?", Minutes: 20}, arbiter.EInvalidInput, "5 to 15"},
	} {
		if err := ps.do(tt.c); arbiter.ErrorCode(err) != tt.code || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%+v: %v, want %s %q", tt.c, err, tt.code, tt.want)
		}
	}
	if len(ps.s.Games) != 0 {
		t.Errorf("%d games started by refused commands", len(ps.s.Games))
	}
	// The same board built from moves is a Superscrabble problem's too.
	ps.must(problem.Start{Kind: problem.Superscrabble, Moves: partidaBoard, Letters: "DEPNRU?"})
	if st := current(ps).Statement; !reflect.DeepEqual(st.Board, superscrabbleRows()) {
		t.Errorf("board built %q", st.Board)
	}
	if err := ps.do(problem.PlaceScrabble{Play: "G2 DEPUNERi"}); arbiter.ErrorCode(err) != arbiter.EConflict || !strings.Contains(err.Error(), "only a Partida") {
		t.Errorf("a placement in a Superscrabble problem: %v", err)
	}
	if err := ps.do(problem.HandInSolution{Table: 1, Round: 1, Sheet: []byte(`{"solutions": []}`)}); arbiter.ErrorCode(err) != arbiter.EInvalidInput || !strings.Contains(err.Error(), "no rounds") {
		t.Errorf("a round named in a Superscrabble problem: %v", err)
	}
}

// probes are the commands a console sends for a problem's actions: its
// close and its end.
func probes(k arbiter.Kind, _ time.Time) map[arbiter.Action]arbiter.Command {
	if k != problem.Composition {
		return nil
	}
	return map[arbiter.Action]arbiter.Command{arbiter.ActClose: arbiter.CloseRound{}, arbiter.ActEndGame: arbiter.EndGame{Reason: "r"}}
}

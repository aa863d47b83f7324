package anticipation

import (
	"os"
	"testing"

	"arbiter/scoring"
)

// judge returns a Judge of the ro rule set over testdata/words.txt.
func judge(t testing.TB) Judge {
	t.Helper()
	f, err := os.Open("testdata/words.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	wl, err := scoring.ReadWordList(f)
	if err != nil {
		t.Fatal(err)
	}
	rs, _ := scoring.Builtin("ro")
	return Judge{RS: rs, Lex: wl}
}

// groups builds groups from their letters, group 1 first; the others empty.
func groups(t testing.TB, rs *scoring.RuleSet, letters ...string) Groups {
	t.Helper()
	var g Groups
	for i, s := range letters {
		r, err := rs.ParseRack(s)
		if err != nil {
			t.Fatal(err)
		}
		g[i] = r
	}
	return g
}

// mv is a written move with a declared score.
func mv(pos, word string, score int) Written {
	return Written{Position: pos, Word: word, Score: Figure{Value: score, Given: true}}
}

// total is a declared total.
func total(v int) Figure { return Figure{Value: v, Given: true} }

// adjudicate adjudicates s and fails on a sheet error.
func adjudicate(t *testing.T, s Sheet) Result {
	t.Helper()
	res, err := judge(t).Adjudicate(&s)
	if err != nil {
		t.Fatal(err)
	}
	return res
}

// moveWant is what one move should come to.
type moveWant struct {
	status        Status
	played, score int
	reason        string
	reasonRound   int
}

// checkMoves compares every move of res with want, round by round.
func checkMoves(t *testing.T, res Result, want [][]moveWant) {
	t.Helper()
	if len(res.Rounds) != len(want) {
		t.Fatalf("%d rounds, want %d", len(res.Rounds), len(want))
	}
	for i, rw := range want {
		got := res.Rounds[i].Moves
		if len(got) != len(rw) {
			t.Fatalf("round %d: %d moves, want %d", i+1, len(got), len(rw))
		}
		for j, w := range rw {
			g := got[j]
			reason, round := "", 0
			if g.Reason != nil {
				reason, round = g.Reason.Kind, g.Reason.Round
			}
			if g.Status != w.status || g.Played != w.played || g.Score != w.score || reason != w.reason || round != w.reasonRound {
				t.Errorf("round %d move %d (%s %s): %s played %d counts %d reason %q (round %d), want %s %d %d %q (round %d)",
					i+1, j+1, g.Written.Position, g.Written.Word, g.Status, g.Played, g.Score, reason, round,
					w.status, w.played, w.score, w.reason, w.reasonRound)
			}
		}
	}
}

// warnings returns the codes of round r's technical warnings.
func warnings(res Result, r int) []string {
	var out []string
	for _, f := range res.Rounds[r-1].Warnings {
		out = append(out, f.Kind)
	}
	return out
}

// The sheet worked by hand in RULES §8.5's terms: AL at H8 (A on the
// double-word centre: (1+1)×2 = 4); BAR down column 8 through the A
// (B 9 + A 1 + R 1 = 11); ARAB across row G ending on BAR's B (A, R, A on
// G5–G7, G7 a double letter: 1+1+2+9 = 13); LEU down column 9 from AL's L,
// its E on I9 (double letter) beside BAR's R, forming RE (LEU 1+2+1 = 4,
// RE 1+2 = 3: 7). Round 4 writes "Anulez turul 1": BAR is cancelled,
// ARAB rests vitally on its B and falls with it, LEU touched R only
// through its cross word RE: it stands and counts LEU alone, 4.
func TestCascade_SparesCrossWordMoveAndRescoresIt(t *testing.T) {
	rs := judge(t).RS
	res := adjudicate(t, Sheet{Form: Classic, Groups: groups(t, rs, "AL", "BRDEIOS", "AARNOST", "EUIMNOP", "AEGINRT"),
		Rounds: []Slip{
			{Group: 2, Moves: []Written{mv("H8", "AL", 4), mv("8G", "BAR", 11)}, Total: total(15)},
			{Group: 3, Moves: []Written{mv("G5", "ARAB", 13)}},
			{Group: 4, Moves: []Written{mv("9H", "LEU", 7)}},
			{Group: 5, Cancel: []int{1}, Pass: true},
		}})
	checkMoves(t, res, [][]moveWant{
		{{StatusValid, 4, 4, "", 0}, {StatusCancelled, 11, 0, KindCancelledByPlayer, 4}},
		{{StatusCancelled, 13, 0, KindRestsOn, 1}},
		{{StatusValid, 7, 4, "", 0}},
		{},
	})
	if res.Total != 8 || res.Technical != 0 || !res.Rounds[3].NoMove {
		t.Errorf("total %d, %d warnings, round 4 no move %v: want 8, 0, true", res.Total, res.Technical, res.Rounds[3].NoMove)
	}
}

// RULES §8.4: a letter outside the round's group makes the move not legal
// (0 points, no figure checked, the total not checked) and places nothing:
// ARAB, written to end on BAR's B, must then place the B itself, which its
// group does not hold.
func TestLetterOutsideGroup(t *testing.T) {
	rs := judge(t).RS
	res := adjudicate(t, Sheet{Form: Classic, Groups: groups(t, rs, "AL", "BDEIOST", "AARNOST"),
		Rounds: []Slip{
			{Group: 2, Moves: []Written{mv("H8", "AL", 4), mv("8G", "BAR", 11)}, Total: total(15)},
			{Group: 3, Moves: []Written{mv("G5", "ARAB", 13)}},
		}})
	checkMoves(t, res, [][]moveWant{
		{{StatusValid, 4, 4, "", 0}, {StatusInvalid, 0, 0, string(scoring.ErrRackLacksLetter), 0}},
		{{StatusInvalid, 0, 0, string(scoring.ErrRackLacksLetter), 0}},
	})
	if got := warnings(res, 1); len(got) != 0 {
		t.Errorf("round 1 warnings %v: the total is not checked when a move is not legal", got)
	}
}

// RULES §8.5: a move the referee finds not legal stays on the player's
// board; a later move built on its tiles rests on it. RAB is not a word:
// ARE down column 6 through its R (F6 A, H6 E) is legal only with RAB's R.
func TestInvalidMoveStaysOnBoard(t *testing.T) {
	rs := judge(t).RS
	res := adjudicate(t, Sheet{Form: Classic, Groups: groups(t, rs, "AL", "BRDEIOS", "AARNOST", "AEINOPT"),
		Rounds: []Slip{
			{Group: 2, Moves: []Written{mv("H8", "AL", 4), mv("8G", "BAR", 11)}, Total: total(15)},
			{Group: 3, Moves: []Written{mv("G6", "RAB", 11)}},
			{Group: 4, Moves: []Written{mv("6F", "ARE", 5)}},
		}})
	checkMoves(t, res, [][]moveWant{
		{{StatusValid, 4, 4, "", 0}, {StatusValid, 11, 11, "", 0}},
		{{StatusInvalid, 0, 0, string(scoring.ErrNotInLexicon), 0}},
		{{StatusInvalid, 0, 0, KindRestsOn, 2}},
	})
}

// RULES §8.4: each wrong or missing figure earns its own technical
// warning; from the 4th on, 5 points each, capped at the round's score;
// the control grid not handed in is a disciplinary warning (4 more:
// 4 × 5 = 20), not capped.
func TestFiguresAndPenalties(t *testing.T) {
	rs := judge(t).RS
	res := adjudicate(t, Sheet{Form: Classic, Groups: groups(t, rs, "AL", "BRDEIOS", "AARNOST", "EUIMNOP"),
		Rounds: []Slip{
			{Group: 2, Moves: []Written{mv("H8", "AL", 5), {Position: "8G", Word: "BAR"}}},
			{Group: 3, Moves: []Written{mv("G5", "ARAB", 12)}},
			{Group: 4, Moves: []Written{mv("9H", "LEU", 7)}},
		}, Grid: GridMissing})
	want := [][]string{{WarnWrongScore, WarnMissingScore, WarnMissingTotal}, {WarnWrongScore}, nil}
	for r, w := range want {
		if got := warnings(res, r+1); len(got) != len(w) || (len(w) > 0 && got[0] != w[0]) {
			t.Errorf("round %d warnings %v, want %v", r+1, got, w)
		}
	}
	// Rounds score 15, 13, 7 = 35; the 4th warning (round 2) costs 5;
	// the disciplinary warning is warnings 5–8: 20 more.
	if res.Score != 35 || res.Technical != 4 || res.Disciplinary != 1 || res.Rounds[1].Penalty != 5 || res.Penalty != 25 || res.Total != 10 {
		t.Errorf("score %d, A %d, D %d, round 2 penalty %d, penalty %d, total %d: want 35, 4, 1, 5, 25, 10",
			res.Score, res.Technical, res.Disciplinary, res.Rounds[1].Penalty, res.Penalty, res.Total)
	}
}

// RULES §6: a round's technical penalty never exceeds its score.
func TestPenaltyCappedAtRoundScore(t *testing.T) {
	rs := judge(t).RS
	res := adjudicate(t, Sheet{Form: Classic, Groups: groups(t, rs, "AL", "BRDEIOS", "AARNOST", "EUIMNOP"),
		Rounds: []Slip{
			{Group: 2, Moves: []Written{mv("H8", "AL", 5), mv("8G", "BAR", 1)}, Total: total(1)},
			{Group: 3, Moves: []Written{mv("G5", "ARAB", 12)}},
			{Group: 4, Moves: []Written{mv("9H", "LEU", 1)}, Cancel: []int{1}},
		}})
	// Warnings 1–3 in round 1, the 4th in round 2: 5 points, capped at 0
	// since ARAB falls with BAR; the 5th in round 3, where LEU, rescored
	// after BAR's cancellation, counts 4: capped at 4.
	if res.Rounds[1].Penalty != 0 || res.Rounds[2].Score != 4 || res.Rounds[2].Penalty != 4 || res.Penalty != 4 {
		t.Errorf("round 2 penalty %d, round 3 score %d penalty %d, penalty %d: want 0, 4, 4, 4",
			res.Rounds[1].Penalty, res.Rounds[2].Score, res.Rounds[2].Penalty, res.Penalty)
	}
}

// GENERAL across row I from I2, its L under AL's A: G 9, E 2 (I3 double
// letter), N 1, E 1, R 1, A 2 (I7 double letter), L 1 = 17, with the cross
// word AL 2 and the bonus 50: 69.
const generalScore = 69

// RULES §8.9, Fond: a move of fewer than 7 tiles is not legal; PAS scores 0
// without a warning.
func TestFond(t *testing.T) {
	rs := judge(t).RS
	res := adjudicate(t, Sheet{Form: Fond, Groups: groups(t, rs, "AL", "AEEGLNR", "AARNOST", "EUIMNOP"),
		Rounds: []Slip{
			{Group: 2, Moves: []Written{mv("H8", "AL", 4), mv("I2", "GENERAL", generalScore)}, Total: total(73)},
			{Group: 3, Moves: []Written{mv("H8", "ALA", 3)}},
			{Group: 4, Pass: true},
		}})
	checkMoves(t, res, [][]moveWant{
		{{StatusValid, 4, 4, "", 0}, {StatusValid, generalScore, generalScore, "", 0}},
		{{StatusInvalid, 0, 0, KindNotScrabble, 0}},
		{},
	})
	if res.Total != 73 || res.Technical != 0 || !res.Rounds[2].NoMove || res.Abandoned != 0 {
		t.Errorf("total %d, %d warnings, round 3 no move %v, abandoned %d: want 73, 0, true, 0", res.Total, res.Technical, res.Rounds[2].NoMove, res.Abandoned)
	}
}

// RULES §8.9, Rezistenta: the player abandons in the first round without a
// legal scrabble and plays no further; ranking points are the rounds
// completed, less one from the 4th warning (a disciplinary one counting 4).
func TestRezistentaAbandon(t *testing.T) {
	rs := judge(t).RS
	res := adjudicate(t, Sheet{Form: Rezistenta, Groups: groups(t, rs, "AL", "AEEGLNR", "AARNOST", "EUIMNOP"),
		Rounds: []Slip{
			{Group: 2, Moves: []Written{mv("H8", "AL", 4), mv("I2", "GENERAL", generalScore)}, Total: total(73)},
			{Group: 3, Pass: true},
			{Group: 4, Moves: []Written{mv("9H", "LEU", 7)}},
		}, Grid: GridBlank})
	checkMoves(t, res, [][]moveWant{
		{{StatusValid, 4, 4, "", 0}, {StatusValid, generalScore, generalScore, "", 0}},
		{},
		{{StatusInvalid, 0, 0, KindAbandoned, 2}},
	})
	if res.Abandoned != 2 || res.RankingPenalty != 1 || res.RankingPoints != 0 || res.Penalty != 0 || res.Total != 73 {
		t.Errorf("abandoned %d, ranking −%d = %d, penalty %d, total %d: want 2, −1 = 0, 0, 73",
			res.Abandoned, res.RankingPenalty, res.RankingPoints, res.Penalty, res.Total)
	}
}

// RULES §8.8, Avocalica: the opening is group 1's consonant with a vowel of
// the pool; a vowel placed leaves the pool for good, even when its move is
// cancelled; a move may not take more vowels than its group lacks.
func TestAvocalicaPool(t *testing.T) {
	rs := judge(t).RS
	// The pool: A of groups 1 and 2, E E of group 2, U of group 3, E of
	// group 4: A A E E E U.
	g := groups(t, rs, "AL", "AEEGLNR", "BCDFRTU", "EGLNRST")
	res := adjudicate(t, Sheet{Form: Avocalica, Groups: g,
		Rounds: []Slip{
			// Group 2 announces GLNR: up to 3 vowels; GENERAL takes E E A.
			{Group: 2, Moves: []Written{mv("H8", "AL", 4), mv("I2", "GENERAL", generalScore)}, Total: total(73)},
			// Group 3 announces BCDFRT: 1 vowel at most; LEU takes E and U.
			{Group: 3, Moves: []Written{mv("9H", "LEU", 7)}},
			// GENERAL is withdrawn; its letters are eliminated, so the pool
			// has no A left to make it again.
			{Group: 4, Moves: []Written{mv("I2", "GENERAL", generalScore)}, Cancel: []int{1}},
		}})
	checkMoves(t, res, [][]moveWant{
		{{StatusValid, 4, 4, "", 0}, {StatusCancelled, generalScore, 0, KindCancelledByPlayer, 3}},
		{{StatusInvalid, 0, 0, KindTooManyVowels, 0}},
		{{StatusInvalid, 0, 0, string(scoring.ErrRackLacksLetter), 0}},
	})
	if res.Total != 4 {
		t.Errorf("total %d, want 4", res.Total)
	}
}

// RULES §8.4 and §5: a word needing the group's joker without marking it
// is read with the joker where it scores least, with a technical warning;
// the figure is checked against that reading. Group 2 holds B, A and a
// joker, no R: BAR's R is the joker, worth 0 (B 9 + A 1 = 10).
func TestUnmarkedJoker(t *testing.T) {
	rs := judge(t).RS
	res := adjudicate(t, Sheet{Form: Classic, Groups: groups(t, rs, "AL", "BDEIOS?"),
		Rounds: []Slip{{Group: 2, Moves: []Written{mv("H8", "AL", 4), mv("8G", "BAR", 10)}, Total: total(14)}}})
	checkMoves(t, res, [][]moveWant{{{StatusValid, 4, 4, "", 0}, {StatusValid, 10, 10, "", 0}}})
	if got := warnings(res, 1); len(got) != 1 || got[0] != WarnUnmarkedJoker || res.Rounds[0].Moves[1].Read != "8G BAr" {
		t.Errorf("warnings %v, read %q: want one unmarked_joker, 8G BAr", got, res.Rounds[0].Moves[1].Read)
	}
}

// RULES §8.5: a move that touches nothing is not legal but stays on the
// player's board. RE across from A1, far from AL, is laid there; RE down
// column 1 from its R later places only an E under it and rests on it.
func TestDisconnectedMoveStaysLaid(t *testing.T) {
	rs := judge(t).RS
	res := adjudicate(t, Sheet{Form: Classic, Groups: groups(t, rs, "AL", "BRDEIOS", "EEIMNOP"),
		Rounds: []Slip{
			{Group: 2, Moves: []Written{mv("H8", "AL", 4), mv("A1", "RE", 6)}, Total: total(10)},
			{Group: 3, Moves: []Written{mv("1A", "RE", 2)}},
		}})
	checkMoves(t, res, [][]moveWant{
		{{StatusValid, 4, 4, "", 0}, {StatusInvalid, 0, 0, string(scoring.ErrNotConnected), 0}},
		{{StatusInvalid, 0, 0, KindRestsOn, 1}},
	})
}

// RULES §8.9, Fond: round 1's second move may be PAS; the opening stands
// and the round's total is the opening's.
func TestFondPassInRoundOne(t *testing.T) {
	rs := judge(t).RS
	res := adjudicate(t, Sheet{Form: Fond, Groups: groups(t, rs, "AL", "AEEGLNR"),
		Rounds: []Slip{{Group: 2, Moves: []Written{mv("H8", "AL", 4)}, Total: total(4), Pass: true}}})
	checkMoves(t, res, [][]moveWant{{{StatusValid, 4, 4, "", 0}}})
	if !res.Rounds[0].NoMove || res.Technical != 0 || res.Total != 4 {
		t.Errorf("no move %v, %d warnings, total %d: want true, 0, 4", res.Rounds[0].NoMove, res.Technical, res.Total)
	}
}

// RULES §8.5 and §9.1: a first move after a refused first move is a first
// move. The opening A1 AL misses the centre: refused, and laid there. The
// second move H8 ARE touches nothing the player laid, but on the board of
// the moves that stand (empty) it is a first move: it stands, A on the
// double-word centre, (1+1+1)×2 = 6. Scrabble integral's checker reads
// the same sequence so (TestFirstMoveAfterRefusedOpening_AsIntegral in
// package problem).
func TestFirstMoveAfterRefusedOpening(t *testing.T) {
	rs := judge(t).RS
	res := adjudicate(t, Sheet{Form: Classic, Groups: groups(t, rs, "AL", "ABDEIOR"),
		Rounds: []Slip{{Group: 2, Moves: []Written{mv("A1", "AL", 2), mv("H8", "ARE", 6)}, Total: total(8)}}})
	checkMoves(t, res, [][]moveWant{
		{{StatusInvalid, 0, 0, string(scoring.ErrCenterNotCovered), 0}, {StatusValid, 6, 6, "", 0}},
	})
	if res.Total != 6 || res.Technical != 0 {
		t.Errorf("total %d, %d warnings: want 6, 0", res.Total, res.Technical)
	}
}

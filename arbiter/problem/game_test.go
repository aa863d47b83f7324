package problem_test

import (
	"reflect"
	"strings"
	"testing"
	"time"

	"arbiter/arbiter"
	"arbiter/arbiter/duplicate"
	"arbiter/arbiter/problem"
	"arbiter/arbiter/snapshot"
	"arbiter/internal/kindtest"
	"arbiter/scoring"
	"arbiter/scoring/lexicon"
	"arbiter/scoring/solver"
)

// problemWords are the words of the problems' tests: RULES §3's COLUMNA
// and VAH, short words around them, and the seed's Superscrabble example
// (RULES §9.6).
var problemWords = []string{"COLUMNA", "VAH", "VAL", "CA", "OH", "AL", "LA", "UN", "AU", "TABLOU", "EST", "RAU", "DEPUNERE", "DEPUNERI"}

// problemSession is a tournament of three players whose games are
// problems, folded as a store would.
type problemSession struct {
	t     *testing.T
	s     arbiter.State
	deps  arbiter.Deps
	evs   []arbiter.Event
	start time.Time
}

// kinds registers the composition problems, as the program does.
func kinds() *arbiter.Registry {
	r, err := arbiter.NewRegistry(duplicate.Discipline(), problem.Discipline())
	if err != nil {
		panic(err)
	}
	return r
}

// current returns the problem of ps's current game.
func current(ps *problemSession) *problem.Game { return kindtest.Problem(ps.t, ps.s.CurrentGame()) }

func newProblemSession(t *testing.T) *problemSession {
	t.Helper()
	ps := &problemSession{t: t, s: arbiter.State{Kinds: kinds()}, deps: wordDeps(t, problemWords),
		start: time.Date(2026, 11, 29, 10, 0, 0, 0, time.UTC)}
	ps.must(arbiter.CreateTournament{Name: "Cupa", RuleSet: "ro"})
	for i, name := range []string{"Ana", "Ion", "Maria"} {
		ps.must(arbiter.RegisterPlayer{Table: i + 1, Name: name})
	}
	return ps
}

// do decides and applies c.
func (ps *problemSession) do(c arbiter.Command) error {
	evs, err := arbiter.Decide(ps.s, c, ps.deps)
	if err != nil {
		return err
	}
	for _, e := range evs {
		if ps.s, err = arbiter.Apply(ps.s, e); err != nil {
			ps.t.Fatalf("Apply(%#v): %v", e, err)
		}
	}
	ps.evs = append(ps.evs, evs...)
	return nil
}

func (ps *problemSession) must(c arbiter.Command) {
	ps.t.Helper()
	if err := ps.do(c); err != nil {
		ps.t.Fatalf("%T: %v", c, err)
	}
}

// handIn hands in table's sheet after the minutes and seconds given.
func (ps *problemSession) handIn(table int, after time.Duration, sheet string) error {
	return ps.do(problem.HandInSolution{Table: table, At: ps.start.Add(after), Sheet: []byte(sheet)})
}

// g2Session is a session whose problem, open since ps.start, is the
// seed's "g2" example (RULES §9.6): superscrabbleRows, DEPNRU?.
func g2Session(t *testing.T) *problemSession {
	t.Helper()
	ps := newProblemSession(t)
	ps.must(problem.Start{Kind: problem.Superscrabble, Board: superscrabbleRows(), Letters: "DEPNRU?", At: ps.start})
	return ps
}

// superscrabbleRows is the board of the seed's "g2" example (RULES §9.6):
// 8H AU, I3 TABLOU, 3G EST, where DEPNRU? makes G2 DEPUNERE and DEPUNERI.
func superscrabbleRows() []string {
	rows := make([]string, scoring.Size)
	for i := range rows {
		rows[i] = strings.Repeat(".", scoring.Size)
	}
	rows[6] = "..E............"
	rows[7] = "..S....A......."
	rows[8] = "..TABLOU......."
	return rows
}

// TestProblem_Superscrabble plays a Superscrabble problem through Decide
// and Apply (RULES §9.6, §9.1): the typed group must make a scrabble on
// the board; each solution is checked when handed in, the verdict carried
// by the event; equal counts rank by hand-in time; a late solution, a
// second one, one for an empty table or for a closed problem is refused.
func TestProblem_Superscrabble(t *testing.T) {
	ps := newProblemSession(t)
	start := problem.Start{Kind: problem.Superscrabble, Board: superscrabbleRows(), At: ps.start}
	start.Letters = "AAAAAAA"
	if err := ps.do(start); arbiter.ErrorCode(err) != arbiter.EInvalidInput || !strings.Contains(err.Error(), "no scrabble") {
		t.Fatalf("a group making no scrabble: %v", err)
	}
	start.Letters = "DEPNRU?"
	ps.must(start)
	both := `{"solutions": [{"position": "G2", "word": "DEPUNERe"}, {"position": "G2", "word": "DEPUNERi"}]}`
	if err := ps.handIn(2, 40*time.Minute, both); err != nil {
		t.Fatal(err)
	}
	if err := ps.handIn(1, 50*time.Minute, both); err != nil {
		t.Fatal(err)
	}
	// Each refusal has the code the same refusal of a slip has
	// (docs/how-the-referee-decides.md): no player is not_found, a table
	// that handed in already a conflict, the time over round_closed.
	for _, tt := range []struct {
		table int
		after time.Duration
		sheet string
		code  arbiter.Code
		want  string
	}{
		{1, 55 * time.Minute, both, arbiter.EConflict, "already"},
		{4, 55 * time.Minute, both, arbiter.ENotFound, "no player at table 4"},
		{3, 61 * time.Minute, both, arbiter.ERoundClosed, "after the problem's 60 minutes"},
		{3, -time.Minute, both, arbiter.EInvalidInput, "before the problem started"},
		{3, time.Minute, `{"solutions": [`, arbiter.EInvalidInput, "not a solution in JSON"},
		{3, time.Minute, `{"rack": "ABCDEFG", "solutions": []}`, arbiter.EInvalidInput, "rack: not the problem's"},
	} {
		if err := ps.handIn(tt.table, tt.after, tt.sheet); arbiter.ErrorCode(err) != tt.code || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("table %d at %s: %v, want %s %q", tt.table, tt.after, err, tt.code, tt.want)
		}
	}
	// One valid scrabble and a refused claim: a technical warning.
	if err := ps.handIn(3, 30*time.Minute, `{"rack": "DEPNRU?", "solutions": [{"position": "G2", "word": "DEPUNERi"}, {"position": "8A", "word": "DEPUNERi"}]}`); err != nil {
		t.Fatal(err)
	}
	ps.must(problem.Close{})
	if err := ps.handIn(3, time.Minute, both); arbiter.ErrorCode(err) != arbiter.EGameOver || !strings.Contains(err.Error(), "closed") {
		t.Errorf("after the close: %v", err)
	}
	st, rows, err := problem.Ranking(&ps.s, 1)
	if err != nil {
		t.Fatal(err)
	}
	if st.Rack != "DENPRU?" || st.Minutes != 60 {
		t.Errorf("statement %+v", st)
	}
	type row struct {
		table, rank, solutions, technical int
	}
	var got []row
	for _, r := range rows {
		got = append(got, row{r.Table, r.Rank, r.Verdict.Solutions, r.Verdict.Technical})
	}
	// Ion and Ana both find the two solutions: Ion handed in first.
	want := []row{{2, 1, 2, 0}, {1, 2, 2, 0}, {3, 3, 1, 1}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("ranking %v, want %v", got, want)
	}
	checkProblemReplay(t, ps)
}

// checkProblemReplay checks that the log folds again, and through a
// snapshot, to the same problems and ranking (`arbiter verify`).
func checkProblemReplay(t *testing.T, ps *problemSession) {
	t.Helper()
	again, err := arbiter.ReplayWith(kinds(), ps.evs)
	if err != nil {
		t.Fatal(err)
	}
	snap, err := snapshot.Encode(ps.s)
	if err != nil {
		t.Fatal(err)
	}
	back, err := snapshot.Decode(snap)
	if err != nil {
		t.Fatal(err)
	}
	back.Kinds = kinds()
	for _, s := range []arbiter.State{again, back} {
		for n := 1; n <= len(ps.s.Games); n++ {
			_, want, _ := problem.Ranking(&ps.s, n)
			_, got, err := problem.Ranking(&s, n)
			if err != nil || !reflect.DeepEqual(got, want) {
				t.Errorf("game %d folded again: %v\n got %+v\nwant %+v", n, err, got, want)
			}
		}
	}
	for _, e := range ps.evs {
		typ, payload, err := arbiter.Encode(e)
		if err != nil {
			t.Fatal(err)
		}
		d, err := kinds().Decode(typ, payload)
		if err != nil {
			t.Fatal(err)
		}
		if _, p2, _ := arbiter.Encode(d); string(p2) != string(payload) {
			t.Errorf("%s does not encode back: %s vs %s", typ, p2, payload)
		}
	}
}

// TestProblem_Integral plays Scrabble integral partial with typed letters
// (RULES §9.3, §9.1): the verdict's total after penalties ranks, a tie on
// total goes to the earlier hand-in, and a game command on a problem is
// refused.
func TestProblem_Integral(t *testing.T) {
	ps := newProblemSession(t)
	letters := "COLUMNAVAHALUNCAOLAAEI" // 22 letters: 60 minutes
	ps.must(problem.Start{Kind: problem.Partial, Letters: letters, At: ps.start})
	if m := current(ps).Statement.Minutes; m != 60 {
		t.Errorf("22 letters: %d minutes, want 60 (RULES §9.3)", m)
	}
	// Refused as in an Anticipation game: input that is not this game's
	// (exit 2), in words, not Go's type names.
	if err := ps.do(duplicate.DrawRack{}); arbiter.ErrorCode(err) != arbiter.EInvalidInput || strings.Contains(err.Error(), "arbiter.") {
		t.Errorf("a rack in a problem: %v", err)
	}
	good := `{"rounds": [{"moves": [{"position": "H8", "word": "COLUMNA", "score": 78}, {"position": "I7", "word": "VAH", "score": 60}]}]}`
	wrong := `{"rounds": [{"moves": [{"position": "H8", "word": "COLUMNA", "score": 70}, {"position": "I7", "word": "VAH", "score": 60}]}]}`
	for _, h := range []struct {
		table int
		at    time.Duration
		sheet string
	}{{1, 59 * time.Minute, good}, {2, 20 * time.Minute, wrong}, {3, 10 * time.Minute, good}} {
		if err := ps.handIn(h.table, h.at, h.sheet); err != nil {
			t.Fatal(err)
		}
	}
	_, rows, err := problem.Ranking(&ps.s, 1)
	if err != nil {
		t.Fatal(err)
	}
	var got [][3]int
	for _, r := range rows {
		got = append(got, [3]int{r.Table, r.Rank, r.Verdict.Total})
	}
	// A wrong figure is a technical warning, which costs nothing before
	// the 4th (RULES §9.1): 138 for all three, ranked by hand-in time.
	want := [][3]int{{3, 1, 138}, {2, 2, 138}, {1, 3, 138}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("ranking %v, want %v", got, want)
	}
	ps.must(problem.Close{})
	ps.must(problem.Start{Kind: problem.Maxime, Letters: "COLUMNA VAHALUN", Minutes: 60, At: ps.start})
	if err := ps.handIn(1, time.Minute, `{"moves": [{"group": 1, "position": "H8", "word": "COLUMNA", "score": 78}]}`); err != nil {
		t.Fatal(err)
	}
	checkProblemReplay(t, ps)
}

// TestProblem_StartRefused: what a problem's start refuses (RULES §9.10).
func TestProblem_StartRefused(t *testing.T) {
	ps := newProblemSession(t)
	for _, tt := range []struct {
		c    problem.Start
		want string
	}{
		{problem.Start{Kind: "anagrams"}, "unknown discipline"},
		{problem.Start{Kind: problem.Integral, Letters: "ABC"}, "no letters to type"},
		{problem.Start{Kind: problem.Partial, Letters: "ABCDE"}, "21 to 35"},
		{problem.Start{Kind: problem.Partial, Letters: strings.Repeat("Z", 22)}, "the ro set holds 1"},
		{problem.Start{Kind: problem.Partial, Seed: 1, Minutes: 45}, "45 minutes"},
		{problem.Start{Kind: problem.Sir, Letters: "AEIOLABCDEFGHIJLMNOPRSTUVXZAEIOU"}, "a fourth vowel in a row at letter 4"},
		{problem.Start{Kind: problem.Maxime, Letters: "ABCDEFG HIJ"}, "group 2: 3 letters"},
		{problem.Start{Kind: problem.Superscrabble, Letters: "DEPNRU?"}, "needs its board"},
		{problem.Start{Kind: problem.Integral, Board: superscrabbleRows()}, "a board is Superscrabble's"},
		{problem.Start{Kind: problem.Incomplet, Minutes: 60}, "90 to 120"},
		{problem.Start{Kind: problem.Maxime, Imposed: true}, "N-Scrabble's"},
	} {
		if err := ps.do(tt.c); arbiter.ErrorCode(err) != arbiter.EInvalidInput || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%+v: %v, want invalid_input %q", tt.c, err, tt.want)
		}
	}
	if len(ps.s.Games) != 0 {
		t.Errorf("%d games started by refused commands", len(ps.s.Games))
	}
	if err := ps.handIn(1, time.Minute, `{}`); arbiter.ErrorCode(err) != arbiter.ENotFound {
		t.Errorf("a solution without a problem: %v", err)
	}
}

// TestProblem_Drawn draws each kind's letters from a seed (RULES §9.10):
// the same seed gives the same statement, which the rules accept.
func TestProblem_Drawn(t *testing.T) {
	for _, kind := range problem.Kinds() {
		t.Run(string(kind), func(t *testing.T) {
			var got [2]problem.Statement
			for i := range got {
				ps := newProblemSession(t)
				c := problem.Start{Kind: kind, Seed: 11, At: ps.start}
				if kind.OnBoard() {
					c.Board = superscrabbleRows()
				}
				if kind == problem.PartidaSuperscrabble {
					c.Rounds = 1
				}
				err := ps.do(c)
				if kind.OnBoard() {
					// The tiny list makes no scrabble of most groups: the
					// draw gives up, loudly, after its bounded tries.
					if err != nil && !strings.Contains(err.Error(), "no group of 7") {
						t.Fatal(err)
					}
					if err != nil {
						return
					}
				} else if err != nil {
					t.Fatal(err)
				}
				got[i] = current(ps).Statement
			}
			if !reflect.DeepEqual(got[0], got[1]) {
				t.Errorf("seed 11 drew %+v then %+v", got[0], got[1])
			}
			st := got[0]
			switch kind {
			case problem.Partial:
				if n := len(st.Letters); n < problem.PartialMin || n > problem.PartialMax {
					t.Errorf("%d letters", n)
				}
			case problem.Sir:
				if n := len(st.Letters); n < problem.SirMin || n > problem.SirMax {
					t.Errorf("%d letters", n)
				}
			case problem.Maxime, problem.NScrabble:
				if len(st.Groups) != 7 {
					t.Errorf("%d groups", len(st.Groups))
				}
			case problem.Incomplet:
				if len(st.Rack) != 7 {
					t.Errorf("group %q", st.Rack)
				}
			}
		})
	}
}

// TestProblem_Correct: a referee who recorded the wrong sheet for a table
// replaces it (RULES §9.1): a new event, the sheet recorded first kept in
// the log; the solution keeps its hand-in time unless another is given;
// a table with nothing recorded, a late time and a closed problem are
// refused; the log folds again to the corrected ranking.
func TestProblem_Correct(t *testing.T) {
	ps := newProblemSession(t)
	ps.must(problem.Start{Kind: problem.Superscrabble, Board: superscrabbleRows(), Letters: "DEPNRU?", At: ps.start})
	one := `{"solutions": [{"position": "G2", "word": "DEPUNERe"}]}`
	both := `{"solutions": [{"position": "G2", "word": "DEPUNERe"}, {"position": "G2", "word": "DEPUNERi"}]}`
	// Ana's sheet (both solutions, at 40:00) was recorded as Ion's and
	// Ion's (one, at 20:00) as Ana's.
	if err := ps.handIn(1, 20*time.Minute, one); err != nil {
		t.Fatal(err)
	}
	if err := ps.handIn(2, 40*time.Minute, both); err != nil {
		t.Fatal(err)
	}
	ranking := func() [][3]int {
		t.Helper()
		_, rows, err := problem.Ranking(&ps.s, 1)
		if err != nil {
			t.Fatal(err)
		}
		var out [][3]int
		for _, r := range rows[:2] {
			out = append(out, [3]int{r.Table, r.Rank, r.Verdict.Solutions})
		}
		return out
	}
	if got, want := ranking(), [][3]int{{2, 1, 2}, {1, 2, 1}}; !reflect.DeepEqual(got, want) {
		t.Fatalf("before: %v, want %v", got, want)
	}
	at := func(d time.Duration) *time.Duration { return &d }
	ps.must(problem.CorrectSolution{Table: 1, Sheet: []byte(both), HandedIn: at(40 * time.Minute), Reason: "sheets swapped"})
	ps.must(problem.CorrectSolution{Table: 2, Sheet: []byte(one), HandedIn: at(20 * time.Minute), Reason: "sheets swapped"})
	if got, want := ranking(), [][3]int{{1, 1, 2}, {2, 2, 1}}; !reflect.DeepEqual(got, want) {
		t.Errorf("corrected: %v, want %v", got, want)
	}
	// Without a time the solution keeps the one recorded.
	ps.must(problem.CorrectSolution{Table: 2, Sheet: []byte(both)})
	if sol := current(ps).Solutions[2]; sol.HandedIn != 20*time.Minute || sol.Verdict.Solutions != 2 {
		t.Errorf("corrected without a time: %s, %d solutions; want 20m0s, 2", sol.HandedIn, sol.Verdict.Solutions)
	}
	var handed, corrected int
	for _, e := range ps.evs {
		switch e.(type) {
		case problem.SolutionHandedIn:
			handed++
		case problem.SolutionCorrected:
			corrected++
		}
	}
	if handed != 2 || corrected != 3 {
		t.Errorf("the log holds %d solutions and %d corrections, want 2 and 3", handed, corrected)
	}
	for _, tt := range []struct {
		c    problem.CorrectSolution
		code arbiter.Code
		want string
	}{
		{problem.CorrectSolution{Table: 3, Sheet: []byte(one)}, arbiter.ENotFound, "no solution recorded"},
		{problem.CorrectSolution{Table: 1, Sheet: []byte(one), HandedIn: at(61 * time.Minute)}, arbiter.ERoundClosed, "after the problem's 60 minutes"},
		{problem.CorrectSolution{Table: 1, Sheet: []byte(`{"solutions": 3}`)}, arbiter.EInvalidInput, "solutions"},
	} {
		if err := ps.do(tt.c); arbiter.ErrorCode(err) != tt.code || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%+v: %v, want %s %q", tt.c, err, tt.code, tt.want)
		}
	}
	checkProblemReplay(t, ps)
	ps.must(problem.Close{})
	if err := ps.do(problem.CorrectSolution{Table: 1, Sheet: []byte(one)}); arbiter.ErrorCode(err) != arbiter.EGameOver {
		t.Errorf("a correction after the close: %v, want game_over", err)
	}
}

// TestProblem_Consonants plays the consonant variant of Serie de maxime
// (RULES §9.5, §8.8): the groups typed whole are held to the rules of the
// draw (7 letters each, within the set), the players get their consonants
// only, and each completes them with vowels of the stock. Ana plays
// COLUMNA (78) then VAH (60); Ion VAH first (H7 VAH, a first move: 38)
// then 10H AU with group 3, whose 6 consonants leave room for 1 vowel:
// refused. Ana ranks first, the lexicographic key [78 60] above [38 0]. A
// drawn variant announces the groups it drew without their vowels.
func TestProblem_Consonants(t *testing.T) {
	ps := newProblemSession(t)
	start := problem.Start{Kind: problem.Maxime, Letters: "ACLMNOU AHLMUVX CLMN", Consonants: true, At: ps.start}
	if err := ps.do(start); arbiter.ErrorCode(err) != arbiter.EInvalidInput || !strings.Contains(err.Error(), "group 3") {
		t.Fatalf("a typed group of 4: %v", err)
	}
	if err := ps.do(problem.Start{Kind: problem.Partial, Consonants: true}); arbiter.ErrorCode(err) != arbiter.EInvalidInput ||
		!strings.Contains(err.Error(), "variant of Serie de maxime and N-Scrabble") {
		t.Fatalf("the variant of a partial problem: %v", err)
	}
	start.Letters = "ACLMNOU AHLMUVX BCDFGRA"
	ps.must(start)
	st := current(ps).Statement
	if got := st.Announced(ps.s.RuleSet); !reflect.DeepEqual(got, []string{"CLMN", "HLMVX", "BCDFGR"}) ||
		!reflect.DeepEqual(st.Groups, []string{"ACLMNOU", "AHLMUVX", "ABCDFGR"}) {
		t.Errorf("announced %v of %v, want [CLMN HLMVX BCDFGR] of the groups typed", got, st.Groups)
	}
	if err := ps.handIn(1, 30*time.Minute, `{"moves": [{"group": 1, "position": "H8", "word": "COLUMNA", "score": 78},
		{"group": 2, "position": "I7", "word": "VAH", "score": 60}]}`); err != nil {
		t.Fatal(err)
	}
	if err := ps.handIn(2, 20*time.Minute, `{"announced": "consonants", "moves": [{"group": 2, "position": "H7", "word": "VAH", "score": 38},
		{"group": 3, "position": "10H", "word": "AU", "score": 5}]}`); err != nil {
		t.Fatal(err)
	}
	if err := ps.handIn(3, 20*time.Minute, `{"announced": "all", "moves": []}`); err == nil || !strings.Contains(err.Error(), "announced: not the problem's") {
		t.Errorf("a sheet of the variant without it: %v", err)
	}
	_, rows, err := problem.Ranking(&ps.s, 1)
	if err != nil {
		t.Fatal(err)
	}
	type row struct {
		table, rank int
		scores      []int
		reason      string
	}
	var got []row
	for _, r := range rows[:2] {
		got = append(got, row{r.Table, r.Rank, r.Verdict.Scores, r.Verdict.Moves[1].Reason})
	}
	want := []row{{1, 1, []int{78, 60}, ""}, {2, 2, []int{38, 0}, problem.ReasonTooManyVowels}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("ranking %+v, want %+v", got, want)
	}
	checkProblemReplay(t, ps)
	ps.must(problem.Close{})
	ps.must(problem.Start{Kind: problem.NScrabble, Seed: 5, Groups: 4, Consonants: true, At: ps.start})
	drawn := current(ps).Statement
	for i, g := range drawn.Announced(ps.s.RuleSet) {
		if len(drawn.Groups[i]) != problem.GroupLen || strings.ContainsAny(g, "AEIOU") || !strings.Contains(drawn.Groups[i], g[:min(1, len(g))]) {
			t.Errorf("group %d drawn %s, announced %s", i+1, drawn.Groups[i], g)
		}
	}
}

// TestProblem_InTheStandings: a composition problem ranks in its own
// standings as its kind ranks it, and adds its points to the
// tournament's (RULES §6, a tournament of mixed games). Everyone was
// ranked 1st with 0, and a later game's standings left the problem out.
func TestProblem_InTheStandings(t *testing.T) {
	ps := newProblemSession(t)
	ps.must(problem.Start{Kind: problem.Partial, Letters: "COLUMNAVAHALUNCAOLAAEI", At: ps.start})
	both := `{"rounds": [{"moves": [{"position": "H8", "word": "COLUMNA", "score": 78}, {"position": "I7", "word": "VAH", "score": 60}]}]}`
	one := `{"rounds": [{"moves": [{"position": "H8", "word": "COLUMNA", "score": 78}]}]}`
	for table, sheet := range map[int]string{1: one, 2: both} {
		if err := ps.handIn(table, time.Duration(table)*time.Minute, sheet); err != nil {
			t.Fatal(err)
		}
	}
	ps.must(problem.Close{})
	rows := func(n int) [][3]int {
		t.Helper()
		st, err := ps.s.Standings(n, arbiter.ByTotal)
		if err != nil {
			t.Fatal(err)
		}
		var out [][3]int
		for _, r := range st.Rows {
			out = append(out, [3]int{r.Table, r.Rank, r.Total})
		}
		return out
	}
	want := [][3]int{{2, 1, 138}, {1, 2, 78}, {3, 3, 0}}
	if got := rows(1); !reflect.DeepEqual(got, want) {
		t.Errorf("the problem's standings %v, want %v", got, want)
	}
	// A problem has no top: no difference to it, no percentage of it
	// (they read "Dif." equal to the total).
	if st, _ := ps.s.Standings(0, arbiter.ByTotal); st.HasTop || st.Rows[0].Diff != 0 || st.Rows[0].Percent != 0 {
		t.Errorf("standings of a problem: has a top %v, first row diff %d, percent %v", st.HasTop, st.Rows[0].Diff, st.Rows[0].Percent)
	}
	if got := rows(0); !reflect.DeepEqual(got, want) {
		t.Errorf("the tournament's standings after the problem %v, want %v", got, want)
	}
	ps.must(duplicate.StartGame{Seed: 3})
	ps.must(duplicate.DrawRack{Letters: "ACLMNOU"})
	if got, want := rows(0), [][3]int{{2, 1, 138}, {1, 2, 78}, {3, 3, 0}}; !reflect.DeepEqual(got, want) {
		t.Errorf("the tournament's standings during the next game %v, want %v", got, want)
	}
	// Folded again, read back whole, and read with the problem kept as
	// its first line alone (the path of a late command), the same.
	snap, err := snapshot.Encode(ps.s)
	if err != nil {
		t.Fatal(err)
	}
	again, err := arbiter.ReplayWith(kinds(), ps.evs)
	if err != nil {
		t.Fatal(err)
	}
	back, err := snapshot.Decode(snap)
	if err != nil {
		t.Fatal(err)
	}
	current, _, err := snapshot.DecodeCurrent(snap)
	if err != nil {
		t.Fatal(err)
	}
	back.Kinds, current.Kinds = kinds(), kinds()
	live, _ := ps.s.Standings(0, arbiter.ByTotal)
	for name, st := range map[string]arbiter.State{"replayed": again, "decoded": back, "current game decoded": current} {
		if got, err := st.Standings(0, arbiter.ByTotal); err != nil || !reflect.DeepEqual(got, live) {
			t.Errorf("%s: the tournament's standings %+v, %v; want %+v", name, got, err, live)
		}
	}
}

// wordDeps returns the word list and move generator of words, on the ro
// rule set.
func wordDeps(t *testing.T, words []string) arbiter.Deps {
	t.Helper()
	g, err := lexicon.Build(words)
	if err != nil {
		t.Fatal(err)
	}
	rs, _ := scoring.Builtin("ro")
	gen := solver.New(rs, g)
	return arbiter.Deps{Lexicon: g, All: gen.All, Exists: gen.Exists}
}

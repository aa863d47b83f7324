package problem_test

import (
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"arbiter/arbiter"
	"arbiter/arbiter/problem"
)

// disciplinary is the referee's disciplinary warning of table for reason.
func disciplinary(table int, reason string) arbiter.GiveWarning {
	return arbiter.GiveWarning{Table: table, Kind: arbiter.Disciplinary, Reason: reason}
}

// rankedBy returns each row's table, rank and figure of rows.
func rankedBy(t *testing.T, ps *problemSession, figure func(problem.Verdict) int) [][3]int {
	t.Helper()
	_, rows, err := problem.Ranking(&ps.s, len(ps.s.Games))
	if err != nil {
		t.Fatal(err)
	}
	var got [][3]int
	for _, r := range rows {
		got = append(got, [3]int{r.Table, r.Rank, figure(r.Verdict)})
	}
	return got
}

// TestProblem_DisciplinaryWarning: the referee's disciplinary warning in
// Scrabble integral partial counts as 4 technical warnings in the penalty
// (RULES §9.1: from the 4th on, 5 points each), given before or after the
// solution; withdrawn, it costs nothing again. What a problem does not
// record is refused in words.
func TestProblem_DisciplinaryWarning(t *testing.T) {
	ps := newProblemSession(t)
	ps.must(problem.Start{Kind: problem.Partial, Letters: "COLUMNAVAHALUNCAOLAAEI", At: ps.start})
	if got := arbiter.WarningKindsOf(&ps.s); !slices.Equal(got, []arbiter.WarningKind{arbiter.Disciplinary}) {
		t.Errorf("the console offers %v in a problem, want the disciplinary warning only", got)
	}
	ps.must(disciplinary(3, "telefon")) // before the solution is handed in
	good := `{"rounds": [{"moves": [{"position": "H8", "word": "COLUMNA", "score": 78}, {"position": "I7", "word": "VAH", "score": 60}]}]}`
	wrong := `{"rounds": [{"moves": [{"position": "H8", "word": "COLUMNA", "score": 70}, {"position": "I7", "word": "VAH", "score": 60}]}]}`
	for table, sheet := range map[int]string{1: good, 2: wrong, 3: good} {
		if err := ps.handIn(table, time.Duration(table)*time.Minute, sheet); err != nil {
			t.Fatal(err)
		}
	}
	ps.must(disciplinary(2, "vorbit"))
	for _, tt := range []struct {
		c    arbiter.Command
		code arbiter.Code
		want string
	}{
		{arbiter.GiveWarning{Table: 1, Kind: arbiter.Technical, Reason: "x"}, arbiter.EInvalidInput, "technical warnings are its solution's"},
		{arbiter.GiveWarning{Table: 1, Kind: arbiter.Elimination, Reason: "x"}, arbiter.EInvalidInput, "elimination is not recorded"},
		{arbiter.GiveWarning{Table: 1, Round: 2, Kind: arbiter.Disciplinary, Reason: "x"}, arbiter.EInvalidInput, "for the whole problem, not round 2"},
		{disciplinary(9, "x"), arbiter.ENotFound, "no player at table 9"},
		{disciplinary(1, " "), arbiter.EInvalidInput, "reason"},
		{disciplinary(2, "vorbit"), arbiter.EConflict, "already has this disciplinary warning"},
		{arbiter.WithdrawWarning{Table: 1, Kind: arbiter.Disciplinary, Reason: "x"}, arbiter.ENotFound, "no disciplinary warning"},
	} {
		if err := ps.do(tt.c); arbiter.ErrorCode(err) != tt.code || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%+v: %v, want %s %q", tt.c, err, tt.code, tt.want)
		}
	}
	total := func(v problem.Verdict) int { return v.Total }
	// 138 each before the warnings: Maria's 4 units cost 5, Ion's 5 (his
	// wrong figure and the warning) cost 10.
	if got, want := rankedBy(t, ps, total), [][3]int{{1, 1, 138}, {3, 2, 133}, {2, 3, 128}}; !reflect.DeepEqual(got, want) {
		t.Errorf("ranking %v, want %v", got, want)
	}
	warnings := func(v problem.Verdict) int { return v.Warnings() }
	if got, want := rankedBy(t, ps, warnings), [][3]int{{1, 1, 0}, {3, 2, 1}, {2, 3, 2}}; !reflect.DeepEqual(got, want) {
		t.Errorf("warnings %v, want %v", got, want)
	}
	ps.must(arbiter.GiveWarning{Table: 2, Kind: arbiter.Disciplinary, Reason: "vorbit", Again: true})
	ps.must(arbiter.WithdrawWarning{Table: 2, Kind: arbiter.Disciplinary, Reason: "apel"})
	ps.must(arbiter.WithdrawWarning{Table: 3, Kind: arbiter.Disciplinary, Reason: "greseala"})
	if got, want := rankedBy(t, ps, total), [][3]int{{1, 1, 138}, {3, 2, 138}, {2, 3, 128}}; !reflect.DeepEqual(got, want) {
		t.Errorf("after the withdrawals %v, want %v", got, want)
	}
	checkProblemReplay(t, ps)
	ps.must(problem.Close{})
	if err := ps.do(disciplinary(1, "după")); arbiter.ErrorCode(err) != arbiter.EGameOver {
		t.Errorf("a warning after the close: %v, want %s", err, arbiter.EGameOver)
	}
}

// TestProblem_DisciplinaryWarningSanctions: the warning costs what each
// kind's warnings cost (RULES §9.5, §9.6): a solution in a Superscrabble,
// a ranking point in Serie de maxime.
func TestProblem_DisciplinaryWarningSanctions(t *testing.T) {
	ps := g2Session(t)
	both := `{"solutions": [{"position": "G2", "word": "DEPUNERe"}, {"position": "G2", "word": "DEPUNERi"}]}`
	for table := 1; table <= 2; table++ {
		if err := ps.handIn(table, time.Duration(table)*time.Minute, both); err != nil {
			t.Fatal(err)
		}
	}
	ps.must(disciplinary(1, "telefon"))
	solutions := func(v problem.Verdict) int { return v.Solutions }
	if got, want := rankedBy(t, ps, solutions), [][3]int{{2, 1, 2}, {1, 2, 1}, {3, 0, 0}}; !reflect.DeepEqual(got, want) {
		t.Errorf("superscrabble %v, want %v", got, want)
	}
	ps.must(problem.Close{})
	ps.must(problem.Start{Kind: problem.Maxime, Letters: "COLUMNA VAHALUN", Minutes: 60, At: ps.start})
	for table := 1; table <= 2; table++ {
		if err := ps.handIn(table, time.Duration(table)*time.Minute, `{"moves": [{"group": 1, "position": "H8", "word": "COLUMNA", "score": 78}]}`); err != nil {
			t.Fatal(err)
		}
	}
	ps.must(disciplinary(1, "telefon"))
	lost := func(v problem.Verdict) int { return v.RankingPenalty }
	if got, want := rankedBy(t, ps, lost), [][3]int{{2, 1, 0}, {1, 2, 1}, {3, 0, 0}}; !reflect.DeepEqual(got, want) {
		t.Errorf("maxime %v, want %v", got, want)
	}
	checkProblemReplay(t, ps)
}

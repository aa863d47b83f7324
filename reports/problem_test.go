package reports_test

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"arbiter/arbiter/problem"
	"arbiter/reports"
	"arbiter/scoring"
)

// problemRows is the ranking of a Superscrabble problem of RULES §9.6's
// example: Ion found both solutions, Ana one with a refused claim, Maria
// handed in nothing.
func problemRows() []problem.Row {
	valid := problem.MoveVerdict{Move: problem.Move{Position: "G2", Word: "DEPUNERe"}, Status: problem.StatusValid}
	refused := problem.MoveVerdict{Move: problem.Move{Position: "8A", Word: "DEPUNERi"}, Status: problem.StatusRefused,
		Reason: "incomplete_word", Culprit: "DEPUNERIAU", Warnings: []string{problem.WarnRefusedClaim}}
	return []problem.Row{
		{Table: 2, Name: "Ion", Handed: true, Standing: problem.Standing{Rank: 1, Entry: problem.Entry{HandedIn: 40*time.Minute + 5*time.Second,
			Verdict: problem.Verdict{Kind: problem.Superscrabble, Claims: []problem.MoveVerdict{valid, valid}, Found: 2, Solutions: 2}}}},
		{Table: 1, Name: "Ana", Club: "Gambit", Handed: true, Standing: problem.Standing{Rank: 2, Entry: problem.Entry{HandedIn: 50 * time.Minute,
			Verdict: problem.Verdict{Kind: problem.Superscrabble, Claims: []problem.MoveVerdict{valid, refused}, Found: 1, Solutions: 1, Technical: 1}}}},
		{Table: 3, Name: "Maria"},
	}
}

// TestProblemStandings prints a problem's ranking as a table and as CSV
// (RULES §9.6): solutions, then hand-in time; no rank for no solution.
func TestProblemStandings(t *testing.T) {
	var b bytes.Buffer
	if err := reports.ProblemStandings(&b, problem.Superscrabble, problemRows(), false); err != nil {
		t.Fatal(err)
	}
	want := "rank\ttable\tname\tclub\tsolutions\tfound\tdeducted\twarnings\thanded_in\n" +
		"1\t2\tIon\t\t2\t2\t0\t0\t40:05\n" +
		"2\t1\tAna\tGambit\t1\t1\t0\t1\t50:00\n" +
		"\t3\tMaria\t\tno solution\t\t\t\t\n"
	if b.String() != want {
		t.Errorf("table:\n%s\nwant\n%s", b.String(), want)
	}
	b.Reset()
	if err := reports.ProblemRankingCSV(&b, problem.Maxime, nil); err != nil {
		t.Fatal(err)
	}
	if got := b.String(); got != "rank,table,name,club,ranking_points,scores,warnings,ranking_penalty,handed_in\n" {
		t.Errorf("maxime's CSV heading: %q", got)
	}
}

// TestProblemSheets encodes the statement of every kind and the results
// and solutions in every language (RULES §9).
func TestProblemSheets(t *testing.T) {
	board := make([]string, scoring.Size)
	for i := range board {
		board[i] = strings.Repeat(".", scoring.Size)
	}
	board[8] = "..TABLOU......."
	statements := map[problem.Kind]problem.Statement{
		problem.Integral: {}, problem.Partial: {Letters: "AABCDEEFGHIIJLMNOOPRSTU"}, problem.Sir: {Letters: strings.Repeat("ABE", 11)},
		problem.Maxime: {Groups: []string{"ACLMNOU", "AHLMUVX"}}, problem.NScrabble: {Groups: []string{"ACLMNOU"}, Imposed: true},
		problem.Superscrabble: {Board: board, Rack: "DENPRU?"}, problem.Incomplet: {Rack: "DENPRU?"},
	}
	for _, lang := range []string{"ro", "en", "fr", "it"} {
		rs, _ := scoring.Builtin(lang)
		for kind, st := range statements {
			st.Kind, st.Minutes = kind, 60
			var b bytes.Buffer
			e := reports.NewPDFEncoder(&b, rs, reports.Header{Tournament: "Cupa"})
			if err := e.EncodeProblemStatement(st); err != nil {
				t.Fatalf("%s %s: %v", lang, kind, err)
			}
			if err := e.EncodeProblemResults(st, problemRows()); err != nil {
				t.Fatalf("%s %s: %v", lang, kind, err)
			}
			for _, r := range problemRows() {
				if err := e.EncodeProblemSolution(st, r); err != nil {
					t.Fatalf("%s %s: %v", lang, kind, err)
				}
			}
			if err := e.Close(); err != nil || !bytes.HasPrefix(b.Bytes(), []byte("%PDF")) {
				t.Fatalf("%s %s: %v", lang, kind, err)
			}
		}
	}
}

// TestProblemStatement_Consonants: the statement of the consonant variant
// gives each group's consonants and jokers only, and says how the players
// complete them (RULES §9.5), in the rule set's language.
func TestProblemStatement_Consonants(t *testing.T) {
	rs, _ := scoring.Builtin("ro")
	st := problem.Statement{Kind: problem.NScrabble, Groups: []string{"ACLMNOU", "AHLMUVX", "AEIO?RU"}, Consonants: true, Minutes: 60}
	var b bytes.Buffer
	e := reports.NewPDFEncoder(&b, rs, reports.Header{Tournament: "Cupa"})
	if err := e.EncodeProblemStatement(st); err != nil {
		t.Fatal(err)
	}
	if err := e.Close(); err != nil {
		t.Fatal(err)
	}
	text := strings.Join(strings.Fields(pdfText(t, b.Bytes())), " ")
	for _, want := range []string{"1 CLMN 2 HLMVX 3 R?", "se anunță numai consoanele"} {
		if !strings.Contains(text, want) {
			t.Errorf("the statement lacks %q:\n%s", want, text)
		}
	}
	if strings.Contains(text, "ACLMNOU") {
		t.Errorf("the statement shows a group's vowels:\n%s", text)
	}
}

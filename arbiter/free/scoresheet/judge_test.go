package scoresheet_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"arbiter/arbiter"
	"arbiter/arbiter/free/scoresheet"
	"arbiter/scoring"
	"arbiter/scoring/lexicon"
	"arbiter/scoring/solver"
)

// TestJudge reads the words as the rule set reads them (RULES §2): the
// Romanian diacritics in the comma and the cedilla forms, either case,
// jokers in lower case or in the paper form; one verdict for the play.
func TestJudge(t *testing.T) {
	lex, err := lexicon.Build([]string{"STIRE", "TARA", "CASA", "AS"})
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		words []string
		want  scoresheet.Verdict
	}{
		{[]string{"ȘTIRE"}, scoresheet.Stands},         // S with comma below, U+0218
		{[]string{"ŞTIRE"}, scoresheet.Stands},         // S with cedilla, U+015E
		{[]string{"știre", "ȚARĂ"}, scoresheet.Stands}, // lower case; T with comma, A with breve
		{[]string{"ŢARA"}, scoresheet.Stands},          // T with cedilla
		{[]string{"C0ASA", "aS"}, scoresheet.Stands},   // a joker in the paper form, in lower case
		{[]string{"CASA", "STIRI"}, scoresheet.Falls},
		{[]string{"CAS"}, scoresheet.Falls},
	}
	for _, tt := range tests {
		got, err := scoresheet.Judge(lex, tt.words)
		if err != nil || got != tt.want {
			t.Errorf("Judge(%q) = %v, %v; want %v", tt.words, got, err, tt.want)
		}
	}
	// One verdict for the whole play: the same whichever word fails and
	// wherever it stands among the others.
	words := []string{"CASA", "AS", "TARA", "ȘTIRE"}
	for i := range words {
		wrong := slices.Clone(words)
		wrong[i] = "XX"
		for range wrong {
			wrong = append(wrong[1:], wrong[0])
			if v, err := scoresheet.Judge(lex, wrong); err != nil || v != scoresheet.Falls {
				t.Errorf("Judge(%q) = %v, %v; want the play not to stand", wrong, v, err)
			}
		}
	}
}

// TestJudge_Refused: a word that cannot be read, or no word, is refused
// with the word named; nothing is judged.
func TestJudge_Refused(t *testing.T) {
	lex, err := lexicon.Build([]string{"CASA"})
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		words []string
		msg   string
	}{
		{[]string{"CASA", "CA5A"}, `challenged word "CA5A": word "CA5A": '5' is not a letter`},
		{nil, "a challenge names 1 to 10 words, not 0"},
		{strings.Fields(strings.Repeat("CASA ", 11)), "a challenge names 1 to 10 words, not 11"},
	}
	for _, tt := range tests {
		_, err := scoresheet.Judge(lex, tt.words)
		if arbiter.ErrorCode(err) != arbiter.EInvalidInput || arbiter.ErrorMessage(err) != tt.msg {
			t.Errorf("Judge(%q) = %v (%s), want %q", tt.words, err, arbiter.ErrorCode(err), tt.msg)
		}
	}
}

// TestAnalyse sets each play of random games beside the best score of its
// rack: the best of every legal move the generator lists, never below the
// play's own, and the points left their difference.
func TestAnalyse(t *testing.T) {
	rs, _ := scoring.Builtin("ro")
	gen := solver.New(rs, graph(t))
	for seed := range uint64(5) {
		s := newSim(rs, gen, seed, 2)
		s.play()
		sheet, err := scoresheet.Check(rs, rules(t, "ro"), nil, &s.rec)
		if err != nil {
			t.Fatal(err)
		}
		a := scoresheet.Analyse(rs, gen, sheet)
		var scored, top [2]int
		for _, m := range a.Plays {
			c := sheet.Turns[m.Line-1]
			rack, _ := rs.ParseRack(c.Turn.Rack)
			best := 0
			for _, mv := range gen.All(&c.Before, rack) {
				best = max(best, mv.Score)
			}
			if m.Top != best || m.Best.Score != best || m.Scored > m.Top || m.Left != m.Top-m.Scored {
				t.Errorf("game %d, line %d: scored %d, top %d (%s), left %d; every move's best is %d",
					seed, m.Line, m.Scored, m.Top, rs.FormatMove(m.Best), m.Left, best)
			}
			if m.Scored != c.Points {
				t.Errorf("game %d, line %d: scored %d, the turn added %d", seed, m.Line, m.Scored, c.Points)
			}
			scored[m.Player] += m.Scored
			top[m.Player] += m.Top
		}
		if !slices.Equal(a.Scored, scored[:]) || !slices.Equal(a.Top, top[:]) {
			t.Errorf("game %d: totals %v of %v, the plays add to %v of %v", seed, a.Scored, a.Top, scored, top)
		}
		want := fmt.Sprintf("scored %d of the %d points the racks allowed, %d left (the best score of each rack on its board, not the best play: no leave, no strategy)",
			scored[1], top[1], top[1]-scored[1])
		if got := a.Summary(1); got != want {
			t.Errorf("game %d: Summary(1) = %q, want %q", seed, got, want)
		}
	}
}

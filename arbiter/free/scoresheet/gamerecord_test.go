package scoresheet_test

import (
	"os"
	"path/filepath"
	"testing"

	"arbiter/arbiter"
	"arbiter/arbiter/free"
	"arbiter/arbiter/free/scoresheet"
	"arbiter/scoring"
)

// TestFromGCG_Macondo reads real games of macondo's test data and reaches
// macondo's final scores (macondo at commit d3ce7c7: read by its gcgio and
// replayed by its own game). Those are NASPA records, which add
// twice the rack to the player who goes out and take nothing off the
// other; the en rules (WESPA, RULES §10.1) add it once and take it off
// the other: the same spread, each score less the rack counted.
func TestFromGCG_Macondo(t *testing.T) {
	rs, _ := scoring.Builtin("en")
	for _, tt := range []struct {
		file    string
		macondo [2]int
	}{
		{"vs_andy.gcg", [2]int{423, 363}},
		{"josh2.gcg", [2]int{397, 291}},
		{"doug_v_emely.gcg", [2]int{451, 345}},
	} {
		text, err := os.ReadFile(filepath.Join("testdata", "macondo", tt.file))
		if err != nil {
			t.Fatal(err)
		}
		r := free.GameRecord{Format: scoresheet.FormatOf(string(text)), Text: string(text)}
		_, sheet, err := scoresheet.CheckRecord(rs, nil, r)
		if err != nil {
			t.Fatalf("%s: %v", tt.file, err)
		}
		res := sheet.Result
		if r.Format != free.GCG || res.Ending != scoresheet.WentOut {
			t.Errorf("%s: read as %s, ending %s", tt.file, r.Format, res.Ending)
		}
		counted := res.Racks[0] + res.Racks[1]
		for p := range 2 {
			if got := res.Scores[p] + counted; got != tt.macondo[p] {
				t.Errorf("%s, player %d: %d, %d with the NASPA count, macondo %d", tt.file, p+1, res.Scores[p], got, tt.macondo[p])
			}
		}
	}
}

// TestFormatOf tells a GCG file from a typed record, whose comments start
// with '#' too.
func TestFormatOf(t *testing.T) {
	for text, want := range map[string]free.Format{
		"#character-encoding UTF-8\n#player1 a Ana\n": free.GCG,
		"\n  >a: ACLMNOU 8D COLUMNA +78 78\n":         free.GCG,
		"# round 3, board 2\nplayers Ana, Dan\n":      free.Typed,
		"players Ana, Dan\nAna: H8 COLUMNA 78\n":      free.Typed,
		"":                                            free.Typed,
	} {
		if got := scoresheet.FormatOf(text); got != want {
			t.Errorf("FormatOf(%q) = %s, want %s", text, got, want)
		}
	}
}

// TestEnterable: a finished game enters its final scores, starter first;
// a record stopping before the end, a game lost on wrong plays by the
// higher score and a draw declared between different scores are refused
// (RULES §10.1: the tournament records two scores).
func TestEnterable(t *testing.T) {
	for _, tt := range []struct {
		name string
		res  scoresheet.Result
		ok   bool
	}{
		{"WentOut", scoresheet.Result{Ending: scoresheet.WentOut, Scores: []int{412, 385}, Places: []int{1, 2}}, true},
		{"EqualScores", scoresheet.Result{Ending: scoresheet.Passes, Scores: []int{300, 300}, Places: []int{1, 1}}, true},
		{"Unfinished", scoresheet.Result{Ending: scoresheet.Unfinished, Scores: []int{100, 90}, Places: []int{1, 2}}, false},
		{"LostOnWrongPlays", scoresheet.Result{Ending: scoresheet.WrongPlays, Scores: []int{120, 90}, Places: []int{2, 1}}, false},
		{"DrawnScoreless", scoresheet.Result{Ending: scoresheet.Scoreless, Scores: []int{120, 90}, Places: []int{1, 1}}, false},
	} {
		scores, err := scoresheet.Enterable(tt.res, 2, 5)
		switch {
		case tt.ok && (err != nil || scores != [2]int{tt.res.Scores[0], tt.res.Scores[1]}):
			t.Errorf("%s: %v, %v", tt.name, scores, err)
		case !tt.ok && arbiter.ErrorCode(err) != arbiter.EConflict:
			t.Errorf("%s: %v, want a conflict", tt.name, err)
		}
	}
}

// TestRules_TimeControl says each rule set's clock (RULES §10.1).
func TestRules_TimeControl(t *testing.T) {
	for name, want := range map[string]string{
		"ro": "25 minutes a player, no overtime penalty",
		"en": "25 minutes a player, 10 points a started minute over",
		"it": "no clock stated",
	} {
		rules, _ := scoresheet.RulesFor(name)
		if got := rules.TimeControl(); got != want {
			t.Errorf("%s: %q, want %q", name, got, want)
		}
	}
}

// BenchmarkCheckRecord reads and checks a real game of 27 turn lines from its
// GCG text, as recording a board's game and exporting it do.
func BenchmarkCheckRecord(b *testing.B) {
	rs, _ := scoring.Builtin("en")
	text, err := os.ReadFile(filepath.Join("testdata", "macondo", "vs_andy.gcg"))
	if err != nil {
		b.Fatal(err)
	}
	r := free.GameRecord{Format: free.GCG, Text: string(text)}
	b.ReportAllocs()
	for b.Loop() {
		if _, _, err := scoresheet.CheckRecord(rs, nil, r); err != nil {
			b.Fatal(err)
		}
	}
}

// TestSeats: a record's sides are the board's starter and replier, unless
// it names them by the event's names the other way round (case and blanks
// aside).
func TestSeats(t *testing.T) {
	st := free.State{Players: []free.Player{{Entry: free.Entry{Player: 1, Name: "POPESCU Ion"}}, {Entry: free.Entry{Player: 2, Name: "ȘERBAN  Ana"}}}}
	g := free.Game{Board: free.Board{Board: 1, Start: 1, Reply: 2}}
	for _, tt := range []struct {
		players []string
		want    [2]int
	}{
		{[]string{"ana", "dan"}, [2]int{1, 2}},
		{[]string{"POPESCU Ion", "ȘERBAN Ana"}, [2]int{1, 2}},
		{[]string{"Șerban Ana", "popescu ion"}, [2]int{2, 1}},
		{[]string{"Șerban Ana", "dan"}, [2]int{1, 2}},
	} {
		if got := scoresheet.Seats(&scoresheet.Record{Players: tt.players}, st, g); got != tt.want {
			t.Errorf("%q: %v, want %v", tt.players, got, tt.want)
		}
	}
}

package reports_test

import (
	"bytes"
	"fmt"
	"testing"

	"arbiter/arbiter"
	"arbiter/arbiter/free"
	"arbiter/reports"
	"arbiter/scoring"
)

// freeEvent plays the reports' free-game event (RULES §10.2), paired by
// hand so that every figure is known: five players, three rounds, a bye
// in each (5, then none after player 6 enters, then 4), a draw in round
// 1, player 6 entering late after round 1, player 2 forfeiting round 2,
// player 5 withdrawing after round 2, and round 1's result of board 1
// corrected from 400–350 to 390–350 once round 3 is paired.
func freeEvent(tb testing.TB) free.State {
	tb.Helper()
	var s free.State
	do := func(c free.Command) {
		tb.Helper()
		evs, err := free.Decide(s, c)
		if err != nil {
			tb.Fatalf("%T %+v: %v", c, c, err)
		}
		for _, e := range evs {
			if s, err = free.Apply(s, e); err != nil {
				tb.Fatal(err)
			}
		}
	}
	result := func(round, a, scoreA, b, scoreB int, reason string) {
		do(free.RecordResult{Round: round, A: a, ScoreA: scoreA, B: b, ScoreB: scoreB, Reason: reason})
	}
	do(free.Start{Settings: free.Settings{Rounds: 3}, Players: []free.Entry{
		{Player: 1, Name: "Aldea Ion"}, {Player: 2, Name: "Bucur Ana"}, {Player: 3, Name: "Constantin Ștefan"},
		{Player: 4, Name: "Dumitru Irina"}, {Player: 5, Name: "Șerban Elena"}}})
	do(free.SetPairing{Round: 1, Pairs: [][2]int{{1, 2}, {3, 4}, {5, 0}}, Reason: "fixed for the test"})
	result(1, 1, 400, 2, 350, "")
	result(1, 3, 380, 4, 380, "")
	do(free.Enter{Entry: free.Entry{Player: 6, Name: "Ene Maria"}})
	do(free.SetPairing{Round: 2, Pairs: [][2]int{{1, 3}, {6, 2}, {4, 5}}, Reason: "fixed for the test"})
	result(2, 1, 300, 3, 420, "")
	do(free.Forfeit{Round: 2, Absent: []int{2}})
	result(2, 4, 410, 5, 360, "")
	do(free.Withdraw{Player: 5, Reason: "left ill"})
	do(free.SetPairing{Round: 3, Pairs: [][2]int{{3, 6}, {2, 1}, {4, 0}}, Reason: "fixed for the test"})
	result(1, 1, 390, 2, 350, "the scoresheet was added up wrong")
	result(3, 3, 450, 6, 300, "")
	result(3, 2, 401, 1, 399, "")
	return s
}

// freePlayers are the event's players as the tournament registered them,
// with a category each but player 5.
var freePlayers = []arbiter.Player{
	{Table: 1, Category: "A"}, {Table: 2, Category: "B"}, {Table: 3, Category: "A"},
	{Table: 4, Category: "B"}, {Table: 5}, {Table: 6, Category: "A"},
}

// freeHeader heads the free-game sheets.
var freeHeader = reports.Header{Tournament: "Campionatul Național — Liber", Date: "2026-12-05", RuleSet: "ro", Referee: "Ștefan Răducanu"}

// The standings of the event after each round, against the figures worked
// out by hand from RULES §10.2: a bye or a forfeit won +50, a draw half a
// win, a late entry's missed round a loss 0–0, the withdrawn player kept,
// the corrected result counted.
func TestFreeRanking_AfterEachRound(t *testing.T) {
	s := freeEvent(t)
	for after := 1; after <= 3; after++ {
		var b bytes.Buffer
		if err := (reports.FreeRanking{Ranking: s.Settings.Ranking, After: after, Rows: free.Standings(s, after)}).Table(&b, false); err != nil {
			t.Fatal(err)
		}
		golden(t, fmt.Sprintf("free-standings-%d.tsv.golden", after), b.Bytes())
	}
	got := free.Standings(s, 3)
	want := []struct{ player, rank, points2, spread, forPoints int }{
		{3, 1, 5, 270, 1250}, {4, 2, 5, 100, 790}, {5, 3, 2, 0, 360}, {1, 4, 2, -82, 1089}, {2, 5, 2, -88, 751}, {6, 6, 2, -100, 300},
	}
	for i, w := range want {
		g := got[i]
		if g.Player != w.player || g.Rank != w.rank || g.Points2 != w.points2 || g.Spread != w.spread || g.For != w.forPoints {
			t.Errorf("place %d: %+v, want player %d rank %d points2 %d spread %d for %d", i+1, g, w.player, w.rank, w.points2, w.spread, w.forPoints)
		}
	}
}

// Each player's scorecard: opponent, start or reply, scores, result,
// running wins and spread, the round missed, the bye, the forfeit and
// the corrected result in their places.
func TestScorecards(t *testing.T) {
	s := freeEvent(t)
	cards := reports.ScorecardsOf(s, 3, 0)
	if len(cards.Cards) != 6 {
		t.Fatalf("%d scorecards, want 6", len(cards.Cards))
	}
	var b bytes.Buffer
	if err := cards.Table(&b, false); err != nil {
		t.Fatal(err)
	}
	golden(t, "free-scorecards.tsv.golden", b.Bytes())
	one := reports.ScorecardsOf(s, 3, 1)
	if len(one.Cards) != 1 || one.Cards[0].Player != 1 {
		t.Fatalf("player 1's scorecard: %+v", one.Cards)
	}
	last := one.Cards[0].Rows[2]
	if last.RunningPoints2 != 2 || last.RunningSpread != -82 || last.Opponent != 2 || last.Started || last.For != 399 {
		t.Errorf("player 1 after round 3: %+v, want 1 win, -82, replying to 2 with 399", last)
	}
	if nine := reports.ScorecardsOf(s, 3, 9); len(nine.Cards) != 0 {
		t.Error("a scorecard for player 9, who is not in the event")
	}
}

// The crosstable in the order of the standings.
func TestCrosstable(t *testing.T) {
	var b bytes.Buffer
	if err := reports.CrosstableOf(freeEvent(t), 3).Table(&b, false); err != nil {
		t.Fatal(err)
	}
	golden(t, "free-crosstable.tsv.golden", b.Bytes())
}

// The standings split by category: each section ranked among itself, the
// overall rank beside, the player without a category last.
func TestFreeSplitRanking(t *testing.T) {
	s := freeEvent(t)
	secs, err := free.Sections(free.Standings(s, 3), freePlayers, arbiter.ByCategory)
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := (reports.FreeSplitRanking{Ranking: s.Settings.Ranking, By: "category", Sections: secs}).CSV(&b); err != nil {
		t.Fatal(err)
	}
	golden(t, "free-ranking-category.csv.golden", b.Bytes())
	if _, err := free.Sections(nil, freePlayers, "club"); arbiter.ErrorCode(err) != arbiter.EInvalidInput {
		t.Errorf("split by club: %v, want invalid_input", err)
	}
}

// The free game's sheets as PDF: the pairing list, the result slips, the
// scorecards, the standings after a round, the ranking by category and
// the crosstable, each rendered twice the same, matching its golden file,
// and holding the words and figures it must.
func TestFreeSheets_PDF(t *testing.T) {
	s := freeEvent(t)
	round3, _ := reports.PairingsOf(s, 3)
	cards := reports.ScorecardsOf(s, 3, 0)
	secs, err := free.Sections(free.Standings(s, 3), freePlayers, arbiter.ByCategory)
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name, language string
		encode         func(e *reports.PDFEncoder) error
		pages          int
		want           []string
	}{
		{"free-pairings", "ro", func(e *reports.PDFEncoder) error { return e.EncodePairings(round3) }, 2,
			[]string{"Runda 3: perechile", "3 Constantin Ștefan", "6 Ene Maria", "Fără partener", "Runda 3: după nume", "Aldea Ion"}},
		{"free-slips", "ro", func(e *reports.PDFEncoder) error { return e.EncodeResultSlips(round3) }, 1,
			[]string{"FIȘA DE REZULTAT — Runda 3", "Masa 1", "Masa 2", "Începe", "Răspunde", "Constantin Ștefan", "Bucur Ana", "Semnătura"}},
		{"free-slips-fr", "fr", func(e *reports.PDFEncoder) error { return e.EncodeResultSlips(round3) }, 1,
			[]string{"FICHE DE RÉSULTAT — Ronde 3", "Table 2", "Commence", "Répond", "Signature"}},
		{"free-scorecards", "ro", func(e *reports.PDFEncoder) error { return e.EncodeScorecards(cards) }, 6,
			[]string{"Fișa jucătorului — 1 Aldea Ion", "2 Bucur Ana", "Î (neprezentare)", "V (Fără partener)", "neînscris încă",
				"Șerban Elena (retras)", "-82"}},
		{"free-standings-2-it", "it", func(e *reports.PDFEncoder) error {
			return reports.FreeRanking{Ranking: s.Settings.Ranking, After: 2, Rows: free.Standings(s, 2)}.PDF(e)
		}, 1, []string{"Classifica dopo il turno 2", "Vittorie", "Constantin Ștefan"}},
		{"free-ranking-category", "en", func(e *reports.PDFEncoder) error {
			return reports.FreeSplitRanking{Ranking: s.Settings.Ranking, By: "category", Sections: secs}.PDF(e)
		}, 1, []string{"Final ranking — Category", "Category: A", "Category: (none)", "Overall"}},
		{"free-crosstable", "ro", func(e *reports.PDFEncoder) error { return e.EncodeCrosstable(reports.CrosstableOf(s, 3)) }, 1,
			[]string{"Tabelul partidelor după runda 3", "Fără partener", "neînscris încă", "neprezentare", "* jucătorul a început", "+270"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rs, ok := scoring.Builtin(tt.language)
			if !ok {
				t.Skipf("no built-in rule set %q", tt.language)
			}
			checkPDF(t, game{rs: rs, header: freeHeader}, tt.name, tt.encode, tt.pages, tt.want)
		})
	}
}

// A round with only the bye has no result slip to print.
func TestEncodeResultSlips_NoBoard(t *testing.T) {
	rs, _ := scoring.Builtin("ro")
	e := reports.NewPDFEncoder(&bytes.Buffer{}, rs, freeHeader)
	err := e.EncodeResultSlips(reports.Pairings{Round: 4, Bye: &reports.PairingPlayer{Player: 4, Name: "Dumitru Irina"}})
	if err == nil {
		t.Fatal("result slips of a round without a board: no error")
	}
}

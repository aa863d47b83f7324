package reports_test

import (
	"bytes"
	"strings"
	"testing"

	"arbiter/arbiter/anticipation"
	"arbiter/reports"
)

// The cards of an anticipation game as CSV (RULES §8.5): every move with
// its status, reason and three figures, PAS on its own line; a name a
// spreadsheet would run as a formula is neutralised.
func TestAnticipationCardsCSV(t *testing.T) {
	g := newGame(t, "ro")
	res := antResult(t, anticipation.Classic)
	var b bytes.Buffer
	err := reports.AnticipationCardsCSV(&b, g.rs, []reports.AnticipationSheet{
		{Player: "ȘERBAN Ana-Maria", Result: res}, {Player: "=HYPERLINK(1)", Result: res}})
	if err != nil {
		t.Fatal(err)
	}
	golden(t, "anticipation-cards.csv.golden", b.Bytes())
	for _, want := range []string{
		"ȘERBAN Ana-Maria,1,2,8G,BAR,cancelled,cancelled_by_player,anulată de jucător („Anulez turul” în turul 4),11,11,0\n",
		"ȘERBAN Ana-Maria,3,4,9H,LEU,valid,,,,7,4\n",
		"ȘERBAN Ana-Maria,4,5,,,pass,,,,0,0\n",
		"'=HYPERLINK(1),5,6,J8,PUT,invalid,not_in_lexicon,",
	} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("the CSV lacks %q:\n%s", want, b.String())
		}
	}
}

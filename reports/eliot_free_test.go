package reports

import (
	"bytes"
	"strings"
	"testing"

	"arbiter/arbiter/free/scoresheet"
	"arbiter/scoring"
)

// checkedFree checks a free game of Ana and Dan under the ro rules
// (RULES §10.1), without a word list.
func checkedFree(t *testing.T, rs *scoring.RuleSet, endRacks []string, turns ...scoresheet.Turn) *scoresheet.Sheet {
	t.Helper()
	rules, _ := scoresheet.RulesFor("ro")
	sheet, err := scoresheet.Check(rs, rules, nil, &scoresheet.Record{Players: []string{"Ana", "Dan"}, Turns: turns, EndRacks: endRacks})
	if err != nil {
		t.Fatal(err)
	}
	return sheet
}

// TestEliotFreeXML_NoRacks: a record that gives no rack (a scorekeeper's
// typed record) is written with the least racks Eliot needs: the first
// turn's rack is the tiles COLUMNA places, the passes' none, and a note
// names the lines; the two passes end the game (RULES §10.1) and the racks
// written at the end are counted as Eliot's end-game points, Ana's
// EIRST?? -5 and Dan's AHLMUVX -35, the totals 73 and -35. An exchange
// whose tiles the record does not name is refused: Eliot names them.
func TestEliotFreeXML_NoRacks(t *testing.T) {
	rs, _ := scoring.Builtin("ro")
	h8 := scoring.Position{Row: 7, Col: 7, Dir: scoring.Across}
	columna := scoresheet.Turn{Kind: scoresheet.Play, Pos: h8, Word: "COLUMNA", Score: 78, Scored: true}
	sheet := checkedFree(t, rs, []string{"EIRST??", "AHLMUVX"}, columna,
		scoresheet.Turn{Player: 1, Kind: scoresheet.Pass}, scoresheet.Turn{Kind: scoresheet.Pass})
	g, err := EliotFreeGameOf(rs, []string{"Ana", "Dan"}, sheet, EliotDictionary{Name: "ro"})
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := EliotFreeXML(&b, g); err != nil {
		t.Fatal(err)
	}
	out := b.String()
	for _, want := range []string{
		"<!-- the record gives no rack, or one without the tiles played, on lines 1, 2 and 3: the rack written there adds the tiles the turn places or puts back, the least Eliot needs to replay it -->",
		"<PlayerRack playerId=\"0\">ACLMNOU</PlayerRack>\n            <PlayerRack playerId=\"1\"></PlayerRack>\n            <GameRack>ACLMNOU</GameRack>",
		`<PlayerMove playerId="0" points="78" type="valid" word="COLUMNA" coord="H8" />`,
		"<EndGame playerId=\"0\" points=\"-5\" />\n            <EndGame playerId=\"1\" points=\"-35\" />",
		`totalScore="73" diffWithTop="-5"`, `totalScore="-35" diffWithTop="-113"`,
	} {
		if !strings.Contains(out, want) {
			t.Errorf("missing\n%s\nin\n%s", want, out)
		}
	}
	exchange := checkedFree(t, rs, nil, columna, scoresheet.Turn{Player: 1, Kind: scoresheet.Exchange, Count: 2})
	_, err = EliotFreeGameOf(rs, []string{"Ana", "Dan"}, exchange, EliotDictionary{})
	if want := "line 2: an exchange of 2 tiles the record does not name: Eliot's file names the tiles put back"; err == nil || err.Error() != want {
		t.Errorf("an exchange of unnamed tiles: %v, want %s", err, want)
	}
}

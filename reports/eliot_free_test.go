package reports

import (
	"bytes"
	"strings"
	"testing"

	"arbiter/arbiter/free/scoresheet"
	"arbiter/scoring"
	"arbiter/scoring/lexicon"
)

// checkedFree checks a free game of Ana and Dan under the rules of rs
// (RULES §10.1), without a word list.
func checkedFree(t *testing.T, rs *scoring.RuleSet, endRacks []string, turns ...scoresheet.Turn) *scoresheet.Sheet {
	t.Helper()
	return checkedFreeWith(t, rs, nil, endRacks, turns...)
}

// checkedFreeWith checks a free game of Ana and Dan under the rules of rs,
// the challenges judged with lex.
func checkedFreeWith(t *testing.T, rs *scoring.RuleSet, lex scoring.Lexicon, endRacks []string, turns ...scoresheet.Turn) *scoresheet.Sheet {
	t.Helper()
	rules, _ := scoresheet.RulesFor(rs.Name)
	sheet, err := scoresheet.Check(rs, rules, lex, &scoresheet.Record{Players: []string{"Ana", "Dan"}, Turns: turns, EndRacks: endRacks})
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
	out := eliotFreeText(t, rs, sheet)
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
	_, err := EliotFreeGameOf(rs, []string{"Ana", "Dan"}, exchange, EliotDictionary{})
	if want := "line 2: an exchange of 2 tiles the record does not name: Eliot's file names the tiles put back"; err == nil || err.Error() != want {
		t.Errorf("an exchange of unnamed tiles: %v, want %s", err, want)
	}
}

// eliotFreeText returns sheet between Ana and Dan as Eliot's free-game
// save, for rule set rs.
func eliotFreeText(t *testing.T, rs *scoring.RuleSet, sheet *scoresheet.Sheet) string {
	t.Helper()
	g, err := EliotFreeGameOf(rs, []string{"Ana", "Dan"}, sheet, EliotDictionary{Name: rs.Name})
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := EliotFreeXML(&b, g); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// TestEliotFreeXML_Penalties: under the en rules (RULES §10.1: 10 points a
// started minute over) Dan's time penalty is a Penalty of -10, with a
// note, and the 5 points of bonus GCG gives Ana's play upheld are a
// Penalty of +5, Eliot counting no challenge bonus: Eliot's totals are
// the check's, 83 and -10.
func TestEliotFreeXML_Penalties(t *testing.T) {
	rs, _ := scoring.Builtin("en")
	h8 := scoring.Position{Row: 7, Col: 7, Dir: scoring.Across}
	sheet := checkedFree(t, rs, nil,
		scoresheet.Turn{Kind: scoresheet.Play, Rack: "ACLMNOU", Pos: h8, Word: "COLUMNA", Score: 78, Scored: true, Challenge: scoresheet.Upheld, Bonus: 5},
		scoresheet.Turn{Player: 1, Kind: scoresheet.TimePenalty, Points: 10})
	out := eliotFreeText(t, rs, sheet)
	for _, want := range []string{
		"<!-- penalty +5: the bonus of the challenge the play withstood, which Eliot does not count -->",
		"<!-- line 2: a time penalty of 10 points -->",
		"<Penalty playerId=\"0\" points=\"5\" />\n            <Penalty playerId=\"1\" points=\"-10\" />",
		`totalScore="83"`, `totalScore="-10"`,
	} {
		if !strings.Contains(out, want) {
			t.Errorf("missing\n%s\nin\n%s", want, out)
		}
	}
}

// TestEliotFreeGameOf_Phony: Ana's STOC, a word the list lacks, stands
// unchallenged (RULES §10.1) and is written as Eliot's refused move with
// its 8 points given back; Dan's STOCA, made on it with an A, cannot be
// replayed on Eliot's board, which has not got STOC's tiles (there it
// places all five), and the file is refused, naming Dan's line.
func TestEliotFreeGameOf_Phony(t *testing.T) {
	rs, _ := scoring.Builtin("ro")
	lex, err := lexicon.Build([]string{"STOCA", "CASA"})
	if err != nil {
		t.Fatal(err)
	}
	h8 := scoring.Position{Row: 7, Col: 7, Dir: scoring.Across}
	stoc := scoresheet.Turn{Kind: scoresheet.Play, Pos: h8, Word: "STOC", Score: 8, Scored: true}
	out := eliotFreeText(t, rs, checkedFreeWith(t, rs, lex, nil, stoc))
	for _, want := range []string{
		"<!-- line 1: H8 STOC stands, but the word list lacks a word it forms: written as refused, its 8 points given back as a penalty -->",
		`<PlayerMove playerId="0" points="0" type="invalid" word="STOC" coord="H8" />`,
		`<Penalty playerId="0" points="8" />`,
	} {
		if !strings.Contains(out, want) {
			t.Errorf("missing\n%s\nin\n%s", want, out)
		}
	}
	stoca := scoresheet.Turn{Player: 1, Kind: scoresheet.Play, Pos: h8, Word: "STOCA", Score: 6, Scored: true}
	_, err = EliotFreeGameOf(rs, []string{"Ana", "Dan"}, checkedFreeWith(t, rs, lex, nil, stoc, stoca), EliotDictionary{})
	want := "line 2: H8 STOCA rests on a play Eliot cannot place (a word the list lacks): Eliot's board has not got its tiles: it places ACOST there, not A"
	if err == nil || err.Error() != want {
		t.Errorf("a play on a phony: %v, want %s", err, want)
	}
}

// TestEliotFreeXML_Draw: COLUMNA taken off, a pass and COLUMNA taken off
// again are three turns with nothing placed: a draw (RULES §10.1), which
// a note tells, Eliot ranking by the scores.
func TestEliotFreeXML_Draw(t *testing.T) {
	rs, _ := scoring.Builtin("ro")
	h8 := scoring.Position{Row: 7, Col: 7, Dir: scoring.Across}
	off := scoresheet.Turn{Kind: scoresheet.Play, Rack: "ACLMNOU", Pos: h8, Word: "COLUMNA", Challenge: scoresheet.Off}
	out := eliotFreeText(t, rs, checkedFree(t, rs, nil, off, scoresheet.Turn{Player: 1, Kind: scoresheet.Pass}, off))
	if want := "<!-- the game ended at line 3: turns with nothing placed: a draw (RULES §10.1), an ending Eliot does not know: it ranks by the scores -->"; !strings.Contains(out, want) {
		t.Errorf("missing\n%s\nin\n%s", want, out)
	}
}

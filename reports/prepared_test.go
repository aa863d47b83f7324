package reports_test

import (
	"bytes"
	"testing"

	"arbiter/arbiter/prepared"
	"arbiter/draw"
	"arbiter/reports"
	"arbiter/scoring"
)

// TestPreparedGame prints prepared games' sheets: a Metagrama game (RULES
// §7) with a rack put back, a rule waived, a letter swapped in and one
// chosen; a Tactic game whose second group plays first, its two moves each
// after their group, the round's score split between them; the rack
// rejected in the draw that ended the game after the last round.
func TestPreparedGame(t *testing.T) {
	metagrama := prepared.Sheet{Rules: "ro", Seed: 1, Variant: scoring.Metagrama, End: draw.AllPlayed, EndText: "every tile played", Total: 138,
		Rounds: []prepared.Round{
			{Round: 1, Rejected: []prepared.Rejection{{Rack: "AAAEEIO", Reason: draw.Minimum}}, Rack: "ACLMNOU", Position: "H8", Word: "COLUMNA", Chosen: "N", Returned: "X", Score: 78, Total: 78},
			{Round: 2, Waived: []draw.Reason{draw.Minimum}, Rack: "AHLMUVX", Position: "I7", Word: "VAH", Chosen: "A", Score: 60, Total: 138},
		}}
	tactic := prepared.Sheet{Rules: "ro", Seed: 5, Variant: scoring.Tactic, End: draw.AllPlayed, EndText: "every tile played", Total: 138,
		Rejected: []prepared.Rejection{{Rack: "UUU", Reason: draw.Triple, Group: 2}},
		Rounds: []prepared.Round{{Round: 1, Rack: "AHLMUVX", Rack2: "ACLMNOU", Rack2First: true,
			Position: "H8", Word: "COLUMNA", Position2: "I7", Word2: "VAH", Score2: 60, Score: 138, Total: 138}}}
	for _, tt := range []struct {
		sheet prepared.Sheet
		want  string
	}{
		{metagrama, "rules ro, seed 1, variant metagrama\n\n" +
			"round  rack         position  move             score  total\n" +
			"1      AAAEEIO                rejected: minimum\n" +
			"1      ACLMNOU      H8        COLUMNA [N for X]     78     78\n" +
			"2                             rule waived: minimum\n" +
			"2      AHLMUVX      I7        VAH [A]             60    138\n" +
			"\nend: every tile played (all_played)\ntotal: 138\n"},
		{tactic, "rules ro, seed 5, variant tactic (groups in either order)\n\n" +
			"round  rack         position  move             score  total\n" +
			"1      ACLMNOU      H8        COLUMNA             78\n" +
			"       AHLMUVX      I7        VAH                 60    138\n" +
			"2      UUU                    rejected (group 2): triple\n" +
			"\nend: every tile played (all_played)\ntotal: 138\n"},
	} {
		var out bytes.Buffer
		if err := reports.PreparedGame(&out, tt.sheet); err != nil {
			t.Fatal(err)
		}
		if out.String() != tt.want {
			t.Errorf("%s:\n%s\nwant:\n%s", tt.sheet.Variant, out.String(), tt.want)
		}
	}
	tactic.FixedOrder = true
	var out bytes.Buffer
	if err := reports.PreparedGame(&out, tactic); err != nil || !bytes.HasPrefix(out.Bytes(), []byte("rules ro, seed 5, variant tactic (groups in the order drawn)\n")) {
		t.Errorf("a fixed order: %q, %v", out.String(), err)
	}
}

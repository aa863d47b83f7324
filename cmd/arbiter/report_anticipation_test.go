package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The sheets of an anticipation game played through the command line
// (RULES §8): the announcement of its groups, a round's bulletin, the
// players' control grids and cards, as tables and as PDF, in Romanian;
// the duplicate game's sheets are refused by name.
func TestReport_Anticipation(t *testing.T) {
	r := anticipationRoundOne(t)
	for _, round := range [][]string{{"3", "G5 ARAB 13"}, {"4", "9H LEU 7"}} {
		r.must("round", "group", round[0])
		r.must("slip", "1", round[1])
		r.must("round", "close")
	}
	r.must("round", "group", "5")
	r.must("slip", "1", "PAS; anulez turul 1")

	if out := r.must("report", "groups"); !strings.Contains(out, "Anunțarea grupelor — anticipatie") ||
		!strings.Contains(out, "2      BDEIORS  BDEIORS    Barbu, Dumitru, Elena, Ion, Ovidiu, Radu, Sandu") {
		t.Errorf("report groups:\n%s", out)
	}
	out := r.must("report", "bulletin", "4")
	for _, want := range []string{"Buletinul rundei 4 — anticipatie", "Grupa 5: AEGINRT (Ana, Elena, Gheorghe, Ion, Nicolae, Radu, Tudor)",
		"1    POPESCU Ion (1)  PAS", "2    ȘERBAN Ana (2)   fără depunere"} {
		if !strings.Contains(out, want) {
			t.Errorf("report bulletin 4 lacks %q:\n%s", want, out)
		}
	}
	if out := r.must("report", "card"); strings.Index(out, "POPESCU Ion (1)") > strings.Index(out, "ȘERBAN Ana (2)") ||
		!strings.Contains(out, "anulată: anulată de jucător („Anulez turul” în turul 4)") {
		t.Errorf("report card, in the ranking's order:\n%s", out)
	}

	csv := r.must("export", "cards")
	for _, want := range []string{"player,round,group,position,word,status,reason,reason_text,declared,played,counts\n",
		"POPESCU Ion (1),1,2,8G,BAR,cancelled,cancelled_by_player,anulată de jucător („Anulez turul” în turul 4),11,11,0\n",
		"POPESCU Ion (1),4,5,,,pass,,,,0,0\n", "ȘERBAN Ana (2),1,2,H8,LA,valid,,,4,4,4\n"} {
		if !strings.Contains(csv, want) {
			t.Errorf("export cards lacks %q:\n%s", want, csv)
		}
	}
	var cards struct {
		Discipline string
		Players    []struct {
			Rank    int
			Player  string
			Verdict struct{ Total int }
		}
	}
	if err := json.Unmarshal([]byte(r.must("export", "cards", "--format", "json")), &cards); err != nil || cards.Discipline != "anticipatie" ||
		len(cards.Players) != 3 || cards.Players[0].Player != "POPESCU Ion (1)" || cards.Players[0].Verdict.Total != 8 || cards.Players[1].Rank != 2 {
		t.Errorf("export cards --format json: %+v (%v)", cards, err)
	}

	dir := t.TempDir()
	r.must("export", "site", "--out", filepath.Join(dir, "site"))
	page, err := os.ReadFile(filepath.Join(dir, "site", "game1", "table1.html"))
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"POPESCU Ion (Masa 1) — anticipatie", "anulată: anulată de jucător („Anulez turul” în turul 4)",
		"avertismente tehnice 0, avertismente disciplinare 0, penalizare 0, total 8", "<svg"} {
		if !strings.Contains(string(page), want) {
			t.Errorf("the site's page of table 1 lacks %q", want)
		}
	}
	if strings.Contains(string(page), "round1.html") {
		t.Errorf("the site's page of table 1 links to round pages an anticipation game has none of")
	}
	for _, tc := range []struct {
		args []string
		want []string
	}{
		{[]string{"groups"}, []string{"Anunțarea grupelor — anticipatie", "14 TTTUUUU", "15 UVVXZ?? Udrea, Vasile, Vasile, Xenia, Zamfir, joker, joker"}},
		{[]string{"bulletin", "1"}, []string{"Buletinul rundei 1 — anticipatie", "Grupa 1 + 2: BDEIORS", "H8 AL (validă); 8G BAR (anulată:"}},
		{[]string{"card", "1"}, []string{"Grila de control — anticipatie", "POPESCU Ion (1)", "Fișa de anticipație — anticipatie — POPESCU Ion (1)",
			"9H LEU validă 7 4", "avertismente tehnice 0, avertismente disciplinare 0, penalizare 0, total 8"}},
	} {
		pdf := filepath.Join(dir, tc.args[0]+".pdf")
		r.must(append(append([]string{"report"}, tc.args...), "--out", pdf)...)
		containsAll(t, strings.Join(tc.args, " "), pdfFlowingText(t, pdf), tc.want...)
	}

	r.refused(exitUsage, "report racks: game 1 is a game of kind anticipation, which has no racks: its sheets are groups, bulletin, card and ranking", "report", "racks")
	r.refused(exitUsage, "report warnings: game 1 is a game of kind anticipation, which has no warnings", "report", "warnings", "1")
	r.refused(exitUsage, "no round 9 in game 1: it has 4 round(s)", "report", "bulletin", "9")
	r.refused(exitUsage, "card of table 9: no player at table 9", "report", "card", "9")
	r.refused(exitUsage, "no game 9", "export", "cards", "--game", "9")
}

// In oarba the announcement sheet is each player's own groups (RULES
// §8.10); a duplicate game has no groups.
func TestReport_GroupsOarba(t *testing.T) {
	r := createdInMemory(t)
	r.must("game", "start", "--discipline", "oarba")
	if out := r.must("report", "groups"); !strings.Contains(out, "no player has registered their groups yet") {
		t.Errorf("report groups before any player registered:\n%s", out)
	}
	r.must("player", "groups", "2", exampleGroups)
	out := r.must("report", "groups")
	if !strings.HasPrefix(out, "ȘERBAN Ana (2)\nAnunțarea grupelor — oarba") || strings.Contains(out, "POPESCU") {
		t.Errorf("report groups in oarba:\n%s", out)
	}
	r = createdInMemory(t)
	r.must("game", "start", "--seed", "7")
	r.refused(exitUsage, "game 1 is a game of kind duplicate, not an Anticipation game", "export", "cards")
	r.refused(exitUsage, "report groups: game 1 is a game of kind duplicate, which has no groups", "report", "groups")
}

// The Anticipation game's own commands refuse a game of another kind by
// its kind: they said "a duplicate game" of a free game and of a problem.
func TestExportCards_OtherKinds(t *testing.T) {
	r := freeEvent(t, 4)
	r.refused(exitUsage, "game 1 is a game of kind free, not an Anticipation game (RULES §8)", "export", "cards")
	r = problemRoom(t)
	r.refused(exitUsage, "game 1 is a game of kind problem, not an Anticipation game (RULES §8)", "export", "cards", "--format", "json")
}

// --out - writes to standard output, as --sheet - reads standard input:
// it wrote a file named "-" in the working directory.
func TestExportCards_OutDash(t *testing.T) {
	r := createdInMemory(t)
	r.must("game", "start", "--discipline", "anticipatie", "--seed", "7")
	t.Chdir(t.TempDir())
	out := r.must("export", "cards", "--out", "-")
	if !strings.HasPrefix(out, "player,round,group,position,word,status") {
		t.Errorf("export cards --out -:\n%s", out)
	}
	if _, err := os.Stat("-"); err == nil {
		t.Error(`export cards --out - wrote a file named "-"`)
	}
}

package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The sheet of testdata/check_anticipatie.json, checked on the embedded ro
// list: the known answer of RULES §8.5 (BAR cancelled in round 4, ARAB
// falling with it, LEU rescored from 7 to 4).
func TestCheck_AnticipationSheet(t *testing.T) {
	warmEmbedded(t)
	code, out, errOut := runMain("check", "--discipline", "anticipatie", "--rules", "ro",
		"--sheet", "testdata/check_anticipatie.json", "--json")
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var got struct {
		Total, Penalty    int
		TechnicalWarnings int `json:"technical_warnings"`
		Rounds            []struct {
			Round, Group int
			Moves        []struct {
				Position, Word, Status string
				Reason                 *string
				Score                  int
				Declared               *int
			}
		}
	}
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatal(err)
	}
	if got.Total != 8 || got.Penalty != 0 || got.TechnicalWarnings != 0 || len(got.Rounds) != 4 {
		t.Fatalf("total %d penalty %d warnings %d rounds %d, want 8 0 0 4:\n%s", got.Total, got.Penalty, got.TechnicalWarnings, len(got.Rounds), out)
	}
	want := []struct {
		round, move int
		status      string
		score       int
		reason      string
	}{
		{0, 1, "cancelled", 0, "cancelled_by_player"},
		{1, 0, "cancelled", 0, "rests_on_cancelled"},
		{2, 0, "valid", 4, ""},
	}
	for _, w := range want {
		m := got.Rounds[w.round].Moves[w.move]
		reason := ""
		if m.Reason != nil {
			reason = *m.Reason
		}
		if m.Status != w.status || m.Score != w.score || reason != w.reason || m.Declared == nil || (m.Reason == nil) != (w.reason == "") {
			t.Errorf("round %d move %d: %+v, want %s %d %q", w.round+1, w.move+1, m, w.status, w.score, w.reason)
		}
	}
	code, out, _ = runMain("check", "--discipline", "anticipatie", "--rules", "ro", "--sheet", "testdata/check_anticipatie.json")
	if code != exitOK {
		t.Fatalf("table: exit %d", code)
	}
	reportGolden(t, "check_anticipatie.golden", out)
}

// A careless or hostile sheet: every one exits 2 naming the round and the
// field, or (groups the rules refuse) exits 1 naming the group.
func TestCheck_BadSheets(t *testing.T) {
	warmEmbedded(t)
	good, err := os.ReadFile("testdata/check_anticipatie.json")
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name, from, to string
		code           exitCode
		message        string
	}{
		{"score as text", `"score":13`, `"score":"13"`, exitUsage, "round 2: moves.score"},
		{"group missing", `{"group":4,`, `{`, exitUsage, "round 3: group: missing"},
		{"group played twice", `{"group":4,`, `{"group":3,`, exitUsage, "round 3: group: group 3 was already played in round 2"},
		{"cancel later round", `"cancel":[1]`, `"cancel":[4]`, exitUsage, "round 4: cancel: 4"},
		{"unknown field", `"pass":true`, `"pas":true`, exitUsage, "round 4: pas: unknown field"},
		{"total after round 1", `{"group":3,`, `{"group":3,"total":13,`, exitUsage, "round 2: total"},
		{"other discipline", `"discipline":"anticipatie"`, `"discipline":"fond"`, exitUsage, "the sheet is of fond"},
		{"not JSON", `{"discipline"`, `{discipline`, exitUsage, "sheet"},
		{"empty", string(good), " \n", exitUsage, "sheet: empty"},
		{"group 1 not words", `"1": "AL"`, `"1": "AB"`, exitRefused, "group 1"},
	}
	dir := t.TempDir()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if !strings.Contains(string(good), c.from) {
				t.Fatalf("the sheet holds no %s", c.from)
			}
			path := filepath.Join(dir, strings.ReplaceAll(c.name, " ", "_")+".json")
			if err := os.WriteFile(path, []byte(strings.Replace(string(good), c.from, c.to, 1)), 0o644); err != nil {
				t.Fatal(err)
			}
			code, _, errOut := runMain("check", "--discipline", "anticipatie", "--rules", "ro", "--sheet", path)
			if code != c.code || !strings.Contains(errOut, c.message) {
				t.Errorf("exit %d %q, want %d and %q", code, errOut, c.code, c.message)
			}
		})
	}
	code, _, errOut := runMain("check", "--discipline", "duplicat", "--rules", "ro", "--sheet", "testdata/check_anticipatie.json")
	if code != exitUsage || !strings.Contains(errOut, "anticipatie") {
		t.Errorf("unknown discipline: exit %d %q", code, errOut)
	}
}

// A room's file: every sheet checked, then ranked by total with equal
// totals sharing a rank (RULES §8.7); a sheet with other groups than the
// room's is refused, naming the entry.
func TestCheck_Room(t *testing.T) {
	warmEmbedded(t)
	sheet, err := os.ReadFile("testdata/check_anticipatie.json")
	if err != nil {
		t.Fatal(err)
	}
	// Without its cancellation the sheet keeps BAR and ARAB: 4 + 11 + 13 + 7.
	kept := strings.Replace(string(sheet), `"cancel":[1],`, "", 1)
	room := `{"discipline": "anticipatie", "entries": [{"player": "ana", "sheet": ` + string(sheet) +
		`}, {"player": "dan", "sheet": ` + kept + `}, {"player": "bob", "sheet": ` + string(sheet) + `}]}`
	path := filepath.Join(t.TempDir(), "room.json")
	if err := os.WriteFile(path, []byte(room), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errOut := runMain("check", "--discipline", "anticipatie", "--rules", "ro", "--sheet", path, "--json")
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var got []struct {
		Rank    int
		Player  string
		Verdict struct{ Total int }
	}
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatal(err)
	}
	want := []struct {
		rank   int
		player string
		total  int
	}{{1, "dan", 35}, {2, "ana", 8}, {2, "bob", 8}}
	for i, w := range want {
		if i >= len(got) || got[i].Rank != w.rank || got[i].Player != w.player || got[i].Verdict.Total != w.total {
			t.Fatalf("ranking %+v, want %+v", got, want)
		}
	}
	code, out, _ = runMain("check", "--discipline", "anticipatie", "--rules", "ro", "--sheet", path)
	if code != exitOK || !strings.Contains(out, "2    bob   8") {
		t.Errorf("table: exit %d\n%s", code, out)
	}
	last := strings.LastIndex(room, `"2": "BBDDIRS"`)
	other := room[:last] + `"2": "BBDDIRT"` + room[last+len(`"2": "BBDDIRS"`):]
	if err := os.WriteFile(path, []byte(other), 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, errOut = runMain("check", "--discipline", "anticipatie", "--rules", "ro", "--sheet", path)
	if code != exitUsage || !strings.Contains(errOut, "entries[2] (bob): groups: not those of ana's sheet") {
		t.Errorf("other groups: exit %d %q", code, errOut)
	}
}

package main

import (
	"encoding/json"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// The ranking of a composition problem reads the same in every command
// that prints it (RULES §9): `report ranking` and `export ranking` in the
// columns of its kind, as `standings` does, its ranking sheet in the rule
// set's language; the federation's files, which have the duplicate game's
// columns, are refused, and so are --tops and --by.
func TestProblemRanking_EveryOutput(t *testing.T) {
	r := problemRoom(t)
	r.must("problem", "solution", "--table", "1", "--handed-in", "50:00",
		"--sheet", writeFile(t, "ana.json", `{"solutions": [{"position": "G2", "word": "DEPUNERe"}, {"position": "G2", "word": "DEPUNERi"}]}`))
	r.must("problem", "solution", "--table", "2", "--handed-in", "40:00",
		"--sheet", writeFile(t, "ion.json", `{"solutions": [{"position": "G2", "word": "DEPUNERe"}]}`))
	r.must("problem", "close")
	reportGolden(t, "report_ranking_problem.golden", r.must("report", "ranking", "--game", "1"))
	reportGolden(t, "export_ranking_problem.csv.golden", r.must("export", "ranking", "--game", "1"))
	for _, tt := range []struct{ got, want []string }{
		{[]string{"report", "ranking", "--game", "1"}, []string{"standings", "--game", "1"}},
		{[]string{"export", "ranking", "--game", "1"}, []string{"standings", "--game", "1", "--csv"}},
		{[]string{"export", "ranking", "--game", "1", "--format", "json"}, []string{"standings", "--game", "1", "--json"}},
	} {
		if got, want := r.must(tt.got...), r.must(tt.want...); got != want {
			t.Errorf("%s:\n%s\n%s:\n%s", strings.Join(tt.got, " "), got, strings.Join(tt.want, " "), want)
		}
	}
	pdf := filepath.Join(t.TempDir(), "ranking.pdf")
	r.must("report", "ranking", "--game", "1", "--out", pdf)
	text := pdfFlowingText(t, pdf)
	containsAll(t, "problem ranking sheet", text, "Ana", "Ion", "Maria", "50:00", "40:00")
	if strings.Contains(text, "% top") {
		t.Errorf("the ranking sheet of a problem shows a percent of the top:\n%s", text)
	}
	for _, args := range [][]string{
		{"export", "ranking", "--game", "1", "--format", "latin1"},
		{"export", "ranking", "--game", "1", "--format", "sigles"},
		{"report", "ranking", "--game", "1", "--tops"},
		{"report", "ranking", "--game", "1", "--by", "category"},
		{"export", "ranking", "--game", "1", "--by", "series"},
	} {
		if code, _, errOut := r.run("", args...); code != exitUsage || !strings.Contains(errOut, "composition problem") {
			t.Errorf("%s: exit %d, %q; want %d and the reason", strings.Join(args, " "), code, errOut, exitUsage)
		}
	}
}

// A problem's verdict has one JSON shape (RULES §9): the ranking's file
// gives each player's verdict as `arbiter check --json` gives it for the
// same sheet, every figure of the kind given even when it is 0 (Ion's 0
// solutions deducted); before, the file wrote the verdict as it is stored,
// its zero figures left out.
func TestProblemVerdict_OneShape(t *testing.T) {
	r := problemRoom(t)
	sheets := map[string]string{"Ana": `{"solutions": [{"position": "G2", "word": "DEPUNERe"}, {"position": "G2", "word": "DEPUNERi"}]}`,
		"Ion": `{"solutions": [{"position": "G2", "word": "DEPUNERe"}]}`}
	r.must("problem", "solution", "--table", "1", "--handed-in", "50:00", "--sheet", writeFile(t, "ana.json", sheets["Ana"]))
	r.must("problem", "solution", "--table", "2", "--handed-in", "40:00", "--sheet", writeFile(t, "ion.json", sheets["Ion"]))
	r.must("problem", "close")
	var ranking struct {
		Standings []struct {
			Name    string          `json:"name"`
			Verdict json.RawMessage `json:"verdict"`
		} `json:"standings"`
	}
	if err := json.Unmarshal([]byte(r.must("export", "ranking", "--game", "1", "--format", "json")), &ranking); err != nil {
		t.Fatal(err)
	}
	board, _ := json.Marshal(strings.Split(strings.TrimSpace(problemBoard), "\n"))
	checked := 0
	for _, s := range ranking.Standings {
		sheet, ok := sheets[s.Name]
		if !ok {
			continue
		}
		file := writeFile(t, s.Name+"-check.json", `{"discipline": "superscrabble", "board": `+string(board)+`, "rack": "DEPNRU?", `+sheet[1:])
		code, out, errOut := runCheckProblem(t, "superscrabble", file, "--json")
		if code != exitOK {
			t.Fatalf("check %s: exit %d, %s", s.Name, code, errOut)
		}
		var got, want any
		if err := json.Unmarshal(s.Verdict, &got); err != nil {
			t.Fatal(err)
		}
		if err := json.Unmarshal([]byte(out), &want); err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%s: the ranking's verdict\n%s\ncheck --json\n%s", s.Name, s.Verdict, out)
		}
		if !strings.Contains(string(s.Verdict), `"deducted": 0`) {
			t.Errorf("%s: the ranking's verdict leaves out its 0 deducted:\n%s", s.Name, s.Verdict)
		}
		checked++
	}
	if checked != 2 {
		t.Fatalf("%d verdicts compared, want Ana's and Ion's", checked)
	}
}

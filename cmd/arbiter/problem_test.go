package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// problemBoard is the board of the seed's "g2" example (RULES §9.6): 8H
// AU, I3 TABLOU, 3G EST, where DEPNRU? makes G2 DEPUNERE and DEPUNERI.
const problemBoard = "...............\n...............\n...............\n...............\n...............\n" +
	"...............\n..E............\n..S....A.......\n..TABLOU.......\n...............\n" +
	"...............\n...............\n...............\n...............\n...............\n"

// problemRoom is a tournament of three players on the problems' word
// list, with a Superscrabble problem of the seed's example started.
func problemRoom(t *testing.T) *room {
	t.Helper()
	useCache(t)
	r := newRoom(t)
	words := writeFile(t, "words.txt", problemWords)
	if code, _, errOut := r.run("", "new", "Cupa", "--rules", "ro", "--lexicon", words); code != exitOK {
		t.Fatalf("new: %s", errOut)
	}
	for i, name := range []string{"Ana", "Ion", "Maria"} {
		r.must("player", "add", string(rune('1'+i)), name)
	}
	board := writeFile(t, "board.txt", problemBoard)
	out := r.must("problem", "start", "--kind", "superscrabble", "--board", board, "--letters", "DEPNRU?", "--minutes", "75")
	if !strings.Contains(out, "superscrabble problem started, 75 minutes; typed by the referee (DENPRU?)") {
		t.Fatalf("start: %s", out)
	}
	return r
}

// TestProblem_CarelessReferee acts as a careless or hostile user of a
// Superscrabble problem (RULES §9.6, §9.1): a solution for a table with no
// player, after the time, a second one, a malformed file, one after the
// close: each a clear error, with the exit status of the same refusal of a
// slip (docs/how-the-referee-decides.md: a refusal by the rules 1, input
// that cannot be read 2), and the solutions recorded before stay as they
// were.
func TestProblem_CarelessReferee(t *testing.T) {
	r := problemRoom(t)
	good := writeFile(t, "ana.json", `{"solutions": [{"position": "G2", "word": "DEPUNERe"}, {"position": "G2", "word": "DEPUNERi"}]}`)
	out := r.must("problem", "solution", "--table", "1", "--sheet", good, "--handed-in", "50:00")
	if !strings.Contains(out, "table 1: solution handed in at 50:00, 2 solutions") {
		t.Errorf("solution: %s", out)
	}
	before := len(r.records())
	for _, tt := range []struct {
		args []string
		want string
		code exitCode
	}{
		{[]string{"problem", "solution", "--table", "9", "--sheet", good, "--handed-in", "5:00"}, "no player at table 9", exitRefused},
		{[]string{"problem", "solution", "--table", "2", "--sheet", good, "--handed-in", "75:01"}, "after the problem's 75 minutes", exitRefused},
		{[]string{"problem", "solution", "--table", "1", "--sheet", good, "--handed-in", "5:00"}, "already", exitRefused},
		{[]string{"problem", "solution", "--table", "2", "--sheet", writeFile(t, "bad.json", `{"solutions": [{"position": 7}]}`), "--handed-in", "5:00"}, "wrong type", exitUsage},
		{[]string{"problem", "solution", "--table", "2", "--sheet", good, "--handed-in", "soon"}, "--handed-in", exitUsage},
		{[]string{"problem", "import", "--file", writeFile(t, "bad.csv", "table,handed_in,sheet\n2,10:00,{}\n3,99:00,{}\n")}, "table 3", exitRefused},
		{[]string{"problem", "import", "--file", writeFile(t, "garbage.csv", "\x00\x01")}, "--file", exitUsage},
		{[]string{"problem", "start", "--kind", "partial"}, "game 1 is still being played", exitRefused},
		{[]string{"rack"}, "game 1 is a composition problem (superscrabble, RULES §9): it takes solutions, and no racks, tops or slips of the duplicate game", exitUsage},
		{[]string{"slip", "1", "H8", "AL", "4"}, "game 1 takes no slips: it is a game of kind problem", exitUsage},
		{[]string{"report", "racks"}, "report racks: game 1 is a game of kind problem, which has no racks: its sheets are statement, results and ranking", exitUsage},
		{[]string{"report", "card", "1"}, "report card: game 1 is a game of kind problem, which has no card", exitUsage},
		{[]string{"report", "bulletin", "1"}, "report bulletin: game 1 is a game of kind problem, which has no bulletin", exitUsage},
		{[]string{"slips", "import", writeFile(t, "slips.csv", "round,table,position,word,score\n1,1,H8,AL,4\n")}, "game 1 takes no slips: it is a game of kind problem", exitUsage},
		{[]string{"problem", "solution", "--table", "2", "--sheet", good, "--handed-in", "-0:30"}, `--handed-in "-0:30": the time from the start`, exitUsage},
		{[]string{"problem", "solution", "--table", "2", "--sheet", t.TempDir(), "--handed-in", "5:00"}, "is a directory: give the file in it", exitUsage},
		{[]string{"problem", "solution", "--table", "2", "--sheet", writeFile(t, "list.json", "[]"), "--handed-in", "5:00"}, "a JSON array, where a sheet is one object {…}", exitUsage},
		{[]string{"problem", "solution", "--table", "2", "--sheet", good, "--round", "-1"}, `invalid argument "-1" for "--round" flag: "-1" is not a round number (1, 2, …)`, exitUsage},
		{[]string{"standings", "--game", "1", "--tops"}, "its own rules", exitUsage},
	} {
		code, _, errOut := r.run("", tt.args...)
		if code != tt.code || !strings.Contains(errOut, tt.want) {
			t.Errorf("%v: exit %d, %q; want %d, %q", tt.args, code, errOut, tt.code, tt.want)
		}
	}
	if after := len(r.records()); after != before {
		t.Errorf("the refused commands recorded %d events", after-before)
	}
	csv := writeFile(t, "room.csv", "table,handed_in,sheet\n2,40:00,\"{\"\"solutions\"\": [{\"\"position\"\": \"\"G2\"\", \"\"word\"\": \"\"DEPUNERe\"\"}]}\"\n")
	if out := r.must("problem", "import", "--file", csv); !strings.Contains(out, "1 solution recorded, 0 already recorded") {
		t.Errorf("import: %s", out)
	}
	if out := r.must("problem", "import", "--file", csv); !strings.Contains(out, "0 solutions recorded, 1 already recorded") {
		t.Errorf("import again: %s", out)
	}
	r.must("problem", "close")
	if code, _, errOut := r.run("", "problem", "solution", "--table", "3", "--sheet", good, "--handed-in", "5:00"); code != exitRefused || !strings.Contains(errOut, "closed") {
		t.Errorf("after the close: exit %d, %s", code, errOut)
	}
	out = r.must("standings", "--game", "1")
	want := "rank\ttable\tname\tclub\tsolutions\tfound\tdeducted\twarnings\thanded_in\n" +
		"1\t1\tAna\t\t2\t2\t0\t0\t50:00\n" +
		"2\t2\tIon\t\t1\t1\t0\t0\t40:00\n" +
		"\t3\tMaria\t\tno solution\t\t\t\t\n"
	if out != want {
		t.Errorf("standings:\n%s\nwant\n%s", out, want)
	}
	var doc struct {
		Problem   struct{ Kind, Rack string }
		Standings []struct {
			Rank, Table int
			Verdict     *struct{ Solutions int }
		}
	}
	if err := json.Unmarshal([]byte(r.must("standings", "--game", "1", "--json")), &doc); err != nil {
		t.Fatal(err)
	}
	if doc.Problem.Kind != "superscrabble" || len(doc.Standings) != 3 || doc.Standings[0].Verdict.Solutions != 2 || doc.Standings[2].Verdict != nil {
		t.Errorf("JSON: %+v", doc)
	}
	if csvOut := r.must("standings", "--game", "1", "--csv"); !strings.HasPrefix(csvOut, "rank,table,name,club,solutions,") {
		t.Errorf("CSV: %s", csvOut)
	}
	r.must("verify")
}

// TestProblem_Correct: the referee recorded the sheets of tables 1 and 2
// the wrong way round and puts them right, with `problem correct` and with
// `problem import --correct` (RULES §9.1): the ranking follows the right
// sheets, the first ones stay in the log, `verify` folds it again to the
// same ranking, and careless corrections are refused.
func TestProblem_Correct(t *testing.T) {
	r := problemRoom(t)
	one := writeFile(t, "one.json", `{"solutions": [{"position": "G2", "word": "DEPUNERe"}]}`)
	two := writeFile(t, "two.json", `{"solutions": [{"position": "G2", "word": "DEPUNERe"}, {"position": "G2", "word": "DEPUNERi"}]}`)
	r.must("problem", "solution", "--table", "1", "--sheet", one, "--handed-in", "20:00")
	r.must("problem", "solution", "--table", "2", "--sheet", two, "--handed-in", "30:00")
	out := r.must("problem", "correct", "--table", "1", "--sheet", two, "--reason", "sheets of tables 1 and 2 swapped")
	if !strings.Contains(out, "table 1: solution corrected (sheets of tables 1 and 2 swapped), handed in at 20:00, 2 solutions") {
		t.Errorf("correct: %s", out)
	}
	sheet := func(path string) string {
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		return `"` + strings.ReplaceAll(string(data), `"`, `""`) + `"`
	}
	file := writeFile(t, "fixed.csv", "table,handed_in,sheet\n1,20:00,"+sheet(two)+"\n2,30:00,"+sheet(one)+"\n")
	if code, _, errOut := r.run("", "problem", "import", "--file", file); code != exitRefused || !strings.Contains(errOut, "table 2") || !strings.Contains(errOut, "problem correct") {
		t.Errorf("a different sheet imported without --correct: exit %d, %s", code, errOut)
	}
	out = r.must("problem", "import", "--file", file, "--correct", "--reason", "table 2 typed again")
	if !strings.Contains(out, "table 2: solution corrected (table 2 typed again), handed in at 30:00, 1 solution") ||
		!strings.Contains(out, "1 solution recorded, 1 already recorded") {
		t.Errorf("import --correct: %s", out)
	}
	before := len(r.records())
	for _, tt := range []struct {
		args []string
		want string
		code exitCode
	}{
		{[]string{"problem", "correct", "--table", "3", "--sheet", one, "--reason", "r"}, "no solution recorded", exitRefused},
		{[]string{"problem", "correct", "--table", "9", "--sheet", one, "--reason", "r"}, "table 9", exitRefused},
		{[]string{"problem", "correct", "--table", "1", "--sheet", one, "--reason", " "}, "--reason", exitUsage},
		{[]string{"problem", "correct", "--table", "1", "--sheet", one, "--reason", "r", "--handed-in", "80:00"}, "after the problem's 75 minutes", exitRefused},
		{[]string{"problem", "import", "--file", file, "--correct"}, "--reason", exitUsage},
	} {
		code, _, errOut := r.run("", tt.args...)
		if code != tt.code || !strings.Contains(errOut, tt.want) {
			t.Errorf("%v: exit %d, %q; want %d, %q", tt.args, code, errOut, tt.code, tt.want)
		}
	}
	if after := len(r.records()); after != before {
		t.Errorf("the refused corrections recorded %d events", after-before)
	}
	want := "rank\ttable\tname\tclub\tsolutions\tfound\tdeducted\twarnings\thanded_in\n" +
		"1\t1\tAna\t\t2\t2\t0\t0\t20:00\n" +
		"2\t2\tIon\t\t1\t1\t0\t0\t30:00\n" +
		"\t3\tMaria\t\tno solution\t\t\t\t\n"
	if got := r.must("standings", "--game", "1"); got != want {
		t.Errorf("standings:\n%s\nwant\n%s", got, want)
	}
	r.must("verify")
	r.must("problem", "close")
	if code, _, errOut := r.run("", "problem", "correct", "--table", "1", "--sheet", one, "--reason", "late"); code != exitRefused || !strings.Contains(errOut, "closed") {
		t.Errorf("a correction after the close: exit %d, %s", code, errOut)
	}
}

// TestProblem_Consonants plays N-Scrabble's consonant variant from the
// command line (RULES §9.9, §9.5): the groups typed whole, the players
// given CLMN and RR; H8 COLUMNA adds 3 vowels of the pool (78) and 14G RAU
// adds U to RR's R (3): total 81. A group typed short is refused.
func TestProblem_Consonants(t *testing.T) {
	r := problemRoom(t)
	r.must("problem", "close")
	if code, _, errOut := r.run("", "problem", "start", "--kind", "nscrabble", "--letters", "ACLMNOU RR", "--consonants"); code != exitUsage ||
		!strings.Contains(errOut, "group 2: 2 letters: a group has 7") {
		t.Errorf("a group typed short: exit %d, %s", code, errOut)
	}
	out := r.must("problem", "start", "--kind", "nscrabble", "--letters", "ACLMNOU AEIORRU", "--consonants")
	if !strings.Contains(out, "nscrabble problem started, 60 minutes; typed by the referee, only the consonants announced (ACLMNOU AEIORRU)") {
		t.Errorf("start: %s", out)
	}
	sheet := writeFile(t, "ana.json", `{"moves": [{"group": 1, "position": "H8", "word": "COLUMNA", "score": 78},
		{"group": 2, "position": "14G", "word": "RAU", "score": 3}]}`)
	if out := r.must("problem", "solution", "--table", "1", "--sheet", sheet, "--handed-in", "30:00"); !strings.Contains(out, "total 81 (81 points, 0 technical warnings") {
		t.Errorf("solution: %s", out)
	}
	pdf := filepath.Join(t.TempDir(), "statement.pdf")
	r.must("problem", "sheets", "--results", "--out", pdf)
	r.must("verify")
}

// TestProblem_StartRefusesUnreachableBoard: a board given as a file is
// checked as --moves is (RULES §9.8's reading: a board built by the general
// rules): more Z than the set holds, a word not in the list, a word touching
// no other, an empty centre; each refused, exit 2, nothing recorded. The
// seed's board is accepted.
func TestProblem_StartRefusesUnreachableBoard(t *testing.T) {
	useCache(t)
	r := newRoom(t)
	words := writeFile(t, "words.txt", problemWords)
	if code, _, errOut := r.run("", "new", "Cupa", "--rules", "ro", "--lexicon", words); code != exitOK {
		t.Fatalf("new: %s", errOut)
	}
	row := func(b, s string, at int) string {
		lines := strings.Split(b, "\n")
		lines[at] = s
		return strings.Join(lines, "\n")
	}
	for _, tt := range []struct{ name, board, want string }{
		{"FiveZ", row(problemBoard, "ZZZZZ..........", 0), "the board holds 5 × Z, but the ro set holds 1"},
		{"LetterNotInSet", row(problemBoard, "..........K....", 14), "the board holds 1 × K, but the ro set holds 0"},
		{"NotAWord", row(problemBoard, "..TABLOUX......", 8), `"TABLOUX" at I3 is not in the word list`},
		{"NotJoined", row(problemBoard, "...........AU..", 13), "square N12: its tile is not joined to the tiles on the centre"},
		{"CentreEmpty", strings.Repeat("...............\n", 7) + "AU.............\n" + strings.Repeat("...............\n", 7), "square H8, the centre, is empty"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			board := writeFile(t, "board.txt", tt.board)
			r.refused(exitUsage, tt.want, "problem", "start", "--kind", "superscrabble", "--board", board, "--letters", "DEPNRU?")
			r.refused(exitUsage, tt.want, "problem", "start", "--kind", "partida-superscrabble", "--board", board, "--rounds", "2")
		})
	}
	r.must("problem", "start", "--kind", "superscrabble", "--board", writeFile(t, "board.txt", problemBoard), "--letters", "DEPNRU?")
}

// TestProblem_SheetWithBOM: a sheet saved with a byte-order mark (as
// editors on Windows save it) is read as without it, as the CSV readers
// read theirs; before, it was refused as "invalid character 'ï'".
func TestProblem_SheetWithBOM(t *testing.T) {
	r := problemRoom(t)
	bom := writeFile(t, "bom.json", "\uFEFF"+`{"solutions": [{"position": "G2", "word": "DEPUNERe"}]}`)
	if out := r.must("problem", "solution", "--table", "3", "--sheet", bom, "--handed-in", "30:00"); !strings.Contains(out, "table 3: solution handed in at 30:00, 1 solution") {
		t.Errorf("a sheet saved with a byte-order mark: %s", out)
	}
}

// A problem's sheets are its kind's: `report statement` and `report
// results` write what `problem sheets` writes, byte for byte, and refuse
// a table, which has no terminal layout.
func TestReport_ProblemSheets(t *testing.T) {
	r := problemRoom(t)
	r.must("problem", "solution", "--table", "1", "--sheet", writeFile(t, "ana.json", `{"solutions": [{"position": "G2", "word": "DEPUNERe"}]}`), "--handed-in", "5:00")
	dir := t.TempDir()
	for _, results := range []bool{false, true} {
		sheet, flags := "statement", []string{}
		if results {
			sheet, flags = "results", []string{"--results"}
		}
		viaReport, viaProblem := filepath.Join(dir, sheet+"-report.pdf"), filepath.Join(dir, sheet+"-problem.pdf")
		r.must("report", sheet, "--out", viaReport)
		r.must(append([]string{"problem", "sheets", "--out", viaProblem}, flags...)...)
		a, errA := os.ReadFile(viaReport)
		b, errB := os.ReadFile(viaProblem)
		if errA != nil || errB != nil || len(a) < 1000 || !bytes.Equal(a, b) {
			t.Errorf("report %s: %d bytes (%v), problem sheets %v: %d bytes (%v)", sheet, len(a), errA, flags, len(b), errB)
		}
		r.refused(exitUsage, "a problem's statement and results are printed as PDF: name the file with --out", "report", sheet)
	}
	r = createdInMemory(t)
	r.must("game", "start", "--seed", "7")
	r.refused(exitUsage, "game 1 is no composition problem: start one with `problem start`", "problem", "sheets", "--out", filepath.Join(dir, "x.pdf"))
}

// TestProblem_Warn: the referee's disciplinary warning in a problem costs
// what 4 technical warnings cost (RULES §9.1, §9.6: one solution); the
// warnings a problem does not record are refused in words, exit 2, and
// nothing is recorded for them.
func TestProblem_Warn(t *testing.T) {
	r := problemRoom(t)
	both := writeFile(t, "both.json", `{"solutions": [{"position": "G2", "word": "DEPUNERe"}, {"position": "G2", "word": "DEPUNERi"}]}`)
	r.must("problem", "solution", "--table", "1", "--sheet", both, "--handed-in", "50:00")
	r.must("problem", "solution", "--table", "2", "--sheet", both, "--handed-in", "55:00")
	if out := r.must("warn", "1", "--disciplinary", "--reason", "telefon"); out != "table 1: disciplinary warning (telefon)\n" {
		t.Errorf("warn: %s", out)
	}
	before := len(r.records())
	r.expect([]string{"warn", "2", "--technical", "--reason", "x"}, exitUsage, "",
		"arbiter: table 2 (Ion): a problem's technical warnings are its solution's, found by the check (RULES §9.1); the referee gives disciplinary ones\n")
	r.expect([]string{"warn", "2", "--disciplinary", "--round", "2", "--reason", "x"}, exitUsage, "",
		"arbiter: game 1 is a composition problem: its warnings are for the whole problem, not round 2 (RULES §9.1)\n")
	if after := len(r.records()); after != before {
		t.Errorf("the refused warnings recorded %d events", after-before)
	}
	want := "rank\ttable\tname\tclub\tsolutions\tfound\tdeducted\twarnings\thanded_in\n" +
		"1\t2\tIon\t\t2\t2\t0\t0\t55:00\n" +
		"2\t1\tAna\t\t1\t2\t1\t1\t50:00\n" +
		"\t3\tMaria\t\tno solution\t\t\t\t\n"
	if out := r.must("standings", "--game", "1"); out != want {
		t.Errorf("standings:\n%s\nwant\n%s", out, want)
	}
	r.expect([]string{"warn", "1", "--disciplinary", "--reason", "telefon"}, exitRefused, "",
		"arbiter: table 1 (Ana) already has this disciplinary warning (\"telefon\"); give it again only on purpose\n")
	r.expect([]string{"warn", "1", "--disciplinary", "--withdraw", "--reason", "apel"}, exitOK, "table 1: disciplinary warning withdrawn (apel)\n", "")
	if out := r.must("standings", "--game", "1"); !strings.HasPrefix(out[strings.Index(out, "\n")+1:], "1\t1\tAna\t\t2\t2\t0\t0\t50:00\n") {
		t.Errorf("standings after the withdrawal:\n%s", out)
	}
	r.must("verify")
}

package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"arbiter/arbiter/free"
)

// A free-game event through the command line (RULES §10): started on the
// tournament's players (three: a bye each round), paired, its results
// typed as on the scoresheets, careless and hostile input refused with
// the culprit named and nothing recorded, a correction, its standings in
// their own columns, its end, and the log verified.
func TestFreeGame_Event(t *testing.T) {
	r := created(t)
	r.must("player", "add", "4", "MUNTEANU Elena")
	r.must("player", "add", "5", "VASILE Radu")
	r.refused(exitUsage, "--rounds is a setting of a free-game event: give --discipline liber too", "game", "start", "--rounds", "3")
	r.refused(exitUsage, "a free-game event has no variant", "game", "start", "--discipline", "liber", "--variant", "completiv")
	if out := r.must("game", "start", "--discipline", "liber", "--rounds", "3", "--first", "swiss"); !strings.Contains(out, "free-game event started: 5 players, 3 rounds, round 1 swiss then swiss") {
		t.Fatalf("game start --discipline liber:\n%s", out)
	}
	r.refused(exitUsage, "no round is paired yet", "result", "1", "400", "2", "300")
	out := r.must("pair", "--explain")
	if !strings.Contains(out, "round 1 paired (swiss)") || !strings.Contains(out, "bye: ") {
		t.Fatalf("pair:\n%s", out)
	}
	boards := boardsOf(t, r)
	if len(boards) != 3 {
		t.Fatalf("round 1's boards %+v, want two games and the bye", boards)
	}
	b1, b2 := boards[0], boards[1]
	r.refused(exitUsage, `"patru" is not`, "result", itoa(b1.Start), "patru", itoa(b1.Reply), "300")
	r.refused(exitUsage, "were not paired", "result", itoa(b1.Start), "400", itoa(b2.Start), "300")
	r.refused(exitUsage, "score 4000", "result", itoa(b1.Start), "4000", itoa(b1.Reply), "300")
	r.refused(exitUsage, "spread of +12, not +13", "result", itoa(b1.Start), "412", itoa(b1.Reply), "400", "+13")
	r.must("result", itoa(b1.Start), "412", itoa(b1.Reply), "400", "+12")
	if out := r.must("result", itoa(b1.Start), "412", itoa(b1.Reply), "400"); strings.Contains(out, "recorded") {
		t.Errorf("the same result again recorded something:\n%s", out)
	}
	r.refused(exitUsage, "needs a reason", "result", itoa(b1.Start), "402", itoa(b1.Reply), "400")
	r.refused(exitRefused, "without a result", "pair")
	r.must("result", itoa(b2.Reply), "380", itoa(b2.Start), "350")
	r.must("player", "add", "6", "DUMITRU Ana")
	if out := r.must("enter", "6"); !strings.Contains(out, "player 6 (DUMITRU Ana) entered, paired from round 2") {
		t.Errorf("enter 6:\n%s", out)
	}
	r.refused(exitRefused, "no player at table 9", "enter", "9")
	r.refused(exitUsage, "needs a reason", "withdraw", "5")
	if out := r.must("withdraw", "5", "--reason", "left ill"); !strings.Contains(out, "player 5 withdrew, no longer paired from round 2") {
		t.Errorf("withdraw 5:\n%s", out)
	}
	if out := r.must("pair"); strings.Contains(out, " 5 starts") || strings.Contains(out, " 5 replies") || !strings.Contains(out, "6 ") {
		t.Errorf("round 2 after 6 entered and 5 withdrew:\n%s", out)
	}
	r.must("result", itoa(b1.Start), "402", itoa(b1.Reply), "400", "--round", "1", "--reason", "the scoresheet was added up wrong")
	r.refused(exitRefused, "without a result", "game", "end", "--reason", "the hall closes")
	// A challenge at a board, judged from the tournament's list and recorded.
	if out := r.must("judge", "casa", "--board", "1"); !strings.Contains(out, "board 1: challenge of CASA: the play stands") {
		t.Errorf("judge at board 1:\n%s", out)
	}
	if code, _, errOut := r.run("", "judge", "QQQ", "CASA", "--board", "1"); code != exitRefused || !strings.Contains(errOut, "the play does not stand") {
		t.Errorf("judge QQQ CASA at board 1: exit %d %q, want 1 (recorded, not standing)", code, errOut)
	}
	if out := r.must("judge", "QQQ", "--board", "1", "--ambiguous", "the lists disagree"); !strings.Contains(out, "the list ambiguous (the lists disagree): not a wrong play") {
		t.Errorf("judge --ambiguous:\n%s", out)
	}
	r.refused(exitRefused, "has no board 99", "judge", "CASA", "--board", "99")
	if log := r.must("log"); strings.Count(log, "free_judged") != 3 {
		t.Errorf("the log holds %d judgements, want 3:\n%s", strings.Count(log, "free_judged"), log)
	}
	// Round 2's results from a file: all or none, and again nothing.
	var lines []string
	for _, b := range boardsOf(t, r) {
		if b.Reply != 0 {
			lines = append(lines, "2, "+itoa(b.Start)+", 380, "+itoa(b.Reply)+", 365")
		}
	}
	bad := writeFile(t, "bad.txt", strings.Join(lines, "\n")+"\n2 "+itoa(b1.Start)+" 300 "+itoa(b1.Start)+" 200\n")
	r.refused(exitUsage, "two different players", "results", "import", bad)
	file := writeFile(t, "round2.txt", "# round 2\n"+strings.Join(lines, "\n")+"\n")
	if out := r.must("results", "import", file); !strings.Contains(out, fmt.Sprintf("%d results, %d recorded", len(lines), len(lines))) {
		t.Errorf("results import:\n%s", out)
	}
	if out := r.must("results", "import", file); !strings.Contains(out, fmt.Sprintf("%d results, 0 recorded, %d already recorded", len(lines), len(lines))) {
		t.Errorf("the same import again:\n%s", out)
	}
	if out := r.must("pairings", "--round", "1"); !strings.Contains(out, "Board\tStarts\tReplies") || !strings.Contains(out, "\tBye") {
		t.Errorf("pairings of round 1:\n%s", out)
	}
	wall := filepath.Join(t.TempDir(), "round2.pdf")
	r.must("pairings", "--pdf", wall)
	if data, err := os.ReadFile(wall); err != nil || !bytes.HasPrefix(data, []byte("%PDF")) {
		t.Errorf("the wall's list of round 2: %v", err)
	}
	r.refused(exitRefused, "round 9 of the free-game event is not paired", "pairings", "--round", "9")
	r.refused(exitUsage, "takes no slips: it is a game of kind free", "slips", "import", writeFile(t, "slips.csv", "round,table,position,word,score\n1,1,H8,AL,4\n"))
	standings := r.must("standings")
	for _, want := range []string{"Wins", "Spread", "POPESCU Ion"} {
		if !strings.Contains(standings, want) {
			t.Errorf("standings of the free-game event, want %q:\n%s", want, standings)
		}
	}
	r.must("game", "end", "--reason", "the hall closes")
	r.refused(exitRefused, "has ended", "pair")
	r.must("verify")
}

// boardsOf returns the boards of the last round paired, read from the
// log as `arbiter log --json` writes it, an event a line.
func boardsOf(t *testing.T, r *room) []struct{ Board, Start, Reply int } {
	t.Helper()
	var last struct {
		Boards []struct{ Board, Start, Reply int }
	}
	for _, line := range strings.Split(strings.TrimSpace(r.must("log", "--json")), "\n") {
		var e struct {
			Type  string          `json:"type"`
			Event json.RawMessage `json:"event"`
		}
		if err := json.Unmarshal([]byte(line), &e); err != nil {
			t.Fatal(err)
		}
		if e.Type == "free_round_paired" {
			if err := json.Unmarshal(e.Event, &last); err != nil {
				t.Fatal(err)
			}
		}
	}
	return last.Boards
}

func itoa(n int) string { return strconv.Itoa(n) }

// A free game's record checked move by move from a GCG file (RULES
// §10.1): a wrong score given with the right one (seed 002: I7 VAH is
// 60), the ending and the final scores; a record that cannot be read
// exits 2 naming the line.
func TestCheck_FreeGame(t *testing.T) {
	r := newMemoryRoom(t)
	gcg := filepath.Join("testdata", "free", "ro_game.gcg")
	out := r.must("check", "--discipline", "liber", "--rules", "ro", "--lexicon", testLexicon, "--sheet", gcg)
	for _, want := range []string{"I7 VAH: 58 written, the right score is 60", "ending: consecutive passes", "Ana Știrbu: 73 (place 1, spread +33)"} {
		if !strings.Contains(out, want) {
			t.Errorf("check of %s, want %q:\n%s", gcg, want, out)
		}
	}
	best := r.must("check", "--discipline", "liber", "--rules", "ro", "--lexicon", testLexicon, "--sheet", gcg, "--best")
	if !strings.Contains(best, "line 8 (Ana Știrbu): G10 StIR 0; best ") || !strings.Contains(best, "not the best play: no leave, no strategy") {
		t.Errorf("check --best:\n%s", best)
	}
	bad := writeFile(t, "bad.gcg", "#player1 a Ana\n#player2 b Dan\n>a: ACLMNOU 8Z COLUMNA +78 78\n")
	r.refused(exitUsage, "line 3", "check", "--discipline", "liber", "--rules", "ro", "--lexicon", testLexicon, "--sheet", bad)
}

// A free game's sheet as a player takes it home (RULES §10.1): the
// players' places, every turn with what was written wrong in the rule
// set's language, each rack's best score beside its play, and the board
// after the lines asked for; a line the record has not, --boards without
// --pdf, and --best or --boards for another kind are refused.
func TestCheck_FreeGamePDF(t *testing.T) {
	r := newMemoryRoom(t)
	gcg := filepath.Join("testdata", "free", "ro_game.gcg")
	pdf := filepath.Join(t.TempDir(), "game.pdf")
	check := []string{"check", "--discipline", "liber", "--rules", "ro", "--lexicon", testLexicon, "--sheet", gcg}
	if out := r.must(append(check, "--pdf", pdf, "--boards", "5,6")...); !strings.Contains(out, "wrote "+pdf) {
		t.Errorf("check --pdf: %q", out)
	}
	containsAll(t, "the free game's sheet", pdfFlowingText(t, pdf), "Fișa partidei libere", "1. Ana Știrbu: 73 (+33)", "2. Dan Ţepeş: 40 (-33)",
		"pase consecutive", "Dan Ţepeş I7 VAH 60 60 G6 VLAHU 57 0 scris 58, corect 60", "G10 StIR (contestat, retras) 0 78", "Cel mai bun scor al literelor", "Numai scoruri",
		"Tabla după rândul 5", "Tabla după rândul 6")
	r.refused(exitUsage, "--boards 99: the record has no turn on line 99", append(check, "--pdf", pdf, "--boards", "99")...)
	r.refused(exitUsage, "--boards draws boards on the --pdf sheet", append(check, "--boards", "5")...)
	r.refused(exitUsage, "--best and --boards read a free game's record", "check", "--discipline", "integral", "--rules", "ro", "--sheet", gcg, "--best")
}

// A challenge judged from the list (RULES §10.1): one verdict for the
// whole play, exit 0 when it stands, 1 when it does not, whichever word
// fails; a word that cannot be read exits 2.
func TestJudge(t *testing.T) {
	r := newMemoryRoom(t)
	if out := r.must("judge", "casa", "STOC", "--rules", "ro", "--lexicon", testLexicon); out != "the play stands\n" {
		t.Errorf("judge casa STOC: %q", out)
	}
	for _, words := range [][]string{{"CASA", "QQQ"}, {"QQQ", "CASA"}} {
		r.refused(exitRefused, "the play does not stand", append([]string{"judge", "--rules", "ro", "--lexicon", testLexicon}, words...)...)
	}
	r.refused(exitUsage, "challenged word", "judge", "--rules", "ro", "--lexicon", testLexicon, "CA$A")
}

// FuzzResultLines: a file of results never stops the reader, and every
// result it reads names a round and two different players.
func FuzzResultLines(f *testing.F) {
	for _, seed := range []string{"1 7 412 12 385\n", "2, 7, 412, 12, 385, +27\r\n# c\n", "x 1 2 3 4", "1 1 2 1 3", ""} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, data string) {
		cs, lines, err := resultLines([]byte(data), "")
		if err != nil {
			return
		}
		if len(cs) != len(lines) {
			t.Fatalf("%d results, %d lines", len(cs), len(lines))
		}
		for _, c := range cs {
			r := c.(free.Act).Command.(free.RecordResult)
			if r.Round < 1 || r.A == r.B || r.A <= 0 || r.B <= 0 {
				t.Errorf("%q read as %+v", data, r)
			}
		}
	})
}

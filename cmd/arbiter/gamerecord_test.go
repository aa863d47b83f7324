package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// freeRound1 returns the tournament of [created] with a free-game event
// started and round 1 paired: board 1 and the bye.
func freeRound1(t *testing.T) (*room, struct{ Board, Start, Reply int }) {
	r := created(t)
	r.must("game", "start", "--discipline", "liber", "--rounds", "2")
	r.must("pair")
	return r, boardsOf(t, r)[0]
}

// A board's game recorded move by move (RULES §10.1): a GCG file checked
// with the tournament's rules, the right scores and the result to enter
// printed; a record that does not check out refused with its line, exit
// 2, nothing recorded; the same record again nothing; another record only
// as a correction with a reason, which --enter turns into the board's
// result; a record naming the board's players the other way round gives
// each their own score; the log verified.
func TestRecord_FreeGame(t *testing.T) {
	r, b := freeRound1(t)
	gcg := filepath.Join("testdata", "free", "ro_game.gcg")
	r.refused(exitRefused, "has no board 2", "record", "2", gcg)
	r.refused(exitUsage, `board "x" is not a board number`, "record", "x", gcg)
	out := r.must("record", "1", gcg)
	for _, want := range []string{
		"round 1, board 1: the game's moves recorded (gcg)",
		"line 6 (Dan Ţepeş): I7 VAH: 58 written, the right score is 60",
		"ending: consecutive passes",
		"Ana Știrbu: 73 (place 1, spread +33)",
		"result to enter: arbiter result " + itoa(b.Start) + " 73 " + itoa(b.Reply) + " 40 --round 1",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("record 1 %s, want %q:\n%s", gcg, want, out)
		}
	}
	if out := r.must("record", "1", gcg); !strings.Contains(out, "the same record is recorded already") {
		t.Errorf("the same record again:\n%s", out)
	}
	offBoard := writeFile(t, "off.txt", "players Ana, Dan\nAna [ACLMNOU]: H8 COLUMNA 78\nDan: P7 VAH 60\n")
	r.refused(exitUsage, "the record does not check out: typed record, line 3", "record", "1", offBoard)
	typed := filepath.Join("testdata", "free", "ro_typed.txt")
	r.refused(exitUsage, "has its game recorded already; another record is a correction and needs a reason", "record", "1", typed, "--enter")
	out = r.must("record", "1", typed, "--enter", "--reason", "the GCG file was of another board")
	for _, want := range []string{
		"replacing the record before (the GCG file was of another board)",
		"round 1, board 1: 73–31 recorded",
		"I7 VAH: 58 written, the right score is 60",
		"ending: consecutive passes",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("record 1 %s --enter, want %q:\n%s", typed, want, out)
		}
	}
	if strings.Contains(out, "result to enter") {
		t.Errorf("record --enter still says what to enter:\n%s", out)
	}
	// The record names the board's players the other way round: the
	// replier played first, and each gets their own score.
	names := map[int]string{1: "POPESCU Ion", 2: "ȘERBAN Ana", 3: "IONESCU Dan"}
	sheet, err := os.ReadFile(typed)
	if err != nil {
		t.Fatal(err)
	}
	text := strings.NewReplacer("Ana Știrbu", names[b.Reply], "Dan Ţepeş", names[b.Start]).Replace(string(sheet))
	swapped := writeFile(t, "swapped.txt", text)
	out = r.must("record", "1", swapped, "--enter", "--reason", "the replier started")
	if !strings.Contains(out, "round 1, board 1: corrected to 31–73") {
		t.Errorf("record 1 with the replier first, want the starter's 31:\n%s", out)
	}
	if gcg := r.must("export", "gcg", "--board", "1"); !strings.Contains(gcg, "#player1 p"+itoa(b.Reply)+" "+names[b.Reply]+"\n") {
		t.Errorf("export gcg names the replier second:\n%s", gcg)
	}
	if log := r.must("log"); strings.Count(log, "free_game_recorded") != 3 {
		t.Errorf("the log holds %d records, want 3:\n%s", strings.Count(log, "free_game_recorded"), log)
	}
	r.must("verify")
}

package main

import (
	"path/filepath"
	"strings"
	"testing"
)

// enWords is the English word list of the free-game tests: the words of
// testdata/free/en_game.txt and a few more.
var enWords = filepath.Join("testdata", "free", "en_words.txt")

// enEvent returns a tournament under the en rules with a free-game event
// of two players and its round 1 paired by Swiss (1 starts against 2),
// and its board.
func enEvent(t *testing.T) (*room, struct{ Board, Start, Reply int }) {
	r := newRoom(t)
	if code, _, errOut := r.run("", "new", "Open", "--rules", "en", "--lexicon", enWords, "--date", "2026-12-05"); code != exitOK {
		t.Fatalf("new --rules en: exit %d, %s", code, errOut)
	}
	r.must("player", "add", "1", "LEE Ann")
	r.must("player", "add", "2", "DAY Bob")
	r.must("game", "start", "--discipline", "liber", "--rounds", "1", "--first", "swiss")
	r.must("pair")
	return r, boardsOf(t, r)[0]
}

// The clock's overtime (RULES §10.1): the en rules charge 10 points a
// started minute, so 1:01 over costs 20 and the standings count the score
// less them; the ro rules charge none, and the time over is recorded
// with nothing taken off; a time that is not MM:SS, or of a player not on
// the board, is refused, exit 2, nothing recorded.
func TestResult_Overtime(t *testing.T) {
	r, b := enEvent(t)
	r.refused(exitUsage, `overtime "2=1:75": the time over "1:75": the seconds are 00 to 59`, "result", "1", "400", "2", "380", "--overtime", "2=1:75")
	r.refused(exitUsage, `overtime "2=90": the time over "90" is not MM:SS`, "result", "1", "400", "2", "380", "--overtime", "2=90")
	r.refused(exitUsage, "overtime of player 3, who is not one of the result's players 1 and 2", "result", "1", "400", "2", "380", "--overtime", "3=1:00")
	r.refused(exitUsage, "--overtime goes with a result's scores, not with --forfeit", "result", "--forfeit", "1", "--overtime", "1=1:00")
	out := r.must("result", "1", "400", "2", "380", "--overtime", "2=1:01")
	side := "replier"
	if b.Start == 2 {
		side = "starter"
	}
	if !strings.Contains(out, "360") || !strings.Contains(out, "(overtime: "+side+" 1:01 over, -20)") {
		t.Errorf("result with 1:01 over under en:\n%s", out)
	}
	if standings := r.must("standings"); !strings.Contains(standings, "360") || !strings.Contains(standings, "400") {
		t.Errorf("the standings do not count the score less the overtime:\n%s", standings)
	}
	if check := r.must("check", "--discipline", "liber", "--rules", "en", "--lexicon", enWords,
		"--sheet", filepath.Join("testdata", "free", "en_game.txt")); !strings.HasPrefix(check, "rules en: 25 minutes a player, 10 points a started minute over\n") {
		t.Errorf("check's header under en:\n%s", check)
	}

	ro, _ := freeRound1(t)
	b1 := boardsOf(t, ro)[0]
	out = ro.must("result", itoa(b1.Start), "400", itoa(b1.Reply), "380", "--overtime", itoa(b1.Reply)+"=3:10")
	if !strings.Contains(out, "400–380 recorded (overtime: replier 3:10 over, no points off)") {
		t.Errorf("result with 3:10 over under ro:\n%s", out)
	}
	if check := ro.must("check", "--discipline", "liber", "--rules", "ro", "--lexicon", testLexicon, "--sheet", filepath.Join("testdata", "free", "ro_game.gcg")); !strings.HasPrefix(check, "rules ro: 25 minutes a player, no overtime penalty\n") {
		t.Errorf("check's header under ro:\n%s", check)
	}
}

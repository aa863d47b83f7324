package main

import (
	"encoding/json"
	"regexp"
	"strings"
	"testing"
)

// clockTimes are the times of day a listing prints, which the clock of
// the run sets.
var clockTimes = regexp.MustCompile(`\b\d\d:\d\d:\d\d\b`)

// TestJudge_List: the challenges judged at the boards of a free-game
// event are listed in the order recorded (round, board, time, the words,
// the verdict, an ambiguous decision's reason), in the tournament's
// language, as text and as JSON; words or judging flags beside --list are
// refused, exit 2.
func TestJudge_List(t *testing.T) {
	r := created(t)
	r.must("player", "add", "4", "MUNTEANU Elena")
	r.must("game", "start", "--discipline", "liber")
	if out := r.must("judge", "--list"); out != "Runda\tMasa\tOra (UTC)\tCuvintele depunerii\tDecizie\tMotiv\n" {
		t.Errorf("judge --list before any challenge: %q", out)
	}
	r.must("pair")
	r.must("judge", "casa", "Stoc", "--board", "1")
	if code, _, errOut := r.run("", "judge", "QQQ, CASA", "--board", "2"); code != exitRefused || !strings.Contains(errOut, "the play does not stand") {
		t.Errorf("judge \"QQQ, CASA\" at board 2: exit %d %q, want 1 (recorded, not standing)", code, errOut)
	}
	r.must("judge", "depuneri", "--board", "2", "--ambiguous", "LOC 5 and its errata disagree")
	reportGolden(t, "judge-list.txt", clockTimes.ReplaceAllString(r.must("judge", "--list"), "hh:mm:ss"))

	var listed []struct {
		Time      string   `json:"time"`
		Round     int      `json:"round"`
		Board     int      `json:"board"`
		Words     []string `json:"words"`
		Stands    bool     `json:"stands"`
		Ambiguous bool     `json:"ambiguous"`
		Reason    string   `json:"reason"`
	}
	if err := json.Unmarshal([]byte(r.must("judge", "--list", "--json", "--game", "1")), &listed); err != nil {
		t.Fatal(err)
	}
	if len(listed) != 3 {
		t.Fatalf("judge --list --json: %+v", listed)
	}
	for i, want := range []string{"1 1 CASA,STOC true false ", "1 2 QQQ,CASA false false ", "1 2 DEPUNERI false true LOC 5 and its errata disagree"} {
		j := listed[i]
		got := strings.Join([]string{itoa(j.Round), itoa(j.Board), strings.Join(j.Words, ","), boolText(j.Stands), boolText(j.Ambiguous), j.Reason}, " ")
		if got != want || !strings.HasSuffix(j.Time, "Z") {
			t.Errorf("judgement %d: %q at %q, want %q at a time UTC", i+1, got, j.Time, want)
		}
	}
	r.refused(exitUsage, "--list prints the challenges judged: leave out the words (CASA)", "judge", "--list", "CASA")
	r.refused(exitUsage, "--list prints the challenges judged: leave out --board", "judge", "--list", "--board", "1")
	r.refused(exitUsage, "--game names the game whose challenges --list prints", "judge", "CASA", "--game", "1")
	r.refused(exitUsage, "no game 2", "judge", "--list", "--game", "2")
}

// boolText writes b as JSON does.
func boolText(b bool) string { return map[bool]string{true: "true", false: "false"}[b] }

// TestJudge_OneReader: headless, the words of a challenge are read as at
// a board and on the judging page (RULES §2): several in one argument,
// apart by blanks or commas, either case, the diacritics in both forms.
func TestJudge_OneReader(t *testing.T) {
	r := created(t)
	if out := r.must("judge", "casa, Stoc", "--rules", "ro", "--lexicon", testLexicon); out != "the play stands\n" {
		t.Errorf("judge \"casa, Stoc\": %q", out)
	}
	r.refused(exitUsage, "a challenge names 1 to 10 words, not 0", "judge", " , ", "--rules", "ro", "--lexicon", testLexicon)
}

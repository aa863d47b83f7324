package main

import (
	"bytes"
	"path/filepath"
	"strings"
	"testing"

	"arbiter/arbiter"
	"arbiter/arbiter/free"
)

// The free-game demo plays an eight-round event of 24 players (RULES §10):
// an odd field, a bye each round it stays odd, a late entry, a
// withdrawal, a forfeit and a corrected result; its log verifies, the
// standings fold again from it as the demo printed them, and they add up
// to the games played: one win each game or bye, a loss each game, each
// round the late entrant missed and each forfeit's absent player.
func TestDemo_Free(t *testing.T) {
	dir, out := runDemo(t, "--discipline", "liber")
	if !strings.Contains(out, "round 8 (swiss)") || !strings.Contains(out, "(withdrawn)") {
		t.Fatalf("demo --discipline liber:\n%s", out)
	}
	db := filepath.Join(dir, "arbiter.db")
	var log bytes.Buffer
	if err := execute(testFactory(t, &log, &log), []string{"verify", "--db", db}); err != nil {
		t.Errorf("verify: %v\n%s", err, &log)
	}
	state := (&room{tb: t, db: db}).state()
	g := state.Game(1)
	st, err := arbiter.StateOf[free.State](g, free.Kind)
	if err != nil {
		t.Fatal(err)
	}
	games, byes, corrected := 0, 0, 0
	for _, r := range st.Rounds {
		for _, b := range r.Boards {
			if b.Bye() {
				byes++
			} else {
				games++
			}
		}
	}
	standings := free.Standings(*st, len(st.Rounds))
	won, lost := 0, 0
	for _, s := range standings {
		won += s.Won
		lost += s.Lost
	}
	if won != games+byes || lost != games+2 {
		t.Errorf("%d wins and %d losses for %d games and %d byes: want a win a game or bye, a loss a game and the late entrant's 2 rounds missed",
			won, lost, games, byes)
	}
	for _, e := range (&room{tb: t, db: db}).records() {
		if e.Type == "free_result_corrected" {
			corrected++
		}
	}
	// 23 players in rounds 1–2 and 6–8 (the late entrant in, player 5
	// out), 24 in rounds 3–5.
	if corrected != 1 || byes != 5 {
		t.Errorf("%d corrections, %d byes: want 1 correction and a bye in each of the 5 rounds of an odd field", corrected, byes)
	}
	for _, s := range standings[:3] {
		if !strings.Contains(out, s.Name) {
			t.Errorf("the demo's standings do not show %s, folded again among the first three", s.Name)
		}
	}
}

package main

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
)

// A free-game event's settings typed with `game start` (RULES §10.2): the
// bye's spread and the spread cap count in the standings, the Gibson
// spread and the repeat limit are recorded, each said when the event
// starts; a setting out of its range is refused naming its flag, nothing
// recorded.
func TestGameStart_FreeSettings(t *testing.T) {
	r := created(t)
	r.must("player", "add", "4", "MUNTEANU Elena")
	r.must("player", "add", "5", "VASILE Radu")
	for _, bad := range []struct{ args, want string }{
		{"--bye-spread 0", "--bye-spread 0: want 1 to 10000, the spread a bye counts (50 unless set)"},
		{"--bye-spread 10001", "--bye-spread 10001: want 1 to 10000"},
		{"--gibson --gibson-spread -5", "--gibson-spread -5: want 1 to 10000, the spread a player may gain per remaining round"},
		{"--gibson-spread 100", "--gibson-spread is the spread per remaining round of Gibsonization: give --gibson too"},
		{"--repeat-limit 65", "--repeat-limit 65: want 0 (no limit) to 64, the times two players may meet"},
		{"--spread-cap -1", "--spread-cap -1: want 0 (none) to 10000, the most spread one game counts"},
	} {
		r.refused(exitUsage, bad.want, append([]string{"game", "start", "--discipline", "liber"}, strings.Fields(bad.args)...)...)
	}
	r.refused(exitUsage, "--spread-cap is a setting of a free-game event: give --discipline liber too", "game", "start", "--spread-cap", "100")
	out := r.must("game", "start", "--discipline", "liber", "--rounds", "3", "--first", "swiss", "--bye-spread", "15",
		"--gibson", "--gibson-spread", "150", "--repeat-limit", "2", "--spread-cap", "20")
	if want := "free-game event started: 5 players, 3 rounds, round 1 swiss then swiss, ranked by wins, a bye +15, Gibson at 150 a round left, two players meet at most 2 times, a game's spread capped at 20\n"; out != want {
		t.Errorf("game start:\n%q\nwant %q", out, want)
	}
	if log := r.must("log", "--json"); !strings.Contains(log, `"bye_spread":15,"gibson":true,"gibson_spread":150,"repeat_limit":2,"spread_cap":20`) {
		t.Errorf("the settings recorded:\n%s", log)
	}
	if out := r.must("pair"); !strings.Contains(out, "board 1: 1 starts, 2 replies; board 2: 3 starts, 4 replies; bye: 5") {
		t.Fatalf("round 1:\n%s", out)
	}
	r.must("result", "1", "412", "2", "385")
	r.must("result", "3", "300", "4", "310")
	// 1 won by 27, counted 20 (the cap); 4 by 10; 5's bye counts +15.
	reportGolden(t, "free_settings_standings.golden", r.must("standings"))
}

// A free-game event's reserved boards (RULES §10.2: a player who cannot
// move keeps a table): the player keeps the board in every round whoever
// they meet; a board typed wrong, reserved twice or for a player the
// tournament has not is refused, nothing recorded.
func TestGameStart_Reserved(t *testing.T) {
	r := created(t)
	r.must("player", "add", "4", "MUNTEANU Elena")
	r.must("player", "add", "5", "VASILE Radu")
	for _, bad := range []struct{ reserve, want string }{
		{"4:3", `--reserve: reserved board "4:3": write the player's number, '=' and the board, as in 7=12`},
		{"4=3 4=2", `--reserve: reserved board "4=2": player 4 has board 3 reserved already`},
		{"4=3 5=3", "board 3 reserved for both player 4 and player 5"},
		{"9=3", "a board reserved for player 9, whom the tournament has not registered"},
	} {
		code, _, errOut := r.run("", "game", "start", "--discipline", "liber", "--reserve", bad.reserve)
		if code == exitOK || !strings.Contains(errOut, bad.want) {
			t.Errorf("--reserve %q: exit %d %q, want a refusal saying %q", bad.reserve, code, errOut, bad.want)
		}
	}
	r.must("game", "start", "--discipline", "liber", "--rounds", "3", "--first", "swiss", "--reserve", "5=2")
	seated := 0
	for round := 1; round <= 3; round++ {
		out := r.must("pair", "--json")
		var paired struct {
			Boards []struct {
				Board            int
				Starter, Replier struct{ Player int }
			}
		}
		if err := json.Unmarshal([]byte(out), &paired); err != nil {
			t.Fatalf("round %d: %v\n%s", round, err, out)
		}
		for _, b := range paired.Boards {
			if b.Starter.Player == 5 || b.Replier.Player == 5 {
				seated++
				if b.Board != 2 {
					t.Errorf("round %d: player 5 at board %d, want their reserved board 2", round, b.Board)
				}
			}
			r.must("result", fmt.Sprint(b.Starter.Player), "400", fmt.Sprint(b.Replier.Player), "300")
		}
	}
	if seated < 2 {
		t.Errorf("player 5 played %d rounds of 3: the test sees too few of their boards", seated)
	}
}

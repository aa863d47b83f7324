package main

import (
	"fmt"
	"testing"

	"arbiter/arbiter"
	"arbiter/arbiter/duplicate"
	"arbiter/scoring"
)

func TestGameStart(t *testing.T) {
	r := createdInMemory(t)
	r.expect([]string{"game", "start", "--seed", "7"}, exitOK, "game 1 started, seed 7\n", "")
	r.expect([]string{"game", "start"}, exitRefused, "", "arbiter: game 1 is still being played: end it first\n")
	r.expect([]string{"game", "end"}, exitUsage, "", "arbiter: required flag(s) \"reason\" not set\n")
	r.expect([]string{"game", "end", "--reason", "time"}, exitOK, "game ended: time, referee\n", "")
	out := r.must("game", "start")
	s := r.state()
	if got := s.Games[0].Seed; got != 7 {
		t.Errorf("game 1 seed %d, want the 7 given", got)
	}
	// Without --seed the seed is drawn at random: 0 has one chance in 2^64.
	if s.Games[1].Seed == 0 {
		t.Errorf("game 2 seed 0: want a random seed")
	}
	if want := fmt.Sprintf("game 2 started, seed %d\n", s.Games[1].Seed); out != want {
		t.Errorf("game start without --seed: %q, want %q (the seed recorded)", out, want)
	}
	r.expect([]string{"game", "start", "--seed", "-1"}, exitUsage, "",
		"arbiter: invalid argument \"-1\" for \"--seed\" flag: strconv.ParseUint: parsing \"-1\": invalid syntax\n")
}

func TestGameStart_NoTournament(t *testing.T) {
	r := newRoom(t)
	r.must("new", "Cupa", "--rules", "ro", "--lexicon", testLexicon)
	for _, args := range [][]string{{"rack"}, {"top"}, {"slip", "1", "-"}, {"round", "close"}, {"game", "end", "--reason", "time"}} {
		r.expect(args, exitRefused, "", "arbiter: no game started yet: start one with `arbiter game start`\n")
	}
}

func TestNewGameStartCmd(t *testing.T) {
	checkFlagCases(t, newGameStartCmdRun, []flagCase[gameOptions]{
		{name: "RandomSeed", args: nil, want: gameOptions{Start: duplicate.StartGame{Variant: scoring.Classic}}},
		{name: "Seed", args: []string{"--seed", "20261129", "--db", "cupa.db"},
			want: gameOptions{DB: "cupa.db", Start: duplicate.StartGame{Seed: 20261129, Variant: scoring.Classic}, SeedGiven: true}},
		{name: "SeedZeroIsGiven", args: []string{"--seed", "0"}, want: gameOptions{Start: duplicate.StartGame{Variant: scoring.Classic}, SeedGiven: true}},
		{name: "TacticFixed", args: []string{"--variant", "tactic", "--tactic-order", "fixed"},
			want: gameOptions{Start: duplicate.StartGame{Variant: scoring.Tactic, FixedOrder: true}}},
		{name: "Prepared", args: []string{"--prepared", "simultan.json"}, want: gameOptions{Prepared: "simultan.json"}},
		{name: "PreparedOfAVariant", args: []string{"--prepared", "simultan.json", "--variant", "completiv"},
			want: gameOptions{Prepared: "simultan.json", Want: &givenVariant{Variant: scoring.Completiv}}},
		{name: "PreparedAndSeed", args: []string{"--prepared", "simultan.json", "--seed", "1"},
			wantErr: "--seed and --prepared: the prepared game brings its seed", wantCode: exitUsage},
		{name: "FixedNotTactic", args: []string{"--variant", "completiv", "--tactic-order", "fixed"},
			wantErr: "--tactic-order fixed: the order of the groups is an option of Tactic, not of the completiv game", wantCode: exitUsage},
		{name: "BadOrder", args: []string{"--variant", "tactic", "--tactic-order", "any"}, wantErr: `--tactic-order "any": free or fixed`, wantCode: exitUsage},
	})
}

func TestNewGameEndCmd(t *testing.T) {
	checkFlagCases(t, newGameEndCmdRun, []flagCase[gameOptions]{
		{name: "End", args: []string{"--reason", "time", "--db", "cupa.db"}, want: gameOptions{DB: "cupa.db", End: arbiter.EndGame{Reason: "time"}}},
		{name: "ReasonRequired", args: nil, wantErr: `required flag(s) "reason" not set`},
		{name: "NoArguments", args: []string{"2", "--reason", "time"}, wantErr: `unknown command "2" for "end"`},
	})
}

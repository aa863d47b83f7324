package main

import "testing"

// TestAttack_FreeRoundFlags: a free-game command's --round is a round
// number, as every other command's: -1 and 0 are refused as such (exit
// 2), never read as "round -1 is not paired" nor as the last round.
func TestAttack_FreeRoundFlags(t *testing.T) {
	r := freeEvent(t, 4)
	b := boardsOf(t, r)[0]
	for _, round := range []string{"-1", "0"} {
		want := `invalid argument "` + round + `" for "--round" flag: "` + round + `" is not a round number (1, 2, …)`
		r.refused(exitUsage, want, "result", itoa(b.Start), "400", itoa(b.Reply), "300", "--round", round)
		r.refused(exitUsage, want, "result", "--forfeit", itoa(b.Start), "--round", round)
		r.refused(exitUsage, want, "pairings", "--round", round)
		r.refused(exitUsage, want, "judge", "CASA", "--board", "1", "--round", round)
	}
	if n := countType("free_result_recorded")(r) + countType("free_forfeit_recorded")(r) + countType("free_judged")(r); n != 0 {
		t.Errorf("%d events recorded by refused commands", n)
	}
}

// TestAttack_FreeRoundsZero: `--rounds 0` typed is no number of rounds,
// refused as -1 is, where it once started an event of the default length
// as if the flag had been left out.
func TestAttack_FreeRoundsZero(t *testing.T) {
	r := created(t)
	r.refused(exitUsage, "rounds: 0, want 1 to 64", "game", "start", "--discipline", "liber", "--rounds", "0")
	if g := r.state().CurrentGame(); g != nil {
		t.Errorf("a refused start started game %d", g.Number)
	}
}

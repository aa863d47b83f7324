package main

import (
	"slices"
	"strings"
	"testing"

	"arbiter/arbiter"
)

// TestTournamentSet changes the tie-break of a tournament of two games in
// which tables 1 and 2 end equal on 28 (RULES §6): table 1 scored it in
// game 1, table 2 in game 2. Shared at creation, they share rank 1; with
// last-game, table 2 (the better last game) is first. The change is in
// the log, the tournament folded again from its first event ranks alike,
// and bad or idle changes record nothing.
func TestTournamentSet(t *testing.T) {
	r := playingInMemory(t)
	for _, args := range [][]string{{"slip", "1", "H4", "IGNOR", "28"}, {"slip", "2", "-"}, {"slip", "3", "-"}, {"round", "close"},
		{"game", "end", "--reason", "one round"}, {"game", "start", "--seed", "7"}, {"rack"}, {"top"},
		{"slip", "1", "-"}, {"slip", "2", "H4", "IGNOR", "28"}, {"slip", "3", "-"}, {"round", "close"}} {
		r.must(args...)
	}
	shared := r.must("standings")
	if !strings.Contains(shared, "\n1\t1\tPOPESCU Ion\t") || !strings.Contains(shared, "\n1\t2\tȘERBAN Ana\t") {
		t.Fatalf("standings before the change:\n%s", shared)
	}

	r.expect([]string{"tournament", "set", "--tie-break", "last-game"}, exitUsage, "",
		"arbiter: changing the tie-break needs a reason\n")
	r.expect([]string{"tournament", "set", "--tie-break", "coin", "--reason", "r"}, exitUsage, "",
		"arbiter: unknown tie-break \"coin\": use shared or last-game\n")
	r.expect([]string{"tournament", "set", "--reason", "r"}, exitUsage, "",
		"arbiter: tournament set: say what to change: --tie-break shared|last-game\n")
	r.expect([]string{"tournament", "set", "--tie-break", "shared", "--reason", "r"}, exitOK,
		"the tie-break is already shared: nothing to change\n", "")
	r.expect([]string{"tournament", "set", "--tie-break", "last-game", "--reason", "two games: the FISF tie-break"}, exitOK,
		"tie-break changed to last-game (two games: the FISF tie-break)\n", "")

	lastGame := r.must("standings")
	if !strings.Contains(lastGame, "\n1\t2\tȘERBAN Ana\t") || !strings.Contains(lastGame, "\n2\t1\tPOPESCU Ion\t") {
		t.Errorf("standings after the change:\n%s", lastGame)
	}
	if log := r.must("log"); !strings.Contains(log, "tie-break changed to last-game (two games: the FISF tie-break)") {
		t.Errorf("the log lacks the change:\n%s", log)
	}
	replayed, err := r.service().Standings(t.Context(), 0, arbiter.ByTotal) // folded again from the first event
	if err != nil {
		t.Fatal(err)
	}
	var got [][2]int
	for _, row := range replayed.Rows {
		got = append(got, [2]int{row.Table, row.Rank})
	}
	if want := [][2]int{{2, 1}, {1, 2}, {3, 3}}; !slices.Equal(got, want) {
		t.Errorf("replayed from the first event: table, rank %v, want %v", got, want)
	}
	r.expect([]string{"tournament", "set", "--tie-break", "shared", "--reason", "back to the seed's rule"}, exitOK,
		"tie-break changed to shared (back to the seed's rule)\n", "")
	if got := r.must("standings"); got != shared {
		t.Errorf("standings after changing back:\n%s\nwant\n%s", got, shared)
	}
}

func TestNewTournamentSetCmd(t *testing.T) {
	checkFlagCases(t, newTournamentSetCmdRun, []flagCase[tournamentSetOptions]{
		{name: "TieBreak", args: []string{"--tie-break", "last-game", "--reason", "three games", "--db", "cupa.db"},
			want: tournamentSetOptions{DB: "cupa.db", Change: arbiter.ChangeTieBreak{TieBreak: "last-game", Reason: "three games"}}},
		{name: "Nothing", args: []string{"--reason", "r"},
			wantErr: "tournament set: say what to change: --tie-break shared|last-game", wantCode: exitUsage},
		{name: "NoArguments", args: []string{"shared"}, wantErr: `unknown command "shared" for "set"`},
	})
}

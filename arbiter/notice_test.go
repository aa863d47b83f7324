package arbiter_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"arbiter/arbiter"
)

// TestNotices checks who gets a warning form (seed 004): players whose slip
// scored zero and players with a technical warning in the round, in table
// order; not a player who scored.
func TestNotices(t *testing.T) {
	s := twoGames(t, "")
	warned := arbiter.WarningGiven{Table: 3, Round: 1, Kind: arbiter.Technical, Reason: "illegible score"}
	s.Games[0].Warnings = append(s.Games[0].Warnings, warned)
	got, err := s.Notices(1, 1)
	if err != nil {
		t.Fatal(err)
	}
	var tables []int
	for _, n := range got {
		tables = append(tables, n.Player.Table)
	}
	if diff := cmp.Diff([]int{2, 3}, tables); diff != "" {
		t.Fatalf("tables warned (-want +got):\n%s", diff)
	}
	if !got[0].Zero || got[0].Line.Slip.Word != "COLUMNA" || got[1].Zero || got[1].Line.Score != 20 {
		t.Errorf("notices = %+v", got)
	}
	if diff := cmp.Diff([]arbiter.WarningGiven{warned}, got[1].Warnings); diff != "" {
		t.Errorf("warnings (-want +got):\n%s", diff)
	}
	if _, err := s.Notices(1, 2); arbiter.ErrorCode(err) != arbiter.ENotFound {
		t.Errorf("Notices(1, 2) = %v, want not_found", err)
	}
}

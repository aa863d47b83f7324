package free

import (
	"encoding/json"
	"testing"

	"arbiter/arbiter"
)

// TestApply_GameRecorded: a game's record is kept on its board, as it was
// recorded, a later one in its place; its JSON is the round, the board,
// the format and the text; a board that does not exist does not fit.
func TestApply_GameRecorded(t *testing.T) {
	r := four(t)
	first := GameRecorded{Round: 1, Board: 2, GameRecord: GameRecord{Format: Typed, Text: "players A, B\nA: pass\n"}}
	payload, err := json.Marshal(first)
	if want := `{"round":1,"board":2,"format":"typed","text":"players A, B\nA: pass\n"}`; err != nil || string(payload) != want {
		t.Errorf("JSON %s (%v), want %s", payload, err, want)
	}
	s, err := Apply(r.s, first)
	if err != nil {
		t.Fatal(err)
	}
	g, err := s.GameOn(1, 2)
	if err != nil || g.Record == nil || *g.Record != first.GameRecord {
		t.Fatalf("board 2 after the record: %+v, %v", g, err)
	}
	if g, _ := r.s.GameOn(1, 2); g.Record != nil {
		t.Errorf("the state before the record changed: %+v", g.Record)
	}
	again := GameRecorded{Round: 1, Board: 2, GameRecord: GameRecord{Format: GCG, Text: ">a: - +0 0\n"}, Reason: "another sheet"}
	if s, err = Apply(s, again); err != nil {
		t.Fatal(err)
	}
	if g, _ := s.GameOn(1, 2); *g.Record != again.GameRecord {
		t.Errorf("board 2 after the second record: %+v", g.Record)
	}
	if _, err := Apply(s, GameRecorded{Round: 1, Board: 9}); arbiter.ErrorCode(err) != arbiter.EInternal {
		t.Errorf("a record of board 9: %v, want internal", err)
	}
	if _, err := s.GameOn(1, 9); arbiter.ErrorCode(err) != arbiter.ENotFound {
		t.Errorf("GameOn(1, 9): %v, want not_found", err)
	}
	if _, err := s.GameOn(4, 1); arbiter.ErrorCode(err) != ERoundNotPaired {
		t.Errorf("GameOn(4, 1): %v, want round_not_paired", err)
	}
}

package referee_test

import (
	"context"
	"testing"

	"arbiter/arbiter"
)

// TestService_GameLog: a game's log is its stream's records in order,
// each with its event, the same from a snapshot as from the start: the
// current game for 0, an earlier game by its number, and no game that
// does not exist.
func TestService_GameLog(t *testing.T) {
	ctx := context.Background()
	db, _ := secondGame(t, 5)
	whole := fromStart(t, db)
	for _, n := range []int{0, 1, 2} {
		got, err := mustOpen(t, db).GameLog(ctx, n)
		if err != nil {
			t.Fatal(err)
		}
		want, err := whole.Log(ctx)
		if err != nil {
			t.Fatal(err)
		}
		stream := arbiter.GameStream(n)
		if n == 0 {
			stream = arbiter.GameStream(2)
		}
		var types []string
		for _, e := range want {
			if e.Stream == stream {
				types = append(types, e.Type)
			}
		}
		if len(got) != len(types) || len(got) == 0 {
			t.Fatalf("game %d: %d records, want %d", n, len(got), len(types))
		}
		for i, e := range got {
			if e.Stream != stream || e.Seq != i+1 || e.Type != types[i] || e.Event.EventType() != e.Type || e.Sentence == "" {
				t.Errorf("game %d, record %d: %s #%d %s (%T) %q; want %s #%d %s", n, i, e.Stream, e.Seq, e.Type, e.Event, e.Sentence, stream, i+1, types[i])
			}
		}
	}
	if _, err := whole.GameLog(ctx, 3); arbiter.ErrorCode(err) != arbiter.EInvalidInput {
		t.Errorf("game 3 of 2: %v, want invalid_input", err)
	}
}

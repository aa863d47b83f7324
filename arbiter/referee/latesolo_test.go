package referee_test

import (
	"context"
	"testing"

	"github.com/google/go-cmp/cmp"

	"arbiter/arbiter"
	"arbiter/arbiter/duplicate"
	"arbiter/store"
)

// TestService_EnterSlip_LateRemovesSolo: a slip recorded after round 1
// closed, equal to the best score table 1 made alone, takes table 1's solo
// away (RULES §4.5, §6); the slip's sentence says it is late and the entry
// says which solo it removed. A late slip that changes no solo says
// nothing of solos.
func TestService_EnterSlip_LateRemovesSolo(t *testing.T) {
	ctx := context.Background()
	svc := mustOpen(t, store.NewMemory())
	roundOne(t, svc, 3)
	mustRun(t, svc, duplicate.EnterSlip{Table: 1, Position: "H8", Word: "COLUMNA", Score: "78", At: at},
		duplicate.EnterSlip{Table: 3, Position: "H8", Word: "CA", Score: "8", At: at}, arbiter.CloseRound{})
	got, err := svc.EnterSlip(ctx, duplicate.EnterSlip{Table: 2, Round: 1, Position: "H8", Word: "COLUMNA", Score: "78", At: at})
	if err != nil {
		t.Fatal(err)
	}
	if len(got.Events) != 1 {
		t.Fatalf("events %+v, want the slip alone", got.Events)
	}
	want := "round 1, table 2: slip H8 COLUMNA 78 → valid, 78 points; recorded late, judged on round 1's board and rack (RULES §4.5)"
	if s := svc.Sentence(got.Events[0]); s != want {
		t.Errorf("sentence of the late slip:\ngot  %s\nwant %s", s, want)
	}
	removed := []arbiter.SoloChange{{Round: 1, Removed: true, Solo: arbiter.Solo{Table: 1, Name: "PLAYER 1", Bonus: got.Solos[0].Bonus}}}
	if diff := cmp.Diff(removed, got.Solos); diff != "" {
		t.Errorf("solos changed (-want +got):\n%s", diff)
	}
	got, err = svc.EnterSlip(ctx, duplicate.EnterSlip{Table: 3, Round: 1, Position: "H8", Word: "AM", Score: "8", At: at})
	if err != nil || len(got.Events) != 1 || len(got.Solos) != 0 {
		t.Errorf("a late correction below the best: %+v, %v; want the slip and no solo changed", got, err)
	}
}

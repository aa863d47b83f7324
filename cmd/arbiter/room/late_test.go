package room

import (
	"context"
	"net/http"
	"net/http/httptest"
	"slices"
	"testing"

	"arbiter/arbiter"
	"arbiter/arbiter/duplicate"
	"arbiter/arbiter/slipinput"
	"arbiter/store"
)

// TestLateSlipSaysSoloRemoved: a slip handed in late, posted after round 1
// closed, equal to the best score table 1 made alone, is answered as
// recorded late and
// says that it removed table 1's solo (RULES §4.5, §6), in the rule set's
// language.
func TestLateSlipSaysSoloRemoved(t *testing.T) {
	ctx := context.Background()
	svc := serviceOver(t, store.NewMemory(), "memory")
	clock := &fakeClock{t: testNow}
	if _, err := svc.Run(ctx, arbiter.CreateTournament{Name: "Cupa", RuleSet: "ro"}); err != nil {
		t.Fatal(err)
	}
	if _, err := svc.RegisterPlayers(ctx, []arbiter.RegisterPlayer{{Table: 1, Name: "POPESCU Ion"},
		{Table: 2, Name: "IONESCU Maria"}, {Table: 3, Name: "STAN Ana"}}); err != nil {
		t.Fatal(err)
	}
	for _, c := range []arbiter.Command{duplicate.StartGame{Seed: 7}, duplicate.DrawRack{Letters: "ACLMNOU"},
		duplicate.ChooseTop{Play: "H8 COLUMNA"},
		duplicate.EnterSlip{Table: 1, Position: "H8", Word: "COLUMNA", Score: "78", At: testNow},
		duplicate.EnterSlip{Table: 3, Position: "H4", Word: "CALM", Score: "10", At: testNow},
		arbiter.CloseRound{}} {
		if _, err := svc.Run(ctx, c); err != nil {
			t.Fatalf("%T: %v", c, err)
		}
	}
	srv, err := New(Config{Referee: svc, Code: testCode, RefereeCode: testRefereeCode, Now: clock.now})
	if err != nil {
		t.Fatal(err)
	}
	tr := &testRoom{t: t, clock: clock, srv: srv, http: httptest.NewServer(srv.Handler())}
	t.Cleanup(tr.http.Close)
	var late SlipAnswer
	st := tr.operator("Ana").post("/api/slips", SlipForm{Round: 1, Late: true, Form: slipinput.Form{Table: "2", Position: "H8", Word: "COLUMNA", Score: "78"}}, &late)
	log := []string{"runda 1, masa 2: H8 COLUMNA 78 → depunere validă, 78 puncte; înregistrat întârziat, judecat pe tabla și literele rundei 1"}
	solos := []string{"runda 1: masa 1 (POPESCU Ion) pierde solo-ul prin acest fluturaș întârziat"}
	if st != http.StatusOK || !late.Late || !slices.Equal(late.Log, log) || !slices.Equal(late.Solos, solos) {
		t.Errorf("late slip: %d %+v\nwant log %q, solos %q", st, late, log, solos)
	}
}

package main

import (
	"bytes"
	"context"
	"testing"
	"time"

	"arbiter/arbiter"
)

// openTestService opens the room service on r's database.
func openTestService(t *testing.T, r *room) *roomService {
	t.Helper()
	f := &Factory{IO: &IOStreams{Out: &bytes.Buffer{}, ErrOut: &bytes.Buffer{}}, Now: time.Now, Getenv: func(k string) string {
		if k == "ARBITER_DB" {
			return r.db
		}
		return ""
	}}
	svc, err := openRoomService(context.Background(), f, r.db)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { svc.close() })
	return svc
}

// TestRoomServiceSeesOtherPrograms checks that the server's service
// records slips, and sees at once what a command typed in another
// terminal recorded: its version changes, its snapshot holds it, and its
// next decision is taken on it.
func TestRoomServiceSeesOtherPrograms(t *testing.T) {
	r := playing(t)
	svc := openTestService(t, r)
	ctx := context.Background()
	v0, err := svc.Version(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := svc.Do(ctx, arbiter.EnterSlip{Table: 1, Position: "H4", Word: "IGNOR", Score: "28"}); err != nil {
		t.Fatal(err)
	}
	v1, _ := svc.Version(ctx)
	if v1 == v0 {
		t.Fatal("the version did not change with a slip")
	}
	r.must("slip", "2", "H8", "GROI", "10") // another terminal
	v2, _ := svc.Version(ctx)
	st, sv, err := svc.Snapshot(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if v2 == v1 || sv != v2 || len(st.CurrentGame().Current().Slips) != 2 {
		t.Fatalf("after a slip typed in another terminal: versions %s %s %s, %d slips", v1, v2, sv, len(st.CurrentGame().Current().Slips))
	}
	// The slip of table 2 is corrected, not recorded a second time.
	evs, err := svc.Do(ctx, arbiter.EnterSlip{Table: 2, None: true})
	if err != nil || len(evs) != 1 {
		t.Fatalf("Do: %v %v", evs, err)
	}
	if _, ok := evs[0].(arbiter.SlipCorrected); !ok {
		t.Errorf("slip of table 2 typed after the terminal's: %T, want a correction", evs[0])
	}
	r.must("round", "close")
	if _, err := svc.Do(ctx, arbiter.StartTimer{At: time.Now()}); arbiter.ErrorCode(err) != arbiter.ERoundClosed {
		t.Errorf("timer start after the terminal closed the round: %v, want round_closed", err)
	}
}

package main

import (
	"bytes"
	"context"
	"strings"
	"testing"
	"time"

	"arbiter/arbiter"
)

// openTestService opens the referee service on r's database, as `arbiter
// serve` does.
func openTestService(t *testing.T, r *room) *tournament {
	t.Helper()
	f := &Factory{IO: &IOStreams{Out: &bytes.Buffer{}, ErrOut: &bytes.Buffer{}}, Now: time.Now, Getenv: func(string) string { return "" }}
	svc, err := openTournament(context.Background(), f, r.db, false)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { svc.close() })
	return svc
}

// TestDoubleEntrySurvivesRestart checks that a slip typed once under
// double entry is still waiting for its second typing after the server
// stops and starts again on the same database, and then counts.
func TestDoubleEntrySurvivesRestart(t *testing.T) {
	r := playing(t)
	ctx := context.Background()
	ignor := arbiter.EnterSlip{Table: 1, Position: "H4", Word: "IGNOR", Score: "28"}
	svc := openTestService(t, r)
	if _, err := svc.Run(ctx, arbiter.TypeSlip{EnterSlip: ignor, Operator: "Ana"}); err != nil {
		t.Fatal(err)
	}
	svc.close()
	svc = openTestService(t, r)
	st := svc.State()
	if typed := st.CurrentGame().Current().Typed[1]; len(typed) != 1 || typed[0].Operator != "Ana" {
		t.Fatalf("after a restart: pending %+v, want Ana's typing", typed)
	}
	evs, err := svc.Run(ctx, arbiter.TypeSlip{EnterSlip: ignor, Operator: "Ioan"})
	if err != nil || len(evs) != 2 {
		t.Fatalf("second typing after the restart: %v, %v; want the typing and the slip", evs, err)
	}
	if out := r.must("log"); !strings.Contains(out, "slip_typed\tround 1, table 1: slip typed by Ioan, to be compared: H4 IGNOR 28") {
		t.Errorf("log does not show the typing:\n%s", out)
	}
}

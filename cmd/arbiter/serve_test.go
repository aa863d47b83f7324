package main

import (
	"bytes"
	"context"
	"net"
	"strings"
	"testing"
	"time"

	"arbiter/arbiter/duplicate"
	"arbiter/store"
	"arbiter/store/postgres"
)

// openTestService opens the referee service on r's database, as `arbiter
// serve` does.
func openTestService(t *testing.T, r *room) *tournament {
	t.Helper()
	f := (&Factory{IO: &IOStreams{Out: &bytes.Buffer{}, ErrOut: &bytes.Buffer{}}, Now: time.Now, Getenv: func(string) string { return "" }}).withDefaults()
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
	ignor := duplicate.EnterSlip{Table: 1, Position: "H4", Word: "IGNOR", Score: "28"}
	svc := openTestService(t, r)
	if _, err := svc.Run(ctx, duplicate.TypeSlip{EnterSlip: ignor, Operator: "Ana"}); err != nil {
		t.Fatal(err)
	}
	svc.close()
	svc = openTestService(t, r)
	st, err := svc.State(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	if typed := st.CurrentGame().Current().Typed[1]; len(typed) != 1 || typed[0].Operator != "Ana" {
		t.Fatalf("after a restart: pending %+v, want Ana's typing", typed)
	}
	evs, err := svc.Run(ctx, duplicate.TypeSlip{EnterSlip: ignor, Operator: "Ioan"})
	if err != nil || len(evs) != 2 {
		t.Fatalf("second typing after the restart: %v, %v; want the typing and the slip", evs, err)
	}
	if out := r.must("log"); !strings.Contains(out, "slip_typed\tround 1, table 1: slip typed by Ioan, to be compared: H4 IGNOR 28") {
		t.Errorf("log does not show the typing:\n%s", out)
	}
}

// The stores keep the key of the room's sessions, so that a restarted
// server keeps its laptops logged in.
var (
	_ secretKeeper = (*store.DB)(nil)
	_ secretKeeper = (*postgres.DB)(nil)
)

// TestServeUsage checks the refusals of arbiter serve and the addresses it
// prints for the room's laptops.
func TestServeUsage(t *testing.T) {
	r := playingInMemory(t)
	r.expect([]string{"serve", "--code", "ab1"}, exitUsage, "", "arbiter: --code \"ab1\" is too short: at least 4 characters\n")
	r.expect([]string{"serve", "--addr", "127.0.0.1:99999"}, exitUsage, "", "arbiter: --addr 127.0.0.1:99999: listen tcp: address 99999: invalid port\n")
	lan := []net.IP{net.ParseIP("192.168.1.20"), net.ParseIP("127.0.0.1")}
	for _, tc := range []struct {
		addr string
		want string
	}{
		{"127.0.0.1:8080", "http://127.0.0.1:8080"},
		{"0.0.0.0:8080", "http://192.168.1.20:8080 http://127.0.0.1:8080"},
		{"192.168.1.20:80", "http://192.168.1.20:80"},
	} {
		addr, err := net.ResolveTCPAddr("tcp", tc.addr)
		if err != nil {
			t.Fatal(err)
		}
		if got := strings.Join(roomURLs(addr, lan), " "); got != tc.want {
			t.Errorf("listening on %s: %s, want %s", tc.addr, got, tc.want)
		}
	}
}

func TestNewServeCmd(t *testing.T) {
	checkFlagCases(t, newServeCmdRun, []flagCase[serveOptions]{
		{name: "Default", args: nil, want: serveOptions{Addr: "127.0.0.1:8080"}},
		{name: "Room", args: []string{"--addr", "0.0.0.0:8080", "--code", "sala7", "--double-entry", "--db", "cupa.db"},
			want: serveOptions{DB: "cupa.db", Addr: "0.0.0.0:8080", Code: "sala7", Double: true}},
		{name: "RefereeCode", args: []string{"--code", "sala7", "--referee-code", "arbitru9"},
			want: serveOptions{Addr: "127.0.0.1:8080", Code: "sala7", RefereeCode: "arbitru9"}},
		{name: "ShortCode", args: []string{"--code", "ab1"}, wantErr: `--code "ab1" is too short: at least 4 characters`, wantCode: exitUsage},
		{name: "ShortRefereeCode", args: []string{"--referee-code", "ab1"}, wantErr: `--referee-code "ab1" is too short: at least 4 characters`, wantCode: exitUsage},
		// Codes are typed in either case: one code for both roles would
		// open the referee's console to every assistant.
		{name: "SameCodes", args: []string{"--code", "sala7", "--referee-code", "SALA7"},
			wantErr: "--referee-code must differ from --code: the assistants' code must not open the referee's console", wantCode: exitUsage},
		{name: "NoArguments", args: []string{"8080"}, wantErr: `unknown command "8080" for "serve"`},
	})
}

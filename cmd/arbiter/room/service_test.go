package room

import (
	"context"
	"fmt"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"

	"arbiter/arbiter"
	"arbiter/arbiter/duplicate"
	"arbiter/arbiter/kinds"
	"arbiter/arbiter/referee"
	"arbiter/scoring"
	"arbiter/scoring/lexicon"
	"arbiter/store"
)

// liveRoom is a room served on 127.0.0.1 by the real referee service over a
// SQLite file, and a second service on the same file: the referee's
// terminal, another program writing to the log.
type liveRoom struct {
	url      string
	server   *referee.Service
	terminal *referee.Service
	srv      *Server
	db       *store.DB
}

// openService opens the referee service over the SQLite file path, with
// the test word list.
func openService(t testing.TB, path string) *referee.Service {
	t.Helper()
	svc, _ := openStore(t, path)
	return svc
}

// openStore opens the SQLite file path and the referee service over it.
func openStore(t testing.TB, path string) (*referee.Service, *store.DB) {
	t.Helper()
	db, err := store.Open(context.Background(), path)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	return serviceOver(t, db, path), db
}

// serviceOver opens the referee service over the store db named name, with
// the test word list.
func serviceOver(t testing.TB, db arbiter.Store, name string) *referee.Service {
	t.Helper()
	rs, _ := scoring.Builtin("ro")
	f, err := os.Open("testdata/lexicon.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	g, _, err := lexicon.Compile(f, rs)
	if err != nil {
		t.Fatal(err)
	}
	deps := kinds.NewDeps(rs, g)
	svc, err := referee.Open(context.Background(), db, referee.Options{Name: name, Kinds: kinds.All(),
		Deps: func(context.Context, arbiter.TournamentCreated, *scoring.RuleSet) (arbiter.Deps, error) {
			return deps, nil
		}})
	if err != nil {
		t.Fatal(err)
	}
	return svc
}

// newLiveRoom creates a tournament of players players whose game 1 has
// drawn round 1 (RULES §3's ACLMNOU) and serves it with double entry or not.
func newLiveRoom(t *testing.T, players int, double bool) *liveRoom {
	t.Helper()
	return newLiveRoomAfter(t, players, double, duplicate.StartGame{Seed: 7}, duplicate.DrawRack{Letters: "ACLMNOU"})
}

// newLiveRoomAfter creates a tournament of players players, runs setup
// from the terminal and serves it with double entry or not.
func newLiveRoomAfter(t *testing.T, players int, double bool, setup ...arbiter.Command) *liveRoom {
	t.Helper()
	path := filepath.Join(t.TempDir(), "cupa.db")
	terminal := openService(t, path)
	ctx := context.Background()
	var regs []arbiter.RegisterPlayer
	for table := 1; table <= players; table++ {
		regs = append(regs, arbiter.RegisterPlayer{Table: table, Name: fmt.Sprintf("JUCĂTOR%04d Ion", table)})
	}
	for _, c := range []arbiter.Command{arbiter.CreateTournament{Name: "Cupa Test", RuleSet: "ro"}} {
		if _, err := terminal.Run(ctx, c); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := terminal.RegisterPlayers(ctx, regs); err != nil {
		t.Fatal(err)
	}
	for _, c := range setup {
		if _, err := terminal.Run(ctx, c); err != nil {
			t.Fatal(err)
		}
	}
	server, db := openStore(t, path)
	srv, err := New(Config{Referee: server, Code: testCode, RefereeCode: testRefereeCode, DoubleEntry: double})
	if err != nil {
		t.Fatal(err)
	}
	hs := httptest.NewServer(srv.Handler())
	t.Cleanup(hs.Close)
	return &liveRoom{url: hs.URL, server: server, terminal: terminal, srv: srv, db: db}
}

// follow has the server follow the store's changes as `arbiter serve`
// does, until the test ends.
func (l *liveRoom) follow(t *testing.T) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	changes, err := l.db.Watch(ctx)
	if err != nil {
		t.Fatal(err)
	}
	done := make(chan struct{})
	go func() { l.srv.Follow(ctx, changes); close(done) }()
	t.Cleanup(func() { cancel(); <-done })
}

// run records c from the terminal.
func (l *liveRoom) run(t *testing.T, c arbiter.Command) {
	t.Helper()
	if _, err := l.terminal.Run(context.Background(), c); err != nil {
		t.Fatal(err)
	}
}

// state returns the tournament as the room's service reads it now.
func (l *liveRoom) state(t *testing.T) arbiter.State {
	t.Helper()
	if _, err := l.server.Refresh(context.Background()); err != nil {
		t.Fatal(err)
	}
	st, err := l.server.State(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	return st
}

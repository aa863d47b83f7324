package room

import (
	"context"
	"encoding/json"
	"flag"
	"net/http"
	"net/http/httptest"
	"os"
	"runtime"
	"strconv"
	"sync/atomic"
	"testing"
	"time"

	"arbiter/arbiter"
	"arbiter/arbiter/duplicate"
	"arbiter/arbiter/referee"
	"arbiter/reports/browsertest"
	"arbiter/store/postgres"
	"arbiter/store/postgres/pgtest"
)

// TestMain runs the tests, then stops the PostgreSQL cluster and the
// Chromium they started, if any. The browser tests mostly wait for pages
// (a second's polling, a voice reading letters out), not for the CPU: up
// to browserTests of them run at once unless -parallel says otherwise.
func TestMain(m *testing.M) {
	flag.Parse()
	if !flagSet("test.parallel") {
		flag.Set("test.parallel", strconv.Itoa(max(browserTests, runtime.GOMAXPROCS(0))))
	}
	code := pgtest.Run(m)
	browsertest.Stop()
	os.Exit(code)
}

// browserTests is how many parallel tests run at once by default.
const browserTests = 4

// flagSet reports whether the flag name was given on the command line.
func flagSet(name string) bool {
	set := false
	flag.Visit(func(f *flag.Flag) { set = set || f.Name == name })
	return set
}

// countedReferee counts the times the room reads the store.
type countedReferee struct {
	*referee.Service
	refreshes atomic.Int64
}

func (c *countedReferee) Refresh(ctx context.Context) (referee.Version, error) {
	c.refreshes.Add(1)
	return c.Service.Refresh(ctx)
}

// station opens a station: its own connections to the PostgreSQL database
// url and a referee service over them.
func station(t *testing.T, url string) (*postgres.DB, *referee.Service) {
	t.Helper()
	db, err := postgres.Open(context.Background(), url)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	return db, serviceOver(t, db, "station")
}

// TestFollow_OtherStation: the room served by one station over PostgreSQL
// shows a slip recorded by a second station, through the store's Watch
// (LISTEN/NOTIFY), within a second; the pages' requests meanwhile answer
// from the log as read, without each reading the store.
func TestFollow_OtherStation(t *testing.T) {
	url := pgtest.URL(t)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	_, other := station(t, url)
	for _, c := range []arbiter.Command{
		arbiter.CreateTournament{Name: "Cupa Test", RuleSet: "ro"},
		arbiter.RegisterPlayer{Table: 1, Name: "POPESCU Ion"},
		arbiter.RegisterPlayer{Table: 2, Name: "IONESCU Maria"},
		duplicate.StartGame{Seed: 7}, duplicate.DrawRack{Letters: "ACLMNOU"},
	} {
		if _, err := other.Run(ctx, c); err != nil {
			t.Fatal(err)
		}
	}
	db, svc := station(t, url)
	ref := &countedReferee{Service: svc}
	srv, err := New(Config{Referee: ref, Code: testCode, RefereeCode: testRefereeCode})
	if err != nil {
		t.Fatal(err)
	}
	changes, err := db.Watch(ctx)
	if err != nil {
		t.Fatal(err)
	}
	followed := make(chan struct{})
	go func() { srv.Follow(ctx, changes); close(followed) }()
	hs := httptest.NewServer(srv.Handler())
	defer hs.Close()

	get := func(path string, out any) {
		t.Helper()
		res, err := http.Get(hs.URL + path)
		if err != nil {
			t.Fatal(err)
		}
		defer res.Body.Close()
		if err := json.NewDecoder(res.Body).Decode(out); err != nil || res.StatusCode != http.StatusOK {
			t.Fatalf("GET %s: %d, %v", path, res.StatusCode, err)
		}
	}
	version := func() string {
		var v struct{ Version string }
		get("/api/version", &v)
		return v.Version
	}
	for deadline := time.Now().Add(5 * time.Second); !srv.following.Load(); time.Sleep(5 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("Follow did not read the log within 5 s")
		}
	}
	before := version()

	start := time.Now()
	if _, err := other.Run(ctx, duplicate.EnterSlip{Round: 1, Table: 2, Position: "H8", Word: "COLUMNA", Score: "78"}); err != nil {
		t.Fatal(err)
	}
	polls := 0
	for version() == before {
		polls++
		if time.Since(start) > 5*time.Second {
			t.Fatalf("the other station's slip is not on /api/version after %v (version %s)", time.Since(start), before)
		}
		time.Sleep(5 * time.Millisecond)
	}
	t.Logf("the other station's slip showed on /api/version after %v (%d polls before)", time.Since(start), polls)
	var res Results
	get("/api/results", &res)
	// 78 and the solo of a field of 2, ⌈2/2⌉ = 1 (RULES §6).
	if len(res.Standings) == 0 || res.Standings[0].Table != 2 || res.Standings[0].Total != 79 {
		t.Errorf("/api/results standings %+v, want table 2 first with 79", res.Standings)
	}

	// The pages' polls answer from the log as read: a burst of them does
	// not read the store each (a late notification may read it once more).
	refreshes := ref.refreshes.Load()
	const burst = 50
	for range burst {
		version()
	}
	if n := ref.refreshes.Load() - refreshes; n > 1 {
		t.Errorf("the store was read %d times for %d polls of /api/version", n, burst)
	}

	// Without the watch, each request reads the store again.
	cancel()
	<-followed
	n := ref.refreshes.Load()
	version()
	if ref.refreshes.Load() == n {
		t.Error("after the watch ended, /api/version did not read the store")
	}
}

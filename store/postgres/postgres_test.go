package postgres_test

import (
	"context"
	"errors"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/jackc/pgx/v5"

	"arbiter/arbiter"
	"arbiter/store"

	"arbiter/store/postgres"
	"arbiter/store/postgres/pgtest"
	"arbiter/store/storetest"
)

func TestMain(m *testing.M) { pgtest.Main(m) }

// open opens a fresh database of the test cluster, closed with the test.
func open(tb testing.TB) *postgres.DB {
	tb.Helper()
	db, _ := openURL(tb)
	return db
}

// openURL is open, also returning the database's URL.
func openURL(tb testing.TB) (*postgres.DB, string) {
	tb.Helper()
	url := pgtest.URL(tb)
	return openAt(tb, url), url
}

// openAt opens the store at url, closed with the test.
func openAt(tb testing.TB, url string) *postgres.DB {
	tb.Helper()
	db, err := postgres.Open(context.Background(), url)
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() { db.Close() })
	return db
}

func TestDB_Conformance(t *testing.T) {
	t.Parallel()
	storetest.Run(t, func(t *testing.T) storetest.Store { return open(t) })
}

// TestDB_ConformancePooled runs the conformance suite through pgbouncer in
// session mode, as a federation server is deployed: each store's sessions
// are server sessions the pooler hands on, reset with DISCARD ALL.
func TestDB_ConformancePooled(t *testing.T) {
	t.Parallel()
	storetest.Run(t, func(t *testing.T) storetest.Store { return openAt(t, pgtest.Pooled(t, pgtest.URL(t))) })
}

// exec runs statements on the database at url, bypassing the store, as
// someone with psql could.
func exec(t *testing.T, url string, queries ...string) error {
	t.Helper()
	conn, err := pgx.Connect(context.Background(), url)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(context.Background())
	for _, q := range queries {
		if _, err := conn.Exec(context.Background(), q); err != nil {
			return err
		}
	}
	return nil
}

// TestDB_AppendOnly: the database itself refuses to change or remove an
// event, whoever asks.
func TestDB_AppendOnly(t *testing.T) {
	db, url := openURL(t)
	storetest.Fill(t, db)
	for _, q := range []string{`UPDATE events SET payload = '{}'`, `DELETE FROM events`, `TRUNCATE events`} {
		if err := exec(t, url, q); err == nil || !strings.Contains(err.Error(), "append-only") {
			t.Errorf("%s: %v, want refusal (append-only)", q, err)
		}
	}
	if err := db.Verify(context.Background()); err != nil {
		t.Errorf("Verify() = %v", err)
	}
}

// TestVerify_Tampered covers changes made through SQL by someone who turns
// the append-only triggers off: each is found and named, as by the SQLite
// store.
func TestVerify_Tampered(t *testing.T) {
	for _, tt := range storetest.Tampering {
		t.Run(tt.Name, func(t *testing.T) {
			db, url := openURL(t)
			storetest.Fill(t, db)
			if err := exec(t, url, `ALTER TABLE events DISABLE TRIGGER USER`, tt.SQL); err != nil {
				t.Fatal(err)
			}
			err := db.Verify(context.Background())
			var ce *store.ChainError
			if !errors.As(err, &ce) || !strings.Contains(err.Error(), tt.Blame) {
				t.Errorf("Verify() = %v, want a *ChainError saying %q", err, tt.Blame)
			}
			storetest.RefusesAppend(t, db, tt.Blame)
		})
	}
}

// TestDB_SameChainAsSQLite: the same events appended to both stores give
// the same records and hashes, so a log moved between them verifies and a
// referee's noted hash still matches.
func TestDB_SameChainAsSQLite(t *testing.T) {
	ctx := context.Background()
	pg := open(t)
	lite, err := store.Open(ctx, ":memory:")
	if err != nil {
		t.Fatal(err)
	}
	defer lite.Close()
	storetest.Fill(t, pg)
	storetest.Fill(t, lite)
	for _, stream := range []string{"tournament", "game-1"} {
		want, err := lite.Load(ctx, stream)
		if err != nil {
			t.Fatal(err)
		}
		got, err := pg.Load(ctx, stream)
		if err != nil {
			t.Fatal(err)
		}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("%s differs from SQLite's (-sqlite +postgres):\n%s", stream, diff)
		}
	}
	a, _, _ := lite.Last(ctx)
	b, _, _ := pg.Last(ctx)
	if a.Hash != b.Hash {
		t.Errorf("Last().Hash = %s, SQLite's %s", b.Hash, a.Hash)
	}
}

// TestDB_LoadAfter returns only what a station has not read yet.
func TestDB_LoadAfter(t *testing.T) {
	db := open(t)
	storetest.Fill(t, db)
	for after, want := range map[int][]int{0: {1, 2, 3}, 1: {2, 3}, 3: nil, 9: nil} {
		recs, err := db.LoadAfter(context.Background(), "game-1", after)
		if err != nil {
			t.Fatal(err)
		}
		var got []int
		for _, r := range recs {
			got = append(got, r.Seq)
		}
		if !slices.Equal(got, want) {
			t.Errorf("LoadAfter(game-1, %d) = seqs %v, want %v", after, got, want)
		}
	}
}

// TestOpen_Forms: the URL and keyword forms reach the same database; an
// unknown database or an unreachable server is an error naming it, without
// a password.
func TestOpen_Forms(t *testing.T) {
	ctx := context.Background()
	db, url := openURL(t)
	storetest.Fill(t, db)
	name := strings.TrimPrefix(url[:strings.Index(url, "?")], "postgres://postgres@/")
	keywords, err := postgres.Open(ctx, "host="+pgtest.Dir()+" user=postgres dbname="+name)
	if err != nil {
		t.Fatal(err)
	}
	defer keywords.Close()
	if recs, err := keywords.Load(ctx, "game-1"); err != nil || len(recs) != 3 {
		t.Errorf("keyword form: Load(game-1) = %d records, %v; want 3", len(recs), err)
	}
	for _, tt := range []struct{ conn, want string }{
		{"postgres://postgres@/nosuchdb?host=" + pgtest.Dir(), `database "nosuchdb" does not exist`},
		{"postgres://postgres:secret@/x?host=/nonexistent", "open event store postgres://postgres@/nonexistent:5432/x"},
		{"postgres://[bad", "open event store: "},
	} {
		_, err := postgres.Open(ctx, tt.conn)
		if err == nil || !strings.Contains(err.Error(), tt.want) || strings.Contains(err.Error(), "secret") {
			t.Errorf("Open(%s) = %v, want an error saying %q, no password", tt.conn, err, tt.want)
		}
	}
}

// TestDB_Watch: a station waiting on Watch hears of another station's
// append, directly and through the pooler (LISTEN holds a session of its
// own, which session pooling keeps).
func TestDB_Watch(t *testing.T) {
	t.Run("direct", func(t *testing.T) { testWatch(t, pgtest.URL(t)) })
	t.Run("pooled", func(t *testing.T) { testWatch(t, pgtest.Pooled(t, pgtest.URL(t))) })
}

func testWatch(t *testing.T, url string) {
	ctx, cancel := context.WithCancel(context.Background())
	watcher := openAt(t, url)
	changes, err := watcher.Watch(ctx)
	if err != nil {
		t.Fatal(err)
	}
	storetest.Fill(t, openAt(t, url))
	select {
	case <-changes:
	case <-time.After(5 * time.Second):
		t.Fatal("no change reported 5 s after another station's appends")
	}
	cancel()
	for range changes { // drained, then closed
	}
}

// TestDB_LoadAfterEach requires the streams read at once to be those
// LoadAfter reads one by one: from a number within, at or past the end of
// each stream, and a stream that holds nothing yet.
func TestDB_LoadAfterEach(t *testing.T) {
	ctx := context.Background()
	db := open(t)
	ev := func(n int) arbiter.Record {
		return arbiter.Record{Type: "slip_recorded", Payload: []byte(`{"n":` + strconv.Itoa(n) + `}`)}
	}
	for i, stream := range []string{"tournament", "game-1", "tournament", "game-2", "game-1"} {
		version := map[int]int{0: 0, 1: 0, 2: 2, 3: 0, 4: 2}[i]
		if err := db.Append(ctx, stream, version, ev(i), ev(i+10)); err != nil {
			t.Fatal(err)
		}
	}
	after := map[string]int{"tournament": 1, "game-1": 0, "game-2": 2, "game-3": 0}
	got, err := db.LoadAfterEach(ctx, after)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != len(after) {
		t.Errorf("%d streams read, want %d", len(got), len(after))
	}
	for stream, seq := range after {
		want, err := db.LoadAfter(ctx, stream, seq)
		if err != nil {
			t.Fatal(err)
		}
		if diff := cmp.Diff(want, got[stream]); diff != "" {
			t.Errorf("%s after #%d (-LoadAfter +LoadAfterEach):\n%s", stream, seq, diff)
		}
	}
	if n := len(got["tournament"]); n != 3 {
		t.Errorf("tournament after #1: %d records, want 3", n)
	}
}

// TestPooled_SessionReset: through the test cluster's pooler a client is
// handed the server session another client used, reset (DISCARD ALL): what
// the first set is gone, and the store works on it.
func TestPooled_SessionReset(t *testing.T) {
	ctx := context.Background()
	url := pgtest.Pooled(t, pgtest.URL(t))
	session := func(queries ...string) (pid int, user, setting string) {
		conn, err := pgx.Connect(ctx, url)
		if err != nil {
			t.Fatal(err)
		}
		defer conn.Close(ctx)
		for _, q := range queries {
			if _, err := conn.Exec(ctx, q); err != nil {
				t.Fatal(err)
			}
		}
		err = conn.QueryRow(ctx, `SELECT pg_backend_pid(), current_user, current_setting('arbiter.left_behind', true)`).
			Scan(&pid, &user, &setting)
		if err != nil {
			t.Fatal(err)
		}
		return pid, user, setting
	}
	first, user, setting := session(`SET arbiter.left_behind = 'yes'`)
	if user != "pooler" || setting != "yes" {
		t.Fatalf("first client: user %q, setting %q; want the pooler's role and yes", user, setting)
	}
	// The pooler hands the idle session on once it has reset it; until
	// then it may start another.
	for try := 0; ; try++ {
		second, _, setting := session()
		if second == first {
			if setting != "" {
				t.Errorf("second client sees %q left by the first, want the session reset", setting)
			}
			break
		}
		if try == 20 {
			t.Fatalf("the pooler never handed the first client's session on (server process %d, now %d)", first, second)
		}
		time.Sleep(50 * time.Millisecond)
	}
	db := openAt(t, url)
	storetest.Fill(t, db)
	if err := db.Verify(ctx); err != nil {
		t.Errorf("Verify() = %v", err)
	}
}

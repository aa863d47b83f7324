package backend_test

import (
	"context"
	"database/sql"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"arbiter/arbiter"
	"arbiter/store"
	"arbiter/store/backend"
	"arbiter/store/postgres/pgtest"
	"arbiter/store/storetest"
)

func TestMain(m *testing.M) { pgtest.Main(m) }

func open(tb testing.TB, db string) backend.Store {
	tb.Helper()
	s, err := backend.Open(context.Background(), db)
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() { s.Close() })
	return s
}

func TestIsPostgres(t *testing.T) {
	for db, want := range map[string]bool{
		"postgres://arbiter@db.federatia.ro/cupa": true,
		"postgresql:///cupa?host=/run/postgresql": true,
		"host=/tmp/pg dbname=cupa":                true,
		"dbname=cupa user=arbiter":                true,
		"arbiter.db":                              false,
		"/home/arbitru/cupa 2026.db":              false,
		"./key=value.db":                          false,
		"postgres.db":                             false,
		"C:\\arbitri\\cupa.db":                    false,
		"host=x.db":                               true,
		"cupa host=/tmp":                          false,
		"":                                        false,
	} {
		if got := backend.IsPostgres(db); got != want {
			t.Errorf("IsPostgres(%q) = %v, want %v", db, got, want)
		}
	}
}

// FuzzIsPostgres: any --db string is classified without a panic, and a
// postgres:// URL always goes to PostgreSQL.
func FuzzIsPostgres(f *testing.F) {
	f.Add("arbiter.db")
	f.Add("host=/tmp dbname=x")
	f.Fuzz(func(t *testing.T, db string) {
		if first, again := backend.IsPostgres(db), backend.IsPostgres(db); first != again {
			t.Fatal("not deterministic")
		}
		if !backend.IsPostgres("postgres://" + db) {
			t.Errorf("postgres://%s not recognised", db)
		}
	})
}

// contents is every stream of s, loaded.
func contents(tb testing.TB, s backend.Store) map[string][]arbiter.Record {
	tb.Helper()
	ctx := context.Background()
	streams, err := s.Streams(ctx)
	if err != nil {
		tb.Fatal(err)
	}
	out := map[string][]arbiter.Record{}
	for _, st := range streams {
		if out[st], err = s.Load(ctx, st); err != nil {
			tb.Fatal(err)
		}
	}
	return out
}

// TestCopy_RoundTrip moves a tournament from SQLite to PostgreSQL and back:
// every record, time and hash comes back identical, and the chains verify.
func TestCopy_RoundTrip(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	src := open(t, filepath.Join(dir, "cupa.db"))
	storetest.Fill(t, src)
	if err := src.Append(ctx, "tournament", 2, arbiter.Record{Type: "player_registered", Payload: []byte(`{"table":2}`)}); err != nil {
		t.Fatal(err)
	}
	pg := open(t, pgtest.URL(t))
	if n, err := backend.Copy(ctx, src, pg); err != nil || n != 6 {
		t.Fatalf("Copy(sqlite → postgres) = %d, %v; want 6 records", n, err)
	}
	back := open(t, filepath.Join(dir, "back.db"))
	if n, err := backend.Copy(ctx, pg, back); err != nil || n != 6 {
		t.Fatalf("Copy(postgres → sqlite) = %d, %v; want 6 records", n, err)
	}
	want := contents(t, src)
	for _, s := range []backend.Store{pg, back} {
		if diff := cmp.Diff(want, contents(t, s)); diff != "" {
			t.Errorf("%s differs from the original (-want +got):\n%s", s.Name(), diff)
		}
	}
	// The stream order (tournament, game-1, tournament) is the chain's.
	if err := back.Append(ctx, "game-1", 3, arbiter.Record{Type: "round_closed"}); err != nil {
		t.Errorf("the copy does not take new events: %v", err)
	}
}

// TestCopy_Refused: a copy over events already there, or of a broken
// chain, writes nothing.
func TestCopy_Refused(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	src := open(t, filepath.Join(dir, "cupa.db"))
	storetest.Fill(t, src)
	full := open(t, filepath.Join(dir, "full.db"))
	storetest.Fill(t, full)
	if _, err := backend.Copy(ctx, src, full); err == nil || !strings.Contains(err.Error(), "already holds events") {
		t.Errorf("Copy into a store with events = %v, want a refusal", err)
	}
	raw, err := sql.Open("sqlite", filepath.Join(dir, "cupa.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer raw.Close()
	for _, q := range []string{`DROP TRIGGER events_no_update`, storetest.Tampering[0].SQL} {
		if _, err := raw.Exec(q); err != nil {
			t.Fatal(err)
		}
	}
	dst := open(t, filepath.Join(dir, "dst.db"))
	if _, err := backend.Copy(ctx, src, dst); err == nil || !strings.Contains(err.Error(), storetest.Tampering[0].Blame) {
		t.Errorf("Copy of a tampered store = %v, want %q", err, storetest.Tampering[0].Blame)
	}
	if _, ok, _ := dst.Last(ctx); ok {
		t.Error("a refused copy wrote events")
	}
}

// snapshotter is a store that saves and reads snapshots, as both do.
type snapshotter interface {
	backend.Store
	SaveSnapshot(ctx context.Context, versions map[string]int, state []byte) (bool, error)
	LatestSnapshot(ctx context.Context) (arbiter.Snapshot, bool, error)
}

// latest is s's latest snapshot, which must read.
func latest(tb testing.TB, s backend.Store) (arbiter.Snapshot, bool) {
	tb.Helper()
	snap, ok, err := s.(snapshotter).LatestSnapshot(context.Background())
	if err != nil {
		tb.Fatalf("%s: LatestSnapshot: %v", s.Name(), err)
	}
	return snap, ok
}

// snapshotted opens a store at path holding storetest's records and a
// snapshot of state covering all of them, and returns it with the
// snapshot's versions.
func snapshotted(t *testing.T, path string, state []byte) (snapshotter, map[string]int) {
	t.Helper()
	src := open(t, path).(snapshotter)
	storetest.Fill(t, src)
	versions := map[string]int{}
	for stream, recs := range contents(t, src) {
		versions[stream] = len(recs)
	}
	if ok, err := src.SaveSnapshot(context.Background(), versions, state); !ok || err != nil {
		t.Fatalf("SaveSnapshot = %v, %v", ok, err)
	}
	return src, versions
}

// TestCopy_CarriesSnapshot: a copy, either way, holds the latest snapshot
// of the original, read back as the original's (its state, versions,
// hash and the records after it), so that its first commands fold only
// what follows the snapshot; it takes the next snapshot as the original
// would.
func TestCopy_CarriesSnapshot(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	state := []byte("header\ngame 1\nround 1\nround 2")
	src, versions := snapshotted(t, filepath.Join(dir, "cupa.db"), state)
	if err := src.Append(ctx, "tournament", 2, arbiter.Record{Type: "player_registered", Payload: []byte(`{"table":2}`)}); err != nil {
		t.Fatal(err)
	}
	want, ok := latest(t, src)
	if !ok || len(want.After) == 0 {
		t.Fatalf("the original's snapshot: %+v, %v; want one with a record after it", want, ok)
	}
	pg := open(t, pgtest.URL(t))
	if _, err := backend.Copy(ctx, src, pg); err != nil {
		t.Fatalf("Copy(sqlite → postgres): %v", err)
	}
	back := open(t, filepath.Join(dir, "back.db"))
	if _, err := backend.Copy(ctx, pg, back); err != nil {
		t.Fatalf("Copy(postgres → sqlite): %v", err)
	}
	versions["tournament"] = 3
	for _, s := range []backend.Store{pg, back} {
		got, ok := latest(t, s)
		if !ok {
			t.Errorf("%s holds no snapshot after the copy", s.Name())
			continue
		}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("%s: the snapshot differs from the original's (-want +got):\n%s", s.Name(), diff)
		}
		if err := s.Verify(ctx); err != nil {
			t.Errorf("%s: Verify after the copy: %v", s.Name(), err)
		}
		next := []byte("header\ngame 1\nround 1\nround 2\nround 3")
		if ok, err := s.(snapshotter).SaveSnapshot(ctx, versions, next); !ok || err != nil {
			t.Errorf("%s: SaveSnapshot after the copy = %v, %v; want saved", s.Name(), ok, err)
		} else if got, _ := latest(t, s); string(got.State) != string(next) {
			t.Errorf("%s: the next snapshot reads %q, want %q", s.Name(), got.State, next)
		}
	}
}

// TestCopy_NoSnapshot: a log without a snapshot is copied without one.
func TestCopy_NoSnapshot(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	src := open(t, filepath.Join(dir, "cupa.db"))
	storetest.Fill(t, src)
	pg := open(t, pgtest.URL(t))
	if _, err := backend.Copy(ctx, src, pg); err != nil {
		t.Fatalf("Copy(sqlite → postgres): %v", err)
	}
	if snap, ok := latest(t, pg); ok {
		t.Errorf("the copy of a log without a snapshot holds one: %+v", snap)
	}
}

// carrier is a store whose latest snapshot a copy can take over.
type carrier interface {
	ReadCarried(ctx context.Context) (store.Carried, bool, error)
	WriteCarried(ctx context.Context, c store.Carried) error
}

// TestWriteCarried_OtherLog: a snapshot is not kept by a store that does
// not hold the records it covers, hash for hash: it is refused, naming
// the record, and the store keeps no snapshot.
func TestWriteCarried_OtherLog(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	src, _ := snapshotted(t, filepath.Join(dir, "cupa.db"), []byte("header\ngame 1"))
	c, ok, err := src.(carrier).ReadCarried(ctx)
	if !ok || err != nil {
		t.Fatalf("ReadCarried = %v, %v; want the snapshot", ok, err)
	}
	for _, other := range []backend.Store{open(t, filepath.Join(dir, "other.db")), open(t, pgtest.URL(t))} {
		if err := other.Append(ctx, "tournament", 0, arbiter.Record{Type: "tournament_created", Payload: []byte(`{"name":"Alta"}`)}); err != nil {
			t.Fatal(err)
		}
		err := other.(carrier).WriteCarried(ctx, c)
		if err == nil || !strings.Contains(err.Error(), "which this log does not hold as the original does") {
			t.Errorf("%s: WriteCarried of another log's snapshot = %v, want a refusal", other.Name(), err)
		}
		if snap, ok := latest(t, other); ok {
			t.Errorf("%s keeps a snapshot after the refusal: %+v", other.Name(), snap)
		}
	}
}

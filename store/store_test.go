package store_test

import (
	"bytes"
	"context"
	"database/sql"
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"arbiter/arbiter"
	"arbiter/store"
	"arbiter/store/storetest"
)

func TestDB_Conformance(t *testing.T) {
	t.Run("Memory", func(t *testing.T) {
		storetest.Run(t, func(t *testing.T) storetest.Store { return mustOpen(t, ":memory:") })
	})
	t.Run("File", func(t *testing.T) {
		storetest.Run(t, func(t *testing.T) storetest.Store {
			return mustOpen(t, filepath.Join(t.TempDir(), "arbiter.db"))
		})
	})
}

func TestMemory_Conformance(t *testing.T) {
	storetest.Run(t, func(*testing.T) storetest.Store { return store.NewMemory() })
}

// dump keeps the databases of the tests as files, to look at them with sqlite3.
var dump = flag.Bool("dump", false, "keep each test's database in a file and print its path")

// mustOpen opens the store at path and closes it when the test ends. With
// -dump, a :memory: database is a file kept after the test instead.
func mustOpen(tb testing.TB, path string) *store.DB {
	tb.Helper()
	if *dump && path == ":memory:" {
		dir, err := os.MkdirTemp("", "arbiter-store-")
		if err != nil {
			tb.Fatal(err)
		}
		path = filepath.Join(dir, "arbiter.db")
		tb.Logf("database kept in %s", path)
	}
	s, err := store.Open(context.Background(), path)
	if err != nil {
		tb.Fatalf("Open(%s) error: %v", path, err)
	}
	tb.Cleanup(func() { s.Close() })
	return s
}

var stamp = storetest.Stamp

func TestOpen_Reopen(t *testing.T) {
	path := filepath.Join(t.TempDir(), "arbiter.db")
	s := mustOpen(t, path)
	storetest.Fill(t, s)
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	again := mustOpen(t, path)
	recs, err := again.Load(context.Background(), "game-1")
	if err != nil {
		t.Fatal(err)
	}
	if len(recs) != 3 || recs[1].Type != "slip_recorded" || string(recs[1].Payload) != `{"table":1,"word":"ZEFIRUL"}` {
		t.Errorf("after reopening, game-1 = %+v", recs)
	}
	if err := again.Verify(context.Background()); err != nil {
		t.Errorf("Verify() after reopening: %v", err)
	}
	// The version check still holds across processes' views of the file.
	err = again.Append(context.Background(), "game-1", 2, arbiter.Record{Type: "x", Payload: []byte(`{}`)})
	if arbiter.ErrorCode(err) != arbiter.EConflict {
		t.Errorf("stale Append after reopening: %v, want a conflict", err)
	}
}

// TestOpen_NotADatabase: RULES-independent robustness: a wrong or damaged
// file gives an error naming it, never a panic.
func TestOpen_NotADatabase(t *testing.T) {
	dir := t.TempDir()
	tests := []struct {
		name    string
		content []byte
		want    string
	}{
		{"Text", []byte("round,table,position,word,score\n1,1,H8,ZEFIRUL,90\n"), "not a SQLite database"},
		{"Zeros", make([]byte, 8192), "not a SQLite database"},
		{"BrokenHeader", append([]byte("SQLite format 3\x00"), bytes.Repeat([]byte{0xff}, 4096)...), "open event store"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path := filepath.Join(dir, tt.name+".db")
			if err := os.WriteFile(path, tt.content, 0o644); err != nil {
				t.Fatal(err)
			}
			s, err := store.Open(context.Background(), path)
			if err == nil {
				s.Close()
				t.Fatalf("Open(%s) accepted a %s file", path, tt.name)
			}
			if !strings.Contains(err.Error(), path) || !strings.Contains(err.Error(), tt.want) || arbiter.ErrorCode(err) != arbiter.EStorage {
				t.Errorf("Open() error = %q (code %q), want code storage, naming %s and saying %q", err, arbiter.ErrorCode(err), path, tt.want)
			}
		})
	}
	other := filepath.Join(dir, "other.db")
	db, err := sql.Open("sqlite", other)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := db.Exec(`CREATE TABLE contacts (name TEXT); CREATE TABLE notes (text TEXT)`); err != nil {
		t.Fatal(err)
	}
	db.Close()
	_, err = store.Open(context.Background(), other)
	if want := "open event store " + other + ": not an arbiter database: it holds the tables contacts, notes"; err == nil || err.Error() != want || arbiter.ErrorCode(err) != arbiter.EStorage {
		t.Errorf("Open(another program's database) = %v (code %q), want code storage and %q", err, arbiter.ErrorCode(err), want)
	}
	if _, err := store.Open(context.Background(), filepath.Join(dir, "missing", "dir", "a.db")); err == nil {
		t.Error("Open in a missing directory: no error")
	}
}

// TestVerify_ChangedByte changes one byte of an event's payload in the
// closed database file; Verify names that event.
func TestVerify_ChangedByte(t *testing.T) {
	path := filepath.Join(t.TempDir(), "arbiter.db")
	s := mustOpen(t, path)
	storetest.Fill(t, s)
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	old := []byte(`"word":"ZEFIRUL"`)
	if n := bytes.Count(data, old); n != 1 {
		t.Fatalf("payload found %d times in the file, want once", n)
	}
	if err := os.WriteFile(path, bytes.Replace(data, old, []byte(`"word":"ZEFIRUM"`), 1), 0o644); err != nil {
		t.Fatal(err)
	}
	err = mustOpen(t, path).Verify(context.Background())
	var ce *store.ChainError
	if !errors.As(err, &ce) {
		t.Fatalf("Verify() = %v, want a *ChainError", err)
	}
	if ce.Stream != "game-1" || ce.Seq != 2 || ce.Type != "slip_recorded" {
		t.Errorf("Verify() blames %s #%d (%s), want game-1 #2 (slip_recorded)", ce.Stream, ce.Seq, ce.Type)
	}
	if want := "event game-1 #2 (slip_recorded): hash mismatch"; !strings.HasPrefix(err.Error(), want) {
		t.Errorf("Verify() error = %q, want prefix %q", err, want)
	}
}

// TestVerify_Tampered covers changes made through SQL by someone who turns
// the append-only triggers off: each is found and named.
func TestVerify_Tampered(t *testing.T) {
	for _, tt := range storetest.Tampering {
		t.Run(tt.Name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "arbiter.db")
			s := mustOpen(t, path)
			storetest.Fill(t, s)
			store.Tamper(t, s, tt.SQL)
			err := s.Verify(context.Background())
			if err == nil || !strings.Contains(err.Error(), tt.Blame) {
				t.Errorf("Verify() = %v, want it to say %q", err, tt.Blame)
			}
			storetest.RefusesAppend(t, s, tt.Blame)
		})
	}
}

// TestOpen_Newer: a database migrated by a newer arbiter is refused, not
// misread.
func TestOpen_Newer(t *testing.T) {
	path := filepath.Join(t.TempDir(), "arbiter.db")
	s := mustOpen(t, path)
	if err := store.Exec(s, `INSERT INTO migrations (name, applied) VALUES ('migration/99999999.sql', '2030-01-01T00:00:00Z')`); err != nil {
		t.Fatal(err)
	}
	s.Close()
	_, err := store.Open(context.Background(), path)
	want := "open event store " + path + ": written by a newer arbiter (its migration migration/99999999.sql is unknown here): upgrade arbiter"
	if err == nil || err.Error() != want {
		t.Errorf("Open() = %v, want %q", err, want)
	}
}

func TestDB_AppendOnly(t *testing.T) {
	s := mustOpen(t, ":memory:")
	storetest.Fill(t, s)
	for _, q := range []string{`UPDATE events SET payload = '{}'`, `DELETE FROM events`} {
		if err := store.Exec(s, q); err == nil || !strings.Contains(err.Error(), "append-only") {
			t.Errorf("%s: %v, want refusal (append-only)", q, err)
		}
	}
}

// TestDB_TwoHandles: two handles on one file (two referee commands at once)
// serialise on the write lock; the second sees a conflict, not a lost event.
func TestDB_TwoHandles(t *testing.T) {
	path := filepath.Join(t.TempDir(), "arbiter.db")
	a, b := mustOpen(t, path), mustOpen(t, path)
	ctx := context.Background()
	for i := range 20 {
		first, second := a, b
		if i%2 == 1 {
			first, second = b, a
		}
		r := arbiter.Record{Type: "slip_recorded", Payload: fmt.Appendf(nil, `{"i":%d}`, i)}
		if err := first.Append(ctx, "game-1", i, r); err != nil {
			t.Fatal(err)
		}
		if err := second.Append(ctx, "game-1", i, r); arbiter.ErrorCode(err) != arbiter.EConflict {
			t.Fatalf("second writer at version %d: %v, want a conflict", i, err)
		}
	}
	if err := b.Verify(ctx); err != nil {
		t.Error(err)
	}
}

func TestDB_WAL(t *testing.T) {
	s := mustOpen(t, filepath.Join(t.TempDir(), "arbiter.db"))
	if got := store.Pragma(t, s, "journal_mode"); got != "wal" {
		t.Errorf("journal_mode = %q, want wal", got)
	}
	if got := store.Pragma(t, s, "busy_timeout"); got == "0" {
		t.Error("busy_timeout = 0, want a wait")
	}
}

// TestHash_KnownAnswer: the chain's hash as documented on Hash, computed
// independently (length-prefixed fields, SHA-256, hex); the time is hashed in
// UTC whatever its zone.
func TestHash_KnownAnswer(t *testing.T) {
	first := store.Hash("", arbiter.Record{Stream: "game-1", Seq: 1, Type: "game_started",
		Payload: []byte(`{"game":1,"seed":7}`), Time: time.Date(2026, 11, 29, 20, 0, 0, 0, time.FixedZone("EET", 2*3600))})
	if want := "6a468b74cc2babe1cf036a53f89eac1b3e981e3d7b166f9ddcbe405efa1e192a"; first != want {
		t.Errorf("Hash(first) = %s, want %s", first, want)
	}
	second := store.Hash(first, arbiter.Record{Stream: "tournament", Seq: 12, Type: "player_registered",
		Payload: []byte(`{"table":3}`), Time: time.Date(2026, 11, 29, 18, 0, 0, 5e8, time.UTC), Hash: "ignored"})
	if want := "e25d1b8af5221c6a0e703794dd9d23999a3bf21b0fd9b6598d68542b1567eb8b"; second != want {
		t.Errorf("Hash(second) = %s, want %s", second, want)
	}
}

// BenchmarkDB_Append appends one event per transaction to a database file,
// as each referee command does (WAL, synchronous=FULL).
func BenchmarkDB_Append(b *testing.B) {
	s := mustOpen(b, filepath.Join(b.TempDir(), "arbiter.db"))
	ctx := context.Background()
	r := arbiter.Record{Type: "slip_recorded", Payload: []byte(`{"round":1,"table":12,"position":"H8","word":"ZEFIRUL","score":"90"}`), Time: stamp}
	b.ReportAllocs()
	version := 0
	for b.Loop() {
		if err := s.Append(ctx, "game-1", version, r); err != nil {
			b.Fatal(err)
		}
		version++
	}
}

// FuzzOpen: a damaged database file gives errors, never a panic, from
// Open, Verify and Load. The seed is a small real database.
func FuzzOpen(f *testing.F) {
	path := filepath.Join(f.TempDir(), "seed.db")
	s, err := store.Open(context.Background(), path)
	if err != nil {
		f.Fatal(err)
	}
	storetest.Fill(f, s)
	s.Close()
	seed, err := os.ReadFile(path)
	if err != nil {
		f.Fatal(err)
	}
	f.Add(seed)
	f.Add(seed[:len(seed)/2])
	f.Add([]byte("SQLite format 3\x00"))
	f.Fuzz(func(t *testing.T, data []byte) {
		path := filepath.Join(t.TempDir(), "fuzz.db")
		if err := os.WriteFile(path, data, 0o644); err != nil {
			t.Fatal(err)
		}
		s, err := store.Open(context.Background(), path)
		if err != nil {
			return
		}
		defer s.Close()
		_ = s.Verify(context.Background())
		_, _ = s.Load(context.Background(), "game-1")
		_, _ = s.Streams(context.Background())
	})
}

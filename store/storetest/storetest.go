// Package storetest is the conformance suite every [arbiter.Store]
// implementation passes: numbering, optimistic concurrency, atomic appends,
// stream order and the hash chain.
package storetest

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"arbiter/arbiter"
	"arbiter/store"
)

// Store is an event store that can also verify its hash chain and give
// the record that ends it.
type Store interface {
	arbiter.Store
	Verify(ctx context.Context) error
	Last(ctx context.Context) (arbiter.Record, bool, error)
}

// Run runs the suite; open returns a new, empty store for each subtest.
func Run(t *testing.T, open func(t *testing.T) Store) {
	t.Run("AppendLoad", func(t *testing.T) { testAppendLoad(t, open(t)) })
	t.Run("HashChain", func(t *testing.T) { testHashChain(t, open(t)) })
	t.Run("Conflict", func(t *testing.T) { testConflict(t, open(t)) })
	t.Run("AllOrNothing", func(t *testing.T) { testAllOrNothing(t, open(t)) })
	t.Run("Streams", func(t *testing.T) { testStreams(t, open(t)) })
	t.Run("UnknownStream", func(t *testing.T) { testUnknownStream(t, open(t)) })
	t.Run("LoadAfter", func(t *testing.T) { testLoadAfter(t, open(t)) })
	t.Run("ConcurrentAppends", func(t *testing.T) { testConcurrentAppends(t, open(t)) })
	t.Run("SnapshotLines", func(t *testing.T) { testSnapshotLines(t, open(t)) })
}

// testSnapshotLines: a store that keeps snapshots gives the lines of one
// by their digests, as a reader that left them unread asks for them; a
// digest of no line kept is a *store.SnapshotError.
func testSnapshotLines(t *testing.T, s Store) {
	snaps, ok := s.(arbiter.SnapshotStore)
	if !ok {
		t.Skip("the store keeps no snapshots")
	}
	ctx := t.Context()
	mustAppend(t, s, "tournament", 0, rec("tournament_created", `{}`, at))
	if ok, err := snaps.SaveSnapshot(ctx, map[string]int{"tournament": 1}, []byte("header\nround 1\nround 2")); !ok || err != nil {
		t.Fatalf("SaveSnapshot = %v, %v", ok, err)
	}
	digest := func(line string) string { return arbiter.LineDigest([]byte(line)) }
	got, err := snaps.SnapshotLines(ctx, []string{digest("round 2"), digest("round 1")})
	want := map[string][]byte{digest("round 1"): []byte("round 1"), digest("round 2"): []byte("round 2")}
	if err != nil || !cmp.Equal(got, want) {
		t.Errorf("SnapshotLines = %q, %v; want %q", got, err, want)
	}
	if got, err := snaps.SnapshotLines(ctx, []string{digest("round 1"), digest("round 9")}); !errors.As(err, new(*store.SnapshotError)) {
		t.Errorf("SnapshotLines of a line not kept = %q, %v; want a *store.SnapshotError", got, err)
	}
}

// at is a fixed instant in a zone other than UTC, with nanoseconds.
var at = time.Date(2026, 11, 29, 19, 30, 5, 123456789, time.FixedZone("EET", 2*3600))

func rec(typ, payload string, t time.Time) arbiter.Record {
	return arbiter.Record{Type: typ, Payload: []byte(payload), Time: t}
}

func mustAppend(tb testing.TB, s Store, stream string, version int, recs ...arbiter.Record) {
	tb.Helper()
	if err := s.Append(context.Background(), stream, version, recs...); err != nil {
		tb.Fatalf("Append(%s, %d) error: %v", stream, version, err)
	}
}

func mustLoad(tb testing.TB, s Store, stream string) []arbiter.Record {
	tb.Helper()
	recs, err := s.Load(context.Background(), stream)
	if err != nil {
		tb.Fatalf("Load(%s) error: %v", stream, err)
	}
	return recs
}

// testAppendLoad: records come back numbered from 1, times in UTC, payloads
// intact, the caller's records untouched.
func testAppendLoad(t *testing.T, s Store) {
	in := []arbiter.Record{
		rec("tournament_created", `{"name":"Cupa"}`, at),
		rec("player_registered", `{"table":1}`, at.Add(time.Second)),
	}
	mustAppend(t, s, "tournament", 0, in...)
	mustAppend(t, s, "tournament", 2, rec("player_registered", `{"table":2}`, at.Add(2*time.Second)))
	got := mustLoad(t, s, "tournament")
	utc := at.UTC()
	want := []arbiter.Record{
		{Stream: "tournament", Seq: 1, Type: "tournament_created", Payload: []byte(`{"name":"Cupa"}`), Time: utc},
		{Stream: "tournament", Seq: 2, Type: "player_registered", Payload: []byte(`{"table":1}`), Time: utc.Add(time.Second)},
		{Stream: "tournament", Seq: 3, Type: "player_registered", Payload: []byte(`{"table":2}`), Time: utc.Add(2 * time.Second)},
	}
	if diff := cmp.Diff(want, got, cmp.FilterPath(func(p cmp.Path) bool { return p.Last().String() == ".Hash" }, cmp.Ignore())); diff != "" {
		t.Errorf("Load() mismatch (-want +got):\n%s", diff)
	}
	if in[0].Seq != 0 || in[0].Hash != "" || in[1].Stream != "" {
		t.Errorf("Append modified its arguments: %+v", in)
	}
	mustAppend(t, s, "tournament", 3, rec("note", `{}`, time.Time{}))
	if last := mustLoad(t, s, "tournament")[3]; last.Time.IsZero() || last.Time.Location() != time.UTC {
		t.Errorf("record appended without a time: Time = %v, want now in UTC", last.Time)
	}
}

// testHashChain: each record's hash chains to the one appended before it,
// across streams, and Verify accepts the chain.
func testHashChain(t *testing.T, s Store) {
	mustAppend(t, s, "tournament", 0, rec("a", `1`, at))
	mustAppend(t, s, "game-1", 0, rec("b", `2`, at), rec("c", `3`, at))
	mustAppend(t, s, "tournament", 1, rec("d", `4`, at))
	order := []arbiter.Record{mustLoad(t, s, "tournament")[0]}
	order = append(order, mustLoad(t, s, "game-1")...)
	order = append(order, mustLoad(t, s, "tournament")[1])
	prev := ""
	seen := map[string]bool{}
	for _, r := range order {
		if want := store.Hash(prev, r); r.Hash != want {
			t.Errorf("%s #%d Hash = %s, want %s", r.Stream, r.Seq, r.Hash, want)
		}
		if seen[r.Hash] {
			t.Errorf("%s #%d repeats an earlier hash", r.Stream, r.Seq)
		}
		seen[r.Hash] = true
		prev = r.Hash
	}
	if err := s.Verify(context.Background()); err != nil {
		t.Errorf("Verify() error: %v", err)
	}
	last, ok, err := s.Last(context.Background())
	if err != nil || !ok {
		t.Fatalf("Last() = %v, %v", ok, err)
	}
	if diff := cmp.Diff(order[len(order)-1], last); diff != "" {
		t.Errorf("Last() is not the record appended last (-want +got):\n%s", diff)
	}
}

// testConflict: an Append at the wrong version is refused with code
// Conflict and writes nothing.
func testConflict(t *testing.T, s Store) {
	mustAppend(t, s, "game-1", 0, rec("a", `1`, at), rec("b", `2`, at))
	for _, version := range []int{0, 1, 3} {
		err := s.Append(context.Background(), "game-1", version, rec("x", `9`, at))
		if code := arbiter.ErrorCode(err); code != arbiter.EConflict {
			t.Errorf("Append at version %d: code %q (%v), want %q", version, code, err, arbiter.EConflict)
		}
	}
	if got := len(mustLoad(t, s, "game-1")); got != 2 {
		t.Errorf("after refused appends the stream holds %d records, want 2", got)
	}
	if err := s.Append(context.Background(), "game-1", -1, rec("x", `9`, at)); err == nil {
		t.Error("Append at version -1: no error")
	}
}

// testAllOrNothing: a command whose events cannot all be written writes none.
func testAllOrNothing(t *testing.T, s Store) {
	err := s.Append(context.Background(), "game-1", 0, rec("a", `1`, at), rec("", `2`, at))
	if err == nil {
		t.Fatal("Append with an untyped record: no error")
	}
	if got := mustLoad(t, s, "game-1"); len(got) != 0 {
		t.Errorf("a failed Append left %d records", len(got))
	}
	if err := s.Append(context.Background(), "", 0, rec("a", `1`, at)); err == nil {
		t.Error("Append to an unnamed stream: no error")
	}
	if err := s.Verify(context.Background()); err != nil {
		t.Errorf("Verify() after failed appends: %v", err)
	}
}

// testStreams: streams are listed in order of creation, once each.
func testStreams(t *testing.T, s Store) {
	mustAppend(t, s, "tournament", 0, rec("a", `1`, at))
	mustAppend(t, s, "game-1", 0, rec("b", `1`, at))
	mustAppend(t, s, "tournament", 1, rec("c", `1`, at))
	mustAppend(t, s, "game-10", 0, rec("d", `1`, at))
	mustAppend(t, s, "game-2", 0, rec("e", `1`, at))
	got, err := s.Streams(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"tournament", "game-1", "game-10", "game-2"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("Streams() mismatch (-want +got):\n%s", diff)
	}
}

func testUnknownStream(t *testing.T, s Store) {
	if got := mustLoad(t, s, "game-7"); len(got) != 0 {
		t.Errorf("Load(game-7) of an empty store = %v, want nothing", got)
	}
	if got, err := s.Streams(context.Background()); err != nil || len(got) != 0 {
		t.Errorf("Streams() of an empty store = %v, %v; want nothing", got, err)
	}
	if _, ok, err := s.Last(context.Background()); ok || err != nil {
		t.Errorf("Last() of an empty store = %v, %v; want nothing", ok, err)
	}
}

// testLoadAfter: LoadAfter gives exactly the records of the stream past a
// sequence number, as Load gives them, and nothing of other streams.
func testLoadAfter(t *testing.T, s Store) {
	mustAppend(t, s, "game-1", 0, rec("a", `1`, at), rec("b", `2`, at))
	mustAppend(t, s, "tournament", 0, rec("x", `9`, at))
	mustAppend(t, s, "game-1", 2, rec("c", `3`, at))
	all := mustLoad(t, s, "game-1")
	for seq, want := range map[int][]arbiter.Record{0: all, 1: all[1:], 2: all[2:], 3: nil, 7: nil} {
		got, err := s.LoadAfter(context.Background(), "game-1", seq)
		if err != nil {
			t.Fatalf("LoadAfter(game-1, %d) error: %v", seq, err)
		}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("LoadAfter(game-1, %d) mismatch (-want +got):\n%s", seq, diff)
		}
	}
	if got, err := s.LoadAfter(context.Background(), "game-2", 0); err != nil || len(got) != 0 {
		t.Errorf("LoadAfter(game-2, 0) of a missing stream = %v, %v; want nothing", got, err)
	}
}

// testConcurrentAppends: writers racing on one stream, each appending at the
// version it last read, never lose or duplicate an event.
func testConcurrentAppends(t *testing.T, s Store) {
	const writers, each = 4, 10
	var wg sync.WaitGroup
	errs := make(chan error, writers)
	for w := range writers {
		wg.Go(func() {
			for i := 0; i < each; {
				version := len(mustLoad(t, s, "game-1"))
				err := s.Append(context.Background(), "game-1", version,
					rec("slip", fmt.Sprintf(`{"w":%d,"i":%d}`, w, i), at))
				switch arbiter.ErrorCode(err) {
				case "":
					i++
				case arbiter.EConflict:
				default:
					errs <- err
					return
				}
			}
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Fatal(err)
	}
	recs := mustLoad(t, s, "game-1")
	if len(recs) != writers*each {
		t.Fatalf("%d records, want %d", len(recs), writers*each)
	}
	seen := map[string]bool{}
	for i, r := range recs {
		if r.Seq != i+1 || seen[string(r.Payload)] {
			t.Errorf("record %d: seq %d payload %s (duplicate or out of order)", i, r.Seq, r.Payload)
		}
		seen[string(r.Payload)] = true
	}
	if err := s.Verify(context.Background()); err != nil {
		t.Errorf("Verify() error: %v", err)
	}
}

// Stamp is the time of the records [Fill] appends.
var Stamp = time.Date(2026, 11, 29, 18, 0, 0, 0, time.UTC)

// Fill appends a small tournament's log to s, one record per transaction:
// tournament #1–2 (tournament_created, player_registered), then game-1 #1–3
// (game_started, slip_recorded with the word ZEFIRUL, round_closed), all at
// [Stamp]. Tests of tampering name these records.
func Fill(tb testing.TB, s arbiter.Store) {
	tb.Helper()
	ctx := context.Background()
	steps := []struct {
		stream  string
		version int
		typ     string
		payload string
	}{
		{"tournament", 0, "tournament_created", `{"name":"Cupa Bucuresti"}`},
		{"tournament", 1, "player_registered", `{"table":1,"name":"POPESCU"}`},
		{"game-1", 0, "game_started", `{"seed":7}`},
		{"game-1", 1, "slip_recorded", `{"table":1,"word":"ZEFIRUL"}`},
		{"game-1", 2, "round_closed", `{"round":1}`},
	}
	for _, st := range steps {
		r := arbiter.Record{Type: st.typ, Payload: []byte(st.payload), Time: Stamp}
		if err := s.Append(ctx, st.stream, st.version, r); err != nil {
			tb.Fatalf("Append(%s %s): %v", st.stream, st.typ, err)
		}
	}
}

// Tampering is what someone who turns a store's append-only triggers off
// could do to the log [Fill] wrote, in SQL both stores understand, and the
// record Verify must blame for each.
var Tampering = []struct {
	Name, SQL, Blame string
}{
	{"ChangedType", `UPDATE events SET type = 'slip_withdrawn' WHERE stream = 'game-1' AND seq = 2`, "game-1 #2 (slip_withdrawn): hash mismatch"},
	{"ChangedTime", `UPDATE events SET time = '2026-11-29T18:00:01Z' WHERE stream = 'tournament' AND seq = 2`, "tournament #2 (player_registered): hash mismatch"},
	{"RemovedLast", `DELETE FROM events WHERE stream = 'tournament' AND seq = 2`, "game-1 #1 (game_started): hash mismatch"},
	{"RemovedMiddle", `DELETE FROM events WHERE stream = 'game-1' AND seq = 2`, "game-1 #3 (round_closed): out of sequence"},
	{"BadTime", `UPDATE events SET time = 'yesterday' WHERE stream = 'game-1' AND seq = 3`, "game-1 #3 (round_closed): unreadable time"},
}

// RefusesAppend checks that s, whose log was changed as an entry of
// [Tampering] says, records nothing after it: an Append to each stream of
// [Fill] at the version Fill left is refused (the chain is checked before
// the version) with an error wrapping
// [arbiter.ErrLogChanged] that says blame, and the chain ends where it did.
func RefusesAppend(tb testing.TB, s Store, blame string) {
	tb.Helper()
	ctx := context.Background()
	// A changed time makes the last record unreadable: then it stays so.
	before, _, beforeErr := s.Last(ctx)
	for stream, version := range map[string]int{"tournament": 2, "game-1": 3} {
		err := s.Append(ctx, stream, version, rec("note", `{}`, at))
		if !errors.Is(err, arbiter.ErrLogChanged) || !strings.Contains(err.Error(), blame) {
			tb.Errorf("Append to %s after the log was changed: %v; want an error wrapping ErrLogChanged saying %q", stream, err, blame)
		}
	}
	if after, _, err := s.Last(ctx); after.Hash != before.Hash || fmt.Sprint(err) != fmt.Sprint(beforeErr) {
		tb.Errorf("the chain ended on %s (%v), now on %s (%v): something was appended after the changed event", before.Hash, beforeErr, after.Hash, err)
	}
}

package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"arbiter/arbiter"
)

// TestDemo runs the demo end to end and checks its files and the invariants
// of its ranking against the event log (RULES §6).
func TestDemo(t *testing.T) {
	useCache(t)
	dir := t.TempDir()
	var out, errOut bytes.Buffer
	code := Main([]string{"demo", "--players", "9", "--seed", "3", "--out", dir}, &IOStreams{In: strings.NewReader(""), Out: &out, ErrOut: &errOut})
	if code != exitOK {
		t.Fatalf("demo exit %d\nstdout:\n%s\nstderr:\n%s", code, out.String(), errOut.String())
	}
	for _, name := range demoFiles {
		info, err := os.Stat(filepath.Join(dir, name))
		if err != nil || info.Size() == 0 {
			t.Errorf("demo file %s: %v (size %d)", name, err, sizeOf(info))
		}
	}
	if strings.Count(out.String(), "\nround ") < 10 {
		t.Errorf("demo printed fewer than 10 round lines:\n%s", out.String())
	}

	state := replayFile(t, filepath.Join(dir, "arbiter.db"))
	standings, err := state.Standings(0, arbiter.ByTotal)
	if err != nil {
		t.Fatal(err)
	}
	if len(standings.Rows) != 9 {
		t.Fatalf("%d ranked players, want 9", len(standings.Rows))
	}
	for i, row := range standings.Rows {
		card, err := state.Card(1, row.Table)
		if err != nil {
			t.Fatal(err)
		}
		score, solos, penalties := 0, 0, 0
		for _, r := range card.Rounds {
			score += r.Score
			solos += r.Solo
			penalties += r.Penalty
		}
		if got, want := row.Total, score+solos-penalties; got != want {
			t.Errorf("table %d: total %d, want rounds %d + solos %d − penalties %d = %d", row.Table, got, score, solos, penalties, want)
		}
		higher := 0
		for _, other := range standings.Rows {
			if other.Total > row.Total {
				higher++
			}
		}
		if row.Rank != higher+1 {
			t.Errorf("table %d: rank %d with %d players ahead (ties share a rank)", row.Table, row.Rank, higher)
		}
		if i > 0 && standings.Rows[i-1].Total < row.Total {
			t.Errorf("row %d (total %d) ranked below a lower total %d", i, row.Total, standings.Rows[i-1].Total)
		}
	}
}

// replayFile folds the tournament recorded in the database at path.
func replayFile(tb testing.TB, path string) arbiter.State {
	tb.Helper()
	ctx := context.Background()
	db, err := openStore(ctx, path, false)
	if err != nil {
		tb.Fatal(err)
	}
	defer db.Close()
	l, err := loadLog(ctx, db)
	if err != nil {
		tb.Fatal(err)
	}
	state, err := l.replay()
	if err != nil {
		tb.Fatal(err)
	}
	return state
}

// sizeOf returns the size of a file, 0 when it is missing.
func sizeOf(info os.FileInfo) int64 {
	if info == nil {
		return 0
	}
	return info.Size()
}

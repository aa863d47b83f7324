package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"arbiter/arbiter"
)

// TestDemo runs the demo end to end and checks its files and the invariants
// of its ranking against the event log (RULES §6).
func TestDemo(t *testing.T) {
	warmEmbedded(t)
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

	state := (&room{tb: t, db: filepath.Join(dir, "arbiter.db")}).state()
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

// sizeOf returns the size of a file, 0 when it is missing.
func sizeOf(info os.FileInfo) int64 {
	if info == nil {
		return 0
	}
	return info.Size()
}

// TestDemo_KeepsATournamentsFiles runs the demo into a directory holding a
// real tournament: it is refused and the tournament's files are untouched.
// A directory holding an earlier demo's files may be reused.
func TestDemo_KeepsATournamentsFiles(t *testing.T) {
	r := newRoom(t)
	dir := filepath.Dir(r.db)
	r.must("new", "Cupa", "--rules", "ro", "--lexicon", testLexicon)
	players := filepath.Join(dir, "players.csv")
	if err := os.WriteFile(players, []byte("1,POPESCU Ion\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	before, err := os.ReadFile(r.db)
	if err != nil {
		t.Fatal(err)
	}
	r.expect([]string{"demo", "--players", "2", "--out", dir}, exitRefused, "",
		"arbiter: demo: "+dir+" already holds arbiter.db, players.csv, not an earlier demo's: give a new or empty directory with --out\n")
	if after, err := os.ReadFile(r.db); err != nil || !bytes.Equal(after, before) {
		t.Errorf("the tournament's database changed (%v)", err)
	}
	if _, err := os.Stat(players); err != nil {
		t.Errorf("the players' file is gone: %v", err)
	}

	f := &Factory{IO: &IOStreams{}, Getenv: func(string) string { return "" }}
	onlyPlayers := t.TempDir()
	if err := os.WriteFile(filepath.Join(onlyPlayers, "players.csv"), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := checkDemoDir(f, onlyPlayers); exitCodeFor(err) != exitRefused {
		t.Errorf("a directory holding only players.csv: %v, want a refusal", err)
	}
	earlier := newRoom(t)
	earlier.must("new", demoTournament, "--rules", "ro", "--lexicon", testLexicon, "--referee", demoReferee)
	if err := checkDemoDir(f, filepath.Dir(earlier.db)); err != nil {
		t.Errorf("an earlier demo's directory: %v", err)
	}
	if err := checkDemoDir(f, t.TempDir()); err != nil {
		t.Errorf("an empty directory: %v", err)
	}
}

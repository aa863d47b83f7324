package main

import (
	"bytes"
	"io"
	"path/filepath"
	"reflect"
	"strconv"
	"testing"

	"arbiter/arbiter"
	"arbiter/arbiter/problem"
)

// TestDemo_Problem plays the demo of a Superscrabble problem and of an
// integral one (RULES §9): verify passes, each verdict recorded is the one
// the rules give the sheet again, and the ranking is problem.Rank's of
// those verdicts.
func TestDemo_Problem(t *testing.T) {
	warmEmbedded(t)
	for _, kind := range []string{"superscrabble", "partial"} {
		t.Run(kind, func(t *testing.T) {
			dir := t.TempDir()
			code, out, errOut := runMain("demo", "--discipline", kind, "--players", "10", "--seed", "4", "--out", dir)
			if code != exitOK {
				t.Fatalf("exit %d: %s", code, errOut)
			}
			if !bytes.Contains([]byte(out), []byte("rank\ttable")) {
				t.Errorf("no ranking printed:\n%s", out)
			}
			r := &room{tb: t, db: filepath.Join(dir, "arbiter.db")}
			r.must("verify", "--db", r.db)
			s := r.state()
			g := s.CurrentGame()
			pg, ok := problem.GameOf(g)
			if !ok || !g.Ended || len(pg.Solutions) != 10 {
				t.Fatalf("the demo's game: %+v", g)
			}
			f := &Factory{IO: &IOStreams{Out: io.Discard, ErrOut: io.Discard}, Getenv: func(string) string { return testCache }}
			graph, err := openLexicon(f, s.RuleSet, "")
			if err != nil {
				t.Fatal(err)
			}
			judge := problem.Judge{RS: s.RuleSet, Lex: graph}
			var entries []problem.Entry
			wrong := 0
			for table, sol := range pg.Solutions {
				sheet, err := problem.ReadAnswer(s.RuleSet, &pg.Statement, bytes.NewReader(sol.Sheet))
				if err != nil {
					t.Fatalf("table %d: %v", table, err)
				}
				v := judge.Check(&sheet)
				if !reflect.DeepEqual(v, sol.Verdict) {
					t.Errorf("table %d: recorded %+v, checked again %+v", table, sol.Verdict, v)
				}
				wrong += v.Technical
				entries = append(entries, problem.Entry{Player: strconv.Itoa(table), Verdict: v, HandedIn: sol.HandedIn})
			}
			if wrong == 0 {
				t.Error("no simulated player made a mistake")
			}
			checkRanks(t, s, g.Number, entries)
		})
	}
}

// checkRanks checks that game n of s, a problem, ranks its players as
// problem.Rank ranks entries.
func checkRanks(t *testing.T, s *arbiter.State, n int, entries []problem.Entry) {
	t.Helper()
	want := map[int]int{}
	statement, rows, err := problem.Ranking(s, n)
	if err != nil {
		t.Fatal(err)
	}
	for _, st := range problem.Rank(statement.Kind, entries) {
		table, _ := strconv.Atoi(st.Player)
		want[table] = st.Rank
	}
	for _, row := range rows {
		if row.Rank != want[row.Table] {
			t.Errorf("table %d ranked %d, recomputed %d", row.Table, row.Rank, want[row.Table])
		}
	}
}

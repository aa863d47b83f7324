package main

import (
	"bytes"
	"path/filepath"
	"strings"
	"testing"

	"arbiter/arbiter"
	"arbiter/arbiter/anticipation"
	"arbiter/internal/kindtest"
)

// TestDemo_Anticipation plays a whole Anticipation game of each form
// (RULES §8) with a small room through the service: 14 rounds, the log
// intact (`arbiter verify`), some moves refused and some cancelled across
// the forms, and every player's total the one anticipation.Judge gives
// again from the slips and groups recorded.
func TestDemo_Anticipation(t *testing.T) {
	refused, cancelled := 0, 0
	for _, form := range anticipation.Forms() {
		t.Run(string(form), func(t *testing.T) {
			dir, out := runDemo(t, "--discipline", string(form), "--players", "5", "--seed", "4")
			if !strings.Contains(out, ", "+string(form)+" game, ") || !strings.Contains(out, "\nround 14 ") {
				t.Errorf("demo --discipline %s did not play 14 rounds:\n%s", form, out)
			}
			db := filepath.Join(dir, "arbiter.db")
			var log bytes.Buffer
			if err := execute(testFactory(t, &log, &log), []string{"verify", "--db", db}); err != nil {
				t.Errorf("verify: %v\n%s", err, &log)
			}
			state := (&room{tb: t, db: db}).state()
			r, c := recomputeSheets(t, state)
			refused, cancelled = refused+r, cancelled+c
		})
	}
	if refused == 0 || cancelled == 0 {
		t.Errorf("%d moves refused and %d cancelled in the five games: want some of each", refused, cancelled)
	}
}

// recomputeSheets adjudicates again every sheet of game 1 of state, an
// Anticipation game, from its recorded slips and groups with the test word
// list, wants the standings' totals, and counts the moves refused and
// cancelled.
func recomputeSheets(t *testing.T, state *arbiter.State) (refused, cancelled int) {
	t.Helper()
	g := state.Game(1)
	a := kindtest.Anticipation(t, g)
	if !g.Ended || len(a.Played) != anticipation.NumRounds {
		t.Fatalf("the game ended %v after %d rounds", g.Ended, len(a.Played))
	}
	f := testFactory(t, &bytes.Buffer{}, &bytes.Buffer{})
	graph, err := f.Lexicon(state.RuleSet, "")
	if err != nil {
		t.Fatal(err)
	}
	standings, err := state.Standings(1, arbiter.ByTotal)
	if err != nil {
		t.Fatal(err)
	}
	for _, row := range standings.Rows {
		sh := a.Sheet(row.Table)
		groups, _ := a.GroupsOf(row.Table)
		sheet := anticipation.Sheet{Form: a.Setup.Form, Groups: groups, Grid: sh.Grid}
		for i, s := range sh.Slips {
			sheet.Rounds = append(sheet.Rounds, judgeSlip(a.Played[i].Group, s))
		}
		res, err := anticipation.Judge{RS: state.RuleSet, Lex: graph}.Adjudicate(&sheet)
		if err != nil {
			t.Fatalf("table %d: %v", row.Table, err)
		}
		if res.Total != row.Total || len(res.Rounds) != anticipation.NumRounds {
			t.Errorf("table %d: %d over %d rounds again, standings %d", row.Table, res.Total, len(res.Rounds), row.Total)
		}
		for _, r := range res.Rounds {
			for _, m := range r.Moves {
				refused += boolInt(m.Status == anticipation.StatusInvalid)
				cancelled += boolInt(m.Status == anticipation.StatusCancelled)
			}
		}
	}
	return refused, cancelled
}

// judgeSlip returns a recorded slip of a round playing group as
// anticipation.Judge reads it.
func judgeSlip(group int, s anticipation.SheetSlip) anticipation.Slip {
	figure := func(v *int) anticipation.Figure {
		if v == nil {
			return anticipation.Figure{}
		}
		return anticipation.Figure{Value: *v, Given: true}
	}
	sl := anticipation.Slip{Group: group, Cancel: s.Cancel, Pass: s.Pass, Total: figure(s.Total)}
	for _, m := range s.Moves {
		sl.Moves = append(sl.Moves, anticipation.Written{Position: m.Position, Word: m.Word, Score: figure(m.Score)})
	}
	return sl
}

// boolInt is 1 for true.
func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

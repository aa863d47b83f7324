package main

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"arbiter/arbiter"
	"arbiter/store"
)

// centreRoom is a centre of a simultaneous: the test tournament of
// [created] on its own tables, playing the prepared game file for two
// rounds, each player writing a slip.
func centreRoom(t *testing.T, file string, tables ...string) *room {
	t.Helper()
	r := newRoom(t)
	r.must("new", "Simultan", "--rules", "ro", "--lexicon", testLexicon, "--date", "2026-11-29")
	for _, table := range tables {
		r.must("player", "add", table, "Player "+table)
	}
	r.must("game", "start", "--prepared", file)
	for range 2 {
		r.must("rack")
		r.must("top")
		pos, word, score := topOf(r, 0)
		for i, table := range tables {
			if i%2 == 0 {
				r.must("slip", table, "-")
			} else {
				r.must("slip", table, pos, word, score)
			}
		}
		r.must("round", "close")
	}
	return r
}

// topOf is the top of round n (0: the current one) of the room's game as
// a slip writes it.
func topOf(r *room, n int) (pos, word, score string) {
	s := r.state()
	g := s.CurrentGame()
	cur := g.Current()
	if n > 0 {
		cur = &g.Rounds[n-1]
	}
	m := cur.Top.Move
	return s.RuleSet.FormatPosition(m.Pos), m.Word, strconv.Itoa(m.Score)
}

// TestMerge_Centres merges two centres of a prepared game into a national
// tournament whose ranking holds both; the same centre given twice counts
// once; a corrected database replaces its earlier copy, and says so.
func TestMerge_Centres(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "simultan.json")
	if code, _, errOut := newRoom(t).run("", "game", "prepare", "--rules", "ro", "--lexicon", testLexicon, "--seed", "7", "--out", file); code != exitOK {
		t.Fatalf("game prepare: exit %d, %s", code, errOut)
	}
	a := centreRoom(t, file, "1", "2")
	b := centreRoom(t, file, "11", "12", "13")
	aOld := filepath.Join(dir, "iasi-before.db")
	a.must("backup", aOld, "--db", a.db)

	national := filepath.Join(dir, "national.db")
	out := a.must("merge", "iasi="+a.db, "cluj="+b.db, "--out", national, "--name", "Simultan national")
	if want := national + ": 2 centres merged (iasi, cluj): 5 players, 1 game, solos national\n"; out != want {
		t.Errorf("merge printed %q, want %q", out, want)
	}
	// Tables 2 (iasi) and 12 (cluj) alone find each top in their centre:
	// no solo over the whole field; with --solos centre a solo in each
	// centre every round, worth ⌈2/2⌉ = 1 in iasi and ⌈3/2⌉ = 2 in cluj
	// (RULES §6), kept in the national tournament.
	byCentre := filepath.Join(dir, "centre.db")
	a.must("merge", "iasi="+a.db, "cluj="+b.db, "--out", byCentre, "--solos", "centre")
	for db, want := range map[string]map[int]int{national: {2: 0, 12: 0}, byCentre: {2: 2, 12: 4}} {
		r := *a
		r.db = db
		st, err := r.state().Standings(0, arbiter.ByTotal)
		if err != nil {
			t.Fatal(err)
		}
		for _, row := range st.Rows {
			if bonus, ok := want[row.Table]; ok && (row.SoloBonus != bonus || row.Solos != min(bonus, 2)) {
				t.Errorf("%s: table %d has %d solos worth %d, want %d worth %d", filepath.Base(db), row.Table, row.Solos, row.SoloBonus, min(bonus, 2), bonus)
			}
		}
	}
	t.Setenv("ARBITER_DB", national)
	standings := a.must("standings")
	for _, name := range []string{"Player 1", "Player 2", "Player 11", "Player 12", "Player 13"} {
		if !strings.Contains(standings, name) {
			t.Errorf("national standings lack %s:\n%s", name, standings)
		}
	}

	// Twice the same centre: merged once, the same ranking.
	again := filepath.Join(dir, "again.db")
	code, _, errOut := a.run("", "merge", "iasi="+a.db, "cluj="+b.db, "iasi="+a.db, "--out", again, "--name", "Simultan national")
	if code != exitOK || !strings.Contains(errOut, "centre iasi: "+a.db+" is the same database as "+a.db+": merged once") {
		t.Errorf("the same centre twice: exit %d, %q", code, errOut)
	}
	t.Setenv("ARBITER_DB", again)
	if got := a.must("standings"); got != standings {
		t.Errorf("standings with a centre given twice:\n%s\nwant\n%s", got, standings)
	}

	// A correction recorded after the first copy was sent.
	t.Setenv("ARBITER_DB", a.db)
	pos, word, score := topOf(a, 1)
	a.must("slip", "1", pos, word, score, "--round", "1")
	corrected := filepath.Join(dir, "corrected.db")
	code, _, errOut = a.run("", "merge", "iasi="+aOld, "cluj="+b.db, "iasi="+a.db, "--out", corrected)
	if code != exitOK || !strings.Contains(errOut, "centre iasi: "+a.db+" continues "+aOld+" with ") {
		t.Errorf("a corrected centre: exit %d, %q", code, errOut)
	}
	t.Setenv("ARBITER_DB", corrected)
	if got := a.must("standings"); got == standings {
		t.Errorf("the corrected slip of table 1 did not change the national standings:\n%s", got)
	}

	// Two centres on the same tables, another tournament under a centre's
	// label, and an existing output are refused.
	c := centreRoom(t, file, "2")
	for _, tt := range []struct {
		args []string
		code exitCode
		want string
	}{
		{[]string{"merge", "iasi=" + a.db, "brasov=" + c.db, "--out", filepath.Join(dir, "x.db")}, exitRefused, "table 2 is used in centres iasi and brasov"},
		{[]string{"merge", "iasi=" + a.db, "iasi=" + c.db, "--out", filepath.Join(dir, "y.db")}, exitRefused, "are not one database and its correction"},
		{[]string{"merge", "iasi=" + a.db, "--out", national}, exitUsage, "already holds events"},
		{[]string{"merge", "iasi=" + a.db}, exitUsage, "merge needs --out"},
		{[]string{"merge", "iasi=" + a.db, "--solos", "club", "--out", filepath.Join(dir, "z.db")}, exitUsage, `--solos: unknown solo setting "club": use national or centre`},
	} {
		code, _, errOut := a.run("", tt.args...)
		if code != tt.code || !strings.Contains(errOut, tt.want) {
			t.Errorf("arbiter %s: exit %d, %q; want exit %d saying %q", strings.Join(tt.args, " "), code, errOut, tt.code, tt.want)
		}
	}
}

// TestMerge_VariantCentres: two centres play a prepared Completiv game
// (RULES §7.2) and are merged with solos by centre: the national ranking
// is the direct count (tables 2 and 12, alone in their centre to find each
// top, have the two tops' scores and a solo a round worth ⌈2/2⌉ = 1 in
// iasi and ⌈3/2⌉ = 2 in cluj; the others no slip), and the bulletin names
// both centres' solos of a round.
func TestMerge_VariantCentres(t *testing.T) {
	dir := t.TempDir()
	file, _, pf := prepareFile(t, newRoom(t), "--seed", "5", "--variant", "completiv")
	a := centreRoom(t, file, "1", "2")
	b := centreRoom(t, file, "11", "12", "13")
	national := filepath.Join(dir, "national.db")
	a.must("merge", "iasi="+a.db, "cluj="+b.db, "--out", national, "--solos", "centre")
	r := *a
	r.db = national
	st, err := r.state().Standings(0, arbiter.ByTotal)
	if err != nil {
		t.Fatal(err)
	}
	tops := pf.Sheet.Rounds[0].Score + pf.Sheet.Rounds[1].Score
	want := map[int]int{1: 0, 2: tops + 2*1, 11: 0, 12: tops + 2*2, 13: 0}
	got := map[int]int{}
	for _, row := range st.Rows {
		got[row.Table] = row.Total
	}
	if fmt.Sprint(got) != fmt.Sprint(want) || st.Rows[0].Table != 12 || st.Rows[1].Table != 2 {
		t.Errorf("national totals %v, want %v, table 12 then 2", got, want)
	}
	t.Setenv("ARBITER_DB", national)
	if out := a.must("report", "bulletin", "1"); !strings.Contains(out, "solo\t2 Player 2 (iasi), 12 Player 12 (cluj)\n") {
		t.Errorf("the bulletin of round 1 names one solo:\n%s", out)
	}
}

// TestMerge_CopyUnderAnotherName: a centre's database copied under another
// file name and given twice without labels is named as a copy of one
// tournament, not as two centres sharing their tables.
func TestMerge_CopyUnderAnotherName(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "simultan.json")
	if code, _, errOut := newRoom(t).run("", "game", "prepare", "--rules", "ro", "--lexicon", testLexicon, "--seed", "7", "--out", file); code != exitOK {
		t.Fatalf("game prepare: exit %d, %s", code, errOut)
	}
	a := centreRoom(t, file, "1", "2")
	copied := filepath.Join(dir, "iasi-copy.db")
	copyFile(t, a.db, copied)
	code, _, errOut := a.run("", "merge", a.db, copied, "--out", filepath.Join(dir, "national.db"))
	if code != exitUsage || !strings.Contains(errOut, "are copies of one tournament") || strings.Contains(errOut, "own tables") {
		t.Errorf("merge of a database and its copy: exit %d, %q; want exit 2 naming the copy", code, errOut)
	}
}

// TestMerge_RewrittenCentre: a centre's log rewritten whole (its snapshot
// dropped, one slip recorded as a valid move of 500 points, every hash
// recomputed by appending the records to a new database) passes the chain
// check, but not the rules: merge --trust judges every slip again with the
// prepared game's word list and refuses the centre, naming it, the round
// and the table, exit 1, writing nothing. Before, the national ranking
// showed the 500 points.
func TestMerge_RewrittenCentre(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "simultan.json")
	r := newRoom(t)
	key := newKeyPair(t, r)
	if code, _, errOut := r.run("", "game", "prepare", "--rules", "ro", "--lexicon", testLexicon, "--seed", "7", "--out", file,
		"--sign", key, "--event", "Simultan 2026"); code != exitOK {
		t.Fatalf("game prepare: exit %d, %s", code, errOut)
	}
	a := centreRoom(t, file, "1", "2")
	b := centreRoom(t, file, "11", "12", "13")
	ctx := context.Background()
	src, err := store.Open(ctx, b.db)
	if err != nil {
		t.Fatal(err)
	}
	var recs []arbiter.Record
	if err := src.Walk(ctx, func(rec arbiter.Record) error { recs = append(recs, rec); return nil }); err != nil {
		t.Fatal(err)
	}
	src.Close()
	forged := filepath.Join(dir, "cluj-forged.db")
	dst, err := store.Open(ctx, forged)
	if err != nil {
		t.Fatal(err)
	}
	seq := map[string]int{}
	done := false
	for _, rec := range recs {
		if rec.Stream == arbiter.SnapshotStream {
			continue
		}
		if rec.Type == "slip_recorded" && !done && strings.Contains(string(rec.Payload), `"table":11`) {
			p := regexp.MustCompile(`"verdict":\{[^}]*\}`).ReplaceAllString(string(rec.Payload), `"verdict":{"valid":true,"real":500,"credited":500}`)
			rec.Payload, done = []byte(p), true
		}
		if err := dst.Append(ctx, rec.Stream, seq[rec.Stream], arbiter.Record{Type: rec.Type, Payload: rec.Payload, Time: rec.Time}); err != nil {
			t.Fatal(err)
		}
		seq[rec.Stream]++
	}
	dst.Close()
	if !done {
		t.Fatal("no slip of table 11 to rewrite")
	}
	national := filepath.Join(dir, "national.db")
	code, out, errOut := a.run("", "merge", "iasi="+a.db, "cluj="+forged, "--out", national, "--trust", key+".pub")
	if code != exitRefused || out != "" || !strings.Contains(errOut, "centre cluj, game 1, round 1, table 11: the slip") ||
		!strings.Contains(errOut, "is recorded as credited 500 (real score 500)") {
		t.Errorf("merge of a rewritten centre: exit %d, stdout %q, stderr %q; want exit 1 naming cluj, round 1, table 11", code, out, errOut)
	}
	if _, err := os.Stat(national); err == nil {
		if s, err := store.Open(ctx, national); err == nil {
			if _, ok, _ := s.Last(ctx); ok {
				t.Error("the refused merge wrote events")
			}
			s.Close()
		}
	}
	a.must("merge", "iasi="+a.db, "cluj="+b.db, "--out", filepath.Join(dir, "honest.db"), "--trust", key+".pub")
}

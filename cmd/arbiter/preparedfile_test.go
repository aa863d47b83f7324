package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"arbiter/arbiter"
	"arbiter/arbiter/prepared"
	"arbiter/draw"
)

// TestPreparedGame_Centre: a prepared game file is written once and played
// in a centre: its racks and tops come without typing, and a changed file
// is refused.
func TestPreparedGame_Centre(t *testing.T) {
	r := createdInMemory(t)
	file, data, pf := prepareFile(t, r, "--seed", "7")
	r.must("game", "start", "--prepared", file)
	for round := range min(3, len(pf.Racks)) {
		r.must("rack")
		r.must("top")
		g := r.state().CurrentGame()
		cur := g.Current()
		if cur.New.String() != pf.Racks[round] {
			t.Errorf("round %d: rack %s, want the prepared %s", round+1, cur.New, pf.Racks[round])
		}
		if got := r.state().RuleSet.FormatPosition(cur.Top.Move.Pos) + " " + cur.Top.Move.Word; got != pf.Tops[round] {
			t.Errorf("round %d: top %s, want the prepared %s", round+1, got, pf.Tops[round])
		}
		r.must("round", "close")
	}
	if got := r.state().CurrentGame().Prepared.SHA256; got != pf.SHA256 || len(got) != 64 {
		t.Errorf("the log records the prepared game %q, want %q", got, pf.SHA256)
	}

	changed := filepath.Join(t.TempDir(), "changed.json")
	if err := os.WriteFile(changed, []byte(strings.Replace(string(data), pf.Racks[0], "AAAAAAA", 1)), 0o644); err != nil {
		t.Fatal(err)
	}
	r.must("game", "end", "--reason", "next")
	// A file changed on its way is refused, exit 1, as
	// docs/drawing-and-prepared-games.md says.
	code, _, errOut := r.run("", "game", "start", "--prepared", changed)
	if code != exitRefused || !strings.Contains(errOut, "was changed after it was prepared") {
		t.Errorf("a changed file: exit %d, %q", code, errOut)
	}
	code, _, errOut = r.run("", "game", "start", "--prepared", file, "--seed", "3")
	if code != exitUsage || !strings.Contains(errOut, "the prepared game brings its seed") {
		t.Errorf("--prepared with --seed: exit %d, %q", code, errOut)
	}
}

// prepareFile writes a prepared game with the ro rules, the test word list
// and flags in r, and returns its path, its bytes and what it holds.
func prepareFile(t *testing.T, r *room, flags ...string) (string, []byte, prepared.File) {
	t.Helper()
	file := filepath.Join(t.TempDir(), "simultan.json")
	code, _, errOut := r.run("", append([]string{"game", "prepare", "--rules", "ro", "--lexicon", testLexicon, "--out", file}, flags...)...)
	if code != exitOK || !strings.Contains(errOut, file+": prepared game of ") || !strings.Contains(errOut, ", sha256 ") || strings.HasSuffix(errOut, "sha256 \n") {
		t.Fatalf("game prepare --out: exit %d, %q", code, errOut)
	}
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	var pf prepared.File
	if err := json.Unmarshal(data, &pf); err != nil {
		t.Fatal(err)
	}
	return file, data, pf
}

// TestPreparedGame_VariantCentre: a prepared game of every variant (RULES
// §7) is written with --out and played in a centre by `rack` and `top`
// alone: each round's groups, top, letters from the stock, letter given up
// and Tactic's second move and group order are the file's, and the file's
// racks and tops are those of its printed sheet. A file of one variant
// started as another, or changed after it was prepared, is refused.
func TestPreparedGame_VariantCentre(t *testing.T) {
	for _, flags := range [][]string{{"completiv"}, {"superjoker"}, {"metagrama"}, {"eliptic"}, {"tactic"}, {"tactic", "--tactic-order", "fixed"}} {
		t.Run(strings.Join(flags, " "), func(t *testing.T) {
			r := createdInMemory(t)
			file, data, pf := prepareFile(t, r, append([]string{"--seed", "5", "--variant"}, flags...)...)
			if string(pf.Variant) != flags[0] || pf.FixedOrder != (len(flags) > 1) || len(pf.VariantTops) != len(pf.Tops) {
				t.Fatalf("the file holds a %s game (fixed order %t) with %d variant tops for %d tops", pf.Variant, pf.FixedOrder, len(pf.VariantTops), len(pf.Tops))
			}
			for i, row := range pf.Sheet.Rounds {
				vt := pf.VariantTops[i]
				play2 := strings.TrimSpace(row.Position2 + " " + row.Word2)
				if pf.Tops[i] != row.Position+" "+row.Word || vt.Play2 != play2 || vt.Chosen != row.Chosen || vt.Returned != row.Returned || vt.Rack2First != row.Rack2First {
					t.Errorf("round %d: the file plays %s %+v, its sheet prints %+v", i+1, pf.Tops[i], vt, row)
				}
			}

			other := "eliptic"
			if flags[0] == "eliptic" {
				other = "completiv"
			}
			for _, wrong := range [][]string{{"--variant", other}, {"--variant", "classic"}} {
				code, _, errOut := r.run("", append([]string{"game", "start", "--prepared", file}, wrong...)...)
				if code != exitUsage || !strings.Contains(errOut, file+" holds a "+flags[0]+" game") {
					t.Errorf("start %v: exit %d, %q", wrong, code, errOut)
				}
			}
			if flags[0] == "tactic" {
				order := map[bool]string{true: "free", false: "fixed"}[pf.FixedOrder]
				if code, _, errOut := r.run("", "game", "start", "--prepared", file, "--variant", "tactic", "--tactic-order", order); code != exitUsage {
					t.Errorf("start --tactic-order %s: exit %d, %q", order, code, errOut)
				}
			}
			changed := filepath.Join(t.TempDir(), "changed.json")
			if err := os.WriteFile(changed, []byte(strings.Replace(string(data), `"`+pf.Tops[0]+`"`, `"H8 ZZZ"`, 1)), 0o644); err != nil {
				t.Fatal(err)
			}
			if code, _, errOut := r.run("", "game", "start", "--prepared", changed); code != exitRefused || !strings.Contains(errOut, "was changed after it was prepared") {
				t.Errorf("a changed file: exit %d, %q", code, errOut)
			}
			if r.state().CurrentGame() != nil {
				t.Fatal("a refused start started a game")
			}

			r.must(append([]string{"game", "start", "--prepared", file, "--variant"}, flags...)...)
			for round := range min(3, len(pf.Racks)) {
				r.must("rack")
				r.must("top")
				g := r.state().CurrentGame()
				cur := g.Current()
				row := pf.Sheet.Rounds[round]
				if rack, rack2 := draw.Announce(cur.Remainder, cur.New), draw.Announce(cur.Remainder2, cur.New2); rack != row.Rack || rack2 != row.Rack2 {
					t.Errorf("round %d: rack %s / %s, want the prepared %s / %s", round+1, rack, rack2, row.Rack, row.Rack2)
				}
				top, vt := cur.Top, pf.VariantTops[round]
				play2 := ""
				if top.Second != nil {
					play2 = r.state().RuleSet.FormatPosition(top.Second.Pos) + " " + top.Second.Word
				}
				got := arbiter.PreparedTop{Play2: play2, Chosen: top.Chosen, Returned: top.Returned, Rack2First: top.Rack2First}
				if r.state().RuleSet.FormatPosition(top.Move.Pos)+" "+top.Move.Word != pf.Tops[round] || got != vt {
					t.Errorf("round %d: top %s %+v, want the prepared %s %+v", round+1, top.Move.Word, got, pf.Tops[round], vt)
				}
				r.must("round", "close")
			}
		})
	}
}

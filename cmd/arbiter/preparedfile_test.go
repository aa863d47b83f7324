package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestPreparedGame_Centre: a prepared game file is written once and played
// in a centre: its racks and tops come without typing, and a changed file
// is refused.
func TestPreparedGame_Centre(t *testing.T) {
	r := created(t)
	file := filepath.Join(t.TempDir(), "simultan.json")
	code, _, errOut := r.run("", "game", "prepare", "--rules", "ro", "--lexicon", testLexicon, "--seed", "7", "--out", file)
	if code != exitOK || !strings.Contains(errOut, file+": prepared game of ") || !strings.Contains(errOut, ", sha256 ") || strings.HasSuffix(errOut, "sha256 \n") {
		t.Fatalf("game prepare --out: exit %d, %q", code, errOut)
	}
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	var pf preparedFile
	if err := json.Unmarshal(data, &pf); err != nil {
		t.Fatal(err)
	}
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
	code, _, errOut = r.run("", "game", "start", "--prepared", changed)
	if code != exitUsage || !strings.Contains(errOut, "was changed after it was prepared") {
		t.Errorf("a changed file: exit %d, %q", code, errOut)
	}
	code, _, errOut = r.run("", "game", "start", "--prepared", file, "--seed", "3")
	if code != exitUsage || !strings.Contains(errOut, "the prepared game brings its seed") {
		t.Errorf("--prepared with --seed: exit %d, %q", code, errOut)
	}
}

// FuzzPreparedFile: any file given as a prepared game is read or refused
// with a usage error, never a panic.
func FuzzPreparedFile(f *testing.F) {
	f.Add([]byte(`{"format":"arbiter prepared game","version":1,"rules":"ro","seed":1,"lexicon":"x","racks":["A"],"tops":["H8 A"],"sheet":{},"sha256":""}`))
	f.Add([]byte(`[]`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if _, err := parsePreparedFile("game.json", data); err != nil && exitCodeFor(err) != exitUsage {
			t.Errorf("error %v is not a usage error", err)
		}
	})
}

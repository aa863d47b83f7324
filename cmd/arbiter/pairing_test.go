package main

import (
	"strings"
	"testing"
)

// `pair --json` writes the round's boards for other programs, the same as
// `pairings --json` reads them back; a swap and a pairing by hand are
// recorded with their reasons, refused once a board concerned has a
// result, for a player paired twice or not in the field, and without a
// reason (RULES §10.2).
func TestPair_JSONManualSwap(t *testing.T) {
	r := freeEventIn(t, newRoom(t), "ro", testLexicon)
	r.refused(exitRefused, "round 3 cannot be paired: round 2 has boards 1, 3 without a result", "pair", "--json")
	r.refused(exitRefused, "round 2: board 2 of player 5 (VASILE Radu) has a result", "swap", "5", "7", "--reason", "the door")
	r.refused(exitUsage, "swapping two players needs a reason: --reason REASON", "swap", "4", "6")
	r.refused(exitUsage, "round 2: player 9 is not paired", "swap", "4", "9", "--reason", "the door")
	if out := r.must("swap", "4", "6", "--reason", "the door"); out != "round 2: players 4 and 6 swapped (the door)\n" {
		t.Errorf("swap 4 6: %q", out)
	}
	reportGolden(t, "free_pairings_swapped.golden", r.must("pairings"))
	r.refused(exitRefused, "round 2 cannot be paired again: board 2 has a result", "pair", "--manual", writeFile(t, "again.txt", "4 7\n1 5\n6 3\n2 bye\n"), "--again", "seeding")
	r.must("result", "6", "300", "7", "200")
	r.must("result", "4", "330", "2", "320")
	bad := []struct{ file, code, want string }{
		{"1 2\n3 4\n5 6\n1 bye\n", "2", "line 4: player 1 is paired on line 1 already"},
		{"1 2\n3 4\n5 x\n7 bye\n", "2", `line 3: pair "5 x": "x" is not another player's number or "bye"`},
		{"1 2\n3 4\n5 6\n9 bye\n", "2", "round 3: player 9 is not in the field of the round"},
		{"1 2\n3 4\n5 6\n", "2", "round 3: player 7 (NEAGU Ilie) is not paired"},
		{"# nothing\n", "2", "holds no pair"},
	}
	for _, b := range bad {
		r.refused(exitUsage, b.want, "pair", "--manual", writeFile(t, "bad.txt", b.file), "--reason", "seeding")
	}
	manual := writeFile(t, "round3.txt", "# round 3 by hand\n7 1\n2, 3\n4 5\n6 bye\n")
	r.refused(exitUsage, "a round paired by hand needs a reason", "pair", "--manual", manual)
	r.refused(exitUsage, "--reason is the reason of a round paired by hand: give --manual FILE too", "pair", "--reason", "seeding")
	if out := r.must("pair", "--manual", manual, "--reason", "the organiser's seeding"); out != "round 3 paired (manual): board 1: 7 starts, 1 replies; board 2: 2 starts, 3 replies; board 3: 4 starts, 5 replies; bye: 6 (the organiser's seeding)\n" {
		t.Errorf("pair --manual: %q", out)
	}
	again := writeFile(t, "round3b.txt", "1 7\n3 2\n5 4\n6 bye\n")
	r.must("pair", "--manual", again, "--again", "7 and 1 sat the wrong way round")
	json := r.must("pairings", "--json")
	reportGolden(t, "free_pairings_round3.json.golden", json)
	if !strings.Contains(json, `"bye": {`) || strings.Count(json, `"board":`) != 3 {
		t.Errorf("pairings --json:\n%s", json)
	}
	r.must("verify")
}

// `pair --json` prints the boards it paired, and nothing else.
func TestPair_JSON(t *testing.T) {
	r := freeEventRoom(t, "ro", testLexicon)
	r.must("result", "4", "330", "7", "320")
	r.must("result", "6", "330", "2", "320")
	out := r.must("pair", "--json")
	if out != r.must("pairings", "--json") || !strings.HasPrefix(out, "{\n  \"round\": 3,\n  \"boards\": [") {
		t.Errorf("pair --json:\n%s", out)
	}
}

// `result --missing` lists the boards of the round without a result
// (exit 0), and says so when there are none.
func TestResult_Missing(t *testing.T) {
	r := freeEventRoom(t, "ro", testLexicon)
	if out := r.must("result", "--missing"); out != "round 2: 2 of 3 boards without a result\nboard 1: 4 MUNTEANU Elena – 7 NEAGU Ilie\nboard 3: 6 ȚURCANU Mihai – 2 ȘERBAN Ana\n" {
		t.Errorf("result --missing: %q", out)
	}
	if out := r.must("result", "--missing", "--round", "1"); out != "round 1: every board has a result\n" {
		t.Errorf("result --missing --round 1: %q", out)
	}
	r.refused(exitRefused, "round 3 of the free-game event is not paired (2 paired)", "result", "--missing", "--round", "3")
	r.refused(exitUsage, "result --missing takes no player or score", "result", "--missing", "4", "300", "7", "200")
}

// FuzzPairLines: a file of pairs never stops the reader, and every pair
// it reads has a starter and no player twice.
func FuzzPairLines(f *testing.F) {
	for _, seed := range []string{"7 12\n9 bye\n", "1, 2\r\n# c\n3 -\n", "1 1", "1 2\n2 3\n", "x y", ""} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, data string) {
		pairs, err := pairLines([]byte(data))
		if err != nil {
			return
		}
		seen := map[int]bool{}
		for _, p := range pairs {
			if p[0] <= 0 || p[1] < 0 {
				t.Fatalf("%q read as %v", data, pairs)
			}
			for _, n := range p {
				if n != 0 && seen[n] {
					t.Fatalf("%q: player %d twice in %v", data, n, pairs)
				}
				seen[n] = true
			}
		}
	})
}

package main

import (
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"arbiter/arbiter/prepared"
)

// TestEmptyDatabaseFile runs commands on an empty file given as the
// database (a file made by mistake, or a copy that failed): each is refused
// as there being no tournament, exit 1, without a crash or advice to start
// a game nobody can start yet.
func TestEmptyDatabaseFile(t *testing.T) {
	for _, args := range [][]string{
		{"rack"}, {"top"}, {"player", "add", "1", "POPESCU Ion"}, {"tournament", "set", "--tie-break", "last-game", "--reason", "r"},
	} {
		db := filepath.Join(t.TempDir(), "empty.db")
		if err := os.WriteFile(db, nil, 0o644); err != nil {
			t.Fatal(err)
		}
		code, out, errOut := runMain(append(args, "--db", db)...)
		if code != exitRefused || out != "" || errOut != "arbiter: no tournament yet: create one first\n" {
			t.Errorf("arbiter %s on an empty file: exit %d, %q, stderr %q; want exit 1, no tournament yet",
				strings.Join(args, " "), code, out, errOut)
		}
	}
}

// TestPreparedGame_EditedAndResealed: a prepared Tactic file edited by hand
// and sealed again with a SHA-256 of its new content (its checksum guards
// against a change on the way, not against a referee who recomputes it) is
// refused at game start, naming the rack at fault, and starts no game:
// a group missing from the first or a later round, the variant changed
// under the racks, the second moves of Tactic's tops removed, more jokers
// than the set holds (RULES §7.6, §4.2).
func TestPreparedGame_EditedAndResealed(t *testing.T) {
	r := createdInMemory(t)
	_, _, pf := prepareFile(t, r, "--seed", "5", "--variant", "tactic")
	if len(pf.Racks) < 3 {
		t.Fatalf("the prepared game has %d rounds, want at least 3", len(pf.Racks))
	}
	first, third := strings.TrimSpace(strings.Split(pf.Racks[0], "/")[0]), strings.TrimSpace(strings.Split(pf.Racks[2], "/")[0])
	for _, tc := range []struct {
		name string
		edit func(*prepared.File)
		want string
	}{
		{"first group only", func(f *prepared.File) { f.Racks[0] = first }, "rack 1 " + strconvQuote(first)},
		{"a later round's group missing", func(f *prepared.File) { f.Racks[2] = third }, "rack 3 " + strconvQuote(third)},
		{"variant changed", func(f *prepared.File) { f.Variant = "completiv" }, "rack 1 " + strconvQuote(pf.Racks[0])},
		{"the second moves removed", func(f *prepared.File) { f.VariantTops = nil }, "the prepared tactic game has 0 variant tops for "},
		{"six jokers", func(f *prepared.File) { f.Racks[0] = first + " / ??????Z" }, "rack 1 "},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := pf
			f.Racks = append([]string(nil), pf.Racks...)
			file := forgePrepared(t, f, nil, tc.edit)
			code, _, errOut := r.run("", "game", "start", "--prepared", file)
			if code != exitUsage || !strings.Contains(errOut, tc.want) {
				t.Errorf("exit %d, %q; want exit 2 naming %s", code, errOut, tc.want)
			}
			if g := r.state().CurrentGame(); g != nil {
				t.Fatalf("a refused prepared game started game %d", g.Number)
			}
		})
	}
}

// strconvQuote quotes s as the error messages do.
func strconvQuote(s string) string { return fmt.Sprintf("%q", s) }

// TestExportEliotToADirectory: `export game --format eliot --out` naming a
// directory (a referee who meant a file in it) is bad usage naming the
// path, exit 2, and leaves the directory as it was.
func TestExportEliotToADirectory(t *testing.T) {
	r := playingInMemory(t)
	dir := t.TempDir()
	code, out, errOut := r.run("", "export", "game", "--format", "eliot", "--out", dir)
	if code != exitUsage || out != "" || errOut != "arbiter: game: open "+dir+": is a directory\n" {
		t.Errorf("export to a directory: exit %d, %q, stderr %q; want exit 2 naming it", code, out, errOut)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 0 {
		t.Errorf("the directory holds %d files after the refusal", len(entries))
	}
}

// TestEndlessFiles gives every reader of a user's file an endless one
// (/dev/zero): each stops at its documented bound (the CSV imports at 16
// MiB, a word list at 64 MiB of text) with exit 2 and a message saying
// the file is too large, nothing recorded, having allocated a bounded
// amount, where `player import /dev/zero` grew to gigabytes before.
func TestEndlessFiles(t *testing.T) {
	r := created(t)
	for _, tt := range []struct {
		args []string
		want string
		most uint64 // MiB allocated at most
	}{
		{[]string{"player", "import", "/dev/zero"}, "the file is larger than 16 MiB", 256},
		{[]string{"slips", "import", "/dev/zero"}, "larger than 16 MiB", 256},
		{[]string{"problem", "solution", "--table", "1", "--sheet", "/dev/zero"}, "--sheet /dev/zero: larger than 1 MiB", 64},
		{[]string{"lexicon", "build", "--rules", "ro", "/dev/zero"}, "not a word list: larger than 64 MiB of text", 512},
	} {
		t.Run(strings.Join(tt.args[:2], "_"), func(t *testing.T) {
			var before, after runtime.MemStats
			runtime.ReadMemStats(&before)
			r.refused(exitUsage, tt.want, tt.args...)
			runtime.ReadMemStats(&after)
			if got := (after.TotalAlloc - before.TotalAlloc) >> 20; got > tt.most {
				t.Errorf("allocated %d MiB, want at most %d", got, tt.most)
			}
		})
	}
}

// TestMessages_Careless: refusals that named the wrong remedy or format:
// a problem command with no game hints once, at `problem start`; a bad
// line of an Anticipation game's slips file is named in that file's
// format; --round -1 is no round number, not "round 1 is not drawn".
func TestMessages_Careless(t *testing.T) {
	r := created(t)
	code, _, errOut := r.run("", "problem", "solution", "--table", "1", "--sheet", writeFile(t, "s.json", "{}"), "--handed-in", "5:00")
	if want := "arbiter: no composition problem is being played: start one with `problem start`\n"; code != exitRefused || errOut != want {
		t.Errorf("a solution with no game: exit %d, %q; want %d, %q", code, errOut, exitRefused, want)
	}
	r.must("game", "start", "--discipline", "anticipatie", "--groups", exampleGroups, "--seed", "5")
	r.must("round", "group", "2")
	r.refused(exitUsage, "line 2: 2 columns, want round,table,slip", "slips", "import", writeFile(t, "bad.csv", "1,1,H8 AL 4\n1,2\n"))
	r.refused(exitUsage, `"-1" is not a round number (1, 2, …)`, "slip", "1", "H8 AL 4", "--round", "-1")
}

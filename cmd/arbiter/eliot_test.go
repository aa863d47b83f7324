package main

import (
	"encoding/xml"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"arbiter/scoring"
)

// checkEliotGroups checks, in an exported Tactic game, that table 4's
// legal moves, written in the other order of groups than the top's (RULES
// §7.6: the order is free), each sit under the turn of their group, whose
// top is the same move: under the other turn Eliot would refuse them, the
// rack lacking their letters.
func checkEliotGroups(t *testing.T, out string) {
	t.Helper()
	var g struct {
		Turns []struct {
			Moves []struct {
				Player string `xml:"playerId,attr"`
				Type   string `xml:"type,attr"`
				Word   string `xml:"word,attr"`
				Coord  string `xml:"coord,attr"`
			} `xml:"PlayerMove"`
			Master struct {
				Word  string `xml:"word,attr"`
				Coord string `xml:"coord,attr"`
			} `xml:"MasterMove"`
		} `xml:"History>Turn"`
	}
	if err := xml.Unmarshal([]byte(out), &g); err != nil {
		t.Fatal(err)
	}
	legal := 0
	for i, turn := range g.Turns {
		for _, m := range turn.Moves {
			if m.Player != "3" || m.Type != "valid" {
				continue
			}
			legal++
			if m.Word != turn.Master.Word || m.Coord != turn.Master.Coord {
				t.Errorf("turn %d: table 4's %s %s sits under the top %s %s, whose group it was not played with", i+1, m.Coord, m.Word, turn.Master.Coord, turn.Master.Word)
			}
		}
	}
	if legal == 0 {
		t.Error("table 4 has no legal move in the export: the test checks nothing")
	}
}

// TestExportEliot_Variants exports two rounds of a game of each variant
// (RULES §7) in Eliot's save format, against golden files: Eliptic as
// Eliot's own 7among8 variant with racks of 8; Completiv, Superjoker and
// Metagrama with each GameRack the rack the top is played with (the letters
// it takes from the stock added, the letter it gives up taken out) and a
// comment naming them; Tactic as two turns a round, one for each move of
// the top and of each slip, the round's points split between them. Table
// 1 writes the top, table 2 a word that is not legal, table 3 nothing;
// in Tactic table 4 writes the top's moves in the other order of groups,
// each placed under the turn of its group ([checkEliotGroups]).
func TestExportEliot_Variants(t *testing.T) {
	for _, tt := range []struct {
		variant scoring.Variant
		seed    string
	}{
		{scoring.Completiv, "1"}, {scoring.Superjoker, "1"}, {scoring.Metagrama, "3"}, {scoring.Eliptic, "1"}, {scoring.Tactic, "2"},
	} {
		t.Run(tt.variant.String(), func(t *testing.T) {
			r := createdInMemory(t)
			if tt.variant == scoring.Tactic {
				r.must("player", "add", "4", "DINU Radu")
			}
			r.must("game", "start", "--seed", tt.seed, "--variant", tt.variant.String())
			moves := 0
			for range 2 {
				r.must("rack")
				r.must("top")
				top := r.state().CurrentGame().Current().Top
				rs := r.state().RuleSet
				first := []string{rs.FormatPosition(top.Move.Pos), top.Move.Word, strconv.Itoa(top.Move.Score)}
				moves++
				if top.Second != nil {
					moves++
					r.must("slip", "1", strings.Join(first, " "),
						rs.FormatPosition(top.Second.Pos)+" "+top.Second.Word+" "+strconv.Itoa(top.Second.Score), strconv.Itoa(top.Score()))
					second := rs.FormatPosition(top.Second.Pos) + " " + top.Second.Word + " " + strconv.Itoa(top.Second.Score)
					r.must("slip", "2", first[0]+" ZZZZ 10", second, "")
					r.must("slip", "4", second, strings.Join(first, " "), "")
				} else {
					r.must(append([]string{"slip", "1"}, first...)...)
					r.must("slip", "2", first[0], "ZZZZ", "10")
				}
				r.must("round", "close")
			}
			out := r.must("export", "game", "--format", "eliot")
			if err := xml.Unmarshal([]byte(out), new(struct{})); err != nil {
				t.Fatalf("not well-formed XML: %v", err)
			}
			if got := strings.Count(out, "<GameMove "); got != moves {
				t.Errorf("%d game moves for the %d moves of the tops", got, moves)
			}
			if tt.variant == scoring.Tactic {
				checkEliotGroups(t, out)
			}
			reportGolden(t, "export_eliot_"+tt.variant.String()+".golden", out)
			checkEliotTotals(t, r, out, "the file's")
			t.Run("eliot", func(t *testing.T) { checkEliotTotals(t, r, eliotReplay(t, r, out), "Eliot's") })
		})
	}
}

// itLexicon is the Italian test word list (see testdata/NOTICE-it-short).
var itLexicon = filepath.Join("testdata", "it-short.txt.gz")

// italianGame plays, in memory, six rounds of an Italian game (RULES §1:
// the number before the letter across) for ROSSI, VERDI and BIANCHI, made
// to hold what Eliot counts otherwise than a file says:
//   - the first top is typed down (RULES §3 allows it; Eliot wants the
//     first move across), VERDI playing it across;
//   - ROSSI plays every top, BIANCHI every other one: solos;
//   - VERDI writes a word not in the list in rounds 2 to 4, with a
//     technical warning in each of rounds 1 to 4: the 4th costs 5 points
//     (RULES §6), capped at the round's score, 0;
//   - a disciplinary warning for VERDI in round 5, worth 4 technical ones;
//   - the top of round 3 found invalid (RULES §4.5): the slips that form it
//     score 0.
func italianGame(t *testing.T) *room {
	r := newMemoryRoom(t)
	r.must("new", "Coppa Test", "--rules", "it", "--lexicon", itLexicon, "--date", "2026-11-29", "--referee", "Rita Neri")
	for i, name := range []string{"ROSSI Mario", "VERDI Anna", "BIANCHI Luca"} {
		r.must("player", "add", strconv.Itoa(i+1), name)
	}
	r.must("game", "start", "--seed", "5")
	rs := r.state().RuleSet
	slip := func(m scoring.Move) []string {
		return []string{rs.FormatPosition(m.Pos), m.Word, strconv.Itoa(m.Score)}
	}
	for round := 1; round <= 6; round++ {
		r.must("rack")
		r.must("top")
		top := r.state().CurrentGame().Current().Top.Move
		switch round {
		case 1:
			if top.Pos.Dir != scoring.Across {
				t.Fatalf("the first top %s runs down already", top.Word)
			}
			across := top
			top.Pos = scoring.Position{Row: top.Pos.Col, Col: top.Pos.Row, Dir: scoring.Down}
			r.must("top", "--play", rs.FormatPosition(top.Pos)+" "+top.Word, "--reason", "the first word down")
			r.must(append([]string{"slip", "2"}, slip(across)...)...)
		case 2, 3, 4:
			r.must("slip", "2", rs.FormatPosition(top.Pos), "QQQ", "10")
		case 5:
			r.must(append([]string{"slip", "2"}, slip(top)...)...)
			r.must("warn", "2", "--disciplinary", "--reason", "talking during the round")
		}
		if round <= 4 {
			r.must("warn", "2", "--technical", "--reason", "slip without the score's sign")
		}
		r.must(append([]string{"slip", "1"}, slip(top)...)...)
		if round%2 == 0 || round == 3 {
			r.must(append([]string{"slip", "3"}, slip(top)...)...)
		}
		r.must("round", "close")
	}
	r.must("top", "--invalidate", "3", "--reason", "the word is not Italian")
	return r
}

// eliotStats are the totals an Eliot file's Statistics gives each table.
func eliotStats(t *testing.T, file string) map[int]int {
	t.Helper()
	var g struct {
		Players []struct {
			Table int `xml:"TableNb"`
		} `xml:"Game>Player"`
		Stats []struct {
			Player int `xml:"playerId,attr"`
			Total  int `xml:"totalScore,attr"`
		} `xml:"Statistics>PlayerStats"`
	}
	if err := xml.Unmarshal([]byte(file), &g); err != nil {
		t.Fatal(err)
	}
	totals := map[int]int{}
	for _, s := range g.Stats {
		totals[g.Players[s.Player].Table] = s.Total
	}
	return totals
}

// checkEliotTotals checks that the totals of file's Statistics, Eliot's
// count of the history it holds, are the tournament's for game 1, table by
// table.
func checkEliotTotals(t *testing.T, r *room, file, whose string) {
	t.Helper()
	st := r.state()
	want := map[int]int{}
	for _, p := range st.Players {
		c, err := st.Card(1, p.Table)
		if err != nil {
			t.Fatal(err)
		}
		want[p.Table] = c.Total
	}
	if diff := cmp.Diff(want, eliotStats(t, file)); diff != "" {
		t.Errorf("%s totals, by table (-ours +Eliot's):\n%s", whose, diff)
	}
}

// TestExportEliot_Italian: the Italian game of [italianGame] against its
// golden file: the game transposed (its first top down) with a note, VERDI's
// first move across, its warnings with a Penalty of +5 giving back the
// points RULES §6's cap spares it, and Penalties taking back from ROSSI and
// BIANCHI the invalid top of round 3 Eliot would credit; the totals of its
// Statistics, Eliot's count, are ours. With Eliot at hand it loads in Eliot
// ([eliotReplay]).
func TestExportEliot_Italian(t *testing.T) {
	r := italianGame(t)
	out := r.must("export", "game", "--format", "eliot")
	reportGolden(t, "export_eliot_it.golden", out)
	for _, want := range []string{"<!-- the game is written transposed", `<PlayerMove playerId="1" points="`,
		`<Penalty playerId="1" points="5" />`, `<Penalty playerId="0" points="-`, `<Penalty playerId="2" points="-`} {
		if !strings.Contains(out, want) {
			t.Errorf("missing %s in\n%s", want, out)
		}
	}
	checkEliotTotals(t, r, out, "the file's")
	t.Run("eliot", func(t *testing.T) { checkEliotTotals(t, r, eliotReplay(t, r, out), "Eliot's") })
}

// eliotTool returns the path of Eliot's program name: in $ELIOT_BIN, else
// on $PATH; it skips the test when there is none.
func eliotTool(t *testing.T, name string) string {
	t.Helper()
	if dir := os.Getenv("ELIOT_BIN"); dir != "" {
		name = filepath.Join(dir, name)
	}
	path, err := exec.LookPath(name)
	if err != nil {
		t.Skipf("Eliot's %s is not at hand (set $ELIOT_BIN to the directory of compdic and eliottxt): %v", name, err)
	}
	return path
}

// eliotReplay loads file, an Eliot save file of r's tournament, in Eliot
// itself and returns what Eliot saves of the game it loaded: the
// dictionary is built by Eliot's compdic from what `export lexicon
// --format eliot` writes, the game loaded and saved again by Eliot's text
// interface, eliottxt, with Eliot's default settings. The history Eliot
// saves, every rack, move, score, warning, penalty and solo as it replayed
// them, must be the file's, comments aside.
func eliotReplay(t *testing.T, r *room, file string) string {
	t.Helper()
	compdic, eliottxt := eliotTool(t, "compdic"), eliotTool(t, "eliottxt")
	dir := t.TempDir()
	sub := *r
	sub.tb = t
	sub.must("export", "lexicon", "--format", "eliot", "--out", dir)
	dawg := filepath.Join(dir, "test.dawg")
	build := exec.Command(compdic, "-d", "test", "-l", filepath.Join(dir, "letters.txt"), "-i", filepath.Join(dir, "words.txt"), "-o", dawg)
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("compdic: %v\n%s", err, out)
	}
	if err := os.WriteFile(filepath.Join(dir, "game.xml"), []byte(file), 0o644); err != nil {
		t.Fatal(err)
	}
	// eliottxt reads commands: load the game, save it, leave; it takes
	// plain file names only, in its directory.
	load := exec.Command(eliottxt, dawg, "1")
	load.Dir, load.Env = dir, []string{"HOME=" + dir}
	load.Stdin = strings.NewReader("c game.xml\ns resaved.xml\nq\nq\n")
	out, err := load.CombinedOutput()
	resaved, readErr := os.ReadFile(filepath.Join(dir, "resaved.xml"))
	if err != nil || readErr != nil || strings.Contains(string(out), "Error") {
		t.Fatalf("Eliot did not load the game: %v %v\n%s", err, readErr, out)
	}
	history := func(file string) string {
		h := file[strings.Index(file, "<History>"):strings.Index(file, "</History>")]
		return regexp.MustCompile(` *<!--.*-->\n`).ReplaceAllString(h, "")
	}
	if diff := cmp.Diff(history(file), history(string(resaved))); diff != "" {
		t.Errorf("the history Eliot replayed differs from the file's (-file +Eliot's):\n%s", diff)
	}
	return string(resaved)
}

// TestExportEliot_Demo: the game `arbiter demo` plays (24 players, seed 1)
// against its golden file, the totals of its Statistics, Eliot's count,
// ours; among its moves the joker a top put on the board that later moves
// write in upper case (RERETATI). With Eliot at hand it loads in Eliot
// ([eliotReplay]).
func TestExportEliot_Demo(t *testing.T) {
	dir, _ := runDemo(t)
	r := &room{tb: t, db: filepath.Join(dir, "arbiter.db")}
	t.Setenv("ARBITER_DB", r.db)
	out := r.must("export", "game", "--format", "eliot")
	reportGolden(t, "export_eliot_demo.golden", out)
	if want := `word="RERETATI" coord="K4"`; !strings.Contains(out, want) {
		t.Errorf("missing %s in the demo's file", want)
	}
	checkEliotTotals(t, r, out, "the file's")
	t.Run("eliot", func(t *testing.T) { checkEliotTotals(t, r, eliotReplay(t, r, out), "Eliot's") })
}

// TestExportEliot_Dictionary: --eliot-dictionary names the Eliot dictionary
// a referee built: its name, letters and word count from its header
// (ro-mini.dawg, built by compdic from 12 words). A careless referee gets
// exit 2 and why, and no file: a word list instead of the .dawg, a
// dictionary for other tiles, a missing file, the flag with another
// format.
func TestExportEliot_Dictionary(t *testing.T) {
	r := scoredInMemory(t)
	dawg := filepath.Join("testdata", "ro-mini.dawg")
	out := r.must("export", "game", "--format", "eliot", "--eliot-dictionary", dawg)
	want := "<Name>ro mini</Name>\n        <Type>dawg</Type>\n        <Letters>A B C D E F G H I J K L M N O P Q R S T U V W X Y Z ?</Letters>\n        <WordNb>12</WordNb>"
	if !strings.Contains(out, want) {
		t.Errorf("missing\n%s\nin\n%s", want, out)
	}
	it := newMemoryRoom(t)
	it.must("new", "Coppa", "--rules", "it", "--lexicon", itLexicon)
	it.must("player", "add", "1", "ROSSI Mario")
	it.must("game", "start", "--seed", "5")
	it.must("rack")
	it.must("top")
	for _, tt := range []struct {
		r    *room
		args []string
		want string
	}{
		{r, []string{"--format", "eliot", "--eliot-dictionary", testLexicon},
			"arbiter: --eliot-dictionary testdata/ro-short.txt.gz: not an Eliot dictionary: no _COMPILED_DICTIONARY_ header\n"},
		{r, []string{"--format", "eliot", "--eliot-dictionary", "testdata/none.dawg"},
			"arbiter: --eliot-dictionary: open testdata/none.dawg: no such file or directory\n"},
		{r, []string{"--format", "csv", "--eliot-dictionary", dawg},
			"arbiter: export game: --eliot-dictionary is for --format eliot\n"},
		{it, []string{"--format", "eliot", "--eliot-dictionary", dawg},
			`arbiter: --eliot-dictionary testdata/ro-mini.dawg: the Eliot dictionary "ro mini" is not for the it tiles: A 11 tiles, not 14, B worth 9, not 5, C worth 1, not 2, ` +
				"D worth 2, not 5, E 9 tiles, not 11, F worth 8, not 5, G worth 9, not 8, H worth 10, not 8, I 10 tiles, not 12, L worth 1, not 3, M worth 4, not 3, " +
				"N worth 1, not 3, O 5 tiles, not 15, P worth 2, not 5, Q worth 0, not 10, R worth 1, not 2, S worth 1, not 2, T worth 1, not 2, U worth 1, not 3, " +
				"V worth 8, not 5, Z worth 10, not 8\n"},
	} {
		tt.r.expect(append([]string{"export", "game"}, tt.args...), exitUsage, "", tt.want)
	}
}

// TestExportLexicon_Eliot: `export lexicon --format eliot --out DIR` writes
// compdic's letters file and the tournament's words, one a line, and says
// how to build the dictionary; without --out it stops with exit 2.
func TestExportLexicon_Eliot(t *testing.T) {
	r := createdInMemory(t)
	dir := t.TempDir()
	out := r.must("export", "lexicon", "--format", "eliot", "--out", dir)
	letters, words := filepath.Join(dir, "letters.txt"), filepath.Join(dir, "words.txt")
	want := "lexicon: wrote " + letters + " (27 letters) and " + words + " (18336 words); build the Eliot dictionary with\n" +
		"  compdic -d 'ro-short.txt.gz' -l " + letters + " -i " + words + " -o " + filepath.Join(dir, "ro-short.txt.gz.dawg") + "\n"
	if out != want {
		t.Errorf("export lexicon said\n%s\nwant\n%s", out, want)
	}
	data, err := os.ReadFile(words)
	if err != nil {
		t.Fatal(err)
	}
	list := strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")
	if len(list) != 18336 || !slices.IsSorted(list) || !slices.Contains(list, "IGNOR") {
		t.Errorf("words.txt holds %d words (sorted: %v), want the 18336 of the list, sorted", len(list), slices.IsSorted(list))
	}
	data, err = os.ReadFile(letters)
	if err != nil || !strings.HasPrefix(string(data), "A 1 11 1 0\nB 9 2 0 1\n") || !strings.HasSuffix(string(data), "Z 10 1 0 1\n? 0 2 1 1\n") {
		t.Errorf("letters.txt (%v):\n%s", err, data)
	}
	r.expect([]string{"export", "lexicon", "--format", "eliot"}, exitUsage, "",
		"arbiter: export lexicon: say where to write the letters and the word list with --out DIR\n")
}

// TestExportEliot_VariantDemos: whole demo games of Completiv and Tactic
// (RULES §7.2, §7.6): a player who takes other letters from the stock than
// the top plays from a PlayerRack of his own, and a Tactic move made on
// another board than Eliot's turn has is written as that turn's top or as
// on the slip, so that Eliot loads the game; the totals of the file's
// Statistics are ours, and Eliot's too when it is at hand.
func TestExportEliot_VariantDemos(t *testing.T) {
	for _, v := range []string{"completiv", "tactic"} {
		t.Run(v, func(t *testing.T) {
			dir, _ := runDemo(t, "--variant", v, "--players", "8", "--seed", "4")
			r := &room{tb: t, db: filepath.Join(dir, "arbiter.db")}
			t.Setenv("ARBITER_DB", r.db)
			out := r.must("export", "game", "--format", "eliot")
			if own := ownRacks(out); v == "completiv" && own == 0 {
				t.Error("no player took other letters from the stock than the top: the test checks nothing")
			}
			checkEliotTotals(t, r, out, "the file's")
			t.Run("eliot", func(t *testing.T) { checkEliotTotals(t, r, eliotReplay(t, r, out), "Eliot's") })
		})
	}
}

// ownRacks counts the PlayerRack elements of an Eliot file that are not
// their turn's GameRack.
func ownRacks(file string) int {
	own, game := 0, ""
	for _, m := range regexp.MustCompile(`<(GameRack|PlayerRack)[^>]*>([^<]*)<`).FindAllStringSubmatch(file, -1) {
		if m[1] == "GameRack" {
			game = m[2]
		} else if m[2] != game {
			own++
		}
	}
	return own
}

// TestCheck_FreeEliot: `check --eliot` writes the free game of
// testdata/free/ro_game.gcg, checked with the built-in list, as Eliot's
// free-game save, against its golden file: COLUMNA placed, VAH (a word the
// list lacks, left standing: RULES §10.1) written as refused with its 60
// points given back as a penalty, StIR taken off, the exchange of X, the
// two passes and the racks counted at the end (-5, -20); the totals of its
// Statistics are the check's, 73 and 40. With Eliot at hand, Eliot loads
// it and saves the same history and the same totals ([eliotReplay]). A
// careless referee gets exit 2 and no file: --eliot blank, for a sheet
// that is not a free game's record, or for a game Eliot cannot hold (with
// the short list COLUMNA is a phony left standing, and Dan's CA rests on
// its C).
func TestCheck_FreeEliot(t *testing.T) {
	r := newMemoryRoom(t)
	r.must("new", "Cupa", "--rules", "ro", "--date", "2026-12-05")
	file := filepath.Join(t.TempDir(), "game.xml")
	check := []string{"check", "--discipline", "liber", "--rules", "ro", "--sheet", filepath.Join("testdata", "free", "ro_game.gcg")}
	if out := r.must(append(check, "--eliot", file)...); out != "eliot: wrote "+file+" (3465 bytes)\n" {
		t.Errorf("check --eliot said %q", out)
	}
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	out := string(data)
	reportGolden(t, filepath.Join("free", "ro_game_eliot.golden"), out)
	checkFreeEliotTotals(t, r, out, map[int]int{1: 73, 2: 40})
	r.refused(exitUsage, "--eliot is blank", append(check, "--eliot", " ")...)
	phony := writeFile(t, "phony.gcg", "#player1 ana Ana\n#player2 dan Dan\n>ana: ACLMNOU 8H COLUMNA +78 78\n>dan: AHLMUVX H8 .A +2 2\n")
	r.expect([]string{"check", "--discipline", "liber", "--rules", "ro", "--lexicon", testLexicon, "--sheet", phony, "--eliot", file + "2"}, exitUsage, "",
		"arbiter: --eliot: line 4: 8H CA rests on a play Eliot cannot place (a word the list lacks): Eliot's board has not got its tiles: it places AC there, not A\n")
	r.refused(exitUsage, "--eliot writes a free game's record, not a sheet of integral",
		"check", "--discipline", "integral", "--rules", "ro", "--sheet", filepath.Join("testdata", "free", "ro_game.gcg"), "--eliot", file+"2")
	if _, err := os.Stat(file + "2"); err == nil {
		t.Error("a refused --eliot wrote its file")
	}
}

// checkFreeEliotTotals checks that the totals of file's Statistics, a
// free game's Eliot save, are want, table by table, and, with Eliot at
// hand, those of the game Eliot replays from it ([eliotReplay]).
func checkFreeEliotTotals(t *testing.T, r *room, file string, want map[int]int) {
	t.Helper()
	if diff := cmp.Diff(want, eliotStats(t, file)); diff != "" {
		t.Errorf("the file's totals, by table (-check's +file's):\n%s", diff)
	}
	t.Run("eliot", func(t *testing.T) {
		if diff := cmp.Diff(want, eliotStats(t, eliotReplay(t, r, file))); diff != "" {
			t.Errorf("Eliot's totals, by table (-check's +Eliot's):\n%s", diff)
		}
	})
}

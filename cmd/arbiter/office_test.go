package main

import (
	"bytes"
	"context"
	"encoding/xml"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"arbiter/arbiter"
	"arbiter/store"
)

// TestPlayerEdit corrects a player: only the fields given change, every
// report shows the new values, the log keeps the old ones, and what no
// sheet can print is refused.
func TestPlayerEdit(t *testing.T) {
	r := scoredInMemory(t)
	r.expect([]string{"player", "edit", "2", "--name", "ȘERBAN Ana-Maria", "--category", "juniori"}, exitOK,
		"table 2 corrected: name \"ȘERBAN Ana-Maria\", category \"juniori\"\n", "")
	r.expect([]string{"player", "edit", "2", "--club", ""}, exitOK, "table 2 corrected: club none\n", "")
	r.expect([]string{"player", "edit", "2", "--club", ""}, exitOK, "table 2: nothing to correct\n", "")
	r.expect([]string{"player", "edit", "2", "--name", "ȘERBAN 🙂"}, exitUsage, "",
		"arbiter: table 2: name \"ȘERBAN 🙂\" holds U+1F642, a character outside Unicode's basic plane (an emoji?) that the sheets cannot print: type it without that character\n")
	r.expect([]string{"player", "edit", "2", "--name", ""}, exitUsage, "",
		"arbiter: table 2 (\"ȘERBAN Ana-Maria\"): a player's name cannot be empty\n")
	r.expect([]string{"player", "edit", "2"}, exitUsage, "",
		"arbiter: player edit 2: say what to correct: --name, --club, --id, --category or --series\n")
	r.expect([]string{"player", "edit", "9", "--name", "X"}, exitRefused, "", "arbiter: no player at table 9\n")
	want := arbiter.Player{Table: 2, Name: "ȘERBAN Ana-Maria", Category: "juniori"}
	if p, _ := r.state().Player(2); p != want {
		t.Errorf("table 2 = %+v, want %+v", p, want)
	}
	if out := r.must("standings"); !strings.Contains(out, "ȘERBAN Ana-Maria") || strings.Contains(out, "ȘERBAN Ana\t") {
		t.Errorf("standings do not show the new name:\n%s", out)
	}
	if out := r.must("report", "card", "2"); !strings.Contains(out, "ȘERBAN Ana-Maria") {
		t.Errorf("the card does not show the new name:\n%s", out)
	}
	log := r.must("log")
	for _, w := range []string{"table 2: ȘERBAN Ana (CS Iași)", "table 2 corrected: name \"ȘERBAN Ana-Maria\""} {
		if !strings.Contains(log, w) {
			t.Errorf("the log lacks %q:\n%s", w, log)
		}
	}
}

// TestCategories ranks by category and by series, from the command line
// and an imported file. In scoredRoom's round 1 tables 1 and 2 both score
// IGNOR's 28 (table 2 with a wrong declared score), table 3's invalid word
// scores 0 and its disciplinary warning, worth 4 technical ones, costs 5
// (RULES §6): tables 1 and 2 share rank 1, table 3 is third.
func TestCategories(t *testing.T) {
	r := scoredInMemory(t)
	r.must("player", "edit", "1", "--category", "seniori", "--series", "A")
	r.must("player", "edit", "3", "--category", "seniori")
	r.must("player", "edit", "2", "--category", "juniori", "--series", "A")
	r.expect([]string{"standings", "--by", "category"}, exitOK,
		"category\trank\toverall_rank\ttable\tname\tclub\ttotal\tpercent_of_top\tdiff_to_top\ttops\tsolos\twarnings\tpenalties\n"+
			"juniori\t1\t1\t2\tȘERBAN Ana\tCS Iași\t28\t51.9\t-26\t1\t0\t1\t0\n"+
			"seniori\t1\t1\t1\tPOPESCU Ion\tCS Iași\t28\t51.9\t-26\t1\t0\t0\t0\n"+
			"seniori\t2\t3\t3\tIONESCU Dan\t\t-5\t-9.3\t-59\t0\t0\t1\t5\n", "")
	out := r.must("export", "ranking", "--format", "csv", "--by", "series")
	if want := "series,rank,overall_rank,"; !strings.HasPrefix(out, want) || !strings.Contains(out, "\n,1,3,3,IONESCU Dan,") {
		t.Errorf("export --by series:\n%s", out)
	}
	r.expect([]string{"standings", "--by", "club"}, exitUsage, "", "arbiter: unknown --by \"club\": use category or series\n")
	pdf := filepath.Join(t.TempDir(), "categories.pdf")
	r.must("report", "ranking", "--by", "category", "--out", pdf)
	players := writeFile(t, "players.csv", "table,name,category,division\n7,NOU Ion,veterani,B\n")
	r.must("player", "import", players)
	if p, _ := r.state().Player(7); p.Category != "veterani" || p.Series != "B" {
		t.Errorf("imported player = %+v", p)
	}
}

// TestReportWarnings prints round 1's warning forms: the invalid word and
// the wrong score of scoredRoom, not the valid slip; the PDF says why in
// Romanian, the rule set's language.
func TestReportWarnings(t *testing.T) {
	r := scoredInMemory(t)
	out := r.must("report", "warnings", "1")
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != 3 || !strings.HasPrefix(lines[1], "2\tȘERBAN Ana\tH8\tIGNOR\t25\t28\t\tyes\t") ||
		!strings.HasPrefix(lines[2], "3\tIONESCU Dan\tH8\tGROI\t10\t0\tyes\t\t") {
		t.Errorf("report warnings 1:\n%s", out)
	}
	pdf := filepath.Join(t.TempDir(), "warn1.pdf")
	if out := r.must("report", "warnings", "1", "--out", pdf); !strings.HasPrefix(out, "warnings: wrote "+pdf+" (") {
		t.Errorf("report warnings 1 --out: %q", out)
	}
	if data, err := os.ReadFile(pdf); err != nil || !bytes.HasPrefix(data, []byte("%PDF")) {
		t.Errorf("%s is not a PDF: %v", pdf, err)
	}
	if tool, err := exec.LookPath("pdftotext"); err == nil { // the reasons in the rule set's language
		text, err := exec.Command(tool, "-enc", "UTF-8", pdf, "-").Output()
		flowing := strings.Join(strings.Fields(string(text)), " ")
		for _, want := range []string{"greșeală de calcul: declarat 25, punctajul real 28", "GROI nu este admis (nu este în lexic)"} {
			if err != nil || !strings.Contains(flowing, want) {
				t.Errorf("the warning forms lack %q (%v):\n%s", want, err, text)
			}
		}
	}
	r.expect([]string{"report", "warnings", "9"}, exitUsage, "", "arbiter: no round 9 in game 1: it has 2 round(s)\n")
}

// TestEmojiNameEverySheet prints every sheet and export of a tournament
// whose log holds names recorded before registration checked them: an
// emoji, an escape sequence. Nothing panics, and the terminal never gets
// the escape.
func TestEmojiNameEverySheet(t *testing.T) {
	r := scoredRoom(t)
	db, err := store.Open(context.Background(), r.db)
	if err != nil {
		t.Fatal(err)
	}
	recs, err := db.Load(context.Background(), arbiter.TournamentStream)
	if err != nil {
		t.Fatal(err)
	}
	name, payload, err := arbiter.Encode(arbiter.PlayerRegistered{Table: 9, Name: "POPESCU 🙂\x1b[2J", Club: "CS 🏆"})
	if err != nil {
		t.Fatal(err)
	}
	err = db.Append(context.Background(), arbiter.TournamentStream, len(recs),
		arbiter.Record{Type: name, Payload: payload, Time: time.Date(2026, 11, 29, 9, 0, 0, 0, time.UTC)})
	db.Close()
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	for _, args := range [][]string{
		{"report", "racks", "--referee", "--out", filepath.Join(dir, "racks.pdf")},
		{"report", "bulletin", "1", "--out", filepath.Join(dir, "bulletin.pdf")},
		{"report", "ranking", "--out", filepath.Join(dir, "ranking.pdf")},
		{"report", "ranking", "--by", "category", "--out", filepath.Join(dir, "category.pdf")},
		{"report", "card", "--out", filepath.Join(dir, "cards.pdf")},
		{"report", "warnings", "1", "--out", filepath.Join(dir, "warnings.pdf")},
		{"export", "game", "--format", "eliot", "--out", filepath.Join(dir, "game.xml")},
		{"export", "site", "--out", filepath.Join(dir, "site")},
		{"standings"},
		{"report", "card", "9"},
	} {
		code, out, errOut := r.run("", args...)
		if code != exitOK || errOut != "" {
			t.Errorf("arbiter %s: exit %d, stderr %q", strings.Join(args, " "), code, errOut)
		}
		if strings.Contains(out, "\x1b") {
			t.Errorf("arbiter %s printed an escape sequence: %q", strings.Join(args, " "), out)
		}
	}
	code, _, errOut := r.run("", "export", "ranking", "--format", "sigles", "--game", "1")
	if code != exitUsage || !strings.Contains(errOut, "table 9 (POPESCU 🙂") {
		t.Errorf("sigles with an emoji name: exit %d, %q; want a refusal naming table 9", code, errOut)
	}
	game, err := os.ReadFile(filepath.Join(dir, "game.xml"))
	if err != nil {
		t.Fatal(err)
	}
	if err := xml.NewDecoder(bytes.NewReader(game)).Decode(new(struct{})); err != nil {
		t.Errorf("the Eliot file is not XML: %v", err)
	}
}

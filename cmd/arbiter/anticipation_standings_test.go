package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// The standings and ranking sheet of an Anticipation game have its own
// columns, no percent of a top it has not (RULES §8.7): a classic game
// ranked by total.
func TestAnticipationStandings_Classic(t *testing.T) {
	r := anticipationRoundOne(t)
	r.must("game", "end", "--reason", "test")
	reportGolden(t, "standings_anticipatie.golden", r.must("standings", "--game", "1"))
	reportGolden(t, "standings_anticipatie.csv.golden", r.must("standings", "--game", "1", "--csv"))
	reportGolden(t, "report_ranking_anticipatie.golden", r.must("report", "ranking", "--game", "1"))
}

// anticipationRoundOne returns the tournament of [createdInMemory] with
// an Anticipation game on RULES §8.5's groups whose round 1 is closed:
// table 1 played AL and BAR for 15, table 2 LA for 4, table 3 nothing.
func anticipationRoundOne(t *testing.T) *room {
	r := createdInMemory(t)
	r.must("game", "start", "--discipline", "anticipatie", "--groups", exampleGroups, "--seed", "5")
	r.must("round", "group", "2")
	r.must("slip", "1", "H8 AL 4; 8G BAR 11 = 15")
	r.must("slip", "2", "H8 LA 4")
	r.must("round", "close")
	return r
}

// Rezistenta ranks in reverse order of abandonment (RULES §8.9): table 1
// places a scrabble in round 1 and abandons in round 2, tables 2 and 3
// abandon in round 1; the standings, their CSV and JSON and the ranking
// sheet show the ranking points and the round abandoned.
func TestAnticipationStandings_Rezistenta(t *testing.T) {
	r := rezistentaRoundOne(t, []string{"1", "POPESCU Ion", "--club", "CS Iași"},
		[]string{"2", "ȘERBAN Ana", "--club", "CS Iași"}, []string{"3", "IONESCU Dan"})
	r.must("slip", "1", "H8 AL 4; 10F DREPTAR 80 = 84")
	r.must("slip", "2", "H8 AL 4")
	abandonRoundTwo(r)
	r.must("game", "end", "--reason", "test")
	reportGolden(t, "standings_rezistenta.golden", r.must("standings", "--game", "1"))
	reportGolden(t, "standings_rezistenta.csv.golden", r.must("standings", "--game", "1", "--csv"))
	reportGolden(t, "standings_rezistenta.json.golden", r.must("standings", "--game", "1", "--json"))
	reportGolden(t, "report_ranking_rezistenta.golden", r.must("report", "ranking", "--game", "1"))
	pdf := filepath.Join(t.TempDir(), "ranking.pdf")
	r.must("report", "ranking", "--game", "1", "--out", pdf)
	text := pdfFlowingText(t, pdf)
	containsAll(t, "rezistenta ranking", text, "rezistenta", "puncte de clasament", "abandon în turul",
		"POPESCU Ion CS Iași 1 2 72 2 0", "2 2 ȘERBAN Ana CS Iași 0 1 4 0 0")
	if strings.Contains(text, "% top") {
		t.Errorf("the ranking of a Rezistenta game shows a percent of the top:\n%s", text)
	}
}

// A tournament whose only game is an Anticipation game ranks as that game
// without --game (RULES §8.7, §8.9), and exports its ranking in the same
// columns; the federation's latin1 file, which has the duplicate game's
// columns, is refused.
func TestAnticipationStandings_TheOnlyGame(t *testing.T) {
	r := anticipationRoundOne(t)
	for _, args := range [][]string{{"standings"}, {"standings", "--csv"}, {"standings", "--json"}, {"report", "ranking"}} {
		if got, want := r.must(args...), r.must(append(args, "--game", "1")...); got != want {
			t.Errorf("%s without --game:\n%s\nwith --game 1:\n%s", strings.Join(args, " "), got, want)
		}
	}
	if got, want := r.must("export", "ranking"), r.must("standings", "--csv"); got != want {
		t.Errorf("export ranking:\n%s\nstandings --csv:\n%s", got, want)
	}
	if got := r.must("export", "ranking", "--format", "json"); !strings.Contains(got, `"discipline"`) || strings.Contains(got, "percent") {
		t.Errorf("export ranking --format json of an Anticipation game:\n%s", got)
	}
	code, _, stderr := r.run("", "export", "ranking", "--format", "latin1")
	if code != exitUsage || !strings.Contains(stderr, "Anticipation") {
		t.Errorf("export ranking --format latin1: exit %d, %s", code, stderr)
	}
}

// rezistentaByCategory returns a tournament of one Rezistenta game (RULES
// §8.9) whose ranking is not its order by total: tables 1 and 4 place the
// same scrabble in round 1 and abandon in round 2, but table 1, whose
// control grid is missing (a disciplinary warning, RULES §8.7), loses its
// ranking point; table 2 abandons in round 1 with its opening, table 3
// plays nothing. Tables 2 and 4 are juniori of series B, 1 and 3 seniori
// of series A.
func rezistentaByCategory(t *testing.T) *room {
	r := rezistentaRoundOne(t, []string{"1", "POPESCU Ion", "--club", "CS Iași", "--category", "seniori", "--series", "A"},
		[]string{"2", "ȘERBAN Ana", "--club", "CS Iași", "--category", "juniori", "--series", "B"},
		[]string{"3", "IONESCU Dan", "--category", "seniori", "--series", "A"},
		[]string{"4", "DUMITRU Eva", "--category", "juniori", "--series", "B"})
	r.must("slip", "1", "H8 AL 4; 10F DREPTAR 68 = 72")
	r.must("slip", "4", "H8 AL 4; 10F DREPTAR 68 = 72")
	r.must("slip", "2", "H8 AL 4")
	abandonRoundTwo(r)
	r.must("slips", "grid", "1", "missing")
	r.must("game", "end", "--reason", "test")
	return r
}

// rezistentaRoundOne returns a tournament of the players added with the
// arguments of `player add` in players, whose Rezistenta game (RULES §8.9)
// has drawn group 14 in round 1, where DREPTAR is a scrabble.
func rezistentaRoundOne(t *testing.T, players ...[]string) *room {
	warmEmbedded(t)
	r := newMemoryRoom(t)
	r.must("new", "Cupa Test", "--rules", "ro", "--date", "2026-11-29", "--referee", "Ana Pop")
	for _, p := range players {
		r.must(append([]string{"player", "add"}, p...)...)
	}
	r.must("game", "start", "--discipline", "rezistenta", "--seed", "3")
	r.must("round", "group", "14")
	return r
}

// abandonRoundTwo closes round 1 of [rezistentaRoundOne]'s game, then
// round 2, on group 4, with no slip: every player still in abandons in it.
func abandonRoundTwo(r *room) {
	r.must("round", "close")
	r.must("round", "group", "4")
	r.must("round", "close")
}

// A Rezistenta ranking split by category or series keeps the game's order
// and columns (RULES §8.9): within each section the players rank by
// ranking points, then total, with the ranking points, the round
// abandoned and the overall rank beside; the table, CSV, JSON, the export
// and the PDF sheet agree.
func TestAnticipationStandings_ByCategory(t *testing.T) {
	r := rezistentaByCategory(t)
	reportGolden(t, "standings_rezistenta_4.golden", r.must("standings"))
	reportGolden(t, "standings_rezistenta_category.golden", r.must("standings", "--by", "category"))
	reportGolden(t, "standings_rezistenta_category.csv.golden", r.must("standings", "--by", "category", "--csv"))
	reportGolden(t, "standings_rezistenta_category.json.golden", r.must("standings", "--by", "category", "--json"))
	for _, c := range []struct{ export, standings []string }{
		{[]string{"export", "ranking", "--by", "category"}, []string{"standings", "--by", "category", "--csv"}},
		{[]string{"export", "ranking", "--by", "series", "--format", "json"}, []string{"standings", "--by", "series", "--game", "1", "--json"}},
		{[]string{"report", "ranking", "--by", "series"}, []string{"standings", "--by", "series"}},
	} {
		if got, want := r.must(c.export...), r.must(c.standings...); got != want {
			t.Errorf("%s:\n%s\n%s:\n%s", strings.Join(c.export, " "), got, strings.Join(c.standings, " "), want)
		}
	}
	pdf := filepath.Join(t.TempDir(), "categories.pdf")
	r.must("report", "ranking", "--by", "category", "--out", pdf)
	reportGolden(t, "report_ranking_rezistenta_category.pdf.txt", pdfLines(t, pdf))
}

// pdfLines returns the text of the PDF at path line by line as laid out,
// blank lines dropped and runs of spaces made one: a table's row is a
// line, its cells in order.
func pdfLines(t *testing.T, path string) string {
	t.Helper()
	tool, err := exec.LookPath("pdftotext")
	if err != nil {
		t.Skip("pdftotext (poppler-utils) is not installed: text check skipped")
	}
	text, err := exec.Command(tool, "-layout", "-enc", "UTF-8", path, "-").Output()
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	for line := range strings.Lines(string(text)) {
		if fields := strings.Fields(line); len(fields) > 0 {
			b.WriteString(strings.Join(fields, " ") + "\n")
		}
	}
	return b.String()
}

// The files and flags made for duplicate games are refused for an
// Anticipation game, with the reason: a SIGLES file, which sets each
// total against the game's top, and a ranking by tops (RULES §8.7).
func TestAnticipationStandings_DuplicateOnly(t *testing.T) {
	r := rezistentaByCategory(t)
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"export", "ranking", "--format", "sigles"}, "SIGLES records duplicate games"},
		{[]string{"export", "ranking", "--format", "sigles", "--game", "1", "--skip-empty"}, "no top"},
		{[]string{"export", "ranking", "--format", "latin1"}, "the latin1 file has the duplicate game's columns"},
		{[]string{"standings", "--tops"}, "--tops ranks duplicate games"},
		{[]string{"report", "ranking", "--game", "1", "--tops"}, "it has no top"},
	} {
		code, stdout, stderr := r.run("", c.args...)
		if code != exitUsage || stdout != "" || !strings.Contains(stderr, c.want) {
			t.Errorf("%s: exit %d, %q, %q: want exit %d and %q", strings.Join(c.args, " "), code, stdout, stderr, exitUsage, c.want)
		}
	}
}

// The results site of a tournament whose only game is a Rezistenta game
// shows its ranking, on the index and on the ranking page with the
// sections of --by, in the game's own order and columns (RULES §8.7,
// §8.9): ranking points and the round abandoned, no percent of a top.
func TestAnticipationStandings_Site(t *testing.T) {
	r := rezistentaByCategory(t)
	dir := filepath.Join(t.TempDir(), "site")
	r.must("export", "site", "--by", "category", "--out", dir)
	ranking, err := os.ReadFile(filepath.Join(dir, "ranking.html"))
	if err != nil {
		t.Fatal(err)
	}
	reportGolden(t, "site_ranking_rezistenta_category.html.golden", string(ranking))
	index, err := os.ReadFile(filepath.Join(dir, "index.html"))
	if err != nil {
		t.Fatal(err)
	}
	for name, page := range map[string]string{"ranking.html": string(ranking), "index.html": string(index)} {
		if !strings.Contains(page, "puncte de clasament") || !strings.Contains(page, "abandon în turul") || strings.Contains(page, "% top") {
			t.Errorf("%s shows the ranking in other columns than the game's:\n%s", name, page)
		}
	}
}

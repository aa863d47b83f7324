package main

import (
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
	warmEmbedded(t)
	r := newMemoryRoom(t)
	r.must("new", "Cupa Test", "--rules", "ro", "--date", "2026-11-29", "--referee", "Ana Pop")
	r.must("player", "add", "1", "POPESCU Ion", "--club", "CS Iași")
	r.must("player", "add", "2", "ȘERBAN Ana", "--club", "CS Iași")
	r.must("player", "add", "3", "IONESCU Dan")
	r.must("game", "start", "--discipline", "rezistenta", "--seed", "3")
	r.must("round", "group", "14")
	r.must("slip", "1", "H8 AL 4; 10F DREPTAR 80 = 84")
	r.must("slip", "2", "H8 AL 4")
	r.must("round", "close")
	r.must("round", "group", "4")
	r.must("round", "close")
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

package main

import (
	"html"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// freeEventRoom returns a tournament in memory under rules (its word
// list lexicon) with a free-game event of seven players and three rounds
// paired by Swiss from round 1 (RULES §10.2), so that its boards are known:
// round 1 is 1–2, 3–4, 5–6 and the bye to 7, played 412–385, 300–350 and
// 400–400; round 2 is 4–7, 1–5, 6–2 and the bye to 3, with one result,
// 5's 351 to 1's 390.
func freeEventRoom(t *testing.T, rules, lexicon string) *room {
	t.Helper()
	return freeEventIn(t, newMemoryRoom(t), rules, lexicon)
}

// freeEventIn creates the tournament of [freeEventRoom] in r.
func freeEventIn(t *testing.T, r *room, rules, lexicon string) *room {
	t.Helper()
	r.must("new", "Cupa Liberă", "--rules", rules, "--lexicon", lexicon, "--date", "2026-12-05", "--referee", "Ana Pop")
	for i, name := range []string{"POPESCU Ion", "ȘERBAN Ana", "IONESCU Dan", "MUNTEANU Elena", "VASILE Radu", "ȚURCANU Mihai", "NEAGU Ilie"} {
		r.must("player", "add", itoa(i+1), name)
	}
	r.must("game", "start", "--discipline", "liber", "--rounds", "3", "--first", "swiss")
	if out := r.must("pair"); !strings.Contains(out, "board 1: 1 starts, 2 replies; board 2: 3 starts, 4 replies; board 3: 5 starts, 6 replies; bye: 7") {
		t.Fatalf("round 1:\n%s", out)
	}
	r.must("result", "1", "412", "2", "385")
	r.must("result", "3", "300", "4", "350")
	r.must("result", "5", "400", "6", "400")
	if out := r.must("pair"); !strings.Contains(out, "board 1: 4 starts, 7 replies; board 2: 1 starts, 5 replies; board 3: 6 starts, 2 replies; bye: 3") {
		t.Fatalf("round 2:\n%s", out)
	}
	r.must("result", "5", "351", "1", "390")
	return r
}

// A free-game event's sheets as tables (RULES §10.2): a player's
// scorecard and every player's, the crosstable after the rounds paired
// and after round 1, the standings after round 1 by `report ranking` and
// `standings` alike; the duplicate game's sheets are refused, naming the
// free game's, and so is a round not paired.
func TestReportFree_Tables(t *testing.T) {
	r := freeEventRoom(t, "ro", testLexicon)
	reportGolden(t, "free_card1.golden", r.must("report", "card", "1"))
	reportGolden(t, "free_cards.golden", r.must("report", "card"))
	reportGolden(t, "free_crosstable.golden", r.must("report", "crosstable"))
	reportGolden(t, "free_crosstable_round1.golden", r.must("report", "crosstable", "--round", "1"))
	after1 := r.must("report", "ranking", "--round", "1")
	reportGolden(t, "free_ranking_round1.golden", after1)
	if out := r.must("standings", "--round", "1"); out != after1 {
		t.Errorf("standings --round 1:\n%s\nwant report ranking --round 1's:\n%s", out, after1)
	}
	if out := r.must("standings", "--round", "2"); out == after1 {
		t.Errorf("standings --round 2 are those after round 1:\n%s", out)
	}
	if out := r.must("standings", "--round", "2", "--json"); !strings.Contains(out, `"after_round": 2`) {
		t.Errorf("standings --round 2 --json:\n%s", out)
	}
	for _, sheet := range []string{"bulletin 1", "racks", "warnings 1", "groups"} {
		name, _, _ := strings.Cut(sheet, " ")
		r.refused(exitUsage, "report "+name+": game 1 is a game of kind free, which has no "+name+": its sheets are slips, card, crosstable and ranking",
			append([]string{"report"}, strings.Fields(sheet)...)...)
	}
	r.refused(exitUsage, "report slips: the result slips are cut out of a printed page: write them with --out FILE.pdf (`arbiter pairings --round 2`", "report", "slips")
	r.refused(exitRefused, "round 3 of the free-game event is not paired (2 paired)", "report", "slips", "3", "--out", filepath.Join(t.TempDir(), "s.pdf"))
	r.refused(exitRefused, "round 5 of the free-game event is not paired (2 paired)", "standings", "--round", "5")
	r.refused(exitRefused, "round 4 of the free-game event is not paired (2 paired)", "report", "crosstable", "--round", "4")
	r.refused(exitUsage, `"-1" is not a round number (1, 2, …)`, "report", "ranking", "--round", "-1")
	r.refused(exitUsage, "card of player 9: the free-game event has no player 9", "report", "card", "9")
	r.refused(exitUsage, "slips \"x\": want a round number", "report", "slips", "x")
	r.refused(exitUsage, "none of the others can be", "standings", "--round", "1", "--by", "category")
}

// The free game's sheets are refused for a duplicate game, and the
// standings after a round for a tournament ranked as its duplicate games
// add up.
func TestReportFree_NotAFreeGame(t *testing.T) {
	r := playingInMemory(t)
	r.refused(exitUsage, "report crosstable: game 1 is a game of kind duplicate, which has no crosstable: its sheets are racks, bulletin, ranking, card and warnings", "report", "crosstable")
	r.refused(exitUsage, "report slips: game 1 is a game of kind duplicate, which has no slips", "report", "slips", "1", "--out", filepath.Join(t.TempDir(), "s.pdf"))
	r.refused(exitUsage, "--round 1: only a free-game event ranks after a round, and game 1 is not one", "standings", "--round", "1")
}

// A free-game event's printed sheets in the tournament's language (ro,
// it, fr, en): a round's result slips (both names, who starts and who
// replies, the boxes' headings), a player's scorecard, the crosstable and
// the standings after round 1.
func TestReportFree_PDF(t *testing.T) {
	dir := t.TempDir()
	for _, tt := range []struct {
		rules, lexicon                   string
		slip, card, crosstable, standing []string
	}{
		{"ro", testLexicon, []string{"Fișa de rezultat — Runda 2", "Masa 3", "Începe 6 ȚURCANU Mihai Răspunde 2 ȘERBAN Ana", "Punctaj", "Semnătura"},
			[]string{"Fișa jucătorului — 1 POPESCU Ion", "2 ȘERBAN Ana începe 412", "5 VASILE Radu începe 390", "Victorii"},
			[]string{"Tabelul partidelor după runda 2", "* jucătorul a început"}, []string{"Clasament după runda 1", "ȚURCANU Mihai"}},
		{"it", itLexicon, []string{"Foglio del risultato — Turno 2", "Tavolo 3", "Inizia 6 ȚURCANU Mihai Risponde 2 ȘERBAN Ana", "Punteggio", "Firma"},
			[]string{"Scheda del giocatore — 1 POPESCU Ion", "2 ȘERBAN Ana inizia 412", "Vittorie"},
			[]string{"Tabellone dopo il turno 2", "* ha iniziato il giocatore"}, []string{"Classifica dopo il turno 1"}},
		{"fr", itLexicon, []string{"Fiche de résultat — Ronde 2", "Table 3", "Commence 6 ȚURCANU Mihai Répond 2 ȘERBAN Ana", "Score", "Signature"},
			[]string{"Fiche du joueur — 1 POPESCU Ion", "2 ȘERBAN Ana commence 412", "385 G 1 27"},
			[]string{"Grille après la ronde 2", "* le joueur a commencé"}, []string{"Classement après la ronde 1"}},
		{"en", itLexicon, []string{"Result slip — Round 2", "Board 3", "Starts 6 ȚURCANU Mihai Replies 2 ȘERBAN Ana", "Score", "Signature"},
			[]string{"Scorecard — 1 POPESCU Ion", "2 ȘERBAN Ana starts 412", "Wins"},
			[]string{"Crosstable after round 2", "* the player started"}, []string{"Standings after round 1"}},
	} {
		t.Run(tt.rules, func(t *testing.T) {
			r := freeEventRoom(t, tt.rules, tt.lexicon)
			for _, sheet := range []struct {
				args []string
				want []string
			}{
				{[]string{"slips", "2"}, tt.slip},
				{[]string{"card", "1"}, tt.card},
				{[]string{"crosstable"}, tt.crosstable},
				{[]string{"ranking", "--round", "1"}, tt.standing},
			} {
				pdf := filepath.Join(dir, tt.rules+"_"+sheet.args[0]+".pdf")
				out := r.must(append(append([]string{"report"}, sheet.args...), "--out", pdf)...)
				if !strings.HasPrefix(out, sheet.args[0]+": wrote "+pdf) {
					t.Errorf("report %s: %q", sheet.args[0], out)
				}
				containsAll(t, tt.rules+" "+sheet.args[0], pdfFlowingText(t, pdf), sheet.want...)
			}
		})
	}
}

// The results site and the SIGLES file refuse a free-game event, naming
// what prints its sheets, and write nothing.
func TestExportFree_Refused(t *testing.T) {
	r := freeEventRoom(t, "ro", testLexicon)
	r.refused(exitUsage, "game 1 is a free-game event (RULES §10): SIGLES records duplicate games", "export", "ranking", "--format", "sigles")
	if out := r.must("export", "ranking", "--format", "json"); !strings.Contains(out, `"discipline": "liber"`) {
		t.Errorf("export ranking --format json:\n%s", out)
	}
}

// The results site of a free-game event (RULES §10.2): the tournament's
// ranking in the event's own columns, the event's standings and
// crosstable, each round's boards with their scores and the bye, and each
// player's scorecard, in the tournament's language (the site refused the
// event, and with it the whole tournament). Split by category, the
// ranking page adds each category's players ranked among themselves, the
// overall rank beside, as `report ranking --by` ranks them (the site
// refused the split).
func TestExportFree_Site(t *testing.T) {
	r := freeEventRoom(t, "ro", testLexicon)
	site := filepath.Join(t.TempDir(), "site")
	if out := r.must("export", "site", "--out", site); !strings.Contains(out, "site: 12 pages written") {
		t.Errorf("export site: %q", out)
	}
	text := func(page string) string {
		t.Helper()
		data, err := os.ReadFile(filepath.Join(site, page))
		if err != nil {
			t.Fatal(err)
		}
		return strings.Join(strings.Fields(html.UnescapeString(regexp.MustCompile(`<[^>]*>`).ReplaceAllString(string(data), " "))), " ")
	}
	for page, want := range map[string][]string{
		"index.html":           {"Loc Nr. Nume Victorii V E Î Puncte Primite Dif.", "1 1 POPESCU Ion 2 2 0 0 802 736 66", "Clasament după runda 2"},
		"game1/standings.html": {"Clasament după runda 2", "Tabelul partidelor după runda 2", "1 1 POPESCU Ion *2 V +27 *5 V +39 2 +66"},
		"game1/round1.html":    {"Runda 1: perechile", "1 1 POPESCU Ion 412 2 ȘERBAN Ana 385", "7 NEAGU Ilie Fără partener"},
		"game1/round2.html":    {"2 1 POPESCU Ion 390 5 VASILE Radu 351", "1 4 MUNTEANU Elena 7 NEAGU Ilie"},
		"game1/table1.html":    {"Fișa jucătorului", "1 POPESCU Ion"},
		"game1/table7.html":    {"7 NEAGU Ilie"},
	} {
		got := text(page)
		for _, w := range want {
			if !strings.Contains(got, w) {
				t.Errorf("%s lacks %q:\n%s", page, w, got)
			}
		}
	}
	r.must("player", "edit", "5", "--category", "juniori")
	r.must("player", "edit", "7", "--category", "juniori")
	if out := r.must("export", "site", "--out", site, "--by", "category"); !strings.Contains(out, "site: 12 pages written") {
		t.Errorf("export site --by category: %q", out)
	}
	got := text("ranking.html")
	for _, w := range []string{"Categoria: juniori Loc General Nr. Nume Victorii V E Î Puncte Primite Dif. 1 3 7 NEAGU Ilie 1 1 0 0 0 0 50 2 6 5 VASILE Radu 0.5 0 1 1 751 790 -39",
		"Categoria: (fără) Loc General Nr. Nume Victorii V E Î Puncte Primite Dif. 1 1 1 POPESCU Ion 2 2 0 0 802 736 66"} {
		if !strings.Contains(got, w) {
			t.Errorf("ranking.html split by category lacks %q:\n%s", w, got)
		}
	}
	if by := r.must("report", "ranking", "--by", "category"); !strings.Contains(by, "juniori") {
		t.Errorf("report ranking --by category:\n%s", by)
	}
}

package reports_test

import (
	"strings"
	"testing"

	"arbiter/arbiter/anticipation"
	"arbiter/reports"
	"arbiter/scoring"
)

// antGroups are the 15 groups of a Romanian anticipation game: the whole
// bag, group 1 first.
var antGroups = []string{"AL", "BBDDIRS", "AANOPRR", "ACEFNPU", "ACGIIOU", "AAFOSTU", "DGIIMRR", "EILNOPV",
	"?AEJPTU", "ACEMRSX", "EIIOTUV", "DHILTTU", "?AEINSS", "CEEELNZ", "ACMNRTT"}

// groupsOf parses the letters of every group with ro's tile set.
func groupsOf(tb testing.TB, letters []string) anticipation.Groups {
	tb.Helper()
	var g anticipation.Groups
	for i, s := range letters {
		g[i] = rack(tb, s)
	}
	return g
}

// written is a move as written, with its declared score when score ≥ 0.
func written(pos, word string, score int) anticipation.Written {
	w := anticipation.Written{Position: pos, Word: word}
	if score >= 0 {
		w.Score = anticipation.Figure{Value: score, Given: true}
	}
	return w
}

// antResult adjudicates a sheet of form worked by hand (RULES §8.5): AL at
// H8 (4) and BAR down from G8 (11), total 15; ARAB across G5 on BAR's B
// (13); LEU down from H9 with no score written (a missing figure: it made
// 7); "Anulez turul 1" withdraws BAR and ARAB, LEU stands and counts 4;
// PUT across J8 through LEU's U is not a word: it stays on the player's
// board and counts nothing. The control grid has many omissions.
func antResult(tb testing.TB, form anticipation.Form) anticipation.Result {
	tb.Helper()
	ro, _ := scoring.Builtin("ro")
	lex, err := scoring.ReadWordList(strings.NewReader("AL\nLA\nBAR\nARAB\nLEU\nRE\n"))
	if err != nil {
		tb.Fatal(err)
	}
	sheet := anticipation.Sheet{Form: form, Groups: groupsOf(tb, []string{"AL", "BRDEIOS", "AARNOST", "EUIMNOP",
		"AEGINRT", "AEINOPT", "DGIIMRR", "EILNOPV", "?AEJPTU", "ACEMRSX", "EIIOTUV", "DHILTTU", "?AEINSS", "CEEELNZ", "ACMNRTT"}),
		Rounds: []anticipation.Slip{
			{Group: 2, Moves: []anticipation.Written{written("H8", "AL", 4), written("8G", "BAR", 11)},
				Total: anticipation.Figure{Value: 15, Given: true}},
			{Group: 3, Moves: []anticipation.Written{written("G5", "ARAB", 13)}},
			{Group: 4, Moves: []anticipation.Written{written("9H", "LEU", -1)}},
			{Group: 5, Cancel: []int{1}, Pass: true},
			{Group: 6, Moves: []anticipation.Written{written("J8", "PUT", 5)}},
		}, Grid: anticipation.GridOmissions}
	res, err := anticipation.Judge{RS: ro, Lex: lex}.Adjudicate(&sheet)
	if err != nil {
		tb.Fatal(err)
	}
	return res
}

func TestPDF_Anticipation(t *testing.T) {
	ro := newGame(t, "ro")
	fr := newGame(t, "fr")
	standings := anticipation.Rank(anticipation.Rezistenta, []anticipation.Entry{
		{Player: "ȘERBAN Ana-Maria", Result: antResult(t, anticipation.Rezistenta)},
		{Player: "POPESCU Ion", Result: antResult(t, anticipation.Rezistenta)}})
	classic := anticipation.Rank(anticipation.Classic, []anticipation.Entry{
		{Player: "ȘERBAN Ana-Maria", Result: antResult(t, anticipation.Classic)}})
	tests := []struct {
		name   string
		g      game
		encode func(e *reports.PDFEncoder) error
		pages  int
		want   []string
	}{
		{"groups", ro, func(e *reports.PDFEncoder) error {
			return e.EncodeGroupsAnnouncement(anticipation.Classic, "", groupsOf(t, antGroups))
		}, 1, []string{"Anunțarea grupelor — anticipatie", "Grupa", "Pe litere", "BBDDIRS", "AEJPTU?",
			"Ana, Elena, Jean, Petre, Tudor, Udrea, joker", "15 ACMNRTT"}},
		{"groups-avocalica", ro, func(e *reports.PDFEncoder) error {
			return e.EncodeGroupsAnnouncement(anticipation.Avocalica, "", groupsOf(t, antGroups))
		}, 1, []string{"Anunțarea grupelor — avocalica", "Se anunță", "BBDDRS", "JPT?", "vocale din stoc: AAAAAAAAAAA"}},
		{"groups-oarba", ro, func(e *reports.PDFEncoder) error {
			return e.EncodeGroupsAnnouncement(anticipation.Blind, "ȘERBAN Ana-Maria", groupsOf(t, antGroups))
		}, 1, []string{"Anunțarea grupelor — oarba — ȘERBAN Ana-Maria", "AANOPRR"}},
		{"anticipation-sheet", ro, func(e *reports.PDFEncoder) error {
			return e.EncodeAnticipationSheet(reports.AnticipationSheet{Player: "ȘERBAN Ana-Maria", Result: antResult(t, anticipation.Classic)})
		}, 2, []string{"Grila de control — anticipatie", "ȘERBAN Ana-Maria", "cifra din colțul unei piese este turul",
			"Fișa de anticipație — anticipatie — ȘERBAN Ana-Maria", "H8 AL", "8G BAR",
			"anulată: anulată de jucător („Anulez", "turul” în turul 4)", "anulată: se sprijină în mod vital pe", "depunerea din turul 1, anulată",
			"(anulează turul 1)", "J8 PUT", "nevalidă: PUT nu este admis", "D: grila de control cu multe omisiuni: avertisment disciplinar",
			"A: punctaj omis", "avertismente tehnice 1, avertismente disciplinare 1, penalizare 10, total -2"}},
		{"anticipation-sheet-fr", fr, func(e *reports.PDFEncoder) error {
			return e.EncodeAnticipationSheet(reports.AnticipationSheet{Result: antResult(t, anticipation.Classic)})
		}, 2, []string{"Grille de contrôle — anticipatie", "Feuille d'anticipation — anticipatie", "annulé par le joueur",
			"repose sur le mot du coup 1", "PAS"}},
		{"anticipation-bulletin", ro, func(e *reports.PDFEncoder) error {
			return e.EncodeAnticipationBulletin(reports.AnticipationBulletin{Form: anticipation.Classic, Round: 5, Group: 6,
				Letters: rack(t, "AEINOPT"), Standings: classic})
		}, 1, []string{"Buletinul rundei 5 — anticipatie", "Grupa 6: AEINOPT (Ana, Elena, Ion, Nicolae",
			"ȘERBAN Ana-Maria", "J8 PUT (nevalidă: PUT nu", "Tur 5"}},
		{"anticipation-bulletin-round1", ro, func(e *reports.PDFEncoder) error {
			return e.EncodeAnticipationBulletin(reports.AnticipationBulletin{Form: anticipation.Avocalica, Round: 1, Group: 2,
				Letters: rack(t, "BRDEIOS"), Standings: classic})
		}, 1, []string{"Grupa 1 + 2: BDEIORS — Se anunță: BDRS (Barbu, Dumitru, Radu, Sandu)", "H8 AL (validă); 8G BAR (anulată:"}},
		{"anticipation-ranking", ro, func(e *reports.PDFEncoder) error {
			return e.EncodeAnticipationRanking(anticipation.Rezistenta, standings)
		}, 1, []string{"Clasament final — rezistenta", "puncte de clasament", "abandon în turul", "ȘERBAN Ana-Maria", "POPESCU Ion"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) { checkPDF(t, tt.g, tt.name, tt.encode, tt.pages, tt.want) })
	}
}

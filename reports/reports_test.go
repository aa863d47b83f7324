package reports_test

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"arbiter/arbiter"
	"arbiter/reports"
	"arbiter/scoring"
)

var update = flag.Bool("update", false, "update golden files")

// golden compares got with testdata/name, or rewrites the file under -update.
func golden(tb testing.TB, name string, got []byte) {
	tb.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.WriteFile(path, got, 0o644); err != nil {
			tb.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		tb.Fatalf("%v (run go test -update to create it)", err)
	}
	if bytes.Equal(got, want) {
		return
	}
	if strings.HasSuffix(name, ".pdf") {
		tb.Errorf("%s: %d bytes differ from the golden file's %d (go test -update rewrites it; look at the rendering before committing)",
			name, len(got), len(want))
		return
	}
	tb.Errorf("%s differs from the golden file (-want +got):\n%s", name, cmp.Diff(string(want), string(got)))
}

func TestTerminalTables(t *testing.T) {
	g := newGame(t, "ro")
	last := g.rounds[len(g.rounds)-1]
	tests := []struct {
		name  string
		write func(w *bytes.Buffer, tty bool) error
	}{
		{"standings", func(w *bytes.Buffer, tty bool) error { return reports.Standings(w, g.standings, tty) }},
		{"round", func(w *bytes.Buffer, tty bool) error { return reports.RoundSummary(w, g.rs, last, tty) }},
		{"card", func(w *bytes.Buffer, tty bool) error { return reports.Card(w, g.rs, g.card, tty) }},
		{"warnings", func(w *bytes.Buffer, tty bool) error { return reports.Warnings(w, g.warnings, tty) }},
		{"standings-category", func(w *bytes.Buffer, tty bool) error {
			return reports.SectionsTable(w, "category", g.categories, tty)
		}},
		{"game", func(w *bytes.Buffer, tty bool) error { return reports.Game(w, g.rs, g.racks, tty) }},
	}
	for _, tt := range tests {
		for _, tty := range []bool{false, true} {
			name := tt.name + map[bool]string{false: ".tsv", true: ".tty"}[tty]
			t.Run(name, func(t *testing.T) {
				var b bytes.Buffer
				if err := tt.write(&b, tty); err != nil {
					t.Fatal(err)
				}
				golden(t, name+".golden", b.Bytes())
			})
		}
	}
}

func TestExports(t *testing.T) {
	g := newGame(t, "ro")
	tests := []struct {
		name  string
		write func(w *bytes.Buffer) error
	}{
		{"ranking.csv", func(w *bytes.Buffer) error { return reports.RankingCSV(w, g.standings) }},
		{"ranking.json", func(w *bytes.Buffer) error { return reports.RankingJSON(w, g.header, g.standings) }},
		{"ranking-latin1.csv", func(w *bytes.Buffer) error { return reports.RankingLatin1(w, g.standings) }},
		{"ranking-category.csv", func(w *bytes.Buffer) error { return reports.SectionsCSV(w, "category", g.categories) }},
		{"ranking-category.json", func(w *bytes.Buffer) error {
			return reports.SectionsJSON(w, g.header, "category", g.categories)
		}},
		{"game.csv", func(w *bytes.Buffer) error { return reports.GameCSV(w, g.rs, g.racks) }},
		{"game.txt", func(w *bytes.Buffer) error { return reports.GameText(w, g.rs, g.racks) }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var b bytes.Buffer
			if err := tt.write(&b); err != nil {
				t.Fatal(err)
			}
			golden(t, tt.name+".golden", b.Bytes())
		})
	}
}

// TestRankingLatin1 checks the folding of letters ISO 8859-1 lacks and the
// error for a name that cannot be written in it.
func TestRankingLatin1(t *testing.T) {
	t.Run("Folded", func(t *testing.T) {
		rows := []reports.StandingRow{{Rank: 1, Table: 7, Name: "ȘERBAN Țică Ăna Şt. Ţ Łódź", Total: 10},
			{Rank: 2, Table: 5, Name: "BELLÈ Niccolò Élise Âî", Total: 9}}
		var b bytes.Buffer
		if err := reports.RankingLatin1(&b, rows); err != nil {
			t.Fatal(err)
		}
		got := b.String()
		want := "table,name,total\n7,SERBAN Tica Ana St. T L\xf3dz,10\n5,BELL\xc8 Niccol\xf2 \xc9lise \xc2\xee,9\n"
		if got != want {
			t.Errorf("RankingLatin1:\ngot  %q\nwant %q", got, want)
		}
	})
	t.Run("ErrNoLatin1Form", func(t *testing.T) {
		rows := []reports.StandingRow{{Rank: 1, Table: 4, Name: "ЖУКОВ", Total: 10}}
		var b bytes.Buffer
		err := reports.RankingLatin1(&b, rows)
		want := `reports: Latin-1 export: table 4 (ЖУКОВ): 'Ж' has no ISO 8859-1 (Latin-1) form`
		if err == nil || err.Error() != want {
			t.Errorf("RankingLatin1 error:\ngot  %v\nwant %s", err, want)
		}
		if b.Len() != 0 {
			t.Errorf("RankingLatin1 wrote %q after an error", b.String())
		}
	})
}

// pageCount counts the page objects of a PDF.
func pageCount(pdf []byte) int {
	return len(regexp.MustCompile(`/Type /Page\b[^s]`).FindAll(pdf, -1))
}

// pdfText extracts the text of a PDF with pdftotext, skipping the test when
// poppler-utils is not installed.
func pdfText(tb testing.TB, pdf []byte) string {
	tb.Helper()
	tool, err := exec.LookPath("pdftotext")
	if err != nil {
		tb.Skip("pdftotext (poppler-utils) is not installed: text check skipped; the golden bytes were compared")
	}
	path := filepath.Join(tb.TempDir(), "sheet.pdf")
	if err := os.WriteFile(path, pdf, 0o644); err != nil {
		tb.Fatal(err)
	}
	out, err := exec.Command(tool, "-layout", "-enc", "UTF-8", path, "-").Output()
	if err != nil {
		tb.Fatalf("pdftotext: %v", err)
	}
	return string(out)
}

// longRanking returns n players, two per rank, for a ranking over several pages.
func longRanking(n int) []reports.StandingRow {
	rows := make([]reports.StandingRow, n)
	for i := range rows {
		name := fmt.Sprintf("Player %d", i+1)
		if i%10 == 0 {
			name = fmt.Sprintf("ȘTEFĂNESCU Ține %d", i+1)
		}
		rows[i] = reports.StandingRow{Rank: i - i%2 + 1, Table: i + 1, Name: name, Club: "Club", Total: 1000 - i/2,
			PercentOfTop: float64(1000-i/2) / 10, DiffToTop: -i / 2}
	}
	return rows
}

func TestPDF(t *testing.T) {
	ro := newGame(t, "ro")
	it := newGame(t, "it")
	fr := newGame(t, "fr")
	last := ro.rounds[len(ro.rounds)-1]
	tests := []struct {
		name   string
		g      game
		encode func(e *reports.PDFEncoder) error
		pages  int
		want   []string // strings the text must hold
	}{
		{"racks", ro, func(e *reports.PDFEncoder) error { return e.EncodeRacks(ro.racks, false) }, 1,
			[]string{"Anunțarea literelor", "ACLMNOU", "LMUX + UUU", "Lazăr, Maria, Udrea, Xenia + Udrea", "respinse",
				"Elena, Ion, Lazăr, Maria, Udrea, Xenia, joker", "ELU + ARST", "Cupa Țării", "Ștefan Răducanu"}},
		{"racks-referee", ro, func(e *reports.PDFEncoder) error { return e.EncodeRacks(ro.racks, true) }, 1,
			[]string{"exemplarul arbitrului", "COLUMNA", "H8", "78", "138", "MAXIm", "14G", "SERUm", "K10", "164"}},
		{"bulletin", ro, func(e *reports.PDFEncoder) error { return e.EncodeBulletin(last) }, 1,
			[]string{"Buletinul rundei 4", "K10 SERUm", "SERUm 8", "Cel mai bun punctaj din sală: 22",
				"7 ȘERBAN Ana-Maria", "ȚURCANU Mihai", "2=", "BELLÈ Niccolò", "CT", "LD"}},
		{"bulletin-it", it, func(e *reports.PDFEncoder) error { return e.EncodeBulletin(it.rounds[2]) }, 1,
			[]string{"Bollettino del turno 3", "N7 MAXIm", "Top equivalenti", "N7 mAXIM", "nessuno", "PT", "LD"}},
		{"ranking", ro, func(e *reports.PDFEncoder) error { return e.EncodeRanking(ro.standings) }, 1,
			[]string{"Clasament final", "ȘERBAN Ana-Maria", "ȚURCANU Mihai", "2=", "181", "110.4", "ŁASKI Piotr",
				"DUPONT Élise", "LOC 5.0", ro.header.Fingerprint, "Arbitru"}},
		{"card", ro, func(e *reports.PDFEncoder) error {
			if err := e.EncodeCard(ro.card); err != nil {
				return err
			}
			return e.EncodeCard(ro.refusedCard)
		}, 2, []string{"Fișa jucătorului", "ȘERBAN Ana-Maria (CS Iași)", "STRUMA", "22", "Solo", "181",
			"POPESCU Ion (Steaua)", "ZSERUm", "nevalidă", "150"}},
		{"ranking-long", ro, func(e *reports.PDFEncoder) error { return e.EncodeRanking(longRanking(120)) }, 4,
			[]string{"Pagina 1/4", "Pagina 4/4", "Player 120", "ȘTEFĂNESCU Ține", "101="}},
		{"all", ro, func(e *reports.PDFEncoder) error {
			if err := e.EncodeRacks(ro.racks, true); err != nil {
				return err
			}
			if err := e.EncodeBulletin(last); err != nil {
				return err
			}
			return e.EncodeRanking(ro.standings)
		}, 3, []string{"Pagina 1/3", "Pagina 3/3"}},
		{"ranking-category", ro, func(e *reports.PDFEncoder) error { return e.EncodeRankingSections("category", ro.categories) }, 1,
			[]string{"Clasament final — Categoria", "Categoria: Juniori", "Categoria: (fără)", "General",
				"ȚURCANU Mihai", "DUPONT Élise", "ŁASKI Piotr"}},
		{"warnings", ro, func(e *reports.PDFEncoder) error { return e.EncodeWarnings(4, ro.warnings) }, 1,
			[]string{"Avertizare — Runda 4", "AVERTIZARE — Runda 4", "Masa 12", "POPESCU Ion", "K9 ZSERUm 30",
				"depunere anulată: 0 puncte", "ZSERUM nu este admis (nu este în lexic)", "Puncte acordate:", "avertisment tehnic (A)",
				"joker nemarcat: se citește SERUm; scor ilizibil", "greșeală de calcul: declarat 10, punctajul real 8",
				"DUPONT Élise", "(fără fluturaș)", "fluturaș nepredat", "Arbitru:", "Cupa Țării"}},
		{"warnings-it", it, func(e *reports.PDFEncoder) error { return e.EncodeWarnings(4, it.warnings) }, 1,
			[]string{"AVVERTIMENTO — Turno 4", "Tavolo 12", "mossa annullata: 0 punti", "ZSERUM non è nel lessico",
				"jolly non segnato: si legge SERUm; scor ilizibil", "punteggio errato: dichiarato 10, punteggio reale 8",
				"nessun foglietto consegnato", "avvertimento tecnico (A)", "Punti assegnati:"}},
		{"warnings-long", ro, func(e *reports.PDFEncoder) error { return e.EncodeWarnings(2, longWarnings()) }, 2,
			[]string{"depunerea 1: greșeală de calcul: declarat 80, punctajul real 78", "greșeală de calcul la total: declarat 141",
				"depunerea 2: COLUMNAZ nu este admis (nu este în lexic)", "joker nemarcat: se citește VAh",
				"LA valorează 8 la 6B, nu la poziția scrisă: se acordă 0 puncte",
				"depunerea formează COLUMNA, cuvânt găsit incorect după tur",
				"fluturaș retras de arbitru: bilet predat după «Stop!»"}},
		{"warnings-fr", fr, func(e *reports.PDFEncoder) error {
			return e.EncodeWarnings(4, append(fr.warnings, fr.warnings[:2]...))
		}, 2, []string{"AVERTISSEMENT — Coup 4", "Vous avez écrit:", "coup annulé : 0 point", "avertissement technique (A)",
			"ZSERUM n'est pas dans le lexique", "score erroné : 10 annoncé, score réel 8",
			"Points attribués:", "Page 2/2"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) { checkPDF(t, tt.g, tt.name, tt.encode, tt.pages, tt.want) })
	}
}

// renderPDF returns the PDF of g that encode writes.
func renderPDF(t *testing.T, g game, encode func(e *reports.PDFEncoder) error) []byte {
	t.Helper()
	var b bytes.Buffer
	e := reports.NewPDFEncoder(&b, g.rs, g.header)
	if err := encode(e); err != nil {
		t.Fatal(err)
	}
	if err := e.Close(); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// checkPDF renders a PDF of g with encode twice, checks that both
// renderings are equal and match the golden file testdata/name.pdf, and that
// the PDF has pages pages and its text holds every string of want (on one
// line, or wrapped over several).
func checkPDF(t *testing.T, g game, name string, encode func(e *reports.PDFEncoder) error, pages int, want []string) {
	t.Helper()
	got := renderPDF(t, g, encode)
	if again := renderPDF(t, g, encode); !bytes.Equal(got, again) {
		t.Fatal("two renderings of the same data differ")
	}
	golden(t, name+".pdf", got)
	if n := pageCount(got); n != pages {
		t.Errorf("%d pages, want %d", n, pages)
	}
	text := pdfText(t, got)
	flowing := strings.Join(strings.Fields(text), " ") // a sentence wrapped over lines reads whole
	for _, s := range want {
		if !strings.Contains(text, s) && !strings.Contains(flowing, s) {
			t.Errorf("text lacks %q:\n%s", s, text)
		}
	}
}

func TestPDFEncoder_Close(t *testing.T) {
	g := newGame(t, "ro")
	var b bytes.Buffer
	err := reports.NewPDFEncoder(&b, g.rs, g.header).Close()
	want := "reports: empty PDF document: no sheet was encoded"
	if err == nil || err.Error() != want {
		t.Errorf("Close() error:\ngot  %v\nwant %s", err, want)
	}
}

// longWarnings are warning forms of the longest verdicts a round can give
// (RULES §7.6: a Tactic slip's three figures; §5's misplaced slip; §4.5),
// with the referee's own reasons after them: the form must hold them all.
func longWarnings() []reports.WarningForm {
	tactic := reports.SlipLine{Table: 14, Name: "ȘTEFĂNESCU-ZĂRNEȘTEANU Maria-Magdalena", Position: "H8 / I7",
		Word: "COLUMNA / VAH", Declared: "80 + 61 = 141", Score: 138, Warning: true,
		Findings: []arbiter.Finding{{Kind: arbiter.WarnWrongScore, Move: 1, Written: "80", Real: 78},
			{Kind: arbiter.WarnWrongScore2, Written: "61", Real: 60}, {Kind: arbiter.WarnWrongTotal, Written: "141", Real: 138}}}
	refused := reports.SlipLine{Table: 15, Name: "POPESCU Ion", Position: "H8 / 9B", Word: "COLUMNA / COLUMNAZ",
		Declared: "78 + 90 = 168", Score: 78, Warning: true, Refused: true,
		Findings: []arbiter.Finding{{Kind: arbiter.FindingKind(scoring.ErrNotInLexicon), Move: 2, Word: "COLUMNAZ"},
			{Kind: arbiter.WarnUnmarkedJoker, Move: 1, Word: "VAh"}}}
	misplaced := reports.SlipLine{Table: 16, Name: "DUPONT Élise", Position: "B6", Word: "LA", Declared: "8",
		Findings: []arbiter.Finding{{Kind: arbiter.FindMisplaced, Word: "LA", Written: "8", Credited: 0,
			At: scoring.Position{Row: 1, Col: 5, Dir: scoring.Down}}}}
	annulled := reports.SlipLine{Table: 17, Name: "BELLÈ Niccolò", Position: "8H", Word: "COLUMNA", Declared: "78",
		Findings: []arbiter.Finding{{Kind: arbiter.FindTopInvalid, Word: "COLUMNA"}}}
	withdrawn := reports.SlipLine{Table: 18, Name: "ŁASKI Piotr",
		Findings: []arbiter.Finding{{Kind: arbiter.FindWithdrawn, Text: "bilet predat după «Stop!»"}}}
	return []reports.WarningForm{
		{Round: 2, Slip: tactic, Technical: true, Reasons: []string{"a vorbit cu vecinul de masă în timpul rundei, după anunțarea literelor"}},
		{Round: 2, Slip: refused, Technical: true},
		{Round: 2, Slip: misplaced, Zero: true},
		{Round: 2, Slip: annulled, Zero: true},
		{Round: 2, Slip: withdrawn, Zero: true},
	}
}

// TestRoundSummary_CentreSolos: in a tournament merged with solos by
// centre a round may have a solo in each centre (RULES §6); the round
// summary names each, by table, with its centre.
func TestRoundSummary_CentreSolos(t *testing.T) {
	g := newGame(t, "ro")
	last := g.rounds[len(g.rounds)-1]
	last.Solos = []arbiter.Solo{{Table: 7, Name: "ȘERBAN Ana-Maria", Centre: "Iași", Bonus: 2}, {Table: 12, Name: "POPESCU Ion", Centre: "Cluj", Bonus: 2}}
	for _, tty := range []bool{false, true} {
		var b bytes.Buffer
		if err := reports.RoundSummary(&b, g.rs, last, tty); err != nil {
			t.Fatal(err)
		}
		golden(t, "round-centre-solos"+map[bool]string{false: ".tsv", true: ".tty"}[tty]+".golden", b.Bytes())
	}
}

package main

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"arbiter/arbiter"
	"arbiter/arbiter/duplicate"
	"arbiter/arbiter/kinds"
	"arbiter/arbiter/referee"
	"arbiter/reports"
	"arbiter/scoring"
	"arbiter/store"
)

// reportTestDB builds a two-round Romanian tournament (RULES §3's worked
// examples as tops) in a database under a temporary directory and returns its
// path. Table 3 finds the top of round 1 alone (a solo, RULES §6), table 2
// writes a wrong score in round 2 (a technical warning, RULES §5).
func reportTestDB(tb testing.TB) string {
	tb.Helper()
	path := filepath.Join(tb.TempDir(), "t.db")
	ctx := context.Background()
	db, err := store.Open(ctx, path)
	if err != nil {
		tb.Fatal(err)
	}
	defer db.Close()
	lex, err := scoring.ReadWordList(strings.NewReader("COLUMNA\nVAH\nCA\nOH\nCOLUMNAȘ\nMAX\nAM\n"))
	if err != nil {
		tb.Fatal(err)
	}
	r, err := referee.Open(ctx, db, referee.Options{
		Kinds: kinds.All(),
		Now:   func() time.Time { return time.Date(2026, 11, 29, 18, 0, 0, 0, time.UTC) },
		Deps: func(context.Context, arbiter.TournamentCreated, *scoring.RuleSet) (arbiter.Deps, error) {
			return arbiter.Deps{Lexicon: lex}, nil
		},
	})
	if err != nil {
		tb.Fatal(err)
	}
	for _, c := range []arbiter.Command{
		arbiter.CreateTournament{Name: "Cupa Țării", Date: "2026-11-29", RuleSet: "ro",
			Lexicon: "/home/ref/loc.txt sha256:2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824",
			Referee: "Ștefan Răducanu"},
		arbiter.RegisterPlayer{Table: 1, Name: "ȘERBAN Ana", Club: "CS Iași"},
		arbiter.RegisterPlayer{Table: 2, Name: "ȚURCANU Mihai", Club: "Club Țara"},
		arbiter.RegisterPlayer{Table: 3, Name: "POPESCU Ion"},
		duplicate.StartGame{Seed: 1},
		duplicate.DrawRack{Letters: "ACLMNOU"},
		duplicate.ChooseTop{Play: "H8 COLUMNA"},
		duplicate.EnterSlip{Table: 1, Position: "H4", Word: "COLUMNA", Score: "68"},
		duplicate.EnterSlip{Table: 2, None: true},
		duplicate.EnterSlip{Table: 3, Position: "H8", Word: "COLUMNA", Score: "78"},
		arbiter.CloseRound{},
		duplicate.DrawRack{Letters: "AHLMUVX"},
		duplicate.ChooseTop{Play: "I7 VAH"},
		duplicate.EnterSlip{Table: 1, Position: "I7", Word: "VAH", Score: "60"},
		duplicate.EnterSlip{Table: 2, Position: "I7", Word: "VAH", Score: "61"},
		duplicate.EnterSlip{Table: 3, Position: "I7", Word: "VAX", Score: "70"},
		arbiter.CloseRound{},
	} {
		if _, err := r.Run(ctx, c); err != nil {
			tb.Fatalf("%T%+v: %v", c, c, err)
		}
	}
	return path
}

func TestNewReportCmd(t *testing.T) {
	checkFlagCases(t, newReportCmdRun, []flagCase[reportOptions]{
		{name: "Racks", args: strings.Fields("racks --referee --out r.pdf --db t.db"),
			want: reportOptions{Sheet: "racks", Referee: true, Out: "r.pdf", DB: "t.db"}},
		{name: "RacksPrepared", args: strings.Fields("racks --rules ro --seed 0 --lexicon l.txt --reject-triples"),
			want: reportOptions{Sheet: "racks", Prepared: preparedGameOptions{Rules: "ro", SeedGiven: true, LexiconPath: "l.txt", RejectTriples: true}}},
		{name: "RulesNeedSeed", args: strings.Fields("racks --rules ro"), wantErr: "--rules prepares a game and needs --seed N"},
		{name: "SeedNeedsRules", args: strings.Fields("racks --seed 7 --referee"),
			wantErr: "--seed prepares a game and needs --rules (ro, it, en, fr, or a rule-set .json file); without them the sheet is the tournament's"},
		{name: "LexiconNeedsRules", args: strings.Fields("racks --lexicon l.txt"),
			wantErr: "--lexicon prepares a game and needs --rules (ro, it, en, fr, or a rule-set .json file); without them the sheet is the tournament's"},
		{name: "Bulletin", args: strings.Fields("bulletin 5 --game 2 -o b.pdf"), want: reportOptions{Sheet: "bulletin", Round: 5, Game: 2, Out: "b.pdf"}},
		{name: "BulletinNeedsRound", args: strings.Fields("bulletin"), wantErr: "accepts 1 arg(s), received 0"},
		{name: "BulletinBadRound", args: strings.Fields("bulletin five"), wantErr: `bulletin "five": want a round number (1, 2, …)`},
		{name: "Ranking", args: strings.Fields("ranking --tops"), want: reportOptions{Sheet: "ranking", Tops: true}},
		{name: "Card", args: strings.Fields("card 12"), want: reportOptions{Sheet: "card", Table: 12}},
		{name: "EveryCard", args: strings.Fields("card"), want: reportOptions{Sheet: "card"}},
		{name: "CardBadTable", args: strings.Fields("card 0"), wantErr: `card "0": want a table number (1, 2, …)`},
		{name: "RankingNoReferee", args: strings.Fields("ranking --referee"), wantErr: "unknown flag: --referee"},
	})
}

// TestReport_Golden holds every table and export to its golden file.
func TestReport_Golden(t *testing.T) {
	warmEmbedded(t) // report racks --rules ro prepares a game on it
	db := reportTestDB(t)
	for _, tt := range []struct {
		golden string
		args   string
	}{
		{"report_ranking", "report ranking"},
		{"report_ranking_game1_tops", "report ranking --game 1 --tops"},
		{"report_racks", "report racks"},
		{"report_racks_prepared", "report racks --rules ro --seed 1"},
		{"report_bulletin1", "report bulletin 1"},
		{"report_bulletin2", "report bulletin 2"},
		{"report_card2", "report card 2"},
		{"report_cards", "report card"},
		{"export_ranking.csv", "export ranking"},
		{"export_ranking.json", "export ranking --format json"},
		{"export_ranking_latin1.csv", "export ranking --format latin1"},
		{"export_game.csv", "export game --format csv"},
		{"export_game.txt", "export game --format txt"},
	} {
		t.Run(tt.golden, func(t *testing.T) {
			code, out, errOut := runMain(append(strings.Fields(tt.args), "--db", db)...)
			if code != exitOK || errOut != "" {
				t.Fatalf("exit %d, stderr %q", code, errOut)
			}
			reportGolden(t, tt.golden+".golden", out)
		})
	}
}

// TestReport_BulletinStandings checks that a round's bulletin ranks the
// players as they stood when the round closed, not as they stand now.
func TestReport_BulletinStandings(t *testing.T) {
	db := reportTestDB(t)
	tour := (&room{tb: t, db: db}).service()
	for _, tt := range []struct {
		round int
		want  []string
	}{
		// Round 1: POPESCU 78 alone (+⌈3/2⌉ = 2 solo, RULES §6), ȘERBAN's
		// H4 COLUMNA is legal and scores 72, ȚURCANU has no slip.
		{1, []string{"1 POPESCU Ion 80", "2 ȘERBAN Ana 72", "3 ȚURCANU Mihai 0"}},
		// Round 2: VAH 60 for ȘERBAN and ȚURCANU (no solo), VAX is no word.
		{2, []string{"1 ȘERBAN Ana 132", "2 POPESCU Ion 80", "3 ȚURCANU Mihai 60"}},
	} {
		rec, err := tour.RoundRecord(t.Context(), 0, tt.round)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, s := range reports.RowsOf(rec.Standings) {
			got = append(got, fmt.Sprintf("%d %s %d", s.Rank, s.Name, s.Total))
		}
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("standings after round %d (-want +got):\n%s", tt.round, diff)
		}
	}
}

func TestReport_PDF(t *testing.T) {
	db := reportTestDB(t)
	dir := t.TempDir()
	for _, tt := range []struct {
		args string
		want []string
	}{
		{"report racks --referee", []string{"Anunțarea literelor", "ACLMNOU", "Ana, Constantin, Lazăr,", "COLUMNA", "138"}},
		{"report bulletin 2", []string{"Buletinul rundei 2", "I7 VAH", "ȘERBAN Ana", "ȚURCANU Mihai", "loc.txt"}},
		{"report ranking", []string{"Clasament final", "ȘERBAN Ana", "ȚURCANU Mihai", "Ștefan Răducanu",
			"2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824"}},
		{"report card 1", []string{"Fișa jucătorului", "ȘERBAN Ana (CS Iași)", "VAH"}},
		{"report card", []string{"Masa 1", "Masa 2", "Masa 3", "Pagina 3/3", "POPESCU Ion", "VAX", "nevalidă"}},
	} {
		t.Run(tt.args, func(t *testing.T) {
			out := filepath.Join(dir, strings.ReplaceAll(tt.args, " ", "_")+".pdf")
			code, stdout, errOut := runMain(append(strings.Fields(tt.args), "--db", db, "--out", out)...)
			if code != exitOK || errOut != "" {
				t.Fatalf("exit %d, stderr %q", code, errOut)
			}
			data, err := os.ReadFile(out)
			if err != nil {
				t.Fatal(err)
			}
			sheet := strings.Fields(tt.args)[1]
			if want := sheet + ": wrote " + out; !strings.HasPrefix(stdout, want) {
				t.Errorf("stdout %q, want it to start with %q", stdout, want)
			}
			if !bytes.HasPrefix(data, []byte("%PDF-")) {
				t.Fatalf("%s is not a PDF: %.20q", out, data)
			}
			tool, err := exec.LookPath("pdftotext")
			if err != nil {
				t.Skip("pdftotext (poppler-utils) is not installed: text check skipped")
			}
			text, err := exec.Command(tool, "-enc", "UTF-8", out, "-").Output()
			if err != nil {
				t.Fatal(err)
			}
			for _, s := range tt.want {
				if !strings.Contains(string(text), s) {
					t.Errorf("text lacks %q:\n%s", s, text)
				}
			}
		})
	}
}

// TestExport_Out checks that --out writes the file and says so.
func TestExport_Out(t *testing.T) {
	db := reportTestDB(t)
	out := filepath.Join(t.TempDir(), "r.csv")
	code, stdout, errOut := runMain("export", "ranking", "--db", db, "--out", out)
	if code != exitOK || errOut != "" {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	data, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	if want := "ranking: wrote " + out + " (" + strconv.Itoa(len(data)) + " bytes)\n"; stdout != want {
		t.Errorf("stdout:\ngot  %q\nwant %q", stdout, want)
	}
	if !strings.HasPrefix(string(data), "rank,table,name,club,total,") {
		t.Errorf("%s starts %.40q, want the CSV heading", out, data)
	}
}

// TestExport_OutIsTheStore checks that --out naming the database (or its
// -wal file) is refused and leaves the database whole.
func TestExport_OutIsTheStore(t *testing.T) {
	db := reportTestDB(t)
	before, err := os.ReadFile(db)
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct{ args, out, store string }{
		{"export ranking", db, db},
		{"report ranking", db, db},
		{"export game --format txt", filepath.Dir(db) + "/./" + filepath.Base(db), db},
	} {
		args := append(strings.Fields(tt.args), "--db", db, "--out", tt.out)
		code, stdout, errOut := runMain(args...)
		want := "arbiter: --out " + tt.out + " would overwrite the tournament's database " + tt.store + ": choose another file name\n"
		if code != exitUsage || stdout != "" || errOut != want {
			t.Errorf("arbiter %s: exit %d, stdout %q, stderr %q; want exit %d, stderr %q", strings.Join(args, " "), code, stdout, errOut, exitUsage, want)
		}
	}
	if after, err := os.ReadFile(db); err != nil || !bytes.Equal(after, before) {
		t.Errorf("the database changed (%v)", err)
	}
	// While another command writes, the store has a -wal file beside it.
	wal := db + "-wal"
	if err := os.WriteFile(wal, []byte("recorded events"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := checkOutNotStore(wal, db); exitCodeFor(err) != exitUsage {
		t.Errorf("--out %s: %v, want a usage error", wal, err)
	}
	if err := checkOutNotStore(filepath.Join(t.TempDir(), "new.csv"), db); err != nil {
		t.Errorf("a new file: %v", err)
	}
}

func TestReport_Errors(t *testing.T) {
	db := reportTestDB(t)
	missing := filepath.Join(t.TempDir(), "none.db")
	for _, tt := range []struct {
		args     string
		wantCode exitCode
		wantErr  string
	}{
		{"report bulletin 9 --db " + db, exitUsage, "no round 9 in game 1: it has 2 round(s)"},
		{"report card 9 --db " + db, exitUsage, "card of table 9: "},
		{"report racks --game 4 --db " + db, exitUsage, "no game 4: the tournament has 1 game(s)"},
		{"report ranking --db " + missing, exitUsage, "no tournament in " + missing},
		{"export game --format json --db " + db, exitUsage, `export game: unknown --format "json": use one of csv, txt`},
		{"export ranking --format pdf --db " + db, exitUsage, `export ranking: unknown --format "pdf": use one of csv, json, latin1`},
		{"report bulletin 1 --db " + db + " --out " + filepath.Join(missing, "x.pdf"), exitUsage, "bulletin: open "},
	} {
		t.Run(tt.args, func(t *testing.T) {
			code, out, errOut := runMain(strings.Fields(tt.args)...)
			if code != tt.wantCode {
				t.Errorf("exit %d, want %d", code, tt.wantCode)
			}
			if !strings.HasPrefix(errOut, "arbiter: "+tt.wantErr) {
				t.Errorf("stderr:\ngot  %q\nwant it to start with %q", errOut, "arbiter: "+tt.wantErr)
			}
			if out != "" {
				t.Errorf("stdout %q, want nothing", out)
			}
		})
	}
}

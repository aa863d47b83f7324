package main

import (
	"os"
	"path/filepath"
	"testing"

	"arbiter/arbiter"
)

func TestPlayerAdd(t *testing.T) {
	r := createdInMemory(t)
	r.expect([]string{"player", "add", "12", "VLAD Ana", "--club", "CSM Iași", "--id", "RO-0412"}, exitOK,
		"table 12: VLAD Ana (CSM Iași, id RO-0412)\n", "")
	r.expect([]string{"player", "add", "12", "VLAD Ana", "--club", "CSM Iași", "--id", "RO-0412"}, exitOK,
		"table 12: already registered, nothing changed\n", "")
	r.expect([]string{"player", "add", "12", "MUNTEANU Ion"}, exitRefused, "",
		"arbiter: table 12 is already taken by VLAD Ana\n")
	r.expect([]string{"player", "add", "x", "MUNTEANU Ion"}, exitUsage, "",
		"arbiter: table \"x\" is not a table number (1, 2, …)\n")
	r.expect([]string{"player", "add", "0", "MUNTEANU Ion"}, exitUsage, "",
		"arbiter: table \"0\" is not a table number (1, 2, …)\n")
	// A name is recorded as typed: its spaces too.
	r.expect([]string{"player", "add", "13", " VLAD  Ion "}, exitOK, "table 13:  VLAD  Ion \n", "")
	if p, _ := r.state().Player(13); p.Name != " VLAD  Ion " {
		t.Errorf("table 13 = %q, want the name as typed", p.Name)
	}
	if got := len(r.state().Players); got != 5 {
		t.Errorf("%d players, want 5", got)
	}
}

func writeFile(tb testing.TB, name, content string) string {
	tb.Helper()
	path := filepath.Join(tb.TempDir(), name)
	if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
		tb.Fatal(err)
	}
	return path
}

func TestPlayerImport(t *testing.T) {
	r := createdInMemory(t)
	csv := writeFile(t, "players.csv", "\uFEFFtable,name,club,id\n"+
		"1,POPESCU Ion,CS Iași,RO-1\n"+
		"10,\"DUMITRU, Elena\",CS Cluj\n"+
		"11,RADU Mihai\n")
	r.expect([]string{"player", "import", csv}, exitOK, csv+": 2 players registered, 1 already registered (5 in all)\n", "")
	r.expect([]string{"player", "import", csv}, exitOK, csv+": 0 players registered, 3 already registered (5 in all)\n", "")
	p, _ := r.state().Player(10)
	if want := (arbiter.Player{Table: 10, Name: "DUMITRU, Elena", Club: "CS Cluj"}); p != want {
		t.Errorf("table 10 = %+v, want %+v", p, want)
	}

	taken := writeFile(t, "taken.csv", "20,NOU Ion\n2,ALTUL Ion\n")
	r.expect([]string{"player", "import", taken}, exitRefused, "",
		"arbiter: "+taken+" line 2: table 2 is already taken by ȘERBAN Ana\n")
	if _, ok := r.state().Player(20); ok {
		t.Error("a refused import registered table 20: an import is one transaction")
	}
	// Spaces around a cell go, a no-break space stays (docs/referee-guide.md).
	spaced := writeFile(t, "spaced.csv", " 30 , \u00a0NOU Ana  ,  CS Cluj \n")
	r.expect([]string{"player", "import", spaced}, exitOK, spaced+": 1 players registered, 0 already registered (6 in all)\n", "")
	if p, _ := r.state().Player(30); p.Name != "\u00a0NOU Ana" || p.Club != "CS Cluj" {
		t.Errorf("table 30 = %+v, want name %q, club %q", p, "\u00a0NOU Ana", "CS Cluj")
	}
	// The line named is the file's, counting its header and blank lines.
	headed := writeFile(t, "headed.csv", "table,name\n20,NOU Ion\n\n2,ALTUL Ion\n")
	r.expect([]string{"player", "import", headed}, exitRefused, "",
		"arbiter: "+headed+" line 4: table 2 is already taken by ȘERBAN Ana\n")
}

func TestNewPlayerAddCmd(t *testing.T) {
	checkFlagCases(t, newPlayerAddCmdRun, []flagCase[playerOptions]{
		{name: "Add", args: []string{"12", "ȘERBAN Ana", "--club", "CS Iași", "--id", "RO-0412", "--db", "cupa.db"},
			want: playerOptions{DB: "cupa.db", Player: arbiter.RegisterPlayer{Table: 12, Name: "ȘERBAN Ana", Club: "CS Iași", FederationID: "RO-0412"}}},
		{name: "CategorySeries", args: []string{"13", "POPESCU Ion", "--category", "seniori", "--series", "A"},
			want: playerOptions{Player: arbiter.RegisterPlayer{Table: 13, Name: "POPESCU Ion", Category: "seniori", Series: "A"}}},
		{name: "NotATable", args: []string{"0", "X"}, wantErr: `table "0" is not a table number (1, 2, …)`, wantCode: exitUsage},
		{name: "NoName", args: []string{"12"}, wantErr: "accepts 2 arg(s), received 1"},
	})
}

func TestNewPlayerEditCmd(t *testing.T) {
	checkFlagCases(t, newPlayerEditCmdRun, []flagCase[playerOptions]{
		{name: "Name", args: []string{"12", "--name", "ȘERBAN Ana-Maria"},
			want: playerOptions{Edit: arbiter.EditPlayer{Table: 12, Name: new("ȘERBAN Ana-Maria")}}},
		{name: "ClearClub", args: []string{"7", "--club", "", "--category", "veterani", "--db", "cupa.db"},
			want: playerOptions{DB: "cupa.db", Edit: arbiter.EditPlayer{Table: 7, Club: new(""), Category: new("veterani")}}},
		{name: "Nothing", args: []string{"7"},
			wantErr: "player edit 7: say what to correct: --name, --club, --id, --category or --series", wantCode: exitUsage},
		{name: "NotATable", args: []string{"x", "--name", "A"}, wantErr: `table "x" is not a table number (1, 2, …)`, wantCode: exitUsage},
	})
}

func TestNewPlayerImportCmd(t *testing.T) {
	checkFlagCases(t, newPlayerImportCmdRun, []flagCase[playerOptions]{
		{name: "File", args: []string{"players.csv", "--db", "cupa.db"}, want: playerOptions{DB: "cupa.db", File: "players.csv"}},
		{name: "NoFile", args: nil, wantErr: "accepts 1 arg(s), received 0"},
		{name: "NoClub", args: []string{"p.csv", "--club", "X"}, wantErr: "unknown flag: --club"},
	})
}

package csvimport_test

import (
	"bytes"
	"fmt"
	"runtime"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"arbiter/arbiter"
	"arbiter/arbiter/csvimport"
)

// TestPlayers reads players files: with a header naming the columns in
// any order, without one, with a spreadsheet's stray spaces; and refuses
// what cannot be a players file, naming the line.
func TestPlayers(t *testing.T) {
	tests := []struct {
		name, in string
		want     []arbiter.RegisterPlayer
		wantErr  string
	}{
		{"Header", "table,name,club,id\n1,A,B,C\n", []arbiter.RegisterPlayer{{Table: 1, Name: "A", Club: "B", FederationID: "C"}}, ""},
		{"NoHeader", "2, B \n", []arbiter.RegisterPlayer{{Table: 2, Name: "B"}}, ""},
		{"Empty", "", nil, ""},
		{"BadTable", "table,name\n1,A\nx,B\n", nil, `line 3: table "x" is not a table number (1, 2, …)`},
		{"OneColumn", "1\n", nil, "line 1: 1 columns, want table,name,club,id,category,series"},
		{"TooMany", "1,A,B,C,D,E,F\n", nil, "line 1: 7 columns, want table,name,club,id,category,series"},
		{"CategorySeries", "1,A,B,C,juniori,A\n", []arbiter.RegisterPlayer{{Table: 1, Name: "A", Club: "B", FederationID: "C", Category: "juniori", Series: "A"}}, ""},
		{"HeaderInAnyOrder", "table,series,name,Category,federation_id\n3,B,ȘERBAN Ana,veterani,RO-9\n",
			[]arbiter.RegisterPlayer{{Table: 3, Name: "ȘERBAN Ana", FederationID: "RO-9", Category: "veterani", Series: "B"}}, ""},
		{"HeaderDivision", "\uFEFFtable,name,division\n3,A,B\n", []arbiter.RegisterPlayer{{Table: 3, Name: "A", Series: "B"}}, ""},
		{"HeaderUnknownColumn", "table,name,rating\n3,A,1800\n", nil, `line 1: unknown column "rating": the columns are table, name, club, id, category, series`},
		{"HeaderTwice", "table,name,club,club\n3,A,B,C\n", nil, `line 1: column "club" given twice`},
		{"HeaderNoName", "table,club\n3,B\n", nil, "line 1: the header has no name column"},
		{"RowLongerThanHeader", "table,name\n3,A,B\n", nil, "line 2: 3 columns, want table,name"},
		{"BareQuote", "1,A\"B\n", nil, "line 1: parse error on line 1, column 4: bare \" in non-quoted-field"},
		{"Latin1", "table,name\n1,A\n2,\xAAERBAN Ana\n", nil, `line 3: "?ERBAN Ana" is not UTF-8 text: save the file as UTF-8 (in a spreadsheet: CSV UTF-8)`},
		{"Semicolons", "table;name;club;id\n1;A;B;C\n", nil, "line 1: the columns are separated by ';': separate them with commas (in a spreadsheet: CSV UTF-8, comma-delimited)"},
		{"SemicolonInName", "1,A;B\n", []arbiter.RegisterPlayer{{Table: 1, Name: "A;B"}}, ""},
		// Ordinary spaces around a cell go, quoted or not; everything else
		// is kept as written (docs/referee-guide.md, Players).
		{"SpacesAroundCells", " 4 ,  POP  Ana  , CS Iași \n5,\" RADU, Ion \"\n",
			[]arbiter.RegisterPlayer{{Table: 4, Name: "POP  Ana", Club: "CS Iași"}, {Table: 5, Name: "RADU, Ion"}}, ""},
		{"NoBreakSpaceKept", "6,\u00a0POP Ana\u00a0\n", []arbiter.RegisterPlayer{{Table: 6, Name: "\u00a0POP Ana\u00a0"}}, ""},
		{"TabKept", "7,\tPOP Ana\n", []arbiter.RegisterPlayer{{Table: 7, Name: "\tPOP Ana"}}, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, _, err := csvimport.Players(strings.NewReader(tt.in))
			if tt.wantErr != "" {
				if err == nil || err.Error() != tt.wantErr {
					t.Fatalf("csvimport.Players() error = %v, want %q", err, tt.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("csvimport.Players() (-want +got):\n%s", diff)
			}
		})
	}
}

// FuzzPlayers: any file is read or refused with a line number, never
// a panic, and every player read has a table number.
func FuzzPlayers(f *testing.F) {
	f.Add("table,name,club,id\n1,POPESCU Ion,CS Iași,RO-1\n")
	f.Add("table,series,name,category,federation_id\n3,B,ȘERBAN Ana,veterani,RO-9\n4,A\n")
	f.Add("table,name,division,division\n3,A,B,C\n")
	f.Add("1,\"A, B\"\n2,C,,\n")
	f.Add("\"\n")
	f.Fuzz(func(t *testing.T, in string) {
		players, _, err := csvimport.Players(strings.NewReader(in))
		if err != nil {
			if !strings.HasPrefix(err.Error(), "line ") {
				t.Errorf("error %q does not name a line", err)
			}
			return
		}
		for _, p := range players {
			if p.Table < 1 {
				t.Errorf("player %+v has no table", p)
			}
		}
	})
}

// TestPlayersFile: the players file written for `player import` reads
// back as the same players, names with commas, quotes, diacritics and
// inner spaces included.
func TestPlayersFile(t *testing.T) {
	players := []arbiter.RegisterPlayer{
		{Table: 1, Name: "ȘERBAN Ana-Maria", Club: "CS Iași", FederationID: "RO-0412"},
		{Table: 2, Name: "RADU, Ion", Club: `Clubul "Țara"`},
		{Table: 12, Name: "BELLÈ  Niccolò", FederationID: "IT-7"},
	}
	data := csvimport.PlayersFile(players)
	if !strings.HasPrefix(string(data), "table,name,club,id\n") {
		t.Errorf("the file starts %q, want its header", data)
	}
	got, lines, err := csvimport.Players(strings.NewReader(string(data)))
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(players, got); diff != "" || !slices.Equal(lines, []int{2, 3, 4}) {
		t.Errorf("read back on lines %v (-written +read):\n%s", lines, diff)
	}
}

// TestEndlessFile: every reader of a CSV file stops at MaxFileBytes on an
// input longer than that (one line of NUL bytes, as /dev/zero gives), with an
// error saying so, having allocated a bounded amount (a few times the
// bound: the CSV reader's buffers grow by doubling), where it took
// gigabytes before. A long file of blank lines after a good one stops there too.
func TestEndlessFile(t *testing.T) {
	zeros := make([]byte, 2*csvimport.MaxFileBytes)
	for _, tt := range []struct {
		name string
		read func() error
	}{
		{"Players", func() error { _, _, err := csvimport.Players(bytes.NewReader(zeros)); return err }},
		{"SlipRows", func() error {
			return csvimport.SlipRows(bytes.NewReader(zeros), func(int, []string) error { return nil })
		}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			var before, after runtime.MemStats
			runtime.ReadMemStats(&before)
			err := tt.read()
			runtime.ReadMemStats(&after)
			if err == nil || !strings.Contains(err.Error(), "the file is larger than 16 MiB") {
				t.Errorf("error %v, want the file is larger than 16 MiB", err)
			}
			if got := after.TotalAlloc - before.TotalAlloc; got > 10*csvimport.MaxFileBytes {
				t.Errorf("allocated %d MiB reading, want at most %d", got>>20, 10*csvimport.MaxFileBytes>>20)
			}
		})
	}
	t.Run("Lines", func(t *testing.T) {
		_, _, err := csvimport.Players(strings.NewReader("1,A\n" + strings.Repeat("\n", csvimport.MaxFileBytes)))
		if err == nil || !strings.Contains(err.Error(), "the file is larger than 16 MiB") {
			t.Errorf("error %v, want the file is larger than 16 MiB", err)
		}
	})
}

// TestPlayers_LineEnds: a players file saved with CR alone as line ends
// (an old Mac's spreadsheet) reads as with new lines, and so does one
// with CR LF; before, the CR file was one line of an unknown column.
func TestPlayers_LineEnds(t *testing.T) {
	for _, end := range []string{"\n", "\r\n", "\r"} {
		players, lines, err := csvimport.Players(strings.NewReader(strings.Join([]string{"table,name", "1,ANA", "2,ION"}, end) + end))
		if err != nil || len(players) != 2 || players[1].Name != "ION" || !slices.Equal(lines, []int{2, 3}) {
			t.Errorf("line end %q: %d players, lines %v, %v; want 2 on lines 2 and 3", end, len(players), lines, err)
		}
	}
}

// TestPlayers_TooMany: a file of more players than MaxPlayers is refused,
// naming the line past the bound; MaxPlayers players are read.
func TestPlayers_TooMany(t *testing.T) {
	file := func(n int) string {
		var b strings.Builder
		for i := 1; i <= n; i++ {
			fmt.Fprintf(&b, "%d,P%d\n", i, i)
		}
		return b.String()
	}
	if players, _, err := csvimport.Players(strings.NewReader(file(csvimport.MaxPlayers))); err != nil || len(players) != csvimport.MaxPlayers {
		t.Errorf("%d players: read %d, %v", csvimport.MaxPlayers, len(players), err)
	}
	_, _, err := csvimport.Players(strings.NewReader(file(csvimport.MaxPlayers + 1)))
	if want := "line 10001: more than 10000 players: not the players of one tournament"; err == nil || err.Error() != want {
		t.Errorf("error %v, want %q", err, want)
	}
}

// TestSlipRows_TooMany: a slips file holds at most MaxSlips slips, for
// every kind's reader: a file of one line repeated to the byte bound (a
// million lines) once took gigabytes to read, and is refused naming the
// line past the bound.
func TestSlipRows_TooMany(t *testing.T) {
	read := func(s string) (int, error) {
		n := 0
		err := csvimport.SlipRows(strings.NewReader(s), func(int, []string) error { n++; return nil })
		return n, err
	}
	line := "1,1,H4,IGNOR,28\n"
	if n, err := read(strings.Repeat(line, csvimport.MaxSlips)); err != nil || n != csvimport.MaxSlips {
		t.Errorf("%d slips: read %d, %v", csvimport.MaxSlips, n, err)
	}
	_, err := read(strings.Repeat(line, csvimport.MaxSlips+1))
	if want := fmt.Sprintf("line %d: more than %d slips: not the slips of one room", csvimport.MaxSlips+1, csvimport.MaxSlips); err == nil || err.Error() != want {
		t.Errorf("error %v, want %q", err, want)
	}
}

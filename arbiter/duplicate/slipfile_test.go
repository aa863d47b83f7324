package duplicate_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"arbiter/arbiter/duplicate"
)

// slipsFile is a slips file of round 1 with a header: table 2's second
// line corrects its first, table 3 handed in no slip.
const slipsFile = "round,table,position,word,score\n" +
	"1,1,H4,IGNOR,28\n" +
	"1,2,H4,IGNOR,30\n" +
	"1,3,,,\n" +
	"1,2,H8,IGNOR,28\n"

// TestReadSlipsFile reads slips files: no slip written in every way the messages
// suggest, Tactic's two moves and total (RULES §7.6); and refuses what
// cannot be a slip, naming the line and the field.
func TestReadSlipsFile(t *testing.T) {
	got, err := duplicate.ReadSlipsFile(strings.NewReader(slipsFile + "2,7,-,-,\n2, 8 ,H8,IGNOR\n2,9,-,,\n" +
		"3,1,H8,COLUMNA,78,I7,VAH,60,138\n3,2,H8,COLUMNA,,,,,\n3,3,H8,COLUMNA,78,,,,78\n" +
		// "-" as the position, as the messages suggest, is no slip
		// whatever the line holds after it.
		"3,4,-\n3,5,-,,28\n3,6, - ,IGNOR,28,,,,\n"))
	if err != nil {
		t.Fatal(err)
	}
	want := []duplicate.FileSlip{
		{2, duplicate.EnterSlip{Round: 1, Table: 1, Position: "H4", Word: "IGNOR", Score: "28"}},
		{3, duplicate.EnterSlip{Round: 1, Table: 2, Position: "H4", Word: "IGNOR", Score: "30"}},
		{4, duplicate.EnterSlip{Round: 1, Table: 3, None: true}},
		{5, duplicate.EnterSlip{Round: 1, Table: 2, Position: "H8", Word: "IGNOR", Score: "28"}},
		{6, duplicate.EnterSlip{Round: 2, Table: 7, None: true}},
		{7, duplicate.EnterSlip{Round: 2, Table: 8, Position: "H8", Word: "IGNOR"}},
		{8, duplicate.EnterSlip{Round: 2, Table: 9, None: true}},
		{9, duplicate.EnterSlip{Round: 3, Table: 1, Position: "H8", Word: "COLUMNA", Score: "78", Position2: "I7", Word2: "VAH", Score2: "60", Total: "138"}},
		{10, duplicate.EnterSlip{Round: 3, Table: 2, Position: "H8", Word: "COLUMNA"}},
		{11, duplicate.EnterSlip{Round: 3, Table: 3, Position: "H8", Word: "COLUMNA", Score: "78", Total: "78"}},
		{12, duplicate.EnterSlip{Round: 3, Table: 4, None: true}},
		{13, duplicate.EnterSlip{Round: 3, Table: 5, None: true}},
		{14, duplicate.EnterSlip{Round: 3, Table: 6, None: true}},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("duplicate.ReadSlipsFile() (-want +got):\n%s", diff)
	}
	for in, wantErr := range map[string]string{
		"1,1,H8\n":              "line 1: 3 columns, want round,table,position,word,score (and position2,word2,score2,total for Tactic)",
		"0,1,H8,A,1\n":          `line 1: round "0" is not a round number (1, 2, …)`,
		"1,x,H8,A,1\n":          `line 1: table "x" is not a table number (1, 2, …)`,
		"1,1,H8,A,1\n\"x\n":     "line 2: parse error on line 2, column 4: extraneous or missing \" in quoted-field",
		"1,1,H8,A,1,2,3\n":      "line 1: 7 columns, want round,table,position,word,score (and position2,word2,score2,total for Tactic)",
		"1,1,H8,A,1,I7,,,\n":    "line 1: table 1: the second word is empty: type it as written on the slip, or - as the position for no slip",
		"1,1,H8,,1\n":           "line 1: table 1: the word is empty: type it as written on the slip, or - as the position for no slip",
		"1,1,H8,A,1,I7,B,2,x\n": `line 1: table 1: total "x" is not a number: type the total in digits, or leave it out for a slip without a total`,
		"1;1;H8;A;1\n":          "line 1: the columns are separated by ';': separate them with commas (in a spreadsheet: CSV UTF-8, comma-delimited)",
		"1,1,H8,A,6O\n":         `line 1: table 1: score "6O" is not a number: type the score in digits, or leave it out for a slip without a score`,
	} {
		if _, err := duplicate.ReadSlipsFile(strings.NewReader(in)); err == nil || err.Error() != wantErr {
			t.Errorf("duplicate.ReadSlipsFile(%q) error = %v, want %q", in, err, wantErr)
		}
	}
}

// FuzzReadSlipsFile: any file is read or refused with a line number, never a
// panic; every slip read has a round and a table, and a slip with a word
// has a position.
func FuzzReadSlipsFile(f *testing.F) {
	f.Add(slipsFile)
	f.Add("1,2,,-,\n")
	f.Add("1,1,\"H8\",\"ZE\"\"F\",9\n")
	f.Fuzz(func(t *testing.T, in string) {
		slips, err := duplicate.ReadSlipsFile(strings.NewReader(in))
		if err != nil {
			if !strings.HasPrefix(err.Error(), "line ") {
				t.Errorf("error %q does not name a line", err)
			}
			return
		}
		for _, s := range slips {
			if s.Round < 1 || s.Table < 1 || (!s.None && (s.Word == "" && s.Position == "")) {
				t.Errorf("line %d read as %+v", s.Line, s.EnterSlip)
			}
		}
	})
}

// TestBatched: a file's slips are recorded one round a batch, in round
// order, the last slip of a player and round counting, each command with
// the line it was read from.
func TestBatched(t *testing.T) {
	slips, err := duplicate.ReadSlipsFile(strings.NewReader(slipsFile + "2,1,-\n1,4,-\n"))
	if err != nil {
		t.Fatal(err)
	}
	cmds, lines := make([]duplicate.EnterSlip, len(slips)), make([]int, len(slips))
	for i, s := range slips {
		cmds[i], lines[i] = s.EnterSlip, s.Line
	}
	f := duplicate.Batched(cmds, lines)
	if len(f.Batches) != 2 || f.Rounds != 2 || f.Slips() != 5 {
		t.Fatalf("%d batches for %d rounds, %d slips; want 2, 2, 5", len(f.Batches), f.Rounds, f.Slips())
	}
	var tables []int
	for _, c := range f.Batches[0] {
		tables = append(tables, c.(duplicate.EnterSlip).Table)
	}
	if !slices.Equal(tables, []int{1, 3, 2, 4}) || !slices.Equal(f.Lines[0], []int{2, 4, 5, 7}) || !slices.Equal(f.Lines[1], []int{6}) {
		t.Errorf("round 1's tables %v from lines %v, round 2's lines %v; want 1, 3, 2, 4 from 2, 4, 5, 7 and 6", tables, f.Lines[0], f.Lines[1])
	}
	if got := f.Line(4); got != 6 {
		t.Errorf("the fifth command's line: %d, want 6", got)
	}
	if c := f.Batches[0][2].(duplicate.EnterSlip); c.Score != "28" {
		t.Errorf("table 2's slip %+v, want its second line's", c)
	}
}

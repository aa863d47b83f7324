package arbiter

import (
	"bytes"
	"math"
	"reflect"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// everyFieldSlip is a slip of which every field, and every field of its
// verdict and of the moves it holds, is set, each to another value: a
// field added to Slip or Verdict and left out of the snapshot's records
// does not come back from them.
func everyFieldSlip(n *int) Slip {
	var s Slip
	setNonZero(reflect.ValueOf(&s).Elem(), n)
	return s
}

// slipsGame is a game of three rounds: one whose slips are every field
// set, at several tables, a table with two entries, the extreme numbers
// and two slips of the same move and strings; one without slips; one
// whose map of slips is nil.
func slipsGame() Game {
	n := 0
	a, b, c, d := everyFieldSlip(&n), everyFieldSlip(&n), everyFieldSlip(&n), everyFieldSlip(&n)
	c.Verdict.Real, c.Verdict.Credited = math.MinInt, math.MaxInt
	same := a
	same.Verdict.Move = new(*a.Verdict.Move)
	r1 := Round{Number: 1, Slips: map[int][]Slip{-4: {c}, 7: {a, b}, 12: {d}, 30: {same}}}
	return Game{Number: 1, Rounds: []Round{r1, {Number: 2, Slips: map[int][]Slip{}}, {Number: 3}}}
}

// TestSnapshot_EverySlipField writes a game whose slips have every field
// of Slip and Verdict set (by reflection) and reads it back deeply equal,
// each slip with its own copy of its moves, and empty and nil maps of
// slips as they were.
func TestSnapshot_EverySlipField(t *testing.T) {
	g := slipsGame()
	lines := mustAppendGame(t, g)
	got, err := decodeGame(lines[1:], 1)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got, g) {
		t.Fatalf("the game read back differs (-written +read):\n%s", cmp.Diff(g, got, cmp.Exporter(func(reflect.Type) bool { return true })))
	}
	if a, same := got.Rounds[0].Slips[7][0].Verdict.Move, got.Rounds[0].Slips[30][0].Verdict.Move; a == same {
		t.Errorf("two slips read back share a move")
	}
	if again := mustAppendGame(t, got); !bytes.Equal(again, lines) {
		t.Errorf("the game read back is written otherwise:\n%s\n%s", lines, again)
	}
}

// TestSnapshot_BadSlipRecords: a round line whose slip records are not
// as written is refused with an error naming the slip and what is wrong
// with it, never a panic nor slips made up.
func TestSnapshot_BadSlipRecords(t *testing.T) {
	g := slipsGame()
	g.Rounds = g.Rounds[:1]
	lines := string(mustAppendGame(t, g)[1:])
	gameText, round, _ := strings.Cut(lines, "\n")
	records, text, _ := strings.Cut(round, " ")
	first, _, _ := strings.Cut(records, ";")
	fields := strings.Split(first, ",")
	with := func(i int, v string) string {
		f := append([]string(nil), fields...)
		f[i] = v
		return strings.Join(f, ",")
	}
	for _, tc := range []struct{ records, want string }{
		{"x", "slip 1: table: not a number"},
		{first + ",", "slip 1: end: ',' after its last number"},
		{first[:strings.LastIndexByte(first, ',')], "slip 1: warning: missing"},
		{first + ";-1" + first[strings.IndexByte(first, ','):], "slip 2: table: tables out of order"},
		{with(0, "007"), `slip 1: table: "007" is not written as a number is`},
		{with(0, "-0"), `slip 1: table: "-0" is not written as a number is`},
		{with(0, "99999999999999999999"), "slip 1: table: out of range"},
		{with(3, "999"), "slip 1: position: string 999 is not among"},
		{with(10, "8"), "slip 1: flags: 8 holds unknown flags"},
		{with(19, "9"), "slip 1: move: move 9 is not among"},
		{with(20, "-1"), "slip 1: second: move -1 is not among"},
		{with(21, "-3"), "slip 1: warnings: -3 warnings"},
		{with(21, "99999"), "slip 1: warnings: 99999 warnings"},
		{with(22, "+1"), "slip 1: warning: not a number"},
		{first + ";", "slip 2: table: not a number"},
	} {
		_, err := decodeGame([]byte(gameText+"\n"+tc.records+" "+text), 1)
		if err == nil || !strings.Contains(err.Error(), "game 1: round 1: "+tc.want) {
			t.Errorf("records %q: error %v, want %q", tc.records, err, tc.want)
		}
	}
	for _, tc := range []struct{ line, want string }{
		{records + text, "round 1: no space after the slips"},
		{records + " " + strings.Replace(text, `"Slips":{}`, `"Slips":null`, 1), "round 1 has slip records and no slips"},
		{records + " " + strings.Replace(text, `"Slips":{}`, `"Slips":{"3":[{}]}`, 1), "round 1 holds slips outside its records"},
	} {
		if _, err := decodeGame([]byte(gameText+"\n"+tc.line), 1); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("line %.60q…: error %v, want %q", tc.line, err, tc.want)
		}
	}
}

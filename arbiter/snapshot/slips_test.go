package snapshot

import (
	"bytes"
	"math"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"arbiter/arbiter"
)

// everyFieldSlip is a slip of which every field, and every field of its
// verdict and of the moves it holds, is set, each to another value: a
// field added to Slip or Verdict and left out of the snapshot's records
// does not come back from them.
func everyFieldSlip(n *int) arbiter.Slip {
	var s arbiter.Slip
	setNonZero(reflect.ValueOf(&s).Elem(), n)
	return s
}

// slipsGame is a game of three rounds: one whose slips are every field
// set, at several tables, a table with two entries, the extreme numbers
// and two slips of the same move and strings; one without slips; one
// whose map of slips is nil.
func slipsGame() arbiter.Game {
	n := 0
	a, b, c, d := everyFieldSlip(&n), everyFieldSlip(&n), everyFieldSlip(&n), everyFieldSlip(&n)
	c.Verdict.Real, c.Verdict.Credited = math.MinInt, math.MaxInt
	same := a
	same.Verdict.Move = new(*a.Verdict.Move)
	r1 := arbiter.Round{Number: 1, Slips: map[int][]arbiter.Slip{-4: {c}, 7: {a, b}, 12: {d}, 30: {same}}}
	return arbiter.Game{Number: 1, Rounds: []arbiter.Round{r1, {Number: 2, Slips: map[int][]arbiter.Slip{}}, {Number: 3}}}
}

// mustAppendGame is appendGame of g, failing tb on an error.
func mustAppendGame(tb testing.TB, g arbiter.Game) []byte {
	tb.Helper()
	out, err := appendGame(nil, g, nil)
	if err != nil {
		tb.Fatal(err)
	}
	return out
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
	// Each round keeps the lines it was read from, its tally's and its
	// slips'; without them, the game is written again by the encoder, not
	// copied.
	read := bytes.Split(lines[1:], []byte{'\n'})[1:]
	for i := range got.Rounds {
		if want := bytes.Join(read[2*i:2*i+2], []byte{'\n'}); !bytes.Equal(got.Rounds[i].Encoded, want) {
			t.Fatalf("round %d keeps %q, not the lines it was read from", i+1, got.Rounds[i].Encoded)
		}
		got.Rounds[i].Encoded = nil
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

// TestSnapshot_BadSlipRecords: a round line whose records of slips or
// moves are not as written is refused with an error naming the slip or
// move and what is wrong with it, never a panic nor slips made up.
func TestSnapshot_BadSlipRecords(t *testing.T) {
	g := slipsGame()
	g.Rounds = g.Rounds[:1]
	lines := string(mustAppendGame(t, g)[1:])
	gameText, rest, _ := strings.Cut(lines, "\n")
	tally, round, _ := strings.Cut(rest, "\n")
	parts := strings.SplitN(round, " ", 3)
	slips, moves, text := parts[0], parts[1], parts[2]
	slip, _, _ := strings.Cut(slips, ";")
	move, _, _ := strings.Cut(moves, ";")
	// with returns record with its number i set to v.
	with := func(record string, i int, v string) string {
		f := strings.Split(record, ",")
		f[i] = v
		return strings.Join(f, ",")
	}
	moveFlags, _ := strconv.Atoi(strings.Split(move, ",")[5])
	for _, tc := range []struct{ slips, moves, want string }{
		{"x", moves, "slip 1: table: not a number"},
		{slip + ",", moves, "slip 1: end: ',' after its last number"},
		{slip[:strings.LastIndexByte(slip, ',')], moves, "slip 1: warning: missing"},
		{slip + ";-1" + slip[strings.IndexByte(slip, ','):], moves, "slip 2: table: tables out of order"},
		{with(slip, 0, "007"), moves, `slip 1: table: "007" is not written as a number is`},
		{with(slip, 0, "-0"), moves, `slip 1: table: "-0" is not written as a number is`},
		{with(slip, 0, "99999999999999999999"), moves, "slip 1: table: out of range"},
		{with(slip, 3, "999"), moves, "slip 1: position: string 999 is not among"},
		{with(slip, 10, "16"), moves, "slip 1: flags: 16 holds unknown flags"},
		{with(slip, 19, "9"), moves, "slip 1: move: move 9 is not among"},
		{with(slip, 20, "-1"), moves, "slip 1: second: move -1 is not among"},
		{with(slip, 21, "-3"), moves, "slip 1: warnings: -3 warnings"},
		{with(slip, 21, "99999"), moves, "slip 1: warnings: 99999 warnings"},
		{with(slip, 22, "+1"), moves, "slip 1: warning: not a number"},
		{slip + ";", moves, "slip 2: table: not a number"},
		{slips, with(move, 2, "256"), "move 1: direction: 256 is not a byte"},
		{slips, with(move, 3, "999"), "move 1: word: string 999 is not among"},
		{slips, with(move, 5, "16"), "move 1: flags: 16 holds unknown flags"},
		{slips, with(move, 5, strconv.Itoa(moveFlags|moveNilPlaced)), "move 1: placed: 2 placed in a nil list"},
		{slips, with(move, 9, "-1"), "move 1: tile: -1 is not a byte"},
		{slips, move + ",1", "move 1: end: ',' after its last number"},
		{slips, "", "slip 1: move: move 1 is not among the 0 moves"},
		{"", moves, "round 1 has moves and no slips"},
	} {
		_, err := decodeGame([]byte(gameText+"\n"+tally+"\n"+tc.slips+" "+tc.moves+" "+text), 1)
		if err == nil || !strings.HasPrefix(err.Error(), "snapshot: game 1: round 1") || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("slips %.40q… moves %.40q…: error %v, want %q", tc.slips, tc.moves, err, tc.want)
		}
	}
	for _, tc := range []struct{ line, want string }{
		{tally + "\n" + slips + moves + text, "round 1: no space after the slips and their moves"},
		{tally + "\n" + slips + " " + moves + " " + strings.Replace(text, `"Slips":{}`, `"Slips":null`, 1), "round 1 has slip records and no slips"},
		{tally + "\n" + slips + " " + moves + " " + strings.Replace(text, `"Slips":{}`, `"Slips":{"3":[{}]}`, 1), "round 1 holds slips outside its records"},
		{"x\n" + round, "round 1: tally 1: flags: not a number"},
		{"2," + tally[2:] + "\n" + round, "round 1: tally 1: flags: 2 holds unknown flags"},
		{tally + ";1,0,0,0\n" + round, "round 1: its tally is not its slips'"},
		{tally + ";0,0,0,0\n" + round, "tables out of order"},
		{tally + " " + round, "round 1 has one line of two"},
		{"@" + strings.Repeat("0", 64) + "\n" + round, "round 1 was left unread"},
	} {
		if _, err := decodeGame([]byte(gameText+"\n"+tc.line), 1); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("line %.60q…: error %v, want %q", tc.line, err, tc.want)
		}
	}
}

// TestSlipReader_Numbers reads every record of up to five characters of
// digits, signs, commas and another byte, number by number, and checks
// each number, where it ends and whether it is refused against a reader
// built on strconv: a number is as strconv.Itoa writes it, nothing else.
func TestSlipReader_Numbers(t *testing.T) {
	const alphabet = "0159-,x"
	// want is what the first number of data reads as, where it ends, and
	// whether it is refused.
	want := func(data string) (int, int, bool) {
		end := 0
		if end < len(data) && data[end] == '-' {
			end++
		}
		for end < len(data) && '0' <= data[end] && data[end] <= '9' {
			end++
		}
		n, err := strconv.Atoi(data[:end])
		return n, end, err != nil || strconv.Itoa(n) != data[:end]
	}
	var records func(prefix string, left int)
	records = func(prefix string, left int) {
		r := slipReader{data: []byte(prefix), first: true}
		n := r.num("number")
		wantN, wantEnd, refused := want(prefix)
		if refused != (r.err != nil) || !refused && (n != wantN || r.pos != wantEnd) {
			t.Errorf("%q: read %d up to %d (%v), want %d up to %d (refused: %v)", prefix, n, r.pos, r.err, wantN, wantEnd, refused)
		}
		if left > 0 {
			for _, c := range []byte(alphabet) {
				records(prefix+string(c), left-1)
			}
		}
	}
	records("", 5)
}

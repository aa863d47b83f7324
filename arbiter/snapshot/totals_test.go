package snapshot

import (
	"bytes"
	"encoding/json"
	"fmt"
	"reflect"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"arbiter/arbiter"
)

// TestPlayerLines_RoundTrip: the players' totals of a game, negative
// totals, eliminations and games without rounds included, read back as
// written; what is not such records is refused, naming the player.
func TestPlayerLines_RoundTrip(t *testing.T) {
	lines := playerLines{
		{Total: 131, Score: 120, Tops: 2, Solos: 1, SoloBonus: 11, Warnings: 1, Penalty: 0, RoomTops: 3, TopsCounted: 3, TopField: 17, TopPoints: 140, Nets: []int{60, 0, 71}},
		{Total: -5, Score: 0, Warnings: 2, Penalty: 5, Eliminated: true, Nets: []int{0, -5, 0}},
		{Nets: []int{}},
	}
	data, err := json.Marshal(lines)
	if err != nil {
		t.Fatal(err)
	}
	if want := `"131,120,2,1,11,1,0,3,3,17,140,0,60,0,71;-5,0,0,0,0,2,5,0,0,0,0,1,0,-5,0;0,0,0,0,0,0,0,0,0,0,0,0"`; string(data) != want {
		t.Errorf("written %s, want %s", data, want)
	}
	var got playerLines
	if err := json.Unmarshal(data, &got); err != nil || !reflect.DeepEqual(got, lines) {
		t.Fatalf("read back %+v (%v), want %+v", got, err, lines)
	}
	for _, bad := range []string{`"1,2"`, `"0,0,0,0,0,0,0,0,0,0,0,2"`, `"0,0,0,0,0,0,0,0,0,0,0,0;x"`, `12`} {
		if err := json.Unmarshal([]byte(bad), &got); err == nil || bad != `12` && !strings.Contains(err.Error(), "player") {
			t.Errorf("%s read as totals: %v", bad, err)
		}
	}
}

// FuzzPlayerLines: the players' totals read from any string are the
// numbers strings.Split and strconv.Atoi read of it, and a string they
// refuse, or whose records are not totals, is refused with the same
// error.
func FuzzPlayerLines(f *testing.F) {
	f.Add("131,120,2,1,11,1,0,3,3,17,140,0,60,0,71;-5,0,0,0,0,2,5,0,0,0,0,1,0,-5,0")
	f.Add("0,0,0,0,0,0,0,0,0,0,0,0;x")
	f.Add("+1,-0,007,0,0,0,0,0,0,0,0,1,99999999999999999999")
	f.Add("1,2,3,4,5,6,7,8,9,10,11,0,-9223372036854775808;;")
	f.Fuzz(func(t *testing.T, text string) {
		if !utf8.ValidString(text) {
			t.Skip() // a JSON string holds text
		}
		data, err := json.Marshal(text)
		if err != nil {
			t.Fatal(err)
		}
		var got playerLines
		err = got.UnmarshalJSON(data)
		want, wantErr := splitPlayerLines(text)
		if (err == nil) != (wantErr == nil) || err != nil && err.Error() != wantErr.Error() {
			t.Fatalf("%q: error %v, want %v", text, err, wantErr)
		}
		if err != nil {
			return
		}
		if len(got) != len(want) {
			t.Fatalf("%q: %d players, want %d", text, len(got), len(want))
		}
		for i := range got {
			var nums []int
			for _, f := range fields(&got[i]) {
				nums = append(nums, *f)
			}
			nums = append(nums, map[bool]int{false: 0, true: 1}[got[i].Eliminated])
			if nums = append(nums, got[i].Nets...); !reflect.DeepEqual(nums, want[i]) {
				t.Fatalf("%q: player %d read as %v, want %v", text, i+1, nums, want[i])
			}
		}
	})
}

// splitPlayerLines reads the numbers of each record of text as a slow
// reader would, with the errors of playerLines.
func splitPlayerLines(text string) ([][]int, error) {
	if text == "" {
		return nil, nil
	}
	count := len(fields(&arbiter.PlayerTotals{}))
	var out [][]int
	for i, rec := range strings.Split(text, ";") {
		var nums []int
		for _, f := range strings.Split(rec, ",") {
			n, err := strconv.Atoi(f)
			if err != nil {
				return nil, fmt.Errorf("player %d: %q is not a number", i+1, f)
			}
			nums = append(nums, n)
		}
		if len(nums) <= count || nums[count] < 0 || nums[count] > 1 {
			return nil, fmt.Errorf("player %d: %d numbers, not totals", i+1, len(nums))
		}
		out = append(out, nums)
	}
	return out, nil
}

// TestKeptTotals_ReadApart: the totals a finished game's line keeps read
// back as they were written, the line left as it is; with escapes in the
// players' records (a line written by another encoder) the same; damaged
// records refused, naming the game and the player.
func TestKeptTotals_ReadApart(t *testing.T) {
	want := &arbiter.GameTotals{Key: "key", TopTotal: 931, Players: []arbiter.PlayerTotals{
		{Total: 131, Score: 120, Tops: 2, Solos: 1, SoloBonus: 11, Warnings: 1, RoomTops: 3, TopsCounted: 3, TopField: 17, TopPoints: 140, Nets: []int{60, 0, 71}},
		{Total: -5, Warnings: 2, Penalty: 5, Eliminated: true, Nets: []int{0, -5, 0}},
	}}
	g := arbiter.Game{Number: 1, Seed: 7, Warnings: []arbiter.WarningGiven{{Table: 2, Round: 2, Kind: arbiter.Disciplinary}}}
	lines, err := appendGame(nil, g, want)
	if err != nil {
		t.Fatal(err)
	}
	line := lines[1:]
	kept := bytes.Clone(line)
	got, _, err := keptTotals(line, 1)
	if err != nil || !reflect.DeepEqual(got, want) || !bytes.Equal(line, kept) {
		t.Fatalf("read back %+v (%v), want %+v; the line changed: %v", got, err, want, !bytes.Equal(line, kept))
	}
	k := bytes.LastIndex(line, []byte(`"players":"`)) + len(`"players":"`)
	escaped := append(bytes.Clone(line[:k]), bytes.Replace(line[k:], []byte(`;`), []byte(`\u003b`), 1)...)
	if got, _, err := keptTotals(escaped, 1); err != nil || !reflect.DeepEqual(got, want) || len(escaped) != len(line)+5 {
		t.Errorf("escaped records read back %+v (%v), want %+v", got, err, want)
	}
	damaged := append(append(bytes.Clone(line[:k]), "0,0;1,x"...), line[bytes.IndexByte(line[k:], '"')+k:]...)
	if _, _, err := keptTotals(damaged, 2); err == nil || arbiter.ErrorCode(err) != arbiter.EStorage || !strings.Contains(err.Error(), `game 2: snapshot: player 1: 2 numbers, not totals`) {
		t.Errorf("damaged records: %v", err)
	}
}

package arbiter

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"
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

package room

import (
	"encoding/json"
	"testing"

	"arbiter/arbiter"
)

// TestTopView_Solos: the announced top names each solo of a round that has
// several (one a centre, in a tournament merged with solos by centre: RULES
// §6); with one, its JSON is as before, without a solos list.
func TestTopView_Solos(t *testing.T) {
	one := arbiter.RoundSummary{Round: 3, SoloTable: 12, SoloBonus: 2,
		Solos: []arbiter.Solo{{Table: 12, Name: "POPESCU Ion", Centre: "cluj", Bonus: 2}},
		Slips: []arbiter.SlipLine{{Table: 12, Name: "POPESCU Ion"}}}
	data, err := json.Marshal(topView(&one))
	if err != nil {
		t.Fatal(err)
	}
	if want := `{"round":3,"position":"","word":"","score":0,"best":0,"solo_table":12,"solo_name":"POPESCU Ion","solo_bonus":2}`; string(data) != want {
		t.Errorf("one solo: %s, want %s", data, want)
	}
	two := one
	two.Solos = append([]arbiter.Solo{{Table: 2, Name: "STAN Radu", Centre: "iasi", Bonus: 1}}, one.Solos...)
	got := topView(&two).Solos
	if len(got) != 2 || got[0] != (SoloView{Table: 2, Name: "STAN Radu", Centre: "iasi", Bonus: 1}) || got[1] != (SoloView{Table: 12, Name: "POPESCU Ion", Centre: "cluj", Bonus: 2}) {
		t.Errorf("two solos: %+v", got)
	}
}

package anticipation

import "testing"

// onBoard returns OnBoard of every move of res, round by round.
func onBoard(res Result) [][]bool {
	out := make([][]bool, len(res.Rounds))
	for i, rr := range res.Rounds {
		for _, mr := range rr.Moves {
			out[i] = append(out[i], mr.OnBoard)
		}
	}
	return out
}

// RULES §8.5, §8.7: the control grid shows the player's board, every move
// placed and not withdrawn. "Anulez turul 1" withdraws BAR and ARAB, which
// rests on it; LEU stays. RAB, not a word, stays laid and so does ARE built
// on it; BAR written with a B the group lacks places nothing.
func TestOnBoard_WhatTheControlGridShows(t *testing.T) {
	rs := judge(t).RS
	tests := []struct {
		name  string
		sheet Sheet
		want  [][]bool
	}{
		{"cancelled and cascade withdrawn", Sheet{Form: Classic, Groups: groups(t, rs, "AL", "BRDEIOS", "AARNOST", "EUIMNOP", "AEGINRT"),
			Rounds: []Slip{
				{Group: 2, Moves: []Written{mv("H8", "AL", 4), mv("8G", "BAR", 11)}, Total: total(15)},
				{Group: 3, Moves: []Written{mv("G5", "ARAB", 13)}},
				{Group: 4, Moves: []Written{mv("9H", "LEU", 7)}},
				{Group: 5, Cancel: []int{1}, Pass: true},
			}}, [][]bool{{true, false}, {false}, {true}, nil}},
		{"invalid stays laid", Sheet{Form: Classic, Groups: groups(t, rs, "AL", "BRDEIOS", "AARNOST", "AEINOPT"),
			Rounds: []Slip{
				{Group: 2, Moves: []Written{mv("H8", "AL", 4), mv("8G", "BAR", 11)}, Total: total(15)},
				{Group: 3, Moves: []Written{mv("G6", "RAB", 11)}},
				{Group: 4, Moves: []Written{mv("6F", "ARE", 5)}},
			}}, [][]bool{{true, true}, {true}, {true}}},
		{"letter outside the group places nothing", Sheet{Form: Classic, Groups: groups(t, rs, "AL", "DEIOSTU"),
			Rounds: []Slip{
				{Group: 2, Moves: []Written{mv("H8", "AL", 4), mv("8G", "BAR", 11)}, Total: total(15)},
			}}, [][]bool{{true, false}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := onBoard(adjudicate(t, tt.sheet))
			for i := range tt.want {
				if len(got[i]) != len(tt.want[i]) {
					t.Fatalf("round %d: %v, want %v", i+1, got[i], tt.want[i])
				}
				for j := range tt.want[i] {
					if got[i][j] != tt.want[i][j] {
						t.Errorf("round %d move %d: on board %v, want %v", i+1, j+1, got[i][j], tt.want[i][j])
					}
				}
			}
		})
	}
}

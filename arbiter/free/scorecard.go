package free

// ScorecardRow is one round of a player's scorecard: the round's outcome,
// as the crosstable has it, and the player's wins (in halves) and spread
// over the rounds up to it.
type ScorecardRow struct {
	Cell
	// Points2 and Spread, the cell's own, are the round's; RunningPoints2
	// and RunningSpread add up every round that counted so far.
	RunningPoints2 int `json:"running_points2"`
	RunningSpread  int `json:"running_spread"`
}

// Scorecard is a player's rounds of the event, one row per round.
type Scorecard struct {
	Player    int            `json:"player"`
	Name      string         `json:"name"`
	Withdrawn bool           `json:"withdrawn,omitempty"`
	Rows      []ScorecardRow `json:"rounds"`
}

// Scorecards returns every player's scorecard after rounds 1…after, in
// the players' order by number: their opponent, start or reply, the two
// scores and the result of each round, with the wins and spread so far
// (RULES §10.2). A round paired without a result yet adds nothing.
func Scorecards(s State, after int) []Scorecard {
	lines := Crosstable(s, after)
	out := make([]Scorecard, len(lines))
	for i, l := range lines {
		card := Scorecard{Player: l.Player, Name: l.Name, Withdrawn: s.Players[i].Out != 0, Rows: make([]ScorecardRow, len(l.Cells))}
		points2, spread := 0, 0
		for j, c := range l.Cells {
			if c.Played {
				points2 += c.Points2
				spread += c.Spread
			}
			card.Rows[j] = ScorecardRow{Cell: c, RunningPoints2: points2, RunningSpread: spread}
		}
		out[i] = card
	}
	return out
}

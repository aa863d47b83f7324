package prepared

import (
	"arbiter/draw"
	"arbiter/scoring"
)

// Sheet is a prepared game as `game prepare` prints it and its file
// carries: each round's rack, top and totals, the racks rejected on the way
// and how the game ended.
type Sheet struct {
	Rules string `json:"rules"`
	Seed  uint64 `json:"seed"`
	// Variant is the kind of game (RULES §7), omitted for the classic game;
	// FixedOrder Tactic's imposed order.
	Variant    scoring.Variant `json:"variant,omitempty"`
	FixedOrder bool            `json:"fixed_order,omitempty"`
	Rounds     []Round         `json:"rounds"`
	End        draw.End        `json:"end"`
	EndText    string          `json:"end_text"`
	// Rejected lists the racks rejected in the draw that ended the game.
	Rejected []Rejection `json:"rejected,omitempty"`
	Total    int         `json:"total"`
}

// Round is one round of a prepared game.
type Round struct {
	Round    int           `json:"round"`
	Rejected []Rejection   `json:"rejected,omitempty"`
	Waived   []draw.Reason `json:"waived,omitempty"`
	Rack     string        `json:"rack"` // announcement form: remainder + new letters
	// Rack2 is Tactic's second group, in announcement form.
	Rack2    string `json:"rack2,omitempty"`
	Position string `json:"position"`
	Word     string `json:"word"`
	// Chosen is the letters the top takes from the stock, Returned the
	// letter given up for them (RULES §7).
	Chosen   string `json:"chosen,omitempty"`
	Returned string `json:"returned,omitempty"`
	// Position2 and Word2 are Tactic's second move, Score2 its score;
	// Rack2First says that the first move is made with the second group.
	Rack2First bool   `json:"rack2_first,omitempty"`
	Position2  string `json:"position2,omitempty"`
	Word2      string `json:"word2,omitempty"`
	Score2     int    `json:"score2,omitempty"`
	// Score is the round's score: both moves' in Tactic.
	Score int `json:"score"`
	Total int `json:"total"`
}

// Rejection is a rack put back in the bag.
type Rejection struct {
	Rack   string      `json:"rack"`
	Reason draw.Reason `json:"reason"`
	Text   string      `json:"text"`
	// Group is the Tactic group put back (1 or 2), else 0.
	Group int `json:"group,omitempty"`
}

// NewSheet turns a prepared game into its printed form, positions in rs's
// labelling.
func NewSheet(rs *scoring.RuleSet, g draw.Game) Sheet {
	s := Sheet{Rules: rs.Name, Seed: g.Seed, Variant: g.Variant, FixedOrder: g.FixedOrder,
		End: g.Ending.End, EndText: g.Ending.EndText, Rejected: rejections(g.Ending.Rejected), Total: g.Total}
	for _, r := range g.Rounds {
		round := Round{
			Round:    r.Draw.Round,
			Rejected: rejections(r.Draw.Rejected),
			Waived:   r.Draw.Waived,
			Rack:     draw.Announce(r.Draw.Remainder, r.Draw.New),
			Position: rs.FormatPosition(r.Move.Pos),
			Word:     r.Move.Word,
			Chosen:   r.Top.Chosen,
			Score:    r.Move.Score,
			Total:    r.Total,
		}
		if r.Top.Returned != 0 {
			round.Returned = string(r.Top.Returned)
		}
		if r.Draw.Rack2.Len() > 0 {
			round.Rack2 = draw.Announce(r.Draw.Remainder2, r.Draw.New2)
		}
		if len(r.Top.Moves) > 1 {
			second := r.Top.Moves[1]
			round.Position2, round.Word2, round.Score2 = rs.FormatPosition(second.Pos), second.Word, second.Score
			round.Rack2First = r.Top.Rack2First
			round.Score += second.Score
		}
		s.Rounds = append(s.Rounds, round)
	}
	return s
}

// rejections is the printed form of racks put back in the bag.
func rejections(rs []draw.Rejection) []Rejection {
	var out []Rejection
	for _, r := range rs {
		out = append(out, Rejection{Rack: draw.Announce(r.Remainder, r.New), Reason: r.Reason, Text: r.Text, Group: r.Group})
	}
	return out
}

package reports

import (
	"fmt"
	"strings"

	"arbiter/arbiter/anticipation"
	"arbiter/scoring"
)

// RoomCard is a player's card as a kind makes it itself, as the room's
// phones show it: each round as written and adjudicated, and what the
// rounds add up to.
type RoomCard struct {
	Rounds         []RoomCardRound
	Score, Penalty int
}

// RoomCardRound is one round of a [RoomCard]: what was written, what the
// round counts, the sentence that says why, and whether a move was
// refused or a warning given.
type RoomCardRound struct {
	Round, Score, Penalty int
	Written, Verdict      string
	Refused, Warning      bool
}

// RoomCardOf returns the card of the player at table from cards, the
// game's cards as its kind makes them ([arbiter.SheetMaker]'s "card"), in
// the words of rs: an empty card for a table that has none.
func RoomCardOf(rs *scoring.RuleSet, cards any, table int) (RoomCard, error) {
	c, ok := cards.(anticipation.Cards)
	if !ok {
		return RoomCard{}, fmt.Errorf("no room card of a sheet of %T", cards)
	}
	out := RoomCard{Rounds: []RoomCardRound{}}
	for _, s := range c.Sheets {
		if s.Table != table {
			continue
		}
		out.Score, out.Penalty = s.Result.Score, s.Result.Penalty
		for _, rr := range s.Result.Rounds {
			line := RoomCardRound{Round: rr.Round, Score: rr.Score, Penalty: rr.Penalty, Verdict: AnticipationRoundText(rs, rr), Warning: len(rr.Warnings) > 0}
			var written []string
			for _, m := range rr.Moves {
				written = append(written, strings.TrimSpace(m.Written.Position+" "+m.Written.Word))
				line.Refused = line.Refused || m.Status != anticipation.StatusValid
			}
			line.Written = strings.Join(written, "; ")
			out.Rounds = append(out.Rounds, line)
		}
	}
	return out, nil
}

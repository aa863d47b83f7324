package arbiter

import (
	"cmp"
	"slices"
)

// Notice is what the referee tells a player of a round on the warning form
// (seed 004, "Avertizarea jucatorilor cu depuneri anulate": the players
// whose move was annulled are warned on a special form as soon as
// possible): the player's slip and what it earned, and why.
type Notice struct {
	Player Player
	// Line is the player's line of the round (slip, verdict, score credited,
	// technical warning).
	Line CardRound
	// Zero is set when the slip was annulled (scored 0: refused, no slip
	// handed in, or the top it matched found invalid, RULES §4.5).
	Zero bool
	// Warnings are the technical warnings the referee gave the player in
	// the round (RULES §6), besides the one the slip's verdict carries.
	Warnings []WarningGiven
}

// Notices returns the notices of round r of game n, in table order: one per
// Player with an entered slip that scored zero, or with a technical warning
// in the round. A cancelled round has none.
func (s *State) Notices(n, r int) ([]Notice, error) {
	g, err := s.playedGame(n)
	if err != nil {
		return nil, err
	}
	round := g.Round(r)
	if round == nil {
		return nil, Errorf(ENotFound, "game %d has no round %d (%d rounds played)", n, r, len(g.Rounds))
	}
	var out []Notice
	for i, c := range s.cards(g) {
		line := c.Rounds[r-1]
		if line.Cancelled {
			continue
		}
		nt := Notice{Player: s.Players[i], Line: line, Zero: line.Entries > 0 && line.Score == 0}
		for _, w := range g.Warnings {
			if w.Table == nt.Player.Table && w.Round == r && w.Kind == Technical {
				nt.Warnings = append(nt.Warnings, w)
			}
		}
		if nt.Zero || line.Technical > 0 {
			out = append(out, nt)
		}
	}
	slices.SortFunc(out, func(a, b Notice) int { return cmp.Compare(a.Player.Table, b.Player.Table) })
	return out, nil
}

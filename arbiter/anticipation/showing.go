package anticipation

import (
	"time"

	"arbiter/arbiter"
	"arbiter/scoring"
)

// Showing says what the room shows of g, an Anticipation game (RULES §8):
// while a round is played, the group it plays as announced (round 1:
// group 1, then the group of 7; Avocalica: consonants and jokers, §8.8;
// oarba: the number only, each player playing their own group, §8.10)
// and the round's clock (§8.6); the standings between rounds and after
// the game. A slip is a round of the sheet (§8.4), of two moves in round 1.
func (discipline) Showing(s *arbiter.State, g *arbiter.Game, _ time.Time) arbiter.Showing {
	sh := arbiter.Showing{Rounds: NumRounds, Slip: arbiter.SlipShowing{Sheet: true}}
	a, ok := GameOf(g)
	cur := g.Current()
	if !ok || cur == nil {
		return sh
	}
	played, ok := a.Round(len(g.Rounds))
	if !ok || played.Group == 0 {
		return sh
	}
	groups := []int{played.Group}
	if cur.Number == 1 {
		groups = []int{1, played.Group}
	}
	sh.Slip = arbiter.SlipShowing{Round: cur.Number, Default: cur.Number, TwoMoves: cur.Number == 1, Groups: groups, Sheet: true}
	sh.Round, sh.Group, sh.StandingsRound = cur.Number, played.Group, cur.Number-1
	if g.Ended || cur.Closed || cur.Cancelled {
		sh.Phase, sh.StandingsRound = "standings", cur.Number
		return sh
	}
	sh.Phase, sh.Clock = "rack", true
	if a.Setup.Form == Blind {
		return sh
	}
	for _, n := range groups {
		announced := Announced(s.RuleSet, a.Setup.Form, a.Groups.Group(n))
		sh.Letters = append(sh.Letters, arbiter.Letters{Shown: announced.String(), Spoken: []scoring.Rack{announced}})
	}
	return sh
}

package scoresheet

import "fmt"

// Rules are the free game's rules of a rule set (RULES §10.1) as numbers
// the check reads; no code asks which rule set it plays. [RulesFor] gives
// those of the built-in rule sets.
type Rules struct {
	Name string
	// ExchangeMinBag is the fewest tiles the bag must hold for an exchange
	// (seed 004: "numai daca in stoc mai sunt cel putin 7 litere").
	ExchangeMinBag int
	// PassRounds ends the game after that many rounds of consecutive
	// passes, one pass by each player each round (ro: 1, seed 004: "cei doi
	// jucatori spun pas consecutiv"); 0: no such ending.
	PassRounds int
	// OwnPasses ends the game when one player passes on that many of their
	// own turns in a row (it: 2, seed 001: "Se un giocatore passa due turni
	// consecutivi, la partita è finita"); 0: no such ending.
	OwnPasses int
	// ChallengeCostsTurn: the challenger of a play that stands loses their
	// next turn (it, seed 001: "il giocatore che l'ha sfidata perde il suo
	// turno successivo").
	ChallengeCostsTurn bool
	// WrongPlaysLose: a player whose last that many turns were wrong plays
	// challenged off, or passes with at most one of them a pass, loses the
	// game (ro: 3, seed 004); 0: no such rule.
	WrongPlaysLose int
	// ScorelessDraw: that many turns in a row (all players counted) with
	// no play standing end the game as a draw, an exchange breaking the
	// run (ro: 3, seed 004); 0: no such rule.
	ScorelessDraw int
	// TieBreakBeforeRacks: equal final scores are decided by the scores
	// before the racks were counted (it, seed 001: "vince il giocatore con
	// il punteggio più alto prima delle modifiche alle lettere non
	// giocate"); otherwise equal scores draw.
	TieBreakBeforeRacks bool
	// ThinkingMinutes is each player's time on the clock (ro: 25, seed
	// 004); 0: not stated. OvertimePenalty is the points a player loses per
	// started minute over it (en: 10, WESPA); 0: none.
	ThinkingMinutes int
	OvertimePenalty int
}

// RulesFor returns the free game's rules of a built-in rule set, or false
// (RULES §10.1 states each reading):
//
//   - ro (seed 004): exchanges while the bag holds 7 tiles, the game ends
//     on a pass by each player in a row, three wrong plays lose, three
//     turns with no play standing draw, 25 minutes a player, no overtime
//     penalty, an unsuccessful challenge costs nothing.
//   - it (seeds 000–001): exchanges as ro, the game ends when a player
//     passes twice in a row, an unsuccessful challenge costs the
//     challenger's next turn, equal scores decided before the racks are
//     counted; no wrong-play or draw rule, no clock stated.
//   - en (WESPA, values of seed 001): exchanges as ro, the game ends on
//     three rounds of passes (WESPA's six scoreless turns in a row, counted
//     here as passes only), 25 minutes a player, 10 points per started
//     minute over; no wrong-play or draw rule.
//   - fr: as ro for exchanges and passes, no wrong-play or draw rule, no
//     clock stated (no source for the French free game).
func RulesFor(name string) (Rules, bool) {
	r := Rules{Name: name, ExchangeMinBag: 7, PassRounds: 1}
	switch name {
	case "ro":
		r.WrongPlaysLose, r.ScorelessDraw, r.ThinkingMinutes = 3, 3, 25
	case "it":
		r.PassRounds, r.OwnPasses = 0, 2
		r.ChallengeCostsTurn, r.TieBreakBeforeRacks = true, true
	case "en":
		r.PassRounds, r.ThinkingMinutes, r.OvertimePenalty = 3, 25, 10
	case "fr":
	default:
		return Rules{}, false
	}
	return r, true
}

// Overtime returns the points a player loses for a clock that ran over by
// that many seconds: [Rules.OvertimePenalty] for each minute started
// (WESPA: 10 points a started minute), 0 when the rules charge none.
func (r Rules) Overtime(seconds int) int {
	if seconds <= 0 {
		return 0
	}
	return (seconds + 59) / 60 * r.OvertimePenalty
}

// TimeControl says the rules' clock in a few words: "25 minutes a
// player, no overtime penalty", "no clock stated".
func (r Rules) TimeControl() string {
	if r.ThinkingMinutes == 0 {
		return "no clock stated"
	}
	penalty := "no overtime penalty"
	if r.OvertimePenalty > 0 {
		penalty = fmt.Sprintf("%d points a started minute over", r.OvertimePenalty)
	}
	return fmt.Sprintf("%d minutes a player, %s", r.ThinkingMinutes, penalty)
}

package problem

import "arbiter/scoring"

// PartidaMinutes is a Partida de Superscrabble round's time when the
// referee sets none (RULES §9.8: 5 to 15 minutes).
const PartidaMinutes = 10

// PartidaVerdict sums one player's verdicts of a Partida de Superscrabble
// (RULES §9.8): rounds[i] is round i+1's, the zero Verdict for a round the
// player handed nothing in. The scrabbles found and the technical warnings
// add up over the game, and §9.6's deduction applies to the total, once:
// four warnings spread over four rounds cost one solution, as four in one
// round do.
func PartidaVerdict(rounds []Verdict) Verdict {
	v := Verdict{Kind: PartidaSuperscrabble, RoundsFound: make([]int, len(rounds))}
	for i, r := range rounds {
		v.Found += r.Found
		v.Technical += r.Technical
		v.RoundsFound[i] = r.Found
	}
	v.sanction(v.Technical, scoring.WarningRules{}) // a deduction of solutions, not points
	return v
}

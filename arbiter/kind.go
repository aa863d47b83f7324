package arbiter

// Kind is the kind of a game of the tournament: what its rounds are made
// of, how its slips or sheets read and how it ranks. A switch on a Kind
// names every kind, or says why not in a default: the exhaustive linter
// fails one that forgets a kind, so that a new kind cannot be missed.
type Kind string

// The kinds of game (RULES §4, §8, §9).
const (
	// KindDuplicate is the duplicate game and its variants (RULES §4, §7).
	KindDuplicate Kind = "duplicate"
	// KindAnticipation is an Anticipation game, of any form (RULES §8).
	KindAnticipation Kind = "anticipation"
	// KindProblem is a composition problem, a Partida de Superscrabble
	// included (RULES §9).
	KindProblem Kind = "problem"
)

// Kinds returns every kind, in the order of RULES.
func Kinds() []Kind { return []Kind{KindDuplicate, KindAnticipation, KindProblem} }

// Kind returns the kind of game g.
func (g *Game) Kind() Kind {
	switch {
	case g.Anticipation != nil:
		return KindAnticipation
	case g.Problem != nil:
		return KindProblem
	}
	return KindDuplicate
}

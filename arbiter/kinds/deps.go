package kinds

import (
	"arbiter/arbiter"
	"arbiter/arbiter/anticipation"
	"arbiter/scoring"
	"arbiter/scoring/lexicon"
	"arbiter/scoring/solver"
)

// NewDeps returns what [arbiter.Decide] needs to check words and find tops:
// lex and a move generator over it for rs, the classic game's tops and the
// variants' (RULES §7), and what the kinds need of lex beyond them (the
// scrabbles of Rezistenta's groups, RULES §8.9).
func NewDeps(rs *scoring.RuleSet, lex *lexicon.Graph) arbiter.Deps {
	gen := solver.New(rs, lex)
	return arbiter.Deps{Lexicon: lex, Top: gen.Top, Rank: solver.Rank, Exists: gen.Exists, TopVariant: gen.TopVariant, All: gen.All,
		Scrabble: anticipation.LexiconScrabbler(rs, lex)}
}

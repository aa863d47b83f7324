package arbiter

import "fmt"

// RankingQuery is a ranking asked for: of game Game (the whole tournament
// for 0), by RULES §7's Top variant (Tops), split by division By ("" for
// none), after round After (0: as it stands), written to Columns, a file
// of the duplicate game's columns ("latin1", "sigles"; "" for any other).
type RankingQuery struct {
	Game    int
	Tops    bool
	By      Division
	After   int
	Columns string
}

// A RankingChecker is a [Discipline] whose games rank in their own way:
// it refuses, in its own words, what their ranking cannot be asked.
type RankingChecker interface {
	Discipline
	// CheckRanking refuses q, a ranking of g, or of the tournament whose
	// only game g is when q.Game is 0.
	CheckRanking(g *Game, q RankingQuery) error
}

// An AfterRoundRanker is a [Discipline] whose games rank after any round
// played (a free-game event's standings after round 3).
type AfterRoundRanker interface {
	Discipline
	RanksAfterRound()
}

// An OwnRanker is a [Discipline] whose games rank in columns of their
// own (the Anticipation game, the free game, a composition problem): it
// ranks a game of its kind into a value of its own, which a front end
// lays out in every format it writes.
type OwnRanker interface {
	Discipline
	// Rank returns the ranking q asks of g, or of the tournament whose only
	// game g is when q.Game is 0, once [State.CheckRanking] took q; nil
	// when it ranks as duplicate games do.
	Rank(s *State, g *Game, q RankingQuery) (any, error)
}

// OwnRanking returns the ranking q asks for in the columns of the kind of
// the game it ranks ([OwnRanker]); nil when it ranks as duplicate games
// do (a tournament of several games, or of a kind with no ranking of its
// own).
func (s *State) OwnRanking(q RankingQuery) (any, error) {
	g := s.RankedGame(q.Game)
	if g == nil {
		return nil, nil
	}
	if k, ok := kindAs[OwnRanker](s, g); ok {
		return k.Rank(s, g, q)
	}
	return nil, nil
}

// RankedGame returns the game a ranking of game n ranks: game n, or for 0
// the tournament's only game, so that a tournament of one game ranks as
// that game; nil for a tournament of several games (or none) and for a
// game that does not exist.
func (s *State) RankedGame(n int) *Game {
	if n == 0 && len(s.Games) == 1 {
		n = 1
	}
	return s.Game(n)
}

// CheckRanking refuses q when the game it ranks cannot answer it: a
// ranking after a round from a kind that ranks only as it stands, any
// other query as the kind says ([RankingChecker]).
func (s *State) CheckRanking(q RankingQuery) error {
	g := s.RankedGame(q.Game)
	if q.After != 0 && !ranksAfterRound(s, g) {
		return Errorf(EInvalidInput, "--round %d: only a free-game event ranks after a round, and %s; name the free-game event with --game N", q.After, notAfterRound(g, q.Game))
	}
	if g == nil {
		return nil
	}
	if k, ok := kindAs[RankingChecker](s, g); ok {
		return k.CheckRanking(g, q)
	}
	return nil
}

// ranksAfterRound reports whether g, the game a ranking ranks (nil for
// the tournament), ranks after a round.
func ranksAfterRound(s *State, g *Game) bool {
	if g == nil {
		return false
	}
	_, ok := kindAs[AfterRoundRanker](s, g)
	return ok
}

// notAfterRound says why g, the game a ranking of game n ranks (nil for
// the tournament or a game that does not exist), does not rank after a
// round.
func notAfterRound(g *Game, n int) string {
	switch {
	case g != nil:
		return fmt.Sprintf("game %d is not one", g.Number)
	case n == 0:
		return "the tournament is ranked as its games add up"
	}
	return fmt.Sprintf("there is no game %d", n)
}

// ColumnsRefused refuses the export of what, a game whose ranking has not
// the duplicate game's columns, and why, to file (the query's Columns).
func ColumnsRefused(what, why, file string) error {
	if file == "latin1" {
		return Errorf(EInvalidInput, "%s: its ranking exports as csv or json, the latin1 file has the duplicate game's columns", what)
	}
	return Errorf(EInvalidInput, "%s: SIGLES records duplicate games, whose totals it sets against the top, and %s; export its ranking as csv or json", what, why)
}

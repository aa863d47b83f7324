package referee

import (
	"context"
	"slices"

	"arbiter/arbiter"
	"arbiter/arbiter/snapshot"
	"arbiter/scoring"
)

// The reads below answer from the log as the service last read it (see
// [Service.Refresh]). A game number 0 means the current game. A game,
// round or table that does not exist is an [arbiter.EInvalidInput] error
// saying what there is. Those that take a context may read the store: a
// service that started from a snapshot decodes what they need of it
// first.

// State returns a copy of the tournament as folded from the log, every
// game decoded: the caller may keep it and fold more events into it.
func (s *Service) State(ctx context.Context) (arbiter.State, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if err := s.decode(ctx, allGames); err != nil {
		return arbiter.State{}, err
	}
	return snapshot.Plain(s.state), nil
}

// Position is where the tournament stands, as a front end shows it before
// and after a command.
type Position struct {
	// Game is the number of the current game and Round that of its current
	// round, 0 before the first; Ended says that the current game is over.
	Game, Round int
	Ended       bool
	// Top is the top chosen in the current round, nil before one is.
	Top *arbiter.TopChosen
}

// Current returns where the tournament stands, without reading any round
// but the current one.
func (s *Service) Current() Position {
	s.mu.Lock()
	defer s.mu.Unlock()
	return PositionOf(&s.state)
}

// PositionOf returns where the tournament st stands.
func PositionOf(st *arbiter.State) Position {
	g := st.CurrentGame()
	if g == nil {
		return Position{}
	}
	p := Position{Game: g.Number, Round: len(g.Rounds), Ended: g.Ended}
	if cur := g.Current(); cur != nil && cur.Top != nil {
		top := *cur.Top
		p.Top = &top
	}
	return p
}

// RuleSet returns the tournament's rule set, nil before it is created:
// what prints events, without a copy of the state.
func (s *Service) RuleSet() *scoring.RuleSet {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.state.RuleSet
}

// Kinds returns the kinds of game the service plays, as it was opened
// with them.
func (s *Service) Kinds() *arbiter.Registry { return s.opts.Kinds }

// Tournament returns the event that created the tournament: its name,
// date, rule set, word list's fingerprint and referee.
func (s *Service) Tournament() arbiter.TournamentCreated {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.state.Tournament
}

// Standings ranks game n (the whole tournament for 0) by. Its errors are
// the rules' own (no such game: [arbiter.ENotFound]).
func (s *Service) Standings(ctx context.Context, n int, by arbiter.Ranking) (arbiter.Standings, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if err := s.readToRank(ctx, n); err != nil {
		return arbiter.Standings{}, err
	}
	return s.state.Standings(n, by)
}

// readToRank decodes what the standings of game n
// need: nothing when they hold without the earlier games (those of the
// current game, or of the tournament when the snapshot kept every earlier
// game's totals: [arbiter.State.Ranks]), since the current game's rounds
// left unread are ranked from their tallies ([arbiter.Round.Tallied]);
// else every game.
func (s *Service) readToRank(ctx context.Context, n int) error {
	if err := s.decode(ctx, lastRound); err != nil {
		return err
	}
	if n == len(s.state.Games) || n == 0 && s.state.Ranks() {
		return nil
	}
	return s.decode(ctx, allGames)
}

// RoundSummaries returns the summary of every round of game n.
func (s *Service) RoundSummaries(ctx context.Context, n int) ([]arbiter.RoundSummary, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	g, err := s.readGame(ctx, n)
	if err != nil {
		return nil, err
	}
	return s.state.Rounds(g.Number)
}

// RoundSummary returns round n of game (the current game for 0) alone, as
// [Service.RoundSummaries] has it.
func (s *Service) RoundSummary(ctx context.Context, game, n int) (arbiter.RoundSummary, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	g, err := s.readGame(ctx, game)
	if err != nil {
		return arbiter.RoundSummary{}, err
	}
	return s.state.RoundSummary(g.Number, n)
}

// Closing returns what closing round n of the current game announces,
// as its kind keeps the slips ([arbiter.State.ClosingOf]); it needs no
// other round.
func (s *Service) Closing(ctx context.Context, n int) (arbiter.Closing, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if _, err := s.readRound(ctx, 0, n); err != nil {
		return arbiter.Closing{}, err
	}
	return s.state.ClosingOf(n)
}

// readGame returns game n (the current game for 0), decoded for a read:
// every round of the current game, and the earlier games when n names one
// of them.
func (s *Service) readGame(ctx context.Context, n int) (*arbiter.Game, error) {
	return s.readRound(ctx, n, -1)
}

// readRound is readGame for a read of round k alone of game n (the
// current round for 0): a round of the current game needs no other.
func (s *Service) readRound(ctx context.Context, n, k int) (*arbiter.Game, error) {
	if err := s.decodeFor(ctx, n, k); err != nil {
		return nil, err
	}
	return s.game(n)
}

// decodeFor decodes what a read of round k of game n needs, as
// [Service.readRound] has it.
func (s *Service) decodeFor(ctx context.Context, n, k int) error {
	sc := currentGame
	switch g := s.state.CurrentGame(); {
	case g != nil && (n == 0 || n == g.Number) && k >= 0:
		return s.decodeRounds(ctx, []int{k})
	case n != 0 && (g == nil || n != g.Number):
		sc = allGames
	}
	return s.decode(ctx, sc)
}

// GameKind is what kind of game a game is ([arbiter.Kind]: a duplicate game,
// RULES §4, an Anticipation game, RULES §8, a composition problem, RULES
// §9, or a registered kind). The zero GameKind is no game.
type GameKind struct {
	// Game is the game's number, 0 when there is no such game.
	Game int
	Kind arbiter.Kind
}

// Kind returns the kind of game n (the current game for 0): the zero
// GameKind when there is no such game, which the reads of the game refuse
// in their own words. An error is the store's.
func (s *Service) Kind(ctx context.Context, n int) (GameKind, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if err := s.decodeFor(ctx, n, 0); err != nil { // a game's kind needs none of its rounds
		return GameKind{}, err
	}
	return kindOf(s.gameAt(n)), nil
}

// gameAt returns game n, the current game for 0; nil for none.
func (s *Service) gameAt(n int) *arbiter.Game {
	if n == 0 {
		return s.state.CurrentGame()
	}
	return s.state.Game(n)
}

// kindOf returns the kind of g, the zero GameKind for no game.
func kindOf(g *arbiter.Game) GameKind {
	if g == nil {
		return GameKind{}
	}
	return GameKind{Game: g.Number, Kind: g.Kind()}
}

// game returns game n, the current game for 0.
func (s *Service) game(n int) (*arbiter.Game, error) {
	if s.state.RuleSet == nil {
		return nil, arbiter.Errorf(arbiter.EInvalidInput, "no tournament yet: create one with `arbiter new NAME --rules ro`")
	}
	g := s.state.CurrentGame()
	if n != 0 {
		g = s.state.Game(n)
	}
	switch {
	case g == nil && n != 0:
		return nil, arbiter.Errorf(arbiter.EInvalidInput, "no game %d: the tournament has %d game(s)", n, len(s.state.Games))
	case g == nil:
		return nil, &NoGameError{arbiter.Errorf(arbiter.EInvalidInput, "no game yet")}
	}
	return g, nil
}

// Game returns game n (the current game for 0) as recorded: its rounds
// with their racks, tops and slips.
func (s *Service) Game(ctx context.Context, n int) (arbiter.Game, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	g, err := s.readGame(ctx, n)
	if err != nil {
		return arbiter.Game{}, err
	}
	return gameCopy(g), nil
}

// RoundRecord is what the bulletin of a round shows: the game, the round's
// summary and the game's standings as they stood when the round closed.
type RoundRecord struct {
	Game      arbiter.Game
	Summary   arbiter.RoundSummary
	Standings arbiter.Standings
}

// RoundRecord returns the record of round n of game, its standings as
// they stand now while the round is still open. A round without a rack or
// a top yet is an [arbiter.EInvalidInput] error.
func (s *Service) RoundRecord(ctx context.Context, game, n int) (RoundRecord, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if err := s.decode(ctx, wholeLog); err != nil {
		return RoundRecord{}, err
	}
	g, err := s.game(game)
	if err != nil {
		return RoundRecord{}, err
	}
	r := g.Round(n)
	if r == nil || !r.HasRack {
		return RoundRecord{}, arbiter.Errorf(arbiter.EInvalidInput, "no round %d in game %d: it has %d round(s)", n, g.Number, len(g.Rounds))
	}
	if r.Top == nil {
		return RoundRecord{}, arbiter.Errorf(arbiter.EInvalidInput, "round %d has no top yet: choose it with `arbiter top`", n)
	}
	sum, err := s.state.RoundSummary(g.Number, n)
	if err != nil {
		return RoundRecord{}, arbiter.Errorf(arbiter.EInvalidInput, "round %d: %s", n, arbiter.ErrorMessage(err))
	}
	st, err := s.standingsAfter(g.Number, n)
	if err != nil {
		return RoundRecord{}, err
	}
	return RoundRecord{Game: gameCopy(g), Summary: sum, Standings: st}, nil
}

// StandingsAfter ranks game as it stood when its round n closed, with the
// round's top found invalid or the round cancelled since (as it stands
// now while round n is open).
func (s *Service) StandingsAfter(ctx context.Context, game, n int) (arbiter.Standings, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if err := s.decode(ctx, wholeLog); err != nil {
		return arbiter.Standings{}, err
	}
	g, err := s.game(game)
	if err != nil {
		return arbiter.Standings{}, err
	}
	return s.standingsAfter(g.Number, n)
}

// standingsAfter replays game's events up to the RoundClosed of round n,
// and the later events that decide round n ([laterOfRound]), from the
// whole log (see wholeLog).
func (s *Service) standingsAfter(game, n int) (arbiter.Standings, error) {
	games := slices.Clone(s.events[1 : game+1])
	evs := games[game-1]
	for i, e := range evs {
		if rc, ok := e.(arbiter.RoundClosed); ok && rc.Round == n {
			games[game-1] = append(evs[:i+1:i+1], laterOfRound(evs[i+1:], n)...)
			break
		}
	}
	st, err := arbiter.ReplayTournamentWith(s.opts.Kinds, s.events[0], games)
	if err != nil {
		return arbiter.Standings{}, arbiter.Errorf(arbiter.EStorage, "replay game %d to round %d: %w", game, n, err)
	}
	ranking, err := st.Standings(game, arbiter.ByTotal)
	if err != nil {
		return arbiter.Standings{}, arbiter.Errorf(arbiter.EInvalidInput, "standings after round %d: %s", n, arbiter.ErrorMessage(err))
	}
	return ranking, nil
}

// laterOfRound returns the events of evs that decide round n after it
// closed, its top found invalid or the round cancelled, so that the
// standings after the round are those of its final state.
func laterOfRound(evs []arbiter.Event, n int) []arbiter.Event {
	var out []arbiter.Event
	for _, e := range evs {
		switch e := e.(type) {
		case arbiter.TopInvalidated:
			if e.Round == n {
				out = append(out, e)
			}
		case arbiter.RoundCancelled:
			if e.Round == n {
				out = append(out, e)
			}
		}
	}
	return out
}

// PlayerCards returns game, the card of the player at table in it, or of
// every registered player in table order when table is 0, and the game's
// ranking the cards' players rank in.
func (s *Service) PlayerCards(ctx context.Context, game, table int) (arbiter.Game, []arbiter.Card, arbiter.Standings, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if err := s.decode(ctx, allGames); err != nil {
		return arbiter.Game{}, nil, arbiter.Standings{}, err
	}
	g, err := s.game(game)
	if err != nil {
		return arbiter.Game{}, nil, arbiter.Standings{}, err
	}
	tables := []int{table}
	if table == 0 {
		tables = tables[:0]
		for _, p := range sortedPlayers(s.state.Players) {
			tables = append(tables, p.Table)
		}
	}
	if len(tables) == 0 {
		return arbiter.Game{}, nil, arbiter.Standings{}, arbiter.Errorf(arbiter.EInvalidInput, "no player yet: register players with `arbiter player add`")
	}
	cards := make([]arbiter.Card, 0, len(tables))
	for _, n := range tables {
		c, err := s.state.Card(g.Number, n)
		if err != nil {
			return arbiter.Game{}, nil, arbiter.Standings{}, arbiter.Errorf(arbiter.EInvalidInput, "card of table %d: %s", n, arbiter.ErrorMessage(err))
		}
		cards = append(cards, c)
	}
	st, err := s.state.Standings(g.Number, arbiter.ByTotal)
	if err != nil {
		return arbiter.Game{}, nil, arbiter.Standings{}, arbiter.Errorf(arbiter.EInvalidInput, "card of table %d: %s", tables[0], arbiter.ErrorMessage(err))
	}
	return gameCopy(g), cards, st, nil
}

// Ranking returns the ranking of game n, or of the whole tournament for
// 0, by, for the sheets and exports of the ranking.
func (s *Service) Ranking(ctx context.Context, n int, by arbiter.Ranking) (arbiter.Standings, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.ranking(ctx, n, by)
}

// RankedKind returns the kind of the game a ranking of game n ranks
// ([arbiter.State.RankedGame]): game n, or for 0 the tournament's only
// game; the zero GameKind for a tournament of several games, ranked as
// its games add up.
func (s *Service) RankedKind(ctx context.Context, n int) (GameKind, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if err := s.decodeFor(ctx, n, 0); err != nil { // a game's kind needs none of its rounds
		return GameKind{}, err
	}
	return kindOf(s.state.RankedGame(n)), nil
}

// Sheets returns the sheets game n (the current game for 0) prints, as its
// kind names them ([arbiter.State.SheetsOf]); none before a game starts.
func (s *Service) Sheets(ctx context.Context, n int) ([]string, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if err := s.decodeFor(ctx, n, 0); err != nil { // a game's kind needs none of its rounds
		return nil, err
	}
	return s.state.SheetsOf(s.gameAt(n)), nil
}

// CheckRanking refuses q when the game it ranks cannot answer it, in the
// words of its kind ([arbiter.State.CheckRanking]).
func (s *Service) CheckRanking(ctx context.Context, q arbiter.RankingQuery) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if err := s.decodeFor(ctx, q.Game, 0); err != nil { // a game's kind needs none of its rounds
		return err
	}
	return s.state.CheckRanking(q)
}

// OwnRanking returns the ranking q asks for in the columns of the kind of
// the game it ranks ([arbiter.State.OwnRanking]); nil when it ranks as
// duplicate games do ([Service.Ranking], [Service.Sections]).
func (s *Service) OwnRanking(ctx context.Context, q arbiter.RankingQuery) (any, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if err := s.decodeFor(ctx, q.Game, 0); err != nil { // a game's kind needs none of its rounds
		return nil, err
	}
	g := s.state.RankedGame(q.Game)
	if g == nil {
		return nil, nil
	}
	if _, err := s.readGame(ctx, g.Number); err != nil {
		return nil, err
	}
	return s.state.OwnRanking(q)
}

// ranking returns the standings of game n, or of the whole tournament for
// 0, by, for the sheets and exports of the ranking.
func (s *Service) ranking(ctx context.Context, n int, by arbiter.Ranking) (arbiter.Standings, error) {
	if err := s.readToRank(ctx, n); err != nil {
		return arbiter.Standings{}, err
	}
	if s.state.RuleSet == nil || n != 0 {
		if _, err := s.game(n); err != nil {
			return arbiter.Standings{}, err
		}
	}
	st, err := s.state.Standings(n, by)
	if err != nil {
		return arbiter.Standings{}, arbiter.Errorf(arbiter.EInvalidInput, "ranking: %s", arbiter.ErrorMessage(err))
	}
	return st, nil
}

// OwnSite returns what the results site shows of game n in its kind's own
// pages ([arbiter.SitePublisher]); nil for a game shown as duplicate games
// are.
func (s *Service) OwnSite(ctx context.Context, n int) (any, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	g, err := s.readGame(ctx, n)
	if err != nil {
		return nil, err
	}
	return s.state.SiteOf(g)
}

// OwnSheet returns the sheet q asks of a game as its kind makes it
// ([arbiter.SheetMaker]); nil for a kind whose sheets are read from the
// service's other answers (the duplicate game's).
func (s *Service) OwnSheet(ctx context.Context, q arbiter.SheetQuery) (any, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	g, err := s.readGame(ctx, q.Game)
	if err != nil {
		return nil, err
	}
	return s.state.OwnSheet(g, q)
}

package problem

import (
	"cmp"
	"slices"
	"strings"

	"arbiter/arbiter"
	"arbiter/scoring"
)

// startPartida decides the start of a Partida de Superscrabble (RULES
// §9.8): the rounds announced, each round's time, and round 1's group on
// the starting board.
func startPartida(started Started, st Statement, c Start, l *letterDraw) ([]arbiter.Event, error) {
	if c.Groups != 0 || c.Imposed {
		return nil, arbiter.Errorf(arbiter.EInvalidInput, "a Partida de Superscrabble gives one group a round: no groups to count or order")
	}
	if err := st.SetMinutes(c.Minutes); err != nil {
		return nil, arbiter.Errorf(arbiter.EInvalidInput, "%w", err)
	}
	board, err := readRows(st.Board)
	if err != nil {
		return nil, err
	}
	most := (l.rs.FullBag().Len() - board.Tiles()) / GroupLen
	if c.Rounds < 1 || c.Rounds > most {
		return nil, arbiter.Errorf(arbiter.EInvalidInput, "%d rounds: a Partida de Superscrabble announces its rounds at the start (RULES §9.8), 1 to %d on this board (a group of %d each from the tiles off it)", c.Rounds, most, GroupLen)
	}
	st.Rounds = c.Rounds
	first, err := l.round(st.Board, st.Minutes)
	if err != nil {
		return nil, err
	}
	started.Statement = st
	return []arbiter.Event{started, RoundStarted{Round: 1, Seed: c.Seed, Statement: first, Typed: l.typed != "", Start: started.Start}}, nil
}

// round returns the statement of a round on board: a Superscrabble
// problem whose group is typed or drawn (RULES §9.10).
func (l *letterDraw) round(board []string, minutes int) (Statement, error) {
	st := Statement{Kind: PartidaSuperscrabble, Board: board, Minutes: minutes}
	var err error
	if st.Rack, err = l.group(&st); err != nil {
		return st, err
	}
	if _, err := st.Sheet(l.rs); err != nil {
		return st, arbiter.Errorf(arbiter.EInvalidInput, "the round's %w", err)
	}
	return st, nil
}

// readRows reads a statement's board.
func readRows(rows []string) (scoring.Board, error) {
	b, err := scoring.ReadBoard(strings.NewReader(strings.Join(rows, "\n") + "\n"))
	if err != nil {
		return b, arbiter.Errorf(arbiter.EInvalidInput, "the problem's %w", err)
	}
	return b, nil
}

// partidaGame returns the current game when it is a Partida de
// Superscrabble still open.
func partidaGame(s *arbiter.State) (*Game, error) {
	g, p, err := playing(s)
	if err != nil {
		return nil, err
	}
	if p.Statement.Kind != PartidaSuperscrabble {
		return nil, arbiter.Errorf(arbiter.EConflict, "game %d is %s problem: only a Partida de Superscrabble places scrabbles (RULES §9.8)", g.Number, p.Statement.Kind.Article())
	}
	return p, nil
}

// mayPlaceScrabble says whether the round being played of a Partida de
// Superscrabble may end with a scrabble: it is not the last announced.
func mayPlaceScrabble(s *arbiter.State) error {
	p, err := partidaGame(s)
	if err != nil {
		return err
	}
	if k := len(p.Rounds); k >= p.Statement.Rounds {
		return arbiter.Errorf(arbiter.EConflict, "round %d is the last of the %d announced: close the game with `problem close`", k, p.Statement.Rounds)
	}
	return nil
}

// decidePlaceScrabble decides a PlaceScrabble.
func decidePlaceScrabble(s *arbiter.State, c PlaceScrabble, deps arbiter.Deps) ([]arbiter.Event, error) {
	if err := mayPlaceScrabble(s); err != nil {
		return nil, err
	}
	p, err := partidaGame(s)
	if err != nil {
		return nil, err
	}
	k := len(p.Rounds)
	cur := p.Rounds[k-1].Statement
	board, err := readRows(cur.Board)
	if err != nil {
		return nil, err
	}
	group, err := s.RuleSet.ParseRack(cur.Rack)
	if err != nil {
		return nil, arbiter.Errorf(arbiter.EInternal, "round %d's group %q: %w", k, cur.Rack, err)
	}
	m, err := chooseScrabble(s.RuleSet, deps, &board, group, c)
	if err != nil {
		return nil, arbiter.Errorf(arbiter.ErrorCode(err), "round %d: %s", k, arbiter.ErrorMessage(err))
	}
	board.Apply(m)
	minutes := cmp.Or(c.Minutes, p.Statement.Minutes)
	if _, lo, hi := Minutes(PartidaSuperscrabble, 0); minutes < lo || minutes > hi {
		return nil, arbiter.Errorf(arbiter.EInvalidInput, "%d minutes: a round of a Partida de Superscrabble takes %d to %d (RULES §9.8)", minutes, lo, hi)
	}
	l := letterDraw{rs: s.RuleSet, deps: deps, seed: c.Seed, typed: strings.TrimSpace(c.Letters)}
	next, err := l.round(Rows(&board), minutes)
	if err != nil {
		return nil, arbiter.Errorf(arbiter.ErrorCode(err), "round %d: %s", k+1, arbiter.ErrorMessage(err))
	}
	return []arbiter.Event{
		ScrabblePlaced{Round: k, Move: s.RuleSet.FormatMove(m), Score: m.Score, Top: c.Top},
		RoundStarted{Round: k + 1, Seed: c.Seed, Statement: next, Typed: l.typed != "", Start: c.At.UTC().Round(0)},
	}, nil
}

// chooseScrabble returns the scrabble c places with group on b: the one it
// names, which must place every tile of the group legally, or the
// top-scoring one (equal scores: the first across before down, by row,
// column and word).
func chooseScrabble(rs *scoring.RuleSet, deps arbiter.Deps, b *scoring.Board, group scoring.Rack, c PlaceScrabble) (scoring.Move, error) {
	switch {
	case c.Top && c.Play != "":
		return scoring.Move{}, arbiter.Errorf(arbiter.EInvalidInput, "a scrabble named or the top one, not both")
	case c.Top && deps.All == nil:
		return scoring.Move{}, arbiter.Errorf(arbiter.EInternal, "no move generator to find the top scrabble")
	case c.Top:
		var best []scoring.Move
		for _, m := range deps.All(b, group) {
			if len(m.Placed) == group.Len() {
				best = append(best, m)
			}
		}
		if len(best) == 0 {
			return scoring.Move{}, arbiter.Errorf(arbiter.ENoMove, "the group %s makes no scrabble on this board", group)
		}
		return slices.MinFunc(best, topFirst), nil
	case deps.Lexicon == nil:
		return scoring.Move{}, arbiter.Errorf(arbiter.EInternal, "no word list to check the scrabble with")
	}
	play, err := rs.ParsePlay(c.Play)
	if err != nil {
		return scoring.Move{}, arbiter.Errorf(arbiter.EInvalidInput, "%q: %w", c.Play, err)
	}
	m, err := scoring.Check(rs, deps.Lexicon, b, &group, play)
	if err != nil {
		return scoring.Move{}, arbiter.Errorf(arbiter.MoveCode(err), "%s is not a scrabble of the group %s: %w", c.Play, group, err)
	}
	if len(m.Placed) != group.Len() {
		return scoring.Move{}, arbiter.Errorf(arbiter.EInvalidMove, "%s places %d of the group's %d tiles: not a scrabble (RULES §9.6)", rs.FormatMove(m), len(m.Placed), group.Len())
	}
	return m, nil
}

// topFirst orders moves by decreasing score, then across before down, by
// row, column and word.
func topFirst(a, b scoring.Move) int {
	return cmp.Or(cmp.Compare(b.Score, a.Score), cmp.Compare(a.Pos.Dir, b.Pos.Dir),
		cmp.Compare(a.Pos.Row, b.Pos.Row), cmp.Compare(a.Pos.Col, b.Pos.Col), strings.Compare(a.Word, b.Word))
}

// answeredRound returns the round of p a solution naming round answers:
// the one being played (0 for a problem other than a Partida).
func answeredRound(p *Game, round int) (int, error) {
	k := len(p.Rounds)
	switch {
	case p.Statement.Kind != PartidaSuperscrabble && round != 0:
		return 0, arbiter.Errorf(arbiter.EInvalidInput, "%s problem has no rounds: leave the round out", p.Statement.Kind.Article())
	case round == 0 || round == k:
		return k, nil
	case round >= 1 && round < k:
		return 0, arbiter.Refuse(arbiter.ERoundClosed, arbiter.Refusal{Kind: arbiter.RefusedRoundOver, Round: round, Value: p.Rounds[round-1].Placed, Count: k},
			"round %d is closed: its scrabble %s is placed and round %d is being played (RULES §9.8)", round, p.Rounds[round-1].Placed, k)
	}
	return 0, arbiter.Errorf(arbiter.ENotFound, "no round %d: round %d of %d is being played", round, k, p.Statement.Rounds)
}

// applyPartida folds a Partida's ScrabblePlaced or RoundStarted
// into p, whose Rounds are a copy of its own.
func applyPartida(p *Game, e arbiter.Event) error {
	k := len(p.Rounds)
	switch e := e.(type) {
	case ScrabblePlaced:
		if e.Round != k || k == 0 || p.Rounds[k-1].Placed != "" {
			return arbiter.Errorf(arbiter.EInvalidInput, "a scrabble placed for round %d, not the round being played", e.Round)
		}
		p.Rounds[k-1].Placed, p.Rounds[k-1].PlacedScore = e.Move, e.Score
	case RoundStarted:
		switch {
		case p.Statement.Kind != PartidaSuperscrabble:
			return arbiter.Errorf(arbiter.EInvalidInput, "a round started in %s problem", p.Statement.Kind.Article())
		case e.Round != k+1 || (k > 0 && p.Rounds[k-1].Placed == ""):
			return arbiter.Errorf(arbiter.EInvalidInput, "round %d started after round %d, without its scrabble placed", e.Round, k)
		}
		p.Rounds = append(p.Rounds, Round{Sitting: Sitting{Statement: e.Statement, Typed: e.Typed, Start: e.Start}})
	}
	return nil
}

package arbiter

import (
	"cmp"
	"slices"
	"strconv"
	"strings"
	"time"

	"arbiter/arbiter/problem"
	"arbiter/scoring"
)

// PlaceScrabble ends the round being played of a Partida de Superscrabble
// (RULES §9.8) with the scrabble the referee chose placed on the board
// (→ [ScrabblePlaced]) and starts the next round on the new board
// (→ [PartidaRoundStarted]). Play is the scrabble, "G2 DEPUNERe", or Top
// asks for the top-scoring one. The next group is Letters, typed, or drawn
// from Seed; it must allow a scrabble on the new board (RULES §9.10).
// Minutes is the next round's time (0: the game's). At is when the next
// round starts.
type PlaceScrabble struct {
	Play    string
	Top     bool
	Letters string
	Seed    uint64
	Minutes int
	At      time.Time
}

func (PlaceScrabble) command() {}

// ScrabblePlaced is the scrabble the referee placed to end a Partida de
// Superscrabble's Round: Move in the rule set's notation, jokers in lower
// case, and its Score; Top when the program chose it, as the top-scoring.
type ScrabblePlaced struct {
	Round int    `json:"round"`
	Move  string `json:"move"`
	Score int    `json:"score"`
	Top   bool   `json:"top,omitempty"`
}

// PartidaRoundStarted begins Round of a Partida de Superscrabble: its
// statement (a Superscrabble problem: the board, the group, the minutes),
// the group drawn from Seed or typed (Typed), and when it started.
type PartidaRoundStarted struct {
	Round     int               `json:"round"`
	Seed      uint64            `json:"seed"`
	Statement problem.Statement `json:"statement"`
	Typed     bool              `json:"typed,omitempty"`
	Start     time.Time         `json:"start"`
}

func (ScrabblePlaced) EventType() string      { return "scrabble_placed" }
func (PartidaRoundStarted) EventType() string { return "partida_round_started" }

// PartidaRound is one round of a Partida de Superscrabble: its sitting,
// and the scrabble placed to end it ("" while it is played).
type PartidaRound struct {
	Sitting
	Placed      string `json:",omitempty"`
	PlacedScore int    `json:",omitempty"`
}

// decodePartida decodes a Partida de Superscrabble's events; ok is false
// for another type.
func decodePartida(typeName string, payload []byte) (Event, bool, error) {
	switch typeName {
	case "scrabble_placed":
		e, err := decodeAs[ScrabblePlaced](typeName, payload)
		return e, true, err
	case "partida_round_started":
		e, err := decodeAs[PartidaRoundStarted](typeName, payload)
		return e, true, err
	}
	return nil, false, nil
}

// startPartida decides the start of a Partida de Superscrabble (RULES
// §9.8): the rounds announced, each round's time, and round 1's group on
// the starting board.
func startPartida(started ProblemStarted, st problem.Statement, c StartProblem, l *letterDraw) ([]Event, error) {
	if c.Groups != 0 || c.Imposed {
		return nil, Errorf(EInvalidInput, "a Partida de Superscrabble gives one group a round: no groups to count or order")
	}
	if err := st.SetMinutes(c.Minutes); err != nil {
		return nil, Errorf(EInvalidInput, "%w", err)
	}
	board, err := readRows(st.Board)
	if err != nil {
		return nil, err
	}
	most := (l.rs.FullBag().Len() - board.Tiles()) / problem.GroupLen
	if c.Rounds < 1 || c.Rounds > most {
		return nil, Errorf(EInvalidInput, "%d rounds: a Partida de Superscrabble announces its rounds at the start (RULES §9.8), 1 to %d on this board (a group of %d each from the tiles off it)", c.Rounds, most, problem.GroupLen)
	}
	st.Rounds = c.Rounds
	first, err := l.round(st.Board, st.Minutes)
	if err != nil {
		return nil, err
	}
	started.Statement = st
	return []Event{started, PartidaRoundStarted{Round: 1, Seed: c.Seed, Statement: first, Typed: l.typed != "", Start: started.Start}}, nil
}

// round returns the statement of a round on board: a Superscrabble
// problem whose group is typed or drawn (RULES §9.10).
func (l *letterDraw) round(board []string, minutes int) (problem.Statement, error) {
	st := problem.Statement{Kind: problem.PartidaSuperscrabble, Board: board, Minutes: minutes}
	var err error
	if st.Rack, err = l.group(&st); err != nil {
		return st, err
	}
	if _, err := st.Sheet(l.rs); err != nil {
		return st, Errorf(EInvalidInput, "the round's %w", err)
	}
	return st, nil
}

// readRows reads a statement's board.
func readRows(rows []string) (scoring.Board, error) {
	b, err := scoring.ReadBoard(strings.NewReader(strings.Join(rows, "\n") + "\n"))
	if err != nil {
		return b, Errorf(EInvalidInput, "the problem's %w", err)
	}
	return b, nil
}

// partidaGame returns the current game when it is a Partida de
// Superscrabble still open.
func partidaGame(s *State) (*Problem, error) {
	g, err := problemGame(s)
	if err != nil {
		return nil, err
	}
	if g.Problem.Statement.Kind != problem.PartidaSuperscrabble {
		return nil, Errorf(EConflict, "game %d is %s problem: only a Partida de Superscrabble places scrabbles (RULES §9.8)", g.Number, g.Problem.Statement.Kind.Article())
	}
	return g.Problem, nil
}

// mayPlaceScrabble says whether the round being played of a Partida de
// Superscrabble may end with a scrabble: it is not the last announced.
func mayPlaceScrabble(s *State) error {
	p, err := partidaGame(s)
	if err != nil {
		return err
	}
	if k := len(p.Rounds); k >= p.Statement.Rounds {
		return Errorf(EConflict, "round %d is the last of the %d announced: close the game with `problem close`", k, p.Statement.Rounds)
	}
	return nil
}

// decidePlaceScrabble decides a PlaceScrabble.
func decidePlaceScrabble(s State, c PlaceScrabble, deps Deps) ([]Event, error) {
	if err := mayPlaceScrabble(&s); err != nil {
		return nil, err
	}
	p := s.CurrentGame().Problem
	k := len(p.Rounds)
	cur := p.Rounds[k-1].Statement
	board, err := readRows(cur.Board)
	if err != nil {
		return nil, err
	}
	group, err := s.RuleSet.ParseRack(cur.Rack)
	if err != nil {
		return nil, Errorf(EInternal, "round %d's group %q: %w", k, cur.Rack, err)
	}
	m, err := chooseScrabble(s.RuleSet, deps, &board, group, c)
	if err != nil {
		return nil, Errorf(ErrorCode(err), "round %d: %s", k, ErrorMessage(err))
	}
	board.Apply(m)
	minutes := cmp.Or(c.Minutes, p.Statement.Minutes)
	if _, lo, hi := problem.Minutes(problem.PartidaSuperscrabble, 0); minutes < lo || minutes > hi {
		return nil, Errorf(EInvalidInput, "%d minutes: a round of a Partida de Superscrabble takes %d to %d (RULES §9.8)", minutes, lo, hi)
	}
	l := letterDraw{rs: s.RuleSet, deps: deps, seed: c.Seed, typed: strings.TrimSpace(c.Letters)}
	next, err := l.round(problem.Rows(&board), minutes)
	if err != nil {
		return nil, Errorf(ErrorCode(err), "round %d: %s", k+1, ErrorMessage(err))
	}
	return []Event{
		ScrabblePlaced{Round: k, Move: s.RuleSet.FormatMove(m), Score: m.Score, Top: c.Top},
		PartidaRoundStarted{Round: k + 1, Seed: c.Seed, Statement: next, Typed: l.typed != "", Start: c.At.UTC().Round(0)},
	}, nil
}

// chooseScrabble returns the scrabble c places with group on b: the one it
// names, which must place every tile of the group legally, or the
// top-scoring one (equal scores: the first across before down, by row,
// column and word).
func chooseScrabble(rs *scoring.RuleSet, deps Deps, b *scoring.Board, group scoring.Rack, c PlaceScrabble) (scoring.Move, error) {
	switch {
	case c.Top && c.Play != "":
		return scoring.Move{}, Errorf(EInvalidInput, "a scrabble named or the top one, not both")
	case c.Top && deps.All == nil:
		return scoring.Move{}, Errorf(EInternal, "no move generator to find the top scrabble")
	case c.Top:
		var best []scoring.Move
		for _, m := range deps.All(b, group) {
			if len(m.Placed) == group.Len() {
				best = append(best, m)
			}
		}
		if len(best) == 0 {
			return scoring.Move{}, Errorf(ENoMove, "the group %s makes no scrabble on this board", group)
		}
		return slices.MinFunc(best, topFirst), nil
	case deps.Lexicon == nil:
		return scoring.Move{}, Errorf(EInternal, "no word list to check the scrabble with")
	}
	play, err := rs.ParsePlay(c.Play)
	if err != nil {
		return scoring.Move{}, Errorf(EInvalidInput, "%q: %w", c.Play, err)
	}
	m, err := scoring.Check(rs, deps.Lexicon, b, &group, play)
	if err != nil {
		return scoring.Move{}, Errorf(moveCode(err), "%s is not a scrabble of the group %s: %w", c.Play, group, err)
	}
	if len(m.Placed) != group.Len() {
		return scoring.Move{}, Errorf(EInvalidMove, "%s places %d of the group's %d tiles: not a scrabble (RULES §9.6)", rs.FormatMove(m), len(m.Placed), group.Len())
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
func answeredRound(p *Problem, round int) (int, error) {
	k := len(p.Rounds)
	switch {
	case p.Statement.Kind != problem.PartidaSuperscrabble && round != 0:
		return 0, Errorf(EInvalidInput, "%s problem has no rounds: leave the round out", p.Statement.Kind.Article())
	case round == 0 || round == k:
		return k, nil
	case round >= 1 && round < k:
		return 0, refuse(ERoundClosed, Refusal{Kind: RefusedRoundOver, Round: round, Value: p.Rounds[round-1].Placed, Count: k},
			"round %d is closed: its scrabble %s is placed and round %d is being played (RULES §9.8)", round, p.Rounds[round-1].Placed, k)
	}
	return 0, Errorf(ENotFound, "no round %d: round %d of %d is being played", round, k, p.Statement.Rounds)
}

// applyPartida folds a Partida's ScrabblePlaced or PartidaRoundStarted
// into p, whose Rounds are a copy of its own.
func applyPartida(p *Problem, e Event) error {
	k := len(p.Rounds)
	switch e := e.(type) {
	case ScrabblePlaced:
		if e.Round != k || k == 0 || p.Rounds[k-1].Placed != "" {
			return Errorf(EInvalidInput, "a scrabble placed for round %d, not the round being played", e.Round)
		}
		p.Rounds[k-1].Placed, p.Rounds[k-1].PlacedScore = e.Move, e.Score
	case PartidaRoundStarted:
		switch {
		case p.Statement.Kind != problem.PartidaSuperscrabble:
			return Errorf(EInvalidInput, "a round started in %s problem", p.Statement.Kind.Article())
		case e.Round != k+1 || (k > 0 && p.Rounds[k-1].Placed == ""):
			return Errorf(EInvalidInput, "round %d started after round %d, without its scrabble placed", e.Round, k)
		}
		p.Rounds = append(p.Rounds, PartidaRound{Sitting: Sitting{Statement: e.Statement, Typed: e.Typed, Start: e.Start}})
	}
	return nil
}

// partidaEntry returns table's solutions of a Partida (RULES §9.8) as one
// entry of its ranking: the verdicts summed over the rounds
// ([problem.PartidaVerdict]), and as hand-in time the sum of the rounds'
// (a round the table handed nothing in counts its whole time); ok is
// false when it handed in no round.
func (p *Problem) partidaEntry(table int) (e problem.Entry, ok bool) {
	verdicts := make([]problem.Verdict, len(p.Rounds))
	for i, r := range p.Rounds {
		sol, handed := r.Solutions[table]
		if !handed {
			e.HandedIn += time.Duration(r.Statement.Minutes) * time.Minute
			continue
		}
		verdicts[i] = sol.Verdict
		e.HandedIn += sol.HandedIn
		ok = true
	}
	e.Player, e.Verdict = strconv.Itoa(table), problem.PartidaVerdict(verdicts)
	return e, ok
}

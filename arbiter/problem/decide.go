package problem

import (
	"bytes"
	"encoding/json"
	"errors"
	"strings"
	"time"

	"arbiter/arbiter"
	"arbiter/scoring"
)

// decideStart decides a Start.
func decideStart(s *arbiter.State, c Start, deps arbiter.Deps) ([]arbiter.Event, error) {
	if err := arbiter.MayStartGame(s); err != nil {
		return nil, err
	}
	kind, err := ParseKind(string(c.Kind))
	if err != nil {
		return nil, arbiter.Errorf(arbiter.EInvalidInput, "%w", err)
	}
	st := Statement{Kind: kind, Imposed: c.Imposed, Consonants: c.Consonants, Board: c.Board}
	if c.Imposed && kind != NScrabble {
		return nil, arbiter.Errorf(arbiter.EInvalidInput, "an imposed order is N-Scrabble's (RULES §9.9), not %s's", kind)
	}
	if c.Consonants && kind != Maxime && kind != NScrabble {
		return nil, arbiter.Errorf(arbiter.EInvalidInput, "announcing only the consonants is a variant of Serie de maxime and N-Scrabble (RULES §9.5, §9.9), not of %s", kind)
	}
	if c.Groups != 0 && kind != Maxime && kind != NScrabble {
		return nil, arbiter.Errorf(arbiter.EInvalidInput, "%s problem has no groups to count", kind.Article())
	}
	if c.Rounds != 0 && kind != PartidaSuperscrabble {
		return nil, arbiter.Errorf(arbiter.EInvalidInput, "rounds are a Partida de Superscrabble's (RULES §9.8): a %s problem has none", kind)
	}
	moves, err := startBoard(s.RuleSet, &st, c, deps)
	if err != nil {
		return nil, err
	}
	l := letterDraw{rs: s.RuleSet, deps: deps, seed: c.Seed, typed: strings.TrimSpace(c.Letters)}
	started := Started{Game: len(s.Games) + 1, Seed: c.Seed, Typed: l.typed != "", Start: c.At.UTC().Round(0), Moves: moves}
	if kind == PartidaSuperscrabble {
		return startPartida(started, st, c, &l)
	}
	if err := l.fill(&st, c.Groups); err != nil {
		return nil, err
	}
	if err := st.SetMinutes(c.Minutes); err != nil {
		return nil, arbiter.Errorf(arbiter.EInvalidInput, "%w", err)
	}
	if _, err := st.Sheet(s.RuleSet); err != nil {
		return nil, arbiter.Errorf(arbiter.EInvalidInput, "the problem's %w", err)
	}
	started.Statement = st
	return []arbiter.Event{started}, nil
}

// startBoard sets the board of st, Superscrabble's or a Partida's, from
// c's rows or built from c's moves, and returns those moves as played.
func startBoard(rs *scoring.RuleSet, st *Statement, c Start, deps arbiter.Deps) ([]string, error) {
	kind := st.Kind
	switch {
	case (len(c.Board) > 0 || c.Moves != "") && !kind.OnBoard():
		return nil, arbiter.Errorf(arbiter.EInvalidInput, "a board is Superscrabble's: %s problem has none", kind.Article())
	case len(c.Board) > 0 && c.Moves != "":
		return nil, arbiter.Errorf(arbiter.EInvalidInput, "a board from a file or built from moves, not both")
	case len(c.Board) == 0 && c.Moves == "" && kind.OnBoard():
		return nil, arbiter.Errorf(arbiter.EInvalidInput, "%s problem needs its board, from a file or built from moves (RULES §9.6, §9.8)", kind.Article())
	case len(c.Board) == 0 && c.Moves == "":
		return nil, nil
	case deps.Lexicon == nil:
		return nil, arbiter.Errorf(arbiter.EInternal, "no word list to check the board with")
	case len(c.Board) > 0:
		b, err := scoring.ReadBoard(strings.NewReader(strings.Join(c.Board, "\n") + "\n"))
		if err == nil {
			err = CheckBoard(rs, deps.Lexicon, &b)
		}
		if err != nil {
			return nil, arbiter.Errorf(arbiter.EInvalidInput, "the board is not one the rules can build (RULES §9.8): %w", err)
		}
		return nil, nil
	}
	b, moves, err := BuildBoard(rs, deps.Lexicon, c.Moves)
	if err != nil {
		return nil, arbiter.Errorf(arbiter.MoveCode(err), "the board's %w", err)
	}
	st.Board = Rows(&b)
	return moves, nil
}

// playing returns the current game and its problem when it is a problem
// still open.
func playing(s *arbiter.State) (*arbiter.Game, *Game, error) {
	g := s.CurrentGame()
	p, ok := GameOf(g)
	switch {
	case !ok:
		return nil, nil, arbiter.Refuse(arbiter.ENotFound, arbiter.Refusal{Kind: arbiter.RefusedNoProblem},
			"no composition problem is being played: start one with `problem start`")
	case g.Ended:
		return nil, nil, arbiter.Refuse(arbiter.EGameOver, arbiter.Refusal{Kind: arbiter.RefusedProblemClosed, Game: g.Number},
			"the problem of game %d is closed: it takes no more solutions", g.Number)
	}
	return g, p, nil
}

// decideHandIn decides a HandInSolution: the sheet read and checked with
// the problem's letters (RULES §9.1–§9.9), the time it took.
func decideHandIn(s *arbiter.State, c HandInSolution, deps arbiter.Deps) ([]arbiter.Event, error) {
	g, pr, err := playing(s)
	if err != nil {
		return nil, err
	}
	if _, err := answeredRound(pr, c.Round); err != nil {
		return nil, err
	}
	p := pr.Open()
	sheet, err := typedSheet(p.Statement.Kind, c)
	if err != nil {
		return nil, err
	}
	if _, ok := s.Player(c.Table); !ok {
		return nil, arbiter.Refuse(arbiter.ENotFound, arbiter.Refusal{Kind: arbiter.RefusedNoPlayer, Game: g.Number, Table: c.Table}, "no player at table %d", c.Table)
	}
	if prev, ok := p.Solutions[c.Table]; ok {
		at := FormatHandedIn(prev.HandedIn)
		return nil, arbiter.Refuse(arbiter.EConflict, arbiter.Refusal{Kind: arbiter.RefusedHandedIn, Game: g.Number, Table: c.Table, Value: at},
			"table %d handed in its solution at %s already: `problem correct` replaces a sheet recorded by mistake", c.Table, at)
	}
	handed := c.HandedIn
	if !c.At.IsZero() {
		handed = c.At.Round(0).Sub(p.Start)
	}
	sol, err := checkSolution(s, g, pr, c.Table, sheet, handed, deps)
	if err != nil {
		return nil, err
	}
	return []arbiter.Event{sol}, nil
}

// typedSheet returns the sheet c hands in: its Sheet, or its moves Typed
// read as a problem of kind writes them, a line that cannot be read
// refused as input.
func typedSheet(kind Kind, c HandInSolution) ([]byte, error) {
	switch {
	case c.Typed == "":
		return c.Sheet, nil
	case len(c.Sheet) > 0:
		return nil, arbiter.Errorf(arbiter.EInvalidInput, "a solution is typed or read from a file, not both")
	}
	sheet, err := ReadTyped(kind, c.Typed)
	if te, ok := errors.AsType[*TypedError](err); ok {
		return nil, &arbiter.Error{Code: arbiter.EInvalidInput, Message: te.Error(), Err: te}
	}
	return sheet, err
}

// checkSolution reads and checks table's sheet handed in at handed, from
// the start of pr, the problem of g (of a Partida's round being played).
func checkSolution(s *arbiter.State, g *arbiter.Game, pr *Game, table int, sheet []byte, handed time.Duration, deps arbiter.Deps) (SolutionHandedIn, error) {
	p := pr.Open()
	limit := p.Statement.Time()
	switch {
	case handed < 0:
		return SolutionHandedIn{}, arbiter.Errorf(arbiter.EInvalidInput, "table %d: handed in %s before the problem started", table, -handed)
	case handed > limit:
		at := FormatHandedIn(handed)
		return SolutionHandedIn{}, arbiter.Refuse(arbiter.ERoundClosed, arbiter.Refusal{Kind: arbiter.RefusedLate, Game: g.Number, Table: table, Value: at, Count: p.Statement.Minutes},
			"table %d: handed in at %s, after the problem's %d minutes: not checked (RULES §9.1)", table, at, p.Statement.Minutes)
	}
	read, err := ReadAnswer(s.RuleSet, &p.Statement, bytes.NewReader(sheet))
	if se, ok := errors.AsType[*SheetError](err); ok {
		return SolutionHandedIn{}, arbiter.Refuse(arbiter.EInvalidInput, arbiter.Refusal{Kind: arbiter.RefusedSheet, Game: g.Number, Table: table, Value: se.Field},
			"table %d's solution: %s", table, se)
	} else if err != nil {
		return SolutionHandedIn{}, arbiter.Errorf(arbiter.EInvalidInput, "table %d's solution: %w", table, err)
	}
	if deps.Lexicon == nil {
		return SolutionHandedIn{}, arbiter.Errorf(arbiter.EInternal, "no word list to check the solution with")
	}
	var compact bytes.Buffer
	if err := json.Compact(&compact, sheet); err != nil {
		return SolutionHandedIn{}, arbiter.Errorf(arbiter.EInvalidInput, "table %d's solution: %w", table, err)
	}
	v := Judge{RS: s.RuleSet, Lex: deps.Lexicon}.Check(&read)
	return SolutionHandedIn{Table: table, HandedIn: handed, Sheet: compact.Bytes(), Verdict: v, Round: len(pr.Rounds)}, nil
}

// decideCorrect decides a CorrectSolution: the sheet checked as a
// solution handed in, at the time recorded unless another is given.
func decideCorrect(s *arbiter.State, c CorrectSolution, deps arbiter.Deps) ([]arbiter.Event, error) {
	g, pr, err := playing(s)
	if err != nil {
		return nil, err
	}
	prev, ok := pr.Open().Solutions[c.Table]
	if !ok {
		return nil, arbiter.Refuse(arbiter.ENotFound, arbiter.Refusal{Kind: arbiter.RefusedNothingToFix, Game: g.Number, Table: c.Table},
			"table %d has no solution recorded to correct: hand it in", c.Table)
	}
	handed := prev.HandedIn
	if c.HandedIn != nil {
		handed = *c.HandedIn
	}
	sol, err := checkSolution(s, g, pr, c.Table, c.Sheet, handed, deps)
	if err != nil {
		return nil, err
	}
	return []arbiter.Event{SolutionCorrected{SolutionHandedIn: sol, Reason: strings.TrimSpace(c.Reason)}}, nil
}

// decideClose decides a Close.
func decideClose(s *arbiter.State) ([]arbiter.Event, error) {
	if _, _, err := playing(s); err != nil {
		return nil, err
	}
	return []arbiter.Event{Closed{}}, nil
}

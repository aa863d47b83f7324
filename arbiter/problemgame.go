package arbiter

import (
	"bytes"
	"cmp"
	"encoding/json"
	"errors"
	"maps"
	"slices"
	"strconv"
	"strings"
	"time"

	"arbiter/arbiter/problem"
	"arbiter/draw"
	"arbiter/scoring"
)

// StartProblem begins a composition problem (RULES §9) as the next game of
// the tournament (→ [ProblemStarted], stream of the new game). The
// previous game must have ended. Letters, when set, are the letters the
// referee typed: partial's and sir's letters (sir: in order), Serie de
// maxime's and N-Scrabble's groups (separated by blanks or commas), or the
// group of Superscrabble and incomplet; else the program draws them from
// Seed (RULES §9.10). Groups is the number of groups drawn (0: 7) and
// Imposed N-Scrabble's imposed order, Consonants the variant of Serie de
// maxime and N-Scrabble that announces only the consonants (the groups
// are drawn or typed whole all the same). Board is the board of
// Superscrabble and of a Partida de Superscrabble's start, 15 rows, or
// Moves the moves the referee builds it with from the empty board
// ([problem.BuildBoard]); Rounds the number of rounds a Partida announces
// (RULES §9.8). Minutes is the time when the kind lets the referee set it
// (0: the kind's own; a Partida's, each round's). At is when the problem
// starts, by the front end's clock.
type StartProblem struct {
	Kind       problem.Kind
	Seed       uint64
	Letters    string
	Groups     int
	Imposed    bool
	Consonants bool
	Board      []string
	Moves      string
	Rounds     int
	Minutes    int
	At         time.Time
}

// HandInSolution records one player's solution of the problem being
// played and its verdict (→ [SolutionHandedIn]). Sheet is the solution in
// the JSON of [problem.ReadAnswer]. At is when it was handed in, by the
// clock the problem started with; when At is zero, HandedIn is the time
// from the start (a solution imported from a file). A solution after the
// problem's time, for a table with no player or one that handed in
// already, or for a problem closed is refused. Round, when set, is the
// round of a Partida de Superscrabble the solution answers, which must be
// the one being played (0: that one).
type HandInSolution struct {
	Table    int
	Sheet    []byte
	At       time.Time
	HandedIn time.Duration
	Round    int
}

// CorrectSolution replaces the solution recorded for Table in the problem
// being played, when the referee recorded the wrong sheet
// (→ [SolutionCorrected]; the sheet recorded first stays in the log). The
// solution keeps the time it was handed in unless HandedIn gives another
// (RULES §9.1). It is refused for a table with no solution, and once the
// problem is closed.
type CorrectSolution struct {
	Table    int
	Sheet    []byte
	HandedIn *time.Duration
	Reason   string
}

// CloseProblem ends the problem being played (→ [ProblemClosed]; a
// [CloseRound] or an [EndGame] in a problem means the same): no
// solution is taken after it.
type CloseProblem struct{}

func (StartProblem) command()    {}
func (HandInSolution) command()  {}
func (CorrectSolution) command() {}
func (CloseProblem) command()    {}

// ProblemStarted begins game number Game, a composition problem: its
// statement, drawn from Seed or typed (Typed), and when it started; Moves
// the moves the referee built its board with, if any.
type ProblemStarted struct {
	Game      int               `json:"game"`
	Seed      uint64            `json:"seed"`
	Statement problem.Statement `json:"statement"`
	Typed     bool              `json:"typed,omitempty"`
	Start     time.Time         `json:"start"`
	Moves     []string          `json:"moves,omitempty"`
}

// SolutionHandedIn is one player's solution: the time from the start it
// was handed in, the sheet as handed in and the verdict the rules gave it
// then, so that no fold needs the word list. Round is the round of a
// Partida de Superscrabble it answers, timed from that round's start.
type SolutionHandedIn struct {
	Table    int             `json:"table"`
	HandedIn time.Duration   `json:"handed_in"`
	Sheet    json.RawMessage `json:"sheet"`
	Verdict  problem.Verdict `json:"verdict"`
	Round    int             `json:"round,omitempty"`
}

// SolutionCorrected replaces a table's solution recorded earlier: the
// sheet that counts from now on, its hand-in time and verdict, and why.
type SolutionCorrected struct {
	SolutionHandedIn
	Reason string `json:"reason,omitempty"`
}

// ProblemClosed ends the problem of the current game.
type ProblemClosed struct{}

func (ProblemStarted) EventType() string    { return "problem_started" }
func (SolutionHandedIn) EventType() string  { return "solution_handed_in" }
func (SolutionCorrected) EventType() string { return "solution_corrected" }
func (ProblemClosed) EventType() string     { return "problem_closed" }

// Problem is a game that is a composition problem, as its events made it.
// A Partida de Superscrabble's Sitting is the game's (its starting board,
// rounds and time, no solutions) and its Rounds each a Superscrabble
// problem of its own.
type Problem struct {
	Sitting
	Rounds []PartidaRound `json:",omitempty"`
}

// Sitting is a statement the players answer and their solutions.
type Sitting struct {
	Statement problem.Statement
	Typed     bool
	Start     time.Time
	// Solutions holds each table's solution.
	Solutions map[int]Solution
}

// Open returns the sitting a solution handed in now answers: the
// problem's, or a Partida de Superscrabble's round being played.
func (p *Problem) Open() *Sitting {
	if len(p.Rounds) > 0 {
		return &p.Rounds[len(p.Rounds)-1].Sitting
	}
	return &p.Sitting
}

// Solution is one player's solution of a problem.
type Solution struct {
	HandedIn time.Duration
	Sheet    json.RawMessage
	Verdict  problem.Verdict
}

// decideStartProblem decides a StartProblem.
func decideStartProblem(s State, c StartProblem, deps Deps) ([]Event, error) {
	if err := mayStartGame(&s); err != nil {
		return nil, err
	}
	kind, err := problem.ParseKind(string(c.Kind))
	if err != nil {
		return nil, Errorf(EInvalidInput, "%w", err)
	}
	st := problem.Statement{Kind: kind, Imposed: c.Imposed, Consonants: c.Consonants, Board: c.Board}
	if c.Imposed && kind != problem.NScrabble {
		return nil, Errorf(EInvalidInput, "an imposed order is N-Scrabble's (RULES §9.9), not %s's", kind)
	}
	if c.Consonants && kind != problem.Maxime && kind != problem.NScrabble {
		return nil, Errorf(EInvalidInput, "announcing only the consonants is a variant of Serie de maxime and N-Scrabble (RULES §9.5, §9.9), not of %s", kind)
	}
	if c.Groups != 0 && kind != problem.Maxime && kind != problem.NScrabble {
		return nil, Errorf(EInvalidInput, "%s problem has no groups to count", kind.Article())
	}
	if c.Rounds != 0 && kind != problem.PartidaSuperscrabble {
		return nil, Errorf(EInvalidInput, "rounds are a Partida de Superscrabble's (RULES §9.8): a %s problem has none", kind)
	}
	moves, err := startBoard(s.RuleSet, &st, c, deps)
	if err != nil {
		return nil, err
	}
	l := letterDraw{rs: s.RuleSet, deps: deps, seed: c.Seed, typed: strings.TrimSpace(c.Letters)}
	started := ProblemStarted{Game: len(s.Games) + 1, Seed: c.Seed, Typed: l.typed != "", Start: c.At.UTC().Round(0), Moves: moves}
	if kind == problem.PartidaSuperscrabble {
		return startPartida(started, st, c, &l)
	}
	if err := l.fill(&st, c.Groups); err != nil {
		return nil, err
	}
	if err := st.SetMinutes(c.Minutes); err != nil {
		return nil, Errorf(EInvalidInput, "%w", err)
	}
	if _, err := st.Sheet(s.RuleSet); err != nil {
		return nil, Errorf(EInvalidInput, "the problem's %w", err)
	}
	started.Statement = st
	return []Event{started}, nil
}

// startBoard sets the board of st, Superscrabble's or a Partida's, from
// c's rows or built from c's moves, and returns those moves as played.
func startBoard(rs *scoring.RuleSet, st *problem.Statement, c StartProblem, deps Deps) ([]string, error) {
	kind := st.Kind
	switch {
	case (len(c.Board) > 0 || c.Moves != "") && !kind.OnBoard():
		return nil, Errorf(EInvalidInput, "a board is Superscrabble's: %s problem has none", kind.Article())
	case len(c.Board) > 0 && c.Moves != "":
		return nil, Errorf(EInvalidInput, "a board from a file or built from moves, not both")
	case len(c.Board) == 0 && c.Moves == "" && kind.OnBoard():
		return nil, Errorf(EInvalidInput, "%s problem needs its board, from a file or built from moves (RULES §9.6, §9.8)", kind.Article())
	case len(c.Board) == 0 && c.Moves == "":
		return nil, nil
	case deps.Lexicon == nil:
		return nil, Errorf(EInternal, "no word list to check the board with")
	case len(c.Board) > 0:
		b, err := scoring.ReadBoard(strings.NewReader(strings.Join(c.Board, "\n") + "\n"))
		if err == nil {
			err = problem.CheckBoard(rs, deps.Lexicon, &b)
		}
		if err != nil {
			return nil, Errorf(EInvalidInput, "the board is not one the rules can build (RULES §9.8): %w", err)
		}
		return nil, nil
	}
	b, moves, err := problem.BuildBoard(rs, deps.Lexicon, c.Moves)
	if err != nil {
		return nil, Errorf(moveCode(err), "the board's %w", err)
	}
	st.Board = problem.Rows(&b)
	return moves, nil
}

// letterDraw draws or reads the letters of a problem (RULES §9.10).
type letterDraw struct {
	rs    *scoring.RuleSet
	deps  Deps
	seed  uint64
	typed string
}

// fill sets the letters, groups or group of st.
func (l *letterDraw) fill(st *problem.Statement, groups int) error {
	var err error
	switch st.Kind {
	case problem.Integral:
		if l.typed != "" {
			return Errorf(EInvalidInput, "Scrabble integral plays the whole set (RULES §9.2): no letters to type")
		}
	case problem.Partial:
		st.Letters, err = l.letters()
	case problem.Sir:
		st.Letters, err = l.string()
	case problem.Maxime, problem.NScrabble:
		st.Groups, err = l.groups(groups)
	case problem.Superscrabble, problem.Incomplet:
		st.Rack, err = l.group(st)
	case problem.PartidaSuperscrabble:
		// Its rounds' groups are drawn as its rounds start (RULES §9.8).
	}
	return err
}

// letters returns partial's letters, typed or drawn (RULES §9.3).
func (l *letterDraw) letters() (string, error) {
	if l.typed == "" {
		return draw.ProblemLetters(l.rs, l.seed, problem.PartialMin, problem.PartialMax).String(), nil
	}
	r, err := l.rack(l.typed, l.rs.FullBag())
	return r.String(), err
}

// string returns sir's string, typed or drawn (RULES §9.4): no more than
// 3 vowels or consonants in a row, and its first 7 letters allow a move
// that places the string's first letters.
func (l *letterDraw) string() (string, error) {
	if l.typed == "" {
		s, err := draw.ProblemString(l.rs, l.seed, problem.SirMin, problem.SirMax, l.startsWithMove)
		if err != nil {
			return "", Errorf(EInvalidInput, "%w", err)
		}
		return s, nil
	}
	text := strings.Join(strings.Fields(l.typed), "")
	if _, err := l.rack(text, l.rs.FullBag()); err != nil {
		return "", err
	}
	s := problem.InOrder(l.rs, text)
	if err := draw.CheckString(l.rs, s); err != nil {
		return "", Errorf(EInvalidInput, "%w (RULES §9.4)", err)
	}
	if !l.startsWithMove(s[:min(len(s), problem.GroupLen)]) {
		return "", Errorf(EInvalidInput, "%s: no move places the first letters of the string (RULES §9.4): correct it", s[:min(len(s), problem.GroupLen)])
	}
	return s, nil
}

// startsWithMove reports whether some first move places exactly the first
// 2 to 7 letters of first; true without a move generator.
func (l *letterDraw) startsWithMove(first string) bool {
	if l.deps.All == nil {
		return true
	}
	var rack scoring.Rack
	for _, c := range []byte(first) {
		rack.Add(c)
	}
	var empty scoring.Board
	for _, m := range l.deps.All(&empty, rack) {
		var prefix scoring.Rack
		for _, c := range []byte(first[:len(m.Placed)]) {
			prefix.Add(c)
		}
		if m.Tiles() == prefix {
			return true
		}
	}
	return false
}

// groups returns maxime's and N-Scrabble's groups, typed or n drawn
// (RULES §9.5, §9.9).
func (l *letterDraw) groups(n int) ([]string, error) {
	if l.typed == "" {
		racks, err := draw.ProblemGroups(l.rs, l.seed, cmp.Or(n, 7))
		if err != nil {
			return nil, Errorf(EInvalidInput, "%w", err)
		}
		out := make([]string, len(racks))
		for i, r := range racks {
			out[i] = r.String()
		}
		return out, nil
	}
	fields := strings.FieldsFunc(l.typed, func(r rune) bool { return r == ',' || r == ' ' || r == '\t' })
	if n != 0 && n != len(fields) {
		return nil, Errorf(EInvalidInput, "%d groups typed, %d announced", len(fields), n)
	}
	var out []string
	left := l.rs.FullBag()
	for i, f := range fields {
		r, err := l.rack(f, left)
		if err != nil {
			return nil, Errorf(EInvalidInput, "group %d: %s", i+1, ErrorMessage(err))
		}
		if r.Len() != problem.GroupLen {
			return nil, Errorf(EInvalidInput, "group %d: %d letters: a group has %d (RULES §9.10)", i+1, r.Len(), problem.GroupLen)
		}
		left = left.Minus(r)
		out = append(out, r.String())
	}
	return out, nil
}

// group returns the group of Superscrabble and incomplet, typed or drawn
// (RULES §9.6, §9.7): Superscrabble's from the tiles not on the board,
// and one allowing at least one scrabble there.
func (l *letterDraw) group(st *problem.Statement) (string, error) {
	var board scoring.Board
	if st.Kind.OnBoard() {
		b, err := scoring.ReadBoard(strings.NewReader(strings.Join(st.Board, "\n") + "\n"))
		if err != nil {
			return "", Errorf(EInvalidInput, "the problem's %w", err)
		}
		board = b
	}
	pool := draw.Unseen(l.rs, &board, scoring.Rack{})
	scrabble := func(r scoring.Rack) bool { return !st.Kind.OnBoard() || l.hasScrabble(&board, r) }
	if l.typed == "" {
		g, err := draw.ProblemGroup(l.seed, pool, scrabble)
		if err != nil {
			return "", Errorf(EInvalidInput, "%w", err)
		}
		return g.String(), nil
	}
	g, err := l.rack(l.typed, pool)
	if err == nil && !scrabble(g) {
		err = Errorf(EInvalidInput, "%s makes no scrabble on this board (RULES §9.10): give another group", g)
	}
	return g.String(), err
}

// hasScrabble reports whether group places all its tiles in some move on
// b; true without a move generator.
func (l *letterDraw) hasScrabble(b *scoring.Board, group scoring.Rack) bool {
	if l.deps.All == nil {
		return true
	}
	for _, m := range l.deps.All(b, group) {
		if len(m.Placed) == group.Len() {
			return true
		}
	}
	return false
}

// rack reads typed letters, which pool must hold.
func (l *letterDraw) rack(text string, pool scoring.Rack) (scoring.Rack, error) {
	r, err := l.rs.ParseRack(text)
	if err != nil {
		return r, Errorf(EInvalidInput, "letters %q: %w", text, err)
	}
	if !pool.Contains(r) {
		return r, Errorf(EInvalidInput, "letters %s: more than the set holds (less what is on the board)", r)
	}
	return r, nil
}

// problemGame returns the current game when it is a problem still open.
func problemGame(s *State) (*Game, error) {
	g := s.CurrentGame()
	switch {
	case g == nil || g.Problem == nil:
		return nil, refuse(ENotFound, Refusal{Kind: RefusedNoProblem},
			"no composition problem is being played: start one with `problem start`")
	case g.Ended:
		return nil, refuse(EGameOver, Refusal{Kind: RefusedProblemClosed, Game: g.Number},
			"the problem of game %d is closed: it takes no more solutions", g.Number)
	}
	return g, nil
}

// decideHandIn decides a HandInSolution: the sheet read and checked with
// the problem's letters (RULES §9.1–§9.9), the time it took.
func decideHandIn(s State, c HandInSolution, deps Deps) ([]Event, error) {
	g, err := problemGame(&s)
	if err != nil {
		return nil, err
	}
	if _, err := answeredRound(g.Problem, c.Round); err != nil {
		return nil, err
	}
	p := g.Problem.Open()
	if _, ok := s.Player(c.Table); !ok {
		return nil, refuse(ENotFound, Refusal{Kind: RefusedNoPlayer, Game: g.Number, Table: c.Table}, "no player at table %d", c.Table)
	}
	if prev, ok := p.Solutions[c.Table]; ok {
		at := problem.FormatHandedIn(prev.HandedIn)
		return nil, refuse(EConflict, Refusal{Kind: RefusedHandedIn, Game: g.Number, Table: c.Table, Value: at},
			"table %d handed in its solution at %s already: `problem correct` replaces a sheet recorded by mistake", c.Table, at)
	}
	handed := c.HandedIn
	if !c.At.IsZero() {
		handed = c.At.Round(0).Sub(p.Start)
	}
	sol, err := checkSolution(&s, g, c.Table, c.Sheet, handed, deps)
	if err != nil {
		return nil, err
	}
	return []Event{sol}, nil
}

// checkSolution reads and checks table's sheet handed in at handed, from
// the start of the problem of g (of a Partida's round being played).
func checkSolution(s *State, g *Game, table int, sheet []byte, handed time.Duration, deps Deps) (SolutionHandedIn, error) {
	p := g.Problem.Open()
	limit := time.Duration(p.Statement.Minutes) * time.Minute
	switch {
	case handed < 0:
		return SolutionHandedIn{}, Errorf(EInvalidInput, "table %d: handed in %s before the problem started", table, -handed)
	case handed > limit:
		at := problem.FormatHandedIn(handed)
		return SolutionHandedIn{}, refuse(ERoundClosed, Refusal{Kind: RefusedLate, Game: g.Number, Table: table, Value: at, Count: p.Statement.Minutes},
			"table %d: handed in at %s, after the problem's %d minutes: not checked (RULES §9.1)", table, at, p.Statement.Minutes)
	}
	read, err := problem.ReadAnswer(s.RuleSet, &p.Statement, bytes.NewReader(sheet))
	if se, ok := errors.AsType[*problem.SheetError](err); ok {
		return SolutionHandedIn{}, refuse(EInvalidInput, Refusal{Kind: RefusedSheet, Game: g.Number, Table: table, Value: se.Field},
			"table %d's solution: %s", table, se)
	} else if err != nil {
		return SolutionHandedIn{}, Errorf(EInvalidInput, "table %d's solution: %w", table, err)
	}
	if deps.Lexicon == nil {
		return SolutionHandedIn{}, Errorf(EInternal, "no word list to check the solution with")
	}
	var compact bytes.Buffer
	if err := json.Compact(&compact, sheet); err != nil {
		return SolutionHandedIn{}, Errorf(EInvalidInput, "table %d's solution: %w", table, err)
	}
	v := problem.Judge{RS: s.RuleSet, Lex: deps.Lexicon}.Check(&read)
	return SolutionHandedIn{Table: table, HandedIn: handed, Sheet: compact.Bytes(), Verdict: v, Round: len(g.Problem.Rounds)}, nil
}

// decideCorrect decides a CorrectSolution: the sheet checked as a
// solution handed in, at the time recorded unless another is given.
func decideCorrect(s State, c CorrectSolution, deps Deps) ([]Event, error) {
	g, err := problemGame(&s)
	if err != nil {
		return nil, err
	}
	prev, ok := g.Problem.Open().Solutions[c.Table]
	if !ok {
		return nil, refuse(ENotFound, Refusal{Kind: RefusedNothingToFix, Game: g.Number, Table: c.Table},
			"table %d has no solution recorded to correct: hand it in", c.Table)
	}
	handed := prev.HandedIn
	if c.HandedIn != nil {
		handed = *c.HandedIn
	}
	sol, err := checkSolution(&s, g, c.Table, c.Sheet, handed, deps)
	if err != nil {
		return nil, err
	}
	return []Event{SolutionCorrected{SolutionHandedIn: sol, Reason: strings.TrimSpace(c.Reason)}}, nil
}

// decideCloseProblem decides a CloseProblem.
func decideCloseProblem(s State) ([]Event, error) {
	if _, err := problemGame(&s); err != nil {
		return nil, err
	}
	return []Event{ProblemClosed{}}, nil
}

// applyProblemStarted folds a ProblemStarted: a game of its own, whose
// board and rounds stay empty.
func applyProblemStarted(s State, e ProblemStarted) (State, error) {
	s, err := applyGameStarted(s, GameStarted{Game: e.Game, Seed: e.Seed})
	if err != nil {
		return s, err
	}
	if _, err := problem.ParseKind(string(e.Statement.Kind)); err != nil {
		return s, Errorf(EInvalidInput, "game %d: %w", e.Game, err)
	}
	s.CurrentGame().Problem = &Problem{Sitting: Sitting{Statement: e.Statement, Typed: e.Typed, Start: e.Start}}
	return s, nil
}

// applyProblem folds a problem's event into game g, copying its problem
// first so that earlier states keep theirs.
func applyProblem(g *Game, e Event) error {
	if g.Problem == nil || g.Ended {
		return Errorf(EInvalidInput, "%s: game %d is no problem being played", e.EventType(), g.Number)
	}
	p := *g.Problem
	p.Rounds = slices.Clone(p.Rounds)
	switch e := e.(type) {
	case SolutionHandedIn:
		if e.Round != len(p.Rounds) {
			return Errorf(EInvalidInput, "a solution of round %d: game %d is playing round %d", e.Round, g.Number, len(p.Rounds))
		}
		sit := p.Open()
		if _, ok := sit.Solutions[e.Table]; ok {
			return Errorf(EConflict, "table %d handed in twice in game %d", e.Table, g.Number)
		}
		sit.Solutions = maps.Clone(sit.Solutions)
		if sit.Solutions == nil {
			sit.Solutions = map[int]Solution{}
		}
		sit.Solutions[e.Table] = Solution{HandedIn: e.HandedIn, Sheet: e.Sheet, Verdict: e.Verdict}
	case SolutionCorrected:
		sit := p.Open()
		if _, ok := sit.Solutions[e.Table]; !ok || e.Round != len(p.Rounds) {
			return Errorf(ENotFound, "table %d's solution corrected before it was handed in, in game %d", e.Table, g.Number)
		}
		sit.Solutions = maps.Clone(sit.Solutions)
		sit.Solutions[e.Table] = Solution{HandedIn: e.HandedIn, Sheet: e.Sheet, Verdict: e.Verdict}
	case ScrabblePlaced, PartidaRoundStarted:
		if err := applyPartida(&p, e); err != nil {
			return Errorf(ErrorCode(err), "game %d: %s", g.Number, ErrorMessage(err))
		}
	case ProblemClosed:
		g.Ended, g.EndReason, g.EndText = true, "problem_closed", "the problem is closed"
	}
	g.Problem = &p
	return nil
}

// ProblemRow is one player's place in a problem's ranking: Standing is
// the zero value, and Handed false, for a player who handed in nothing
// (ranked after every solution).
type ProblemRow struct {
	Table      int
	Name, Club string
	Handed     bool
	problem.Standing
}

// ProblemRanking ranks the solutions of game n, a problem, by its kind's
// rules (RULES §9.1–§9.9, [problem.Rank]); the players who handed in
// nothing follow, by table.
func (s *State) ProblemRanking(n int) (problem.Statement, []ProblemRow, error) {
	g, err := s.playedGame(n)
	if err != nil {
		return problem.Statement{}, nil, err
	}
	if g.Problem == nil {
		return problem.Statement{}, nil, Errorf(EInvalidInput, "game %d is a game of Scrabble, not a composition problem", n)
	}
	var entries []problem.Entry
	handed := map[int]bool{}
	for _, p := range s.Players {
		if e, ok := g.Problem.entry(p.Table); ok {
			entries = append(entries, e)
			handed[p.Table] = true
		}
	}
	var rows []ProblemRow
	for _, st := range problem.Rank(g.Problem.Statement.Kind, entries) {
		table, _ := strconv.Atoi(st.Player) // written by strconv.Itoa above
		p, _ := s.Player(table)
		rows = append(rows, ProblemRow{Table: table, Name: p.Name, Club: p.Club, Handed: true, Standing: st})
	}
	var none []ProblemRow
	for _, p := range s.Players {
		if !handed[p.Table] {
			none = append(none, ProblemRow{Table: p.Table, Name: p.Name, Club: p.Club})
		}
	}
	slices.SortFunc(none, func(a, b ProblemRow) int { return cmp.Compare(a.Table, b.Table) })
	rows = append(rows, none...)
	return g.Problem.Statement, rows, nil
}

// problemTotals returns what game g, a composition problem, adds to the
// tournament's standings: each player's points as the problem ranks them
// ([problem.Points]; nothing for a player who handed in nothing), and the
// score, warnings and penalty of the integral family and N-Scrabble.
// There is no top. They are always worked out from the solutions, which
// a snapshot keeps whole: the totals a snapshot kept of a problem are
// those of an earlier version, which ranked it nowhere.
func (s *State) problemTotals(g *Game, key string) (*GameTotals, error) {
	_, rows, err := s.ProblemRanking(g.Number)
	if err != nil {
		return nil, err
	}
	at := make(map[int]*ProblemRow, len(rows))
	for i := range rows {
		at[rows[i].Table] = &rows[i]
	}
	t := &GameTotals{Key: key, Players: make([]PlayerTotals, len(s.Players))}
	for i, p := range s.Players {
		if r := at[p.Table]; r != nil && r.Handed {
			points := problem.Points(r.Standing)
			t.Players[i] = PlayerTotals{Total: points, Score: r.Verdict.Score, Warnings: r.Verdict.Technical,
				Penalty: r.Verdict.Penalty, Nets: []int{points}}
		}
	}
	return t, nil
}

// problemOrder returns the order of game g, a composition problem, in its
// own standings: its ranking's (RULES §9.1–§9.9: the hand-in time breaks
// ties of points), the players who handed in nothing after every other.
func (s *State) problemOrder(g *Game) (func(x, y *Standing) int, error) {
	_, rows, err := s.ProblemRanking(g.Number)
	if err != nil {
		return nil, err
	}
	rank := make(map[int]int, len(rows))
	for _, r := range rows {
		rank[r.Table] = r.Rank
		if !r.Handed {
			rank[r.Table] = len(rows) + 1
		}
	}
	return func(x, y *Standing) int { return cmp.Compare(rank[x.Table], rank[y.Table]) }, nil
}

// entry returns table's solution as the problem's ranking takes it, and
// whether the table handed in one (in a Partida, in any round).
func (p *Problem) entry(table int) (problem.Entry, bool) {
	if p.Statement.Kind == problem.PartidaSuperscrabble {
		return p.partidaEntry(table)
	}
	sol, ok := p.Solutions[table]
	return problem.Entry{Player: strconv.Itoa(table), Verdict: sol.Verdict, HandedIn: sol.HandedIn}, ok
}

package arbiter

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"arbiter/draw"
	"arbiter/scoring"
)

// Command is a referee action, the input of [Decide]. The set is closed:
// only the types of this file and of timer.go are commands. The doc of each
// says which events it yields and which stream they go to (see [State.StreamFor]).
type Command interface{ command() }

// CreateTournament opens the tournament (→ [TournamentCreated], stream
// [TournamentStream]). RuleSet is a built-in name, or the name of a rule set
// read from a file whose bytes are RuleSetJSON. Lexicon is the word list's
// fingerprint.
type CreateTournament struct {
	Name, Date  string
	RuleSet     string
	RuleSetJSON []byte
	Lexicon     string
	Referee     string
	// TieBreak is how equal totals are ranked: "" or [TieShared], or
	// [TieLastGame].
	TieBreak string
}

// RegisterPlayer registers a player at a table (→ [PlayerRegistered],
// stream [TournamentStream]). The text fields are checked by the rules of
// [checkText] within their bounds ([MaxPersonName], [MaxClub], …).
type RegisterPlayer struct {
	Table        int
	Name         string
	Club         string
	FederationID string
	Category     string
	Series       string
}

// EditPlayer corrects the player at Table (→ [PlayerEdited], stream
// [TournamentStream]): each field that is set replaces the registered value
// (an empty Club, FederationID, Category or Series clears it; a name cannot
// be empty). Setting nothing new yields nothing.
type EditPlayer struct {
	Table        int
	Name         *string
	Club         *string
	FederationID *string
	Category     *string
	Series       *string
}

// StartGame begins the next game with seed (→ [GameStarted], stream of the
// new game). The previous game must have ended.
type StartGame struct {
	Seed uint64
}

// DrawRack draws the rack of the next round (RULES §4.2) with draw.Draw and
// the game's seed, or, when Letters is set, checks the letters the referee
// drew by hand with draw.Manual, accepting a refused rack when Force states
// a reason. RejectTriples rejects racks with three or more tiles of a letter.
// It yields [RackDrawn], or [GameEnded] when the tiles left end the game
// (stream of the current game). After a [RejectRack] it draws the same
// round again.
type DrawRack struct {
	Letters       string
	Force         string
	RejectTriples bool
}

// RejectRack puts the current rack back in the bag on the referee's
// decision, before its top and slips (→ [RackRejected]); draw again with
// [DrawRack]. Reason is required.
type RejectRack struct {
	Reason string
}

// ChooseTop chooses the top of the current round (→ [TopChosen]), any time
// before the next rack is drawn (RULES §4.3). With neither Choice nor Play,
// it takes the first of the candidates: Deps.Top's moves ordered by
// Deps.Rank. Choice N (1-based) picks the N-th move of the list announced
// (the program's order); Play is a move typed by the referee ("H8 COLUMNA"),
// checked on the round's board and rack. Reason says why the referee departs
// from the program's choice. Choosing the current top again yields nothing.
type ChooseTop struct {
	Choice int
	Play   string
	Reason string
}

// InvalidateTop marks the top of Round as holding an invalid word (RULES
// §4.5): it stays on the board and scores 0 for the players who played it
// (→ [TopInvalidated]). Reason is required.
type InvalidateTop struct {
	Round  int
	Reason string
}

// EnterSlip records a slip as written (RULES §5) and adjudicates it
// (→ [SlipRecorded], or [SlipCorrected] when the player already has a slip in
// the round; nothing when the same slip is entered again). Round 0 means the
// current round. None is a missing or blank slip. Position, Word and Score are
// kept exactly as written; Score "" is a missing score.
type EnterSlip struct {
	Round    int
	Table    int
	Position string
	Word     string
	Score    string
	None     bool
}

// WithdrawSlip removes the current slip of Table in Round (→ [SlipWithdrawn]).
type WithdrawSlip struct {
	Round  int
	Table  int
	Reason string
}

// GiveWarning gives a warning to Table (→ [WarningGiven]); Round 0 means the
// current round. A technical warning is refused when the player already has
// one in that round (RULES §5: at most one per round). Reason is required.
type GiveWarning struct {
	Table  int
	Round  int
	Kind   WarningKind
	Reason string
}

// CloseRound ends play of the current round (→ [RoundClosed]); it needs a top.
type CloseRound struct{}

// CancelRound voids Round (RULES §4.5; 0 means the current round)
// (→ [RoundCancelled]). Reason is required.
type CancelRound struct {
	Round  int
	Reason string
}

// EndGame ends the current game on the referee's decision (→ [GameEnded]
// with reason "referee"), for example when time is short (RULES §4.5).
type EndGame struct {
	Reason string
}

func (CreateTournament) command() {}
func (RegisterPlayer) command()   {}
func (EditPlayer) command()       {}
func (StartGame) command()        {}
func (DrawRack) command()         {}
func (RejectRack) command()       {}
func (ChooseTop) command()        {}
func (InvalidateTop) command()    {}
func (EnterSlip) command()        {}
func (WithdrawSlip) command()     {}
func (GiveWarning) command()      {}
func (CloseRound) command()       {}
func (CancelRound) command()      {}
func (EndGame) command()          {}

// Deps are what [Decide] needs from outside and may not fetch itself. The
// rule set is not among them: it comes from the log ([State.RuleSet]).
type Deps struct {
	// Lexicon checks the words of slips and of typed tops (RULES §3, §5).
	Lexicon scoring.Lexicon
	// Top returns every move reaching the highest score on b with rack
	// (solver.Generator.Top). Nil: tops must be typed ([ChooseTop.Play]).
	Top func(b *scoring.Board, rack scoring.Rack) []scoring.Move
	// Rank orders equal-score moves by RULES §4.3 (solver.Rank); bag is the
	// tiles left in the bag. Nil keeps Top's order.
	Rank func(rs *scoring.RuleSet, moves []scoring.Move, rack, bag scoring.Rack) []scoring.Move
	// Exists reports whether a move can be made on b with rack
	// (solver.Generator.Exists), for the draw (RULES §4.2). Nil: always.
	Exists func(b *scoring.Board, rack scoring.Rack) bool
}

// Decide validates command c against state s and the rules, and returns the
// events that record it, or an *[Error] with a stable [Code] naming the
// culprit. It never changes s: apply the events with [Apply] after storing
// them. Randomness comes only from the game's recorded seed.
func Decide(s State, c Command, deps Deps) ([]Event, error) {
	if _, ok := c.(CreateTournament); !ok && s.RuleSet == nil {
		return nil, Errorf(ENotFound, "no tournament yet: create one first")
	}
	switch c := c.(type) {
	case CreateTournament:
		return decideCreate(s, c)
	case RegisterPlayer:
		return decideRegister(s, c)
	case EditPlayer:
		return decideEditPlayer(s, c)
	case StartGame:
		if g := s.CurrentGame(); g != nil && !g.Ended {
			return nil, Errorf(EConflict, "game %d is still being played: end it first", g.Number)
		}
		return []Event{GameStarted{Game: len(s.Games) + 1, Seed: c.Seed}}, nil
	}
	g := s.CurrentGame()
	if g == nil {
		return nil, Errorf(ENotFound, "no game started yet")
	}
	d := decider{s: &s, g: g, rs: s.RuleSet, deps: deps}
	switch c := c.(type) {
	case DrawRack:
		return d.drawRack(c)
	case RejectRack:
		return d.rejectRack(c)
	case ChooseTop:
		return d.chooseTop(c)
	case InvalidateTop:
		return d.invalidateTop(c)
	case EnterSlip:
		return d.enterSlip(c)
	case WithdrawSlip:
		return d.withdrawSlip(c)
	case GiveWarning:
		return d.giveWarning(c)
	case CloseRound:
		return d.closeRound()
	case CancelRound:
		return d.cancelRound(c)
	case EndGame:
		return d.endGame(c)
	case StartTimer, PauseTimer, ResumeTimer, ResetTimer:
		return d.decideTimer(c)
	}
	return nil, Errorf(EInternal, "unknown command %T", c)
}

// decideCreate decides a CreateTournament.
func decideCreate(s State, c CreateTournament) ([]Event, error) {
	if s.RuleSet != nil {
		return nil, Errorf(EConflict, "this database already holds the tournament %q", s.Tournament.Name)
	}
	if strings.TrimSpace(c.Name) == "" {
		return nil, Errorf(EInvalidInput, "a tournament needs a name")
	}
	if err := checkTexts(textField{"tournament name", c.Name, MaxTournamentName}, textField{"date", c.Date, MaxDate},
		textField{"referee", c.Referee, MaxPersonName}); err != nil {
		return nil, err
	}
	if !slices.Contains(TieBreaks, c.TieBreak) && c.TieBreak != "" {
		return nil, Errorf(EInvalidInput, "unknown tie-break %q: use %s or %s", c.TieBreak, TieShared, TieLastGame)
	}
	e := TournamentCreated{Name: c.Name, Date: c.Date, RuleSet: c.RuleSet, RuleSetJSON: c.RuleSetJSON,
		Lexicon: c.Lexicon, Referee: c.Referee, TieBreak: c.TieBreak}
	if _, err := ruleSetOf(e); err != nil {
		return nil, err
	}
	return []Event{e}, nil
}

// decideRegister decides a RegisterPlayer.
func decideRegister(s State, c RegisterPlayer) ([]Event, error) {
	switch p, taken := s.Player(c.Table); {
	case c.Table < 1:
		return nil, Errorf(EInvalidInput, "player %q: table %d is not a table number (1, 2, …)", c.Name, c.Table)
	case strings.TrimSpace(c.Name) == "":
		return nil, Errorf(EInvalidInput, "the player at table %d needs a name", c.Table)
	case taken:
		return nil, Errorf(EConflict, "table %d is already taken by %s", c.Table, p.Name)
	}
	if err := checkTexts(playerFields(c.Table, c.Name, c.Club, c.FederationID, c.Category, c.Series)...); err != nil {
		return nil, err
	}
	return []Event{PlayerRegistered(c)}, nil
}

// decideEditPlayer decides an EditPlayer: only the fields that change are
// recorded.
func decideEditPlayer(s State, c EditPlayer) ([]Event, error) {
	p, ok := s.Player(c.Table)
	if !ok {
		return nil, Errorf(ENotFound, "no player at table %d", c.Table)
	}
	if c.Name != nil && strings.TrimSpace(*c.Name) == "" {
		return nil, Errorf(EInvalidInput, "table %d (%q): a player's name cannot be empty", c.Table, p.Name)
	}
	e := PlayerEdited{Table: c.Table}
	changed := false
	for _, f := range []struct {
		set  *string
		old  string
		into **string
	}{{c.Name, p.Name, &e.Name}, {c.Club, p.Club, &e.Club}, {c.FederationID, p.FederationID, &e.FederationID},
		{c.Category, p.Category, &e.Category}, {c.Series, p.Series, &e.Series}} {
		if f.set != nil && *f.set != f.old {
			*f.into, changed = f.set, true
		}
	}
	if !changed {
		return nil, nil
	}
	next := e.apply(p)
	if err := checkTexts(playerFields(c.Table, next.Name, next.Club, next.FederationID, next.Category, next.Series)...); err != nil {
		return nil, err
	}
	return []Event{e}, nil
}

// decider decides the commands of the current game g.
type decider struct {
	s    *State
	g    *Game
	rs   *scoring.RuleSet
	deps Deps
}

// requireReason refuses an empty reason for action.
func requireReason(reason, action string) error {
	if strings.TrimSpace(reason) == "" {
		return Errorf(EInvalidInput, "%s needs a reason", action)
	}
	return checkText("the reason for "+action, reason, MaxReason)
}

// playing refuses any action once the game has ended.
func (d *decider) playing() error {
	if d.g.Ended {
		return Errorf(EGameOver, "game %d has ended (%s)", d.g.Number, d.g.EndReason)
	}
	return nil
}

// openRound returns the current round if it is open.
func (d *decider) openRound() (*Round, error) {
	if err := d.playing(); err != nil {
		return nil, err
	}
	cur := d.g.Current()
	switch {
	case cur != nil && cur.Closed:
		return nil, Errorf(ERoundClosed, "round %d is already closed: draw the next rack first", cur.Number)
	case cur == nil || !cur.open():
		return nil, Errorf(ERoundClosed, "game %d has no open round: draw a rack first", d.g.Number)
	}
	return cur, nil
}

// drawRack decides a DrawRack.
func (d *decider) drawRack(c DrawRack) ([]Event, error) {
	if err := d.playing(); err != nil {
		return nil, err
	}
	cur := d.g.Current()
	if cur != nil && cur.open() {
		return nil, Errorf(ERoundOpen, "round %d is still open: close it (or cancel it) before drawing", cur.Number)
	}
	round, board, remainder, rejections := len(d.g.Rounds)+1, d.g.Board, scoring.Rack{}, 0
	switch {
	case cur != nil && !cur.HasRack && !cur.Cancelled && !cur.Closed:
		round = cur.Number
		for _, r := range cur.Rejected {
			if r.Reason == ReasonReferee {
				rejections++
			}
		}
	case cur != nil && cur.played():
		if !cur.OnBoard {
			board.Apply(cur.Top.Move)
		}
		remainder = cur.Rack().Minus(cur.Top.Move.Tiles())
	}
	opts := draw.Options{RejectTriples: c.RejectTriples}
	if d.deps.Exists != nil {
		opts.MoveExists = func(r scoring.Rack) bool { return d.deps.Exists(&board, r) }
	}
	var res draw.Result
	var err error
	if strings.TrimSpace(c.Letters) != "" {
		res, err = draw.Manual(d.rs, round, d.g.Bag, remainder, c.Letters, c.Force, opts)
	} else {
		res, err = draw.Draw(d.rs, drawSeed(d.g.Seed, rejections), round, d.g.Bag, remainder, opts)
	}
	if err != nil {
		return nil, drawError(err)
	}
	if res.End != draw.Playing {
		return []Event{GameEnded{Reason: string(res.End), Text: res.EndText}}, nil
	}
	e := RackDrawn{Round: round, Remainder: res.Remainder.String(), New: res.New.String(), Manual: c.Letters != ""}
	for _, r := range res.Rejected {
		e.Rejected = append(e.Rejected, Rejection{Remainder: r.Remainder.String(), New: r.New.String(), Reason: string(r.Reason), Text: r.Text})
	}
	if res.Forced != nil {
		e.ForcedReason, e.Forced = string(res.Forced.Reason), res.Forced.Why
	}
	return []Event{e}, nil
}

// drawSeed returns the seed of a round's draw after the referee rejected
// its rack k times: the game's seed for k = 0, else the seed mixed with k
// (SplitMix64 finalizer), so that drawing again gives other letters.
func drawSeed(seed uint64, k int) uint64 {
	if k == 0 {
		return seed
	}
	z := seed + uint64(k)*0x9E3779B97F4A7C15
	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9
	z = (z ^ (z >> 27)) * 0x94D049BB133111EB
	return z ^ (z >> 31)
}

// drawError turns an error of package draw into an *Error.
func drawError(err error) error {
	de, ok := errors.AsType[*draw.Error](err)
	if !ok {
		return Errorf(EInternal, "draw: %w", err)
	}
	code := ERackMismatch
	switch de.Reason {
	case draw.Minimum, draw.NoMove, draw.Triple:
		code = ERackRefused
	case draw.BadLetter:
		code = EInvalidInput
	}
	return &Error{Code: code, Message: de.Error(), Err: de}
}

// rejectRack decides a RejectRack.
func (d *decider) rejectRack(c RejectRack) ([]Event, error) {
	cur, err := d.openRound()
	if err != nil {
		return nil, err
	}
	if err := requireReason(c.Reason, "rejecting a rack"); err != nil {
		return nil, err
	}
	if cur.Top != nil || len(cur.Slips) > 0 {
		return nil, Errorf(EConflict, "round %d: the rack %s already has a top or slips; cancel the round instead", cur.Number, cur.Rack())
	}
	return []Event{RackRejected{Round: cur.Number, Reason: c.Reason}}, nil
}

// chooseTop decides a ChooseTop.
func (d *decider) chooseTop(c ChooseTop) ([]Event, error) {
	if err := d.playing(); err != nil {
		return nil, err
	}
	cur := d.g.Current()
	if cur == nil || !cur.HasRack || cur.Cancelled {
		return nil, Errorf(ERoundClosed, "game %d has no round to choose a top for: draw a rack first", d.g.Number)
	}
	rack := cur.Rack()
	if c.Play != "" {
		move, err := d.checkPlay(cur, c.Play)
		if err != nil {
			return nil, err
		}
		var alts []scoring.Move
		for _, m := range d.candidates(cur) {
			if m.Score == move.Score && !sameMove(m, move) {
				alts = append(alts, m)
			}
		}
		return []Event{TopChosen{Round: cur.Number, Move: move, Alternatives: alts, Override: orDefault(c.Reason, "typed by the referee")}}, nil
	}
	list := d.candidates(cur)
	if cur.Top != nil {
		list = announced(*cur.Top)
	}
	if len(list) == 0 {
		if d.deps.Top == nil {
			return nil, Errorf(EInvalidInput, "round %d: no move generator: type the top move", cur.Number)
		}
		return nil, Errorf(ENoMove, "round %d: no legal move can be made with %s", cur.Number, rack)
	}
	n := max(c.Choice, 1)
	if n > len(list) {
		return nil, Errorf(EInvalidInput, "round %d: there are %d top moves; %d is not one of them", cur.Number, len(list), n)
	}
	if cur.Top != nil && cur.Top.Choice == n && sameMove(cur.Top.Move, list[n-1]) {
		return nil, nil // already the top: choosing it again changes nothing
	}
	e := TopChosen{Round: cur.Number, Move: list[n-1], Choice: n}
	e.Alternatives = append(append(e.Alternatives, list[:n-1]...), list[n:]...)
	if n > 1 {
		e.Override = orDefault(c.Reason, fmt.Sprintf("the referee chose top %d", n))
	}
	return []Event{e}, nil
}

// orDefault returns s, or def when s is blank.
func orDefault(s, def string) string {
	if strings.TrimSpace(s) == "" {
		return def
	}
	return s
}

// candidates returns the round's top moves as the program orders them.
func (d *decider) candidates(r *Round) []scoring.Move {
	if d.deps.Top == nil {
		return nil
	}
	b := r.Board
	moves := d.deps.Top(&b, r.Rack())
	if d.deps.Rank != nil && len(moves) > 1 {
		moves = d.deps.Rank(d.rs, moves, r.Rack(), d.g.Bag)
	}
	return moves
}

// announced returns the list of tops as first announced: Move at its
// Choice place among the Alternatives (first for a typed top).
func announced(t TopChosen) []scoring.Move {
	at := max(t.Choice-1, 0)
	at = min(at, len(t.Alternatives))
	list := make([]scoring.Move, 0, len(t.Alternatives)+1)
	list = append(list, t.Alternatives[:at]...)
	list = append(list, t.Move)
	return append(list, t.Alternatives[at:]...)
}

// checkPlay reads and checks a move typed by the referee on the round's
// board with its rack.
func (d *decider) checkPlay(r *Round, text string) (scoring.Move, error) {
	play, err := d.rs.ParsePlay(text)
	if err != nil {
		return scoring.Move{}, Errorf(EInvalidInput, "round %d: move %q: %w", r.Number, text, err)
	}
	rack := r.Rack()
	b := r.Board
	move, err := scoring.Check(d.rs, d.deps.Lexicon, &b, &rack, play)
	if err != nil {
		return scoring.Move{}, moveError(r.Number, text, err)
	}
	return move, nil
}

// moveError turns a refusal of scoring.Check into an *Error with a code.
func moveError(round int, text string, err error) error {
	code := EInvalidMove
	switch refusalCode(err) {
	case string(scoring.ErrNotInLexicon):
		code = ENotInLexicon
	case string(scoring.ErrRackLacksLetter), string(scoring.ErrRackLacksJoker):
		code = ERackMismatch
	case string(scoring.ErrNotation), string(scoring.ErrInvalidLetter):
		code = EInvalidInput
	}
	return &Error{Code: code, Message: fmt.Sprintf("round %d: %s: %v", round, text, err), Err: err}
}

// refusalCode returns the stable code of a refusal by package scoring (a
// *scoring.MoveError or *scoring.NotationError), or bad_notation for any
// other error.
func refusalCode(err error) string {
	if r, ok := errors.AsType[scoring.Refusal](err); ok {
		return string(r)
	}
	return string(scoring.ErrNotation)
}

// invalidateTop decides an InvalidateTop.
func (d *decider) invalidateTop(c InvalidateTop) ([]Event, error) {
	r := d.g.Round(c.Round)
	switch {
	case r == nil || r.Top == nil:
		return nil, Errorf(ENotFound, "round %d of game %d has no top", c.Round, d.g.Number)
	case r.TopInvalid != "":
		return nil, Errorf(EConflict, "round %d: the top %s is already marked invalid", c.Round, r.Top.Move.Word)
	}
	if err := requireReason(c.Reason, "marking a top invalid"); err != nil {
		return nil, err
	}
	return []Event{TopInvalidated{Round: c.Round, Reason: c.Reason}}, nil
}

// slipRound returns the round n of a slip or warning (0: the current round).
func (d *decider) slipRound(n int) (*Round, error) {
	if n == 0 {
		n = len(d.g.Rounds)
	}
	r := d.g.Round(n)
	switch {
	case r == nil:
		return nil, Errorf(ENotFound, "game %d has no round %d", d.g.Number, n)
	case r.Cancelled:
		return nil, Errorf(ERoundClosed, "round %d was cancelled", n)
	case !r.HasRack:
		return nil, Errorf(ENotFound, "round %d has no rack yet", n)
	}
	return r, nil
}

// player returns the player at table.
func (d *decider) player(table int) (Player, error) {
	p, ok := d.s.Player(table)
	if !ok {
		return p, Errorf(ENotFound, "no player at table %d", table)
	}
	return p, nil
}

// enterSlip decides an EnterSlip.
func (d *decider) enterSlip(c EnterSlip) ([]Event, error) {
	r, err := d.slipRound(c.Round)
	if err != nil {
		return nil, err
	}
	if _, err := d.player(c.Table); err != nil {
		return nil, err
	}
	s := Slip{Round: r.Number, Table: c.Table, Position: c.Position, Word: c.Word, Score: c.Score, None: c.None}
	if s.None {
		s.Position, s.Word, s.Score = "", "", ""
	}
	h := r.Slips[c.Table]
	if len(h) > 0 {
		last := h[len(h)-1]
		if last.Verdict.Reason != ReasonWithdrawn && last.Position == s.Position && last.Word == s.Word && last.Score == s.Score && last.None == s.None {
			return nil, nil
		}
	}
	s.Verdict = adjudicate(d.rs, d.deps.Lexicon, &r.Board, r.Rack(), s)
	if len(h) == 0 {
		return []Event{SlipRecorded{s}}, nil
	}
	return []Event{SlipCorrected{s}}, nil
}

// withdrawSlip decides a WithdrawSlip.
func (d *decider) withdrawSlip(c WithdrawSlip) ([]Event, error) {
	r, err := d.slipRound(c.Round)
	if err != nil {
		return nil, err
	}
	if _, ok := r.Slip(c.Table); !ok {
		return nil, Errorf(ENotFound, "round %d: table %d has no slip to withdraw", r.Number, c.Table)
	}
	if err := requireReason(c.Reason, "withdrawing a slip"); err != nil {
		return nil, err
	}
	return []Event{SlipWithdrawn{Round: r.Number, Table: c.Table, Reason: c.Reason}}, nil
}

// giveWarning decides a GiveWarning.
func (d *decider) giveWarning(c GiveWarning) ([]Event, error) {
	p, err := d.player(c.Table)
	if err != nil {
		return nil, err
	}
	round := c.Round
	if round == 0 {
		round = len(d.g.Rounds)
	}
	if round < 0 || round > len(d.g.Rounds) {
		return nil, Errorf(ENotFound, "game %d has no round %d", d.g.Number, round)
	}
	if err := requireReason(c.Reason, "a warning"); err != nil {
		return nil, err
	}
	switch c.Kind {
	case Technical:
		if round == 0 {
			return nil, Errorf(EInvalidInput, "table %d (%s): a technical warning is for a slip, and no round has been played yet", c.Table, p.Name)
		}
		if why := d.g.technicalIn(round, c.Table); why != "" {
			return nil, Errorf(EConflict, "round %d: table %d (%s) already has a technical warning (%s); RULES §5 allows one per round",
				round, c.Table, p.Name, why)
		}
	case Disciplinary:
	case Elimination:
		if d.g.eliminated(c.Table) {
			return nil, Errorf(EConflict, "table %d (%s) is already eliminated from game %d", c.Table, p.Name, d.g.Number)
		}
	default:
		return nil, Errorf(EInvalidInput, "unknown warning kind %q: use technical, disciplinary or elimination", c.Kind)
	}
	return []Event{WarningGiven{Table: c.Table, Round: round, Kind: c.Kind, Reason: c.Reason}}, nil
}

// closeRound decides a CloseRound.
func (d *decider) closeRound() ([]Event, error) {
	cur, err := d.openRound()
	if err != nil {
		return nil, err
	}
	if cur.Top == nil {
		return nil, Errorf(ENoTop, "round %d has no top yet: choose one before closing", cur.Number)
	}
	return []Event{RoundClosed{Round: cur.Number}}, nil
}

// cancelRound decides a CancelRound.
func (d *decider) cancelRound(c CancelRound) ([]Event, error) {
	n := c.Round
	if n == 0 {
		n = len(d.g.Rounds)
	}
	r := d.g.Round(n)
	switch {
	case r == nil:
		return nil, Errorf(ENotFound, "game %d has no round %d", d.g.Number, n)
	case r.Cancelled:
		return nil, Errorf(EConflict, "round %d is already cancelled", n)
	}
	if err := requireReason(c.Reason, "cancelling a round"); err != nil {
		return nil, err
	}
	return []Event{RoundCancelled{Round: n, Reason: c.Reason}}, nil
}

// endGame decides an EndGame.
func (d *decider) endGame(c EndGame) ([]Event, error) {
	if err := d.playing(); err != nil {
		return nil, err
	}
	if cur := d.g.Current(); cur != nil && cur.open() {
		return nil, Errorf(ERoundOpen, "round %d is still open: close or cancel it first", cur.Number)
	}
	if err := requireReason(c.Reason, "ending a game"); err != nil {
		return nil, err
	}
	return []Event{GameEnded{Reason: ReasonReferee, Text: c.Reason}}, nil
}

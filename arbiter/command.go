package arbiter

import (
	"cmp"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"arbiter/draw"
	"arbiter/scoring"
)

// Command is a referee action, the input of [Decide]: the types of this
// package's files, and the [KindCommand]s of the kinds of game in packages
// of their own, which embed [Extension]. The doc
// of each says which events it yields and which stream they go to (see
// [State.StreamFor]).
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

// ChangeTieBreak changes how equal totals are ranked (→ [TieBreakChanged],
// stream [TournamentStream]): [TieShared] or [TieLastGame] (RULES §6).
// Reason is required; the tie-break in force already records nothing.
type ChangeTieBreak struct {
	TieBreak string
	Reason   string
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
	// Centre is the centre of a simultaneous tournament the player
	// played in (set by a merge of the centres' logs).
	Centre string
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
// new game). The previous game must have ended. Variant is the kind of game
// (RULES §7; the zero value is the classic game) and FixedOrder Tactic's
// option imposing the first group's move first.
type StartGame struct {
	Seed       uint64
	Variant    scoring.Variant
	FixedOrder bool
	// Prepared plays a game prepared in advance, of the same Variant and
	// FixedOrder.
	Prepared *Prepared
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
// checked on the round's board and rack (in a variant game, by the
// variant's rules, as a slip: RULES §7). Play2 is Tactic's second move.
// Reason says why the referee departs from the program's choice. Choosing
// the current top again yields nothing.
type ChooseTop struct {
	Choice int
	Play   string
	Play2  string
	Reason string
}

// InvalidateTop marks the top of Round as holding an invalid word (RULES
// §4.5): it stays on the board and every slip forming its main word scores
// 0 (→ [TopInvalidated]). Reason is required.
type InvalidateTop struct {
	Round  int
	Reason string
}

// EnterSlip records a slip as written (RULES §5) and adjudicates it
// (→ [SlipRecorded], or [SlipCorrected] when the player already has a slip in
// the round; nothing when the same slip is entered again). Round 0 means the
// current round. None is a missing or blank slip. Position, Word and Score are
// kept exactly as written; Score "" is a missing score. A Tactic slip (RULES
// §7.6) also has the second move (Position2, Word2), its score (Score2) and
// the round's total (Total). At is when it is entered, by the clock of the
// timer's commands: a slip entered after the round's "Stop!", or in a
// round closed, is marked late ([Slip.Late]); zero for a slip whose time
// is not known (an import) or does not tell (slips collected at Stop! and
// typed after it). Late marks the slip late whatever At says: handed in
// after Stop!, as the one who collected it says. Keep refuses a slip written differently from
// the one recorded for its table and round (or withdrawn), instead of
// correcting it: an [EConflict] whose cause is a *[Replacement], decided
// with the slip, so that two typists racing cannot both record.
type EnterSlip struct {
	Round     int
	Table     int
	Position  string
	Word      string
	Score     string
	Position2 string
	Word2     string
	Score2    string
	Total     string
	None      bool
	At        time.Time
	Late      bool
	Keep      bool
	// Operator names who typed the slip, recorded with it (the web
	// room's operator in single entry).
	Operator string
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
// A warning exactly as one standing (table, round, kind, reason) is
// refused with a [RepeatedWarning] unless Again says it is given again
// on purpose.
type GiveWarning struct {
	Table  int
	Round  int
	Kind   WarningKind
	Reason string
	Again  bool
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
func (ChangeTieBreak) command()   {}
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
	// TopVariant returns every way of reaching the highest score of a
	// variant round (RULES §7) on b with what the round offers, in the
	// order announced (solver.Generator.TopVariant). Nil: the tops of
	// variant rounds must be typed.
	TopVariant func(b *scoring.Board, o scoring.Offer) []scoring.VariantMove
	// All returns every legal move on b with rack (solver.Generator.All),
	// for the listings of front ends and simulated players, and for the
	// draw of a composition problem's letters (RULES §9.10).
	All func(b *scoring.Board, rack scoring.Rack) []scoring.Move
	// Scrabble reports whether a group of 7 makes a 7-letter word on its
	// own (anticipation.LexiconScrabbler), for Rezistenta's groups (RULES
	// §8.9). Nil: Rezistenta's groups cannot be drawn or checked.
	Scrabble func(rack scoring.Rack) bool
}

// Decide validates command c against state s and the rules, and returns the
// events that record it, or an *[Error] with a stable [Code] naming the
// culprit. It never changes s: apply the events with [Apply] after storing
// them. Randomness comes only from the game's recorded seed.
func Decide(s State, c Command, deps Deps) ([]Event, error) {
	if _, ok := c.(CreateTournament); !ok && s.RuleSet == nil {
		return nil, Errorf(ENotFound, "no tournament yet: create one first")
	}
	if kc, ok := c.(KindCommand); ok {
		return kc.Decide(&s, deps)
	}
	switch c.(type) {
	case CreateTournament, RegisterPlayer, EditPlayer, ChangeTieBreak, SetDoubleEntry, StartGame:
		return decideTournament(s, c, deps)
	}
	g := s.CurrentGame()
	if g == nil {
		return nil, Errorf(ENotFound, "no game started yet")
	}
	if g.Play != nil {
		return decidePlay(&s, g, c, deps)
	}
	d := decider{s: &s, g: g, rs: s.RuleSet, deps: deps}
	return d.duplicate(c)
}

// decideTournament decides a command on the tournament rather than on a
// round of its current game: its players, its tie-break, or the start of
// a game.
func decideTournament(s State, c Command, deps Deps) ([]Event, error) {
	switch c := c.(type) {
	case CreateTournament:
		return decideCreate(s, c)
	case RegisterPlayer:
		return decideRegister(s, c)
	case EditPlayer:
		return decideEditPlayer(s, c)
	case ChangeTieBreak:
		return decideTieBreak(s, c)
	case SetDoubleEntry:
		return decideDoubleEntry(s, c)
	case StartGame:
		return decideStartGame(s, c, deps)
	}
	return nil, Errorf(EInternal, "unknown command %T", c)
}

// decideStartGame starts the next game once the current one has ended: a
// duplicate game of its variant, prepared or drawn from its seed.
func decideStartGame(s State, c StartGame, deps Deps) ([]Event, error) {
	if err := MayStartGame(&s); err != nil {
		return nil, err
	}
	if _, err := scoring.ParseVariant(string(c.Variant)); err != nil {
		return nil, Errorf(EInvalidInput, "%w", err)
	}
	if c.FixedOrder && !c.Variant.TwoGroups() {
		return nil, Errorf(EInvalidInput, "the order of the groups is an option of Tactic, not of the %s game", c.Variant)
	}
	if c.Prepared != nil {
		if err := checkPrepared(s.RuleSet, c.Variant, c.Prepared); err != nil {
			return nil, err
		}
	}
	return []Event{GameStarted{Game: len(s.Games) + 1, Seed: c.Seed, Variant: c.Variant, FixedOrder: c.FixedOrder, Prepared: c.Prepared}}, nil
}

// checkPrepared checks a prepared game of variant v before it is played:
// whole, its racks drawable under rs and its signature, if any, valid.
func checkPrepared(rs *scoring.RuleSet, v scoring.Variant, p *Prepared) error {
	if p.SHA256 == "" || len(p.Racks) == 0 || len(p.Racks) != len(p.Tops) {
		return Errorf(EInvalidInput, "the prepared game has %d racks and %d tops: it is incomplete", len(p.Racks), len(p.Tops))
	}
	// A variant's top says what it adds to its move (RULES §7), even when
	// it adds nothing; a classic top adds nothing.
	want := len(p.Tops)
	if v == scoring.Classic {
		want = 0
	}
	if len(p.VariantTops) != want {
		return Errorf(EInvalidInput, "the prepared %s game has %d variant tops for %d tops", v, len(p.VariantTops), len(p.Tops))
	}
	if err := checkPreparedRacks(rs, v, p.Racks); err != nil {
		return err
	}
	if p.Signature != nil {
		if _, err := p.Signature.Check(p.SHA256, nil); err != nil {
			return Errorf(EInvalidInput, "the prepared game's signature: %w", err)
		}
	}
	return nil
}

// duplicate decides a command on the current round of a duplicate game.
func (d *decider) duplicate(c Command) ([]Event, error) {
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
	case WithdrawWarning:
		return d.withdrawWarning(c)
	case CloseRound:
		return d.closeRound()
	case CancelRound:
		return d.cancelRound(c)
	case EndGame:
		return d.endGame(c)
	case StartTimer, PauseTimer, ResumeTimer, ResetTimer:
		return DecideTimer(d.s, d.g, c)
	case TypeSlip:
		return d.typeSlip(c)
	}
	return nil, Errorf(EInternal, "unknown command %T", c)
}

// RoundOnly reports whether deciding c reads of the current game one
// round alone, besides what the game holds of itself (its variant, bag,
// prepared racks), and which, 0 for the last: a round's close, and a top's
// choice, which read the last round's board, rack and stock and any top
// chosen already; a slip's entry, typing or withdrawal, which read the
// slip's round. A caller that keeps the other rounds encoded may decide
// these without reading them (see [FoldsRound] for events).
func RoundOnly(c Command) (round int, ok bool) {
	switch c := c.(type) {
	case CloseRound, ChooseTop:
		return 0, true
	case EnterSlip:
		return c.Round, true
	case TypeSlip:
		return c.Round, true
	case WithdrawSlip:
		return c.Round, true
	}
	return 0, false
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
	if _, err := time.Parse(time.DateOnly, c.Date); c.Date != "" && err != nil {
		return nil, Errorf(EInvalidInput, "date %q is not a calendar date written YYYY-MM-DD (e.g. 2026-11-29)", c.Date)
	}
	if err := checkTieBreak(c.TieBreak); err != nil {
		return nil, err
	}
	e := TournamentCreated{Name: c.Name, Date: c.Date, RuleSet: c.RuleSet, RuleSetJSON: c.RuleSetJSON,
		Lexicon: c.Lexicon, Referee: c.Referee, TieBreak: c.TieBreak}
	if _, err := RuleSetOf(e); err != nil {
		return nil, err
	}
	return []Event{e}, nil
}

// decideTieBreak decides a ChangeTieBreak: nothing when the tie-break is
// already in force (the default, shared, when the tournament names none).
func decideTieBreak(s State, c ChangeTieBreak) ([]Event, error) {
	if err := checkTieBreak(c.TieBreak); err != nil {
		return nil, err
	}
	if c.TieBreak == "" {
		return nil, Errorf(EInvalidInput, "say which tie-break: %s or %s", TieShared, TieLastGame)
	}
	if cmp.Or(s.Tournament.TieBreak, TieShared) == c.TieBreak {
		return nil, nil
	}
	if err := RequireReason(c.Reason, "changing the tie-break"); err != nil {
		return nil, err
	}
	return []Event{TieBreakChanged{TieBreak: c.TieBreak, Reason: c.Reason}}, nil
}

// checkTieBreak refuses a tie-break that is not one of [TieBreaks] ("" is
// the default).
func checkTieBreak(t string) error {
	if !slices.Contains(TieBreaks, t) && t != "" {
		return Errorf(EInvalidInput, "unknown tie-break %q: use %s or %s", t, TieShared, TieLastGame)
	}
	return nil
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

// RequireReason refuses an empty reason for action.
func RequireReason(reason, action string) error {
	if strings.TrimSpace(reason) == "" {
		return Refuse(EInvalidInput, Refusal{Kind: RefusedNoReason}, "%s needs a reason", action)
	}
	return CheckText("the reason for "+action, reason, MaxReason)
}

// Playing refuses any action once the game has ended.
func Playing(g *Game) error {
	if g.Ended {
		return Errorf(EGameOver, "game %d has ended (%s)", g.Number, g.EndReason)
	}
	return nil
}

// OpenRound returns the current round if it is open.
func OpenRound(g *Game) (*Round, error) {
	if err := Playing(g); err != nil {
		return nil, err
	}
	cur := g.Current()
	switch {
	case cur != nil && cur.Closed:
		return nil, Errorf(ERoundClosed, "round %d is already closed: draw the next rack first", cur.Number)
	case cur == nil || !cur.Open():
		return nil, Errorf(ERoundClosed, "game %d has no open round: draw a rack first", g.Number)
	}
	return cur, nil
}

// mayDraw says whether the next rack may be drawn: the game goes on and
// its current round, if any, is closed or cancelled.
func (d *decider) mayDraw() error {
	return BetweenRounds(d.g, "close it (or cancel it) before drawing")
}

// BetweenRounds refuses an action while the game is over or its current
// round is open, saying what to do first in the words of then.
func BetweenRounds(g *Game, then string) error {
	if err := Playing(g); err != nil {
		return err
	}
	if cur := g.Current(); cur != nil && cur.Open() {
		return Errorf(ERoundOpen, "round %d is still open: %s", cur.Number, then)
	}
	return nil
}

// drawRack decides a DrawRack.
func (d *decider) drawRack(c DrawRack) ([]Event, error) {
	if err := d.mayDraw(); err != nil {
		return nil, err
	}
	if err := checkTexts(textField{"rack", c.Letters, MaxRack}, textField{"the reason for forcing a rack", c.Force, MaxReason}); err != nil {
		return nil, err
	}
	cur := d.g.Current()
	round, board, rejections := len(d.g.Rounds)+1, d.g.Board, 0
	var remainder, remainder2 scoring.Rack
	bag := d.g.Bag
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
			for _, m := range cur.Top.Top().Moves {
				board.Apply(m)
			}
		}
		var err error
		if remainder, remainder2, bag, err = d.g.leave(cur); err != nil {
			return nil, Errorf(ERackMismatch, "round %d: the top %s: %s", cur.Number, cur.Top.Move.Word, err)
		}
	}
	opts := draw.Options{RejectTriples: c.RejectTriples}
	if d.deps.Exists != nil {
		opts.MoveExists = func(r scoring.Rack) bool { return d.deps.Exists(&board, r) }
	}
	prepared := false
	if p := d.g.Prepared; p != nil && strings.TrimSpace(c.Letters) == "" && round <= len(p.Racks) {
		c.Letters, prepared = p.Racks[round-1], true
	}
	var res draw.Result
	var err error
	if strings.TrimSpace(c.Letters) != "" {
		res, err = draw.ManualVariant(d.rs, d.g.Variant, round, bag, remainder, remainder2, c.Letters, c.Force, opts)
	} else {
		res, err = draw.DrawVariant(d.rs, d.g.Variant, DrawSeed(d.g.Seed, rejections), round, bag, remainder, remainder2, opts)
	}
	if err != nil && prepared {
		return nil, Errorf(ERackMismatch, "round %d: THE PREPARED RACK %s CANNOT BE DRAWN HERE: %s. The game here has left the prepared one: compare the tops played with the prepared sheet",
			round, c.Letters, ErrorMessage(drawError(err)))
	}
	if err != nil {
		return nil, drawError(err)
	}
	if res.End != draw.Playing {
		return []Event{GameEnded{Reason: string(res.End), Text: res.EndText}}, nil
	}
	e := RackDrawn{Round: round, Remainder: res.Remainder.String(), New: res.New.String(),
		Remainder2: res.Remainder2.String(), New2: res.New2.String(), Manual: c.Letters != "" && !prepared, Prepared: prepared}
	for _, r := range res.Rejected {
		e.Rejected = append(e.Rejected, Rejection{Remainder: r.Remainder.String(), New: r.New.String(), Reason: string(r.Reason), Text: r.Text, Group: r.Group})
	}
	if res.Forced != nil {
		e.ForcedReason, e.Forced = string(res.Forced.Reason), res.Forced.Why
	}
	return []Event{e}, nil
}

// DrawSeed returns the seed of a round's draw after the referee rejected
// its rack k times: the game's seed for k = 0, else the seed mixed with k
// (SplitMix64 finalizer), so that drawing again gives other letters.
func DrawSeed(seed uint64, k int) uint64 {
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
	cur, err := OpenRound(d.g)
	if err != nil {
		return nil, err
	}
	if err := RequireReason(c.Reason, "rejecting a rack"); err != nil {
		return nil, err
	}
	if cur.Top != nil || len(cur.Slips) > 0 {
		return nil, Errorf(EConflict, "round %d: the rack %s already has a top or slips; cancel the round instead", cur.Number, cur.Rack())
	}
	return []Event{RackRejected{Round: cur.Number, Reason: c.Reason}}, nil
}

// chooseTop decides a ChooseTop: a top typed by the referee (or the prepared
// game's), or one of the program's equal tops.
func (d *decider) chooseTop(c ChooseTop) ([]Event, error) {
	cur, err := d.topRound(c)
	if err != nil {
		return nil, err
	}
	prepared := d.prepareTop(cur, &c)
	if c.Play != "" || c.Play2 != "" {
		return d.typedTopEvent(cur, c, prepared)
	}
	return d.listedTopEvent(cur, c)
}

// topRound checks c's fields and returns the round whose top it chooses.
func (d *decider) topRound(c ChooseTop) (*Round, error) {
	if err := Playing(d.g); err != nil {
		return nil, err
	}
	if c.Choice < 0 {
		return nil, Errorf(EInvalidInput, "top %d: the announced tops are numbered 1, 2, …", c.Choice)
	}
	if err := checkTexts(textField{"top move", c.Play, MaxPlay}, textField{"second top move", c.Play2, MaxPlay},
		textField{"the reason for the top", c.Reason, MaxReason}); err != nil {
		return nil, err
	}
	cur := d.g.Current()
	if cur == nil || !cur.HasRack || cur.Cancelled {
		return nil, Errorf(ERoundClosed, "game %d has no round to choose a top for: draw a rack first", d.g.Number)
	}
	return cur, nil
}

// prepareTop makes c the prepared game's top when the game is prepared and c
// chooses nothing of its own for a round that has no top yet; it returns the
// prepared top (nil otherwise).
func (d *decider) prepareTop(cur *Round, c *ChooseTop) *PreparedTop {
	p := d.g.Prepared
	if p == nil || c.Play != "" || c.Play2 != "" || c.Choice != 0 || cur.Top != nil || cur.Number > len(p.Tops) {
		return nil
	}
	prepared := &PreparedTop{}
	if len(p.VariantTops) > 0 {
		*prepared = p.VariantTops[cur.Number-1]
	}
	c.Play, c.Play2, c.Reason = p.Tops[cur.Number-1], prepared.Play2, "the prepared game's top"
	return prepared
}

// typedTopEvent records the top c types (or the prepared one), with the
// program's tops of the same score as its alternatives.
func (d *decider) typedTopEvent(cur *Round, c ChooseTop, prepared *PreparedTop) ([]Event, error) {
	top, err := d.typedTop(cur, c)
	if err == nil && prepared != nil && d.g.Variant != scoring.Classic {
		top, err = d.preparedTop(cur, top, *prepared)
	}
	if err != nil && prepared != nil {
		return nil, Errorf(ERackMismatch, "round %d: THE PREPARED TOP %s CANNOT BE PLAYED ON THIS BOARD: %s. The board here differs from the prepared game's: compare the tops played with the prepared sheet before choosing another top with --play",
			cur.Number, strings.TrimSuffix(c.Play+", "+c.Play2, ", "), ErrorMessage(err))
	}
	if err != nil {
		return nil, err
	}
	list := []scoring.VariantMove{top}
	for _, t := range d.candidates(cur) {
		if t.Score == top.Score && !sameTop(t, top) {
			list = append(list, t)
		}
	}
	e := topEvent(cur.Number, d.g.Variant, list, 1)
	e.Choice, e.Override = 0, orDefault(c.Reason, "typed by the referee")
	return []Event{e}, nil
}

// listedTopEvent records the top numbered c.Choice (the first by default)
// among the program's equal tops, or among those already announced.
func (d *decider) listedTopEvent(cur *Round, c ChooseTop) ([]Event, error) {
	list := d.candidates(cur)
	if cur.Top != nil {
		list = announced(*cur.Top)
	}
	if len(list) == 0 {
		if d.deps.Top == nil && d.g.Variant == scoring.Classic || d.deps.TopVariant == nil && d.g.Variant != scoring.Classic {
			return nil, Errorf(EInvalidInput, "round %d: no move generator: type the top move", cur.Number)
		}
		return nil, Errorf(ENoMove, "round %d: no legal move can be made with %s", cur.Number, offerText(d.g.Offer(cur)))
	}
	n := max(c.Choice, 1)
	if n > len(list) {
		tops := fmt.Sprintf("there are %d top moves", len(list))
		if len(list) == 1 {
			tops = "there is 1 top move"
		}
		return nil, Errorf(EInvalidInput, "round %d: %s; %d is not one of them", cur.Number, tops, n)
	}
	if cur.Top != nil && cur.Top.Choice == n && sameTop(cur.Top.Top(), list[n-1]) {
		return nil, nil // already the top: choosing it again changes nothing
	}
	e := topEvent(cur.Number, d.g.Variant, list, n)
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

// candidates returns the round's top moves as the program orders them:
// Deps.Top ranked by Deps.Rank in the classic game, Deps.TopVariant in a
// variant game (RULES §7).
func (d *decider) candidates(r *Round) []scoring.VariantMove {
	b := r.Board
	if d.g.Variant != scoring.Classic {
		if d.deps.TopVariant == nil {
			return nil
		}
		return d.deps.TopVariant(&b, d.g.Offer(r))
	}
	if d.deps.Top == nil {
		return nil
	}
	moves := d.deps.Top(&b, r.Rack())
	if d.deps.Rank != nil && len(moves) > 1 {
		moves = d.deps.Rank(d.rs, moves, r.Rack(), d.g.Bag)
	}
	return classicTops(moves)
}

// announced returns the list of tops as first announced ([TopChosen.AnnouncedTops]).
func announced(t TopChosen) []scoring.VariantMove {
	tops, _ := t.AnnouncedTops()
	list := make([]scoring.VariantMove, len(tops))
	for i, top := range tops {
		list[i] = top.variantMove()
	}
	return list
}

// typedTop reads and checks a top typed by the referee on the round's
// board with what it offers: by RULES §3 in the classic game, as a slip
// by the variant's rules in the others (RULES §7).
func (d *decider) typedTop(r *Round, c ChooseTop) (scoring.VariantMove, error) {
	if d.g.Variant == scoring.Classic {
		play, err := d.rs.ParsePlay(c.Play)
		if err != nil {
			return scoring.VariantMove{}, Errorf(EInvalidInput, "round %d: move %q: %w", r.Number, c.Play, err)
		}
		rack := r.Rack()
		b := r.Board
		move, err := scoring.Check(d.rs, d.deps.Lexicon, &b, &rack, play)
		if err != nil {
			return scoring.VariantMove{}, moveError(r.Number, c.Play, err)
		}
		return classicTops([]scoring.Move{move})[0], nil
	}
	var s Slip
	var err error
	if s.Position, s.Word, err = splitPlay(c.Play); err == nil && c.Play2 != "" {
		s.Position2, s.Word2, err = splitPlay(c.Play2)
	}
	if err != nil {
		return scoring.VariantMove{}, Errorf(EInvalidInput, "round %d: top %q %q: %w", r.Number, c.Play, c.Play2, err)
	}
	v := d.g.adjudicateIn(d.rs, d.deps.Lexicon, d.deps.Exists, r, s)
	if !v.Valid || v.Move == nil {
		return scoring.VariantMove{}, &Error{Code: EInvalidMove, Message: fmt.Sprintf("round %d: %s %s: %s", r.Number, c.Play, c.Play2, v.Message)}
	}
	t := VariantTop{Move: *v.Move, Second: v.Second, Chosen: v.Chosen, Returned: v.Returned, Rack2First: v.Rack2First}
	return t.variantMove(), nil
}

// preparedTop returns the typed top of round r of a prepared variant game
// with the prepared letters from the stock, letter given up and group
// order (RULES §7), which the words alone may leave open (the letter a
// Metagrama top gives up, the group a Tactic move is made with), after
// checking that they fit the round's offer.
func (d *decider) preparedTop(r *Round, top scoring.VariantMove, p PreparedTop) (scoring.VariantMove, error) {
	if len(p.Returned) > 1 {
		return top, Errorf(EInvalidInput, "the letter given up %q is not one letter", p.Returned)
	}
	top.Chosen, top.Returned, top.Rack2First = p.Chosen, 0, p.Rack2First
	if p.Returned != "" {
		top.Returned = p.Returned[0]
	}
	o := d.g.Offer(r)
	o.Stock = d.g.Bag
	if _, _, _, err := draw.Leave(o, top); err != nil {
		return top, Errorf(ERackMismatch, "%w", err)
	}
	return top, nil
}

// splitPlay cuts a typed move ("H8 COLUMNA") into its position and word.
func splitPlay(text string) (position, word string, err error) {
	f := strings.Fields(text)
	if len(f) != 2 {
		return "", "", fmt.Errorf("a move is a position and a word, as in H8 COLUMNA")
	}
	return f[0], f[1], nil
}

// offerText names the letters of a round offer for messages.
func offerText(o scoring.Offer) string {
	if o.Variant.TwoGroups() {
		return o.Rack.String() + " / " + o.Rack2.String()
	}
	return o.Rack.String()
}

// moveError turns a refusal of scoring.Check into an *Error with a code.
func moveError(round int, text string, err error) error {
	return &Error{Code: MoveCode(err), Message: fmt.Sprintf("round %d: %s: %v", round, text, err), Err: err}
}

// MoveCode returns the code of a refusal of scoring.Check.
func MoveCode(err error) Code {
	switch refusalCode(err) {
	case string(scoring.ErrNotInLexicon):
		return ENotInLexicon
	case string(scoring.ErrRackLacksLetter), string(scoring.ErrRackLacksJoker):
		return ERackMismatch
	case string(scoring.ErrNotation), string(scoring.ErrInvalidLetter):
		return EInvalidInput
	}
	return EInvalidMove
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
	case r.Cancelled:
		return nil, Errorf(ERoundClosed, "round %d was cancelled: its top counts for nothing", c.Round)
	case r.TopInvalid != "":
		return nil, Errorf(EConflict, "round %d: the top %s is already marked invalid", c.Round, r.Top.Move.Word)
	}
	if err := RequireReason(c.Reason, "marking a top invalid"); err != nil {
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
		return nil, Refuse(ENotFound, Refusal{Kind: RefusedNoRound, Game: d.g.Number, Round: n}, "game %d has no round %d", d.g.Number, n)
	case r.Cancelled:
		return nil, Refuse(ERoundClosed, Refusal{Kind: RefusedCancelled, Game: d.g.Number, Round: n}, "round %d was cancelled", n)
	case !r.HasRack:
		return nil, Refuse(ENotFound, Refusal{Kind: RefusedNoRack, Game: d.g.Number, Round: n}, "round %d has no rack yet", n)
	}
	return r, nil
}

// PlayerAt returns the player at table, or the refusal.
func PlayerAt(s *State, table int) (Player, error) {
	p, ok := s.Player(table)
	if !ok {
		return p, Refuse(ENotFound, Refusal{Kind: RefusedNoPlayer, Table: table}, "no player at table %d", table)
	}
	return p, nil
}

// enterSlip decides an EnterSlip.
func (d *decider) enterSlip(c EnterSlip) ([]Event, error) {
	r, err := d.slipRound(c.Round)
	if err != nil {
		return nil, err
	}
	if _, err := PlayerAt(d.s, c.Table); err != nil {
		return nil, err
	}
	if err := checkTexts(slipFields(r.Number, c)...); err != nil {
		return nil, err
	}
	if !d.g.Variant.TwoGroups() && (c.Position2 != "" || c.Word2 != "" || c.Score2 != "" || c.Total != "") {
		return nil, Refuse(EInvalidInput, Refusal{Kind: RefusedTactic, Game: d.g.Number, Round: r.Number, Table: c.Table, Value: string(d.g.Variant)},
			"round %d, table %d: a second move and a total are written only in Tactic, not in the %s game", r.Number, c.Table, d.g.Variant)
	}
	if err := d.typingMistake(r, c); err != nil {
		return nil, err
	}
	s := written(r.Number, c)
	s.Late = c.Late || !c.At.IsZero() && (r.Closed || r.Timer.Over(c.At))
	h := r.Slips[c.Table]
	if len(h) > 0 {
		last := h[len(h)-1]
		switch {
		case last.Verdict.Reason != ReasonWithdrawn && sameWriting(last, s):
			return nil, nil
		case c.Keep:
			return nil, ReplaceRefused(replacing(last, s))
		}
	}
	s.Verdict = d.g.adjudicateIn(d.rs, d.deps.Lexicon, d.deps.Exists, r, s)
	if len(h) == 0 {
		return []Event{SlipRecorded{Slip: s, Operator: c.Operator}}, nil
	}
	return []Event{SlipCorrected{Slip: s, Operator: c.Operator}}, nil
}

// written returns the slip c as written in round, not yet adjudicated: a
// missing slip keeps nothing but its round and table.
func written(round int, c EnterSlip) Slip {
	if c.None {
		return Slip{Round: round, Table: c.Table, None: true}
	}
	return Slip{Round: round, Table: c.Table, Position: c.Position, Word: c.Word, Score: c.Score,
		Position2: c.Position2, Word2: c.Word2, Score2: c.Score2, Total: c.Total}
}

// sameWriting reports whether slips a and b are written alike.
func sameWriting(a, b Slip) bool {
	return a.Position == b.Position && a.Word == b.Word && a.Score == b.Score && a.None == b.None &&
		a.Position2 == b.Position2 && a.Word2 == b.Word2 && a.Score2 == b.Score2 && a.Total == b.Total
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
	if err := RequireReason(c.Reason, "withdrawing a slip"); err != nil {
		return nil, err
	}
	return []Event{SlipWithdrawn{Round: r.Number, Table: c.Table, Reason: c.Reason}}, nil
}

// giveWarning decides a GiveWarning.
func (d *decider) giveWarning(c GiveWarning) ([]Event, error) {
	p, round, err := d.warned(c.Table, c.Round)
	if err != nil {
		return nil, err
	}
	if round < 0 || round > len(d.g.Rounds) {
		return nil, Errorf(ENotFound, "game %d has no round %d", d.g.Number, round)
	}
	if r := d.g.Round(round); r != nil && r.Cancelled {
		return nil, Errorf(ERoundClosed, "round %d was cancelled: a warning on it counts for nothing", round)
	}
	if err := RequireReason(c.Reason, "a warning"); err != nil {
		return nil, err
	}
	switch c.Kind {
	case Technical:
		if round == 0 {
			return nil, Errorf(EInvalidInput, "table %d (%s): a technical warning is for a slip, and no round has been played yet", c.Table, p.Name)
		}
		if why := d.g.technicalIn(round, c.Table); why != "" {
			return nil, Refuse(EConflict, Refusal{Kind: RefusedTechnicalTwice, Round: round, Table: c.Table, Value: why},
				"round %d: table %d (%s) already has a technical warning (%s); RULES §5 allows one per round", round, c.Table, p.Name, why)
		}
	case Disciplinary:
	case Elimination:
		if d.g.Eliminated(c.Table) {
			return nil, Errorf(EConflict, "table %d (%s) is already eliminated from game %d", c.Table, p.Name, d.g.Number)
		}
	default:
		return nil, Errorf(EInvalidInput, "unknown warning kind %q: use technical, disciplinary or elimination", c.Kind)
	}
	w := WarningGiven{Table: c.Table, Round: round, Kind: c.Kind, Reason: c.Reason}
	if s, ok := d.g.repeated(w); ok && !c.Again {
		return nil, &Error{Code: EConflict, Err: &RepeatedWarning{Given: s},
			Message: fmt.Sprintf("round %d: table %d (%s) already has this %s warning (%q); give it again only on purpose", round, c.Table, p.Name, c.Kind, c.Reason)}
	}
	return []Event{w}, nil
}

// closeRound decides a CloseRound.
func (d *decider) closeRound() ([]Event, error) {
	cur, err := OpenRound(d.g)
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
	if err := RequireReason(c.Reason, "cancelling a round"); err != nil {
		return nil, err
	}
	return []Event{RoundCancelled{Round: n, Reason: c.Reason}}, nil
}

// endGame decides an EndGame.
func (d *decider) endGame(c EndGame) ([]Event, error) {
	if err := Playing(d.g); err != nil {
		return nil, err
	}
	if cur := d.g.Current(); cur != nil && cur.Open() {
		return nil, Errorf(ERoundOpen, "round %d is still open: close or cancel it first", cur.Number)
	}
	if err := RequireReason(c.Reason, "ending a game"); err != nil {
		return nil, err
	}
	return []Event{GameEnded{Reason: ReasonReferee, Text: c.Reason}}, nil
}

// checkPreparedRacks refuses a prepared game whose racks are not racks of a
// game of variant v under rs, naming the first at fault: each must be in
// v's form (Tactic's two groups split by '/', RULES §7.6) and of tiles of
// the set, and the first must be drawable from the full bag. A later rack
// depends on the tops played before it, and is checked as it is drawn.
func checkPreparedRacks(rs *scoring.RuleSet, v scoring.Variant, racks []string) error {
	refuse := func(i int, why string) error {
		return Errorf(EInvalidInput, "the prepared %s game's rack %d %q %s", v, i+1, racks[i], why)
	}
	for i, r := range racks {
		groups := strings.Split(r, "/")
		switch {
		case v.TwoGroups() && len(groups) != 2:
			return refuse(i, "is not Tactic's two groups split by '/'")
		case !v.TwoGroups() && len(groups) != 1:
			return refuse(i, "holds a '/', which only Tactic's racks do")
		}
		for _, g := range groups {
			if _, err := draw.ParseLetters(rs, g); err != nil {
				return refuse(i, "cannot be read: "+err.(*draw.Error).Text)
			}
		}
	}
	none := scoring.Rack{}
	if _, err := draw.ManualVariant(rs, v, 1, rs.FullBag(), none, none, racks[0], "", draw.Options{}); err != nil {
		return refuse(0, "cannot be drawn: "+ErrorMessage(drawError(err)))
	}
	return nil
}

package arbiter

import (
	"cmp"
	"errors"
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

// EndGame ends the current game on the referee's decision (→ [GameEnded]
// with reason "referee"), for example when time is short (RULES §4.5).
type EndGame struct {
	Reason string
}

func (CreateTournament) command() {}
func (RegisterPlayer) command()   {}
func (EditPlayer) command()       {}
func (ChangeTieBreak) command()   {}
func (GiveWarning) command()      {}
func (CloseRound) command()       {}
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
	case CreateTournament, RegisterPlayer, EditPlayer, ChangeTieBreak, SetDoubleEntry:
		return decideTournament(s, c)
	}
	g, err := s.GameInPlay()
	if err != nil {
		return nil, err
	}
	return DecideIn(&s, g, c, deps)
}

// GameInPlay returns the current game, which a command on a game is
// decided on, or its refusal before the first game.
func (s *State) GameInPlay() (*Game, error) {
	if g := s.CurrentGame(); g != nil {
		return g, nil
	}
	return nil, Errorf(ENotFound, "no game started yet")
}

// decideTournament decides a command on the tournament rather than on its
// current game: its creation, its players, its tie-break, double entry.
func decideTournament(s State, c Command) ([]Event, error) {
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
	}
	return nil, Errorf(EInternal, "unknown command %T", c)
}

// A RoundCommand is a command whose decision reads of the current game
// one round alone, besides what the game holds of itself (its variant,
// bag, prepared racks): OnlyRound names it, 0 for the last (a top's
// choice reads the last round's board, rack, stock and any top chosen
// already; a slip's entry, typing or withdrawal the slip's round).
type RoundCommand interface {
	Command
	OnlyRound() int
}

// RoundOnly reports whether deciding c reads of the current game one
// round alone, and which, 0 for the last: a round's close, or a
// [RoundCommand]. A caller that keeps the other rounds encoded may decide
// these without reading them (see [FoldsRound] for events).
func RoundOnly(c Command) (round int, ok bool) {
	switch c := c.(type) {
	case CloseRound:
		return 0, true
	case RoundCommand:
		return c.OnlyRound(), true
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
	if err := CheckTexts(TextField{"tournament name", c.Name, MaxTournamentName}, TextField{"date", c.Date, MaxDate},
		TextField{"referee", c.Referee, MaxPersonName}); err != nil {
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
	if err := CheckTexts(playerFields(c.Table, c.Name, c.Club, c.FederationID, c.Category, c.Series)...); err != nil {
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
	if err := CheckTexts(playerFields(c.Table, next.Name, next.Club, next.FederationID, next.Category, next.Series)...); err != nil {
		return nil, err
	}
	return []Event{e}, nil
}

// RequireReason refuses an empty reason for action.
func RequireReason(reason, action string) error {
	if strings.TrimSpace(reason) == "" {
		return Refuse(EInvalidInput, Refusal{Kind: RefusedNoReason}, "%s needs a reason", action)
	}
	return CheckText("the reason for "+action, reason, MaxReason)
}

// Playing refuses any action once the game has ended, saying why it
// ended in words when its end says them.
func Playing(g *Game) error {
	if g.Ended && g.EndText != "" {
		return Errorf(EGameOver, "game %d has ended (%s): %s", g.Number, g.EndReason, g.EndText)
	}
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

// MoveCode returns the code of a refusal of scoring.Check.
func MoveCode(err error) Code {
	switch RefusalCode(err) {
	case string(scoring.ErrNotInLexicon):
		return ENotInLexicon
	case string(scoring.ErrRackLacksLetter), string(scoring.ErrRackLacksJoker):
		return ERackMismatch
	case string(scoring.ErrNotation), string(scoring.ErrInvalidLetter):
		return EInvalidInput
	}
	return EInvalidMove
}

// PlayerAt returns the player at table, or the refusal.
func PlayerAt(s *State, table int) (Player, error) {
	p, ok := s.Player(table)
	if !ok {
		return p, Refuse(ENotFound, Refusal{Kind: RefusedNoPlayer, Table: table}, "no player at table %d", table)
	}
	return p, nil
}

// RefusalCode returns the stable code of a refusal by package scoring (a
// *scoring.MoveError or *scoring.NotationError), or bad_notation for any
// other error.
func RefusalCode(err error) string {
	if r, ok := errors.AsType[scoring.Refusal](err); ok {
		return string(r)
	}
	return string(scoring.ErrNotation)
}

// DrawError turns an error of package draw into an *Error.
func DrawError(err error) error {
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

package arbiter

import (
	"bytes"
	"fmt"
	"maps"
	"slices"
	"strconv"

	"arbiter/scoring"
)

// TournamentStream is the stream of tournament-level events:
// [TournamentCreated], [PlayerRegistered] and [PlayerEdited].
const TournamentStream = "tournament"

// GameStream returns the stream of game n's events ("game-1", "game-2", …),
// from its [GameStarted] on, so that sequence numbers count per game.
func GameStream(n int) string { return "game-" + strconv.Itoa(n) }

// Player is a registered player (RULES §6 ranking columns table, name,
// club), with the category and series rankings can be split by.
type Player struct {
	Table        int
	Name         string
	Club         string
	FederationID string
	Category     string
	Series       string
	Centre       string
}

// Round is one round of a game as the events made it (RULES §4.1).
type Round struct {
	Number int
	// Board is the position the round is played on: slips are checked on it.
	Board scoring.Board
	// Remainder and New make up the rack (RULES §4.2); HasRack is false
	// after the referee rejected the rack and before it is drawn again.
	Remainder, New scoring.Rack
	HasRack        bool
	// Remainder2 and New2 make up Tactic's second group (RULES §7.6).
	Remainder2, New2 scoring.Rack
	// Stock is the bag once the round's letters are drawn: what Completiv
	// and Superjoker choose from and Metagrama swaps with (RULES §7).
	Stock scoring.Rack
	// Rejected lists every rack put back in this round, in order.
	Rejected []Rejection
	// Manual is set for a rack drawn by hand; Forced is the referee's reason
	// for accepting it against ForcedReason (a draw.Reason code).
	Manual               bool
	ForcedReason, Forced string
	// Top is the chosen top move, nil until one is chosen.
	Top *TopChosen
	// TopInvalid is the reason the top was found invalid (RULES §4.5), or "".
	TopInvalid string
	// Slips holds, per table, every slip entered for the round in order: the
	// last one counts (a withdrawal is a slip with None set and Verdict.Reason
	// "withdrawn").
	Slips map[int][]Slip
	// Closed is set when play of the round is over.
	Closed bool
	// Cancelled is set when the round was voided, with CancelReason;
	// Returned when its rack went back to the bag because it was cancelled
	// before being closed.
	Cancelled    bool
	CancelReason string
	Returned     bool
	// OnBoard is set once the top has been played on the game's board.
	OnBoard bool
	// Timer is the countdown of the round's thinking time.
	Timer Timer
	// Typed holds, per table, the typings of double entry not settled yet
	// (see [SlipTyped]): one awaits a second operator, several differ and
	// await the referee.
	Typed map[int][]SlipTyped
	// Encoded is the encoding the round was read from (a snapshot's line),
	// which may be written again as it is instead of encoding the round:
	// a fold drops it from a round it changes. Nil for a round folded
	// from events.
	Encoded []byte `json:"-"`
	// Tallied is set on a round a snapshot's reader left unread
	// ([Round.Unread]): all the standings read of it, until it is read.
	Tallied *RoundTally `json:"-"`
}

// Rack returns the round's rack: remainder and new letters.
func (r *Round) Rack() scoring.Rack { return r.Remainder.Plus(r.New) }

// Slip returns the slip of table that counts in the round, and false when
// the player handed in none (or it was withdrawn).
func (r *Round) Slip(table int) (Slip, bool) {
	h := r.Slips[table]
	if len(h) == 0 || h[len(h)-1].Verdict.Reason == ReasonWithdrawn {
		return Slip{}, false
	}
	return h[len(h)-1], true
}

// Played reports whether the round's top goes on the board for the
// continuation: it was chosen, and the rack did not go back.
func (r *Round) Played() bool { return r.Top != nil && !r.Returned }

// Game is one game of the tournament as the events made it.
type Game struct {
	Number int
	Seed   uint64
	// Variant is the kind of game (RULES §7), FixedOrder Tactic's option.
	Variant    scoring.Variant
	FixedOrder bool
	// Prepared is the game prepared in advance this one plays, or nil.
	Prepared *Prepared
	// Play is the kind and state of a game of a kind whose games keep a
	// state of their own ([Folder]), nil for the duplicate game.
	Play *Play `json:",omitempty"`
	// Board is the position after every top already played: the current
	// round's top is played when the next rack is drawn or the game ends.
	Board scoring.Board
	// Bag holds the tiles neither on the board nor on the current rack.
	Bag scoring.Rack
	// Rounds holds every round, cancelled ones included; Rounds[i].Number == i+1.
	Rounds []Round
	// Warnings lists the warnings the referee gave, in order (RULES §6).
	Warnings []WarningGiven
	// Ended is set once the game is over, with the draw.End code or
	// "referee" in EndReason and the reason in words in EndText.
	Ended              bool
	EndReason, EndText string
	// Totals are, for a finished game kept without its rounds (read
	// from a snapshot), what it adds to the tournament's standings (see
	// [State.Ranks]); nil otherwise.
	Totals *GameTotals `json:"-"`
}

// Current returns the last round of g, or nil before the first rack.
func (g *Game) Current() *Round {
	if len(g.Rounds) == 0 {
		return nil
	}
	return &g.Rounds[len(g.Rounds)-1]
}

// Round returns round n of g, or nil.
func (g *Game) Round(n int) *Round {
	if n < 1 || n > len(g.Rounds) {
		return nil
	}
	return &g.Rounds[n-1]
}

// Changing is [Game.Round] for a fold about to change round n: the
// encoding it was read from no longer holds it, and is dropped. Every fold
// that writes a round takes it here.
func (g *Game) Changing(n int) *Round {
	r := g.Round(n)
	if r != nil {
		r.Encoded = nil
	}
	return r
}

// State is the tournament as the fold of its events: it has no other
// source of truth. Build it with [Replay] or [ReplayTournament] and advance
// it with [Apply].
//
// State holds slices and maps: [Apply] may reuse and change the storage of
// the State it is given, as append does, so keep only the State it returns.
// To look at an earlier point, replay a prefix of the log: Replay(evs[:k]).
type State struct {
	// Tournament is the event that created the tournament; RuleSet is its
	// rule set, nil before the tournament exists.
	Tournament TournamentCreated
	RuleSet    *scoring.RuleSet
	// Players in order of registration.
	Players []Player
	// Games in order; Games[i].Number == i+1.
	Games []Game
	// DoubleEntry is set while the room's slips are typed twice
	// ([SetDoubleEntry]).
	DoubleEntry bool `json:",omitempty"`
	// Kinds are the kinds of game registered, which decide their games'
	// commands and fold their events: set by whoever replays the log.
	Kinds *Registry `json:"-"`
}

// Player returns the player at table, or false.
func (s *State) Player(table int) (Player, bool) {
	for _, p := range s.Players {
		if p.Table == table {
			return p, true
		}
	}
	return Player{}, false
}

// Game returns game n (1, 2, …), or nil.
func (s *State) Game(n int) *Game {
	if n < 1 || n > len(s.Games) {
		return nil
	}
	return &s.Games[n-1]
}

// playedGame returns game n, or an error saying it was not played.
func (s *State) playedGame(n int) (*Game, error) {
	g := s.Game(n)
	if g == nil {
		return nil, Errorf(ENotFound, "no game %d (%d games played)", n, len(s.Games))
	}
	return g, nil
}

// CurrentGame returns the last game started, or nil.
func (s *State) CurrentGame() *Game { return s.Game(len(s.Games)) }

// StreamFor returns the stream event e goes to when appended to the log
// that folds to s: [TournamentStream] for tournament events, the stream of
// the game it starts for [GameStarted], else the current game's stream.
func (s *State) StreamFor(e Event) string { return streamOf(e, len(s.Games)) }

// StreamsFor returns the stream of each of evs appended in order to the
// log that folds to s: the events after a game's start go to that game's
// stream.
func (s *State) StreamsFor(evs []Event) []string {
	game := len(s.Games)
	out := make([]string, len(evs))
	for i, e := range evs {
		if isGameStart(e) {
			game++
		}
		out[i] = streamOf(e, game)
	}
	return out
}

// streamOf returns the stream of e when game is the current game.
func streamOf(e Event, game int) string {
	switch e := e.(type) {
	case TournamentCreated, PlayerRegistered, PlayerEdited, TieBreakChanged, DoubleEntrySet:
		return TournamentStream
	case GameStarted:
		return GameStream(e.Game)
	case GameStart:
		return GameStream(e.StartsGame())
	}
	return GameStream(game)
}

// Replay folds evs, in order, from the empty state. Replay(evs[:k]) is the
// tournament as it stood after the k-th event.
func Replay(evs []Event) (State, error) { return ReplayWith(nil, evs) }

// ReplayWith is [Replay] of a log that may hold the events of the kinds
// registered in kinds.
func ReplayWith(kinds *Registry, evs []Event) (State, error) {
	s := State{Kinds: kinds}
	for i, e := range evs {
		var err error
		if s, err = Apply(s, e); err != nil {
			return s, Errorf(ErrorCode(err), "event %d (%s): %s", i+1, e.EventType(), ErrorMessage(err))
		}
	}
	return s, nil
}

// ReplayTournament folds a tournament kept in streams: the events of
// [TournamentStream], then those of each game's stream in order (games[i]
// is the stream of game i+1 and begins with its [GameStarted]). Each
// stream must hold only its own kind of event; the error names the stream
// and the position of the first event out of place.
func ReplayTournament(tournament []Event, games [][]Event) (State, error) {
	return ReplayTournamentWith(nil, tournament, games)
}

// ReplayTournamentWith is [ReplayTournament] of a log that may hold the
// events of the kinds registered in kinds.
func ReplayTournamentWith(kinds *Registry, tournament []Event, games [][]Event) (State, error) {
	all := make([]Event, 0, len(tournament))
	for i, e := range tournament {
		if streamOf(e, 0) != TournamentStream {
			return State{}, Errorf(EInvalidInput, "%s #%d: %s belongs to a game stream", TournamentStream, i+1, e.EventType())
		}
	}
	all = append(all, tournament...)
	for n, evs := range games {
		for i, e := range evs {
			if streamOf(e, n+1) != GameStream(n+1) || (i == 0) != isGameStart(e) {
				return State{}, Errorf(EInvalidInput, "%s #%d: %s is out of place", GameStream(n+1), i+1, e.EventType())
			}
		}
		all = append(all, evs...)
	}
	return ReplayWith(kinds, all)
}

// isGameStart reports whether e is a GameStarted.
func isGameStart(e Event) bool {
	switch e.(type) {
	case GameStarted, GameStart:
		return true
	}
	return false
}

// Apply returns s with event e folded in. It never validates against the
// rules (that is [Decide]'s job, so old events stay valid under new rules)
// but refuses an event that does not fit the state (a round that does not
// exist, a rack that does not come from the bag) and an unknown event, with
// an *[Error]. It does no I/O and uses no clock or randomness.
func Apply(s State, e Event) (State, error) {
	switch e := e.(type) {
	case KindEvent:
		return applyKind(s, e)
	case TournamentCreated:
		return applyCreated(s, e)
	case PlayerRegistered:
		return applyPlayer(s, e)
	case PlayerEdited:
		return applyPlayerEdited(s, e)
	case DoubleEntrySet:
		if s.RuleSet == nil {
			return s, Errorf(ENotFound, "double entry set before the tournament was created")
		}
		s.DoubleEntry = e.On
		return s, nil
	case TieBreakChanged:
		if s.RuleSet == nil {
			return s, Errorf(ENotFound, "tie-break changed before the tournament was created")
		}
		s.Tournament.TieBreak = e.TieBreak
		return s, nil
	case GameStarted:
		return applyGameStarted(s, e)
	case RackDrawn, RackRejected, TopChosen, TopInvalidated, SlipRecorded, SlipCorrected,
		SlipWithdrawn, WarningGiven, WarningWithdrawn, RoundClosed, RoundCancelled, GameEnded,
		TimerStarted, TimerPaused, TimerResumed, TimerReset, SlipTyped:
		g := s.CurrentGame()
		if g == nil {
			return s, Errorf(ENotFound, "%s before any game of Scrabble started", e.EventType())
		}
		return s, s.foldBuiltIn(g, e)
	}
	return s, Errorf(EInvalidInput, "unknown event %T", e)
}

// applyCreated folds a TournamentCreated: the rule set is rebuilt from the
// event alone.
func applyCreated(s State, e TournamentCreated) (State, error) {
	if s.RuleSet != nil {
		return s, Errorf(EConflict, "the tournament %q already exists", s.Tournament.Name)
	}
	rs, err := RuleSetOf(e)
	if err != nil {
		return s, err
	}
	if err := CheckSolos(e.Solos); err != nil {
		return s, err
	}
	s.Tournament, s.RuleSet = e, rs
	return s, nil
}

// RuleSetOf rebuilds the rule set a TournamentCreated names: what [Apply]
// folds, and what a reader of a state saved without it rebuilds.
func RuleSetOf(e TournamentCreated) (*scoring.RuleSet, error) {
	if len(e.RuleSetJSON) > 0 {
		rs, err := scoring.ReadRuleSet(bytes.NewReader(e.RuleSetJSON))
		if err != nil {
			return nil, Errorf(EInvalidInput, "rule set %q: %w", e.RuleSet, err)
		}
		return rs, nil
	}
	rs, ok := scoring.Builtin(e.RuleSet)
	if !ok {
		return nil, Errorf(EInvalidInput, "unknown rule set %q", e.RuleSet)
	}
	return rs, nil
}

// applyPlayer folds a PlayerRegistered.
func applyPlayer(s State, e PlayerRegistered) (State, error) {
	if s.RuleSet == nil {
		return s, Errorf(ENotFound, "player %q registered before the tournament was created", e.Name)
	}
	if e.Table < 1 {
		return s, Errorf(EInvalidInput, "player %q: table %d is not a table number (1, 2, …)", e.Name, e.Table)
	}
	if p, ok := s.Player(e.Table); ok {
		return s, Errorf(EConflict, "table %d is already taken by %s", e.Table, p.Name)
	}
	s.Players = append(s.Players, Player(e))
	return s, nil
}

// applyPlayerEdited folds a PlayerEdited: the fields it sets replace the
// player's. Players is copied first so that earlier states keep their names.
func applyPlayerEdited(s State, e PlayerEdited) (State, error) {
	i := slices.IndexFunc(s.Players, func(p Player) bool { return p.Table == e.Table })
	if i < 0 {
		return s, Errorf(ENotFound, "no player at table %d to edit", e.Table)
	}
	s.Players = slices.Clone(s.Players)
	s.Players[i] = e.apply(s.Players[i])
	return s, nil
}

// apply returns p with the fields e sets replaced.
func (e PlayerEdited) apply(p Player) Player {
	for _, f := range []struct {
		set *string
		to  *string
	}{{e.Name, &p.Name}, {e.Club, &p.Club}, {e.FederationID, &p.FederationID}, {e.Category, &p.Category}, {e.Series, &p.Series}} {
		if f.set != nil {
			*f.to = *f.set
		}
	}
	return p
}

// applyGameStarted folds a GameStarted.
func applyGameStarted(s State, e GameStarted) (State, error) {
	if s.RuleSet == nil {
		return s, Errorf(ENotFound, "game %d started before the tournament was created", e.Game)
	}
	if g := s.CurrentGame(); g != nil && !g.Ended {
		return s, Errorf(EConflict, "game %d started while game %d is still being played", e.Game, g.Number)
	}
	if e.Game != len(s.Games)+1 {
		return s, Errorf(EInvalidInput, "game %d started, but the next game is %d", e.Game, len(s.Games)+1)
	}
	if _, err := scoring.ParseVariant(string(e.Variant)); err != nil {
		return s, Errorf(EInvalidInput, "game %d: %w", e.Game, err)
	}
	g := Game{Number: e.Game, Seed: e.Seed, Variant: e.Variant, FixedOrder: e.FixedOrder, Prepared: e.Prepared, Bag: s.RuleSet.FullBag()}
	if err := s.foldStarted(&g, e); err != nil {
		return s, Errorf(ErrorCode(err), "game %d: %s", e.Game, ErrorMessage(err))
	}
	s.Games = append(s.Games, g)
	return s, nil
}

// FoldsRound reports whether folding e into s reads or changes of the
// current game one round alone, besides what the game holds of itself, and
// which: the last round for the events of the current round, of the round
// before it (settled when a rack is drawn), of the game alone, and those
// of the tournament but a game's start (which makes the current game an
// earlier one, ranked from its rounds); the round of a slip for the
// events of a slip. A fold of these needs no other round; see [RoundOnly]
// for commands.
func FoldsRound(s *State, e Event) (round int, ok bool) {
	last := 0
	if g := s.CurrentGame(); g != nil {
		last = len(g.Rounds)
	}
	switch e := e.(type) {
	case TournamentCreated, PlayerRegistered, PlayerEdited, TieBreakChanged, DoubleEntrySet,
		RackDrawn, RackRejected, TopChosen, RoundClosed, TimerStarted, TimerPaused, TimerResumed, TimerReset, WarningGiven, WarningWithdrawn:
		return last, true
	case SlipRecorded:
		return e.Slip.Round, true
	case SlipCorrected:
		return e.Slip.Round, true
	case SlipWithdrawn:
		return e.Round, true
	case SlipTyped:
		return e.Round, true
	}
	return 0, false
}

// ApplyWarning records a warning given in a round the game has.
func (g *Game) ApplyWarning(e WarningGiven) error {
	if e.Round < 0 || e.Round > len(g.Rounds) {
		return Errorf(ENotFound, "warning for table %d in round %d: game %d has %d rounds", e.Table, e.Round, g.Number, len(g.Rounds))
	}
	switch e.Kind {
	case Technical, Disciplinary, Elimination:
	default:
		return Errorf(EInvalidInput, "warning for table %d: unknown kind %q", e.Table, e.Kind)
	}
	g.Warnings = append(g.Warnings, e)
	return nil
}

// Open reports whether the round is being played: it has a rack and is
// neither closed nor cancelled.
func (r *Round) Open() bool { return r.HasRack && !r.Closed && !r.Cancelled }

// CurrentRound returns the current round of g, to be changed, if it is
// round n.
func (g *Game) CurrentRound(n int, e Event) (*Round, error) {
	if g.Ended {
		return nil, Errorf(EGameOver, "%s: game %d has ended", e.EventType(), g.Number)
	}
	cur := g.Current()
	if cur == nil || cur.Number != n {
		return nil, Errorf(ERoundClosed, "%s for round %d, but the current round of game %d is %d", e.EventType(), n, g.Number, len(g.Rounds))
	}
	return g.Changing(n), nil
}

// ParseRack reads a rack written by [scoring.Rack.String]: letters A–Z and
// '?' for a joker.
func ParseRack(s string) (scoring.Rack, error) {
	var r scoring.Rack
	for i := 0; i < len(s); i++ {
		c := s[i]
		if (c < 'A' || c > 'Z') && c != '?' {
			return r, fmt.Errorf("%q is not a tile", c)
		}
		if r[RackIndex(c)] == 255 {
			return r, fmt.Errorf("too many tiles %q", c)
		}
		r.Add(c)
	}
	return r, nil
}

// RackIndex returns the Rack index of tile c ('A'–'Z' or '?').
func RackIndex(c byte) int {
	if c == '?' {
		return scoring.JokerIndex
	}
	return int(c - 'A')
}

// Clone returns a deep copy of s that shares no storage [Apply] changes:
// folding events into one leaves the other as it was. A service that
// hands out the state it keeps, or tries events it may not record, works
// on a clone. The clone's rounds keep the encodings they were read from
// ([Round.Encoded]): a fold drops that of a round it changes.
func (s State) Clone() State {
	c := s
	c.Players = slices.Clone(s.Players)
	c.Games = slices.Clone(s.Games)
	for i := range c.Games {
		g := &c.Games[i]
		g.Warnings = slices.Clip(g.Warnings)
		g.Rounds = slices.Clone(g.Rounds)
		for j := range g.Rounds {
			r := &g.Rounds[j]
			r.Rejected = slices.Clip(r.Rejected)
			r.Slips, r.Typed = byTable(r.Slips), byTable(r.Typed)
		}
	}
	return c
}

// byTable copies m, a history per table, each history clipped: appending
// to it in the copy leaves m's as it was.
func byTable[T any](m map[int][]T) map[int][]T {
	c := maps.Clone(m)
	for table, h := range c {
		c[table] = slices.Clip(h)
	}
	return c
}

package referee

import (
	"context"
	"slices"
	"time"

	"arbiter/arbiter"
	"arbiter/arbiter/slipinput"
	"arbiter/scoring"
)

// Play is where the play of the current game stands, as the room's pages
// poll it: the tournament, the game's discipline, its current round with
// its rack, clock and top. It holds no slip ([Service.Entry] says which
// are due, [Service.Results] what they scored), and nothing of it is
// shared with the service.
type Play struct {
	// Version is how far the log was read.
	Version Version
	// Tournament is the tournament's name, RuleSet its rule set (nil
	// before it is created), Players how many players are registered.
	Tournament string
	RuleSet    *scoring.RuleSet
	Players    int
	// Game is the number of the current game, 0 before the first; the
	// fields below are the current game's.
	Game    int
	Kind    arbiter.Kind
	Variant scoring.Variant
	Ended   bool
	// Prepared is the number of rounds of the prepared game it plays, 0
	// for a game drawn as it goes.
	Prepared int
	// ThinkingTime is a round's time before its timer is started,
	// LastCall how long before its end the call is made (RULES §4.2).
	ThinkingTime, LastCall time.Duration
	// Bag holds the tiles neither on the board nor on the current rack.
	Bag scoring.Rack
	// Round is the current round, nil before the first rack.
	Round *RoundPlay
	// TopStands says that a round of the game has a top neither found
	// invalid nor cancelled: one the referee may find invalid (RULES §4.5).
	TopStands bool
	// Showing is what the room shows of a game of a kind played on the
	// duplicate game's pages by its own rules ([arbiter.ShowingAt]); nil
	// for the duplicate game.
	Showing *arbiter.Showing
	// Actions says what the referee may do now in the current game, of
	// whatever kind: the console offers these and nothing else.
	Actions arbiter.Actions
	// Warnings are the kinds of warning the current game records
	// ([arbiter.WarningKindsOf]).
	Warnings []arbiter.WarningKind
	// DoubleEntry is set while the room's slips are typed twice.
	DoubleEntry bool
	// Slips says that the current game takes slips: its kind reads them
	// ([slipinput.SlipKind]).
	Slips bool
	// Pages names the forms of the pages the current game's kind reads
	// ([arbiter.PageReader]): a problem's solutions.
	Pages []string
	// Screen is what the room shows of a game of a kind of its own, and
	// the forms that start one ([arbiter.ScreenAt]); nil when there is
	// none.
	Screen *arbiter.Screen
}

// RoundPlay is the current round as it is played: its rack, clock, top
// and board, and how many tables handed in a slip.
type RoundPlay struct {
	Number                     int
	HasRack, Closed, Cancelled bool
	Remainder, New             scoring.Rack
	Remainder2, New2           scoring.Rack
	Timer                      arbiter.Timer
	Top                        *arbiter.TopChosen
	Board                      scoring.Board
	Slips                      int
}

// Rack2 returns Tactic's second group (RULES §7.6), empty in other games.
func (r *RoundPlay) Rack2() scoring.Rack { return r.Remainder2.Plus(r.New2) }

// Play returns where the play of the current game stands. Whether a
// top stands reads every round of the game: a service started from a
// snapshot decodes them first.
func (s *Service) Play(ctx context.Context, now time.Time) (Play, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if err := s.decode(ctx, currentGame); err != nil {
		return Play{}, err
	}
	return PlayOf(&s.state, s.version(), now), nil
}

// PlayOf returns where the play of st's current game stands at now, st
// read as far as v.
func PlayOf(st *arbiter.State, v Version, now time.Time) Play {
	p := Play{Version: v, Tournament: st.Tournament.Name, RuleSet: st.RuleSet, Players: len(st.Players),
		Actions: arbiter.ActionsAt(*st, now), Warnings: arbiter.WarningKindsOf(st), DoubleEntry: st.DoubleEntry, Screen: arbiter.ScreenAt(*st, now)}
	g := st.CurrentGame()
	if g == nil {
		return p
	}
	p.Game, p.Kind, p.Variant, p.Ended, p.Bag = g.Number, g.Kind(), g.Variant, g.Ended, g.Bag
	if d, ok := st.Kinds.Discipline(g.Kind()); ok {
		_, p.Slips = d.(slipinput.SlipKind)
		if r, ok := d.(arbiter.PageReader); ok {
			for _, f := range r.PageForms() {
				p.Pages = append(p.Pages, f.Name)
			}
		}
	}
	p.ThinkingTime, p.LastCall = st.ThinkingTime(g), st.LastCall(g)
	if g.Prepared != nil {
		p.Prepared = len(g.Prepared.Racks)
	}
	p.TopStands = slices.ContainsFunc(g.Rounds, func(r arbiter.Round) bool {
		return r.Top != nil && r.TopInvalid == "" && !r.Cancelled
	})
	if cur := g.Current(); cur != nil {
		p.Round = &RoundPlay{Number: cur.Number, HasRack: cur.HasRack, Closed: cur.Closed, Cancelled: cur.Cancelled,
			Remainder: cur.Remainder, New: cur.New, Remainder2: cur.Remainder2, New2: cur.New2,
			Timer: cur.Timer, Board: cur.Board, Slips: len(cur.Slips)}
		if cur.Top != nil {
			top := *cur.Top
			p.Round.Top = &top
		}
	}
	p.Showing = arbiter.ShowingAt(st, now)
	return p
}

// Entry returns where the play of the current game stands at now and what
// slip entry waits for in it, read at once.
func (s *Service) Entry(ctx context.Context, now time.Time) (Play, arbiter.SlipsDue, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if err := s.decode(ctx, currentGame); err != nil {
		return Play{}, arbiter.SlipsDue{}, err
	}
	return PlayOf(&s.state, s.version(), now), arbiter.SlipsDueOf(&s.state), nil
}

// Typings returns the typings of table's slip of round n of the current
// game not settled yet, of whichever kind: one awaits a second operator,
// several differ.
func (s *Service) Typings(ctx context.Context, n, table int) ([]arbiter.TypedSlip, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if err := s.decode(ctx, lastRound); err != nil {
		return nil, err
	}
	if _, err := s.readRound(ctx, 0, n); err != nil {
		return nil, err
	}
	return arbiter.TypingsOf(&s.state, n, table), nil
}

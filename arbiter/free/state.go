package free

import (
	"slices"

	"arbiter/arbiter"
	"arbiter/arbiter/free/pairing"
)

// State is a free-game event as its events made it. It is a value: [Apply]
// returns a new State and never changes the slices of the one it is given.
type State struct {
	Started  bool     `json:"started"`
	Settings Settings `json:"settings"`
	// Players are the field, by number.
	Players []Player `json:"players"`
	// Rounds are the rounds paired, round 1 first.
	Rounds []Round `json:"rounds"`
}

// Player is a player of the event.
type Player struct {
	Entry
	// From is the first round the player was paired in or can be: 1, or a
	// late entry's.
	From int `json:"from"`
	// Out is the round from which a withdrawn player is no longer paired,
	// 0 while they play.
	Out int `json:"out,omitempty"`
}

// Round is a paired round.
type Round struct {
	Number int            `json:"number"`
	System pairing.System `json:"system"`
	Boards []Game         `json:"boards"`
	// Clock is the room's clock of the round.
	Clock arbiter.Timer `json:"clock,omitzero"`
}

// Game is a board of a round and its outcome.
type Game struct {
	Board
	// Done is set once the board has a result or a forfeit.
	Done       bool `json:"done,omitempty"`
	StartScore int  `json:"start_score,omitempty"`
	ReplyScore int  `json:"reply_score,omitempty"`
	// Absent lists the players who forfeited the board.
	Absent []int `json:"absent,omitempty"`
	// Typed are the board's result typings not settled yet, under
	// double entry.
	Typed []ResultTyped `json:"typed,omitempty"`
	// Record is the game's moves as recorded, if they were.
	Record *GameRecord `json:"record,omitempty"`
}

// Bye reports whether g is the bye.
func (g Game) Bye() bool { return g.Reply == 0 }

// Player returns the player numbered n and whether there is one.
func (s State) Player(n int) (Player, bool) {
	i, ok := slices.BinarySearchFunc(s.Players, n, func(p Player, n int) int { return p.Player - n })
	if !ok {
		return Player{}, false
	}
	return s.Players[i], true
}

// Round returns round r and whether it is paired.
func (s State) Round(r int) (Round, bool) {
	if r < 1 || r > len(s.Rounds) {
		return Round{}, false
	}
	return s.Rounds[r-1], true
}

// Find returns the index of player n's game in round r, or -1.
func (r Round) Find(n int) int {
	return slices.IndexFunc(r.Boards, func(g Game) bool { return g.Start == n || g.Reply == n })
}

// Apply returns the state after event e. It checks only that e fits the
// state (its round and board exist), not the rules: [Decide] did. An event
// of another package or one that does not fit is an *arbiter.Error with
// code internal.
func Apply(s State, e Event) (State, error) {
	switch e := e.(type) {
	case Started:
		if s.Started {
			return s, misfit(e, "the event has started already")
		}
		s.Started, s.Settings = true, e.Settings
		s.Players = nil
		for _, p := range e.Players {
			s.Players = append(s.Players, Player{Entry: p, From: 1})
		}
		slices.SortFunc(s.Players, func(a, b Player) int { return a.Player - b.Player })
		return s, nil
	case RoundPaired:
		return applyPaired(s, e)
	case PlayersSwapped:
		return withRound(s, e, e.Round, func(r *Round) error { return swap(r, e.A, e.B) })
	case ResultRecorded:
		return withBoard(s, e, e.Round, e.Board, func(g *Game) {
			g.Done, g.StartScore, g.ReplyScore, g.Absent, g.Typed = true, e.StartScore, e.ReplyScore, nil, nil
		})
	case ResultCorrected:
		return withBoard(s, e, e.Round, e.Board, func(g *Game) {
			g.Done, g.StartScore, g.ReplyScore, g.Absent, g.Typed = true, e.StartScore, e.ReplyScore, nil, nil
		})
	case ForfeitRecorded:
		return withBoard(s, e, e.Round, e.Board, func(g *Game) {
			g.Done, g.StartScore, g.ReplyScore, g.Absent, g.Typed = true, 0, 0, slices.Clone(e.Absent), nil
		})
	case ResultTyped:
		return applyTyped(s, e)
	case GameRecorded:
		return applyRecorded(s, e)
	case PlayerEntered:
		if _, ok := s.Player(e.Player); ok || !s.Started {
			return s, misfit(e, "player already in the event or no event")
		}
		s.Players = append(slices.Clone(s.Players), Player{Entry: e.Entry, From: e.From})
		slices.SortFunc(s.Players, func(a, b Player) int { return a.Player - b.Player })
		return s, nil
	case ClockStarted, ClockPaused, ClockResumed, ClockReset:
		te, n, _ := timerEvent(e)
		return applyClock(s, e, te, n)
	case PlayerWithdrew:
		i := slices.IndexFunc(s.Players, func(p Player) bool { return p.Player == e.Player })
		if i < 0 {
			return s, misfit(e, "no such player")
		}
		s.Players = slices.Clone(s.Players)
		s.Players[i].Out = e.From
		return s, nil
	}
	return s, arbiter.Errorf(arbiter.EInternal, "not a free-game event: %T", e)
}

func misfit(e Event, why string) error {
	return arbiter.Errorf(arbiter.EInternal, "event %s does not fit the state: %s", e.EventType(), why)
}

func applyPaired(s State, e RoundPaired) (State, error) {
	r := Round{Number: e.Round, System: e.System}
	for _, b := range e.Boards {
		r.Boards = append(r.Boards, Game{Board: b})
	}
	switch {
	case e.Again && e.Round == len(s.Rounds):
		s.Rounds = slices.Clone(s.Rounds)
		r.Clock = s.Rounds[e.Round-1].Clock // the round paired again keeps its clock
		s.Rounds[e.Round-1] = r
	case !e.Again && e.Round == len(s.Rounds)+1:
		s.Rounds = append(slices.Clip(s.Rounds), r)
	default:
		return s, misfit(e, "not the next round")
	}
	return s, nil
}

// withRound applies f to a copy of round n.
func withRound(s State, e Event, n int, f func(*Round) error) (State, error) {
	if n < 1 || n > len(s.Rounds) {
		return s, misfit(e, "no such round")
	}
	s.Rounds = slices.Clone(s.Rounds)
	r := s.Rounds[n-1]
	r.Boards = slices.Clone(r.Boards)
	if err := f(&r); err != nil {
		return s, misfit(e, err.Error())
	}
	s.Rounds[n-1] = r
	return s, nil
}

// withBoard applies f to a copy of the game on board b of round n (b 0:
// the bye).
func withBoard(s State, e Event, n, b int, f func(*Game)) (State, error) {
	return withRound(s, e, n, func(r *Round) error {
		i := slices.IndexFunc(r.Boards, func(g Game) bool { return g.Board.Board == b })
		if i < 0 {
			return arbiter.Errorf(arbiter.EInternal, "no board %d", b)
		}
		f(&r.Boards[i])
		return nil
	})
}

// swap exchanges the seats of players a and b in r.
func swap(r *Round, a, b int) error {
	ia, ib := r.Find(a), r.Find(b)
	if ia < 0 || ib < 0 {
		return arbiter.Errorf(arbiter.EInternal, "players %d and %d not both paired", a, b)
	}
	seat := func(g *Game, from, to int) {
		if g.Start == from {
			g.Start = to
		} else if g.Reply == from {
			g.Reply = to
		}
	}
	if ia == ib {
		g := &r.Boards[ia]
		g.Start, g.Reply = g.Reply, g.Start
		return nil
	}
	seat(&r.Boards[ia], a, b)
	seat(&r.Boards[ib], b, a)
	return nil
}

// Replay folds events from the empty state.
func Replay(evs []Event) (State, error) {
	var s State
	for i, e := range evs {
		var err error
		if s, err = Apply(s, e); err != nil {
			return s, arbiter.Errorf(arbiter.ErrorCode(err), "event %d: %w", i+1, err)
		}
	}
	return s, nil
}

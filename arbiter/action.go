package arbiter

import "time"

// Action is a referee's action on the tournament's current game, as a front
// end offers it: a button of the room's console, a command of the CLI.
type Action string

// The actions a kind of game may offer. Each says the command it stands
// for; a kind offers those its games take.
const (
	ActRack       Action = "rack"       // DrawRack
	ActReject     Action = "reject"     // RejectRack
	ActTop        Action = "top"        // ChooseTop
	ActClose      Action = "close"      // CloseRound, or a kind's close of its game
	ActCancel     Action = "cancel"     // CancelRound of the current round
	ActInvalidate Action = "invalidate" // InvalidateTop of a round whose top stands
	ActStart      Action = "start"      // StartTimer
	ActPause      Action = "pause"      // PauseTimer
	ActResume     Action = "resume"     // ResumeTimer
	ActReset      Action = "reset"      // ResetTimer
	ActGroup      Action = "group"      // DrawGroup
	ActScrabble   Action = "scrabble"   // PlaceScrabble
	ActEndGame    Action = "end_game"   // EndGame
	ActNextGame   Action = "next_game"  // StartGame or a kind's start
)

// Actions says, for each action the current game's kind offers, whether
// [Decide] takes it now: nil, or the refusal it gives. An action the kind
// does not offer is absent.
type Actions map[Action]error

// Can reports whether a is offered and allowed now.
func (a Actions) Can(x Action) bool {
	err, ok := a[x]
	return ok && err == nil
}

// ProbeReason stands for the reason a referee types, in the commands
// [ActionsAt] asks [Decide] about: an action that needs one is allowed
// when it has one.
const ProbeReason = "?"

// ActionsAt returns what may be done in s at now (the clock's actions read
// it). Each answer is the one [Decide] gives the action's command, asked of
// the same rules: a front end offers an action when it is allowed, and
// shows the refusal when it is not, never reading the state itself. The
// commands that search (a rack's draw, a top's choice, a scrabble placed)
// and an Anticipation game's end, which adjudicates every sheet, are asked
// of the checks their decisions start with.
func ActionsAt(s State, now time.Time) Actions {
	a := Actions{ActNextGame: MayStartGame(&s)}
	s.startActions(a)
	g := s.CurrentGame()
	if g == nil {
		return a
	}
	if d, err := s.discipline(g); err == nil {
		d.Actions(&s, g, now, a)
	}
	return a
}

// MayStartGame says whether the next game (of any kind) may start: the
// tournament exists and its current game, if any, has ended.
func MayStartGame(s *State) error {
	if s.RuleSet == nil {
		return Errorf(ENotFound, "no tournament yet: create one first")
	}
	if g := s.CurrentGame(); g != nil && !g.Ended {
		return Errorf(EConflict, "game %d is still being played: end it first", g.Number)
	}
	return nil
}

// ClockActions fills a with the timer's actions on the current round.
func ClockActions(s *State, g *Game, now time.Time, a Actions) {
	for act, c := range map[Action]Command{ActStart: StartTimer{At: now}, ActPause: PauseTimer{At: now},
		ActResume: ResumeTimer{At: now}, ActReset: ResetTimer{At: now}} {
		_, a[act] = DecideTimer(s, g, c)
	}
}

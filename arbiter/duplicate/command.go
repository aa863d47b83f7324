package duplicate

import (
	"time"

	"arbiter/arbiter"
)

// DrawRack draws the rack of the next round (RULES §4.2) with draw.Draw and
// the game's seed, or, when Letters is set, checks the letters the referee
// drew by hand with draw.Manual, accepting a refused rack when Force states
// a reason. RejectTriples rejects racks with three or more tiles of a letter.
// It yields [arbiter.RackDrawn], or [arbiter.GameEnded] when the tiles left end the game
// (stream of the current game). After a [RejectRack] it draws the same
// round again.
type DrawRack struct {
	arbiter.Extension
	Letters       string
	Force         string
	RejectTriples bool
}

// RejectRack puts the current rack back in the bag on the referee's
// decision, before its top and slips (→ [arbiter.RackRejected]); draw again with
// [DrawRack]. Reason is required.
type RejectRack struct {
	arbiter.Extension
	Reason string
}

// ChooseTop chooses the top of the current round (→ [arbiter.TopChosen]), any time
// before the next rack is drawn (RULES §4.3). With neither Choice nor Play,
// it takes the first of the candidates: Deps.Top's moves ordered by
// Deps.Rank. Choice N (1-based) picks the N-th move of the list announced
// (the program's order); Play is a move typed by the referee ("H8 COLUMNA"),
// checked on the round's board and rack (in a variant game, by the
// variant's rules, as a slip: RULES §7). Play2 is Tactic's second move.
// Reason says why the referee departs from the program's choice. Choosing
// the current top again yields nothing.
type ChooseTop struct {
	arbiter.Extension
	Choice int
	Play   string
	Play2  string
	Reason string
}

// InvalidateTop marks the top of Round as holding an invalid word (RULES
// §4.5): it stays on the board and every slip forming its main word scores
// 0 (→ [arbiter.TopInvalidated]). Reason is required.
type InvalidateTop struct {
	arbiter.Extension
	Round  int
	Reason string
}

// EnterSlip records a slip as written (RULES §5) and adjudicates it
// (→ [arbiter.SlipRecorded], or [arbiter.SlipCorrected] when the player already has a slip in
// the round; nothing when the same slip is entered again). Round 0 means the
// current round. None is a missing or blank slip. Position, Word and Score are
// kept exactly as written; Score "" is a missing score. A Tactic slip (RULES
// §7.6) also has the second move (Position2, Word2), its score (Score2) and
// the round's total (Total). At is when it is entered, by the clock of the
// timer's commands: a slip entered after the round's "Stop!", or in a
// round closed, is marked late ([arbiter.Slip.Late]); zero for a slip whose time
// is not known (an import) or does not tell (slips collected at Stop! and
// typed after it). Late marks the slip late whatever At says: handed in
// after Stop!, as the one who collected it says. Keep refuses a slip written differently from
// the one recorded for its table and round (or withdrawn), instead of
// correcting it: an [arbiter.EConflict] whose cause is a *[arbiter.Replacement], decided
// with the slip, so that two typists racing cannot both record.
type EnterSlip struct {
	arbiter.Extension
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

// WithdrawSlip removes the current slip of Table in Round (→ [arbiter.SlipWithdrawn]).
type WithdrawSlip struct {
	arbiter.Extension
	Round  int
	Table  int
	Reason string
}

// CancelRound voids Round (RULES §4.5; 0 means the current round)
// (→ [arbiter.RoundCancelled]). Reason is required.
type CancelRound struct {
	arbiter.Extension
	Round  int
	Reason string
}

// Written returns the slip c as written in round, not yet adjudicated: a
// missing slip keeps nothing but its round and table.
func (c EnterSlip) Written(round int) arbiter.Slip {
	if c.None {
		return arbiter.Slip{Round: round, Table: c.Table, None: true}
	}
	return arbiter.Slip{Round: round, Table: c.Table, Position: c.Position, Word: c.Word, Score: c.Score,
		Position2: c.Position2, Word2: c.Word2, Score2: c.Score2, Total: c.Total}
}

// TypeSlip is a slip typed by Operator under double entry (→ [arbiter.SlipTyped],
// followed by what [EnterSlip] yields when another operator's pending
// typing of the same table and round is written alike). An operator typing
// a slip again replaces their own pending typing.
type TypeSlip struct {
	EnterSlip
	Operator string
}

// Replaces is nil: a typing waits for a second operator's, and the slip
// it settles is recorded as double entry compares the typings.
func (TypeSlip) Replaces(*arbiter.State) *arbiter.Replacement { return nil }

func (c DrawRack) Decide(s *arbiter.State, deps arbiter.Deps) ([]arbiter.Event, error) {
	return decideIn(s, c, deps, (*decider).drawRack)
}

func (c RejectRack) Decide(s *arbiter.State, deps arbiter.Deps) ([]arbiter.Event, error) {
	return decideIn(s, c, deps, (*decider).rejectRack)
}

func (c ChooseTop) Decide(s *arbiter.State, deps arbiter.Deps) ([]arbiter.Event, error) {
	return decideIn(s, c, deps, (*decider).chooseTop)
}

func (c InvalidateTop) Decide(s *arbiter.State, deps arbiter.Deps) ([]arbiter.Event, error) {
	return decideIn(s, c, deps, (*decider).invalidateTop)
}

func (c EnterSlip) Decide(s *arbiter.State, deps arbiter.Deps) ([]arbiter.Event, error) {
	return decideIn(s, c, deps, (*decider).enterSlip)
}

func (c TypeSlip) Decide(s *arbiter.State, deps arbiter.Deps) ([]arbiter.Event, error) {
	return decideIn(s, c, deps, (*decider).typeSlip)
}

func (c WithdrawSlip) Decide(s *arbiter.State, deps arbiter.Deps) ([]arbiter.Event, error) {
	return decideIn(s, c, deps, (*decider).withdrawSlip)
}

func (c CancelRound) Decide(s *arbiter.State, deps arbiter.Deps) ([]arbiter.Event, error) {
	return decideIn(s, c, deps, (*decider).cancelRound)
}

// OnlyRound is the last round: a top's choice reads its board, rack and
// stock and any top chosen already ([arbiter.RoundCommand]).
func (ChooseTop) OnlyRound() int { return 0 }

// OnlyRound is the slip's round (0: the current one).
func (c EnterSlip) OnlyRound() int { return c.Round }

// OnlyRound is the slip's round (0: the current one).
func (c WithdrawSlip) OnlyRound() int { return c.Round }

// Replaces returns what entering c would replace ([arbiter.State.Replaces]).
func (c EnterSlip) Replaces(s *arbiter.State) *arbiter.Replacement {
	if old, ok := replacedSlip(s, c); ok {
		return arbiter.Replacing(old, c.Written(old.Round))
	}
	return nil
}

// replacedSlip returns the slip that entering c would replace.
func replacedSlip(s *arbiter.State, c EnterSlip) (arbiter.Slip, bool) {
	g := s.CurrentGame()
	if g == nil {
		return arbiter.Slip{}, false
	}
	n := c.Round
	if n == 0 {
		n = len(g.Rounds)
	}
	r := g.Round(n)
	if r == nil {
		return arbiter.Slip{}, false
	}
	old, _, replaces := replacedIn(r, c.Written(n))
	return old, replaces
}

// replacedIn returns the slip recorded last for s's table in round r,
// whether there is one, and whether s, written as it is, replaces it: it
// was withdrawn or is written otherwise.
func replacedIn(r *arbiter.Round, s arbiter.Slip) (last arbiter.Slip, recorded, replaces bool) {
	h := r.Slips[s.Table]
	if len(h) == 0 {
		return arbiter.Slip{}, false, false
	}
	last = h[len(h)-1]
	return last, true, last.Verdict.Reason == arbiter.ReasonWithdrawn || !arbiter.SameWriting(last, s)
}

// The commands of the duplicate game that read the word list and the
// search: the service opens them for these alone ([arbiter.WordsUser]); a
// typing is a slip's entry.
func (DrawRack) NeedsWords() bool  { return true }
func (ChooseTop) NeedsWords() bool { return true }
func (EnterSlip) NeedsWords() bool { return true }

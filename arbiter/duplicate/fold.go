package duplicate

import (
	"fmt"

	"arbiter/arbiter"
	"arbiter/draw"
	"arbiter/scoring"
)

// FoldBuiltIn folds e, an event of the current game g, into g: its
// rounds, racks, tops, slips, warnings, clock and end.
func (discipline) FoldBuiltIn(_ *arbiter.State, g *arbiter.Game, e arbiter.Event) error {
	switch e := e.(type) {
	case arbiter.GameEnded:
		return applyEnd(g, e)
	case arbiter.RackDrawn:
		return applyRack(g, e)
	case arbiter.RackRejected:
		return applyRackRejected(g, e)
	case arbiter.TopChosen:
		r, err := g.CurrentRound(e.Round, e)
		if err != nil {
			return err
		}
		if !r.HasRack || r.Cancelled {
			return arbiter.Errorf(arbiter.EConflict, "round %d has no rack to play a top from", e.Round)
		}
		return applyTop(g, r, e)
	case arbiter.TopInvalidated:
		r := g.Changing(e.Round)
		if r == nil || r.Top == nil {
			return arbiter.Errorf(arbiter.ENotFound, "round %d of game %d has no top to invalidate", e.Round, g.Number)
		}
		r.TopInvalid = e.Reason
		return nil
	case arbiter.SlipTyped:
		r := g.Changing(e.Round)
		if r == nil || r.Cancelled || !r.HasRack {
			return arbiter.Errorf(arbiter.ENotFound, "slip of table %d typed for round %d, which has no rack in game %d", e.Table, e.Round, g.Number)
		}
		applyTyped(r, e)
		return nil
	case arbiter.SlipRecorded:
		return addSlip(g, e.Slip)
	case arbiter.SlipCorrected:
		return addSlip(g, e.Slip)
	case arbiter.SlipWithdrawn:
		return addSlip(g, arbiter.Slip{Round: e.Round, Table: e.Table, None: true, Verdict: arbiter.Verdict{Reason: arbiter.ReasonWithdrawn, Message: e.Reason}})
	case arbiter.WarningGiven:
		return g.ApplyWarning(e)
	case arbiter.WarningWithdrawn:
		return g.ApplyWarningWithdrawn(e)
	case arbiter.RoundClosed:
		return applyRoundClosed(g, e)
	case arbiter.TimerStarted, arbiter.TimerPaused, arbiter.TimerResumed, arbiter.TimerReset:
		return g.ApplyTimer(e)
	case arbiter.RoundCancelled:
		return applyRoundCancelled(g, e)
	}
	return arbiter.Errorf(arbiter.EInvalidInput, "unknown event %T", e)
}

// applyEnd ends the game, settling the bag with the last top's leave.
func applyEnd(g *arbiter.Game, e arbiter.GameEnded) error {
	if g.Ended {
		return arbiter.Errorf(arbiter.EGameOver, "game %d has already ended", g.Number)
	}
	if cur := g.Current(); cur != nil && cur.Open() {
		return arbiter.Errorf(arbiter.ERoundOpen, "game %d ended while round %d is open", g.Number, cur.Number)
	}
	if cur := g.Current(); cur != nil && cur.Played() && !cur.OnBoard {
		_, _, stock, err := g.Leave(cur)
		if err != nil {
			return arbiter.Errorf(arbiter.ERackMismatch, "round %d: the top %s: %s", cur.Number, cur.Top.Move.Word, err)
		}
		g.Bag = stock
	}
	settle(g)
	g.Ended, g.EndReason, g.EndText = true, e.Reason, e.Text
	return nil
}

// applyRackRejected puts the round's racks back in the bag, before its top
// and slips only.
func applyRackRejected(g *arbiter.Game, e arbiter.RackRejected) error {
	r, err := g.CurrentRound(e.Round, e)
	if err != nil {
		return err
	}
	if !r.Open() || r.Top != nil || len(r.Slips) > 0 {
		return arbiter.Errorf(arbiter.EConflict, "round %d: the rack can be rejected only before its top and slips", e.Round)
	}
	g.Bag = g.Bag.Plus(r.Rack()).Plus(r.Rack2())
	r.Rejected = append(r.Rejected, arbiter.Rejection{Remainder: r.Remainder.String(), New: r.New.String(), Reason: arbiter.ReasonReferee, Text: e.Reason})
	if r.Rack2().Len() > 0 {
		r.Rejected = append(r.Rejected, arbiter.Rejection{Remainder: r.Remainder2.String(), New: r.New2.String(), Reason: arbiter.ReasonReferee, Text: e.Reason, Group: 2})
	}
	r.Remainder, r.New, r.Remainder2, r.New2, r.HasRack = scoring.Rack{}, scoring.Rack{}, scoring.Rack{}, scoring.Rack{}, false
	return nil
}

// applyRoundClosed closes the open round once it has a top.
func applyRoundClosed(g *arbiter.Game, e arbiter.RoundClosed) error {
	r, err := g.CurrentRound(e.Round, e)
	if err != nil {
		return err
	}
	switch {
	case !r.Open():
		return arbiter.Errorf(arbiter.ERoundClosed, "round %d is not open", e.Round)
	case r.Top == nil:
		return arbiter.Errorf(arbiter.ENoTop, "round %d has no top yet", e.Round)
	}
	r.Closed = true
	return nil
}

// applyRoundCancelled cancels a round, returning the open one's racks to
// the bag.
func applyRoundCancelled(g *arbiter.Game, e arbiter.RoundCancelled) error {
	r := g.Changing(e.Round)
	if r == nil || r.Cancelled {
		return arbiter.Errorf(arbiter.ENotFound, "game %d has no round %d to cancel", g.Number, e.Round)
	}
	if r == g.Current() && !r.Closed {
		g.Bag = g.Bag.Plus(r.Rack()).Plus(r.Rack2())
		r.Returned = true
	}
	r.Cancelled, r.CancelReason = true, e.Reason
	return nil
}

// settle plays the current round's top on the board, before the next rack
// or the end of the game.
func settle(g *arbiter.Game) {
	if cur := g.Current(); cur != nil && cur.Played() && !cur.OnBoard {
		for _, m := range cur.Top.Top().Moves {
			g.Board.Apply(m)
		}
		g.Changing(cur.Number).OnBoard = true
	}
}

// applyRack folds a RackDrawn: a new round, or the same round drawn again
// after the referee rejected its rack.
func applyRack(g *arbiter.Game, e arbiter.RackDrawn) error {
	if g.Ended {
		return arbiter.Errorf(arbiter.EGameOver, "rack for round %d: game %d has ended", e.Round, g.Number)
	}
	var racks [4]scoring.Rack // remainder, new letters, and Tactic's second group's
	for i, f := range [4][2]string{{"remainder", e.Remainder}, {"new letters", e.New},
		{"second group's remainder", e.Remainder2}, {"second group's new letters", e.New2}} {
		r, err := arbiter.ParseRack(f[1])
		if err != nil {
			return arbiter.Errorf(arbiter.EInvalidInput, "rack for round %d: %s %q: %s", e.Round, f[0], f[1], err)
		}
		racks[i] = r
	}
	remainder, drawn, remainder2, drawn2 := racks[0], racks[1], racks[2], racks[3]
	var err error
	cur := g.Current()
	redraw := cur != nil && !cur.HasRack && !cur.Cancelled && !cur.Closed && cur.Number == e.Round
	if cur != nil && cur.Open() {
		return arbiter.Errorf(arbiter.ERoundOpen, "rack for round %d while round %d is open", e.Round, cur.Number)
	}
	if !redraw && e.Round != len(g.Rounds)+1 {
		return arbiter.Errorf(arbiter.EInvalidInput, "rack for round %d, but the next round is %d", e.Round, len(g.Rounds)+1)
	}
	var want, want2 scoring.Rack
	bag := g.Bag
	if !redraw && cur != nil && cur.Played() {
		if want, want2, bag, err = g.Leave(cur); err != nil {
			return arbiter.Errorf(arbiter.ERackMismatch, "rack for round %d: the top of round %d: %s", e.Round, cur.Number, err)
		}
	}
	if remainder != want {
		// Only a remainder that went back to the bag with a rejected rack
		// (RULES §4.2) may be missing.
		if remainder.Len() != 0 {
			return arbiter.Errorf(arbiter.ERackMismatch, "rack for round %d: remainder %q, but the previous round left %q", e.Round, e.Remainder, want.String())
		}
		bag = bag.Plus(want)
	}
	if remainder2 != want2 {
		if remainder2.Len() != 0 {
			return arbiter.Errorf(arbiter.ERackMismatch, "rack for round %d: second group's remainder %q, but the previous round left %q", e.Round, e.Remainder2, want2.String())
		}
		bag = bag.Plus(want2)
	}
	if !bag.Contains(drawn.Plus(drawn2)) {
		return arbiter.Errorf(arbiter.ERackMismatch, "rack for round %d: the bag (%s) does not hold %s %s", e.Round, bag, e.New, e.New2)
	}
	if !g.Variant.TwoGroups() && (remainder2.Len() > 0 || drawn2.Len() > 0) {
		return arbiter.Errorf(arbiter.EInvalidInput, "rack for round %d: a second group in a %s game", e.Round, g.Variant)
	}
	if !redraw {
		settle(g)
		g.Rounds = append(g.Rounds, arbiter.Round{Number: e.Round, Board: g.Board, Slips: map[int][]arbiter.Slip{}})
	}
	cur = g.Changing(e.Round)
	g.Bag = bag.Minus(drawn).Minus(drawn2)
	cur.Remainder, cur.New, cur.Remainder2, cur.New2, cur.HasRack = remainder, drawn, remainder2, drawn2, true
	cur.Stock = g.Bag
	cur.Rejected = append(cur.Rejected, e.Rejected...)
	cur.Manual, cur.ForcedReason, cur.Forced = e.Manual, e.ForcedReason, e.Forced
	return nil
}

// applyTop folds a TopChosen into round r: its moves must fit the board,
// and take their tiles from what the round offers (RULES §7).
func applyTop(g *arbiter.Game, r *arbiter.Round, e arbiter.TopChosen) error {
	if !r.HasRack || r.Cancelled {
		return arbiter.Errorf(arbiter.EConflict, "round %d has no rack to play a top from", e.Round)
	}
	if err := checkMove(&r.Board, e.Move, e.Alternatives); err != nil {
		return arbiter.Errorf(arbiter.EInvalidInput, "round %d: top %s: %s", e.Round, e.Move.Word, err)
	}
	if e.Second != nil {
		after := r.Board
		after.Apply(e.Move)
		if err := checkMove(&after, *e.Second, nil); err != nil {
			return arbiter.Errorf(arbiter.EInvalidInput, "round %d: second move %s: %s", e.Round, e.Second.Word, err)
		}
	}
	o := g.Offer(r)
	if _, _, _, err := draw.Leave(o, e.Top()); err != nil || e.Move.Tiles().Len() == 0 {
		msg := fmt.Sprintf("round %d: the top %s places %q, not tiles of the rack %s", e.Round, e.Move.Word, e.Move.Tiles().String(), r.Rack())
		if err != nil && g.Variant != scoring.Classic {
			msg += ": " + err.Error()
		}
		return arbiter.Errorf(arbiter.ERackMismatch, "%s", msg)
	}
	r.Top = &e
	return nil
}

// addSlip appends s to the history of its player and round.
func addSlip(g *arbiter.Game, s arbiter.Slip) error {
	r := g.Changing(s.Round)
	if r == nil {
		return arbiter.Errorf(arbiter.ENotFound, "slip of table %d for round %d: game %d has %d rounds", s.Table, s.Round, g.Number, len(g.Rounds))
	}
	if r.Cancelled {
		return arbiter.Errorf(arbiter.ERoundClosed, "slip of table %d: round %d was cancelled", s.Table, s.Round)
	}
	r.Slips[s.Table] = append(r.Slips[s.Table], s)
	delete(r.Typed, s.Table) // double entry settled
	return nil
}

// checkMove checks that a recorded move fits board b: its tiles are letters
// or jokers placed on empty squares of the board, and its position and those
// of alts lie on the board. It does not check legality (RULES §3).
func checkMove(b *scoring.Board, m scoring.Move, alts []scoring.Move) error {
	for _, a := range append([]scoring.Move{m}, alts...) {
		if !onBoard(a.Pos.Row, a.Pos.Col) || a.Pos.Dir > scoring.Down {
			return fmt.Errorf("position %d,%d is off the board", a.Pos.Row, a.Pos.Col)
		}
	}
	after := *b
	for _, p := range m.Placed {
		l := p.Tile.Letter()
		switch {
		case !onBoard(p.Row, p.Col):
			return fmt.Errorf("a tile at %d,%d is off the board", p.Row, p.Col)
		case l < 'A' || l > 'Z':
			return fmt.Errorf("tile %q is not a letter", byte(p.Tile))
		case after.At(p.Row, p.Col) != scoring.Empty:
			return fmt.Errorf("square %d,%d is already taken", p.Row, p.Col)
		}
		after.Set(p.Row, p.Col, p.Tile)
	}
	return nil
}

// onBoard reports whether row and col (0-based) name a square.
func onBoard(row, col int) bool {
	return row >= 0 && row < scoring.Size && col >= 0 && col < scoring.Size
}

// applyTyped folds a SlipTyped into round r: it replaces the operator's
// own pending typing, and a typing matching another operator's settles the
// table (the slip is recorded by the next event).
func applyTyped(r *arbiter.Round, e arbiter.SlipTyped) {
	kept, settled := arbiter.TypingsAfter(r.Typed[e.Table], e, arbiter.SameSlipTyping)
	if settled {
		delete(r.Typed, e.Table)
		return
	}
	if r.Typed == nil {
		r.Typed = map[int][]arbiter.SlipTyped{}
	}
	r.Typed[e.Table] = kept
}

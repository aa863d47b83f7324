package duplicate

import (
	"fmt"

	"arbiter/arbiter"
	"arbiter/scoring"
)

// slipRound returns the round n of a slip or warning (0: the current round).
func (d *decider) slipRound(n int) (*arbiter.Round, error) {
	if n == 0 {
		n = len(d.g.Rounds)
	}
	r := d.g.Round(n)
	switch {
	case r == nil:
		return nil, arbiter.Refuse(arbiter.ENotFound, arbiter.Refusal{Kind: arbiter.RefusedNoRound, Game: d.g.Number, Round: n}, "game %d has no round %d", d.g.Number, n)
	case r.Cancelled:
		return nil, arbiter.Refuse(arbiter.ERoundClosed, arbiter.Refusal{Kind: arbiter.RefusedCancelled, Game: d.g.Number, Round: n}, "round %d was cancelled", n)
	case !r.HasRack:
		return nil, arbiter.Refuse(arbiter.ENotFound, arbiter.Refusal{Kind: arbiter.RefusedNoRack, Game: d.g.Number, Round: n}, "round %d has no rack yet", n)
	}
	return r, nil
}

// enterSlip decides an EnterSlip.
func (d *decider) enterSlip(c EnterSlip) ([]arbiter.Event, error) {
	r, err := d.slipRound(c.Round)
	if err != nil {
		return nil, err
	}
	if _, err := arbiter.PlayerAt(d.s, c.Table); err != nil {
		return nil, err
	}
	if err := arbiter.CheckTexts(slipFields(r.Number, c)...); err != nil {
		return nil, err
	}
	if !d.g.Variant.TwoGroups() && (c.Position2 != "" || c.Word2 != "" || c.Score2 != "" || c.Total != "") {
		return nil, arbiter.Refuse(arbiter.EInvalidInput, arbiter.Refusal{Kind: arbiter.RefusedTactic, Game: d.g.Number, Round: r.Number, Table: c.Table, Value: string(d.g.Variant)},
			"round %d, table %d: a second move and a total are written only in Tactic, not in the %s game", r.Number, c.Table, d.g.Variant)
	}
	if err := d.typingMistake(r, c); err != nil {
		return nil, err
	}
	s := c.Written(r.Number)
	s.Late = c.Late || !c.At.IsZero() && (r.Closed || r.Timer.Over(c.At))
	last, recorded, replaces := replacedIn(r, s)
	switch {
	case recorded && !replaces:
		return nil, nil
	case replaces && c.Keep:
		return nil, arbiter.ReplaceRefused(arbiter.Replacing(last, s))
	}
	s.Verdict = adjudicateIn(d.g, d.rs, d.deps.Lexicon, d.deps.Exists, r, s)
	if !recorded {
		return []arbiter.Event{arbiter.SlipRecorded{Slip: s, Operator: c.Operator}}, nil
	}
	return []arbiter.Event{arbiter.SlipCorrected{Slip: s, Operator: c.Operator}}, nil
}

// withdrawSlip decides a WithdrawSlip.
func (d *decider) withdrawSlip(c WithdrawSlip) ([]arbiter.Event, error) {
	r, err := d.slipRound(c.Round)
	if err != nil {
		return nil, err
	}
	if _, ok := r.Slip(c.Table); !ok {
		return nil, arbiter.Errorf(arbiter.ENotFound, "round %d: table %d has no slip to withdraw", r.Number, c.Table)
	}
	if err := arbiter.RequireReason(c.Reason, "withdrawing a slip"); err != nil {
		return nil, err
	}
	return []arbiter.Event{arbiter.SlipWithdrawn{Round: r.Number, Table: c.Table, Reason: c.Reason}}, nil
}

// typeSlip decides a TypeSlip.
func (d *decider) typeSlip(c TypeSlip) ([]arbiter.Event, error) {
	op, err := operatorName(c.Table, c.Operator)
	if err != nil {
		return nil, err
	}
	r, err := d.slipRound(c.Round)
	if err != nil {
		return nil, err
	}
	c.Round = r.Number
	record, err := d.enterSlip(c.EnterSlip) // checks the slip as entering it would
	if err != nil {
		return nil, err
	}
	typed := arbiter.SlipTyped{Slip: c.EnterSlip.Written(r.Number), Operator: op}
	if _, settled := arbiter.TypingsAfter(r.Typed[c.Table], typed, arbiter.SameSlipTyping); settled {
		return append([]arbiter.Event{typed}, record...), nil
	}
	return []arbiter.Event{typed}, nil
}

// slipFields returns the text fields of slip c, named for round.
func slipFields(round int, c EnterSlip) []arbiter.TextField {
	at := fmt.Sprintf("round %d, table %d: slip ", round, c.Table)
	return []arbiter.TextField{
		{Name: at + "position", Value: c.Position, Max: arbiter.MaxSlipPosition}, {Name: at + "word", Value: c.Word, Max: arbiter.MaxSlipWord},
		{Name: at + "score", Value: c.Score, Max: arbiter.MaxSlipScore}, {Name: at + "second position", Value: c.Position2, Max: arbiter.MaxSlipPosition},
		{Name: at + "second word", Value: c.Word2, Max: arbiter.MaxSlipWord}, {Name: at + "second score", Value: c.Score2, Max: arbiter.MaxSlipScore},
		{Name: at + "total", Value: c.Total, Max: arbiter.MaxSlipScore},
	}
}

// typingMistake refuses, as invalid input, what in slip c of round r can
// only be the typist's mistake, never what a player wrote: a square off
// the board ("Z9", a letter past O or a number past 15) and a word
// marking more jokers than the round offers and the board holds (caps
// lock: every letter a joker). Recorded, either would cost the player
// every point for a slip of the finger. In Completiv, Superjoker and
// Metagrama a letter marked beyond the jokers left has a rule of its own
// (RULES §7.2, rule 3): it is the player's, and recorded.
func (d *decider) typingMistake(r *arbiter.Round, c EnterSlip) error {
	if c.None {
		return nil
	}
	o := d.g.Offer(r)
	jokers := o.Rack.Jokers() + o.Rack2.Jokers() + boardJokers(&r.Board)
	if d.g.Variant.FromStock() {
		jokers = -1
	}
	for i, m := range [][2]string{{c.Position, c.Word}, {c.Position2, c.Word2}} {
		if err := arbiter.MoveTypingMistake(d.rs, r.Number, c.Table, i, m[0], m[1], jokers); err != nil {
			return err
		}
	}
	return nil
}

// boardJokers counts the jokers on b: a word written across one marks it.
func boardJokers(b *scoring.Board) int {
	n := 0
	for row := range scoring.Size {
		for col := range scoring.Size {
			if b.At(row, col).IsJoker() {
				n++
			}
		}
	}
	return n
}

// operatorName returns the name of the operator who typed a slip of table
// under double entry, which must be given.
func operatorName(table int, name string) (string, error) {
	return arbiter.OperatorName(fmt.Sprintf("table %d", table), name)
}

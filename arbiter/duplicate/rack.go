package duplicate

import (
	"strings"

	"arbiter/arbiter"
	"arbiter/draw"
	"arbiter/scoring"
)

// mayDraw says whether the next rack may be drawn: the game goes on and
// its current round, if any, is closed or cancelled.
func (d *decider) mayDraw() error {
	return arbiter.BetweenRounds(d.g, "close it (or cancel it) before drawing")
}

// drawRack decides a DrawRack.
func (d *decider) drawRack(c DrawRack) ([]arbiter.Event, error) {
	if err := d.mayDraw(); err != nil {
		return nil, err
	}
	if err := arbiter.CheckTexts(arbiter.TextField{Name: "rack", Value: c.Letters, Max: arbiter.MaxRack}, arbiter.TextField{Name: "the reason for forcing a rack", Value: c.Force, Max: arbiter.MaxReason}); err != nil {
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
			if r.Reason == arbiter.ReasonReferee {
				rejections++
			}
		}
	case cur != nil && cur.Played():
		if !cur.OnBoard {
			for _, m := range cur.Top.Top().Moves {
				board.Apply(m)
			}
		}
		var err error
		if remainder, remainder2, bag, err = d.g.Leave(cur); err != nil {
			return nil, arbiter.Errorf(arbiter.ERackMismatch, "round %d: the top %s: %s", cur.Number, cur.Top.Move.Word, err)
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
		res, err = draw.DrawVariant(d.rs, d.g.Variant, arbiter.DrawSeed(d.g.Seed, rejections), round, bag, remainder, remainder2, opts)
	}
	if err != nil && prepared {
		return nil, arbiter.Errorf(arbiter.ERackMismatch, "round %d: THE PREPARED RACK %s CANNOT BE DRAWN HERE: %s. The game here has left the prepared one: compare the tops played with the prepared sheet",
			round, c.Letters, arbiter.ErrorMessage(arbiter.DrawError(err)))
	}
	if err != nil {
		return nil, arbiter.DrawError(err)
	}
	if res.End != draw.Playing {
		return []arbiter.Event{arbiter.GameEnded{Reason: string(res.End), Text: res.EndText}}, nil
	}
	e := arbiter.RackDrawn{Round: round, Remainder: res.Remainder.String(), New: res.New.String(),
		Remainder2: res.Remainder2.String(), New2: res.New2.String(), Manual: c.Letters != "" && !prepared, Prepared: prepared}
	for _, r := range res.Rejected {
		e.Rejected = append(e.Rejected, arbiter.Rejection{Remainder: r.Remainder.String(), New: r.New.String(), Reason: string(r.Reason), Text: r.Text, Group: r.Group})
	}
	if res.Forced != nil {
		e.ForcedReason, e.Forced = string(res.Forced.Reason), res.Forced.Why
	}
	return []arbiter.Event{e}, nil
}

// rejectRack decides a RejectRack.
func (d *decider) rejectRack(c RejectRack) ([]arbiter.Event, error) {
	cur, err := arbiter.OpenRound(d.g)
	if err != nil {
		return nil, err
	}
	if err := arbiter.RequireReason(c.Reason, "rejecting a rack"); err != nil {
		return nil, err
	}
	if cur.Top != nil || len(cur.Slips) > 0 {
		return nil, arbiter.Errorf(arbiter.EConflict, "round %d: the rack %s already has a top or slips; cancel the round instead", cur.Number, cur.Rack())
	}
	return []arbiter.Event{arbiter.RackRejected{Round: cur.Number, Reason: c.Reason}}, nil
}

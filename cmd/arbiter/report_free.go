package main

import (
	"context"

	"arbiter/arbiter"
	"arbiter/arbiter/free"
	"arbiter/reports"
)

// freeState returns the state of game n (the current game for 0), a
// free-game event, refused (exit 1) when it is of another kind.
func (t *tournament) freeState(ctx context.Context, n int) (free.State, error) {
	g, err := t.Game(ctx, n)
	if err != nil {
		return free.State{}, err
	}
	st, err := arbiter.StateOf[free.State](&g, free.Kind)
	if err != nil {
		return free.State{}, &refusedError{err}
	}
	return *st, nil
}

// reportFree prints a sheet of game, a free-game event (RULES §10.2), as
// PDF to opts.Out or as a table: a round's result slips, the players'
// scorecards and the crosstable. Its ranking is the tournament's
// (reportRanking); the duplicate game's sheets it has none of.
func reportFree(ctx context.Context, opts *reportOptions, t *tournament, game int) error {
	st, err := t.freeState(ctx, game)
	if err != nil {
		return err
	}
	rs, h, tty := t.RuleSet(), t.header(), opts.TTY()
	switch opts.Sheet {
	case "slips":
		n, err := free.PairedRound(st, opts.Round)
		if err != nil {
			return err
		}
		if opts.Out == "" {
			return usageErrorf("report slips: the result slips are cut out of a printed page: write them with --out FILE.pdf (`arbiter pairings --round %d` prints the round's boards)", n)
		}
		p, _ := reports.PairingsOf(st, n)
		return writePDF(opts, rs, h, func(e *reports.PDFEncoder) error { return e.EncodeResultSlips(p) })
	case "card":
		cards, ok := reports.ScorecardsOf(st, len(st.Rounds), opts.Table)
		if !ok {
			return usageErrorf("report card %d: game %d, the free-game event, has no player %d", opts.Table, game, opts.Table)
		}
		if opts.Out == "" {
			return cards.Table(opts.IO.Out, tty)
		}
		return writePDF(opts, rs, h, func(e *reports.PDFEncoder) error { return e.EncodeScorecards(cards) })
	case "crosstable":
		after := len(st.Rounds)
		if opts.After != 0 {
			if after, err = free.PairedRound(st, opts.After); err != nil {
				return err
			}
		}
		c := reports.CrosstableOf(st, after)
		if opts.Out == "" {
			return c.Table(opts.IO.Out, tty)
		}
		return writePDF(opts, rs, h, func(e *reports.PDFEncoder) error { return e.EncodeCrosstable(c) })
	}
	return unknownSheet(opts.Sheet)
}

package main

import (
	"context"
	"fmt"
	"strings"

	"arbiter/arbiter"
	"arbiter/arbiter/anticipation"
	"arbiter/arbiter/referee"
	"arbiter/arbiter/simulation"
	"arbiter/arbiter/slipinput"
)

// demoDiscipline returns the Anticipation form --discipline names, ""
// when it names none (a duplicate game, or a composition problem).
func demoDiscipline(opts *demoOptions) (anticipation.Form, error) {
	form, err := anticipation.ParseForm(opts.Discipline)
	switch {
	case opts.Discipline == "" || err != nil:
		return "", nil
	case opts.Variant.Variant != "" || opts.Variant.TacticOrder != "":
		return "", usageErrorf("--discipline %s and --variant: an Anticipation game has no variant", opts.Discipline)
	}
	return form, nil
}

// playAnticipation plays the 14 rounds of the Anticipation game of form
// started in the demo (RULES §8): in oarba each player registers groups
// drawn from the seed and their table first; each round's group is drawn
// by lot, the room's slips are recorded in one transaction, the round
// closed and a line printed; two players hand in no control grid; then
// the game ends.
func (d *demo) playAnticipation(ctx context.Context, form anticipation.Form, seed uint64) error {
	rs := d.t.RuleSet()
	if form == anticipation.Blind {
		st, err := d.t.State(ctx)
		if err != nil {
			return err
		}
		for _, p := range st.Players {
			g, err := anticipation.DrawGroups(rs, d.deps.Lexicon, form, seed+uint64(p.Table), d.deps.Scrabble)
			if err != nil {
				return err
			}
			if _, err := d.t.Run(ctx, anticipation.RegisterGroups{Table: p.Table, Groups: strings.Join(anticipation.GroupsText(&g), " ")}); err != nil {
				return err
			}
		}
	}
	for round := 1; round <= anticipation.NumRounds; round++ {
		evs, err := d.t.Run(ctx, anticipation.DrawGroup{})
		if err != nil {
			return err
		}
		group := evs[0].(anticipation.GroupDrawn).Group
		sheets, err := referee.Read(ctx, d.t.Service, 0, anticipation.TableSheets)
		if err != nil {
			return err
		}
		var slips []anticipation.EnterSheetSlip
		for _, s := range sheets {
			sh := simulation.Sheet{Table: s.Player.Table, Groups: s.Groups, Board: s.Result.Board, Result: s.Result}
			slips = append(slips, d.room.AnticipationSlip(rs, d.deps, form, round, group, sh))
		}
		if _, err := d.t.ImportSlips(ctx, slipinput.OneBatch(slips, nil), false); err != nil {
			return err
		}
		if _, err := d.t.Run(ctx, arbiter.CloseRound{}); err != nil {
			return err
		}
		if err := d.printSheetsRound(ctx, round, group); err != nil {
			return err
		}
	}
	for _, table := range []int{2, 5} {
		if _, err := d.t.Run(ctx, anticipation.NoteControlGrid{Table: table, Grid: anticipation.GridMissing}); err != nil {
			return err
		}
	}
	_, err := d.t.Run(ctx, arbiter.EndGame{Reason: "the 14 rounds are played"})
	return err
}

// printSheetsRound prints the demo's line for a round of an Anticipation
// game: its group, the best sheet total, the moves refused or cancelled
// so far and the warnings.
func (d *demo) printSheetsRound(ctx context.Context, round, group int) error {
	sheets, err := referee.Read(ctx, d.t.Service, 0, anticipation.TableSheets)
	if err != nil {
		return err
	}
	best, refused, cancelled, warnings, abandoned := 0, 0, 0, 0, 0
	for _, s := range sheets {
		best = max(best, s.Result.Total)
		warnings += s.Result.Technical
		if s.Result.Abandoned > 0 {
			abandoned++
		}
		for _, r := range s.Result.Rounds {
			for _, m := range r.Moves {
				switch m.Status {
				case anticipation.StatusInvalid:
					refused++
				case anticipation.StatusCancelled:
					cancelled++
				}
			}
		}
	}
	line := fmt.Sprintf("round %2d  group %2d  best total %4d  moves refused %3d, cancelled %3d  technical warnings %3d", round, group, best, refused, cancelled, warnings)
	if abandoned > 0 {
		line += fmt.Sprintf("  abandoned %d", abandoned)
	}
	fmt.Fprintln(d.f.IO.Out, line)
	return nil
}

package main

import (
	"bytes"
	"context"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"arbiter/arbiter"
	"arbiter/arbiter/anticipation"
	"arbiter/arbiter/referee"
)

// disciplineFlags are the flags of `game start` that start an
// Anticipation game (RULES §8).
type disciplineFlags struct {
	Discipline, Groups, Schedule string
}

// addFlags adds the flags to cmd.
func (d *disciplineFlags) addFlags(cmd *cobra.Command) {
	cmd.Flags().StringVar(&d.Discipline, "discipline", "", "start an Anticipation game (RULES §8): "+anticipation.FormNames()+"; or a free-game event (RULES §10): "+freeDiscipline)
	cmd.Flags().StringVar(&d.Groups, "groups", "", "the 15 `GROUPS` of the Anticipation game, typed in order, group 1 first (default: drawn from the seed)")
	cmd.Flags().StringVar(&d.Schedule, "schedule", "", "the thinking time of the 14 rounds in minutes, or as 7m30s, separated by commas (default 8,8,7,7,6,6,5,5,5,4,4,4,3,3)")
}

// options returns the Anticipation game the flags start, nil when
// --discipline is not given.
func (d *disciplineFlags) options(cmd *cobra.Command) (*anticipation.Start, error) {
	if d.Discipline == "" {
		if cmd.Flags().Changed("groups") || cmd.Flags().Changed("schedule") {
			return nil, usageErrorf("--groups and --schedule are options of an Anticipation game: give --discipline too")
		}
		return nil, nil
	}
	for _, other := range []string{"variant", "tactic-order", "prepared"} {
		if cmd.Flags().Changed(other) {
			return nil, usageErrorf("--discipline %s and --%s: an Anticipation game has no variant and is not prepared in advance", d.Discipline, other)
		}
	}
	form, err := anticipation.ParseForm(d.Discipline)
	if err != nil {
		return nil, usageErrorf("--discipline: %w", err)
	}
	o := &anticipation.Start{Form: form, Groups: d.Groups}
	if o.Schedule, err = parseSchedule(d.Schedule); err != nil {
		return nil, err
	}
	return o, nil
}

// parseSchedule reads --schedule: a thinking time per round, in whole
// minutes or as a duration (7m30s); nil for "".
func parseSchedule(s string) ([]int, error) {
	if strings.TrimSpace(s) == "" {
		return nil, nil
	}
	var out []int
	for _, f := range strings.Split(s, ",") {
		f = strings.TrimSpace(f)
		d, err := time.ParseDuration(f)
		if m, merr := strconv.Atoi(f); merr == nil {
			d, err = time.Duration(m)*time.Minute, nil
		}
		if err != nil || d%time.Second != 0 {
			return nil, usageErrorf("--schedule: %q is not a number of minutes (7) nor a duration in whole seconds (7m30s)", f)
		}
		out = append(out, int(d/time.Second))
	}
	return out, nil
}

// newRoundGroupCmd builds `arbiter round group`.
func newRoundGroupCmd(f *Factory) *cobra.Command {
	opts := newRoundOptions(f)
	cmd := &cobra.Command{
		Use:   "group [N]",
		Short: "Open the next round of an Anticipation game with a group of 7",
		Long: `Open the next round of the current Anticipation game (RULES §8.2–§8.3):
the group of 7 is drawn by lot from the groups not played yet (keyed by
the game's seed, recorded), or is group N when the referee names it.
Round 1 also plays group 1. The previous round must be closed
(` + "`arbiter round close`" + `); ` + "`arbiter timer start`" + ` starts the round's clock
with its time from the game's schedule (RULES §8.6). Prints what the
referee announces: the group's letters in alphabetical order (Avocalica:
its consonants; oarba: the group's number).`,
		Example: "  arbiter round group\n  arbiter round group 7",
		Args:    cobra.MaximumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			c := anticipation.DrawGroup{}
			if len(args) == 1 {
				n, err := strconv.Atoi(args[0])
				if err != nil {
					return usageErrorf("group %q is not a group number (2 to 15)", args[0])
				}
				c.Group = n
			}
			t, err := opts.Tournament(cmd.Context())
			if err != nil {
				return err
			}
			defer t.close()
			evs, err := t.Run(cmd.Context(), c)
			if err != nil {
				return err
			}
			t.printEvents(evs)
			return printAnnouncement(cmd.Context(), t, evs)
		},
	}
	addDBFlag(cmd, &opts.DB)
	return cmd
}

// printAnnouncement prints what the referee announces of the group drawn
// in evs (RULES §8.1, §8.8, §8.10).
func printAnnouncement(ctx context.Context, t *tournament, evs []arbiter.Event) error {
	g, err := referee.Read(ctx, t.Service, 0, anticipation.OverviewOf)
	if err != nil {
		return err
	}
	rs := t.RuleSet()
	for _, e := range evs {
		drawn, ok := e.(anticipation.GroupDrawn)
		if !ok {
			continue
		}
		numbers := []int{drawn.Group}
		if drawn.Round == 1 {
			numbers = []int{1, drawn.Group}
		}
		for _, n := range numbers {
			if g.Form == anticipation.Blind {
				fmt.Fprintf(t.f.IO.Out, "announce: group no. %d (each player's own)\n", n)
				continue
			}
			fmt.Fprintf(t.f.IO.Out, "announce: group %d: %s\n", n, anticipation.Announced(rs, g.Form, g.Groups.Group(n)))
		}
		fmt.Fprintf(t.f.IO.Out, "thinking time: %s\n", g.Schedule[drawn.Round-1])
	}
	return nil
}

// newPlayerGroupsCmd builds `arbiter player groups`.
func newPlayerGroupsCmd(f *Factory) *cobra.Command {
	opts := newRoundOptions(f)
	cmd := &cobra.Command{
		Use:   "groups TABLE GROUPS...",
		Short: "Register the 15 groups a player composed for an oarba game",
		Long: `Register the 15 groups the player at TABLE composed for the current
Anticipatie oarba game (RULES §8.10), group 1 first, before round 1 is
drawn: they are checked for the rules of the groups (group 1 a vowel and a
consonant making two words, 14 groups of 7) and the tile set. Registering
again before round 1 replaces them.`,
		Example: `  arbiter player groups 12 AL BBDDIRS AANOPRR ACEFNPU ACGIIOU AAFOSTU DGIIMRR EILNOPV ?AEJPTU ACEMRSX EIIOTUV DHILTTU ?AEINSS CEEELNZ ACMNRTT`,
		Args:    cobra.MinimumNArgs(2),
		RunE: func(cmd *cobra.Command, args []string) error {
			table, err := parseTable(args[0])
			if err != nil {
				return err
			}
			_, err = record(cmd.Context(), opts.Tournament, anticipation.RegisterGroups{Table: table, Groups: strings.Join(args[1:], " ")})
			return err
		},
	}
	addDBFlag(cmd, &opts.DB)
	return cmd
}

// newSlipsSheetCmd builds `arbiter slips sheet`.
func newSlipsSheetCmd(f *Factory) *cobra.Command {
	opts := newSlipOptions(f)
	cmd := &cobra.Command{
		Use:   "sheet TABLE SHEET.json",
		Short: "Record a player's whole sheet of an Anticipation game from a file",
		Long: `Record the whole sheet of the player at TABLE in the current Anticipation
game from SHEET.json ("-": standard input), in the format ` + "`arbiter check`" + `
reads (docs/anticipation.md): each round that differs from what is
recorded, then the control grid. The sheet must be of the game's
discipline, hold the player's groups and play in each round the group
drawn for it. Every round is adjudicated on the player's board with the
sheet's cancellations (RULES §8), and all is recorded in one transaction.`,
		Example: "  arbiter slips sheet 12 ana.json",
		Args:    cobra.ExactArgs(2),
		RunE: func(cmd *cobra.Command, args []string) error {
			table, err := parseTable(args[0])
			if err != nil {
				return err
			}
			t, err := opts.Tournament(cmd.Context())
			if err != nil {
				return err
			}
			defer t.close()
			sheet, err := readSheet(t, args[1])
			if err != nil {
				return err
			}
			evs, err := t.Run(cmd.Context(), anticipation.EnterSheet{Table: table, Sheet: sheet})
			if err != nil {
				return err
			}
			if len(evs) == 0 {
				fmt.Fprintf(opts.IO.Out, "table %d: the same sheet is already recorded; nothing changed\n", table)
			}
			t.printEvents(evs)
			return nil
		},
	}
	addDBFlag(cmd, &opts.DB)
	return cmd
}

// readSheet reads the sheet of path ("-": standard input) by the
// tournament's rule set.
func readSheet(t *tournament, path string) (anticipation.Sheet, error) {
	data, err := readInputFile(t.f.IO, "sheet", path, maxSheetFile)
	if err != nil {
		return anticipation.Sheet{}, err
	}
	sheet, err := anticipation.ReadSheet(t.RuleSet(), bytes.NewReader(data))
	if err != nil {
		return sheet, usageErrorf("%s: %v", path, err)
	}
	return sheet, nil
}

// newSlipsGridCmd builds `arbiter slips grid`.
func newSlipsGridCmd(f *Factory) *cobra.Command {
	opts := newSlipOptions(f)
	cmd := &cobra.Command{
		Use:   "grid TABLE handed_in|missing|blank|omissions",
		Short: "Record a player's control grid of an Anticipation game",
		Long: `Record what the player at TABLE handed in as the control grid after the
last round of the current Anticipation game (RULES §8.7): a grid not
handed in (missing), blank, or with many omissions earns a disciplinary
warning; handed_in takes it back.`,
		Example: "  arbiter slips grid 12 missing",
		Args:    cobra.ExactArgs(2),
		RunE: func(cmd *cobra.Command, args []string) error {
			table, err := parseTable(args[0])
			if err != nil {
				return err
			}
			grid := anticipation.Grid(args[1])
			if args[1] == "handed_in" {
				grid = anticipation.GridHandedIn
			}
			_, err = record(cmd.Context(), opts.Tournament, anticipation.NoteControlGrid{Table: table, Grid: grid})
			return err
		},
	}
	addDBFlag(cmd, &opts.DB)
	return cmd
}

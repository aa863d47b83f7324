package main

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"arbiter/arbiter"
	"arbiter/arbiter/free"
	"arbiter/arbiter/free/pairing"
	"arbiter/arbiter/referee"
	"arbiter/reports"
)

// freeDiscipline is the name `game start --discipline` takes for a
// free-game event (RULES §10, "Scrabble liber").
const freeDiscipline = "liber"

// freeFlags are the settings of a free-game event typed with `game start
// --discipline liber` (RULES §10.2): each left out takes its default.
type freeFlags struct {
	Rounds        int
	First, Then   string
	Ranking       string
	Gibson        bool
	KingOfTheHill int
	ByeSpread     int
	GibsonSpread  int
	RepeatLimit   int
	SpreadCap     int
	Reserved      string
}

// addFlags adds the flags to cmd.
func (ff *freeFlags) addFlags(cmd *cobra.Command) {
	cmd.Flags().IntVar(&ff.Rounds, "rounds", 0, "a free-game event's number of `ROUNDS` (default by field size: 5 up to 16 players, 6 to 32, 7 to 64, else 8)")
	cmd.Flags().StringVar(&ff.First, "first", "", "how a free-game event pairs round 1: lot, swiss or roundrobin (default lot)")
	cmd.Flags().StringVar(&ff.Then, "pairing", "", "how a free-game event pairs the rounds after the first: swiss, roundrobin, koth or lot (default swiss)")
	cmd.Flags().StringVar(&ff.Ranking, "ranking", "", "a free-game event's ranking: wins (wins, spread, points for) or frs (the FRS coefficient first) (default wins)")
	cmd.Flags().BoolVar(&ff.Gibson, "gibson", false, "pair a free-game event's leader nobody can catch against a player out of contention")
	cmd.Flags().IntVar(&ff.KingOfTheHill, "koth", 0, "pair a free-game event's last `N` rounds by King of the Hill")
	cmd.Flags().IntVar(&ff.ByeSpread, "bye-spread", 0, "the `SPREAD` a free-game event's bye (or a forfeit won) counts (default 50)")
	cmd.Flags().IntVar(&ff.GibsonSpread, "gibson-spread", 0, "with --gibson: the `SPREAD` per remaining round a player could still gain (default 200)")
	cmd.Flags().IntVar(&ff.RepeatLimit, "repeat-limit", 0, "a free-game event's pairing avoids above all two players meeting more than `N` times (default: no limit beyond avoiding repeats)")
	cmd.Flags().IntVar(&ff.SpreadCap, "spread-cap", 0, "the most `SPREAD` one game of a free-game event counts, either way (default: none)")
	cmd.Flags().StringVar(&ff.Reserved, "reserve", "", "the boards players of a free-game event keep, `PLAYER=BOARD` each (\"7=12 9=3\")")
}

// freeFlagNames are the flags of a free-game event alone.
var freeFlagNames = []string{"rounds", "first", "pairing", "ranking", "gibson", "koth", "bye-spread", "gibson-spread", "repeat-limit", "spread-cap", "reserve"}

// maxSpreadFlag is the largest spread a free-game event's setting takes.
const maxSpreadFlag = 10000

// check refuses a setting typed out of its range, naming its flag.
func (ff *freeFlags) check(cmd *cobra.Command) error {
	out := func(name string, v, least, most int) bool {
		return cmd.Flags().Changed(name) && (v < least || v > most)
	}
	switch {
	case out("bye-spread", ff.ByeSpread, 1, maxSpreadFlag):
		return usageErrorf("--bye-spread %d: want 1 to %d, the spread a bye counts (50 unless set)", ff.ByeSpread, maxSpreadFlag)
	case out("gibson-spread", ff.GibsonSpread, 1, maxSpreadFlag):
		return usageErrorf("--gibson-spread %d: want 1 to %d, the spread a player may gain per remaining round (200 unless set)", ff.GibsonSpread, maxSpreadFlag)
	case cmd.Flags().Changed("gibson-spread") && !ff.Gibson:
		return usageErrorf("--gibson-spread is the spread per remaining round of Gibsonization: give --gibson too")
	case out("repeat-limit", ff.RepeatLimit, 0, free.MaxRounds):
		return usageErrorf("--repeat-limit %d: want 0 (no limit) to %d, the times two players may meet", ff.RepeatLimit, free.MaxRounds)
	case out("spread-cap", ff.SpreadCap, 0, maxSpreadFlag):
		return usageErrorf("--spread-cap %d: want 0 (none) to %d, the most spread one game counts", ff.SpreadCap, maxSpreadFlag)
	}
	return nil
}

// start returns the Start the flags make of a free-game event, or nil when
// the game started is of another discipline (which the flags may not set).
func (ff *freeFlags) start(cmd *cobra.Command, discipline string) (*free.Start, error) {
	if discipline != freeDiscipline {
		for _, name := range freeFlagNames {
			if cmd.Flags().Changed(name) {
				return nil, usageErrorf("--%s is a setting of a free-game event: give --discipline %s too", name, freeDiscipline)
			}
		}
		return nil, nil
	}
	for _, other := range []string{"variant", "tactic-order", "prepared", "groups", "schedule"} {
		if cmd.Flags().Changed(other) {
			return nil, usageErrorf("--discipline %s and --%s: a free-game event has no %s", freeDiscipline, other, other)
		}
	}
	if cmd.Flags().Changed("rounds") && ff.Rounds == 0 {
		return nil, usageErrorf("rounds: 0, want 1 to %d (leave --rounds out for the default by field size)", free.MaxRounds)
	}
	if err := ff.check(cmd); err != nil {
		return nil, err
	}
	reserved, err := free.ParseReserved(ff.Reserved)
	if err != nil {
		return nil, usageErrorf("--reserve: %s", arbiter.ErrorMessage(err))
	}
	return &free.Start{Settings: free.Settings{Rounds: ff.Rounds, First: pairing.System(ff.First), Then: pairing.System(ff.Then),
		Ranking: free.Ranking(ff.Ranking), Gibson: ff.Gibson, KingOfTheHill: ff.KingOfTheHill, ByeSpread: ff.ByeSpread,
		GibsonSpread: ff.GibsonSpread, RepeatLimit: ff.RepeatLimit, SpreadCap: ff.SpreadCap}, Reserved: reserved}, nil
}

// newPairCmd builds `arbiter pair`.
func newPairCmd(f *Factory) *cobra.Command {
	var db, again, manual, reason string
	var explain, asJSON bool
	cmd := &cobra.Command{
		Use:   "pair",
		Short: "Pair the next round of the free-game event",
		Long: `Pair the next round of the free-game event being played (RULES §10.2) by its
system for that round, from the standings after the rounds played, and
print each board: who starts, who replies, and the bye. Swiss pairs by the
ranking, nearest opponents, without a repeat while a pairing without one
exists. --explain says why each pair was chosen; --json writes the round's
boards for other programs instead (board, starter, replier, bye). --again
pairs the last round again, while none of its boards has a result, for a
reason. --manual FILE pairs the next round by hand, for --reason (or the
last round again, for --again's reason): one board a line, the starter's
number then the replier's, or a player's number then "bye"; every player
of the round once.`,
		Example: `  arbiter pair
  arbiter pair --explain
  arbiter pair --json > round.json
  arbiter pair --again "a late arrival at board 4"
  arbiter pair --manual round1.txt --reason "the organiser's seeding"`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if blankFlag(cmd, "again", again, "") {
				return usageErrorf("pairing a round again needs a reason: --again REASON")
			}
			c, err := pairCommand(f.IO, cmd, manual, again, reason)
			if err != nil {
				return err
			}
			t, err := f.Tournament(cmd.Context(), db, forWriting)
			if err != nil {
				return err
			}
			defer t.close()
			if sp, ok := c.(free.SetPairing); ok && again != "" {
				if sp.Round, err = t.lastRound(cmd.Context()); err != nil {
					return err
				}
				c = sp
			}
			evs, err := t.Run(cmd.Context(), free.Act{Command: c})
			if err != nil {
				return err
			}
			if asJSON {
				return t.writePairedJSON(cmd.Context(), evs)
			}
			t.printEvents(evs)
			if explain {
				printWhy(f.IO.Out, evs)
			}
			return nil
		},
	}
	addDBFlag(cmd, &db)
	cmd.Flags().StringVar(&again, "again", "", "pair the last round again, for this `REASON`")
	cmd.Flags().BoolVar(&explain, "explain", false, "say why each pair was chosen")
	cmd.Flags().BoolVar(&asJSON, "json", false, "write the round's boards as JSON instead")
	cmd.Flags().StringVar(&manual, "manual", "", "pair by hand from `FILE`: one board a line, STARTER REPLIER or PLAYER bye")
	cmd.Flags().StringVar(&reason, "reason", "", "why the next round is paired by hand (--manual)")
	cmd.MarkFlagsMutuallyExclusive("json", "explain")
	cmd.MarkFlagsMutuallyExclusive("again", "reason")
	return cmd
}

// newResultCmd builds `arbiter result`.
func newResultCmd(f *Factory) *cobra.Command {
	var db, reason string
	var round int
	var forfeit, missing bool
	var overtime []string
	cmd := &cobra.Command{
		Use:   "result PLAYER SCORE PLAYER SCORE [SPREAD] | result --forfeit PLAYER [PLAYER] | result --missing",
		Short: "Record a board's result in the free-game event",
		Long: `Record the final scores of a board of the free-game event as written on the
scoresheet (RULES §10): the two players by number, each with their score,
in either order; SPREAD, when typed, is checked against the scores (the
first player's minus the second's). The result is refused when the two
were not paired in the round, the round is not paired, a score is negative
or absurd; the same result again changes nothing, and a different one is a
correction that needs --reason, which names the later rounds paired from
the old standings (they stand as paired). --forfeit records that the
players named did not play their board. --missing lists the boards of the
round still without a result. The round is the last one paired, or
--round. --overtime PLAYER=MM:SS, once per player, is a player's time
over the clock: the rule set's penalty for it (RULES §10.1: en 10 points a
started minute, ro none) is taken off the score written, and recorded.`,
		Example: `  arbiter result 7 412 12 385
  arbiter result 7 412 12 385 +27
  arbiter result 7 402 12 385 --round 3 --reason "the scoresheet was added up wrong"
  arbiter result --forfeit 9
  arbiter result 7 412 12 385 --overtime 12=1:30
  arbiter result --missing`,
		Args: func(cmd *cobra.Command, args []string) error {
			if missing && len(args) > 0 {
				return usageErrorf("result --missing takes no player or score: it lists the round's boards without a result (--round N names the round)")
			}
			if missing {
				return nil
			}
			return cobra.RangeArgs(1, 5)(cmd, args)
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			if missing {
				return printMissing(cmd.Context(), f, db, round)
			}
			c, err := resultCommand(args, forfeit, round, reason)
			if err != nil {
				return err
			}
			act, err := withOvertime(c, overtime)
			if err != nil {
				return err
			}
			_, err = record(cmd.Context(), func(ctx context.Context) (*tournament, error) { return f.Tournament(ctx, db, forWriting) }, act)
			return err
		},
	}
	addDBFlag(cmd, &db)
	cmd.Flags().Var((*roundValue)(&round), "round", "the result's `ROUND` (default: the last one paired)")
	cmd.Flags().StringVar(&reason, "reason", "", "why a result already recorded is corrected")
	cmd.Flags().BoolVar(&forfeit, "forfeit", false, "the players named forfeited their board")
	cmd.Flags().StringArrayVar(&overtime, "overtime", nil, "a player's time over the clock, `PLAYER=MM:SS` (once per player)")
	cmd.Flags().BoolVar(&missing, "missing", false, "list the boards of the round still without a result")
	cmd.MarkFlagsMutuallyExclusive("missing", "forfeit")
	cmd.MarkFlagsMutuallyExclusive("missing", "reason")
	cmd.MarkFlagsMutuallyExclusive("missing", "overtime")
	return cmd
}

// resultCommand reads `arbiter result`'s arguments into the free game's
// command.
func resultCommand(args []string, forfeit bool, round int, reason string) (free.Command, error) {
	if forfeit {
		var absent []int
		for _, a := range args {
			n, err := parseTable(a)
			if err != nil {
				return nil, err
			}
			absent = append(absent, n)
		}
		if len(absent) > 2 {
			return nil, usageErrorf("--forfeit names the one or two players of a board who did not play")
		}
		return free.Forfeit{Round: round, Absent: absent, Reason: reason}, nil
	}
	r, err := free.ParseResult(strings.Join(args, " "))
	if err != nil {
		return nil, &usageError{err}
	}
	return free.RecordResult{Round: round, A: r.A, ScoreA: r.ScoreA, B: r.B, ScoreB: r.ScoreB, Spread: r.Spread, Reason: reason}, nil
}

// newEnterCmd builds `arbiter enter`.
func newEnterCmd(f *Factory) *cobra.Command {
	var db string
	cmd := &cobra.Command{
		Use:   "enter PLAYER",
		Short: "Enter a player late in the free-game event",
		Long: `Enter the player registered at PLAYER (` + "`arbiter player add`" + `) in the free-game
event being played, paired from the next round on; each round paired
before counts for them as a loss 0–0 (RULES §10.2, a reading).`,
		Example: `  arbiter player add 25 "DUMITRU Ana" && arbiter enter 25`,
		Args:    cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			n, err := parseTable(args[0])
			if err != nil {
				return err
			}
			return freeAct(cmd.Context(), f, db, func(st arbiter.State) (free.Command, error) {
				p, ok := st.Player(n)
				if !ok {
					return nil, arbiter.Errorf(arbiter.ENotFound, "no player at table %d: register them first with `arbiter player add`", n)
				}
				return free.Enter{Entry: free.Entry{Player: n, Name: p.Name}}, nil
			})
		},
	}
	addDBFlag(cmd, &db)
	return cmd
}

// newWithdrawCmd builds `arbiter withdraw`.
func newWithdrawCmd(f *Factory) *cobra.Command {
	var db, reason string
	cmd := &cobra.Command{
		Use:   "withdraw PLAYER --reason REASON",
		Short: "Withdraw a player from the free-game event",
		Long: `Withdraw PLAYER from the free-game event being played: no longer paired from
the next round on (or from the last round paired, while their game there
has no result); the games they played stand (RULES §10.2, a reading).`,
		Example: `  arbiter withdraw 9 --reason "left the tournament ill"`,
		Args:    cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			n, err := parseTable(args[0])
			if err != nil {
				return err
			}
			if strings.TrimSpace(reason) == "" {
				return usageErrorf("withdrawing a player needs a reason: --reason REASON")
			}
			return freeAct(cmd.Context(), f, db, func(arbiter.State) (free.Command, error) {
				return free.Withdraw{Player: n, Reason: reason}, nil
			})
		},
	}
	addDBFlag(cmd, &db)
	cmd.Flags().StringVar(&reason, "reason", "", "why the player withdraws")
	return cmd
}

// freeAct records the free game's command that build makes of the
// tournament in db as it stands.
func freeAct(ctx context.Context, f *Factory, db string, build func(arbiter.State) (free.Command, error)) error {
	t, err := f.Tournament(ctx, db, forWriting)
	if err != nil {
		return err
	}
	defer t.close()
	st, err := t.State(ctx)
	if err != nil {
		return err
	}
	c, err := build(st)
	if err != nil {
		return err
	}
	evs, err := t.Run(ctx, free.Act{Command: c})
	if err != nil {
		return err
	}
	t.printEvents(evs)
	return nil
}

// newPairingsCmd builds `arbiter pairings`.
func newPairingsCmd(f *Factory) *cobra.Command {
	var db, pdf string
	var round int
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "pairings [--round N] [--pdf FILE | --json]",
		Short: "Print a round's pairings of the free-game event, or the list for the wall",
		Long: `Print the boards of a round of the free-game event (the last one paired, or
--round): each board's starter and replier, and the bye. --pdf FILE writes
the list for the wall instead, in large type and the tournament's
language: the boards in order, then every player by name with their board
and side, so that each finds their table; --json writes the round's boards
for other programs (board, starter, replier, bye).`,
		Example: `  arbiter pairings
  arbiter pairings --round 3 --pdf round3.pdf`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if blankFlag(cmd, "pdf", pdf, "") {
				return usageErrorf("--pdf is blank: name the PDF file to write")
			}
			t, err := f.Tournament(cmd.Context(), db, forReading)
			if err != nil {
				return err
			}
			defer t.close()
			st, err := t.freeState(cmd.Context(), 0)
			if err != nil {
				return err
			}
			n, err := free.PairedRound(st, round)
			if err != nil {
				return err
			}
			p, _ := reports.PairingsOf(st, n)
			if asJSON {
				return reports.WritePairingsJSON(f.IO.Out, p)
			}
			if pdf == "" {
				return reports.WritePairings(f.IO.Out, p, isTerminal(f.IO.Out))
			}
			data, err := encodePDF(t.RuleSet(), t.header(), func(e *reports.PDFEncoder) error { return e.EncodePairings(p) })
			if err != nil {
				return err
			}
			return replaceFile("pairings", pdf, data)
		},
	}
	addDBFlag(cmd, &db)
	cmd.Flags().Var((*roundValue)(&round), "round", "the `ROUND` (default: the last one paired)")
	cmd.Flags().StringVar(&pdf, "pdf", "", "write the list for the wall as PDF to `FILE`")
	cmd.Flags().BoolVar(&asJSON, "json", false, "write the round's boards as JSON")
	cmd.MarkFlagsMutuallyExclusive("pdf", "json")
	return cmd
}

// maxResultsFile is the largest file of results `results import` reads:
// far more than the boards of any event (1000 players, 64 rounds).
const maxResultsFile = 4 << 20

// maxResults is the most results `results import` reads from a file: the
// boards of the largest event.
const maxResults = free.MaxPlayers / 2 * free.MaxRounds

// newResultsCmd builds `arbiter results` and its subcommand.
func newResultsCmd(f *Factory) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "results",
		Short: "Import the free-game event's results from a file",
	}
	var db, reason string
	imp := &cobra.Command{
		Use:   "import FILE",
		Short: "Record a file of board results, all or none",
		Long: `Record the results of FILE, one board a line as ` + "`arbiter result`" + ` takes
them, after the round: ROUND PLAYER SCORE PLAYER SCORE [SPREAD], blanks or
commas between (a line starting with # is a comment). The whole file is
decided first and recorded in one transaction: a wrong line records nothing
and is named. A result already recorded as the file has it changes
nothing, so importing the file again changes nothing; a different one is
refused unless --reason says why it corrects it. A file holds at most 4 MiB
and 32,000 results, the boards of 1,000 players over 64 rounds.`,
		Example: `  arbiter results import round3.txt`,
		Args:    cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			data, err := readInputFile(f.IO, "results", args[0], maxResultsFile)
			if err != nil {
				return err
			}
			cs, lines, err := resultLines(data, reason)
			if err != nil {
				return usageErrorf("%s %v", args[0], err)
			}
			t, err := f.Tournament(cmd.Context(), db, forWriting)
			if err != nil {
				return err
			}
			defer t.close()
			evs, err := t.RunAll(cmd.Context(), cs)
			if ie, ok := errors.AsType[*referee.ItemError](err); ok {
				return fmt.Errorf("%s line %d: %w", args[0], lines[ie.Index], ie.Err)
			}
			if err != nil {
				return err
			}
			t.printEvents(evs)
			fmt.Fprintf(f.IO.Out, "%s: %d results, %d recorded, %d already recorded\n", args[0], len(cs), len(evs), len(cs)-len(evs))
			return nil
		},
	}
	addDBFlag(imp, &db)
	imp.Flags().StringVar(&reason, "reason", "", "why the file's results correct those recorded")
	cmd.AddCommand(imp)
	return cmd
}

// resultLines reads a file of results into the free game's commands and
// the line each comes from; an error names the line.
func resultLines(data []byte, reason string) ([]arbiter.Command, []int, error) {
	var cs []arbiter.Command
	var lines []int
	text := strings.NewReplacer("\r\n", "\n", "\r", "\n").Replace(string(data))
	for i, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(strings.ReplaceAll(line, ",", " "))
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		if len(cs) == maxResults {
			return nil, nil, fmt.Errorf("line %d: more than %d results: the boards of one event are fewer", i+1, maxResults)
		}
		roundText, rest, _ := strings.Cut(line, " ")
		round, err := strconv.Atoi(roundText)
		if err != nil || round < 1 {
			return nil, nil, fmt.Errorf("line %d: %q is not a round number (1, 2, …)", i+1, roundText)
		}
		r, err := free.ParseResult(rest)
		if err != nil {
			return nil, nil, fmt.Errorf("line %d: %w", i+1, err)
		}
		cs = append(cs, free.Act{Command: free.RecordResult{Round: round, A: r.A, ScoreA: r.ScoreA, B: r.B, ScoreB: r.ScoreB, Spread: r.Spread, Reason: reason}})
		lines = append(lines, i+1)
	}
	if len(cs) == 0 {
		return nil, nil, fmt.Errorf("holds no result")
	}
	return cs, lines, nil
}

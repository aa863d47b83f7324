package main

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/spf13/cobra"

	"arbiter/arbiter"
	"arbiter/arbiter/anticipation"
	"arbiter/arbiter/duplicate"
	"arbiter/arbiter/free"
	"arbiter/arbiter/prepared"
	"arbiter/internal/bounded"
	"arbiter/scoring"
)

// gameOptions are the dependencies, flags and arguments of `arbiter game
// start` and `arbiter game end`.
type gameOptions struct {
	// Tournament opens the tournament whose game starts or ends.
	Tournament func(ctx context.Context) (*tournament, error)

	DB string
	// Start is the game started (`game start`); without SeedGiven its seed
	// is drawn at random when it starts.
	Start     duplicate.StartGame
	SeedGiven bool
	// Anticipation is the Anticipation game started instead (RULES §8),
	// drawn from Start's seed.
	Anticipation *anticipation.Start
	// Prepared is the file of the prepared game started instead, and Want
	// the kind of game --variant requires of it (nil: any).
	Prepared string
	Want     *givenVariant
	// Vouch is what the federation published of the prepared game; Date
	// the day it is played here (default: today, by Now).
	Vouch vouchOptions
	Date  string
	Now   func() time.Time
	// End is the end of the game (`game end`).
	End arbiter.EndGame
	// Free is the free-game event started instead (RULES §10).
	Free *free.Start
}

// newGameOptions returns the options of a game command of f, whose
// tournament is the one their --db names.
func newGameOptions(f *Factory) *gameOptions {
	opts := &gameOptions{Now: f.Now}
	opts.Tournament = func(ctx context.Context) (*tournament, error) { return f.Tournament(ctx, opts.DB, forWriting) }
	return opts
}

// newGameCmd builds `arbiter game` and its subcommands.
func newGameCmd(f *Factory) *cobra.Command {
	cmd := groupCmd("game", "Start or end a game of the tournament, or prepare one in advance",
		"  arbiter game start --seed 20261129\n  arbiter game end --reason \"time\"\n  arbiter game prepare --rules ro --seed 1",
		newGameStartCmdRun(f, nil), newGameEndCmdRun(f, nil))
	// A prepared game is played without a tournament: no --db.
	cmd.AddCommand(newGamePrepareCmd(f))
	return cmd
}

// newGameStartCmdRun builds `arbiter game start`, calling runF instead of
// starting the game when it is set (flag tests).
func newGameStartCmdRun(f *Factory, runF func(*gameOptions) error) *cobra.Command {
	opts := newGameOptions(f)
	var variant variantOptions
	var discipline disciplineFlags
	var freeSettings freeFlags
	cmd := &cobra.Command{
		Use:   "start",
		Short: "Start the next game: an empty board and a full bag",
		Long: `Start the next game of the tournament (the previous one must have ended).
The seed keys every rack the program draws in the game: it is recorded, so
the game can be replayed exactly; without --seed a random one is chosen.

With --prepared, the game is the one a federation prepared for a
simultaneous (` + "`arbiter game prepare --out`" + `), of any variant: the file's
SHA-256, rule set and word list are checked (and its variant, when
--variant is given too), its fingerprint (the SHA-256) is printed to be
compared with the one the federation published, and --expect refuses a
file of another fingerprint, --trust one not signed by the federation's
key (` + "`arbiter key new`, `game prepare --sign`" + `); then each ` + "`arbiter rack`" + ` draws the next prepared
rack (Tactic: both groups) and each ` + "`arbiter top`" + ` takes the prepared top,
with its letters from the stock, its swap or both its Tactic moves. A prepared top that does
not fit the board here is refused, loudly: the game has left the prepared
one, and the referee should find out why before typing another top.

--variant starts a game of a duplicate variant (RULES §7): completiv (6
letters drawn, the 7th chosen from the stock), superjoker (5 drawn, 2
chosen), metagrama (7 drawn, one may be swapped), eliptic (8 drawn, at most 7
placed) or tactic (two groups of 7, two moves a round; --tactic-order fixed
when the organiser imposes the first group first). A tournament may mix
games of several variants.

--discipline starts an Anticipation game instead (RULES §8): anticipatie,
avocalica, rezistenta, fond or oarba. Its 15 groups are drawn from the seed
(RULES §8.1, §8.8, §8.9), or typed with --groups and checked; in oarba each
player registers their own (` + "`arbiter player groups`" + `). --schedule sets the
thinking time of the 14 rounds (RULES §8.6). Each round is opened with
` + "`arbiter round group`" + `, its slips entered with ` + "`arbiter slip`" + ` (as
"H8 AL 4; 8G BAR 11 = 15", "G5 ARAB 13; anulez 1", "PAS") or a whole
sheet with ` + "`arbiter slips sheet`" + ` (docs/anticipation.md).

--discipline liber starts a free-game event (RULES §10): head-to-head games
paired round by round among the tournament's players, with --rounds,
--first (round 1: lot, swiss, roundrobin), --pairing (the rounds after:
swiss, roundrobin, koth, lot), --koth N (the last N rounds by King of the
Hill), --ranking (wins or frs) and --gibson; then ` + "`arbiter pair`" + ` pairs each
round and ` + "`arbiter result`" + ` records its boards (docs/free-game.md).`,
		Example: `  arbiter game start
  arbiter game start --seed 20261129
  arbiter game start --variant completiv
  arbiter game start --variant tactic --tactic-order fixed
  arbiter game start --discipline rezistenta --seed 7
  arbiter game start --discipline oarba
  arbiter game start --discipline liber --rounds 8 --pairing swiss
  arbiter game start --prepared simultan-2026-11-29.json
  arbiter game start --prepared simultan-2026-11-29.json --trust federatia.pub`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			v, fixed, err := variant.parse()
			if err != nil {
				return err
			}
			if opts.Free, err = freeSettings.start(cmd, discipline.Discipline); err != nil {
				return err
			}
			if opts.Free != nil {
				if runF != nil {
					return runF(opts)
				}
				_, err := record(cmd.Context(), opts.Tournament, free.Act{Command: *opts.Free})
				return err
			}
			if opts.Anticipation, err = discipline.options(cmd); err != nil {
				return err
			}
			opts.SeedGiven = cmd.Flags().Changed("seed")
			if opts.Prepared != "" {
				if opts.SeedGiven {
					return usageErrorf("--seed and --prepared: the prepared game brings its seed")
				}
				opts.Want = variantGiven(cmd, v, fixed)
			} else if opts.Vouch.given() {
				return usageErrorf("--expect and --trust check the game of --prepared: give --prepared too")
			} else {
				opts.Start.Variant, opts.Start.FixedOrder = v, fixed
			}
			if runF != nil {
				return runF(opts)
			}
			return gameStartRun(cmd.Context(), opts)
		},
	}
	addDBFlag(cmd, &opts.DB)
	cmd.Flags().Uint64Var(&opts.Start.Seed, "seed", 0, "the game's draw seed `N` (default: random)")
	cmd.Flags().StringVar(&opts.Prepared, "prepared", "", "play the prepared game `FILE` of a simultaneous (from `game prepare --out`)")
	variant.addFlags(cmd)
	discipline.addFlags(cmd)
	freeSettings.addFlags(cmd)
	opts.Vouch.addFlags(cmd, "a prepared game")
	cmd.Flags().StringVar(&opts.Date, "date", "", "with --prepared: the `DAY` the game is played here, which must be the file's (default: today)")
	return cmd
}

// gameStartRun starts the game opts describe: the prepared one, or a new
// one with its seed.
func gameStartRun(ctx context.Context, opts *gameOptions) error {
	if opts.Prepared != "" {
		return startPrepared(ctx, opts)
	}
	c := opts.Start
	if !opts.SeedGiven {
		var err error
		if c.Seed, err = cryptoSeed(); err != nil {
			return err
		}
	}
	if a := opts.Anticipation; a != nil {
		start := *a
		start.Seed = c.Seed
		_, err := record(ctx, opts.Tournament, start)
		return err
	}
	_, err := record(ctx, opts.Tournament, c)
	return err
}

// givenVariant is the kind of game typed with --variant and --tactic-order,
// which a prepared game must be.
type givenVariant struct {
	Variant    scoring.Variant
	FixedOrder bool
}

// variantGiven returns the kind of game cmd's flags name, or nil when
// neither --variant nor --tactic-order was given.
func variantGiven(cmd *cobra.Command, v scoring.Variant, fixed bool) *givenVariant {
	if !cmd.Flags().Changed("variant") && !cmd.Flags().Changed("tactic-order") {
		return nil
	}
	return &givenVariant{Variant: v, FixedOrder: fixed}
}

// gameKind names a kind of game in messages: "completiv game", "tactic
// game in fixed order".
func gameKind(v scoring.Variant, fixedOrder bool) string {
	switch {
	case fixedOrder:
		return v.String() + " game in fixed order"
	case v.TwoGroups():
		return v.String() + " game in free order"
	}
	return v.String() + " game"
}

// startPrepared starts the game prepared in opts.Prepared, after checking
// that it is intact, is of the kind of game opts.Want gives (when set) and
// fits the tournament's rules and word list.
func startPrepared(ctx context.Context, opts *gameOptions) error {
	file, want := opts.Prepared, opts.Want
	expect, trusted, err := opts.Vouch.parse()
	if err != nil {
		return err
	}
	pf, err := readPreparedFile(file)
	if err != nil {
		return err
	}
	note, err := pf.Vouched(file, expect, trusted)
	if err != nil {
		return &refusedError{err}
	}
	day := opts.Date
	if day == "" {
		day = opts.Now().Format(prepared.DateLayout)
	}
	event, err := pf.Dated(file, day, len(expect) > 0)
	if err != nil {
		return &refusedError{err}
	}
	if want != nil && (want.Variant != pf.Variant || want.FixedOrder != pf.FixedOrder) {
		return usageErrorf("--variant %s: %s holds a %s, not a %s", want.Variant, file, gameKind(pf.Variant, pf.FixedOrder), gameKind(want.Variant, want.FixedOrder))
	}
	t, err := opts.Tournament(ctx)
	if err != nil {
		return err
	}
	defer t.close()
	st, err := t.State(ctx)
	if err != nil {
		return err
	}
	if err := pf.Fits(file, st); err != nil {
		return &refusedError{err}
	}
	evs, err := t.Run(ctx, pf.Command())
	if err != nil {
		return err
	}
	fmt.Fprintln(t.f.IO.Out, note)
	if event != "" {
		fmt.Fprintln(t.f.IO.Out, event)
	}
	t.printEvents(evs)
	return nil
}

// newGameEndCmdRun builds `arbiter game end`, calling runF instead of
// ending the game when it is set (flag tests).
func newGameEndCmdRun(f *Factory, runF func(*gameOptions) error) *cobra.Command {
	opts := newGameOptions(f)
	cmd := &cobra.Command{
		Use:   "end --reason TEXT",
		Short: "End the current game before its tiles run out",
		Long: `End the current game on the referee's decision, for example when time is
short (RULES §4.5). A game also ends by itself when the next rack cannot be
drawn (RULES §4.2). The current round must be closed or cancelled first.`,
		Example: `  arbiter game end --reason "time: last round fixed at 18"`,
		Args:    cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if runF != nil {
				return runF(opts)
			}
			_, err := record(cmd.Context(), opts.Tournament, opts.End)
			return err
		},
	}
	addDBFlag(cmd, &opts.DB)
	cmd.Flags().StringVar(&opts.End.Reason, "reason", "", "why the game ends (required)")
	_ = cmd.MarkFlagRequired("reason")
	return cmd
}

// record is a whole referee command: open the tournament with open, decide
// c, record its events in one transaction and print them; it returns them,
// for a command that also says something of them.
func record(ctx context.Context, open func(context.Context) (*tournament, error), c arbiter.Command) ([]arbiter.Event, error) {
	t, err := open(ctx)
	if err != nil {
		return nil, err
	}
	defer t.close()
	evs, err := t.Run(ctx, c)
	if err != nil {
		return nil, err
	}
	t.printEvents(evs)
	return evs, nil
}

// readPreparedFile reads and checks a prepared game file (see
// [prepared.Parse]).
func readPreparedFile(path string) (prepared.File, error) {
	file, err := openInput("prepared game", path)
	if err != nil {
		return prepared.File{}, err
	}
	defer file.Close()
	data, err := bounded.ReadAll(file, prepared.MaxFileBytes)
	if err != nil {
		return prepared.File{}, usageErrorf("prepared game %s: %v", path, err)
	}
	pf, err := prepared.Parse(path, data)
	if errors.Is(err, prepared.ErrAltered) {
		return prepared.File{}, &refusedError{err}
	}
	if err != nil {
		return prepared.File{}, &usageError{err}
	}
	return pf, nil
}

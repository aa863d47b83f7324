package main

import (
	"crypto/rand"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"arbiter/arbiter"
	"arbiter/arbiter/prepared"
	"arbiter/arbiter/signing"
	"arbiter/draw"
	"arbiter/reports"
	"arbiter/scoring"
	"arbiter/scoring/lexicon"
	"arbiter/scoring/lexicon/cache"
)

// prepareOptions are the dependencies and flags of `arbiter game prepare`.
type prepareOptions struct {
	IO *IOStreams
	// Lexicon opens the word graph of a rule set (path "" for its default).
	Lexicon func(rs *scoring.RuleSet, path string) (*lexicon.Graph, error)
	// Deps builds the move generator over a word graph.
	Deps func(rs *scoring.RuleSet, g *lexicon.Graph) arbiter.Deps
	// RandomSeed returns a fresh seed when none is given.
	RandomSeed func() (uint64, error)

	Prepared preparedGameOptions
	JSON     bool
	// Out is the prepared game file to write, for the centres; Sign the
	// secret key file that signs it ("": not signed).
	Out  string
	Sign string
	// Event and Date name the tournament the file is for and the day it
	// is played; signed with the game. Now gives the default day.
	Event, Date string
	Now         func() time.Time
}

// variantOptions are the flags that choose the kind of game (RULES §7):
// --variant and Tactic's --tactic-order.
type variantOptions struct {
	Variant     string
	TacticOrder string
}

// addFlags adds --variant and --tactic-order to cmd.
func (o *variantOptions) addFlags(cmd *cobra.Command) {
	cmd.Flags().StringVar(&o.Variant, "variant", "",
		"the kind of game `V` (RULES §7): classic (default), completiv, superjoker, metagrama, eliptic or tactic")
	cmd.Flags().StringVar(&o.TacticOrder, "tactic-order", "",
		"Tactic's `ORDER`: free (default: either group first) or fixed (the first group drawn first)")
}

// parse reads the flags: the variant and whether Tactic's order is fixed.
func (o variantOptions) parse() (scoring.Variant, bool, error) {
	v, err := scoring.ParseVariant(o.Variant)
	if err != nil {
		return v, false, &usageError{fmt.Errorf("--variant: %w", err)}
	}
	switch strings.ToLower(strings.TrimSpace(o.TacticOrder)) {
	case "free", "":
		return v, false, nil
	case "fixed":
		if !v.TwoGroups() {
			return v, false, usageErrorf("--tactic-order fixed: the order of the groups is an option of Tactic, not of the %s game", v)
		}
		return v, true, nil
	}
	return v, false, usageErrorf("--tactic-order %q: free or fixed", o.TacticOrder)
}

// preparedGameOptions are the flags of a game played by its top moves (RULES
// §4.2, §4.3), which both `game prepare` and `report racks --rules` play.
type preparedGameOptions struct {
	Rules         string
	LexiconPath   string
	Seed          uint64
	SeedGiven     bool
	RejectTriples bool
	// Variant is the kind of game (RULES §7); its zero value is the
	// classic game.
	Variant variantOptions
}

// preparedGameUsage is the help text of each prepared-game flag, in the
// words of the command that has it.
type preparedGameUsage struct {
	Rules, Lexicon, Seed, RejectTriples string
}

// addFlags adds --rules, --lexicon, --seed and --reject-triples to cmd.
func (o *preparedGameOptions) addFlags(cmd *cobra.Command, usage preparedGameUsage) {
	cmd.Flags().StringVar(&o.Rules, "rules", "", usage.Rules)
	cmd.Flags().StringVar(&o.LexiconPath, "lexicon", "", usage.Lexicon)
	cmd.Flags().Uint64Var(&o.Seed, "seed", 0, usage.Seed)
	cmd.Flags().BoolVar(&o.RejectTriples, "reject-triples", false, usage.RejectTriples)
}

// readSeedGiven notes whether --seed was given on cmd's command line (a
// given --seed 0 is a seed like any other).
func (o *preparedGameOptions) readSeedGiven(cmd *cobra.Command) {
	o.SeedGiven = cmd.Flags().Changed("seed")
}

// play loads the rule set, opens its word graph with open and plays the
// whole game by its top moves, found by the move generator deps builds.
// Without a given seed it takes one from randomSeed, which may be nil for
// a command that requires --seed.
func (o *preparedGameOptions) play(open func(rs *scoring.RuleSet, path string) (*lexicon.Graph, error),
	deps func(rs *scoring.RuleSet, g *lexicon.Graph) arbiter.Deps, randomSeed func() (uint64, error)) (*scoring.RuleSet, draw.Game, error) {
	rs, err := loadRuleSet(o.Rules)
	if err != nil {
		return nil, draw.Game{}, err
	}
	g, err := open(rs, o.LexiconPath)
	if err != nil {
		return nil, draw.Game{}, err
	}
	variant, fixed, err := o.Variant.parse()
	if err != nil {
		return nil, draw.Game{}, err
	}
	seed := o.Seed
	if !o.SeedGiven {
		if seed, err = randomSeed(); err != nil {
			return nil, draw.Game{}, err
		}
	}
	game, err := prepared.Play(rs, deps(rs, g), prepared.Options{Seed: seed, RejectTriples: o.RejectTriples, Variant: variant, FixedOrder: fixed})
	if err != nil {
		return nil, draw.Game{}, err
	}
	return rs, game, nil
}

// newGamePrepareCmd builds `arbiter game prepare`.
func newGamePrepareCmd(f *Factory) *cobra.Command { return newGamePrepareCmdRun(f, nil) }

// newGamePrepareCmdRun builds `arbiter game prepare`, calling runF instead of
// preparing the game when it is set (flag tests).
func newGamePrepareCmdRun(f *Factory, runF func(*prepareOptions) error) *cobra.Command {
	opts := &prepareOptions{
		IO:         f.IO,
		Lexicon:    func(rs *scoring.RuleSet, path string) (*lexicon.Graph, error) { return f.Lexicon(rs, path) },
		Deps:       func(rs *scoring.RuleSet, g *lexicon.Graph) arbiter.Deps { return f.Deps(rs, g) },
		RandomSeed: cryptoSeed,
		Now:        f.Now,
	}
	cmd := &cobra.Command{
		Use:   "prepare",
		Short: "Play a whole duplicate game by its top moves, for a simultaneous tournament",
		Long: `Play a whole duplicate game by itself: draw each rack (RULES §4.2), play its
top move (RULES §4.3), keep the remainder, and go on until the game ends.
--variant prepares a game of a duplicate variant (RULES §7): racks of 6
letters and a 7th chosen (completiv), 5 and 2 chosen (superjoker), 7 with
one swap (metagrama), 8 of which 7 are placed (eliptic), or two groups of 7
and two moves a round (tactic, --tactic-order fixed for the organiser's
imposed order); the letters a top takes from the stock are shown in
brackets ([U], [U for X]). It prints each round's rack in announcement form (remainder + new letters),
the racks rejected before it and why, the top move, its position, its score
and the cumulative score. The seed is always printed: the same seed, rule
set and lexicon give the same game on every machine.`,
		Example: `  arbiter game prepare --rules ro
  arbiter game prepare --rules ro --seed 1
  arbiter game prepare --rules ro --variant tactic --tactic-order fixed
  arbiter game prepare --rules fr --lexicon ods9.txt --seed 42 --json
  arbiter game prepare --rules it --reject-triples`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if opts.Prepared.Rules == "" {
				return usageErrorf("--rules is required: one of ro, it, en, fr, or a rule-set .json file")
			}
			if opts.Sign != "" && opts.Out == "" {
				return usageErrorf("--sign signs the file --out writes: give --out too")
			}
			if (opts.Event != "" || opts.Date != "") && opts.Out == "" {
				return usageErrorf("--event and --date name the event of the file --out writes: give --out too")
			}
			if opts.Sign != "" && strings.TrimSpace(opts.Event) == "" {
				return usageErrorf("--sign: name the event the game is signed for with --event (\"Simultan national 2026\"), so that it is not taken for another")
			}
			if opts.Date == "" && opts.Out != "" {
				opts.Date = opts.Now().Format(prepared.DateLayout)
			}
			if _, err := time.Parse(prepared.DateLayout, opts.Date); opts.Date != "" && err != nil {
				return usageErrorf("--date %q: the day the game is played, as 2026-11-29", opts.Date)
			}
			opts.Prepared.readSeedGiven(cmd)
			if runF != nil {
				return runF(opts)
			}
			return prepareRun(opts)
		},
	}
	opts.Prepared.addFlags(cmd, preparedGameUsage{
		Rules:         "rule set: ro, it, en, fr, or a rule-set .json file",
		Lexicon:       "word list (default: the rule set's embedded list)",
		Seed:          "seed of the draws (default: a random seed, printed)",
		RejectTriples: "reject racks with three or more tiles of one letter",
	})
	opts.Prepared.Variant.addFlags(cmd)
	cmd.Flags().BoolVar(&opts.JSON, "json", false, "print the game as JSON")
	cmd.Flags().StringVar(&opts.Out, "out", "", "also write the prepared game `FILE` the centres of a simultaneous play with `game start --prepared`")
	cmd.Flags().StringVar(&opts.Sign, "sign", "", "sign the --out file with the secret key `KEY` (from `arbiter key new`)")
	cmd.Flags().StringVar(&opts.Event, "event", "", "the `EVENT` the --out file is for, signed with it (required with --sign)")
	cmd.Flags().StringVar(&opts.Date, "date", "", "the `DAY` the --out file's game is played, signed with it (default: today)")
	return cmd
}

// dayOf names the event and day of file for messages.
func dayOf(file prepared.File) string {
	if file.Event == "" {
		return file.Date
	}
	return fmt.Sprintf("%q of %s", file.Event, file.Date)
}

// cryptoSeed returns a seed from the operating system's random source.
func cryptoSeed() (uint64, error) {
	var b [8]byte
	if _, err := rand.Read(b[:]); err != nil {
		return 0, fmt.Errorf("random seed: %w", err)
	}
	return binary.LittleEndian.Uint64(b[:]), nil
}

// prepareRun prepares the game and prints it.
func prepareRun(opts *prepareOptions) error {
	var lexiconSum [32]byte
	open := func(rs *scoring.RuleSet, path string) (*lexicon.Graph, error) {
		g, err := opts.Lexicon(rs, path)
		if err == nil {
			lexiconSum = g.Source()
		}
		return g, err
	}
	var key signing.SecretKey
	if opts.Sign != "" {
		var err error
		if key, err = readSecretKey(opts.Sign); err != nil {
			return err
		}
	}
	rs, game, err := opts.Prepared.play(open, opts.Deps, opts.RandomSeed)
	if err != nil {
		return err
	}
	if opts.Out != "" {
		file := prepared.New(rs, game, opts.Prepared.RejectTriples, cache.Fingerprint(opts.Prepared.LexiconPath, lexiconSum))
		file.Event, file.Date = strings.TrimSpace(opts.Event), opts.Date
		if err := file.Seal(key); err != nil {
			return err
		}
		data, err := file.Encode()
		if err != nil {
			return err
		}
		if err := replaceFile("prepared game", opts.Out, append(data, '\n')); err != nil {
			return err
		}
		signed := ""
		if key != nil {
			signed = ", signed by " + key.Public().Base64()
		}
		fmt.Fprintf(opts.IO.ErrOut, "%s: prepared game of %d rounds for %s, sha256 %s%s\n", opts.Out, len(file.Racks), dayOf(file), file.SHA256, signed)
	}
	sheet := prepared.NewSheet(rs, game)
	if opts.JSON {
		enc := json.NewEncoder(opts.IO.Out)
		enc.SetIndent("", "  ")
		return enc.Encode(sheet)
	}
	return reports.PreparedGame(opts.IO.Out, sheet)
}

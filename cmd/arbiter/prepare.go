package main

import (
	"crypto/rand"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"io"
	"os"

	"github.com/spf13/cobra"

	"arbiter/draw"
	"arbiter/scoring"
	"arbiter/scoring/lexicon"
	"arbiter/scoring/lexicon/cache"
	"arbiter/scoring/solver"
)

// prepareOptions are the dependencies and flags of `arbiter game prepare`.
type prepareOptions struct {
	IO *IOStreams
	// Lexicon opens the word graph of a rule set (path "" for its default).
	Lexicon func(rs *scoring.RuleSet, path string) (*lexicon.Graph, error)
	// RandomSeed returns a fresh seed when none is given.
	RandomSeed func() (uint64, error)

	Prepared preparedGameOptions
	JSON     bool
	// Out is the prepared game file to write, for the centres.
	Out string
}

// preparedGameOptions are the flags of a game played by its top moves (RULES
// §4.2, §4.3), which both `game prepare` and `report racks --rules` play.
type preparedGameOptions struct {
	Rules         string
	LexiconPath   string
	Seed          uint64
	SeedGiven     bool
	RejectTriples bool
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
// whole game by its top moves. Without a given seed it takes one from
// randomSeed, which may be nil for a command that requires --seed.
func (o *preparedGameOptions) play(open func(rs *scoring.RuleSet, path string) (*lexicon.Graph, error),
	randomSeed func() (uint64, error)) (*scoring.RuleSet, draw.Game, error) {
	rs, err := loadRuleSet(o.Rules)
	if err != nil {
		return nil, draw.Game{}, err
	}
	g, err := open(rs, o.LexiconPath)
	if err != nil {
		return nil, draw.Game{}, err
	}
	seed := o.Seed
	if !o.SeedGiven {
		if seed, err = randomSeed(); err != nil {
			return nil, draw.Game{}, err
		}
	}
	top, exists := solverMoves(rs, g)
	game, err := draw.Prepare(rs, seed, o.RejectTriples, top, exists)
	if err != nil {
		return nil, draw.Game{}, fmt.Errorf("prepare game with seed %d: %w", seed, err)
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
		Lexicon:    func(rs *scoring.RuleSet, path string) (*lexicon.Graph, error) { return openLexicon(f, rs, path) },
		RandomSeed: cryptoSeed,
	}
	cmd := &cobra.Command{
		Use:   "prepare",
		Short: "Play a whole duplicate game by its top moves, for a simultaneous tournament",
		Long: `Play a whole duplicate game by itself: draw each rack (RULES §4.2), play its
top move (RULES §4.3), keep the remainder, and go on until the game ends.
It prints each round's rack in announcement form (remainder + new letters),
the racks rejected before it and why, the top move, its position, its score
and the cumulative score. The seed is always printed: the same seed, rule
set and lexicon give the same game on every machine.`,
		Example: `  arbiter game prepare --rules ro
  arbiter game prepare --rules ro --seed 1
  arbiter game prepare --rules fr --lexicon ods9.txt --seed 42 --json
  arbiter game prepare --rules it --reject-triples`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if opts.Prepared.Rules == "" {
				return usageErrorf("--rules is required: one of ro, it, en, fr, or a rule-set .json file")
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
	cmd.Flags().BoolVar(&opts.JSON, "json", false, "print the game as JSON")
	cmd.Flags().StringVar(&opts.Out, "out", "", "also write the prepared game `FILE` the centres of a simultaneous play with `game start --prepared`")
	return cmd
}

// cryptoSeed returns a seed from the operating system's random source.
func cryptoSeed() (uint64, error) {
	var b [8]byte
	if _, err := rand.Read(b[:]); err != nil {
		return 0, fmt.Errorf("random seed: %w", err)
	}
	return binary.LittleEndian.Uint64(b[:]), nil
}

// solverMoves returns the top move of RULES §4.3 and the move-exists test
// for rule set rs and word graph g, as [draw.Prepare] takes them.
func solverMoves(rs *scoring.RuleSet, g *lexicon.Graph) (draw.TopFunc, draw.ExistsFunc) {
	gen := solver.New(rs, g)
	top := func(b *scoring.Board, rack, bag scoring.Rack) (scoring.Move, bool) {
		moves := gen.Top(b, rack)
		if len(moves) == 0 {
			return scoring.Move{}, false
		}
		return solver.Rank(rs, moves, rack, bag)[0], true
	}
	return top, gen.Exists
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
	rs, game, err := opts.Prepared.play(open, opts.RandomSeed)
	if err != nil {
		return err
	}
	if opts.Out != "" {
		file := newPreparedFile(rs, game, opts.Prepared.RejectTriples, cache.Fingerprint(opts.Prepared.LexiconPath, lexiconSum))
		data, err := file.encode()
		if err != nil {
			return err
		}
		if err := os.WriteFile(opts.Out, append(data, '\n'), 0o644); err != nil {
			return usageErrorf("prepared game: %v", err)
		}
		fmt.Fprintf(opts.IO.ErrOut, "%s: prepared game of %d rounds, sha256 %s\n", opts.Out, len(file.Racks), file.SHA256)
	}
	sheet := newPreparedSheet(rs, game)
	if opts.JSON {
		enc := json.NewEncoder(opts.IO.Out)
		enc.SetIndent("", "  ")
		return enc.Encode(sheet)
	}
	return sheet.write(opts.IO.Out)
}

// preparedSheet is a prepared game as `game prepare` prints it.
type preparedSheet struct {
	Rules   string          `json:"rules"`
	Seed    uint64          `json:"seed"`
	Rounds  []preparedRound `json:"rounds"`
	End     draw.End        `json:"end"`
	EndText string          `json:"end_text"`
	// Rejected lists the racks rejected in the draw that ended the game.
	Rejected []preparedRejection `json:"rejected,omitempty"`
	Total    int                 `json:"total"`
}

// preparedRound is one round of a prepared game.
type preparedRound struct {
	Round    int                 `json:"round"`
	Rejected []preparedRejection `json:"rejected,omitempty"`
	Waived   []draw.Reason       `json:"waived,omitempty"`
	Rack     string              `json:"rack"` // announcement form: remainder + new letters
	Position string              `json:"position"`
	Word     string              `json:"word"`
	Score    int                 `json:"score"`
	Total    int                 `json:"total"`
}

// preparedRejection is a rack put back in the bag.
type preparedRejection struct {
	Rack   string      `json:"rack"`
	Reason draw.Reason `json:"reason"`
	Text   string      `json:"text"`
}

// newPreparedSheet turns a prepared game into its printed form.
func newPreparedSheet(rs *scoring.RuleSet, g draw.Game) preparedSheet {
	s := preparedSheet{Rules: rs.Name, Seed: g.Seed, End: g.Ending.End, EndText: g.Ending.EndText,
		Rejected: rejections(g.Ending.Rejected), Total: g.Total}
	for _, r := range g.Rounds {
		s.Rounds = append(s.Rounds, preparedRound{
			Round:    r.Draw.Round,
			Rejected: rejections(r.Draw.Rejected),
			Waived:   r.Draw.Waived,
			Rack:     draw.Announce(r.Draw.Remainder, r.Draw.New),
			Position: rs.FormatPosition(r.Move.Pos),
			Word:     r.Move.Word,
			Score:    r.Move.Score,
			Total:    r.Total,
		})
	}
	return s
}

func rejections(rs []draw.Rejection) []preparedRejection {
	var out []preparedRejection
	for _, r := range rs {
		out = append(out, preparedRejection{Rack: draw.Announce(r.Remainder, r.New), Reason: r.Reason, Text: r.Text})
	}
	return out
}

// write prints the sheet as a table: one line per round, each rejected rack
// on a line of its own before it.
func (s preparedSheet) write(w io.Writer) error {
	fmt.Fprintf(w, "rules %s, seed %d\n\n", s.Rules, s.Seed)
	fmt.Fprintf(w, "%-5s  %-11s  %-8s  %-15s  %5s  %5s\n", "round", "rack", "position", "move", "score", "total")
	writeRejected := func(round int, rej []preparedRejection) {
		for _, r := range rej {
			fmt.Fprintf(w, "%-5d  %-11s  %-8s  rejected: %s\n", round, r.Rack, "", r.Reason)
		}
	}
	for _, r := range s.Rounds {
		writeRejected(r.Round, r.Rejected)
		for _, rule := range r.Waived {
			fmt.Fprintf(w, "%-5d  %-11s  %-8s  rule waived: %s\n", r.Round, "", "", rule)
		}
		fmt.Fprintf(w, "%-5d  %-11s  %-8s  %-15s  %5d  %5d\n", r.Round, r.Rack, r.Position, r.Word, r.Score, r.Total)
	}
	writeRejected(len(s.Rounds)+1, s.Rejected)
	_, err := fmt.Fprintf(w, "\nend: %s (%s)\ntotal: %d\n", s.EndText, s.End, s.Total)
	return err
}

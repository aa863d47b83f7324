package main

import (
	"strings"
	"time"

	"github.com/spf13/cobra"

	"arbiter/arbiter"
	"arbiter/draw"
	"arbiter/reports"
	"arbiter/scoring"
	"arbiter/scoring/lexicon"
)

// solveOptions are the dependencies and flags of `arbiter solve`.
type solveOptions struct {
	IO *IOStreams
	// Lexicon opens the word graph for rule set rs: the list at path, or the
	// rule set's embedded list when path is empty.
	Lexicon func(rs *scoring.RuleSet, path string) (*lexicon.Graph, error)
	// Deps builds the move generator and the ranking over a word graph.
	Deps func(rs *scoring.RuleSet, g *lexicon.Graph) arbiter.Deps

	Rules       string
	LexiconPath string
	BoardPath   string
	Moves       string
	Rack        string
	Top         int
	All         bool
	JSON        bool

	// A duplicate variant's round (RULES §7): the variant's name, Tactic's
	// second group, and the stock when given (StockGiven, "" for an empty one).
	Variant    string
	Rack2      string
	Stock      string
	StockGiven bool

	// Superscrabble lists every scrabble of the rack instead (RULES §9.6).
	Superscrabble bool

	// A composition problem's reference solution (RULES §9): its kind, its
	// letters or groups, N-Scrabble's imposed order and the time budget.
	Reference string
	Letters   string
	Groups    string
	Imposed   bool
	Budget    time.Duration
}

// maxSolveRack is the most tiles a rack may hold for `arbiter solve` (the
// nine-tile variant, RULES §3); at most the rule set's rack size are placed.
const maxSolveRack = 9

// newSolveCmd builds `arbiter solve`.
func newSolveCmd(f *Factory) *cobra.Command { return newSolveCmdRun(f, nil) }

// newSolveCmdRun builds `arbiter solve`, calling runF instead of solving when
// it is set (flag tests).
func newSolveCmdRun(f *Factory, runF func(*solveOptions) error) *cobra.Command {
	opts := &solveOptions{
		IO:      f.IO,
		Lexicon: func(rs *scoring.RuleSet, path string) (*lexicon.Graph, error) { return f.Lexicon(rs, path) },
		Deps:    func(rs *scoring.RuleSet, g *lexicon.Graph) arbiter.Deps { return f.Deps(rs, g) },
	}
	cmd := &cobra.Command{
		Use:   "solve --rules SET [--lexicon FILE] [--board FILE | --moves LIST] [--variant V | --superscrabble] --rack RACK [--rack2 RACK] [--stock TILES] [--top N | --all] [--json]",
		Short: "Find the best moves for a rack on a position",
		Long: `List the legal moves of a rack on a position, best first: by score, and among
equal scores in the order RULES §4.3 prefers for the top move (no joker; in fr
a move that ends the game; a better vowel/consonant balance of the tiles left;
letters still in the bag; more tiles placed; across before down). The tiles
left are the full set minus the board and the rack. The first line is the move
a referee announces as the top.

The position is the empty board, a board file (--board: 15 lines of 15
characters, '.' empty, A-Z a tile, a-z a joker), or the moves of --moves
played in order, separated by commas. The rack holds up to 9 tiles, '?' for a
joker; at most the rule set's rack size are placed (7), so 8 letters of the
Eliptic variant work too. Without --lexicon the rule set's embedded word list
is used (ro, it).

The table shows rank, position, main word (jokers in lower case), score and
the cross words with their scores. With --json each move is one JSON object on
its own line with the fields of 'arbiter score --json'. By default the 10 best
moves are shown; --top N shows N, --all every move.

--variant finds the top of a round of a duplicate variant (RULES §7): every
way to reach the best score, over every choice the variant allows, ordered as
RULES §4.3 says. The rack holds the letters drawn: 6 in completiv (the 7th is
chosen from the stock), 5 in superjoker (2 chosen), 7 in metagrama (one may be
swapped for a tile of the stock), 8 in eliptic (at most 7 placed), 7 in tactic
with the second group in --rack2 (two moves, their sum counts); fewer only
when the stock is empty. The stock is the tiles of the set on neither the
board nor the rack(s), or --stock. The table and JSON say which letters were
chosen or swapped; in tactic each way is its two moves and their total.

--reference prints the reference solution of a composition problem (RULES
§9), from the empty board: for maxime (--groups) the lexicographic maximum
of the moves' scores over every order of the groups, exact, with the time
the search took; for integral (the whole tile set), partial and sir
(--letters) and nscrabble (--groups, --imposed) the best solution found
within --budget, labelled as found, not as a proven maximum.

--superscrabble is the answer key of a Superscrabble problem (RULES §9.6):
every distinct scrabble (all 7 tiles of the rack placed) on the position, one
line each (position and main word, a joker in lower case), then the count. A
solution is a position and a word: a joker that could stand on either of two
equal letters is one solution (marked on the later one), a joker standing
for different letters gives one solution each. With --json each solution is
one object with its position and word, without the count.`,
		Example: `  arbiter solve --rules ro --rack ACLMNOU
  arbiter solve --rules ro --moves "H8 COLUMNA" --rack AHLMUVX --top 5
  arbiter solve --rules ro --board round7.txt --rack "AEI + BRS?" --all --json
  arbiter solve --rules fr --lexicon ods.txt --rack EEIRSTX --top 1
  arbiter solve --rules ro --board problem.txt --rack DEPNRU? --superscrabble
  arbiter solve --rules ro --reference maxime --groups ACLMNOU,AHLMUVX,BEIRSTU
  arbiter solve --rules ro --reference partial --letters ACLMNOUAHVEEIIRRSSTT? --budget 10s`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if opts.Rules == "" {
				return usageErrorf("--rules is required: one of ro, it, en, fr, or a rule-set .json file")
			}
			if opts.Reference != "" {
				if runF != nil {
					return runF(opts)
				}
				return referenceRun(opts)
			}
			if opts.Rack == "" {
				return usageErrorf("--rack is required: letters, '?' for a joker, as in ACLMNOU")
			}
			if opts.Top < 1 {
				return usageErrorf("--top %d: show at least 1 move", opts.Top)
			}
			opts.StockGiven = cmd.Flags().Changed("stock")
			if runF != nil {
				return runF(opts)
			}
			return solveRun(opts)
		},
	}
	cmd.Flags().StringVar(&opts.Rules, "rules", "", "rule set: ro, it, en, fr, or a rule-set .json file")
	cmd.Flags().StringVar(&opts.LexiconPath, "lexicon", "", "word list (plain or gzip) or compiled graph (default: the rule set's embedded list)")
	cmd.Flags().StringVar(&opts.BoardPath, "board", "", "position `FILE` (default: the empty board)")
	cmd.Flags().StringVar(&opts.Moves, "moves", "", "moves played from the empty board, e.g. \"H8 COLUMNA,I7 VAH\"")
	cmd.Flags().StringVar(&opts.Rack, "rack", "", "the rack, '?' for a joker, up to 9 tiles")
	cmd.Flags().IntVar(&opts.Top, "top", 10, "show the `N` best moves")
	cmd.Flags().BoolVar(&opts.All, "all", false, "show every legal move")
	cmd.Flags().BoolVar(&opts.JSON, "json", false, "print one JSON object per move")
	cmd.Flags().StringVar(&opts.Variant, "variant", "classic", "duplicate variant `V`: classic, completiv, superjoker, metagrama, eliptic or tactic")
	cmd.Flags().StringVar(&opts.Rack2, "rack2", "", "tactic: the second group of letters")
	cmd.Flags().StringVar(&opts.Stock, "stock", "", "the tiles left in the bag, '?' for a joker (default: the set less the board and the racks)")
	cmd.Flags().BoolVar(&opts.Superscrabble, "superscrabble", false, "list every scrabble of the rack (RULES §9.6)")
	cmd.Flags().StringVar(&opts.Reference, "reference", "", "a composition problem's reference solution `KIND`: maxime, integral, partial, sir or nscrabble (RULES §9)")
	cmd.Flags().StringVar(&opts.Letters, "letters", "", "--reference partial or sir: the letters drawn (sir: in order)")
	cmd.Flags().StringVar(&opts.Groups, "groups", "", "--reference maxime or nscrabble: the groups of 7, separated by commas")
	cmd.Flags().BoolVar(&opts.Imposed, "imposed", false, "--reference nscrabble: the groups are played in their order")
	cmd.Flags().DurationVar(&opts.Budget, "budget", 60*time.Second, "--reference integral, partial, sir, nscrabble: the time to search")
	cmd.MarkFlagsMutuallyExclusive("board", "moves")
	for _, flag := range []string{"rack", "board", "moves", "superscrabble", "variant", "rack2", "stock", "top", "all"} {
		cmd.MarkFlagsMutuallyExclusive("reference", flag)
	}
	for _, other := range []string{"variant", "rack2", "stock", "top", "all"} {
		cmd.MarkFlagsMutuallyExclusive("superscrabble", other)
	}
	cmd.MarkFlagsMutuallyExclusive("top", "all")
	return cmd
}

// solveRun finds the moves and prints them.
func solveRun(opts *solveOptions) error {
	variant, err := scoring.ParseVariant(opts.Variant)
	if err != nil {
		return usageErrorf("--variant: %w", err)
	}
	if opts.Rack2 != "" && !variant.TwoGroups() {
		return usageErrorf("--rack2 is the second group of the tactic variant, not of %s", variant)
	}
	in, err := readSolveInput(opts)
	if err != nil {
		return err
	}
	if opts.Superscrabble {
		return printScrabbles(opts, &in)
	}
	rs, board, rack := in.rs, in.board, in.rack
	deps := opts.Deps(rs, in.graph)
	if variant != scoring.Classic {
		offer, err := variantOffer(opts, rs, &board, variant, rack)
		if err != nil {
			return err
		}
		ways := deps.TopVariant(&board, offer)
		if !opts.All && len(ways) > opts.Top {
			ways = ways[:opts.Top]
		}
		return reports.VariantWays(opts.IO.Out, rs, variant, opts.Rack, ways, opts.JSON)
	}
	moves := deps.Rank(rs, deps.All(&board, rack), rack, draw.Unseen(rs, &board, rack))
	if !opts.All && len(moves) > opts.Top {
		moves = moves[:opts.Top]
	}
	return reports.Moves(opts.IO.Out, rs, rack.String(), moves, opts.JSON)
}

// solveInput is what every search of `arbiter solve` starts from.
type solveInput struct {
	rs    *scoring.RuleSet
	board scoring.Board // --board, or --moves played on the empty board
	rack  scoring.Rack
	graph *lexicon.Graph
}

// readSolveInput reads the rule set, the position, the rack and the word
// graph of opts.
func readSolveInput(opts *solveOptions) (solveInput, error) {
	var in solveInput
	var err error
	if in.rs, err = loadRuleSet(opts.Rules); err != nil {
		return in, err
	}
	if in.rack, err = in.rs.ParseRack(opts.Rack); err != nil {
		return in, usageErrorf("--rack: %w", err)
	}
	if n := in.rack.Len(); n == 0 || n > maxSolveRack {
		return in, usageErrorf("--rack %q holds %d tiles, want 1 to %d", opts.Rack, n, maxSolveRack)
	}
	if opts.BoardPath != "" {
		if in.board, err = readBoardFile(opts.BoardPath); err != nil {
			return in, err
		}
	}
	var plays []scoring.Play
	if opts.Moves != "" {
		if plays, err = parseMoves(in.rs, strings.Split(opts.Moves, ",")); err != nil {
			return in, err
		}
	}
	if in.graph, err = opts.Lexicon(in.rs, opts.LexiconPath); err != nil {
		return in, err
	}
	in.board, _, err = scoring.PlayAll(in.rs, in.graph, in.board, plays)
	return in, err
}

// variantOffer checks the racks and the stock of a round of variant v on
// board and returns what the round offers.
func variantOffer(opts *solveOptions, rs *scoring.RuleSet, board *scoring.Board, v scoring.Variant, rack scoring.Rack) (scoring.Offer, error) {
	o := scoring.Offer{Variant: v, Rack: rack}
	if opts.Rack2 != "" {
		rack2, err := rs.ParseRack(opts.Rack2)
		if err != nil {
			return o, usageErrorf("--rack2: %w", err)
		}
		o.Rack2 = rack2
	}
	bag := draw.Unseen(rs, board, rack.Plus(o.Rack2))
	o.Stock = bag
	if opts.StockGiven {
		stock, err := rs.ParseRack(opts.Stock)
		if err != nil {
			return o, usageErrorf("--stock: %w", err)
		}
		for i, n := range stock {
			if n > bag[i] {
				var tile scoring.Rack
				tile[i] = 1
				return o, usageErrorf("--stock %q: the bag cannot give %d × %s: the set less the board and the racks leaves %d",
					opts.Stock, n, tile, bag[i])
			}
		}
		o.Stock = stock
	}
	drawn := v.Drawn(rs.RackSize)
	for _, group := range []struct {
		flag, given string
		rack        scoring.Rack
	}{{"--rack", opts.Rack, rack}, {"--rack2", opts.Rack2, o.Rack2}} {
		if group.flag == "--rack2" && !v.TwoGroups() {
			break
		}
		switch n := group.rack.Len(); {
		case n > drawn:
			return o, usageErrorf("%s %q holds %d tiles: %s draws %d", group.flag, group.given, n, v, drawn)
		case n < drawn && o.Stock.Len() > 0:
			return o, usageErrorf("%s %q holds %d tiles: %s draws %d (fewer only when the stock is empty, --stock '')",
				group.flag, group.given, n, v, drawn)
		}
	}
	return o, nil
}

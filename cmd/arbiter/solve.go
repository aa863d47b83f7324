package main

import (
	"encoding/json"
	"fmt"
	"strings"
	"text/tabwriter"

	"github.com/spf13/cobra"

	"arbiter/scoring"
	"arbiter/scoring/lexicon"
	"arbiter/scoring/solver"
)

// solveOptions are the dependencies and flags of `arbiter solve`.
type solveOptions struct {
	IO *IOStreams
	// Lexicon opens the word graph for rule set rs: the list at path, or the
	// rule set's embedded list when path is empty.
	Lexicon func(rs *scoring.RuleSet, path string) (*lexicon.Graph, error)

	Rules       string
	LexiconPath string
	BoardPath   string
	Moves       string
	Rack        string
	Top         int
	All         bool
	JSON        bool
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
		Lexicon: func(rs *scoring.RuleSet, path string) (*lexicon.Graph, error) { return openLexicon(f, rs, path) },
	}
	cmd := &cobra.Command{
		Use:   "solve --rules SET [--lexicon FILE] [--board FILE | --moves LIST] --rack RACK [--top N | --all] [--json]",
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
moves are shown; --top N shows N, --all every move.`,
		Example: `  arbiter solve --rules ro --rack ACLMNOU
  arbiter solve --rules ro --moves "H8 COLUMNA" --rack AHLMUVX --top 5
  arbiter solve --rules ro --board round7.txt --rack "AEI + BRS?" --all --json
  arbiter solve --rules fr --lexicon ods.txt --rack EEIRSTX --top 1`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if opts.Rules == "" {
				return usageErrorf("--rules is required: one of ro, it, en, fr, or a rule-set .json file")
			}
			if opts.Rack == "" {
				return usageErrorf("--rack is required: letters, '?' for a joker, as in ACLMNOU")
			}
			if opts.Top < 1 {
				return usageErrorf("--top %d: show at least 1 move", opts.Top)
			}
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
	cmd.MarkFlagsMutuallyExclusive("board", "moves")
	cmd.MarkFlagsMutuallyExclusive("top", "all")
	return cmd
}

// solveRun finds the moves and prints them.
func solveRun(opts *solveOptions) error {
	rs, err := loadRuleSet(opts.Rules)
	if err != nil {
		return err
	}
	rack, err := rs.ParseRack(opts.Rack)
	if err != nil {
		return usageErrorf("--rack: %w", err)
	}
	if n := rack.Len(); n == 0 || n > maxSolveRack {
		return usageErrorf("--rack %q holds %d tiles, want 1 to %d", opts.Rack, n, maxSolveRack)
	}
	var board scoring.Board
	if opts.BoardPath != "" {
		if board, err = readBoardFile(opts.BoardPath); err != nil {
			return err
		}
	}
	var plays []scoring.Play
	if opts.Moves != "" {
		if plays, err = parseMoves(rs, strings.Split(opts.Moves, ",")); err != nil {
			return err
		}
	}
	g, err := opts.Lexicon(rs, opts.LexiconPath)
	if err != nil {
		return err
	}
	if board, _, err = scoring.PlayAll(rs, g, board, plays); err != nil {
		return err
	}
	moves := solver.New(rs, g).All(&board, rack)
	moves = solver.Rank(rs, moves, rack, unseen(rs, &board, rack))
	if !opts.All && len(moves) > opts.Top {
		moves = moves[:opts.Top]
	}
	if opts.JSON {
		enc := json.NewEncoder(opts.IO.Out)
		for _, m := range moves {
			if err := enc.Encode(scoredMove{
				Position: rs.FormatPosition(m.Pos), Word: m.Word, Score: m.Score, Words: m.Words,
				TilesPlaced: len(m.Placed), Tiles: placedTiles(m), Bingo: m.Bingo,
			}); err != nil {
				return err
			}
		}
		return nil
	}
	if len(moves) == 0 {
		_, err := fmt.Fprintf(opts.IO.Out, "no legal move with %s\n", rack)
		return err
	}
	var table strings.Builder
	tw := tabwriter.NewWriter(&table, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "rank\tposition\tword\tscore\tcross words")
	for i, m := range moves {
		fmt.Fprintf(tw, "%d\t%s\t%s\t%d\t%s\n", i+1, rs.FormatPosition(m.Pos), m.Word, m.Score, crossWords(m))
	}
	tw.Flush()
	for line := range strings.Lines(table.String()) {
		// A move without cross words would leave the score's padding behind.
		if _, err := fmt.Fprintln(opts.IO.Out, strings.TrimRight(line, " \n")); err != nil {
			return err
		}
	}
	return nil
}

// crossWords lists a move's cross words with their scores, then its bingo
// bonus: "CA 2, OH 21" or "bingo 50".
func crossWords(m scoring.Move) string {
	var parts []string
	bonus := m.Score
	for i, w := range m.Words {
		bonus -= w.Score
		if i > 0 {
			parts = append(parts, fmt.Sprintf("%s %d", w.Word, w.Score))
		}
	}
	if m.Bingo {
		parts = append(parts, fmt.Sprintf("bingo %d", bonus))
	}
	return strings.Join(parts, ", ")
}

// unseen returns the tiles of rs's set that are neither on board nor on rack:
// the bag as the rack's owner sees it. A letter the board and rack hold more
// often than the set (a custom position) counts as none left.
func unseen(rs *scoring.RuleSet, board *scoring.Board, rack scoring.Rack) scoring.Rack {
	bag := rs.FullBag()
	take := func(i int, n uint8) { bag[i] -= min(bag[i], n) }
	for r := 0; r < scoring.Size; r++ {
		for c := 0; c < scoring.Size; c++ {
			switch t := board.At(r, c); {
			case t == scoring.Empty:
			case t.IsJoker():
				take(scoring.JokerIndex, 1)
			default:
				take(int(t.Letter()-'A'), 1)
			}
		}
	}
	for i, n := range rack {
		take(i, n)
	}
	return bag
}

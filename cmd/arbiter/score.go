package main

import (
	"encoding/json"
	"fmt"
	"os"
	"strings"

	"github.com/spf13/cobra"

	"arbiter/reports"
	"arbiter/scoring"
)

// scoreOptions are the dependencies and flags of `arbiter score`.
type scoreOptions struct {
	IO *IOStreams
	// Lexicon opens the word list at path for rule set rs.
	Lexicon func(rs *scoring.RuleSet, path string) (scoring.Lexicon, error)

	Rules       string
	LexiconPath string
	BoardPath   string
	JSON        bool
	Moves       []string
}

// newScoreCmd builds `arbiter score`.
func newScoreCmd(f *Factory) *cobra.Command { return newScoreCmdRun(f, nil) }

// newScoreCmdRun builds `arbiter score`, calling runF instead of scoring the
// moves when it is set (flag tests).
func newScoreCmdRun(f *Factory, runF func(*scoreOptions) error) *cobra.Command {
	opts := &scoreOptions{
		IO: f.IO,
		Lexicon: func(rs *scoring.RuleSet, path string) (scoring.Lexicon, error) {
			g, err := f.Lexicon(rs, path)
			if err != nil {
				return nil, err
			}
			return g, nil
		},
	}
	cmd := &cobra.Command{
		Use:   "score --rules SET [--lexicon FILE] [--board FILE] [--json] MOVE...",
		Short: "Check and score moves, played in order on a board",
		Long: `Play the moves in order on the board (empty, or read from --board) and print,
for each, its position, main word, every word formed with its score, the bingo
bonus and the total (RULES §3), then the board after the last move in the
format --board reads: 15 lines of 15 characters, '.' empty, A-Z a tile, a-z a
joker.

A move is a position and the whole main word, letters already on the board
included: "H8 COLUMNA" as one argument, or H8 COLUMNA as two. In ro and fr, H8
is row H, column 8, across and 8H is down; in it and en, 8H is across and H8
down. A lower-case letter, or a letter followed by 0 (C0OMANDA), is a joker.
Tiles are not checked against a rack. Without --lexicon the rule set's
built-in word list is used (ro, it); en and fr need one.

With --json, each move is printed as one JSON object on its own line, with
position, word, score, words (each {"word","score"}), tiles_placed, tiles
(the tiles placed, jokers in lower case) and bingo; the board is not printed.

An illegal move prints its reason on standard error and exits with status 1;
the moves before it are printed.`,
		Example: `  arbiter score --rules ro "H8 COLUMNA"
  arbiter score --rules ro --lexicon loc.txt "H8 COLUMNA" "I7 VAH"
  arbiter score --rules ro --lexicon loc.txt.gz H8 COLUMNA I7 VAH
  arbiter score --rules ro --lexicon loc.txt --board round7.txt --json "8H C0OLUMNA"
  arbiter score --rules it --lexicon it.txt "8H QUADRO"`,
		RunE: func(_ *cobra.Command, args []string) error {
			if opts.Rules == "" {
				return usageErrorf("--rules is required: one of ro, it, en, fr, or a rule-set .json file")
			}
			if len(args) == 0 {
				return usageErrorf("no move given: write moves such as \"H8 COLUMNA\"")
			}
			opts.Moves = args
			if runF != nil {
				return runF(opts)
			}
			return scoreRun(opts)
		},
	}
	cmd.Flags().StringVar(&opts.Rules, "rules", "", "rule set: ro, it, en, fr, or a rule-set .json file")
	cmd.Flags().StringVar(&opts.LexiconPath, "lexicon", "", "word list (one word per line, plain or gzip) or compiled graph (default: the rule set's built-in list)")
	cmd.Flags().StringVar(&opts.BoardPath, "board", "", "position to start from (default: the empty board)")
	cmd.Flags().BoolVar(&opts.JSON, "json", false, "print one JSON object per move")
	return cmd
}

// scoreRun plays the moves and prints them.
func scoreRun(opts *scoreOptions) error {
	rs, err := loadRuleSet(opts.Rules)
	if err != nil {
		return err
	}
	plays, err := parseMoves(rs, opts.Moves)
	if err != nil {
		return err
	}
	var board scoring.Board
	if opts.BoardPath != "" {
		if board, err = readBoardFile(opts.BoardPath); err != nil {
			return err
		}
	}
	lex, err := opts.Lexicon(rs, opts.LexiconPath)
	if err != nil {
		return err
	}
	board, moves, refusal := scoring.PlayAll(rs, lex, board, plays)
	enc := json.NewEncoder(opts.IO.Out)
	for _, m := range moves {
		if opts.JSON {
			err = enc.Encode(reports.NewScoredMove(rs, m))
		} else {
			_, err = fmt.Fprintf(opts.IO.Out, "%s: %s\n", rs.FormatMove(m), m.Breakdown())
		}
		if err != nil {
			return err
		}
	}
	if refusal != nil || opts.JSON {
		return refusal
	}
	_, err = fmt.Fprintf(opts.IO.Out, "\n%s", board)
	return err
}

// parseMoves reads moves given as "H8 COLUMNA" or as H8 COLUMNA: all the
// arguments' words, taken two by two.
func parseMoves(rs *scoring.RuleSet, args []string) ([]scoring.Play, error) {
	fields := strings.Fields(strings.Join(args, " "))
	if len(fields)%2 != 0 {
		return nil, usageErrorf("moves %q: each move is a position and a word, as in H8 COLUMNA", strings.Join(fields, " "))
	}
	plays := make([]scoring.Play, 0, len(fields)/2)
	for i := 0; i < len(fields); i += 2 {
		p, err := rs.ParsePlay(fields[i] + " " + fields[i+1])
		if err != nil {
			return nil, usageErrorf("move %d: %w", i/2+1, err)
		}
		plays = append(plays, p)
	}
	return plays, nil
}

// readBoardFile reads a position file (see [scoring.ReadBoard]).
func readBoardFile(path string) (scoring.Board, error) {
	file, err := os.Open(path)
	if err != nil {
		return scoring.Board{}, usageErrorf("%w", err)
	}
	defer file.Close()
	b, err := scoring.ReadBoard(file)
	if err != nil {
		return scoring.Board{}, usageErrorf("%s: %w", path, err)
	}
	return b, nil
}

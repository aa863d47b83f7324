package main

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"os"
	"slices"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"arbiter/arbiter"
	"arbiter/arbiter/referee"
	"arbiter/reports"
	"arbiter/scoring"
	"arbiter/scoring/lexicon"
)

// reportOptions are the dependencies and flags of `arbiter report`.
type reportOptions struct {
	IO *IOStreams
	// Tournament opens the tournament of --db; the caller closes it.
	Tournament func(ctx context.Context) (*tournament, error)
	// Lexicon opens the word graph of a rule set, for a prepared game.
	Lexicon func(rs *scoring.RuleSet, path string) (*lexicon.Graph, error)
	// Deps builds the move generator over a word graph, for a prepared game.
	Deps func(rs *scoring.RuleSet, g *lexicon.Graph) arbiter.Deps
	// TTY reports whether standard output is a terminal.
	TTY func() bool
	// Store returns the event store's path (--db, $ARBITER_DB, ./arbiter.db).
	Store func() string

	DB      string // --db: the event store
	Sheet   string // racks, bulletin, ranking, card, slips, crosstable
	Round   int
	After   int // ranking, crosstable: a free-game event's after round N (0: every round paired)
	Table   int
	Game    int // 0: the current game (the whole tournament for a ranking)
	Out     string
	Referee bool
	Tops    bool   // rank by RULES §7's Top variant
	By      string // split the ranking by category or series

	// A prepared game (`report racks --rules R --seed N`) instead of the store.
	Prepared preparedGameOptions
}

// newReportCmd builds `arbiter report`.
func newReportCmd(f *Factory) *cobra.Command { return newReportCmdRun(f, nil) }

// newReportCmdRun builds `arbiter report`, calling runF instead of printing
// when it is set (flag tests).
func newReportCmdRun(f *Factory, runF func(*reportOptions) error) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "report",
		Short: "Print the rack sheet, a round's bulletin, the ranking or a player's card",
		Long: `Print what the referee hands out (RULES §4.4, §6). With --out FILE.pdf each
sheet is written as an A4 PDF in the rule set's language, ready to print in
black and white or to project; without --out it is printed here as a table
(tab-separated when the output is not a terminal).

  racks            the rack-announcement sheet: each round's rack (remainder +
                   new letters) spelled out; --referee adds the tops
  bulletin ROUND   the board after the round, its top, equivalent tops, best
                   score in the room, solo and the top 10 of the standings
  ranking          the final ranking with every column of the standings
  card [TABLE]     a player's rounds: rack, move, score, top, difference
                   (every player's card, one per page, without TABLE)
  warnings ROUND   the warning forms of the round (seed 004): one cut-out
                   form per player whose move was annulled (0 points) or who
                   earned a technical warning, four to an A4 page

An anticipation game (RULES §8) has its own sheets: groups (the
announcement of its groups; oarba: each player's own), bulletin ROUND (the
round's group and every player ranked with the round's moves and
verdicts), card [TABLE] (the player's control grid, the board as they
built it, then their card round by round with every verdict); its ranking
is the tournament's.

A free-game event (RULES §10) has its own sheets too: slips [ROUND] (a
result slip per board of the round, the last one paired by default, four
to an A4 page: --out only), card [TABLE] (the player's scorecard round by
round: opponent, side, scores, result, wins and spread so far), crosstable
(each player's opponents, starts and results; --round N after round N),
and ranking --round N (the standings after round N).

A composition problem (RULES §9) has its own sheets: statement (what the
players get: --out only) and results (the statement, then the ranking and
each player's solution as checked: --out only), as ` + "`arbiter problem sheets`" + `
writes them, and its ranking. A sheet the game's kind does not print is
refused, naming the sheets it has.`,
		Example: `  arbiter report racks --referee --out racks.pdf
  arbiter report racks --rules ro --seed 7 --referee --out prepared.pdf
  arbiter report racks --rules ro --seed 7 --variant tactic --referee --out tactic.pdf
  arbiter report bulletin 5 --out round5.pdf
  arbiter report ranking --out ranking.pdf
  arbiter report card 12 --out card12.pdf
  arbiter report card --out cards.pdf
  arbiter report warnings 5 --out warn5.pdf
  arbiter report ranking --by category --out categories.pdf
  arbiter report bulletin 5
  arbiter report groups --out groups.pdf
  arbiter report slips 3 --out slips3.pdf
  arbiter report crosstable --out crosstable.pdf
  arbiter report ranking --round 3
  arbiter report results --out results.pdf`,
		Args: cobra.NoArgs,
	}
	for _, sheet := range []struct {
		use, short, example string
		args                cobra.PositionalArgs
	}{
		{"racks", "The rack-announcement sheet (--referee: with the tops)",
			"  arbiter report racks --out racks.pdf\n  arbiter report racks --referee --game 2 --out racks2.pdf\n  arbiter report racks --rules ro --seed 7 --referee --out prepared.pdf",
			cobra.NoArgs},
		{"bulletin ROUND", "A round's bulletin: board, top, best score, solo, top 10",
			"  arbiter report bulletin 5 --out round5.pdf\n  arbiter report bulletin 5", cobra.ExactArgs(1)},
		{"ranking", "The final ranking with every column of the standings",
			"  arbiter report ranking --out ranking.pdf\n  arbiter report ranking --game 1 --tops", cobra.NoArgs},
		{"card [TABLE]", "A player's card (every player's without TABLE): move, score, top, difference",
			"  arbiter report card 12 --out card12.pdf\n  arbiter report card --out cards.pdf\n  arbiter report card 12",
			cobra.MaximumNArgs(1)},
		{"warnings ROUND", "The warning forms of a round: annulled moves and technical warnings",
			"  arbiter report warnings 5 --out warn5.pdf\n  arbiter report warnings 5", cobra.ExactArgs(1)},
		{"groups", "An anticipation game's groups as announced (oarba: each player's own)",
			"  arbiter report groups --out groups.pdf\n  arbiter report groups --game 2", cobra.NoArgs},
		{"slips [ROUND]", "A free-game event's result slips, one per board of the round",
			"  arbiter report slips --out slips.pdf\n  arbiter report slips 3 --out slips3.pdf", cobra.MaximumNArgs(1)},
		{"crosstable", "A free-game event's crosstable: opponents, starts and results",
			"  arbiter report crosstable\n  arbiter report crosstable --round 3 --out crosstable3.pdf", cobra.NoArgs},
		{"statement", "A composition problem's statement as the players get it (--out only)",
			"  arbiter report statement --out statement.pdf", cobra.NoArgs},
		{"results", "A composition problem's statement, ranking and each solution checked (--out only)",
			"  arbiter report results --out results.pdf\n  arbiter report results --game 3 --out results3.pdf", cobra.NoArgs},
	} {
		opts := newReportOptions(f)
		opts.Sheet, _, _ = strings.Cut(sheet.use, " ")
		sub := &cobra.Command{
			Use:     sheet.use,
			Short:   sheet.short,
			Example: sheet.example,
			Args:    sheet.args,
			RunE: func(cmd *cobra.Command, args []string) error {
				if err := opts.parseArgs(args); err != nil {
					return err
				}
				opts.Prepared.readSeedGiven(cmd)
				if opts.Prepared.Rules != "" && !opts.Prepared.SeedGiven {
					return usageErrorf("--rules prepares a game and needs --seed N")
				}
				if opts.Prepared.Rules == "" {
					// Without --rules the sheet comes from the store, which
					// would silently ignore the prepared game's flags.
					for _, name := range []string{"seed", "lexicon", "reject-triples", "variant", "tactic-order"} {
						if cmd.Flags().Changed(name) {
							return usageErrorf("--%s prepares a game and needs --rules (ro, it, en, fr, or a rule-set .json file); without them the sheet is the tournament's", name)
						}
					}
				}
				if runF != nil {
					return runF(opts)
				}
				return reportRun(cmd.Context(), opts)
			},
		}
		addDBFlag(sub, &opts.DB)
		sub.Flags().StringVarP(&opts.Out, "out", "o", "", "write the sheet as PDF to this file (default: a table on standard output)")
		sub.Flags().IntVar(&opts.Game, "game", 0, "game number (default: the current game"+map[bool]string{true: "; for the ranking, the whole tournament", false: ""}[opts.Sheet == "ranking"]+")")
		switch opts.Sheet {
		case "racks":
			sub.Flags().BoolVar(&opts.Referee, "referee", false, "the referee's copy: add each round's top, position, score and total")
			opts.Prepared.addFlags(sub, preparedGameUsage{
				Rules:         "prepare a game with this rule set instead of reading the store (needs --seed)",
				Lexicon:       "word list of the prepared game (default: the rule set's embedded list)",
				Seed:          "seed of the prepared game",
				RejectTriples: "prepared game: reject racks with three or more tiles of one letter",
			})
			opts.Prepared.Variant.addFlags(sub)
		case "ranking":
			sub.Flags().BoolVar(&opts.Tops, "tops", false, "rank by tops found (RULES §7) instead of by total")
			sub.Flags().StringVar(&opts.By, "by", "", "split the ranking by `category` or series")
			sub.MarkFlagsMutuallyExclusive("tops", "by")
			sub.Flags().Var((*roundValue)(&opts.After), "round", "a free-game event's standings after `ROUND`")
			sub.MarkFlagsMutuallyExclusive("round", "by")
		case "crosstable":
			sub.Flags().Var((*roundValue)(&opts.After), "round", "the crosstable after `ROUND` (default: every round paired)")
		}
		cmd.AddCommand(sub)
	}
	return cmd
}

// newReportOptions returns options with the factory's dependencies.
func newReportOptions(f *Factory) *reportOptions {
	opts := &reportOptions{}
	*opts = reportOptions{
		IO:         f.IO,
		Tournament: func(ctx context.Context) (*tournament, error) { return f.Tournament(ctx, opts.DB, forReading) },
		Lexicon:    func(rs *scoring.RuleSet, path string) (*lexicon.Graph, error) { return f.Lexicon(rs, path) },
		Deps:       func(rs *scoring.RuleSet, g *lexicon.Graph) arbiter.Deps { return f.Deps(rs, g) },
		TTY:        func() bool { return isTerminal(f.IO.Out) },
		Store:      func() string { return storePath(f, opts.DB) },
	}
	return opts
}

// parseArgs reads the ROUND or TABLE argument of the sheets that take one.
func (o *reportOptions) parseArgs(args []string) error {
	if len(args) == 0 {
		return nil
	}
	n, err := strconv.Atoi(args[0])
	if err != nil || n < 1 {
		what := map[string]string{"bulletin": "round", "card": "table", "warnings": "round", "slips": "round"}[o.Sheet]
		return usageErrorf("%s %q: want a %s number (1, 2, …)", o.Sheet, args[0], what)
	}
	if o.Sheet != "card" {
		o.Round = n
	} else {
		o.Table = n
	}
	return nil
}

// reportRun prints the sheet of opts, as PDF to opts.Out or as a table.
func reportRun(ctx context.Context, opts *reportOptions) error {
	if opts.Prepared.Rules != "" {
		return reportPrepared(opts)
	}
	t, err := opts.Tournament(ctx)
	if err != nil {
		return err
	}
	defer t.close()
	if opts.Sheet == "ranking" {
		return reportRanking(ctx, opts, t)
	}
	kind, err := t.Kind(ctx, opts.Game)
	if err != nil {
		return err
	}
	if err := t.checkSheet(ctx, "report "+opts.Sheet, opts.Sheet, kind); err != nil {
		return err
	}
	rs, h, tty := t.RuleSet(), t.header(), opts.TTY()
	own, err := t.OwnSheet(ctx, arbiter.SheetQuery{Game: opts.Game, Sheet: opts.Sheet, Round: opts.Round, Table: opts.Table, After: opts.After})
	if err != nil {
		return err
	}
	if own != nil {
		layout, err := reports.OwnSheetLayout(rs, own)
		if err != nil {
			return err
		}
		if opts.Out == "" {
			return layout.Table(opts.IO.Out, tty)
		}
		return writePDF(opts, rs, h, layout.PDF)
	}
	switch opts.Sheet {
	case "racks":
		lines, err := racksOf(ctx, t, opts.Game)
		if err != nil {
			return err
		}
		if opts.Out == "" {
			return reports.Game(opts.IO.Out, rs, lines, tty)
		}
		return writePDF(opts, rs, h, func(e *reports.PDFEncoder) error { return e.EncodeRacks(lines, opts.Referee) })
	case "bulletin":
		round, err := t.bulletin(ctx, opts.Game, opts.Round)
		if err != nil {
			return err
		}
		if opts.Out == "" {
			return reports.RoundSummary(opts.IO.Out, rs, round, tty)
		}
		return writePDF(opts, rs, h, func(e *reports.PDFEncoder) error { return e.EncodeBulletin(round) })
	case "card":
		cards, err := t.cards(ctx, opts.Game, opts.Table)
		if err != nil {
			return err
		}
		if opts.Out == "" {
			for i, c := range cards {
				if i > 0 {
					if _, err := io.WriteString(opts.IO.Out, "\n"); err != nil {
						return err
					}
				}
				if err := reports.Card(opts.IO.Out, rs, c, tty); err != nil {
					return err
				}
			}
			return nil
		}
		return writePDF(opts, rs, h, func(e *reports.PDFEncoder) error {
			for _, c := range cards {
				if err := e.EncodeCard(c); err != nil {
					return err
				}
			}
			return nil
		})
	case "warnings":
		notices, err := t.Notices(ctx, opts.Game, opts.Round)
		if err != nil {
			return err
		}
		forms := reports.WarningFormsOf(opts.Round, notices)
		if opts.Out == "" {
			return reports.Warnings(opts.IO.Out, forms, tty)
		}
		if len(forms) == 0 {
			fmt.Fprintf(opts.IO.Out, "round %d: no move annulled and no technical warning, no form to print\n", opts.Round)
			return nil
		}
		return writePDF(opts, rs, h, func(e *reports.PDFEncoder) error { return e.EncodeWarnings(opts.Round, forms) })
	}
	return unknownSheet(opts.Sheet)
}

// checkSheet refuses command, which prints or exports sheet, when game
// kind.Game does not print it, as its kind names its sheets: no game is
// printed another kind's sheet.
func (t *tournament) checkSheet(ctx context.Context, command, sheet string, kind referee.GameKind) error {
	sheets, err := t.Sheets(ctx, kind.Game)
	if err != nil || sheets == nil || slices.Contains(sheets, sheet) {
		return err
	}
	return usageErrorf("%s: game %d is a game of kind %s, which has no %s: its sheets are %s",
		command, kind.Game, kind.Kind, sheet, arbiter.AndList(sheets))
}

// unknownSheet refuses a sheet no kind of game prints.
func unknownSheet(sheet string) error { return usageErrorf("unknown sheet %q", sheet) }

// ranking is the order a ranking is by: RULES §7's Top variant with --tops.
func ranking(tops bool) arbiter.Ranking {
	if tops {
		return arbiter.ByTops
	}
	return arbiter.ByTotal
}

// writePDF encodes one sheet and writes it to opts.Out whole (nothing is
// written when encoding fails), then says what it wrote.
func writePDF(opts *reportOptions, rs *scoring.RuleSet, h reports.Header, encode func(*reports.PDFEncoder) error) error {
	data, err := encodePDF(rs, h, encode)
	if err != nil {
		return err
	}
	return writeOut(opts.IO.Out, opts.Out, opts.Store(), data, opts.Sheet)
}

// encodePDF returns the PDF of one sheet, headed by h, that encode writes.
func encodePDF(rs *scoring.RuleSet, h reports.Header, encode func(*reports.PDFEncoder) error) ([]byte, error) {
	var b bytes.Buffer
	e := reports.NewPDFEncoder(&b, rs, h)
	if err := encode(e); err != nil {
		return nil, err
	}
	if err := e.Close(); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// checkOutNotStore refuses an --out file that is the event store at db or
// one of its companion files, which writing the sheet would destroy.
func checkOutNotStore(out, db string) error {
	for _, name := range []string{db, db + "-wal", db + "-shm"} {
		if sameFile(out, name) {
			return usageErrorf("--out %s would overwrite the tournament's database %s: choose another file name", out, name)
		}
	}
	return nil
}

// sameFile reports whether the paths a and b name one existing file.
func sameFile(a, b string) bool {
	ia, err := os.Stat(a)
	if err != nil {
		return false
	}
	ib, err := os.Stat(b)
	return err == nil && os.SameFile(ia, ib)
}

// writeOut writes data to the file out and says so on w, or to w when no
// file is named or out is "-" (standard output, as --sheet - is standard
// input); db is the tournament's event store, never overwritten.
func writeOut(w io.Writer, out, db string, data []byte, what string) error {
	if out == "" || out == "-" {
		_, err := w.Write(data)
		return err
	}
	if err := checkOutNotStore(out, db); err != nil {
		return err
	}
	if err := replaceFile(what, out, data); err != nil {
		return err
	}
	_, err := fmt.Fprintf(w, "%s: wrote %s (%d bytes)\n", what, out, len(data))
	return err
}

// reportPrepared prints the rack sheet of a game prepared with --rules and
// --seed, as `arbiter game prepare` plays it.
func reportPrepared(opts *reportOptions) error {
	if opts.Sheet != "racks" {
		return usageErrorf("--rules and --seed prepare a rack sheet only, not a %s", opts.Sheet)
	}
	rs, game, err := opts.Prepared.play(opts.Lexicon, opts.Deps, nil)
	if err != nil {
		return err
	}
	var lines []reports.RackLine
	for _, r := range game.Rounds {
		for _, rej := range r.Draw.Rejected {
			lines = append(lines, reports.RackLine{Round: r.Draw.Round,
				Rack: reports.Rack{Remainder: rej.Remainder, New: rej.New}, Rejected: true})
		}
		line := reports.RackLine{Round: r.Draw.Round, Top: r.Move,
			Rack: reports.Rack{Remainder: r.Draw.Remainder, New: r.Draw.New, Variant: game.Variant,
				Remainder2: r.Draw.Remainder2, New2: r.Draw.New2}}
		line.TopVariant.Chosen = r.Top.Chosen
		if r.Top.Returned != 0 {
			line.TopVariant.Returned = string(r.Top.Returned)
		}
		if len(r.Top.Moves) > 1 {
			line.TopVariant.Second = &r.Top.Moves[1]
		}
		lines = append(lines, line)
	}
	if opts.Out == "" {
		return reports.Game(opts.IO.Out, rs, lines, opts.TTY())
	}
	lex := opts.Prepared.LexiconPath
	if lex == "" {
		lex = rs.Name + " (embedded)"
	}
	h := reports.Header{Tournament: fmt.Sprintf("seed %d", game.Seed), RuleSet: rs.Name, Lexicon: lex}
	return writePDF(opts, rs, h, func(e *reports.PDFEncoder) error { return e.EncodeRacks(lines, opts.Referee) })
}

// racksOf returns the racks of game n of t (the current game for 0), as
// the sheets list them.
func racksOf(ctx context.Context, t *tournament, n int) ([]reports.RackLine, error) {
	g, err := t.Game(ctx, n)
	if err != nil {
		return nil, err
	}
	return reports.RackLinesOf(t.RuleSet(), &g)
}

// reportRanking prints the ranking of opts.Game (the tournament's for 0),
// as PDF to opts.Out or as a table, laid out for the kind of game it ranks
// ([tournament.rankingOf]).
func reportRanking(ctx context.Context, opts *reportOptions, t *tournament) error {
	div, err := parseDivision(opts.By)
	if err != nil {
		return err
	}
	r, err := t.rankingOf(ctx, arbiter.RankingQuery{Game: opts.Game, Tops: opts.Tops, By: div, After: opts.After}, t.Ranking)
	if err != nil {
		return err
	}
	format := asTable
	if opts.Out != "" {
		format = asPDF
	}
	var b bytes.Buffer
	if err := writeRanking(&b, t, r, format, opts.TTY()); err != nil {
		return err
	}
	return writeOut(opts.IO.Out, opts.Out, opts.Store(), b.Bytes(), opts.Sheet)
}

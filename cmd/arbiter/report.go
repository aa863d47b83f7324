package main

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"arbiter/arbiter"
	"arbiter/reports"
	"arbiter/scoring"
	"arbiter/scoring/lexicon"
)

// reportOptions are the dependencies and flags of `arbiter report` and
// `arbiter export`.
type reportOptions struct {
	IO *IOStreams
	// Events loads the tournament's events: its own stream, then each game's.
	Events func() (tournament []arbiter.Event, games [][]arbiter.Event, err error)
	// Lexicon opens the word graph of a rule set, for a prepared game.
	Lexicon func(rs *scoring.RuleSet, path string) (*lexicon.Graph, error)
	// TTY reports whether standard output is a terminal.
	TTY func() bool
	// Store returns the event store's path (--db, $ARBITER_DB, ./arbiter.db).
	Store func() string

	DB      string // --db: the event store
	Sheet   string // racks, bulletin, ranking, card; for export: ranking, game
	Round   int
	Table   int
	Game    int // 0: the current game (the whole tournament for a ranking)
	Out     string
	Referee bool
	Tops    bool   // rank by RULES §7's Top variant
	Format  string // export: csv, json, txt, latin1

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
                   (every player's card, one per page, without TABLE)`,
		Example: `  arbiter report racks --referee --out racks.pdf
  arbiter report racks --rules ro --seed 7 --referee --out prepared.pdf
  arbiter report bulletin 5 --out round5.pdf
  arbiter report ranking --out ranking.pdf
  arbiter report card 12 --out card12.pdf
  arbiter report card --out cards.pdf
  arbiter report bulletin 5`,
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
					for _, name := range []string{"seed", "lexicon", "reject-triples"} {
						if cmd.Flags().Changed(name) {
							return usageErrorf("--%s prepares a game and needs --rules (ro, it, en, fr, or a rule-set .json file); without them the sheet is the tournament's", name)
						}
					}
				}
				if runF != nil {
					return runF(opts)
				}
				return reportRun(opts)
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
		case "ranking":
			sub.Flags().BoolVar(&opts.Tops, "tops", false, "rank by tops found (RULES §7) instead of by total")
		}
		cmd.AddCommand(sub)
	}
	return cmd
}

// newReportOptions returns options with the factory's dependencies.
func newReportOptions(f *Factory) *reportOptions {
	opts := &reportOptions{}
	*opts = reportOptions{
		IO:      f.IO,
		Events:  func() ([]arbiter.Event, [][]arbiter.Event, error) { return loadReportEvents(f, opts.DB) },
		Lexicon: func(rs *scoring.RuleSet, path string) (*lexicon.Graph, error) { return openLexicon(f, rs, path) },
		TTY:     func() bool { return isTerminal(f.IO.Out) },
		Store:   func() string { return storePath(f, opts.DB) },
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
		what := map[string]string{"bulletin": "round", "card": "table"}[o.Sheet]
		return usageErrorf("%s %q: want a %s number (1, 2, …)", o.Sheet, args[0], what)
	}
	if o.Sheet == "bulletin" {
		o.Round = n
	} else {
		o.Table = n
	}
	return nil
}

// reportRun prints the sheet of opts, as PDF to opts.Out or as a table.
func reportRun(opts *reportOptions) error {
	if opts.Prepared.Rules != "" {
		return reportPrepared(opts)
	}
	t, err := loadReportTournament(opts)
	if err != nil {
		return err
	}
	tty := opts.TTY()
	switch opts.Sheet {
	case "racks":
		lines, err := t.rackLines()
		if err != nil {
			return err
		}
		if opts.Out == "" {
			return reports.Game(opts.IO.Out, t.rs, lines, tty)
		}
		return writePDF(opts, t.rs, t.header, func(e *reports.PDFEncoder) error { return e.EncodeRacks(lines, opts.Referee) })
	case "bulletin":
		round, err := t.round(opts.Round)
		if err != nil {
			return err
		}
		if opts.Out == "" {
			return reports.RoundSummary(opts.IO.Out, t.rs, round, tty)
		}
		return writePDF(opts, t.rs, t.header, func(e *reports.PDFEncoder) error { return e.EncodeBulletin(round) })
	case "ranking":
		rows, err := t.ranking(opts.Tops)
		if err != nil {
			return err
		}
		if opts.Out == "" {
			return reports.Standings(opts.IO.Out, rows, tty)
		}
		return writePDF(opts, t.rs, t.header, func(e *reports.PDFEncoder) error { return e.EncodeRanking(rows) })
	case "card":
		cards, err := t.cards(opts.Table)
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
				if err := reports.Card(opts.IO.Out, t.rs, c, tty); err != nil {
					return err
				}
			}
			return nil
		}
		return writePDF(opts, t.rs, t.header, func(e *reports.PDFEncoder) error {
			for _, c := range cards {
				if err := e.EncodeCard(c); err != nil {
					return err
				}
			}
			return nil
		})
	}
	return usageErrorf("unknown sheet %q", opts.Sheet)
}

// writePDF encodes one sheet and writes it to opts.Out whole (nothing is
// written when encoding fails), then says what it wrote.
func writePDF(opts *reportOptions, rs *scoring.RuleSet, h reports.Header, encode func(*reports.PDFEncoder) error) error {
	var b bytes.Buffer
	e := reports.NewPDFEncoder(&b, rs, h)
	if err := encode(e); err != nil {
		return err
	}
	if err := e.Close(); err != nil {
		return err
	}
	return writeOut(opts, b.Bytes(), opts.Sheet)
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

// writeOut writes data to opts.Out and says so, or to standard output when
// no file is named.
func writeOut(opts *reportOptions, data []byte, what string) error {
	if opts.Out == "" {
		_, err := opts.IO.Out.Write(data)
		return err
	}
	if err := checkOutNotStore(opts.Out, opts.Store()); err != nil {
		return err
	}
	if err := os.WriteFile(opts.Out, data, 0o644); err != nil {
		return usageErrorf("%s: %v", what, err)
	}
	_, err := fmt.Fprintf(opts.IO.Out, "%s: wrote %s (%d bytes)\n", what, opts.Out, len(data))
	return err
}

// reportPrepared prints the rack sheet of a game prepared with --rules and
// --seed, as `arbiter game prepare` plays it.
func reportPrepared(opts *reportOptions) error {
	if opts.Sheet != "racks" {
		return usageErrorf("--rules and --seed prepare a rack sheet only, not a %s", opts.Sheet)
	}
	rs, game, err := opts.Prepared.play(opts.Lexicon, nil)
	if err != nil {
		return err
	}
	var lines []reports.RackLine
	for _, r := range game.Rounds {
		for _, rej := range r.Draw.Rejected {
			lines = append(lines, reports.RackLine{Round: r.Draw.Round,
				Rack: reports.Rack{Remainder: rej.Remainder, New: rej.New}, Rejected: true})
		}
		lines = append(lines, reports.RackLine{Round: r.Draw.Round,
			Rack: reports.Rack{Remainder: r.Draw.Remainder, New: r.Draw.New}, Top: r.Move})
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

// reportTournament is a tournament loaded for printing: its state, its
// events (to replay an earlier point) and the game chosen.
type reportTournament struct {
	tournament []arbiter.Event
	games      [][]arbiter.Event
	state      arbiter.State
	rs         *scoring.RuleSet
	header     reports.Header
	game       *arbiter.Game
	// gameFlag is the --game value: 0 for the current game.
	gameFlag int
}

// loadReportTournament loads and replays the tournament and picks the game.
func loadReportTournament(opts *reportOptions) (*reportTournament, error) {
	tour, games, err := opts.Events()
	if err != nil {
		return nil, err
	}
	s, err := arbiter.ReplayTournament(tour, games)
	if err != nil {
		return nil, &storageError{fmt.Errorf("replay the tournament: %w", err)}
	}
	if s.RuleSet == nil {
		return nil, usageErrorf("no tournament yet: create one with `arbiter new NAME --rules ro`")
	}
	t := &reportTournament{tournament: tour, games: games, state: s, rs: s.RuleSet, header: reportHeader(s.Tournament),
		gameFlag: opts.Game}
	if opts.Game == 0 {
		t.game = s.CurrentGame()
	} else {
		t.game = s.Game(opts.Game)
	}
	needsGame := opts.Sheet != "ranking" || opts.Game != 0
	if t.game == nil && needsGame {
		if opts.Game != 0 {
			return nil, usageErrorf("no game %d: the tournament has %d game(s)", opts.Game, len(s.Games))
		}
		return nil, usageErrorf("no game yet: start one with `arbiter game start`")
	}
	return t, nil
}

// reportHeader is the sheets' header for a tournament: the word list is
// named by its file name ("built-in" for the rule set's own), its SHA-256
// is the fingerprint.
func reportHeader(tc arbiter.TournamentCreated) reports.Header {
	path, digest := parseFingerprint(tc.Lexicon)
	lex := lexiconName(path)
	if path != "" {
		lex = filepath.Base(path)
	}
	return reports.Header{Tournament: tc.Name, Date: tc.Date, RuleSet: tc.RuleSet, Lexicon: lex,
		Fingerprint: digest, Referee: tc.Referee}
}

// loadReportEvents reads the tournament's events from the event store at
// path: its own stream, then each game's.
func loadReportEvents(f *Factory, path string) ([]arbiter.Event, [][]arbiter.Event, error) {
	ctx := context.Background()
	db, err := openReading(ctx, storePath(f, path))
	if err != nil {
		return nil, nil, err
	}
	defer db.Close()
	logs, err := loadLog(ctx, db)
	if err != nil {
		return nil, nil, err
	}
	tour, games, err := logs.events()
	if err != nil {
		return nil, nil, &storageError{fmt.Errorf("the event log cannot be read: %w (run `arbiter verify`)", err)}
	}
	return tour, games, nil
}

// rackLines lists the racks of the game in order: each rejected rack, then
// the rack played, with its top once chosen. A cancelled round whose rack
// went back to the bag counts as rejected.
func (t *reportTournament) rackLines() ([]reports.RackLine, error) {
	var lines []reports.RackLine
	for _, r := range t.game.Rounds {
		for _, rej := range r.Rejected {
			rem, err := t.rs.ParseRack(rej.Remainder)
			if err != nil && rej.Remainder != "" {
				return nil, &storageError{fmt.Errorf("round %d: rejected rack %q: %w", r.Number, rej.Remainder, err)}
			}
			fresh, err := t.rs.ParseRack(rej.New)
			if err != nil && rej.New != "" {
				return nil, &storageError{fmt.Errorf("round %d: rejected rack %q: %w", r.Number, rej.New, err)}
			}
			lines = append(lines, reports.RackLine{Round: r.Number, Rack: reports.Rack{Remainder: rem, New: fresh}, Rejected: true})
		}
		if !r.HasRack {
			continue
		}
		line := reports.RackLine{Round: r.Number, Rack: reports.Rack{Remainder: r.Remainder, New: r.New},
			Rejected: r.Cancelled && r.Returned}
		if r.Top != nil && !line.Rejected {
			line.Top = r.Top.Move
		}
		lines = append(lines, line)
	}
	return lines, nil
}

// ranking returns the ranking rows: the chosen game's, or the whole
// tournament's without --game. Eliminated players are out of the ranking.
func (t *reportTournament) ranking(tops bool) ([]reports.StandingRow, error) {
	by := arbiter.ByTotal
	if tops {
		by = arbiter.ByTops
	}
	n := t.gameFlag
	st, err := t.state.Standings(n, by)
	if err != nil {
		return nil, usageErrorf("ranking: %s", arbiter.ErrorMessage(err))
	}
	return reportRows(st), nil
}

// reportRows maps a ranking to report rows, leaving out eliminated players.
func reportRows(st arbiter.Standings) []reports.StandingRow {
	rows := make([]reports.StandingRow, 0, len(st.Rows))
	for _, s := range st.Rows {
		if s.Eliminated {
			continue
		}
		rows = append(rows, reports.StandingRow{Rank: s.Rank, Table: s.Table, Name: s.Name, Club: s.Club,
			Total: s.Total, PercentOfTop: s.Percent, DiffToTop: s.Diff, Tops: s.Tops, Solos: s.Solos,
			Warnings: s.Warnings, Penalties: s.Penalty})
	}
	return rows
}

// round returns round n of the game as the bulletin shows it: the board with
// its top placed, and the game's standings as they stood when the round
// closed (as they stand now while it is still open).
func (t *reportTournament) round(n int) (reports.Round, error) {
	r := t.game.Round(n)
	if r == nil || !r.HasRack {
		return reports.Round{}, usageErrorf("no round %d in game %d: it has %d round(s)", n, t.game.Number, len(t.game.Rounds))
	}
	if r.Top == nil {
		return reports.Round{}, usageErrorf("round %d has no top yet: choose it with `arbiter top`", n)
	}
	sums, err := t.state.Rounds(t.game.Number)
	if err != nil {
		return reports.Round{}, usageErrorf("round %d: %s", n, arbiter.ErrorMessage(err))
	}
	sum := sums[n-1]
	out := reports.Round{Number: n, Rack: reports.Rack{Remainder: r.Remainder, New: r.New}, Board: r.Board,
		Top: r.Top.Move, EquivalentTops: r.Top.Alternatives, BestRoomScore: max(sum.BestScore, 0),
		SoloTable: sum.SoloTable}
	out.Board.Apply(r.Top.Move)
	if p, ok := t.state.Player(sum.SoloTable); ok {
		out.SoloName = p.Name
	}
	for _, l := range sum.Slips {
		line := slipLine(l.HasSlip, l.Slip, r.Cancelled, l.Score)
		line.Table, line.Name, line.Warning = l.Table, l.Name, l.Slip.Verdict.Warning != ""
		out.Slips = append(out.Slips, line)
	}
	st, err := t.standingsAfter(n)
	if err != nil {
		return reports.Round{}, err
	}
	out.Standings = reportRows(st)
	return out, nil
}

// standingsAfter ranks the game as it stood when round n closed: its events
// up to that RoundClosed replayed (all of them while the round is open).
func (t *reportTournament) standingsAfter(n int) (arbiter.Standings, error) {
	games := append([][]arbiter.Event(nil), t.games[:t.game.Number]...)
	evs := games[t.game.Number-1]
	for i, e := range evs {
		if rc, ok := e.(arbiter.RoundClosed); ok && rc.Round == n {
			games[t.game.Number-1] = evs[:i+1]
			break
		}
	}
	s, err := arbiter.ReplayTournament(t.tournament, games)
	if err != nil {
		return arbiter.Standings{}, &storageError{fmt.Errorf("replay game %d to round %d: %w", t.game.Number, n, err)}
	}
	st, err := s.Standings(t.game.Number, arbiter.ByTotal)
	if err != nil {
		return arbiter.Standings{}, usageErrorf("standings after round %d: %s", n, arbiter.ErrorMessage(err))
	}
	return st, nil
}

// slipLine is a slip as written with its verdict and the score it earns:
// has is false when there is none, cancelled when its round was voided.
func slipLine(has bool, s arbiter.Slip, cancelled bool, score int) reports.SlipLine {
	return reports.SlipLine{Position: s.Position, Word: s.Word, Declared: s.Score,
		Verdict: verdictText(has, s, cancelled), Score: score, Refused: has && !s.None && !cancelled && !s.Verdict.Valid}
}

// verdictText says in a few words what a slip earned and why.
func verdictText(has bool, s arbiter.Slip, cancelled bool) string {
	v := s.Verdict
	switch {
	case cancelled:
		return "round cancelled"
	case !has || s.None:
		return "no slip"
	case v.Valid && v.Warning != "":
		return "valid, warning: " + strings.ReplaceAll(v.Warning, "_", " ")
	case v.Valid:
		return "valid"
	case v.Message != "":
		return v.Message
	}
	return strings.ReplaceAll(v.Reason, "_", " ")
}

// cards returns the card of the player at table, or of every registered
// player in table order when table is 0.
func (t *reportTournament) cards(table int) ([]reports.PlayerCard, error) {
	tables := []int{table}
	if table == 0 {
		tables = tables[:0]
		for _, p := range t.state.Players {
			tables = append(tables, p.Table)
		}
		slices.Sort(tables)
	}
	cards := make([]reports.PlayerCard, 0, len(tables))
	for _, n := range tables {
		c, err := t.card(n)
		if err != nil {
			return nil, err
		}
		cards = append(cards, c)
	}
	if len(cards) == 0 {
		return nil, usageErrorf("no player yet: register players with `arbiter player add`")
	}
	return cards, nil
}

// card returns the card of the player at table in the game.
func (t *reportTournament) card(table int) (reports.PlayerCard, error) {
	c, err := t.state.Card(t.game.Number, table)
	if err != nil {
		return reports.PlayerCard{}, usageErrorf("card of table %d: %s", table, arbiter.ErrorMessage(err))
	}
	st, err := t.state.Standings(t.game.Number, arbiter.ByTotal)
	if err != nil {
		return reports.PlayerCard{}, usageErrorf("card of table %d: %s", table, arbiter.ErrorMessage(err))
	}
	out := reports.PlayerCard{Player: reports.StandingRow{Table: table, Name: c.Player.Name, Club: c.Player.Club,
		Total: c.Total, Solos: c.Solos, Penalties: c.Penalty, Warnings: c.Technical + c.Disciplinary, Tops: c.Tops}}
	for _, row := range reportRows(st) {
		if row.Table == table {
			out.Player = row
		}
	}
	for _, cr := range c.Rounds {
		r := t.game.Round(cr.Round)
		if r == nil || !r.HasRack {
			continue
		}
		line := reports.CardLine{Round: cr.Round, Rack: reports.Rack{Remainder: r.Remainder, New: r.New},
			Solo: cr.Solo > 0, Slip: slipLine(cr.HasSlip, cr.Slip, cr.Cancelled, cr.Score)}
		line.Slip.Warning = cr.Technical > 0
		if r.Top != nil {
			line.Top = r.Top.Move
		}
		out.Lines = append(out.Lines, line)
	}
	return out, nil
}

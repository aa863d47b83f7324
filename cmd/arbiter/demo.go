package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"

	"github.com/spf13/cobra"

	"arbiter/arbiter"
	"arbiter/arbiter/anticipation"
	"arbiter/arbiter/csvimport"
	"arbiter/arbiter/duplicate"
	"arbiter/arbiter/problem"
	"arbiter/arbiter/simulation"
	"arbiter/reports"
	"arbiter/scoring"
	"arbiter/scoring/lexicon/cache"
)

// demoOptions are the flags of `arbiter demo`.
type demoOptions struct {
	Players int
	Seed    uint64
	Variant variantOptions
	Out     string
	// Discipline plays a composition problem of that kind (RULES §9), or
	// an Anticipation game of that form (RULES §8), instead.
	Discipline string
}

// demoFiles are the files `arbiter demo` leaves in its directory.
var demoFiles = []string{"arbiter.db", "players.csv", "racks.pdf", "bulletin.pdf", "ranking.pdf", "ranking.csv"}

// demoTournament and demoReferee name the demo's tournament, by which an
// earlier demo's database is told from a real one.
const (
	demoTournament = "Demo duplicate"
	demoReferee    = "Demo referee"
)

// checkDemoDir refuses a directory holding any of the demo's files unless
// they are an earlier demo's (its arbiter.db holds the demo tournament), so
// that `arbiter demo --out .` in a tournament's directory never deletes the
// tournament's database, players' file or ranking.
func checkDemoDir(ctx context.Context, f *Factory, dir string) error {
	var found []string
	for _, name := range demoFiles {
		if _, err := os.Stat(filepath.Join(dir, name)); err == nil {
			found = append(found, name)
		}
	}
	if len(found) == 0 {
		return nil
	}
	if t, err := f.Tournament(ctx, filepath.Join(dir, "arbiter.db"), forReading); err == nil {
		tc := t.header()
		t.close()
		if tc.Tournament == demoTournament && tc.Referee == demoReferee {
			return nil
		}
	}
	return &refusedError{fmt.Errorf("demo: %s already holds %s, not an earlier demo's: give a new or empty directory with --out",
		dir, strings.Join(found, ", "))}
}

// newDemoCmd builds `arbiter demo`.
func newDemoCmd(f *Factory) *cobra.Command {
	opts := &demoOptions{}
	cmd := &cobra.Command{
		Use:   "demo",
		Short: "Referee a whole Romanian duplicate game with simulated players",
		Long: `Referee a whole duplicate game on the built-in Romanian rule set and word
list, with simulated players handing in slips: mostly good moves below the top,
some tops, a few wrong declared scores, a few invalid words, a missing slip and
a warning. Every step goes through the referee service on a real event store
(the tournament created, the players registered, the game started, each rack
drawn, its top chosen, the slips adjudicated, the warnings given, the round
closed), so the demo shows exactly what a referee sees.

--variant plays a game of a duplicate variant (RULES §7) instead: completiv,
superjoker, metagrama, eliptic or tactic, the simulated slips in the
variant's form (letters chosen from the stock, a letter swapped, Tactic's two
moves and three figures).

--discipline plays an Anticipation game (RULES §8): anticipatie, avocalica,
rezistenta, fond or oarba. The groups are drawn from the seed (in oarba each
player registers their own); each round's group is drawn by lot, and each
simulated player plays on their own board: now and then they cancel an
earlier move ("Anulez turul N"), miscount, misspell or hand in nothing;
in Fond and Rezistenta they write PAS when they find no scrabble. Two
players hand in no control grid. It leaves the database, the players'
file and the ranking as PDF and CSV.

It prints a line per round (rack, top, best score in the room, tops found,
slips scoring zero, slips warned, solo) and the final ranking, and leaves in
the output directory the database, the players' file, the rack-announcement
sheet, the bulletin of the last round, and the final ranking as PDF and CSV.
Files of an earlier demo in that directory are replaced.

--discipline plays a composition problem (RULES §9) instead of a game:
superscrabble (a board of five tops of a game, a group drawn that makes
scrabbles on it) or an integral kind (integral, partial, sir). Each
simulated player hands in a solution some time before the end, some of its
moves or scrabbles wrong; every solution is imported through the referee
service and checked, and the problem's ranking printed and written to
ranking.csv.`,
		Example: `  arbiter demo
  arbiter demo --players 40 --seed 7 --out /tmp/demo
  arbiter demo --variant tactic --players 8 --out /tmp/tactic
  arbiter demo --discipline superscrabble --players 12 --out /tmp/super
  arbiter standings --db /tmp/demo/arbiter.db`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if opts.Players < 2 || opts.Players > 400 {
				return usageErrorf("--players %d: a demo room holds 2 to 400 players", opts.Players)
			}
			if strings.TrimSpace(opts.Out) == "" {
				return usageErrorf("--out: say which directory to write the demo to")
			}
			if err := checkOutDir("demo", opts.Out); err != nil {
				return err
			}
			return demoRun(cmd.Context(), f, opts)
		},
	}
	cmd.Flags().IntVar(&opts.Players, "players", 24, "number of simulated `N` players")
	cmd.Flags().Uint64Var(&opts.Seed, "seed", 1, "seed of the draw and of the simulated players")
	cmd.Flags().StringVar(&opts.Out, "out", "arbiter-demo", "`DIR` to write the database and the sheets to")
	cmd.Flags().StringVar(&opts.Discipline, "discipline", "", "play a composition problem of `KIND` instead (superscrabble, integral, partial or sir), an Anticipation game ("+anticipation.FormNames()+"), or a free-game event (liber)")
	opts.Variant.addFlags(cmd)
	return cmd
}

// demo is a demo in progress: the referee service over the demo's
// database, and the simulated room handing in slips.
type demo struct {
	f    *Factory
	t    *tournament
	room *simulation.Room
	// deps are the simulated players' word list and move listing.
	deps arbiter.Deps
	// seed keys the draw.
	seed uint64
}

// demoRun plays the whole demo.
func demoRun(ctx context.Context, f *Factory, opts *demoOptions) error {
	variant, fixed, err := opts.Variant.parse()
	if err != nil {
		return err
	}
	if opts.Discipline == freeDiscipline {
		return demoFree(ctx, f, opts)
	}
	form, err := demoDiscipline(opts)
	if err != nil {
		return err
	}
	var kind problem.Kind
	if form == "" {
		kind, err = demoKind(opts.Discipline, variant)
	}
	if err != nil {
		return err
	}
	if err := clearDemoDir(ctx, f, opts.Out); err != nil {
		return err
	}
	game := ""
	switch {
	case form != "":
		game = ", " + string(form) + " game"
	case variant != scoring.Classic:
		game = ", " + variant.String() + " game"
	}
	if kind != "" {
		game = ", a " + string(kind) + " problem"
	}
	d, err := openDemo(ctx, f, opts, game)
	if err != nil {
		return err
	}
	defer d.t.close()
	if kind != "" {
		return d.playProblem(ctx, opts.Out, kind)
	}
	t := d.t
	var start arbiter.Command = duplicate.StartGame{Seed: opts.Seed, Variant: variant, FixedOrder: fixed}
	if form != "" {
		start = anticipation.Start{Seed: opts.Seed, Form: form}
	}
	if _, err := t.Run(ctx, start); err != nil {
		return fmt.Errorf("demo: %w", err)
	}
	last := 0
	if form != "" {
		if err := d.playAnticipation(ctx, form, opts.Seed); err != nil {
			return fmt.Errorf("demo: %w", err)
		}
	}
	for form == "" {
		ended, err := d.playRound(ctx, last+1)
		if err != nil {
			return fmt.Errorf("demo: round %d: %w", last+1, err)
		}
		if ended {
			break
		}
		last++
	}
	fmt.Fprintln(f.IO.Out)
	ranked, err := t.Ranking(ctx, 0, arbiter.ByTotal)
	if err != nil {
		return err
	}
	rows := reports.RowsOf(ranked)
	if err := reports.Standings(f.IO.Out, rows, isTerminal(f.IO.Out)); err != nil {
		return err
	}
	written, err := d.writeSheets(ctx, opts.Out, last, rows)
	if err != nil {
		return err
	}
	fmt.Fprintf(f.IO.Out, "\nWritten to %s: %s\n", opts.Out, strings.Join(written, ", "))
	return nil
}

// clearDemoDir makes dir, or empties it of an earlier demo's files: a
// directory holding a real tournament is refused.
func clearDemoDir(ctx context.Context, f *Factory, dir string) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return usageErrorf("demo: %v", err)
	}
	if err := checkDemoDir(ctx, f, dir); err != nil {
		return err
	}
	for _, name := range append(demoFiles, "arbiter.db-wal", "arbiter.db-shm") {
		if err := os.Remove(filepath.Join(dir, name)); err != nil && !errors.Is(err, os.ErrNotExist) {
			return usageErrorf("demo: %v", err)
		}
	}
	return nil
}

// demoFree plays the demo's free-game event (RULES §10) instead of a game.
func demoFree(ctx context.Context, f *Factory, opts *demoOptions) error {
	if opts.Players < 4 {
		return usageErrorf("--players %d: the free-game demo needs 4 players at least", opts.Players)
	}
	if err := clearDemoDir(ctx, f, opts.Out); err != nil {
		return err
	}
	d, err := openDemo(ctx, f, opts, ", a free-game event")
	if err != nil {
		return err
	}
	defer d.t.close()
	if err := d.playFree(ctx, opts.Out, opts.Players); err != nil {
		return fmt.Errorf("demo: %w", err)
	}
	return nil
}

// openDemo writes the players' file into opts.Out, creates the demo's
// tournament there on the built-in ro set and list, registers the
// simulated players and prints what the demo plays (game: "", or what
// follows the seed).
func openDemo(ctx context.Context, f *Factory, opts *demoOptions, game string) (*demo, error) {
	players := simulation.Players(opts.Players)
	if err := replaceFile("demo", filepath.Join(opts.Out, "players.csv"), csvimport.PlayersFile(players)); err != nil {
		return nil, err
	}
	fmt.Fprintf(f.IO.Out, "Demo: %d players, seed %d%s, files in %s\n", opts.Players, opts.Seed, game, opts.Out)
	rs, _ := scoring.Builtin("ro")
	graph, err := f.Lexicon(rs, "")
	if err != nil {
		return nil, err
	}
	t, err := f.Tournament(ctx, filepath.Join(opts.Out, "arbiter.db"), forCreating)
	if err != nil {
		return nil, err
	}
	d := &demo{f: f, t: t, deps: f.Deps(rs, graph), seed: opts.Seed,
		room: simulation.NewRoom(opts.Players, rand.New(rand.NewPCG(opts.Seed, 0x64656d6f)))}
	create := arbiter.CreateTournament{Name: demoTournament, Date: f.Now().Format("2006-01-02"), RuleSet: rs.Name,
		Lexicon: cache.Fingerprint("", graph.Source()), Referee: demoReferee}
	if _, err := t.Run(ctx, create); err != nil {
		t.close()
		return nil, fmt.Errorf("demo: %w", err)
	}
	if _, err := t.RegisterPlayers(ctx, players); err != nil {
		t.close()
		return nil, fmt.Errorf("demo: %w", err)
	}
	return d, nil
}

// writeSheets writes the rack sheet, the bulletin of round last, and the
// ranking rows as PDF and CSV into dir.
func (d *demo) writeSheets(ctx context.Context, dir string, last int, rows []reports.StandingRow) ([]string, error) {
	rs, h := d.t.RuleSet(), d.t.header()
	type sheet struct {
		name   string
		encode func(*reports.PDFEncoder) error
	}
	var sheets []sheet
	kind, err := d.t.Kind(ctx, 0)
	if err != nil {
		return nil, err
	}
	if kind.Kind != anticipation.Kind {
		lines, err := racksOf(ctx, d.t, 0)
		if err != nil {
			return nil, err
		}
		bulletin, err := d.t.bulletin(ctx, 0, last)
		if err != nil {
			return nil, err
		}
		sheets = append(sheets, sheet{"racks.pdf", func(e *reports.PDFEncoder) error { return e.EncodeRacks(lines, true) }},
			sheet{"bulletin.pdf", func(e *reports.PDFEncoder) error { return e.EncodeBulletin(bulletin) }})
	}
	sheets = append(sheets, sheet{"ranking.pdf", func(e *reports.PDFEncoder) error { return e.EncodeRanking(rows) }})
	written := []string{"arbiter.db", "players.csv"}
	for _, s := range sheets {
		data, err := encodePDF(rs, h, s.encode)
		if err != nil {
			return nil, err
		}
		if err := replaceFile("demo", filepath.Join(dir, s.name), data); err != nil {
			return nil, err
		}
		written = append(written, s.name)
	}
	var b bytes.Buffer
	if err := reports.RankingCSV(&b, rows); err != nil {
		return nil, err
	}
	return append(written, "ranking.csv"), replaceFile("demo", filepath.Join(dir, "ranking.csv"), b.Bytes())
}

// playRound draws the rack, chooses the top, hands in the room's slips,
// gives the round's warning, closes the round and prints a line about it.
// It reports whether the game ended instead.
func (d *demo) playRound(ctx context.Context, round int) (ended bool, err error) {
	if _, err := d.t.Run(ctx, duplicate.DrawRack{}); err != nil {
		return false, err
	}
	state, err := d.t.State(ctx)
	if err != nil {
		return false, err
	}
	if game := state.CurrentGame(); game.Ended {
		fmt.Fprintf(d.f.IO.Out, "game over after %d rounds: %s\n", round-1, game.EndText)
		return true, nil
	}
	if _, err := d.t.Run(ctx, duplicate.ChooseTop{}); err != nil {
		return false, err
	}
	if state, err = d.t.State(ctx); err != nil {
		return false, err
	}
	slips := d.room.Slips(state.RuleSet, state.CurrentGame(), d.deps, round)
	if _, err := d.t.ImportSlips(ctx, duplicate.Batched(slips, nil), false); err != nil {
		return false, err
	}
	if state, err = d.t.State(ctx); err != nil {
		return false, err
	}
	if w, ok := d.room.Warning(round, state.CurrentGame().Current()); ok {
		if _, err := d.t.Run(ctx, w); err != nil {
			return false, err
		}
	}
	if _, err := d.t.Run(ctx, arbiter.CloseRound{}); err != nil {
		return false, err
	}
	sum, err := d.t.RoundSummary(ctx, 0, len(state.CurrentGame().Rounds))
	if err != nil {
		return false, err
	}
	return false, reports.RoundLine(d.f.IO.Out, state.RuleSet, sum)
}

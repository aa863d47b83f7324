package main

import (
	"bytes"
	"context"
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"arbiter/arbiter"
	"arbiter/scoring"
	"arbiter/scoring/solver"
)

// demoOptions are the flags of `arbiter demo`.
type demoOptions struct {
	Players int
	Seed    uint64
	Out     string
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
func checkDemoDir(f *Factory, dir string) error {
	var found []string
	for _, name := range demoFiles {
		if _, err := os.Stat(filepath.Join(dir, name)); err == nil {
			found = append(found, name)
		}
	}
	if len(found) == 0 {
		return nil
	}
	if t, err := readTournament(context.Background(), f, filepath.Join(dir, "arbiter.db")); err == nil {
		tc := t.State().Tournament
		t.close()
		if tc.Name == demoTournament && tc.Referee == demoReferee {
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
a warning. Every step runs the referee's own commands (new, player import,
game start, rack, top, slips import, warn, round close) on a real event store,
so the demo shows exactly what a referee sees.

It prints a line per round and the final ranking, and leaves in the output
directory the database, the players' file, the rack-announcement sheet, the
bulletin of the last round, and the final ranking as PDF and CSV. Files of an
earlier demo in that directory are replaced.`,
		Example: `  arbiter demo
  arbiter demo --players 40 --seed 7 --out /tmp/demo
  arbiter standings --db /tmp/demo/arbiter.db`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if opts.Players < 2 || opts.Players > 400 {
				return usageErrorf("--players %d: a demo room holds 2 to 400 players", opts.Players)
			}
			return demoRun(cmd.Context(), f, opts)
		},
	}
	cmd.Flags().IntVar(&opts.Players, "players", 24, "number of simulated `N` players")
	cmd.Flags().Uint64Var(&opts.Seed, "seed", 1, "seed of the draw and of the simulated players")
	cmd.Flags().StringVar(&opts.Out, "out", "arbiter-demo", "`DIR` to write the database and the sheets to")
	return cmd
}

// demo is a demo in progress: the referee's commands run against db, with
// their output kept in log and shown only when one fails.
type demo struct {
	f    *Factory
	opts *demoOptions
	db   string
	log  bytes.Buffer
	// gen and lex are the simulated players' move generator and word list.
	gen *solver.Generator
	lex scoring.Lexicon
}

// demoRun plays the whole demo.
func demoRun(ctx context.Context, f *Factory, opts *demoOptions) error {
	if err := os.MkdirAll(opts.Out, 0o755); err != nil {
		return usageErrorf("demo: %v", err)
	}
	d := &demo{f: f, opts: opts, db: filepath.Join(opts.Out, "arbiter.db")}
	if err := checkDemoDir(f, opts.Out); err != nil {
		return err
	}
	for _, name := range append(demoFiles, "arbiter.db-wal", "arbiter.db-shm") {
		if err := os.Remove(filepath.Join(opts.Out, name)); err != nil && !errors.Is(err, os.ErrNotExist) {
			return usageErrorf("demo: %v", err)
		}
	}
	players := filepath.Join(opts.Out, "players.csv")
	if err := os.WriteFile(players, demoPlayers(opts.Players), 0o644); err != nil {
		return usageErrorf("demo: %v", err)
	}
	fmt.Fprintf(f.IO.Out, "Demo: %d players, seed %d, files in %s\n", opts.Players, opts.Seed, opts.Out)
	if err := d.run("new", demoTournament, "--rules", "ro", "--date", f.Now().Format("2006-01-02"), "--referee", demoReferee); err != nil {
		return err
	}
	rs, _ := scoring.Builtin("ro")
	graph, err := openLexicon(f, rs, "")
	if err != nil {
		return err
	}
	d.gen, d.lex = solver.New(rs, graph), graph
	if err := d.run("player", "import", players); err != nil {
		return err
	}
	if err := d.run("game", "start", "--seed", strconv.FormatUint(opts.Seed, 10)); err != nil {
		return err
	}
	rng := rand.New(rand.NewPCG(opts.Seed, 0x64656d6f))
	room := newDemoRoom(opts.Players, rng)
	last := 0
	for round := 1; ; round++ {
		ended, err := d.playRound(ctx, round, room)
		if err != nil {
			return err
		}
		if ended {
			break
		}
		last = round
	}
	fmt.Fprintln(f.IO.Out)
	if err := execute(d.child(f.IO.Out), []string{"standings", "--db", d.db}); err != nil {
		return err
	}
	sheets := [][]string{
		{"report", "racks", "--referee", "--out", filepath.Join(opts.Out, "racks.pdf")},
		{"report", "bulletin", strconv.Itoa(last), "--out", filepath.Join(opts.Out, "bulletin.pdf")},
		{"report", "ranking", "--out", filepath.Join(opts.Out, "ranking.pdf")},
		{"export", "ranking", "--format", "csv", "--out", filepath.Join(opts.Out, "ranking.csv")},
	}
	for _, args := range sheets {
		if err := d.run(args...); err != nil {
			return err
		}
	}
	fmt.Fprintf(f.IO.Out, "\nWritten to %s: %s\n", opts.Out, strings.Join(demoFiles, ", "))
	return nil
}

// child returns a Factory for one referee command of the demo, writing to out.
func (d *demo) child(out io.Writer) *Factory {
	return &Factory{IO: &IOStreams{In: strings.NewReader(""), Out: out, ErrOut: out}, Now: d.f.Now, Getenv: d.f.Getenv}
}

// run runs one referee command on the demo's database; its output goes to
// the demo's log, shown with the error if the command fails.
func (d *demo) run(args ...string) error {
	d.log.Reset()
	err := execute(d.child(&d.log), append(args, "--db", d.db))
	if err != nil {
		return fmt.Errorf("demo: arbiter %s: %w\n%s", strings.Join(args, " "), err, d.log.String())
	}
	return nil
}

// playRound draws the rack, chooses the top, hands in the room's slips,
// closes the round and prints a line about it. It reports whether the game
// ended instead.
func (d *demo) playRound(ctx context.Context, round int, room *demoRoom) (ended bool, err error) {
	if err := d.run("rack"); err != nil {
		return false, err
	}
	state, err := d.state(ctx)
	if err != nil {
		return false, err
	}
	if game := state.CurrentGame(); game.Ended {
		fmt.Fprintf(d.f.IO.Out, "game over after %d rounds: %s\n", round-1, game.EndText)
		return true, nil
	}
	if err := d.run("top"); err != nil {
		return false, err
	}
	cur := state.CurrentGame().Current()
	moves := d.gen.All(&cur.Board, cur.Rack())
	slips := filepath.Join(d.opts.Out, fmt.Sprintf("slips-%02d.csv", round))
	var b bytes.Buffer
	if err := room.slips(&b, state.RuleSet, d.lex, round, moves); err != nil {
		return false, err
	}
	if err := os.WriteFile(slips, b.Bytes(), 0o644); err != nil {
		return false, usageErrorf("demo: %v", err)
	}
	defer os.Remove(slips)
	if err := d.run("slips", "import", slips); err != nil {
		return false, err
	}
	if warning, ok := demoWarnings[round]; ok {
		table := room.unwarned(warning.table)
		if err := d.run("warn", strconv.Itoa(table), warning.kind, "--reason", warning.reason); err != nil {
			return false, err
		}
	}
	if err := d.run("round", "close"); err != nil {
		return false, err
	}
	if state, err = d.state(ctx); err != nil {
		return false, err
	}
	summaries, err := state.Rounds(state.CurrentGame().Number)
	if err != nil {
		return false, err
	}
	d.printRound(summaries[len(summaries)-1])
	return false, nil
}

// demoWarnings are the warnings the demo's referee gives, by round, to the
// first table from the one named that has no technical warning in the round.
var demoWarnings = map[int]struct {
	table        int
	kind, reason string
}{
	4: {7, "--technical", "slip handed in after Stop"},
	9: {3, "--disciplinary", "talking during the round"},
}

// state folds the demo's tournament as it stands.
func (d *demo) state(ctx context.Context) (arbiter.State, error) {
	t, err := openTournament(ctx, d.f, d.db, false)
	if err != nil {
		return arbiter.State{}, err
	}
	defer t.close()
	return t.State(), nil
}

// printRound prints the demo's line for a closed round.
func (d *demo) printRound(s arbiter.RoundSummary) {
	tops := 0
	for _, l := range s.Slips {
		if l.Top {
			tops++
		}
	}
	solo := "no solo"
	if s.SoloTable != 0 {
		solo = fmt.Sprintf("solo table %d +%d", s.SoloTable, s.SoloBonus)
	}
	fmt.Fprintf(d.f.IO.Out, "round %2d  %-14s %4s %-15s %3d  room best %3d, %2d tops, %s\n",
		s.Round, s.Rack, s.TopPosition, s.Top.Word, s.Top.Score, s.BestScore, tops, solo)
}

// demoRoom is the simulated players: each has a skill that says how close to
// the top its slips come.
type demoRoom struct {
	rng    *rand.Rand
	skills []float64
	// warned marks the tables whose slip of the round earns a technical
	// warning by itself (a wrong declared score).
	warned map[int]bool
}

// newDemoRoom seats n simulated players.
func newDemoRoom(n int, rng *rand.Rand) *demoRoom {
	room := &demoRoom{rng: rng, skills: make([]float64, n)}
	for i := range room.skills {
		room.skills[i] = 0.25 + 0.7*rng.Float64()
	}
	return room
}

// slips writes the room's slips for a round as the CSV `slips import` reads:
// moves are every legal move of the round, best first.
func (room *demoRoom) slips(w io.Writer, rs *scoring.RuleSet, lex scoring.Lexicon, round int, moves []scoring.Move) error {
	cw := csv.NewWriter(w)
	cw.Write([]string{"round", "table", "position", "word", "score"})
	room.warned = map[int]bool{}
	for i, skill := range room.skills {
		table := i + 1
		if room.rng.Float64() < 0.02 {
			continue // a missing slip: 0 points
		}
		m := room.pick(skill, moves)
		word, score := m.Word, m.Score
		switch x := room.rng.Float64(); {
		case x < 0.05: // a wrong declared score: the real score and a warning
			score += 1 + room.rng.IntN(9)
			room.warned[table] = true
		case x < 0.09: // an invalid word: 0
			if bad, ok := misspell(word, lex, room.rng); ok {
				word = bad
			}
		}
		cw.Write([]string{strconv.Itoa(round), strconv.Itoa(table), rs.FormatPosition(m.Pos), word, strconv.Itoa(score)})
	}
	cw.Flush()
	return cw.Error()
}

// unwarned returns the first table from table on (wrapping round the room)
// whose slip of the round earned no technical warning.
func (room *demoRoom) unwarned(table int) int {
	n := len(room.skills)
	table = (table-1)%n + 1
	for room.warned[table] {
		table = table%n + 1
	}
	return table
}

// pick chooses a move: a skilled player finds the top, or a move close below
// it, more often; moves are best first.
func (room *demoRoom) pick(skill float64, moves []scoring.Move) scoring.Move {
	below := 1
	for below < len(moves) && moves[below].Score == moves[0].Score {
		below++
	}
	if below == len(moves) || room.rng.Float64() < 0.3*skill*skill {
		return moves[room.rng.IntN(below)]
	}
	reach := 1 + int(float64(len(moves)-below)*(1-skill)*0.1)
	return moves[below+room.rng.IntN(reach)]
}

// misspell swaps two letters of word to make a word the lexicon does not hold.
func misspell(word string, lex scoring.Lexicon, rng *rand.Rand) (string, bool) {
	b := []byte(word)
	for range 10 {
		i, j := rng.IntN(len(b)), rng.IntN(len(b))
		b[i], b[j] = b[j], b[i]
		if s := string(b); s != word && !lex.Contains(strings.ToUpper(s)) {
			return s, true
		}
	}
	return word, false
}

// demoPlayers returns the players' CSV of a demo room of n players.
func demoPlayers(n int) []byte {
	first := []string{"Ion", "Maria", "Ștefan", "Ioana", "Mihai", "Elena", "Andrei", "Ana", "Radu", "Cristina", "Tudor", "Irina"}
	last := []string{"Popescu", "Ionescu", "Țurcanu", "Stănescu", "Dumitrescu", "Bălan", "Munteanu", "Niță", "Rădulescu", "Șerban", "Ciobanu", "Lungu", "Văduva"}
	clubs := []string{"CS Universitatea Cluj", "Clubul Scrabble București", "Gambit Iași", "Litera Timișoara"}
	var b bytes.Buffer
	b.WriteString("table,name,club,id\n")
	for i := range n {
		fmt.Fprintf(&b, "%d,%s %s,%s,RO%04d\n", i+1, last[(i*7)%len(last)], first[i%len(first)], clubs[i%len(clubs)], 100+i)
	}
	return b.Bytes()
}

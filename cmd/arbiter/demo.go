package main

import (
	"bytes"
	"cmp"
	"context"
	"encoding/csv"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"arbiter/arbiter"
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
	if t, err := f.Tournament(context.Background(), filepath.Join(dir, "arbiter.db"), forReading); err == nil {
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
a warning. Every step goes through the referee service on a real event store
(the tournament created, the players registered, the game started, each rack
drawn, its top chosen, the slips adjudicated, the warnings given, the round
closed), so the demo shows exactly what a referee sees.

--variant plays a game of a duplicate variant (RULES §7) instead: completiv,
superjoker, metagrama, eliptic or tactic, the simulated slips in the
variant's form (letters chosen from the stock, a letter swapped, Tactic's two
moves and three figures).

It prints a line per round (rack, top, best score in the room, tops found,
slips scoring zero, slips warned, solo) and the final ranking, and leaves in
the output directory the database, the players' file, the rack-announcement
sheet, the bulletin of the last round, and the final ranking as PDF and CSV.
Files of an earlier demo in that directory are replaced.`,
		Example: `  arbiter demo
  arbiter demo --players 40 --seed 7 --out /tmp/demo
  arbiter demo --variant tactic --players 8 --out /tmp/tactic
  arbiter standings --db /tmp/demo/arbiter.db`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if opts.Players < 2 || opts.Players > 400 {
				return usageErrorf("--players %d: a demo room holds 2 to 400 players", opts.Players)
			}
			if strings.TrimSpace(opts.Out) == "" {
				return usageErrorf("--out: say which directory to write the demo to")
			}
			return demoRun(cmd.Context(), f, opts)
		},
	}
	cmd.Flags().IntVar(&opts.Players, "players", 24, "number of simulated `N` players")
	cmd.Flags().Uint64Var(&opts.Seed, "seed", 1, "seed of the draw and of the simulated players")
	cmd.Flags().StringVar(&opts.Out, "out", "arbiter-demo", "`DIR` to write the database and the sheets to")
	opts.Variant.addFlags(cmd)
	return cmd
}

// demo is a demo in progress: the referee service over the demo's
// database, and the simulated room handing in slips.
type demo struct {
	f    *Factory
	t    *tournament
	room *demoRoom
	// deps are the simulated players' word list and move listing.
	deps arbiter.Deps
}

// demoRun plays the whole demo.
func demoRun(ctx context.Context, f *Factory, opts *demoOptions) error {
	variant, fixed, err := opts.Variant.parse()
	if err != nil {
		return err
	}
	if err := os.MkdirAll(opts.Out, 0o755); err != nil {
		return usageErrorf("demo: %v", err)
	}
	if err := checkDemoDir(f, opts.Out); err != nil {
		return err
	}
	for _, name := range append(demoFiles, "arbiter.db-wal", "arbiter.db-shm") {
		if err := os.Remove(filepath.Join(opts.Out, name)); err != nil && !errors.Is(err, os.ErrNotExist) {
			return usageErrorf("demo: %v", err)
		}
	}
	players := demoPlayers(opts.Players)
	if err := replaceFile("demo", filepath.Join(opts.Out, "players.csv"), playersCSV(players)); err != nil {
		return err
	}
	game := ""
	if variant != scoring.Classic {
		game = ", " + variant.String() + " game"
	}
	fmt.Fprintf(f.IO.Out, "Demo: %d players, seed %d%s, files in %s\n", opts.Players, opts.Seed, game, opts.Out)
	rs, _ := scoring.Builtin("ro")
	graph, err := f.Lexicon(rs, "")
	if err != nil {
		return err
	}
	t, err := f.Tournament(ctx, filepath.Join(opts.Out, "arbiter.db"), forCreating)
	if err != nil {
		return err
	}
	defer t.close()
	d := &demo{f: f, t: t, deps: f.Deps(rs, graph),
		room: newDemoRoom(opts.Players, rand.New(rand.NewPCG(opts.Seed, 0x64656d6f)))}
	create := arbiter.CreateTournament{Name: demoTournament, Date: f.Now().Format("2006-01-02"), RuleSet: rs.Name,
		Lexicon: cache.Fingerprint("", graph.Source()), Referee: demoReferee}
	if _, err := t.Run(ctx, create); err != nil {
		return fmt.Errorf("demo: %w", err)
	}
	if _, err := t.RegisterPlayers(ctx, players); err != nil {
		return fmt.Errorf("demo: %w", err)
	}
	if _, err := t.Run(ctx, arbiter.StartGame{Seed: opts.Seed, Variant: variant, FixedOrder: fixed}); err != nil {
		return fmt.Errorf("demo: %w", err)
	}
	last := 0
	for {
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
	rows, err := t.Ranking(0, arbiter.ByTotal)
	if err != nil {
		return err
	}
	if err := reports.Standings(f.IO.Out, rows, isTerminal(f.IO.Out)); err != nil {
		return err
	}
	if err := d.writeSheets(opts.Out, last, rows); err != nil {
		return err
	}
	fmt.Fprintf(f.IO.Out, "\nWritten to %s: %s\n", opts.Out, strings.Join(demoFiles, ", "))
	return nil
}

// writeSheets writes the rack sheet, the bulletin of round last, and the
// ranking rows as PDF and CSV into dir.
func (d *demo) writeSheets(dir string, last int, rows []reports.StandingRow) error {
	rs, h := d.t.RuleSet(), d.t.Header()
	lines, err := d.t.RackLines(0)
	if err != nil {
		return err
	}
	bulletin, err := d.t.Bulletin(0, last)
	if err != nil {
		return err
	}
	sheets := []struct {
		name   string
		encode func(*reports.PDFEncoder) error
	}{
		{"racks.pdf", func(e *reports.PDFEncoder) error { return e.EncodeRacks(lines, true) }},
		{"bulletin.pdf", func(e *reports.PDFEncoder) error { return e.EncodeBulletin(bulletin) }},
		{"ranking.pdf", func(e *reports.PDFEncoder) error { return e.EncodeRanking(rows) }},
	}
	for _, s := range sheets {
		data, err := encodePDF(rs, h, s.encode)
		if err != nil {
			return err
		}
		if err := replaceFile("demo", filepath.Join(dir, s.name), data); err != nil {
			return err
		}
	}
	var b bytes.Buffer
	if err := reports.RankingCSV(&b, rows); err != nil {
		return err
	}
	return replaceFile("demo", filepath.Join(dir, "ranking.csv"), b.Bytes())
}

// playRound draws the rack, chooses the top, hands in the room's slips,
// gives the round's warning, closes the round and prints a line about it.
// It reports whether the game ended instead.
func (d *demo) playRound(ctx context.Context, round int) (ended bool, err error) {
	if _, err := d.t.Run(ctx, arbiter.DrawRack{}); err != nil {
		return false, err
	}
	state := d.t.State()
	if game := state.CurrentGame(); game.Ended {
		fmt.Fprintf(d.f.IO.Out, "game over after %d rounds: %s\n", round-1, game.EndText)
		return true, nil
	}
	if _, err := d.t.Run(ctx, arbiter.ChooseTop{}); err != nil {
		return false, err
	}
	state = d.t.State()
	slips := d.room.slips(round, d.plays(state.RuleSet, state.CurrentGame()), d.deps.Lexicon)
	if _, err := d.t.ImportSlips(ctx, slips, false); err != nil {
		return false, err
	}
	if w, ok := demoWarnings[round]; ok {
		if table, ok := d.unwarned(w.table); ok {
			if _, err := d.t.Run(ctx, arbiter.GiveWarning{Table: table, Kind: w.kind, Reason: w.reason}); err != nil {
				return false, err
			}
		}
	}
	if _, err := d.t.Run(ctx, arbiter.CloseRound{}); err != nil {
		return false, err
	}
	sum, err := d.t.RoundSummary(0, len(state.CurrentGame().Rounds))
	if err != nil {
		return false, err
	}
	d.printRound(state.RuleSet, sum)
	return false, nil
}

// demoWarnings are the warnings the demo's referee gives, by round, to the
// first table from the one named whose slip of the round earned no
// technical warning.
var demoWarnings = map[int]struct {
	table  int
	kind   arbiter.WarningKind
	reason string
}{
	4: {7, arbiter.Technical, "slip handed in after Stop"},
	9: {3, arbiter.Disciplinary, "talking during the round"},
}

// unwarned returns the first table from table on (wrapping round the room)
// whose slip of the current round earned no technical warning, and false
// when every slip did.
func (d *demo) unwarned(table int) (int, bool) {
	state := d.t.State()
	r := state.CurrentGame().Current()
	n := len(d.room.skills)
	table = (table-1)%n + 1
	for range n {
		if s, ok := r.Slip(table); !ok || s.Verdict.Warning == "" {
			return table, true
		}
		table = table%n + 1
	}
	return 0, false
}

// printRound prints the demo's line for a closed round.
func (d *demo) printRound(rs *scoring.RuleSet, s arbiter.RoundSummary) {
	tops, zeros, warned := 0, 0, 0
	for _, l := range s.Slips {
		if l.Top {
			tops++
		}
		if l.HasSlip && l.Score == 0 {
			zeros++
		}
		if l.HasSlip && l.Slip.Verdict.Warning != "" {
			warned++
		}
	}
	solo := "no solo"
	if s.SoloTable != 0 {
		solo = fmt.Sprintf("solo table %d +%d", s.SoloTable, s.SoloBonus)
	}
	rack := s.Rack
	if s.Rack2 != "" {
		rack += " / " + s.Rack2
	}
	top := arbiter.VariantTop{Move: s.Top, Second: s.Second, Chosen: s.Chosen, Returned: s.Returned}.Format(rs)
	fmt.Fprintf(d.f.IO.Out, "round %2d  %-14s %-22s %3d  room best %3d, tops %2d, zeros %d, warned %d, %s\n",
		s.Round, rack, top, s.TopScore, s.BestScore, tops, zeros, warned, solo)
}

// demoPlay is one way to play a round as a slip carries it (the round and
// table left out), and what it scores.
type demoPlay struct {
	slip  arbiter.EnterSlip
	score int
}

// plays returns ways to play the current round of g, best first, in the
// form of g's variant (RULES §7): the top, and the moves of the letters
// drawn, completed by letters chosen from the stock or with one swapped
// (a few choices at random), or Tactic's pairs of moves.
func (d *demo) plays(rs *scoring.RuleSet, g *arbiter.Game) []demoPlay {
	r := g.Current()
	o := g.Offer(r)
	plays := []demoPlay{variantPlay(rs, o.Variant, r.Top.Top())}
	if o.Variant == scoring.Tactic {
		plays = append(plays, d.tacticPlays(rs, &g.Board, o)...)
	} else {
		for _, rack := range d.room.racks(o) {
			for _, m := range d.deps.All(&g.Board, rack) {
				plays = append(plays, variantPlay(rs, o.Variant, scoring.VariantMove{Moves: []scoring.Move{m}, Score: m.Score}))
			}
		}
	}
	slices.SortStableFunc(plays, func(a, b demoPlay) int { return cmp.Compare(b.score, a.score) })
	return slices.CompactFunc(plays, func(a, b demoPlay) bool { return a.slip == b.slip })
}

// tacticPlays returns pairs of moves of a Tactic round (RULES §7.6): a few
// first moves of the group played first, each followed by a few second
// moves of the other group on the board after it (or alone when the other
// group has none).
func (d *demo) tacticPlays(rs *scoring.RuleSet, b *scoring.Board, o scoring.Offer) []demoPlay {
	first, second := o.Rack, o.Rack2
	firsts := d.deps.All(b, first)
	if len(firsts) == 0 {
		first, second = second, first
		firsts = d.deps.All(b, first)
	}
	var plays []demoPlay
	for _, i := range d.room.some(len(firsts), 3) {
		after := *b
		after.Apply(firsts[i])
		var seconds []scoring.Move
		if second.Len() > 0 {
			seconds = d.deps.All(&after, second)
		}
		if len(seconds) == 0 {
			plays = append(plays, variantPlay(rs, o.Variant, scoring.VariantMove{Moves: firsts[i : i+1], Score: firsts[i].Score}))
		}
		for _, j := range d.room.some(len(seconds), 2) {
			pair := []scoring.Move{firsts[i], seconds[j]}
			plays = append(plays, variantPlay(rs, o.Variant, scoring.VariantMove{Moves: pair, Score: pair[0].Score + pair[1].Score}))
		}
	}
	return plays
}

// variantPlay returns v as a slip of a game of variant carries it: each
// move's position, word and score, and in Tactic the round's total.
func variantPlay(rs *scoring.RuleSet, variant scoring.Variant, v scoring.VariantMove) demoPlay {
	m := v.Moves[0]
	s := arbiter.EnterSlip{Position: rs.FormatPosition(m.Pos), Word: m.Word, Score: strconv.Itoa(m.Score)}
	if len(v.Moves) > 1 {
		m2 := v.Moves[1]
		s.Position2, s.Word2, s.Score2 = rs.FormatPosition(m2.Pos), m2.Word, strconv.Itoa(m2.Score)
	}
	if variant == scoring.Tactic {
		s.Total = strconv.Itoa(v.Score)
	}
	return demoPlay{slip: s, score: v.Score}
}

// demoRoom is the simulated players: each has a skill that says how close to
// the top its slips come.
type demoRoom struct {
	rng    *rand.Rand
	skills []float64
}

// newDemoRoom seats n simulated players.
func newDemoRoom(n int, rng *rand.Rand) *demoRoom {
	room := &demoRoom{rng: rng, skills: make([]float64, n)}
	for i := range room.skills {
		room.skills[i] = 0.25 + 0.7*rng.Float64()
	}
	return room
}

// slips returns the room's slips for a round: plays are ways to play it,
// best first. A few slips are missing, carry a wrong figure or an invalid
// word.
func (room *demoRoom) slips(round int, plays []demoPlay, lex scoring.Lexicon) []arbiter.EnterSlip {
	var slips []arbiter.EnterSlip
	for i, skill := range room.skills {
		if room.rng.Float64() < 0.02 {
			continue // a missing slip: 0 points
		}
		s := room.pick(skill, plays).slip
		s.Round, s.Table = round, i+1
		switch x := room.rng.Float64(); {
		case x < 0.05: // a wrong figure: the real score and a warning
			room.miscount(&s)
		case x < 0.11: // an invalid word: 0
			if bad, ok := misspell(s.Word, lex, room.rng); ok {
				s.Word = bad
			}
		}
		slips = append(slips, s)
	}
	return slips
}

// miscount writes a wrong figure on s: its score, or in Tactic (RULES §7.6)
// a wrong total, no total, or a wrong move's score with the total of the
// scores as written, wrong too.
func (room *demoRoom) miscount(s *arbiter.EnterSlip) {
	figures := []*string{&s.Score}
	if s.Score2 != "" {
		figures = append(figures, &s.Score2)
	}
	if s.Total != "" {
		figures = append(figures, &s.Total, nil)
	}
	f := figures[room.rng.IntN(len(figures))]
	if f == nil {
		s.Total = ""
		return
	}
	n, _ := strconv.Atoi(*f)
	*f = strconv.Itoa(n + 1 + room.rng.IntN(9))
	if s.Total != "" && f != &s.Total {
		first, _ := strconv.Atoi(s.Score)
		second, _ := strconv.Atoi(s.Score2)
		s.Total = strconv.Itoa(first + second)
	}
}

// racks returns the letters a player of the round offered by o may play
// from (RULES §7): the letters drawn, completed by a few random choices of
// letters from the stock (Completiv, Superjoker) or with one swapped for a
// letter of the stock (Metagrama).
func (room *demoRoom) racks(o scoring.Offer) []scoring.Rack {
	out := []scoring.Rack{o.Rack}
	if o.Stock.Len() == 0 {
		return out
	}
	for range 3 {
		switch rack, stock := o.Rack, o.Stock; {
		case o.Variant.Chosen() > 0:
			for range min(o.Variant.Chosen(), stock.Len()) {
				c := room.tile(stock)
				stock.Remove(c)
				rack.Add(c)
			}
			out = append(out, rack)
		case o.Variant == scoring.Metagrama:
			rack.Remove(room.tile(rack))
			rack.Add(room.tile(stock))
			out = append(out, rack)
		}
	}
	return out
}

// tile returns a tile of r at random ('?' for a joker); r is not empty.
func (room *demoRoom) tile(r scoring.Rack) byte {
	s := r.String()
	return s[room.rng.IntN(len(s))]
}

// some returns up to k indexes of n things best first: the best, and
// others at random.
func (room *demoRoom) some(n, k int) []int {
	if n == 0 {
		return nil
	}
	out := []int{0}
	for range k - 1 {
		if i := room.rng.IntN(n); !slices.Contains(out, i) {
			out = append(out, i)
		}
	}
	return out
}

// pick chooses a play: a skilled player finds the top, or a play close
// below it, more often; plays are best first.
func (room *demoRoom) pick(skill float64, plays []demoPlay) demoPlay {
	below := 1
	for below < len(plays) && plays[below].score == plays[0].score {
		below++
	}
	if below == len(plays) || room.rng.Float64() < 0.3*skill*skill {
		return plays[room.rng.IntN(below)]
	}
	reach := 1 + int(float64(len(plays)-below)*(1-skill)*0.1)
	return plays[below+room.rng.IntN(reach)]
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

// demoPlayers returns the players of a demo room of n players.
func demoPlayers(n int) []arbiter.RegisterPlayer {
	first := []string{"Ion", "Maria", "Ștefan", "Ioana", "Mihai", "Elena", "Andrei", "Ana", "Radu", "Cristina", "Tudor", "Irina"}
	last := []string{"Popescu", "Ionescu", "Țurcanu", "Stănescu", "Dumitrescu", "Bălan", "Munteanu", "Niță", "Rădulescu", "Șerban", "Ciobanu", "Lungu", "Văduva"}
	clubs := []string{"CS Universitatea Cluj", "Clubul Scrabble București", "Gambit Iași", "Litera Timișoara"}
	players := make([]arbiter.RegisterPlayer, n)
	for i := range players {
		players[i] = arbiter.RegisterPlayer{Table: i + 1, Name: last[(i*7)%len(last)] + " " + first[i%len(first)],
			Club: clubs[i%len(clubs)], FederationID: fmt.Sprintf("RO%04d", 100+i)}
	}
	return players
}

// playersCSV returns players as the CSV file `player import` reads.
func playersCSV(players []arbiter.RegisterPlayer) []byte {
	var b bytes.Buffer
	w := csv.NewWriter(&b)
	w.Write([]string{"table", "name", "club", "id"})
	for _, p := range players {
		w.Write([]string{strconv.Itoa(p.Table), p.Name, p.Club, p.FederationID})
	}
	w.Flush()
	return b.Bytes()
}

package merge_test

import (
	"bytes"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"arbiter/arbiter"
	"arbiter/arbiter/duplicate"
	"arbiter/arbiter/kinds"
	"arbiter/arbiter/merge"
	"arbiter/arbiter/problem"
	"arbiter/draw"
	"arbiter/scoring"
	"arbiter/scoring/lexicon"
	"arbiter/scoring/lexicon/lists"
	"arbiter/scoring/solver"
)

// at is the time of every record of the tests.
var at = time.Date(2026, 11, 29, 10, 0, 0, 0, time.UTC)

var (
	depsOnce sync.Once
	roDeps   arbiter.Deps
	roGen    *solver.Generator
)

// deps returns the ro rules' embedded word list and move generator,
// compiled once for the test binary.
func deps(tb testing.TB) (arbiter.Deps, *solver.Generator) {
	tb.Helper()
	depsOnce.Do(func() {
		rs, _ := scoring.Builtin("ro")
		data, _, ok := lists.Default("ro")
		if !ok {
			return
		}
		g, _, err := lexicon.Compile(bytes.NewReader(data), rs)
		if err != nil {
			return
		}
		roGen = solver.New(rs, g)
		roDeps = arbiter.Deps{Lexicon: g, Top: roGen.Top, Rank: solver.Rank, Exists: roGen.Exists, TopVariant: roGen.TopVariant}
	})
	if roGen == nil {
		tb.Fatal("the embedded ro word list does not compile")
	}
	return roDeps, roGen
}

// log is a tournament being played: its state and its streams.
type log struct {
	tb     testing.TB
	deps   arbiter.Deps
	state  arbiter.State
	centre merge.Centre
}

// do decides c, folds its events and keeps their records.
func (l *log) do(c arbiter.Command) {
	l.tb.Helper()
	evs, err := arbiter.Decide(l.state, c, l.deps)
	if err != nil {
		l.tb.Fatalf("%#v: %v", c, err)
	}
	for _, e := range evs {
		stream := l.state.StreamFor(e)
		if l.state, err = arbiter.Apply(l.state, e); err != nil {
			l.tb.Fatal(err)
		}
		typ, payload, err := arbiter.Encode(e)
		if err != nil {
			l.tb.Fatal(err)
		}
		rec := arbiter.Record{Type: typ, Payload: payload, Time: at}
		if stream == arbiter.TournamentStream {
			l.centre.Tournament = append(l.centre.Tournament, rec)
			continue
		}
		n, _ := strconv.Atoi(strings.TrimPrefix(stream, "game-"))
		for len(l.centre.Games) < n {
			l.centre.Games = append(l.centre.Games, nil)
		}
		l.centre.Games[n-1] = append(l.centre.Games[n-1], rec)
	}
}

// prepare plays a game of up to rounds rounds by its program tops and
// returns it as a prepared game.
func prepare(tb testing.TB, rounds int) *arbiter.Prepared {
	d, _ := deps(tb)
	l := &log{tb: tb, deps: d, state: arbiter.State{Kinds: kinds.All()}}
	l.do(arbiter.CreateTournament{Name: "Federatia", RuleSet: "ro"})
	l.do(duplicate.StartGame{Seed: 2026})
	p := &arbiter.Prepared{SHA256: "7e57"}
	for range rounds {
		l.do(duplicate.DrawRack{})
		g := l.state.CurrentGame()
		if g.Ended {
			break
		}
		l.do(duplicate.ChooseTop{})
		r := g.Current()
		p.Racks = append(p.Racks, r.New.String())
		p.Tops = append(p.Tops, l.state.RuleSet.FormatPosition(r.Top.Move.Pos)+" "+r.Top.Move.Word)
		l.do(arbiter.CloseRound{})
	}
	return p
}

// room plays the prepared game p in a room of the given tables, every
// player writing a slip that depends only on its table and the round: the
// top, a wrong score, none, an invalid word or another legal move; in
// every fourth round only one player of the whole field finds the top.
func room(tb testing.TB, label string, p *arbiter.Prepared, tables []int) merge.Centre {
	return variantRoom(tb, label, duplicate.StartGame{Seed: 1, Prepared: p}, tables)
}

// variantRoom is [room] for the prepared game that start starts, of any
// variant but Tactic (RULES §7): the slips write the top's move, or
// another move of the letters drawn.
func variantRoom(tb testing.TB, label string, start duplicate.StartGame, tables []int) merge.Centre {
	d, gen := deps(tb)
	l := &log{tb: tb, deps: d, state: arbiter.State{Kinds: kinds.All()}, centre: merge.Centre{Label: label, Kinds: kinds.All()}}
	l.do(arbiter.CreateTournament{Name: "Simultan " + label, RuleSet: "ro"})
	for _, t := range tables {
		l.do(arbiter.RegisterPlayer{Table: t, Name: "P" + strconv.Itoa(t), Club: "C" + strconv.Itoa(t/100)})
	}
	l.do(start)
	for round := 1; round <= len(start.Prepared.Racks); round++ {
		l.do(duplicate.DrawRack{})
		l.do(duplicate.ChooseTop{})
		r := l.state.CurrentGame().Current()
		top := r.Top.Move
		pos := l.state.RuleSet.FormatPosition(top.Pos)
		others := gen.All(&r.Board, r.Rack())
		for _, t := range tables {
			slip := duplicate.EnterSlip{Round: round, Table: t, Position: pos, Word: top.Word, Score: strconv.Itoa(top.Score)}
			kind := (t*7 + round) % 6
			if round%4 == 0 { // only one player finds the top: a solo
				kind = 4
				if t == 100*(round/4)+1 {
					kind = 0
				}
			}
			switch kind {
			case 1:
				slip.Score = strconv.Itoa(top.Score + 2)
			case 2:
				slip = duplicate.EnterSlip{Round: round, Table: t, None: true}
			case 3:
				slip.Word += "Q"
			case 4, 5:
				m := others[(t*13+round)%len(others)]
				slip.Position, slip.Word, slip.Score = l.state.RuleSet.FormatPosition(m.Pos), m.Word, strconv.Itoa(m.Score)
			}
			l.do(slip)
		}
		if round == 2 { // each centre's first table talks
			for _, t := range tables {
				if t%100 == 1 {
					l.do(arbiter.GiveWarning{Table: t, Kind: arbiter.Disciplinary, Reason: "talking"})
				}
			}
		}
		l.do(arbiter.CloseRound{})
	}
	return l.centre
}

// simultaneous is a simultaneous of centres × players on one prepared game
// of up to rounds rounds, the tables of centre c being 100c+1, 100c+2, …,
// with the one room that holds every player of every centre.
func simultaneous(tb testing.TB, centres, players, rounds int) ([]merge.Centre, merge.Centre) {
	p := prepare(tb, rounds)
	return centresOf(centres, players, func(label string, tables []int) merge.Centre { return room(tb, label, p, tables) })
}

// centresOf plays centres × players with play, the tables of centre c
// being 100c+1, 100c+2, …, and the one room that holds every player of
// every centre.
func centresOf(centres, players int, play func(label string, tables []int) merge.Centre) ([]merge.Centre, merge.Centre) {
	var all []int
	cs := make([]merge.Centre, centres)
	for c := range centres {
		var tables []int
		for i := 1; i <= players; i++ {
			tables = append(tables, 100*(c+1)+i)
		}
		all = append(all, tables...)
		cs[c] = play("c"+strconv.Itoa(c+1), tables)
	}
	return cs, play("all", all)
}

// fold replays merged streams.
func fold(tb testing.TB, tournament []arbiter.Record, games [][]arbiter.Record) arbiter.State {
	tb.Helper()
	t, err := arbiter.DecodeRecords(tournament)
	if err != nil {
		tb.Fatal(err)
	}
	var gs [][]arbiter.Event
	for _, g := range games {
		evs, err := arbiter.DecodeRecords(g)
		if err != nil {
			tb.Fatal(err)
		}
		gs = append(gs, evs)
	}
	s, err := arbiter.ReplayTournamentWith(kinds.All(), t, gs)
	if err != nil {
		tb.Fatal(err)
	}
	return s
}

// TestMerge_Simultaneous: 20 centres of 30 players play one prepared game.
// With national solos the ranking of their merged logs is the ranking of
// one room holding all 600 players, solos and warnings included (RULES §5,
// §6); with solos by centre each player's total, solos and bonus are those
// of its own centre's ranking (a room of 30: bonus ⌈30/2⌉ = 15), and the
// national ranks follow the totals. Every player keeps its centre.
func TestMerge_Simultaneous(t *testing.T) {
	if testing.Short() {
		t.Skip("compiles the embedded ro word list and plays 20 rooms")
	}
	const centres, players = 20, 30
	cs, one := simultaneous(t, centres, players, 12)
	nationalSolos, centreSolos, _ := checkMerged(t, cs, one, centres*players)
	if nationalSolos == 0 || centreSolos <= nationalSolos {
		t.Errorf("%d solos over the whole field, %d within centres: the test does not tell the settings apart", nationalSolos, centreSolos)
	}
	t.Logf("solos: %d over the whole field, %d within the centres", nationalSolos, centreSolos)
}

// TestMerge_VariantSimultaneous: 3 centres of 4 players play one prepared
// Completiv or Eliptic game (RULES §7.2, §7.5), each centre taking the
// racks, tops and letters chosen from the file; their merged logs rank as
// one room holding all 12 players, and by centre as each centre's own
// ranking.
func TestMerge_VariantSimultaneous(t *testing.T) {
	d, _ := deps(t)
	rs, _ := scoring.Builtin("ro")
	top := func(b *scoring.Board, o scoring.Offer) (scoring.VariantMove, bool) {
		tops := d.TopVariant(b, o)
		if len(tops) == 0 {
			return scoring.VariantMove{}, false
		}
		return tops[0], true
	}
	const centres, players, rounds = 3, 4, 8
	for _, v := range []scoring.Variant{scoring.Completiv, scoring.Eliptic} {
		t.Run(v.String(), func(t *testing.T) {
			game, err := draw.PrepareVariant(rs, v, false, 2026, false, top, d.Exists)
			if err != nil {
				t.Fatal(err)
			}
			p := arbiter.NewPrepared(rs, game)
			p.SHA256 = "7e57"
			n := min(rounds, len(p.Racks))
			p.Racks, p.Tops, p.VariantTops = p.Racks[:n], p.Tops[:n], p.VariantTops[:n]
			start := duplicate.StartGame{Seed: 1, Variant: v, Prepared: &p}
			cs, one := centresOf(centres, players, func(label string, tables []int) merge.Centre { return variantRoom(t, label, start, tables) })
			nationalSolos, centreSolos, several := checkMerged(t, cs, one, centres*players)
			if several == 0 {
				t.Error("no round has solos in several centres: the test does not show each centre's solo named")
			}
			t.Logf("%d rounds; solos: %d over the whole field, %d within the centres, in several centres in %d rounds", n, nationalSolos, centreSolos, several)
		})
	}
}

// checkCentreSolos checks that every round of the national tournament
// merged with solos by centre names, by table, the solo of each centre
// that had one in its own room (RULES §6), and returns how many rounds had
// solos in several centres.
func checkCentreSolos(t *testing.T, cs []merge.Centre, national arbiter.State) (several int) {
	t.Helper()
	sums, err := national.Rounds(1)
	if err != nil {
		t.Fatal(err)
	}
	want := make([][]arbiter.Solo, len(sums))
	for _, c := range cs {
		s := fold(t, c.Tournament, c.Games)
		own, err := s.Rounds(1)
		if err != nil {
			t.Fatal(err)
		}
		for i, r := range own {
			if r.SoloTable != 0 {
				p, _ := s.Player(r.SoloTable)
				want[i] = append(want[i], arbiter.Solo{Table: r.SoloTable, Name: p.Name, Centre: c.Label, Bonus: r.SoloBonus})
			}
		}
	}
	for i, sum := range sums {
		slices.SortFunc(want[i], func(a, b arbiter.Solo) int { return a.Table - b.Table })
		if diff := cmp.Diff(want[i], sum.Solos); diff != "" {
			t.Errorf("round %d: the national summary's solos differ from the centres' (-centres +national):\n%s", sum.Round, diff)
		}
		if len(sum.Solos) > 1 {
			several++
		}
	}
	return several
}

// checkMerged merges the centres cs of players players in all, with
// national solos and with solos by centre, and checks the national
// rankings: the one room one's with national solos, each centre's own
// totals and solos with solos by centre, ranked by total. It returns the
// solos of each ranking and the rounds with solos in several centres.
func checkMerged(t *testing.T, cs []merge.Centre, one merge.Centre, players int) (nationalSolos, centreSolos, several int) {
	t.Helper()
	ranking := func(s arbiter.State) arbiter.Standings {
		t.Helper()
		st, err := s.Standings(0, arbiter.ByTotal)
		if err != nil {
			t.Fatal(err)
		}
		return st
	}
	merged := func(solos string) (arbiter.Standings, arbiter.State) {
		t.Helper()
		tournament, games, err := merge.Merge("Simultan national", solos, cs)
		if err != nil {
			t.Fatal(err)
		}
		national := fold(t, tournament, games)
		if got := len(national.Players); got != players {
			t.Fatalf("%d players merged, want %d", got, players)
		}
		for _, p := range national.Players {
			if want := "c" + strconv.Itoa(p.Table/100); p.Centre != want {
				t.Errorf("table %d: centre %q, want %q", p.Table, p.Centre, want)
			}
		}
		if national.Tournament.Name != "Simultan national" || national.Tournament.Solos != solos {
			t.Errorf("national tournament %q, solos %q; want solos %q", national.Tournament.Name, national.Tournament.Solos, solos)
		}
		return ranking(national), national
	}

	got, _ := merged(arbiter.SolosNational)
	if diff := cmp.Diff(ranking(fold(t, one.Tournament, one.Games)), got); diff != "" {
		t.Errorf("national ranking differs from the one room's (-room +national):\n%s", diff)
	}
	nationalSolos = solosOf(got)

	got, national := merged(arbiter.SolosByCentre)
	several = checkCentreSolos(t, cs, national)
	type line struct{ Total, Solos, SoloBonus int }
	want := map[int]line{}
	for _, c := range cs {
		for _, r := range ranking(fold(t, c.Tournament, c.Games)).Rows {
			want[r.Table] = line{r.Total, r.Solos, r.SoloBonus}
		}
	}
	for i, r := range got.Rows {
		if w := want[r.Table]; (line{r.Total, r.Solos, r.SoloBonus}) != w {
			t.Errorf("table %d: total %d, %d solos worth %d; its centre's ranking says %+v", r.Table, r.Total, r.Solos, r.SoloBonus, w)
		}
		above := 0
		for _, o := range got.Rows {
			if o.Total > r.Total {
				above++
			}
		}
		if r.Rank != above+1 || (i > 0 && got.Rows[i-1].Total < r.Total) {
			t.Errorf("table %d (total %d) ranked %d at line %d, want rank %d", r.Table, r.Total, r.Rank, i+1, above+1)
		}
	}
	return nationalSolos, solosOf(got), several
}

// solosOf is the number of solos in a ranking.
func solosOf(st arbiter.Standings) int {
	n := 0
	for _, r := range st.Rows {
		n += r.Solos
	}
	return n
}

// TestMerge_Refused: centres that did not play the same prepared game, or
// whose tables collide, are not merged, and the error names them.
func TestMerge_Refused(t *testing.T) {
	p := prepare(t, 3)
	a := room(t, "a", p, []int{1, 2})
	b := room(t, "b", p, []int{3, 4})
	other := *p
	other.SHA256 = "0the4"
	tests := []struct {
		name    string
		centres []merge.Centre
		want    string
	}{
		{"Collision", []merge.Centre{a, room(t, "c", p, []int{2, 5})}, "table 2 is used in centres a and c"},
		{"OtherPrepared", []merge.Centre{a, room(t, "d", &other, []int{6})}, "centre d: game 1 is not the prepared game of the first centre (centre a)"},
		{"SameLabel", []merge.Centre{a, a}, `label "a" is empty or already used`},
		{"None", nil, "no centre to merge"},
		{"Shorter", []merge.Centre{a, room(t, "e", &arbiter.Prepared{SHA256: p.SHA256, Racks: p.Racks[:2], Tops: p.Tops[:2]}, []int{7})}, "centre e: game 1 has 2 rounds, not 3"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, _, err := merge.Merge("", "", tt.centres)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("Merge() = %v, want an error saying %q", err, tt.want)
			}
		})
	}
	if _, _, err := merge.Merge("", "", []merge.Centre{a, b}); err != nil {
		t.Errorf("Merge(a, b) = %v", err)
	}
	problems := kindCentre(t, "f", problem.Started{Game: 1, Seed: 1, Statement: problem.Statement{Kind: problem.Integral, Minutes: 60}})
	if _, _, err := merge.Merge("", "", []merge.Centre{problems, a}); err == nil || !strings.Contains(err.Error(), "centre f: game 1 was not played from a prepared game") {
		t.Errorf("Merge() of a centre that played a problem = %v, want its game refused as no prepared game", err)
	}
}

// kindCentre is a centre of one player whose game 1 starts with start, an
// event of a kind of its own, its log read with every kind.
func kindCentre(tb testing.TB, label string, start arbiter.Event) merge.Centre {
	tb.Helper()
	c := merge.Centre{Label: label, Games: [][]arbiter.Record{nil}, Kinds: kinds.All()}
	for i, e := range []arbiter.Event{arbiter.TournamentCreated{Name: "Simultan " + label, RuleSet: "ro"}, arbiter.PlayerRegistered{Table: 9, Name: "P9"}, start} {
		typ, payload, err := arbiter.Encode(e)
		if err != nil {
			tb.Fatal(err)
		}
		rec := arbiter.Record{Type: typ, Payload: payload}
		if i < 2 {
			c.Tournament = append(c.Tournament, rec)
		} else {
			c.Games[0] = append(c.Games[0], rec)
		}
	}
	return c
}

// BenchmarkMerge merges 20 centres of 30 players over a 20-round prepared
// game.
func BenchmarkMerge(b *testing.B) {
	cs, _ := simultaneous(b, 20, 30, 20)
	b.ReportAllocs()
	for b.Loop() {
		if _, _, err := merge.Merge("", "", cs); err != nil {
			b.Fatal(err)
		}
	}
}

package scoresheet_test

import (
	"bytes"
	"math/rand/v2"
	"os"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"arbiter/arbiter/free/gcg"
	"arbiter/arbiter/free/scoresheet"
	"arbiter/scoring"
	"arbiter/scoring/solver"
)

// games is how many random games TestCheck_RandomGames plays: 1,000 when
// ARBITER_LONG_TESTS=1 (as CI runs it), fewer otherwise.
func games() int {
	if os.Getenv("ARBITER_LONG_TESTS") == "1" {
		return 1000
	}
	return 40
}

// TestCheck_RandomGames plays random legal games of 2, 3 and 4 players
// (the classic game of seeds 000–002), under the Romanian rules and the
// Italian ones, with the solver's moves,
// some passes, exchanges, plays taken off, withdrawn or upheld, and scores
// written wrong, each scored by slowScore and ended by the simulation's
// own reading of RULES §10.1; the check must find every score, every
// wrong score written and the same end. Each game then goes through GCG
// (ToGCG, Write, Read, FromGCG) and checks to the same result.
func TestCheck_RandomGames(t *testing.T) {
	rs, _ := scoring.Builtin("ro")
	gen := solver.New(rs, graph(t))
	ro, it := rules(t, "ro"), rules(t, "it")
	endings, players := map[scoresheet.Ending]int{}, map[int]int{}
	for seed := range uint64(games()) {
		s := newSim(rs, gen, seed, 2+int(seed%3))
		r := ro
		if s.italian = seed%4 >= 2; s.italian {
			r = it
		}
		s.play()
		sheet, err := scoresheet.Check(rs, r, nil, &s.rec)
		if err != nil {
			t.Fatalf("game %d: Check(): %v", seed, err)
		}
		players[len(s.racks)]++
		for i, c := range sheet.Turns {
			if c.Turn.Kind == scoresheet.Play && c.Move.Score != s.right[i] {
				t.Errorf("game %d, turn %d: %s scored %d, the slow scorer %d", seed, i+1, rs.FormatMove(c.Move), c.Move.Score, s.right[i])
			}
		}
		var wrong []int
		for _, f := range sheet.Findings {
			if f.Code != scoresheet.WrongScore {
				t.Errorf("game %d: finding %s", seed, f.Message)
			}
			wrong = append(wrong, f.Line)
		}
		if !cmp.Equal(wrong, s.wrong) {
			t.Errorf("game %d: wrong scores found on lines %v, written wrong on %v", seed, wrong, s.wrong)
		}
		got := sheet.Result
		if got.Ending != s.end || !cmp.Equal(got.Scores, s.scores) || got.Line != len(s.rec.Turns) {
			t.Fatalf("game %d: ended %v at line %d with %v; the simulation: %v at line %d with %v",
				seed, got.Ending, got.Line, got.Scores, s.end, len(s.rec.Turns), s.scores)
		}
		endings[got.Ending]++
		checkThroughGCG(t, rs, r, seed, sheet)
	}
	t.Logf("endings: %v; games of 2, 3, 4 players: %v", endings, players)
	if endings[scoresheet.WentOut] == 0 || endings[scoresheet.OwnPasses] == 0 || len(endings) < 4 {
		t.Errorf("endings %v: the simulation should reach going out, the Italian passes and at least two other endings", endings)
	}
}

// checkThroughGCG writes a checked game as GCG, reads it back and checks
// it again: the same result, nothing found.
func checkThroughGCG(t *testing.T, rs *scoring.RuleSet, r scoresheet.Rules, seed uint64, sheet *scoresheet.Sheet) {
	t.Helper()
	names := []gcg.Player{{Nick: "ana", Name: "Ana"}, {Nick: "dan", Name: "Dan"}, {Nick: "eva", Name: "Eva"}, {Nick: "ion", Name: "Ion"}}
	g, err := scoresheet.ToGCG(sheet, names[:len(sheet.Result.Scores)])
	if err != nil {
		t.Fatalf("game %d: ToGCG(): %v", seed, err)
	}
	var b bytes.Buffer
	if err := gcg.Write(&b, g); err != nil {
		t.Fatalf("game %d: Write(): %v", seed, err)
	}
	back, err := gcg.Read(&b)
	if err != nil {
		t.Fatalf("game %d: Read(): %v", seed, err)
	}
	rec, err := scoresheet.FromGCG(back)
	if err != nil {
		t.Fatalf("game %d: FromGCG(): %v", seed, err)
	}
	again, err := scoresheet.Check(rs, r, nil, rec)
	if err != nil {
		t.Fatalf("game %d: Check() of the GCG: %v", seed, err)
	}
	if diff := cmp.Diff(sheet.Result, again.Result, cmp.FilterPath(func(p cmp.Path) bool { return p.String() == "Line" }, cmp.Ignore())); diff != "" {
		t.Errorf("game %d: result through GCG (-want +got):\n%s", seed, diff)
	}
	for _, f := range again.Findings {
		t.Errorf("game %d: through GCG: %s", seed, f.Message)
	}
}

// sim plays a random game of 2 to 4 players and keeps its record, the right
// score of each turn (by slowScore), the lines written wrong and its end.
type sim struct {
	rs     *scoring.RuleSet
	gen    *solver.Generator
	rng    *rand.Rand
	board  scoring.Board
	bag    []byte
	racks  []scoring.Rack
	scores []int
	rec    scoresheet.Record
	right  []int
	wrong  []int
	end    scoresheet.Ending
	// the runs of the endings
	passes, scoreless int
	marks             [][]byte
	// italian: the rules of seeds 000–001 (a player passing twice ends the
	// game, a challenge upheld costs the challenger a turn, no wrong-play
	// or draw rule) instead of seed 004's.
	italian bool
}

func newSim(rs *scoring.RuleSet, gen *solver.Generator, seed uint64, players int) *sim {
	s := &sim{rs: rs, gen: gen, rng: rand.New(rand.NewPCG(seed, 2026)), rec: scoresheet.Record{Players: []string{"Ana", "Dan", "Eva", "Ion"}[:players]},
		racks: make([]scoring.Rack, players), scores: make([]int, players), marks: make([][]byte, players)}
	full := rs.FullBag()
	for i, n := range full {
		for range n {
			s.bag = append(s.bag, tileByte(i))
		}
	}
	for p := range s.racks {
		s.draw(p, rs.RackSize)
	}
	return s
}

// tileByte is the letter of rack index i, '?' for the joker.
func tileByte(i int) byte {
	if i == scoring.JokerIndex {
		return '?'
	}
	return byte('A' + i)
}

func (s *sim) draw(p, n int) {
	for ; n > 0 && len(s.bag) > 0; n-- {
		i := s.rng.IntN(len(s.bag))
		s.racks[p].Add(s.bag[i])
		s.bag[i] = s.bag[len(s.bag)-1]
		s.bag = s.bag[:len(s.bag)-1]
	}
}

// play plays turns until the game ends (or 300 turns); under the Italian
// rules the challenger of a play upheld, the next player, loses a turn.
func (s *sim) play() {
	for p := 0; s.end == scoresheet.Unfinished && len(s.rec.Turns) < 300; p = (p + 1) % len(s.racks) {
		if s.turn(p) && s.italian {
			p = (p + 1) % len(s.racks)
		}
	}
}

// turn plays one random turn of player p and reports whether it was a
// play upheld.
func (s *sim) turn(p int) bool {
	t := scoresheet.Turn{Player: p, Rack: s.racks[p].String()}
	moves := s.gen.All(&s.board, s.racks[p])
	r := s.rng.IntN(100)
	right := 0
	switch {
	case len(moves) == 0 || r < 4:
		t.Kind = scoresheet.Pass
	case r < 8 && len(s.bag) >= 7:
		t.Kind = scoresheet.Exchange
		t.Tiles = s.exchange(p)
	default:
		m := moves[s.rng.IntN(min(len(moves), 6))]
		t.Kind, t.Pos, t.Word = scoresheet.Play, m.Pos, s.written(m)
		right = slowScore(s.rs, &s.board, m.Placed)
		t.Score, t.Scored = right, true
		if s.rng.IntN(10) == 0 {
			t.Score++
			s.wrong = append(s.wrong, len(s.rec.Turns)+1)
		}
		switch {
		case r < 13:
			t.Challenge = scoresheet.Off
		case r < 15:
			t.Challenge = scoresheet.Ambiguous
		case r < 18:
			t.Challenge = scoresheet.Upheld
			s.put(p, m, right)
		default:
			s.put(p, m, right)
		}
	}
	s.rec.Turns = append(s.rec.Turns, t)
	s.right = append(s.right, right)
	s.ends(p, t)
	return t.Challenge == scoresheet.Upheld
}

// written is the word of m as a scoresheet may write it: whole, or with
// '.' for the tiles already on the board (GCG's form), at random.
func (s *sim) written(m scoring.Move) string {
	if s.rng.IntN(2) == 0 {
		return m.Word
	}
	b := []byte(m.Word)
	for i := range b {
		r, c := m.Pos.Row, m.Pos.Col+i
		if m.Pos.Dir == scoring.Down {
			r, c = m.Pos.Row+i, m.Pos.Col
		}
		if s.board.At(r, c) != scoring.Empty {
			b[i] = '.'
		}
	}
	return string(b)
}

// exchange puts back a random part of p's rack, draws as many, and
// returns the tiles put back.
func (s *sim) exchange(p int) string {
	rack := []byte(s.racks[p].String())
	s.rng.Shuffle(len(rack), func(i, j int) { rack[i], rack[j] = rack[j], rack[i] })
	back := rack[:1+s.rng.IntN(len(rack))]
	for _, c := range back {
		s.racks[p].Remove(c)
	}
	s.draw(p, len(back))
	s.bag = append(s.bag, back...)
	return string(back)
}

// put plays m for p: on the board, off the rack, scored, the rack refilled.
func (s *sim) put(p int, m scoring.Move, score int) {
	s.board.Apply(m)
	for _, pl := range m.Placed {
		if pl.Tile.IsJoker() {
			s.racks[p].Remove('?')
		} else {
			s.racks[p].Remove(pl.Tile.Letter())
		}
	}
	s.scores[p] += score
	s.draw(p, len(m.Placed))
}

// ends applies the simulation's reading of the endings after p's turn t:
// going out, then three wrong plays (or two and a pass) of p's, then a
// pass by each in a row, then three turns with no play standing, an
// exchange breaking that run. Going out, a player adds every other rack,
// whose owner loses it; after the passes each loses their own.
func (s *sim) ends(p int, t scoresheet.Turn) {
	stood := t.Kind == scoresheet.Play && (t.Challenge == scoresheet.Unchallenged || t.Challenge == scoresheet.Upheld)
	mark := byte('o')
	switch {
	case t.Kind == scoresheet.Pass:
		mark = 'p'
		s.passes++
	case t.Kind == scoresheet.Play && t.Challenge == scoresheet.Off:
		mark = 'w'
	}
	if t.Kind != scoresheet.Pass {
		s.passes = 0
	}
	s.scoreless++
	if stood || t.Kind == scoresheet.Exchange {
		s.scoreless = 0
	}
	s.marks[p] = append(s.marks[p], mark)
	last := string(s.marks[p][max(0, len(s.marks[p])-3):])
	own := string(s.marks[p][max(0, len(s.marks[p])-2):])
	switch {
	case stood && len(s.bag) == 0 && s.racks[p].Len() == 0:
		s.end = scoresheet.WentOut
		for q := range s.racks {
			v := s.value(q)
			s.scores[p] += v
			s.scores[q] -= v
		}
	case s.italian && own == "pp":
		s.end = scoresheet.OwnPasses
		s.rec.EndRacks = make([]string, len(s.racks)) // as a scorekeeper writes them: the record shows not all
		for q := range s.racks {
			s.scores[q] -= s.value(q)
			s.rec.EndRacks[q] = s.racks[q].String()
		}
	case s.italian:
	case last == "www" || len(last) == 3 && strings.Count(last, "w") == 2 && strings.Count(last, "p") == 1:
		s.end = scoresheet.WrongPlays
	case s.passes == len(s.racks):
		s.end = scoresheet.Passes
		for q := range s.racks {
			s.scores[q] -= s.value(q)
		}
	case s.scoreless == 3:
		s.end = scoresheet.Scoreless
	}
}

// value is the points of the tiles on p's rack.
func (s *sim) value(p int) int {
	v := 0
	for _, c := range s.racks[p].String() {
		if c != '?' {
			v += s.rs.Value(scoring.Tile(c))
		}
	}
	return v
}

// slowScore scores the tiles placed on b by reading the board after them
// square by square (RULES §3): every run of two tiles or more through a
// placed tile along the line of the placement and across it, letter
// premiums on placed tiles only, word premiums of the placed tiles
// multiplying their words, 50 for the whole rack of 7.
func slowScore(rs *scoring.RuleSet, b *scoring.Board, placed []scoring.Placement) int {
	after := *b
	isNew := map[[2]int]bool{}
	for _, p := range placed {
		after.Set(p.Row, p.Col, p.Tile)
		isNew[[2]int{p.Row, p.Col}] = true
	}
	runs := map[[4]int]bool{} // each word once: its first square and its step
	for _, p := range placed {
		for _, step := range [][2]int{{0, 1}, {1, 0}} {
			r, c := p.Row, p.Col
			for after.At(r-step[0], c-step[1]) != scoring.Empty {
				r, c = r-step[0], c-step[1]
			}
			runs[[4]int{r, c, step[0], step[1]}] = true
		}
	}
	total := 0
	for run := range runs {
		sum, mul, n := 0, 1, 0
		for r, c := run[0], run[1]; after.At(r, c) != scoring.Empty; r, c = r+run[2], c+run[3] {
			v := rs.Value(after.At(r, c))
			if isNew[[2]int{r, c}] {
				v *= scoring.PremiumAt(r, c).LetterMultiplier()
				mul *= scoring.PremiumAt(r, c).WordMultiplier()
			}
			sum += v
			n++
		}
		if n >= 2 {
			total += sum * mul
		}
	}
	if len(placed) == 7 {
		total += 50
	}
	return total
}

// benchRecord returns the record of the first random game of 30 turns or
// more, racks written.
func benchRecord(b *testing.B, rs *scoring.RuleSet) *scoresheet.Record {
	gen := solver.New(rs, graph(b))
	for seed := uint64(0); ; seed++ {
		s := newSim(rs, gen, seed, 2)
		s.play()
		if len(s.rec.Turns) >= 30 {
			return &s.rec
		}
	}
}

// BenchmarkCheck checks a whole record of a random game of 30 turns or
// more, racks written.
func BenchmarkCheck(b *testing.B) {
	rs, _ := scoring.Builtin("ro")
	ro := rules(b, "ro")
	rec := benchRecord(b, rs)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := scoresheet.Check(rs, ro, nil, rec); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(len(rec.Turns)), "turns")
}

// BenchmarkCheckGCG reads the same game from its GCG file and checks it:
// what importing a game record costs.
func BenchmarkCheckGCG(b *testing.B) {
	rs, _ := scoring.Builtin("ro")
	ro := rules(b, "ro")
	sheet, err := scoresheet.Check(rs, ro, nil, benchRecord(b, rs))
	if err != nil {
		b.Fatal(err)
	}
	g, err := scoresheet.ToGCG(sheet, []gcg.Player{{Nick: "ana"}, {Nick: "dan"}})
	if err != nil {
		b.Fatal(err)
	}
	var file bytes.Buffer
	if err := gcg.Write(&file, g); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		read, err := gcg.Read(bytes.NewReader(file.Bytes()))
		if err != nil {
			b.Fatal(err)
		}
		rec, err := scoresheet.FromGCG(read)
		if err != nil {
			b.Fatal(err)
		}
		if _, err := scoresheet.Check(rs, ro, nil, rec); err != nil {
			b.Fatal(err)
		}
	}
	b.SetBytes(int64(file.Len()))
}

// BenchmarkJudge judges a play of three words, diacritics included.
func BenchmarkJudge(b *testing.B) {
	lex := graph(b)
	words := []string{"CASA", "ȘTIRE", "AS"}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := scoresheet.Judge(lex, words); err != nil {
			b.Fatal(err)
		}
	}
}

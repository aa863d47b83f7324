package anticipation

import (
	"bytes"
	"math/rand/v2"
	"os"
	"testing"

	"arbiter/scoring"
	"arbiter/scoring/lexicon"
	"arbiter/scoring/solver"
)

// shortGraph compiles testdata/ro-short.txt.gz (words of 2–5 letters).
func shortGraph(t testing.TB, rs *scoring.RuleSet) *lexicon.Graph {
	return compileList(t, rs, "testdata/ro-short.txt.gz")
}

// compileList compiles the word list at path for rs.
func compileList(t testing.TB, rs *scoring.RuleSet, path string) *lexicon.Graph {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	g, _, err := lexicon.Compile(f, rs)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// bruteMove is one written move as the brute force sees it.
type bruteMove struct {
	round, move int
	tiles       []scoring.Placement // nil: it places nothing
	legal       bool                // legal when made
	played      int
	explicit    bool // cancelled by the player
	withdrawn   bool
}

// brute is a second, slower reading of RULES §8.5, written apart from
// Adjudicate: it recomputes the whole standing set from scratch in one
// pass whenever it needs it, finds a move's tiles and checks and scores
// it with its own code (no scoring.Check).
type brute struct {
	rs    *scoring.RuleSet
	lex   scoring.Lexicon
	moves []bruteMove
}

// standing returns which moves stand: in order, a move stands when it
// placed tiles, was legal when made, is not cancelled by the player, and is
// legal on the board of the earlier moves that stand.
func (b *brute) standing() []bool {
	out := make([]bool, len(b.moves))
	var board scoring.Board
	for i, m := range b.moves {
		if m.tiles == nil || !m.legal || m.explicit {
			continue
		}
		if _, ok := b.score(&board, m.tiles); ok {
			out[i] = true
			put(&board, m.tiles)
		}
	}
	return out
}

// boards returns the player's board (placed, not withdrawn) and the board
// of the moves that stand.
func (b *brute) boards() (physical, standing scoring.Board) {
	st := b.standing()
	for i, m := range b.moves {
		if m.tiles != nil && !m.withdrawn {
			put(&physical, m.tiles)
		}
		if st[i] {
			put(&standing, m.tiles)
		}
	}
	return physical, standing
}

// cancel applies "Anulez turul" on move k: it and the moves it brings
// down are withdrawn.
func (b *brute) cancel(k int) {
	before := b.standing()
	b.moves[k].explicit = true
	after := b.standing()
	b.moves[k].withdrawn = true
	for i := range b.moves {
		if before[i] && !after[i] {
			b.moves[i].withdrawn = true
		}
	}
}

// play reads a written move with rack on the current boards.
func (b *brute) play(round, move int, w Written, rack scoring.Rack) {
	m := bruteMove{round: round, move: move}
	physical, standing := b.boards()
	play, err := parsePlay(b.rs, w)
	if err == nil {
		m.tiles = fit(&physical, play, rack)
	}
	if m.tiles != nil && whole(&physical, play) {
		m.played, m.legal = b.score(&standing, m.tiles)
	}
	b.moves = append(b.moves, m)
}

// fit returns the tiles play puts on board: the squares of its word that
// are empty, nil if a letter differs from its square's, the word runs off
// the board, or the tiles are not in rack.
func fit(board *scoring.Board, play scoring.Play, rack scoring.Rack) []scoring.Placement {
	dr, dc := 0, 1
	if play.Pos.Dir == scoring.Down {
		dr, dc = 1, 0
	}
	r, c := play.Pos.Row, play.Pos.Col
	var tiles []scoring.Placement
	for i := 0; i < len(play.Word); i, r, c = i+1, r+dr, c+dc {
		if !on(r, c) {
			return nil
		}
		t := scoring.Tile(play.Word[i])
		if have := board.At(r, c); have != scoring.Empty {
			if have.Letter() != t.Letter() {
				return nil
			}
			continue
		}
		from := int(t.Letter() - 'A')
		if t.IsJoker() {
			from = scoring.JokerIndex
		}
		if rack[from] == 0 {
			return nil
		}
		rack[from]--
		tiles = append(tiles, scoring.Placement{Row: r, Col: c, Tile: t})
	}
	if len(tiles) == 0 {
		return nil
	}
	return tiles
}

// whole reports whether play's word is the whole run of tiles on board:
// no tile just before its first letter or just after its last.
func whole(board *scoring.Board, play scoring.Play) bool {
	dr, dc := 0, 1
	if play.Pos.Dir == scoring.Down {
		dr, dc = 1, 0
	}
	r, c := play.Pos.Row, play.Pos.Col
	n := len(play.Word)
	before := on(r-dr, c-dc) && board.At(r-dr, c-dc) != scoring.Empty
	after := on(r+n*dr, c+n*dc) && board.At(r+n*dr, c+n*dc) != scoring.Empty
	return !before && !after
}

// score checks tiles as a move on board and scores it: one line, no gap,
// touching the board (or the centre with 2 tiles on an empty board), every
// run of 2 letters or more through a tile a word of the lexicon.
func (b *brute) score(board *scoring.Board, tiles []scoring.Placement) (int, bool) {
	after := *board
	isNew := map[[2]int]bool{}
	sameRow, sameCol := true, true
	touches, centre := false, false
	for _, t := range tiles {
		if after.At(t.Row, t.Col) != scoring.Empty {
			return 0, false
		}
		after.Set(t.Row, t.Col, t.Tile)
		isNew[[2]int{t.Row, t.Col}] = true
		sameRow = sameRow && t.Row == tiles[0].Row
		sameCol = sameCol && t.Col == tiles[0].Col
		centre = centre || (t.Row == scoring.Center && t.Col == scoring.Center)
		for _, d := range [4][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
			if on(t.Row+d[0], t.Col+d[1]) && board.At(t.Row+d[0], t.Col+d[1]) != scoring.Empty {
				touches = true
			}
		}
	}
	if !sameRow && !sameCol {
		return 0, false
	}
	if board.Tiles() == 0 {
		if !centre || len(tiles) < 2 {
			return 0, false
		}
	} else if !touches {
		return 0, false
	}
	// No gap: every square between the first and last tile is filled.
	first, last := tiles[0], tiles[len(tiles)-1]
	for r := min(first.Row, last.Row); r <= max(first.Row, last.Row); r++ {
		for c := min(first.Col, last.Col); c <= max(first.Col, last.Col); c++ {
			if after.At(r, c) == scoring.Empty {
				return 0, false
			}
		}
	}
	total, words := 0, 0
	seen := map[[3]int]bool{}
	for _, t := range tiles {
		for dir, d := range [2][2]int{{0, 1}, {1, 0}} {
			r, c := t.Row, t.Col
			for on(r-d[0], c-d[1]) && after.At(r-d[0], c-d[1]) != scoring.Empty {
				r, c = r-d[0], c-d[1]
			}
			if seen[[3]int{r, c, dir}] {
				continue
			}
			seen[[3]int{r, c, dir}] = true
			word, sum, mult := []byte{}, 0, 1
			for ; on(r, c) && after.At(r, c) != scoring.Empty; r, c = r+d[0], c+d[1] {
				tile := after.At(r, c)
				word = append(word, tile.Letter())
				v := b.rs.Value(tile)
				if isNew[[2]int{r, c}] {
					p := scoring.PremiumAt(r, c)
					v *= p.LetterMultiplier()
					mult *= p.WordMultiplier()
				}
				sum += v
			}
			if len(word) < 2 {
				continue
			}
			if !b.lex.Contains(string(word)) {
				return 0, false
			}
			total += sum * mult
			words++
		}
	}
	if words == 0 {
		return 0, false
	}
	if len(tiles) == 7 {
		total += b.rs.Bingo.Bonus
	}
	return total, true
}

// put sets tiles on board.
func put(board *scoring.Board, tiles []scoring.Placement) {
	for _, t := range tiles {
		board.Set(t.Row, t.Col, t.Tile)
	}
}

// randomSheet plays a random classic game with gen: legal moves of the
// player's board, some written one square off (often not legal), some
// cancellations, some passes. With jokers the groups are the ro bag;
// without, the groups are drawn from its 98 letters, A and L again
// besides group 1, and hold no joker: a move written one square off
// may then need a joker it does not mark, which §5 reads and the brute
// force does not.
func randomSheet(rng *rand.Rand, rs *scoring.RuleSet, lex scoring.Lexicon, gen *solver.Generator, jokers bool) (Sheet, *brute) {
	var bag []byte
	left := rs.FullBag()
	if jokers {
		left = left.Minus(rack("AL"))
		bag = bytes.Repeat([]byte{'?'}, left.Jokers())
	}
	for l := byte('A'); l <= 'Z'; l++ {
		for range left.Count(l) {
			bag = append(bag, l)
		}
	}
	rng.Shuffle(len(bag), func(i, j int) { bag[i], bag[j] = bag[j], bag[i] })
	s := Sheet{Form: Classic}
	s.Groups[0] = rack("AL")
	for n := 1; n < NumGroups; n++ {
		s.Groups[n] = rack(string(bag[:GroupLen]))
		bag = bag[GroupLen:]
	}
	order := rng.Perm(NumGroups - 1)
	b := &brute{rs: rs, lex: lex}
	for r := 1; r <= NumRounds; r++ {
		sl := Slip{Group: order[r-1] + 2}
		if r > 1 && rng.IntN(4) == 0 {
			n := 1 + rng.IntN(r-1)
			k := b.find(n)
			if k >= 0 && !b.moves[k].explicit {
				sl.Cancel = []int{n}
				b.cancel(k)
			}
		}
		groups := []int{sl.Group}
		if r == 1 {
			groups = []int{1, sl.Group}
		}
		for i, g := range groups {
			physical, _ := b.boards()
			moves := gen.All(&physical, s.Groups.Group(g))
			if len(moves) == 0 || (i > 0 || r > 1) && rng.IntN(8) == 0 {
				break
			}
			m := moves[rng.IntN(len(moves))]
			pos := m.Pos
			if rng.IntN(5) == 0 {
				pos.Row = min(pos.Row+1, scoring.Size-1)
			}
			w := Written{Position: rs.FormatPosition(pos), Word: m.Word, Score: Figure{m.Score, true}}
			sl.Moves = append(sl.Moves, w)
			b.play(r, i, w, s.Groups.Group(g))
		}
		sl.Pass = len(sl.Moves) == 0
		if r == 1 && len(sl.Moves) == 0 {
			sl.Pass = false
		}
		s.Rounds = append(s.Rounds, sl)
	}
	return s, b
}

// find returns the index of the move "Anulez turul n" cancels, -1 if none.
func (b *brute) find(n int) int {
	want := 0
	if n == 1 {
		want = 1
	}
	for k, m := range b.moves {
		if m.round == n && m.move == want {
			return k
		}
	}
	return -1
}

// rack reads letters as a rack.
func rack(s string) scoring.Rack {
	var r scoring.Rack
	for i := 0; i < len(s); i++ {
		r.Add(s[i])
	}
	return r
}

// RULES §8.5: on random games with cancellations and moves that are not
// legal, Adjudicate and the brute force agree on every move's verdict,
// its score when made and what it counts at the end.
func TestCascadeAgreesWithBruteForce(t *testing.T) {
	rs, _ := scoring.Builtin("ro")
	g := shortGraph(t, rs)
	gen := solver.New(rs, g)
	j := Judge{RS: rs, Lex: g}
	rng := rand.New(rand.NewPCG(8, 14))
	cancelled, invalid := 0, 0
	for game := range 60 {
		s, b := randomSheet(rng, rs, g, gen, false)
		res, err := j.Adjudicate(&s)
		if err != nil {
			t.Fatalf("game %d: %v", game, err)
		}
		st := b.standing()
		var standing scoring.Board
		for k, m := range b.moves {
			got := res.Rounds[m.round-1].Moves[m.move]
			want, score := StatusInvalid, 0
			switch {
			case st[k]:
				want = StatusValid
				score, _ = b.score(&standing, m.tiles)
				put(&standing, m.tiles)
			case m.legal:
				want = StatusCancelled
			}
			if got.Status != want || got.Played != m.played || got.Score != score {
				t.Fatalf("game %d, round %d move %d (%s %s): %s played %d counts %d (%+v), brute force %s %d %d",
					game, m.round, m.move+1, got.Written.Position, got.Written.Word, got.Status, got.Played, got.Score, got.Reason,
					want, m.played, score)
			}
			switch want {
			case StatusCancelled:
				cancelled++
			case StatusInvalid:
				invalid++
			}
		}
	}
	if cancelled < 20 || invalid < 20 {
		t.Errorf("only %d cancelled and %d invalid moves: the games test little", cancelled, invalid)
	}
}

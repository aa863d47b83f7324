package scoring

import (
	"cmp"
	"math/rand/v2"
	"slices"
	"testing"
)

// TestCheck_property places random tiles on random positions and compares
// Check with a direct reading of RULES §3: the move is legal exactly when its
// new tiles lie on one line with no empty square between them, the first move
// covers the centre with 2 tiles or more, a later move has a new tile next to
// an old one, and it places at most 7 tiles; its words are then every run of
// 2+ tiles through a new tile, each scored with the premiums under new tiles.
func TestCheck_property(t *testing.T) {
	rs := mustRules(t, "ro")
	rng := rand.New(rand.NewPCG(1, 2))
	games, legal := 300, 0
	if testing.Short() {
		games = 50
	}
	for game := 0; game < games; game++ {
		var b Board
		for tries := 0; tries < 60 && b.Tiles() < 120; tries++ {
			placed := randomPlacement(rng, &b)
			play, ok := playFor(&b, placed)
			if !ok {
				continue
			}
			m, err := Check(rs, nil, &b, nil, play)
			want, wantLegal := directReading(rs, &b, placed)
			if (err == nil) != wantLegal {
				t.Fatalf("board\n%splay %s placing %v: Check error %v, legal by RULES §3: %v",
					b.String(), rs.FormatPlay(play), placed, err, wantLegal)
			}
			if err != nil {
				continue
			}
			legal++
			got := slices.Clone(m.Words)
			slices.SortFunc(got, compareWords)
			if !slices.Equal(got, want.Words) || m.Score != want.Score || m.Bingo != want.Bingo {
				t.Fatalf("board\n%splay %s: Check %v = %d, direct %v = %d", b.String(), rs.FormatPlay(play), m.Words, m.Score, want.Words, want.Score)
			}
			if m.Words[0].Pos != play.Pos || len(m.Placed) != len(placed) {
				t.Fatalf("play %s: main word %+v, placed %v", rs.FormatPlay(play), m.Words[0], m.Placed)
			}
			b.Apply(m)
		}
	}
	t.Logf("%d legal moves in %d games", legal, games)
	if legal < games*5 {
		t.Errorf("only %d legal moves in %d games: the generator tests too little", legal, games)
	}
}

// compareWords orders words by position, then direction.
func compareWords(a, b WordScore) int {
	return cmp.Or(cmp.Compare(a.Pos.Row, b.Pos.Row), cmp.Compare(a.Pos.Col, b.Pos.Col), cmp.Compare(a.Pos.Dir, b.Pos.Dir))
}

// randomPlacement picks 1–8 empty squares on one line near the centre or near
// the tiles on b, with random letters (a joker now and then).
func randomPlacement(rng *rand.Rand, b *Board) []Placement {
	const letters = "AAEEIIRRTTNNUULLCCSSOO"
	dr, dc := 0, 1
	if rng.IntN(2) == 1 {
		dr, dc = 1, 0
	}
	r, c := rng.IntN(Size), rng.IntN(Size)
	if b.IsEmpty() || rng.IntN(4) > 0 { // start near the centre most of the time
		r, c = Center-3+rng.IntN(7), Center-3+rng.IntN(7)
	}
	n := 1 + rng.IntN(8)
	var out []Placement
	jokers := 0
	for ; r < Size && c < Size && len(out) < n; r, c = r+dr, c+dc {
		if b.At(r, c) != Empty {
			continue
		}
		if rng.IntN(5) == 0 && len(out) > 0 { // leave a gap now and then
			continue
		}
		t := Tile(letters[rng.IntN(len(letters))])
		if jokers < 2 && rng.IntN(10) == 0 {
			t, jokers = JokerTile(byte(t)), jokers+1
		}
		out = append(out, Placement{Row: r, Col: c, Tile: t})
	}
	return out
}

// playFor writes placed tiles as a play: the whole run along their line, read
// along the other line when a single tile makes no word along its own. It
// reports false when the tiles leave a gap that no play can describe.
func playFor(b *Board, placed []Placement) (Play, bool) {
	if len(placed) == 0 {
		return Play{}, false
	}
	after := *b
	for _, p := range placed {
		after.Set(p.Row, p.Col, p.Tile)
	}
	dir := Across
	if len(placed) > 1 && placed[0].Col == placed[1].Col {
		dir = Down
	}
	if len(placed) == 1 && runAt(&after, placed[0].Row, placed[0].Col, dir).n == 1 {
		dir = Down
	}
	run := runAt(&after, placed[0].Row, placed[0].Col, dir)
	last := placed[len(placed)-1]
	if !run.covers(last.Row, last.Col) {
		return Play{}, false // a gap: not a move a slip can write
	}
	return Play{Pos: run.pos, Word: tileString(run.tiles(&after))}, true
}

// run is a maximal line of tiles on a board.
type run struct {
	pos Position
	n   int
}

// runAt returns the run through (r, c) along dir on b.
func runAt(b *Board, r, c int, dir Direction) run {
	dr, dc := 0, 1
	if dir == Down {
		dr, dc = 1, 0
	}
	for b.At(r-dr, c-dc) != Empty {
		r, c = r-dr, c-dc
	}
	n := 1
	for b.At(r+n*dr, c+n*dc) != Empty {
		n++
	}
	return run{Position{Row: r, Col: c, Dir: dir}, n}
}

// step returns the row and column of the run's k-th square.
func (ru run) step(k int) (int, int) {
	if ru.pos.Dir == Down {
		return ru.pos.Row + k, ru.pos.Col
	}
	return ru.pos.Row, ru.pos.Col + k
}

// covers reports whether the run holds the square at r, c.
func (ru run) covers(r, c int) bool {
	for k := 0; k < ru.n; k++ {
		if rr, cc := ru.step(k); rr == r && cc == c {
			return true
		}
	}
	return false
}

// tiles returns the run's tiles on b.
func (ru run) tiles(b *Board) []Tile {
	out := make([]Tile, ru.n)
	for k := range out {
		out[k] = b.At(ru.step(k))
	}
	return out
}

// directReading scores placed on b straight from RULES §3, and says whether
// the placement is legal, words unchecked.
func directReading(rs *RuleSet, b *Board, placed []Placement) (Move, bool) {
	after := *b
	isNew := map[[2]int]bool{}
	touches, center := false, false
	for _, p := range placed {
		after.Set(p.Row, p.Col, p.Tile)
		isNew[[2]int{p.Row, p.Col}] = true
		center = center || p.Row == Center && p.Col == Center
		for _, d := range [4][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
			touches = touches || b.At(p.Row+d[0], p.Col+d[1]) != Empty
		}
	}
	if len(placed) > rs.RackSize || b.IsEmpty() && (!center || len(placed) < 2) || !b.IsEmpty() && !touches {
		return Move{}, false
	}
	var m Move
	seen := map[run]bool{}
	for _, p := range placed {
		for _, dir := range []Direction{Across, Down} {
			ru := runAt(&after, p.Row, p.Col, dir)
			if ru.n < 2 || seen[ru] {
				continue
			}
			seen[ru] = true
			sum, mult := 0, 1
			for k := 0; k < ru.n; k++ {
				r, c := ru.step(k)
				v := rs.Value(after.At(r, c))
				if isNew[[2]int{r, c}] {
					v *= PremiumAt(r, c).LetterMultiplier()
					mult *= PremiumAt(r, c).WordMultiplier()
				}
				sum += v
			}
			m.Words = append(m.Words, WordScore{Pos: ru.pos, Word: tileString(ru.tiles(&after)), Score: sum * mult})
			m.Score += sum * mult
		}
	}
	if m.Bingo = len(placed) == 7; m.Bingo {
		m.Score += 50
	}
	slices.SortFunc(m.Words, compareWords)
	return m, true
}

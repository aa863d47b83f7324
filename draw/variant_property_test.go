package draw_test

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"arbiter/draw"
	"arbiter/scoring"
)

// fakeVariantTop stands in for the solver's variant top (RULES §7): like
// fakeTop it places random tiles on the next empty squares, taking what the
// variant allows: letters chosen from the stock (Completiv, Superjoker), one
// swap (Metagrama), at most 7 of 8 (Eliptic), one move per group in either
// order (Tactic, the first group first when the order is fixed).
func fakeVariantTop(seed uint64) draw.VariantTopFunc {
	rng := rand.New(rand.NewPCG(seed, 11))
	pick := func(r scoring.Rack, most int) scoring.Rack {
		tiles := []byte(r.String())
		rng.Shuffle(len(tiles), func(i, j int) { tiles[i], tiles[j] = tiles[j], tiles[i] })
		var out scoring.Rack
		for _, c := range tiles[:min(len(tiles), 1+rng.IntN(max(most, 1)))] {
			out.Add(c)
		}
		return out
	}
	place := func(next int, r scoring.Rack) scoring.Move {
		var m scoring.Move
		for _, c := range []byte(r.String()) {
			t := scoring.Tile(c)
			if c == '?' {
				t = scoring.JokerTile('E')
			}
			m.Placed = append(m.Placed, scoring.Placement{Row: next / scoring.Size, Col: next % scoring.Size, Tile: t})
			next++
		}
		m.Score = r.Len()
		return m
	}
	return func(b *scoring.Board, o scoring.Offer) (scoring.VariantMove, bool) {
		var t scoring.VariantMove
		switch o.Variant {
		case scoring.Tactic:
			groups := []scoring.Rack{o.Rack, o.Rack2}
			if !o.FixedOrder && o.Rack2.Len() > 0 && rng.IntN(2) == 0 {
				groups[0], groups[1] = groups[1], groups[0]
				t.Rack2First = true
			}
			next := b.Tiles()
			for _, g := range groups {
				if g.Len() == 0 {
					continue
				}
				m := place(next, pick(g, g.Len()))
				next += len(m.Placed)
				t.Moves = append(t.Moves, m)
			}
		default:
			rack, stock := o.Rack, o.Stock
			var chosen scoring.Rack
			switch k := o.Variant.Chosen(); {
			case k > 0 && stock.Len() > 0:
				chosen = pick(stock, k)
			case o.Variant == scoring.Metagrama && stock.Len() > 0 && rng.IntN(2) == 0:
				chosen = pick(stock, 1)
				given := pick(rack, 1)
				t.Returned = given.String()[0]
				rack = rack.Minus(given)
			}
			used := pick(rack, min(rack.Len(), scoring.Size)).Plus(chosen)
			for used.Len() > 7 {
				used = used.Minus(pick(used.Minus(chosen), 1))
			}
			t.Chosen = chosen.String()
			t.Moves = []scoring.Move{place(b.Tiles(), used)}
		}
		for _, m := range t.Moves {
			t.Score += m.Score
		}
		return t, len(t.Moves) > 0
	}
}

// checkVariantGame replays a prepared game of a variant round by round and
// checks RULES §7 on every draw: tile conservation, the rack (group) sizes,
// the remainders the tops leave, the minimums and the ends.
func checkVariantGame(rs *scoring.RuleSet, exists draw.ExistsFunc, game draw.Game) error {
	v := game.Variant
	size := v.Drawn(rs.RackSize)
	var board scoring.Board
	bag, kept, kept2 := rs.FullBag(), scoring.Rack{}, scoring.Rack{}
	total := 0
	check := func(res draw.Result) error {
		left := bag.Plus(kept).Plus(kept2)
		if boardTiles(&board).Plus(left) != rs.FullBag() {
			return fmt.Errorf("board + tiles left != full set")
		}
		if res.End != draw.Playing {
			vw, c, e := counts(rs, left)
			if res.End == draw.GaveUp || (res.End == draw.AllPlayed) != (left.Len() == 0) ||
				(res.End == draw.NoVowel) != (left.Len() > 0 && vw+e == 0) {
				return fmt.Errorf("ended %s with %s left", res.End, left)
			}
			if res.End == draw.NoConsonant && c+e != 0 {
				return fmt.Errorf("ended %s with %s left", res.End, left)
			}
			return nil
		}
		if res.Bag.Plus(res.Rack).Plus(res.Rack2) != left {
			return fmt.Errorf("tiles not conserved: bag %s + %s + %s != %s", res.Bag, res.Rack, res.Rack2, left)
		}
		if res.Rack != res.Remainder.Plus(res.New) || res.Rack2 != res.Remainder2.Plus(res.New2) {
			return fmt.Errorf("rack is not remainder plus new letters")
		}
		want1, want2 := kept, kept2
		if v == scoring.Tactic && bag.Len() == 0 && kept.Len() == 0 {
			want1, want2 = kept2, scoring.Rack{}
		}
		if len(res.Rejected) == 0 && (res.Remainder != want1 || res.Remainder2 != want2) {
			return fmt.Errorf("remainder %s / %s, the previous top left %s / %s", res.Remainder, res.Remainder2, want1, want2)
		}
		req, want := res.Requirement, roundMinimum(res.Round)
		if v == scoring.Tactic {
			want = draw.TacticMinimum
		}
		if vw, c, e := counts(rs, res.Rack); !satisfies(vw, c, e, req) && len(res.Waived) == 0 || req.Vowels > want.Vowels || req.Consonants > want.Consonants {
			return fmt.Errorf("rack %s, requirement %+v, round minimum %+v", res.Rack, req, want)
		}
		if v != scoring.Tactic {
			if res.Rack.Len() != min(size, left.Len()) {
				return fmt.Errorf("rack %s of %d tiles, want %d", res.Rack, res.Rack.Len(), min(size, left.Len()))
			}
			if !exists(&board, res.Rack) {
				return fmt.Errorf("accepted rack %s has no move", res.Rack)
			}
			return nil
		}
		if vw, c, e := counts(rs, res.Rack2); !satisfies(vw, c, e, res.Requirement2) {
			return fmt.Errorf("second group %s misses %+v", res.Rack2, res.Requirement2)
		}
		if res.Rack.Len() == 0 || res.Rack.Len() > size || res.Rack2.Len() > size || res.Bag.Len() > 0 && res.Rack.Len()+res.Rack2.Len() != 2*size {
			return fmt.Errorf("groups %s / %s from %d tiles left", res.Rack, res.Rack2, left.Len())
		}
		if !exists(&board, res.Rack) && !(res.Rack2.Len() > 0 && exists(&board, res.Rack2)) {
			return fmt.Errorf("neither group %s / %s has a move", res.Rack, res.Rack2)
		}
		return nil
	}
	for _, r := range game.Rounds {
		if err := check(r.Draw); err != nil {
			return fmt.Errorf("round %d: %w", r.Draw.Round, err)
		}
		o := r.Draw.Offer(v, game.FixedOrder)
		var err error
		if kept, kept2, bag, err = draw.Leave(o, r.Top); err != nil {
			return fmt.Errorf("round %d: %w", r.Draw.Round, err)
		}
		if v != scoring.Tactic && kept.Len()+1 > size {
			return fmt.Errorf("round %d: remainder %s leaves no new letter", r.Draw.Round, kept)
		}
		for _, m := range r.Top.Moves {
			board.Apply(m)
			total += m.Score
		}
		if r.Total != total {
			return fmt.Errorf("round %d: total %d, want %d", r.Draw.Round, r.Total, total)
		}
	}
	if game.Ending.End == draw.Playing {
		return fmt.Errorf("the game has no ending")
	}
	if err := check(game.Ending); err != nil {
		return fmt.Errorf("ending: %w", err)
	}
	if game.Board != board || game.Total != total {
		return fmt.Errorf("final board or total differ from the replay")
	}
	return nil
}

// TestPrepareVariant_RULES_7_properties plays seeded games of every variant
// with fake oracles and checks every draw against RULES §7.
func TestPrepareVariant_RULES_7_properties(t *testing.T) {
	games := uint64(gamesPerRuleSet(t) / 10)
	rs := builtin(t, "ro")
	for _, v := range scoring.Variants {
		t.Run(v.String(), func(t *testing.T) {
			t.Parallel()
			ends := map[draw.End]int{}
			rejections := map[draw.Reason]int{}
			for seed := range games {
				exists := fakeExists(seed)
				game, err := draw.PrepareVariant(rs, v, seed%3 == 0, seed, seed%2 == 1, fakeVariantTop(seed), exists)
				if err != nil {
					t.Fatalf("seed %d: PrepareVariant: %v", seed, err)
				}
				if err := checkVariantGame(rs, exists, game); err != nil {
					t.Fatalf("seed %d: %v", seed, err)
				}
				ends[game.Ending.End]++
				for _, r := range append(game.Rounds, draw.Round{Draw: game.Ending}) {
					for _, rj := range r.Draw.Rejected {
						rejections[rj.Reason]++
					}
				}
			}
			t.Logf("ends %v, rejections %v", ends, rejections)
			if ends[draw.AllPlayed]+ends[draw.NoVowel]+ends[draw.NoConsonant]+ends[draw.NoMoveLeft] != int(games) {
				t.Errorf("ends %v: some game gave up", ends)
			}
			for _, r := range []draw.Reason{draw.Minimum, draw.NoMove} {
				if rejections[r] == 0 {
					t.Errorf("no rack rejected for %s", r)
				}
			}
		})
	}
}

// TestDrawVariant_sizes checks the first rack of each variant on a full bag
// (RULES §7): 7, 6, 5, 7, 8 letters, and Tactic's two groups of 7.
func TestDrawVariant_sizes(t *testing.T) {
	rs := builtin(t, "ro")
	want := map[scoring.Variant][2]int{
		scoring.Classic: {7, 0}, scoring.Completiv: {6, 0}, scoring.Superjoker: {5, 0},
		scoring.Metagrama: {7, 0}, scoring.Eliptic: {8, 0}, scoring.Tactic: {7, 7},
	}
	for _, v := range scoring.Variants {
		res, err := draw.DrawVariant(rs, v, 42, 1, rs.FullBag(), scoring.Rack{}, scoring.Rack{}, draw.Options{})
		if err != nil {
			t.Fatalf("%s: %v", v, err)
		}
		if got := [2]int{res.Rack.Len(), res.Rack2.Len()}; got != want[v] {
			t.Errorf("%s: drew %s / %s, want %v letters", v, res.Rack, res.Rack2, want[v])
		}
		if res.Bag.Len() != 100-want[v][0]-want[v][1] {
			t.Errorf("%s: stock of %d tiles", v, res.Bag.Len())
		}
	}
}

// TestDrawTactic_one_group_left: when the bag is empty and only the second
// group has letters, they are played as the first group, as in the classic
// game (RULES §7.6); both groups of consonants alone end the game.
func TestDrawTactic_one_group_left(t *testing.T) {
	rs := builtin(t, "ro")
	rack := func(s string) scoring.Rack { return mustRack(t, rs, s) }
	res, err := draw.DrawTactic(rs, 1, 30, scoring.Rack{}, scoring.Rack{}, rack("AR"), draw.Options{})
	if err != nil || res.End != draw.Playing || res.Rack != rack("AR") || res.Rack2.Len() != 0 {
		t.Errorf("DrawTactic(second group AR) = %s / %s, end %q, %v; want AR alone", res.Rack, res.Rack2, res.End, err)
	}
	res, err = draw.DrawTactic(rs, 1, 30, scoring.Rack{}, rack("BC"), rack("RST"), draw.Options{})
	if err != nil || res.End != draw.NoVowel {
		t.Errorf("DrawTactic(BC / RST) end %q, %v; want %s", res.End, err, draw.NoVowel)
	}
	res, err = draw.DrawTactic(rs, 1, 30, scoring.Rack{}, rack("AE"), rack("RST"), draw.Options{})
	if err != nil || res.End != draw.Playing || res.Rack != rack("AE") || res.Rack2 != rack("RST") {
		t.Errorf("DrawTactic(AE / RST) = %s / %s, end %q, %v; want the game to go on", res.Rack, res.Rack2, res.End, err)
	}
}

// TestLeave checks what a variant top leaves (RULES §7.2–§7.6): the letters
// of the drawn rack it does not use stay, a chosen letter leaves the stock, a
// letter given up in Metagrama goes back to it; a top that does not fit the
// offer is refused.
func TestLeave(t *testing.T) {
	rs := builtin(t, "ro")
	rack := func(s string) scoring.Rack { return mustRack(t, rs, s) }
	move := func(tiles string) scoring.Move {
		var m scoring.Move
		for i, c := range []byte(tiles) {
			tile := scoring.Tile(c)
			if c >= 'a' {
				tile = scoring.JokerTile(c - 'a' + 'A')
			}
			m.Placed = append(m.Placed, scoring.Placement{Row: 7, Col: i, Tile: tile})
		}
		return m
	}
	tests := []struct {
		name          string
		offer         scoring.Offer
		top           scoring.VariantMove
		rem, rem2, st string
		err           bool
	}{
		{"completiv: chosen U leaves the stock", scoring.Offer{Variant: scoring.Completiv, Rack: rack("ACLMNO"), Stock: rack("UUE?")},
			scoring.VariantMove{Moves: []scoring.Move{move("COLUMNA")}, Chosen: "U"}, "", "", "EU?", false},
		{"completiv: the joker chosen", scoring.Offer{Variant: scoring.Completiv, Rack: rack("ACLMNO"), Stock: rack("E?")},
			scoring.VariantMove{Moves: []scoring.Move{move("COLuMN")}, Chosen: "?"}, "A", "", "E", false},
		{"completiv: two letters chosen", scoring.Offer{Variant: scoring.Completiv, Rack: rack("ACLMNO"), Stock: rack("UE")},
			scoring.VariantMove{Moves: []scoring.Move{move("COLUMNE")}, Chosen: "UE"}, "", "", "", true},
		{"superjoker: two letters chosen", scoring.Offer{Variant: scoring.Superjoker, Rack: rack("CLMNO"), Stock: rack("UAE")},
			scoring.VariantMove{Moves: []scoring.Move{move("COLUMNA")}, Chosen: "UA"}, "", "", "E", false},
		{"superjoker: a chosen letter not in the stock", scoring.Offer{Variant: scoring.Superjoker, Rack: rack("CLMNO"), Stock: rack("UE")},
			scoring.VariantMove{Moves: []scoring.Move{move("COLUMNA")}, Chosen: "UA"}, "", "", "", true},
		{"metagrama: the letter given up goes back", scoring.Offer{Variant: scoring.Metagrama, Rack: rack("ACLMNOX"), Stock: rack("U")},
			scoring.VariantMove{Moves: []scoring.Move{move("COLUMNA")}, Chosen: "U", Returned: 'X'}, "", "", "X", false},
		{"metagrama: a swap not placed", scoring.Offer{Variant: scoring.Metagrama, Rack: rack("ACLMNOX"), Stock: rack("U")},
			scoring.VariantMove{Moves: []scoring.Move{move("CALM")}, Chosen: "U", Returned: 'X'}, "", "", "", true},
		{"eliptic: 7 of 8", scoring.Offer{Variant: scoring.Eliptic, Rack: rack("ACLMNOUZ"), Stock: rack("E")},
			scoring.VariantMove{Moves: []scoring.Move{move("COLUMNA")}}, "Z", "", "E", false},
		{"tactic: free order, second group first", scoring.Offer{Variant: scoring.Tactic, Rack: rack("ACLMNOU"), Rack2: rack("AHLMUVX"), Stock: rack("E")},
			scoring.VariantMove{Moves: []scoring.Move{move("VAH"), move("COLUMNA")}, Rack2First: true}, "", "LMUX", "E", false},
		{"tactic: the first move not from the group said", scoring.Offer{Variant: scoring.Tactic, Rack: rack("ACLMNOU"), Rack2: rack("AHLMUVX")},
			scoring.VariantMove{Moves: []scoring.Move{move("VAH"), move("COLUMNA")}}, "", "", "", true},
		{"tactic: fixed order, a single move with the second group", scoring.Offer{Variant: scoring.Tactic, Rack: rack("ACLMNOU"), Rack2: rack("AHLMUVX"), FixedOrder: true},
			scoring.VariantMove{Moves: []scoring.Move{move("VAH")}, Rack2First: true}, "ACLMNOU", "LMUX", "", false},
	}
	for _, tt := range tests {
		rem, rem2, stock, err := draw.Leave(tt.offer, tt.top)
		switch {
		case tt.err != (err != nil):
			t.Errorf("%s: error %v", tt.name, err)
		case err == nil && (rem != rack(tt.rem) || rem2 != rack(tt.rem2) || stock != rack(tt.st)):
			t.Errorf("%s: left %s / %s, stock %s; want %s / %s, stock %s", tt.name, rem, rem2, stock, tt.rem, tt.rem2, tt.st)
		}
	}
}

// mustRack reads a rack of rs written as letters, '?' for a joker.
func mustRack(tb testing.TB, rs *scoring.RuleSet, s string) scoring.Rack {
	tb.Helper()
	r, err := rs.ParseRack(s)
	if err != nil {
		tb.Fatal(err)
	}
	return r
}

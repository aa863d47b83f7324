package draw_test

import (
	"fmt"
	"testing"

	"arbiter/draw"
	"arbiter/internal/longtest"
	"arbiter/scoring"
)

// gamesPerRuleSet is the number of seeded games each property test plays
// per rule set: 10000 with $ARBITER_LONG_TESTS=1 (CI), the first 1000
// seeds otherwise.
func gamesPerRuleSet(tb testing.TB) int { return longtest.Size(tb, 10000, 1000) }

// counts returns the vowels, consonants and either tiles of r by the rule
// set's letter classes (RULES §2), computed here independently of draw.
func counts(rs *scoring.RuleSet, r scoring.Rack) (v, c, e int) {
	s := r.String()
	for i := range len(s) {
		switch l := s[i]; {
		case l == '?' || (rs.Either != "" && containsByte(rs.Either, l)):
			e++
		case containsByte(rs.Vowels, l):
			v++
		default:
			c++
		}
	}
	return v, c, e
}

func containsByte(s string, b byte) bool {
	for i := range len(s) {
		if s[i] == b {
			return true
		}
	}
	return false
}

// satisfies reports whether a rack of v vowels, c consonants and e either
// tiles meets req with each either tile counted once (RULES §2).
func satisfies(v, c, e int, req draw.Requirement) bool {
	for j := 0; j <= e; j++ { // j either tiles used as vowels
		if v+j >= req.Vowels && c+e-j >= req.Consonants {
			return true
		}
	}
	return false
}

// anyRackMeets reports whether some rack of n tiles from v vowels, c
// consonants and e either tiles meets req.
func anyRackMeets(v, c, e, n int, req draw.Requirement) bool {
	for i := 0; i <= v; i++ {
		for j := 0; j <= e; j++ {
			if k := n - i - j; k >= 0 && k <= c && satisfies(i, k, j, req) {
				return true
			}
		}
	}
	return false
}

// roundMinimum is RULES §4.2 for the four built-in rule sets.
func roundMinimum(round int) draw.Requirement {
	if round <= 15 {
		return draw.Requirement{Vowels: 2, Consonants: 2}
	}
	return draw.Requirement{Vowels: 1, Consonants: 1}
}

// subRacks calls fn with every distinct rack of n tiles out of left until fn
// returns false.
func subRacks(left scoring.Rack, n int, fn func(scoring.Rack) bool) {
	var rack scoring.Rack
	var walk func(i, need int) bool
	walk = func(i, need int) bool {
		if need == 0 {
			return fn(rack)
		}
		if i == len(left) {
			return true
		}
		for k := 0; k <= int(left[i]) && k <= need; k++ {
			rack[i] = uint8(k)
			if !walk(i+1, need-k) {
				rack[i] = 0
				return false
			}
		}
		rack[i] = 0
		return true
	}
	walk(0, n)
}

func hasTriple(r scoring.Rack) bool {
	for i := range 26 {
		if r[i] >= 3 {
			return true
		}
	}
	return false
}

// gameChecker replays a prepared game and checks every RULES §4.2 property.
type gameChecker struct {
	rs      *scoring.RuleSet
	exists  draw.ExistsFunc
	triples bool
	board   scoring.Board
	bag     scoring.Rack // the bag before the round's draw
	kept    scoring.Rack // the remainder of the previous round
}

// checkDraw checks one round's draw on the current board; it returns the
// first broken property.
func (g *gameChecker) checkDraw(res draw.Result) error {
	rs := g.rs
	left := g.bag.Plus(g.kept)
	n := min(rs.RackSize, left.Len())
	if res.Bag.Plus(res.Rack) != left {
		return fmt.Errorf("tiles not conserved: bag %s + rack %s != tiles left %s", res.Bag, res.Rack, left)
	}
	if boardTiles(&g.board).Plus(left) != rs.FullBag() {
		return fmt.Errorf("board + tiles left != full set")
	}
	for i, rj := range res.Rejected {
		wantKept := g.kept
		if i > 0 {
			wantKept = scoring.Rack{}
		}
		if rj.Remainder != wantKept || rj.Rack != rj.Remainder.Plus(rj.New) || !left.Contains(rj.Rack) {
			return fmt.Errorf("rejection %d: rack %s = %s + %s, want remainder %s", i, rj.Rack, rj.Remainder, rj.New, wantKept)
		}
		if rj.Rack.Len() != n {
			return fmt.Errorf("rejection %d: %d tiles, want %d", i, rj.Rack.Len(), n)
		}
		v, c, e := counts(rs, rj.Rack)
		switch rj.Reason {
		case draw.Minimum:
			if satisfies(v, c, e, res.Requirement) {
				return fmt.Errorf("rejection %d: %s meets %+v", i, rj.Rack, res.Requirement)
			}
		case draw.Triple:
			if !g.triples || !hasTriple(rj.Rack) {
				return fmt.Errorf("rejection %d: %s rejected for a triple", i, rj.Rack)
			}
		case draw.NoMove:
			if g.exists(&g.board, rj.Rack) {
				return fmt.Errorf("rejection %d: %s has a move", i, rj.Rack)
			}
		default:
			return fmt.Errorf("rejection %d: reason %q", i, rj.Reason)
		}
	}
	if res.End != draw.Playing {
		return g.checkEnd(res, left, n)
	}
	// The game goes on: none of the end conditions holds.
	v, c, e := counts(rs, left)
	if left.Len() == 0 || v+e == 0 || c+e == 0 {
		return fmt.Errorf("round %d drawn from %s, which should end the game", res.Round, left)
	}
	if !g.exists(&g.board, res.Rack) {
		return fmt.Errorf("accepted rack %s has no move", res.Rack)
	}
	wantKept := g.kept
	if len(res.Rejected) > 0 {
		wantKept = scoring.Rack{}
	}
	if res.Remainder != wantKept || res.Rack != res.Remainder.Plus(res.New) || res.Rack.Len() != n {
		return fmt.Errorf("rack %s = %s + %s, want remainder %s and %d tiles", res.Rack, res.Remainder, res.New, wantKept, n)
	}
	return g.checkRequirement(res, left, n)
}

// checkRequirement checks that the accepted rack meets the round's minimum,
// lowered only as far as the tiles left force it (RULES §4.2, exception).
func (g *gameChecker) checkRequirement(res draw.Result, left scoring.Rack, n int) error {
	rs, req, full := g.rs, res.Requirement, roundMinimum(res.Round)
	waived := map[draw.Reason]bool{}
	for _, w := range res.Waived {
		waived[w] = true
	}
	if v, c, e := counts(rs, res.Rack); !waived[draw.Minimum] && !satisfies(v, c, e, req) {
		return fmt.Errorf("rack %s misses %+v", res.Rack, req)
	}
	if req.Vowels > full.Vowels || req.Consonants > full.Consonants || req.Vowels < 0 || req.Consonants < 0 {
		return fmt.Errorf("requirement %+v outside %+v", req, full)
	}
	v, c, e := counts(rs, left)
	for _, up := range []draw.Requirement{{Vowels: req.Vowels + 1, Consonants: req.Consonants}, {Vowels: req.Vowels, Consonants: req.Consonants + 1}} {
		if up.Vowels <= full.Vowels && up.Consonants <= full.Consonants && anyRackMeets(v, c, e, n, up) {
			return fmt.Errorf("requirement %+v lowered although %s can meet %+v", req, left, up)
		}
	}
	// A waived rule must have left no playable rack that keeps it.
	if len(res.Waived) > 0 {
		var kept scoring.Rack
		subRacks(left, n, func(r scoring.Rack) bool {
			if !g.exists(&g.board, r) {
				return true
			}
			rv, rc, re := counts(rs, r)
			meets := satisfies(rv, rc, re, req)
			if waived[draw.Minimum] && meets || waived[draw.Triple] && !hasTriple(r) && (meets || waived[draw.Minimum]) {
				kept = r
				return false
			}
			return true
		})
		if kept.Len() > 0 {
			return fmt.Errorf("rules %v waived although %s can be played", res.Waived, kept)
		}
	}
	if g.triples && hasTriple(res.Rack) && !waived[draw.Triple] {
		var capped scoring.Rack
		for i, k := range left {
			capped[i] = min(k, 2)
		}
		cv, cc, ce := counts(rs, capped)
		if anyRackMeets(cv, cc, ce, n, req) {
			return fmt.Errorf("rack %s with a triple accepted", res.Rack)
		}
	}
	return nil
}

// checkEnd checks that the game ended exactly under RULES §4.2.
func (g *gameChecker) checkEnd(res draw.Result, left scoring.Rack, n int) error {
	v, c, e := counts(g.rs, left)
	switch res.End {
	case draw.AllPlayed:
		if left.Len() != 0 {
			return fmt.Errorf("ended %s with %s left", res.End, left)
		}
	case draw.NoVowel:
		if left.Len() == 0 || v+e != 0 {
			return fmt.Errorf("ended %s with %s left", res.End, left)
		}
	case draw.NoConsonant:
		if left.Len() == 0 || c+e != 0 || v+e == 0 {
			return fmt.Errorf("ended %s with %s left", res.End, left)
		}
	case draw.NoMoveLeft:
		if left.Len() == 0 || v+e == 0 || c+e == 0 {
			return fmt.Errorf("ended %s with %s left", res.End, left)
		}
		var playable scoring.Rack
		subRacks(left, n, func(r scoring.Rack) bool {
			if g.exists(&g.board, r) {
				playable = r
				return false
			}
			return true
		})
		if playable.Len() > 0 {
			return fmt.Errorf("ended %s although %s out of %s has a move", res.End, playable, left)
		}
	default:
		return fmt.Errorf("ended %q (%s)", res.End, res.EndText)
	}
	return nil
}

// checkGame replays g round by round.
func checkGame(rs *scoring.RuleSet, exists draw.ExistsFunc, triples bool, game draw.Game) error {
	g := &gameChecker{rs: rs, exists: exists, triples: triples, bag: rs.FullBag()}
	total := 0
	for _, r := range game.Rounds {
		if err := g.checkDraw(r.Draw); err != nil {
			return fmt.Errorf("round %d: %w", r.Draw.Round, err)
		}
		if !r.Draw.Rack.Contains(r.Move.Tiles()) {
			return fmt.Errorf("round %d: move not from the rack", r.Draw.Round)
		}
		g.board.Apply(r.Move)
		g.bag, g.kept = r.Draw.Bag, r.Draw.Rack.Minus(r.Move.Tiles())
		total += r.Move.Score
		if r.Total != total {
			return fmt.Errorf("round %d: total %d, want %d", r.Draw.Round, r.Total, total)
		}
	}
	if game.Ending.End == draw.Playing {
		return fmt.Errorf("the game has no ending")
	}
	if err := g.checkDraw(game.Ending); err != nil {
		return fmt.Errorf("ending in round %d: %w", game.Ending.Round, err)
	}
	if game.Board != g.board || game.Total != total {
		return fmt.Errorf("final board or total differ from the replay")
	}
	return nil
}

// TestPrepare_RULES_4_2_properties plays seeded games per rule set with a
// fake move oracle and checks every draw against RULES §4.2.
func TestPrepare_RULES_4_2_properties(t *testing.T) {
	for _, name := range scoring.BuiltinNames() {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			rs, _ := scoring.Builtin(name)
			ends := map[draw.End]int{}
			rejections := map[draw.Reason]int{}
			waived := map[draw.Reason]int{}
			lowered := 0
			for seed := range uint64(gamesPerRuleSet(t)) {
				triples := seed%2 == 1
				exists := fakeExists(seed)
				game, err := draw.Prepare(rs, seed, triples, fakeTop(seed), exists)
				if err != nil {
					t.Fatalf("seed %d: Prepare: %v", seed, err)
				}
				if err := checkGame(rs, exists, triples, game); err != nil {
					t.Fatalf("seed %d: %v", seed, err)
				}
				ends[game.Ending.End]++
				for _, r := range append(game.Rounds, draw.Round{Draw: game.Ending}) {
					for _, rj := range r.Draw.Rejected {
						rejections[rj.Reason]++
					}
					for _, w := range r.Draw.Waived {
						waived[w]++
					}
					if r.Draw.End == draw.Playing && r.Draw.Requirement != roundMinimum(r.Draw.Round) {
						lowered++
					}
				}
			}
			t.Logf("ends %v, rejections %v, waived %v, lowered minimums %d", ends, rejections, waived, lowered)
			// Every end and every rejection of RULES §4.2 must have been exercised.
			for _, e := range []draw.End{draw.AllPlayed, draw.NoMoveLeft} {
				if ends[e] == 0 {
					t.Errorf("no game ended %s", e)
				}
			}
			if ends[draw.NoVowel]+ends[draw.NoConsonant] == 0 {
				t.Errorf("no game ended for want of vowels or consonants")
			}
			for _, r := range []draw.Reason{draw.Minimum, draw.Triple, draw.NoMove} {
				if rejections[r] == 0 {
					t.Errorf("no rack rejected for %s", r)
				}
			}
			if lowered == 0 {
				t.Errorf("the tiles left never lowered a minimum (RULES §4.2, exception)")
			}
		})
	}
}

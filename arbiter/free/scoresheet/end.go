package scoresheet

import (
	"fmt"

	"arbiter/arbiter"
	"arbiter/scoring"
)

// Ending is how a game ended (RULES §10.1).
type Ending uint8

// The endings.
const (
	// Unfinished: the record stops before the game ended.
	Unfinished Ending = iota
	// WentOut: the bag empty, a player placed all their tiles; they add the
	// others' racks, each of whom loses their own.
	WentOut
	// Passes: a round of passes, one by each player in a row ([Rules.PassRounds]); each loses their rack.
	Passes
	// OwnPasses: a player passed [Rules.OwnPasses] times in a row; each loses their rack.
	OwnPasses
	// WrongPlays: a player lost on wrong plays ([Rules.WrongPlaysLose]).
	WrongPlays
	// Scoreless: turns with no play standing ([Rules.ScorelessDraw]): a draw.
	Scoreless
)

// String says how the game ended, in a few words.
func (e Ending) String() string {
	names := [...]string{"not finished", "a player went out", "consecutive passes",
		"a player passed twice in a row", "wrong plays", "turns with nothing placed: a draw"}
	if int(e) < len(names) {
		return names[e]
	}
	return fmt.Sprintf("ending %d", uint8(e))
}

// Result is what a tournament records of a game: how and where it ended,
// each player's score before the racks were counted, the value of each
// rack at the end and its tiles (counted endings only), the final scores, the winner (-1
// when nobody wins alone: a draw), each player's place (1 first, equal
// places for a tie) and spread (their final score minus the best of the
// others'; 0 for every player of a declared draw).
type Result struct {
	Ending Ending
	Line   int
	Player int // who went out, lost on wrong plays or passed last; -1 unfinished
	Before []int
	Left   []scoring.Rack // each player's rack at the end (counted endings only)
	Racks  []int
	Scores []int
	Winner int
	Places []int
	Spread []int
}

// finish counts the racks of the ending and ranks the players.
func (g *game) finish() error {
	n := len(g.rec.Players)
	res := Result{Ending: g.end, Line: g.endLine, Player: g.endPlayer, Before: append([]int(nil), g.scores...), Racks: make([]int, n)}
	if g.end == WentOut || g.end == Passes || g.end == OwnPasses {
		racks, err := g.endRacks()
		if err != nil {
			return err
		}
		res.Left = racks
		for p := range racks {
			res.Racks[p] = g.value(racks[p])
		}
		g.countRacks(res.Racks)
	}
	g.checkCounted(res.Before)
	res.Scores = append([]int(nil), g.scores...)
	res.Places, res.Winner = g.rank(res)
	res.Spread = make([]int, n)
	for p := range res.Spread {
		best := -1 << 31
		for q, s := range res.Scores {
			if q != p {
				best = max(best, s)
			}
		}
		if g.end != Scoreless {
			res.Spread[p] = res.Scores[p] - best
		}
	}
	g.sheet.Result = res
	return nil
}

// value returns the points of the tiles of r.
func (g *game) value(r scoring.Rack) int {
	v := 0
	for i := range 26 {
		v += int(r[i]) * g.rs.Value(scoring.Tile('A'+i))
	}
	return v
}

// endRacks returns each player's rack at the end: the rack followed from
// the record, else the one written at the end, else, for a single player
// left unknown with the bag empty, every tile not on the board or on the
// others' racks.
func (g *game) endRacks() ([]scoring.Rack, error) {
	n := len(g.rec.Players)
	racks, unknown := make([]scoring.Rack, n), -1
	rest := g.left()
	for p := range racks {
		switch {
		case g.hand[p] == 0:
		case g.known[p]:
			racks[p] = g.rack[p]
		case p < len(g.rec.EndRacks) && g.rec.EndRacks[p] != "":
			r, err := g.rs.ParseRack(g.rec.EndRacks[p])
			if err != nil {
				return nil, arbiter.Errorf(arbiter.EInvalidInput, "%s's rack at the end: %w", g.rec.Players[p], err)
			}
			if r.Len() != g.hand[p] {
				return nil, arbiter.Errorf(arbiter.ERackMismatch, "%s's rack at the end, %s, has %d tiles, but %s holds %d",
					g.rec.Players[p], r, r.Len(), g.rec.Players[p], g.hand[p])
			}
			racks[p] = r
		case unknown < 0 && g.bag == 0:
			unknown = p
			continue
		default:
			return nil, arbiter.Errorf(arbiter.EGameOver, "the game ended at line %d (%s): write the rack %s held at the end",
				g.endLine, g.end, g.rec.Players[p])
		}
		if !rest.Contains(racks[p]) {
			return nil, arbiter.Errorf(arbiter.ERackMismatch, "%s's rack at the end, %s: the bag cannot hold it: %s",
				g.rec.Players[p], racks[p], missing(racks[p], rest))
		}
		rest = rest.Minus(racks[p])
	}
	if unknown >= 0 {
		if rest.Len() != g.hand[unknown] {
			return nil, arbiter.Errorf(arbiter.ERackMismatch, "the tiles left, %s, are %d, but %s holds %d",
				rest, rest.Len(), g.rec.Players[unknown], g.hand[unknown])
		}
		racks[unknown] = rest
	}
	return racks, nil
}

// countRacks applies the end's arithmetic: the player who went out adds
// the others' racks (seed 004: "se adauga valoarea literelor ramase pe
// suportul celuilalt jucator"), and every player with tiles left loses
// their own ("acestuia i se scade valoarea literelor nedepuse"; after the
// passes, "ambilor li se scade din punctajul total valoarea literelor
// ramase pe suport").
func (g *game) countRacks(values []int) {
	for p, v := range values {
		g.scores[p] -= v
		if g.end == WentOut {
			g.scores[g.endPlayer] += v
		}
	}
}

// checkCounted compares the end points written with the right ones.
func (g *game) checkCounted(before []int) {
	written := make(map[int]int)
	line := make(map[int]int)
	for _, c := range g.rec.Counted {
		written[c.Player] += c.Points
		line[c.Player] = c.Line
	}
	for p, w := range written {
		if right := g.scores[p] - before[p]; w != right {
			g.find(Turn{Line: line[p], Player: p}, WrongEndPoints, w, right, "end points %+d written, the right ones are %+d (%s)", w, right, g.end)
		}
	}
}

// rank returns each player's place and the winner, -1 when nobody wins
// alone. A player who lost on wrong plays is last; a scoreless draw ranks
// everybody first; otherwise the final scores rank, equal ones by the
// scores before the racks under [Rules.TieBreakBeforeRacks].
func (g *game) rank(res Result) ([]int, int) {
	n := len(res.Scores)
	places := make([]int, n)
	better := func(q, p int) bool { // q ranks above p
		qLost, pLost := g.end == WrongPlays && q == g.endPlayer, g.end == WrongPlays && p == g.endPlayer
		switch {
		case g.end == Scoreless:
			return false
		case qLost != pLost:
			return pLost
		case res.Scores[q] != res.Scores[p]:
			return res.Scores[q] > res.Scores[p]
		case g.rules.TieBreakBeforeRacks:
			return res.Before[q] > res.Before[p]
		}
		return false
	}
	winner := -1
	for p := range places {
		places[p] = 1
		for q := range places {
			if q != p && better(q, p) {
				places[p]++
			}
		}
	}
	for p, pl := range places {
		if pl == 1 {
			if winner >= 0 {
				return places, -1
			}
			winner = p
		}
	}
	return places, winner
}

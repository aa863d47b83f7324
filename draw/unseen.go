package draw

import "arbiter/scoring"

// Unseen returns the tiles of rs's set that are neither on board nor on
// rack: the bag as the rack's owner sees it (RULES §4.3's tie-break ranks
// moves by it). A letter the board and rack hold more often than the set
// (a custom position) counts as none left.
func Unseen(rs *scoring.RuleSet, board *scoring.Board, rack scoring.Rack) scoring.Rack {
	bag := rs.FullBag()
	take := func(i int, n uint8) { bag[i] -= min(bag[i], n) }
	for r := 0; r < scoring.Size; r++ {
		for c := 0; c < scoring.Size; c++ {
			switch t := board.At(r, c); {
			case t == scoring.Empty:
			case t.IsJoker():
				take(scoring.JokerIndex, 1)
			default:
				take(int(t.Letter()-'A'), 1)
			}
		}
	}
	for i, n := range rack {
		take(i, n)
	}
	return bag
}

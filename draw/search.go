package draw

import "arbiter/scoring"

// playable is what a search through the racks of the tiles left found.
type playable struct {
	// complete: every distinct rack was tried, or one meeting every rule
	// with a move was found; otherwise the flags below may miss racks.
	complete bool
	any      bool // some rack has a move
	meeting  bool // some rack that meets the requirement has a move
	tripleOK bool // some rack without a triple has a move
	strict   bool // some rack that meets the requirement, without a triple, has a move
}

// search tries the distinct racks of n tiles out of left, at most
// [MaxCombinations] of them, and says which of them can be played. A rack of
// fewer tiles with a move lies within a full one with a move, so full racks
// are enough for RULES §4.2's "any combination of the tiles left".
func search(rs *scoring.RuleSet, left scoring.Rack, n int, req Requirement, exists func(scoring.Rack) bool) playable {
	s := racks{rs: rs, left: left, req: req, exists: exists}
	var rack scoring.Rack
	s.walk(&rack, 0, n)
	s.found.complete = s.found.strict || s.tried <= MaxCombinations
	return s.found
}

// racks is the state of a [search].
type racks struct {
	rs     *scoring.RuleSet
	left   scoring.Rack
	req    Requirement
	exists func(scoring.Rack) bool
	tried  int
	found  playable
}

// walk completes rack with need tiles of the letters from index i on, in
// every way; it reports whether to go on.
func (s *racks) walk(rack *scoring.Rack, i, need int) bool {
	if need == 0 {
		s.tried++
		if s.tried > MaxCombinations {
			return false
		}
		if s.exists == nil || s.exists(*rack) {
			v, c, e := split(s.rs, *rack)
			meets, single := meets(v, c, e, s.req), tripleLetter(*rack) == 0
			s.found.any = true
			s.found.meeting = s.found.meeting || meets
			s.found.tripleOK = s.found.tripleOK || single
			s.found.strict = s.found.strict || meets && single
		}
		return !s.found.strict
	}
	if tilesFrom(s.left, i) < need {
		return true
	}
	for k := min(int(s.left[i]), need); k >= 0; k-- {
		rack[i] = uint8(k)
		if !s.walk(rack, i+1, need-k) {
			rack[i] = 0
			return false
		}
	}
	rack[i] = 0
	return true
}

// tilesFrom returns the number of tiles of r with an index of i or more.
func tilesFrom(r scoring.Rack, i int) int {
	n := 0
	for _, c := range r[i:] {
		n += int(c)
	}
	return n
}

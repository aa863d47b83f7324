package simulation

import (
	"encoding/json"
	"slices"
	"strings"
	"time"

	"arbiter/arbiter"
	"arbiter/arbiter/problem"
	"arbiter/scoring"
)

// Position returns a board of a game in progress for a Superscrabble
// problem (RULES §9.6): moves tops of racks of 7 drawn at random from the
// set, from the empty board; deps.Top finds each.
func (room *Room) Position(rs *scoring.RuleSet, deps arbiter.Deps, moves int) scoring.Board {
	var b scoring.Board
	bag := rs.FullBag()
	for range moves {
		var rack scoring.Rack
		for range problem.GroupLen {
			c := room.tile(bag)
			bag.Remove(c)
			rack.Add(c)
		}
		tops := deps.Top(&b, rack)
		if len(tops) == 0 {
			bag = bag.Plus(rack)
			continue
		}
		b.Apply(tops[0])
		bag = bag.Plus(rack.Minus(tops[0].Tiles()))
	}
	return b
}

// Opening returns the move a referee starts a Partida de Superscrabble
// with (RULES §9.8): a 2-letter word on the empty board, the top-scoring
// of a rack drawn at random from the set, drawn again until one makes
// such a word (false when none of 100 racks does).
func (room *Room) Opening(rs *scoring.RuleSet, deps arbiter.Deps) (scoring.Move, bool) {
	var empty scoring.Board
	for range 100 {
		bag := rs.FullBag()
		var rack scoring.Rack
		for range problem.GroupLen {
			c := room.tile(bag)
			bag.Remove(c)
			rack.Add(c)
		}
		var best []scoring.Move
		for _, m := range deps.All(&empty, rack) {
			if len(m.Placed) == 2 {
				best = append(best, m)
			}
		}
		if len(best) > 0 {
			return slices.MaxFunc(best, func(a, b scoring.Move) int { return a.Score - b.Score }), true
		}
	}
	return scoring.Move{}, false
}

// Solutions returns the room's solutions of the problem st (RULES §9):
// each player hands in some time before its end, a skilled one finding
// more. Superscrabble: some of the scrabbles deps.All lists, a few claimed
// twice (the joker marked elsewhere counts once) and a few refused (an
// invalid word); the integral family: moves from the empty board, each with
// 7 letters drawn from what is left, a few with a wrong figure or an
// invalid word. Every sheet is the JSON `problem solution` reads.
func (room *Room) Solutions(rs *scoring.RuleSet, st *problem.Statement, deps arbiter.Deps) []problem.HandInSolution {
	var scrabbles []scoring.Move
	var board scoring.Board
	if st.Kind.OnBoard() {
		board, _ = scoring.ReadBoard(strings.NewReader(strings.Join(st.Board, "\n") + "\n"))
		rack, _ := rs.ParseRack(st.Rack)
		for _, m := range deps.All(&board, rack) {
			if len(m.Placed) == problem.GroupLen {
				scrabbles = append(scrabbles, m)
			}
		}
	}
	var out []problem.HandInSolution
	limit := st.Time()
	for i, skill := range room.skills {
		var sheet any
		if st.Kind.OnBoard() {
			sheet = room.claims(rs, skill, scrabbles, deps.Lexicon)
		} else {
			sheet = room.sequence(rs, st, skill, deps)
		}
		data, _ := json.Marshal(sheet) // maps, slices and strings always marshal
		handed := limit/3 + time.Duration(room.rng.Int64N(int64(limit*2/3)))
		out = append(out, problem.HandInSolution{Table: i + 1, HandedIn: handed.Round(time.Second), Sheet: data})
	}
	return out
}

// sheetMove is a move of a sheet's JSON.
type sheetMove struct {
	Position string `json:"position"`
	Word     string `json:"word"`
	Score    *int   `json:"score,omitempty"`
}

// written returns m as a player writes it, with its score when scored.
func written(rs *scoring.RuleSet, m scoring.Move, scored bool) sheetMove {
	pos, word, _ := strings.Cut(rs.FormatMove(m), " ")
	s := sheetMove{Position: pos, Word: word}
	if scored {
		s.Score = &m.Score
	}
	return s
}

// claims returns a Superscrabble sheet: a share of the scrabbles by
// skill, one claimed twice now and then, and now and then an invalid one.
func (room *Room) claims(rs *scoring.RuleSet, skill float64, scrabbles []scoring.Move, lex scoring.Lexicon) map[string]any {
	var claims []sheetMove
	for _, m := range scrabbles {
		if room.rng.Float64() < skill {
			claims = append(claims, written(rs, m, false))
		}
	}
	if len(claims) > 0 && room.rng.Float64() < 0.3 {
		claims = append(claims, claims[room.rng.IntN(len(claims))])
	}
	for len(claims) > 0 && room.rng.Float64() < 0.4 {
		c := claims[room.rng.IntN(len(claims))]
		if bad, ok := misspell(c.Word, lex, room.rng); ok {
			claims = append(claims, sheetMove{Position: c.Position, Word: bad})
		}
	}
	room.rng.Shuffle(len(claims), func(i, j int) { claims[i], claims[j] = claims[j], claims[i] })
	return map[string]any{"solutions": claims}
}

// sequence returns a sheet of the integral family (RULES §9.2, §9.3):
// moves from the empty board, each among those of 7 letters drawn from
// what is left of the problem's letters, a skilled player choosing the
// better; a few figures wrong or missing, a few words invalid.
func (room *Room) sequence(rs *scoring.RuleSet, st *problem.Statement, skill float64, deps arbiter.Deps) map[string]any {
	left := rs.FullBag()
	if st.Letters != "" {
		left, _ = rs.ParseRack(st.Letters)
	}
	var b scoring.Board
	var moves []sheetMove
	for left.Len() > 0 && len(moves) < 40 {
		var rack scoring.Rack
		for range min(problem.GroupLen, left.Len()) {
			c := room.tile(left.Minus(rack))
			rack.Add(c)
		}
		all := deps.All(&b, rack)
		if len(all) == 0 {
			break
		}
		slices.SortStableFunc(all, func(x, y scoring.Move) int { return y.Score - x.Score })
		m := all[int(float64(len(all)-1)*(1-skill)*room.rng.Float64())]
		b.Apply(m)
		left = left.Minus(m.Tiles())
		s := written(rs, m, room.rng.Float64() > 0.03)
		switch x := room.rng.Float64(); {
		case x < 0.04 && s.Score != nil:
			wrong := *s.Score + 1 + room.rng.IntN(9)
			s.Score = &wrong
		case x < 0.06:
			if bad, ok := misspell(s.Word, deps.Lexicon, room.rng); ok {
				s.Word = bad
			}
		}
		moves = append(moves, s)
	}
	return map[string]any{"rounds": []map[string]any{{"moves": moves}}}
}

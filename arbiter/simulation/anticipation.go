package simulation

import (
	"cmp"
	"slices"

	"arbiter/arbiter"
	"arbiter/arbiter/anticipation"
	"arbiter/scoring"
)

// Sheet is what a simulated player of an Anticipation game (RULES §8)
// knows before writing a round's slip: their groups, their board as
// adjudicated so far (the moves that stand), and the adjudication of
// their sheet.
type Sheet struct {
	Table  int
	Groups anticipation.Groups
	Board  scoring.Board
	Result anticipation.Result
}

// AnticipationSlip returns the slip the player of sh hands in for round
// of an Anticipation game of form, playing group (round 1: group 1's
// opening first, RULES §8.2): a move found by deps.All on their board with
// the group's letters (Avocalica: the announced ones and vowels of their
// pool, RULES §8.8; Fond and Rezistenta: scrabbles only, else PAS, RULES
// §8.9), chosen by the player's skill. Now and then a player plans ahead
// and cancels an earlier move to free its squares ("Anulez turul N",
// RULES §8.5), writes a wrong figure, misspells a word or hands in
// nothing.
func (room *Room) AnticipationSlip(rs *scoring.RuleSet, deps arbiter.Deps, form anticipation.Form, round, group int, sh Sheet) anticipation.EnterSheetSlip {
	c := anticipation.EnterSheetSlip{Round: round, Table: sh.Table}
	if room.rng.Float64() < 0.02 {
		return c // no slip: 0 points
	}
	board, pool := sh.Board, room.pool(rs, form, sh)
	if k, ok := room.toCancel(round, sh.Result); ok {
		c.Slip.Cancel = []int{k}
		withdraw(&board, sh.Result.Rounds[k-1])
	}
	var declared []int
	if round == 1 {
		rack := room.rack(rs, form, sh.Groups.Group(1), &pool, anticipation.OpeningLen)
		if m, ok := room.choose(sh.Table, deps.All(&board, rack), false); ok {
			board.Apply(m)
			pool = pool.Minus(anticipation.Vowels(rs, m.Tiles()))
			c.Slip.Moves = append(c.Slip.Moves, room.written(rs, deps.Lexicon, m))
			declared = append(declared, m.Score)
		}
	}
	rack := room.rack(rs, form, sh.Groups.Group(group), &pool, anticipation.GroupLen)
	m, ok := room.choose(sh.Table, deps.All(&board, rack), form.ScrabbleOnly())
	switch {
	case ok:
		c.Slip.Moves = append(c.Slip.Moves, room.written(rs, deps.Lexicon, m))
		declared = append(declared, m.Score)
	case form.ScrabbleOnly():
		c.Slip.Pass = true
	}
	if round == 1 && len(c.Slip.Moves) > 0 && room.rng.Float64() > 0.03 {
		total := 0
		for i, m := range c.Slip.Moves {
			total += *cmp.Or(m.Score, &declared[i])
		}
		c.Slip.Total = &total
	}
	return c
}

// pool returns the vowels the player of sh has left in Avocalica (RULES
// §8.8): the vowels of their groups less every vowel they placed; nothing
// in the other forms.
func (room *Room) pool(rs *scoring.RuleSet, form anticipation.Form, sh Sheet) scoring.Rack {
	if !form.ConsonantsOnly() {
		return scoring.Rack{}
	}
	pool := anticipation.VowelPool(rs, &sh.Groups)
	for _, r := range sh.Result.Rounds {
		for _, m := range r.Moves {
			for _, p := range m.Tiles {
				if !p.Tile.IsJoker() && anticipation.IsVowel(rs, p.Tile.Letter()) {
					pool.Remove(p.Tile.Letter())
				}
			}
		}
	}
	return pool
}

// rack returns the letters a player may play from group: the group, or in
// Avocalica its announced letters and vowels of pool up to size, taken
// from pool (RULES §8.8).
func (room *Room) rack(rs *scoring.RuleSet, form anticipation.Form, group scoring.Rack, pool *scoring.Rack, size int) scoring.Rack {
	if !form.ConsonantsOnly() {
		return group
	}
	rack := anticipation.Announced(rs, form, group)
	for rack.Len() < size && pool.Len() > 0 {
		v := room.tile(*pool)
		pool.Remove(v)
		rack.Add(v)
	}
	return rack
}

// toCancel returns an earlier round whose move the player cancels (from
// round 3 on, now and then): one whose move stands.
func (room *Room) toCancel(round int, res anticipation.Result) (int, bool) {
	if round < 3 || room.rng.Float64() >= 0.04 {
		return 0, false
	}
	k := 1 + room.rng.IntN(round-1)
	if k > len(res.Rounds) {
		return 0, false
	}
	moves := res.Rounds[k-1].Moves
	last := len(moves) - 1
	if last < 0 || k == 1 && last < 1 || moves[last].Status != anticipation.StatusValid {
		return 0, false
	}
	return k, true
}

// withdraw takes the move "Anulez turul N" cancels off board: r's last
// move (round 1's second, the opening staying, RULES §8.5).
func withdraw(board *scoring.Board, r anticipation.RoundResult) {
	for _, p := range r.Moves[len(r.Moves)-1].Tiles {
		board.Set(p.Row, p.Col, scoring.Empty)
	}
}

// choose picks one of moves by the skill of the player at table: best
// first; scrabbles only when scrabble is set; false when there is none.
func (room *Room) choose(table int, moves []scoring.Move, scrabble bool) (scoring.Move, bool) {
	if scrabble {
		moves = slices.DeleteFunc(moves, func(m scoring.Move) bool { return m.Tiles().Len() < anticipation.GroupLen })
	}
	if len(moves) == 0 {
		return scoring.Move{}, false
	}
	slices.SortStableFunc(moves, func(a, b scoring.Move) int { return cmp.Compare(b.Score, a.Score) })
	return moves[room.pickIndex(room.skills[table-1], len(moves), func(i int) int { return moves[i].Score })], true
}

// written returns move m as the player writes it: a wrong or missing score
// now and then, a misspelt word sometimes.
func (room *Room) written(rs *scoring.RuleSet, lex scoring.Lexicon, m scoring.Move) anticipation.SheetMove {
	score := m.Score
	w := anticipation.SheetMove{Position: rs.FormatPosition(m.Pos), Word: m.Word, Score: &score}
	switch x := room.rng.Float64(); {
	case x < 0.03:
		w.Score = nil
	case x < 0.07:
		*w.Score += 1 + room.rng.IntN(9)
	case x < 0.10:
		if bad, ok := misspell(m.Word, lex, room.rng); ok {
			w.Word = bad
		}
	}
	return w
}

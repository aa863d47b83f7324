package reports

import (
	"fmt"

	"arbiter/arbiter"
	"arbiter/scoring"
)

// EliotGameOf returns game g, played under rs, as Eliot saves a game
// played with dictionary d: cards are its players' (see [arbiter.State.Card])
// in table order, each round with its rack, every player's slip, its
// warnings, penalties and solos, and its top; a variant game (RULES §7) as
// [eliotTurns] writes it. Eliot loads the file with its default settings
// and computes every player's total as ours ([eliotWarnings]).
func EliotGameOf(rs *scoring.RuleSet, g *arbiter.Game, cards []arbiter.Card, d EliotDictionary) EliotGame {
	out := EliotGame{Dictionary: d}
	out.Variant, out.Note = eliotVariant(g.Variant)
	for _, c := range cards {
		out.Players = append(out.Players, EliotPlayer{Table: c.Player.Table, Name: c.Player.Name})
	}
	warnings := newEliotWarnings(rs, cards)
	for i := range g.Rounds {
		r := &g.Rounds[i]
		if !r.HasRack || r.Top == nil {
			continue
		}
		turns := eliotTurns(g.Variant, r, cards, i)
		warnings.add(turns, cards, i)
		out.Turns = append(out.Turns, turns...)
	}
	return out
}

// eliotVariant returns Eliot's name of variant v and the note that says how
// a game of v is written in turns Eliot can hold (RULES §7). Eliot plays
// Eliptic itself ("7among8": 8 letters, at most 7 placed); the others are
// written as classic turns.
func eliotVariant(v scoring.Variant) (variant, note string) {
	switch v {
	case scoring.Eliptic:
		return "7among8", ""
	case scoring.Completiv:
		return "", "completiv game (RULES §7.2): each GameRack is the rack the top is played with, the letters drawn and the letter it takes from the stock; players' moves are as they wrote them"
	case scoring.Superjoker:
		return "", "superjoker game (RULES §7.3): each GameRack is the rack the top is played with, the letters drawn and the letters it takes from the stock; players' moves are as they wrote them"
	case scoring.Metagrama:
		return "", "metagrama game (RULES §7.4): each GameRack is the rack the top is played with, the letters drawn with the letter it gives up swapped for the one it takes from the stock; players' moves are as they wrote them"
	case scoring.Tactic:
		return "", "tactic game (RULES §7.6): each round is two turns, one for each group in the order the top plays them, each move of a player under the turn of the group it was played with; the round's warnings, penalties and solo are on its last turn"
	case scoring.Classic:
	}
	return "", ""
}

// eliotWarnings writes each round's warnings, penalties and solos for
// Eliot (RULES §6), which charges warnings itself: each player's warnings
// (a disciplinary one as the technical ones it is worth), and a penalty
// where the round's points differ from Eliot's own count, so that after
// every round Eliot's total is ours.
type eliotWarnings struct {
	weight int
	// warnings is each player's count of warnings so far.
	warnings []int
	// early are the warnings given before the first rack and what they
	// cost, each player's, written in the first turn.
	early, earlyCost []int
}

// newEliotWarnings starts the count of warnings of the players of cards.
func newEliotWarnings(rs *scoring.RuleSet, cards []arbiter.Card) *eliotWarnings {
	w := &eliotWarnings{weight: rs.Warnings.DisciplinaryWeight, warnings: make([]int, len(cards)),
		early: make([]int, len(cards)), earlyCost: make([]int, len(cards))}
	for pi, c := range cards {
		disciplinary, cost := c.Disciplinary, c.Penalty
		for _, cr := range c.Rounds {
			disciplinary -= cr.Disciplinary
			cost -= cr.Penalty
		}
		w.early[pi], w.earlyCost[pi] = disciplinary*w.weight, cost
	}
	return w
}

// add writes the events of round i, written as turns, on its last turn
// (the first round's with the warnings given before it). A player's
// penalty is what Eliot misses: the points the round credits that its own
// count of the moves does not (a cancelled round, a misplaced slip, RULES
// §4.5, §5), and the warnings' cost where RULES §6 is not Eliot's count
// (the cap at the round's score).
func (w *eliotWarnings) add(turns []EliotTurn, cards []arbiter.Card, i int) {
	last := &turns[len(turns)-1]
	for pi, c := range cards {
		cr := c.Rounds[i]
		units, cost := cr.Technical+cr.Disciplinary*w.weight+w.early[pi], cr.Penalty+w.earlyCost[pi]
		w.early[pi], w.earlyCost[pi] = 0, 0
		for range units {
			last.Events = append(last.Events, EliotEvent{Kind: "Warning", Player: pi})
		}
		credited := 0
		for _, t := range turns {
			if m := t.Moves[pi].Move; m != nil {
				credited += m.Score
			}
		}
		charged := EliotWarningsCharge(w.warnings[pi]+units) - EliotWarningsCharge(w.warnings[pi])
		w.warnings[pi] += units
		if p := cr.Score - credited + charged - cost; p != 0 {
			last.Events = append(last.Events, EliotEvent{Kind: "Penalty", Player: pi, Points: p})
			last.Notes = append(last.Notes, fmt.Sprintf("penalty %+d for table %d: the round credits it %d points and its warnings cost %d; Eliot counts %d and %d",
				p, c.Player.Table, cr.Score, cost, credited, charged))
		}
		if cr.Solo > 0 {
			last.Events = append(last.Events, EliotEvent{Kind: "Solo", Player: pi, Points: cr.Solo})
		}
	}
}

// eliotTurns returns round r (the i-th of its game, of variant v) as Eliot
// turns, each player's move read from cards: one turn, or in Tactic one for
// each move of the top (RULES §7.6). The round's events are added by
// [eliotWarnings.add].
func eliotTurns(v scoring.Variant, r *arbiter.Round, cards []arbiter.Card, i int) []EliotTurn {
	top := r.Top
	first := EliotTurn{Rack: topRack(r), Top: top.Move}
	if top.Chosen != "" {
		note := fmt.Sprintf("the top takes %s from the stock", top.Chosen)
		if top.Returned != "" {
			note = fmt.Sprintf("the top gives up %s for %s from the stock", top.Returned, top.Chosen)
		}
		first.Notes = append(first.Notes, note)
	}
	turns := []EliotTurn{first}
	if v.TwoGroups() && top.Second != nil {
		second := EliotTurn{Rack: Rack{Remainder: r.Remainder2, New: r.New2}, Top: *top.Second}
		if top.Rack2First {
			second.Rack = Rack{Remainder: r.Remainder, New: r.New}
		}
		turns = append(turns, second)
	}
	for _, c := range cards {
		cr := c.Rounds[i]
		verdict := cr.Slip.Verdict
		if len(turns) == 1 {
			var m EliotMove
			switch {
			case cr.HasSlip && verdict.Valid && verdict.Move != nil:
				m.Move = verdict.Move
				if verdict.Chosen != top.Chosen || verdict.Returned != top.Returned {
					rack := stockRack(r, verdict.Chosen, verdict.Returned)
					m.Rack = &rack
				}
			case cr.HasSlip && !cr.Slip.None:
				m.Word, m.Position = cr.Slip.Word, cr.Slip.Position
			}
			turns[0].Moves = append(turns[0].Moves, m)
			continue
		}
		written := [2]EliotMove{{Word: cr.Slip.Word, Position: cr.Slip.Position}, {Word: cr.Slip.Word2, Position: cr.Slip.Position2}}
		moves := [2]EliotMove{eliotTacticMove(cr, verdict.Move, written[0]), eliotTacticMove(cr, verdict.Second, written[1])}
		other := playedInOtherOrder(top, verdict)
		if other {
			moves[0], moves[1] = moves[1], moves[0]
			written[0], written[1] = written[1], written[0]
		}
		// Eliot plays each move on the board of its turn: the round's
		// board, then with the top's first move. A move made on another
		// board (after the player's own first move, or before the top's)
		// is written as the turn's top when it is that move, else as on
		// the slip; the round's penalty gives its points.
		for k := range moves {
			m := moves[k].Move
			sameBoard := !other && (k == 0 || sameMove(moves[0].Move, &top.Move))
			switch {
			case m == nil || sameBoard:
			case sameMove(m, &turns[k].Top):
				moves[k] = EliotMove{Move: &turns[k].Top}
			default:
				moves[k] = written[k]
			}
		}
		m1, m2 := moves[0], moves[1]
		turns[0].Moves = append(turns[0].Moves, m1)
		turns[1].Moves = append(turns[1].Moves, m2)
	}
	return turns
}

// sameMove says whether a and b place the same word at the same position.
func sameMove(a, b *scoring.Move) bool {
	return a != nil && b != nil && a.Pos == b.Pos && a.Word == b.Word
}

// playedInOtherOrder says whether a player's Tactic slip (RULES §7.6) made
// its first move with the group the top plays second, so that each of its
// moves belongs under the other turn, the one with its group's rack. The
// verdict records the player's order of groups; a slip with no legal move
// says nothing of it and stays in the order written.
func playedInOtherOrder(top *arbiter.TopChosen, v arbiter.Verdict) bool {
	if v.Move == nil && v.Second == nil {
		return false
	}
	return v.Rack2First != top.Rack2First
}

// eliotTacticMove is one move of a player's Tactic slip (RULES §7.6): the
// move as scored when it is legal, else written as on the slip, or none.
func eliotTacticMove(cr arbiter.CardRound, scored *scoring.Move, written EliotMove) EliotMove {
	switch {
	case !cr.HasSlip || cr.Slip.None:
		return EliotMove{}
	case scored != nil:
		return EliotMove{Move: scored}
	}
	return written
}

// topRack is the rack round r's top is played with (RULES §7): the
// [stockRack] of the letters it takes from the stock, in Tactic the group
// of its first move.
func topRack(r *arbiter.Round) Rack {
	if r.Top.Rack2First {
		return Rack{Remainder: r.Remainder2, New: r.New2}
	}
	return stockRack(r, r.Top.Chosen, r.Top.Returned)
}

// stockRack is the rack a move of round r is played with when it takes
// the letters chosen from the stock (RULES §7.2–§7.4): the letters drawn,
// less the letter returned in Metagrama, plus those chosen, which count as
// drawn.
func stockRack(r *arbiter.Round, chosen, returned string) Rack {
	rack := Rack{Remainder: r.Remainder, New: r.New}
	if returned != "" {
		if c := returned[0]; !rack.New.Remove(c) {
			rack.Remainder.Remove(c)
		}
	}
	for i := range len(chosen) {
		rack.New.Add(chosen[i])
	}
	return rack
}

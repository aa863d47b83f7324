package referee

import (
	"fmt"

	"arbiter/arbiter"
	"arbiter/reports"
	"arbiter/scoring"
)

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
		return "", "tactic game (RULES §7.6): each round is two turns, one for each group in the order the top plays them, each move of a player under the turn of the group it was played with; the round's warnings, penalties and solo are on its last turn, and the points of a move that is not legal on its own are on the other"
	}
	return "", ""
}

// eliotTurns returns round r (the i-th of its game, of variant v) as Eliot
// turns, each player's line read from cards: one turn, or in Tactic one for
// each move of the top (RULES §7.6).
func eliotTurns(v scoring.Variant, r *arbiter.Round, cards []arbiter.Card, i int) []reports.EliotTurn {
	top := r.Top
	first := reports.EliotTurn{Rack: topRack(r), Top: top.Move}
	if top.Chosen != "" {
		first.Note = fmt.Sprintf("the top takes %s from the stock", top.Chosen)
		if top.Returned != "" {
			first.Note = fmt.Sprintf("the top gives up %s for %s from the stock", top.Returned, top.Chosen)
		}
	}
	turns := []reports.EliotTurn{first}
	if v == scoring.Tactic && top.Second != nil {
		second := reports.EliotTurn{Rack: reports.Rack{Remainder: r.Remainder2, New: r.New2}, Top: *top.Second}
		if top.Rack2First {
			second.Rack = reports.Rack{Remainder: r.Remainder, New: r.New}
		}
		turns = append(turns, second)
	}
	for pi, c := range cards {
		cr := c.Rounds[i]
		verdict := cr.Slip.Verdict
		if len(turns) == 1 {
			m := reports.EliotMove{Points: cr.Score}
			switch {
			case cr.HasSlip && verdict.Valid && verdict.Move != nil:
				m.Move = verdict.Move
			case cr.HasSlip && !cr.Slip.None:
				m.Word, m.Position = cr.Slip.Word, cr.Slip.Position
			}
			turns[0].Moves = append(turns[0].Moves, m)
		} else {
			m1 := eliotTacticMove(cr, verdict.Move, cr.Slip.Word, cr.Slip.Position)
			m2 := eliotTacticMove(cr, verdict.Second, cr.Slip.Word2, cr.Slip.Position2)
			if m1.Move != nil {
				m1.Points = min(m1.Move.Score, cr.Score)
			}
			m2.Points = cr.Score - m1.Points
			if playedInOtherOrder(top, verdict) {
				m1, m2 = m2, m1
			}
			turns[0].Moves = append(turns[0].Moves, m1)
			turns[1].Moves = append(turns[1].Moves, m2)
		}
		last := &turns[len(turns)-1]
		for range cr.Technical + cr.Disciplinary {
			last.Events = append(last.Events, reports.EliotEvent{Kind: "Warning", Player: pi})
		}
		if cr.Penalty > 0 {
			last.Events = append(last.Events, reports.EliotEvent{Kind: "Penalty", Player: pi, Points: -cr.Penalty})
		}
		if cr.Solo > 0 {
			last.Events = append(last.Events, reports.EliotEvent{Kind: "Solo", Player: pi, Points: cr.Solo})
		}
	}
	return turns
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
// move as scored when it is legal, else as written, or none; its points are
// set by the caller.
func eliotTacticMove(cr arbiter.CardRound, scored *scoring.Move, word, position string) reports.EliotMove {
	switch {
	case !cr.HasSlip || cr.Slip.None:
		return reports.EliotMove{}
	case scored != nil:
		return reports.EliotMove{Move: scored}
	}
	return reports.EliotMove{Word: word, Position: position}
}

// topRack is the rack round r's top is played with (RULES §7): the letters
// drawn, less the letter a Metagrama top gives up, plus the letters it
// takes from the stock, which count as drawn; in Tactic the group of its
// first move.
func topRack(r *arbiter.Round) reports.Rack {
	top := r.Top
	if top.Rack2First {
		return reports.Rack{Remainder: r.Remainder2, New: r.New2}
	}
	rack := reports.Rack{Remainder: r.Remainder, New: r.New}
	if top.Returned != "" {
		if c := top.Returned[0]; !rack.New.Remove(c) {
			rack.Remainder.Remove(c)
		}
	}
	for i := range len(top.Chosen) {
		rack.New.Add(top.Chosen[i])
	}
	return rack
}

package scoresheet

import (
	"slices"
	"strings"

	"arbiter/arbiter"
	"arbiter/arbiter/free/gcg"
	"arbiter/scoring"
)

// AmbiguousNote is the note of a GCG withdrawal ("--") that was the
// referee's decision on ambiguous dictionaries, not a wrong play (seed
// 004): GCG has no form of its own for it, so [ToGCG] writes this note and
// [FromGCG] reads it.
const AmbiguousNote = "withdrawn by the referee: the dictionaries are ambiguous, not a wrong play"

// FromGCG returns the record of a GCG game: each play, exchange, pass and
// time penalty a turn, a withdrawn play ("--") its play taken off, a
// challenge bonus its play upheld, a withdrawal noted [AmbiguousNote]
// its play withdrawn on ambiguous dictionaries, and the end points written (the racks
// they name taken as the racks at the end). Names are the players' full
// names, else their nicknames.
func FromGCG(g *gcg.Game) (*Record, error) {
	rec := &Record{Players: make([]string, len(g.Players)), EndRacks: make([]string, len(g.Players))}
	for i, p := range g.Players {
		rec.Players[i] = p.Name
		if p.Name == "" {
			rec.Players[i] = p.Nick
		}
	}
	for _, e := range g.Events {
		if err := rec.addEvent(e); err != nil {
			return nil, err
		}
	}
	return rec, nil
}

// addEvent adds what one GCG line says to the record.
func (rec *Record) addEvent(e gcg.Event) error {
	t := Turn{Line: e.Line, Player: e.Player, Rack: e.Rack, Total: e.Total, Totalled: true}
	switch e.Kind {
	case gcg.Play:
		t.Kind, t.Pos, t.Word, t.Score, t.Scored = Play, e.Pos, e.Word, e.Score, true
	case gcg.Exchange:
		t.Kind, t.Tiles, t.Count = Exchange, e.Tiles, e.Count
	case gcg.Pass:
		t.Kind = Pass
	case gcg.TimePenalty:
		t.Kind, t.Points = TimePenalty, -e.Score
	case gcg.Withdrawn, gcg.ChallengeBonus:
		last := len(rec.Turns) - 1
		if last < 0 || rec.Turns[last].Kind != Play || rec.Turns[last].Player != e.Player {
			return arbiter.Errorf(arbiter.EInvalidInput, "line %d: a %s follows no play of the same player", e.Line, e.Kind)
		}
		rec.Turns[last].Challenge, rec.Turns[last].Total = Off, e.Total
		if slices.Contains(strings.Split(e.Note, "\n"), AmbiguousNote) {
			rec.Turns[last].Challenge = Ambiguous
		}
		if e.Kind == gcg.ChallengeBonus {
			rec.Turns[last].Challenge, rec.Turns[last].Bonus = Upheld, e.Score
		}
		return nil
	case gcg.EndPoints, gcg.RackPenalty:
		rec.Counted = append(rec.Counted, Counted{Line: e.Line, Player: e.Player, Points: e.Score})
		owner := e.Player
		if e.Kind == gcg.EndPoints {
			if len(rec.Players) != 2 {
				return nil // the tiles of several players together: no one's rack
			}
			owner = 1 - e.Player
		}
		rec.EndRacks[owner] = e.Tiles
		return nil
	}
	rec.Turns = append(rec.Turns, t)
	return nil
}

// ToGCG returns the checked game as GCG with the right scores and totals:
// a play taken off is its line and a withdrawal ("--"), a play upheld its
// line and a challenge line with its bonus (+0 for none), the end its rack
// lines. GCG writes a rack
// on every turn line: where the record has none, a play's line shows the
// tiles it placed and an exchange's the tiles put back; a pass without a
// rack is refused with an *[arbiter.Error] of code [arbiter.EInvalidInput].
func ToGCG(sheet *Sheet, players []gcg.Player) (*gcg.Game, error) {
	g := &gcg.Game{Players: players}
	totals := make([]int, len(players))
	for _, c := range sheet.Turns {
		if c.After {
			continue
		}
		t := c.Turn
		e := gcg.Event{Player: t.Player, Rack: t.Rack}
		switch t.Kind {
		case Play:
			if e.Rack == "" {
				e.Rack = c.Move.Tiles().String()
			}
			e.Kind, e.Pos, e.Word, e.Score = gcg.Play, c.Move.Pos, gcgWord(c), c.Move.Score
		case Exchange:
			e.Kind, e.Tiles, e.Count = gcg.Exchange, t.Tiles, t.Count
			if e.Rack == "" {
				e.Rack = t.Tiles
			}
		case Pass:
			e.Kind = gcg.Pass
		case TimePenalty:
			e.Kind, e.Score = gcg.TimePenalty, c.Points
		}
		if e.Rack == "" && t.Kind != TimePenalty {
			return nil, arbiter.Errorf(arbiter.EInvalidInput, "line %d: GCG writes the rack of every turn, and this %s has none", t.Line, e.Kind)
		}
		totals[t.Player] += e.Score
		e.Total = totals[t.Player]
		g.Events = append(g.Events, e)
		if t.Kind == Play && t.Challenge != Unchallenged {
			after := gcg.Event{Player: t.Player, Rack: e.Rack, Kind: gcg.Withdrawn, Score: c.Points - e.Score}
			switch t.Challenge {
			case Upheld:
				after.Kind = gcg.ChallengeBonus
			case Ambiguous:
				after.Note = AmbiguousNote
			}
			totals[t.Player] += after.Score
			after.Total = totals[t.Player]
			g.Events = append(g.Events, after)
		}
	}
	res := sheet.Result
	for p, left := range res.Left {
		e := gcg.Event{Player: p, Kind: gcg.RackPenalty, Score: -res.Racks[p], Rack: left.String(), Tiles: left.String()}
		if res.Ending == WentOut && p == res.Player {
			e = gcg.Event{Player: p, Kind: gcg.EndPoints, Score: res.Scores[p] - res.Before[p], Tiles: othersTiles(res.Left, p)}
		} else if left.Len() == 0 {
			continue
		}
		totals[p] += e.Score
		e.Total = totals[p]
		g.Events = append(g.Events, e)
	}
	return g, nil
}

// othersTiles returns the tiles left on the racks of the players but p.
func othersTiles(left []scoring.Rack, p int) string {
	var all scoring.Rack
	for q, r := range left {
		if q != p {
			all = all.Plus(r)
		}
	}
	return all.String()
}

// gcgWord returns a play's main word as GCG writes it: '.' for each tile
// that was already on the board.
func gcgWord(c Checked) string {
	m := c.Move
	dr, dc := 0, 1
	if m.Pos.Dir == scoring.Down {
		dr, dc = 1, 0
	}
	b := []byte(m.Word)
	for i := range b {
		if c.Before.At(m.Pos.Row+i*dr, m.Pos.Col+i*dc) != scoring.Empty {
			b[i] = '.'
		}
	}
	return string(b)
}

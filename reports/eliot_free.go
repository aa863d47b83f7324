package reports

import (
	"bytes"
	"fmt"
	"io"
	"strconv"

	"arbiter/arbiter"
	"arbiter/arbiter/free/scoresheet"
	"arbiter/scoring"
)

// EliotFreeGame is a free game (RULES §10.1) as Eliot saves a game of its
// free-game mode: the dictionary, the players in the order they play,
// each player's first rack, and one turn for each turn of the record.
type EliotFreeGame struct {
	Dictionary EliotDictionary
	Players    []EliotPlayer
	// Racks are the players' racks before the first turn.
	Racks []Rack
	// Notes say, as XML comments Eliot skips, what the file holds otherwise
	// than the record (racks the record does not give).
	Notes []string
	Turns []EliotFreeTurn
}

// EliotFreeTurn is one turn of an [EliotFreeGame]: the player, the rack
// the move is played with (Eliot's GameRack), the move, and what follows.
type EliotFreeTurn struct {
	Player int
	Rack   Rack
	// Reset is set when the player's rack is not the one Eliot holds from
	// the turns before (the record gives none, or only part of it): the
	// turn sets it again before the move.
	Reset bool
	Move  EliotMove
	// Drawn is the player's rack after drawing, nil when the move draws
	// nothing or the rack is not known.
	Drawn *Rack
	// Events are the penalties (a time penalty, a challenge bonus) and, in
	// the last turn, the racks counted at the end (Kind "EndGame").
	Events []EliotEvent
	Notes  []string
}

// EliotFreeGameOf returns the checked record sheet of a free game between
// players, played under rs, as Eliot saves a game of its free-game mode
// played with dictionary d. Eliot replays each play on its board and
// scores it itself, so that the file holds the plays that stand, those
// taken off (as refused moves, scoring 0), exchanges and passes; time
// penalties and challenge bonuses as penalties; the racks counted at the
// end as Eliot's end-game points. The turns after the end are left out.
//
// Eliot takes the tiles of each move from the rack the file gives: where
// the record gives no rack, or a part of it only, the rack written holds
// at least the tiles the turn places or puts back, the least Eliot needs,
// and a note names those turns; a note says so of a game lost on wrong
// plays or drawn, which Eliot ranks by its scores. Eliot places only the words of its
// dictionary (in its own free game a word it lacks is a refused move): a
// play that stands with a word the list lacks is written as refused, a
// penalty giving back its points, with a note. A game Eliot cannot hold
// is refused: a later play resting on such a play's tiles or beside them
// (Eliot's board has not got them), an exchange whose tiles the record
// does not name.
func EliotFreeGameOf(rs *scoring.RuleSet, players []string, sheet *scoresheet.Sheet, d EliotDictionary) (EliotFreeGame, error) {
	g := EliotFreeGame{Dictionary: d}
	for i, name := range players {
		g.Players = append(g.Players, EliotPlayer{Table: i + 1, Name: name})
	}
	turns, racks, guessed, err := eliotFreeRacks(rs, sheet)
	if err != nil {
		return EliotFreeGame{}, err
	}
	if len(guessed) > 0 {
		g.Notes = append(g.Notes, "the record gives no rack, or one without the tiles played, on "+lineList(guessed)+
			": the rack written there adds the tiles the turn places or puts back, the least Eliot needs to replay it")
	}
	if res := sheet.Result; res.Ending == scoresheet.WrongPlays || res.Ending == scoresheet.Scoreless {
		g.Notes = append(g.Notes, fmt.Sprintf("the game ended at line %d: %s (RULES §10.1), an ending Eliot does not know: it ranks by the scores", res.Line, res.Ending))
	}
	held := eliotFirstRacks(len(players), turns, racks, sheet.Result)
	for _, r := range held {
		g.Racks = append(g.Racks, Rack{New: r})
	}
	var early []EliotEvent
	var board scoring.Board
	phonies := phonyLines(sheet.Findings)
	for i, c := range turns {
		if c.Turn.Kind == scoresheet.TimePenalty {
			e := EliotEvent{Kind: "Penalty", Player: c.Turn.Player, Points: c.Points}
			if e.Points == 0 {
				continue
			}
			if len(g.Turns) == 0 {
				early = append(early, e)
				continue
			}
			last := &g.Turns[len(g.Turns)-1]
			last.Events = append(last.Events, e)
			last.Notes = append(last.Notes, fmt.Sprintf("line %d: a time penalty of %d points", c.Turn.Line, -c.Points))
			continue
		}
		p := c.Turn.Player
		t := EliotFreeTurn{Player: p, Rack: splitRack(held[p], racks[i]), Reset: held[p] != racks[i]}
		needed, _ := neededTiles(rs, c) // read once already, by eliotFreeRacks
		var gone scoring.Rack
		t.Move, gone = eliotFreeMove(c, needed)
		if t.Move.Move != nil && phonies[c.Turn.Line] {
			t.Move, gone = refusedMove(c.Move), scoring.Rack{}
			t.Events = append(t.Events, EliotEvent{Kind: "Penalty", Player: p, Points: c.Move.Score})
			t.Notes = append(t.Notes, fmt.Sprintf("line %d: %s stands, but the word list lacks a word it forms: written as refused, its %d points given back as a penalty",
				c.Turn.Line, rs.FormatMove(c.Move), c.Move.Score))
		}
		if err := replayOn(rs, &board, c, t.Move); err != nil {
			return EliotFreeGame{}, err
		}
		if c.Turn.Bonus != 0 {
			t.Events = append(t.Events, EliotEvent{Kind: "Penalty", Player: p, Points: c.Turn.Bonus})
			t.Notes = append(t.Notes, fmt.Sprintf("penalty %+d: the bonus of the challenge the play withstood, which Eliot does not count", c.Turn.Bonus))
		}
		held[p] = racks[i].Minus(gone)
		if gone.Len() > 0 {
			if next, ok := nextRack(turns, racks, i, sheet.Result); ok && next != held[p] {
				drawn := splitRack(held[p], next)
				t.Drawn, held[p] = &drawn, next
			}
		}
		g.Turns = append(g.Turns, t)
	}
	if len(g.Turns) > 0 {
		first := &g.Turns[0]
		first.Events = append(early, first.Events...)
		last := &g.Turns[len(g.Turns)-1]
		last.Events = append(last.Events, eliotEndGame(sheet.Result)...)
	}
	return g, nil
}

// eliotFreeRacks returns the turns of sheet that count (time penalties
// among them, those after the end left out), the rack each turn is played
// with, and the lines whose rack the record does not give, or gives
// without the tiles the turn takes from it: there the rack is the one
// written with those tiles added.
func eliotFreeRacks(rs *scoring.RuleSet, sheet *scoresheet.Sheet) ([]scoresheet.Checked, []scoring.Rack, []int, error) {
	var turns []scoresheet.Checked
	var racks []scoring.Rack
	var guessed []int
	for _, c := range sheet.Turns {
		if c.After {
			continue
		}
		written, err := rs.ParseRack(c.Turn.Rack)
		if err != nil {
			return nil, nil, nil, fmt.Errorf("line %d: %w", c.Turn.Line, err)
		}
		needed, err := neededTiles(rs, c)
		if err != nil {
			return nil, nil, nil, err
		}
		rack := written
		for i := range rack {
			rack[i] = max(rack[i], needed[i])
		}
		if c.Turn.Kind != scoresheet.TimePenalty && (c.Turn.Rack == "" || rack != written) {
			guessed = append(guessed, c.Turn.Line)
		}
		turns, racks = append(turns, c), append(racks, rack)
	}
	return turns, racks, guessed, nil
}

// neededTiles returns the tiles turn c takes from its rack: a play's
// placed tiles, an exchange's tiles (refused when the record gives only
// their number: Eliot names them).
func neededTiles(rs *scoring.RuleSet, c scoresheet.Checked) (scoring.Rack, error) {
	switch c.Turn.Kind {
	case scoresheet.Play:
		return c.Move.Tiles(), nil
	case scoresheet.Exchange:
		if c.Turn.Tiles == "" {
			return scoring.Rack{}, fmt.Errorf("line %d: an exchange of %d tiles the record does not name: Eliot's file names the tiles put back", c.Turn.Line, c.Turn.Count)
		}
		return rs.ParseRack(c.Turn.Tiles)
	}
	return scoring.Rack{}, nil
}

// eliotFirstRacks returns each of n players' rack before the first turn:
// the rack of their first turn, else the one counted at the end, else none.
func eliotFirstRacks(n int, turns []scoresheet.Checked, racks []scoring.Rack, res scoresheet.Result) []scoring.Rack {
	first := make([]scoring.Rack, n)
	seen := make([]bool, n)
	for i, c := range turns {
		if p := c.Turn.Player; c.Turn.Kind != scoresheet.TimePenalty && !seen[p] {
			first[p], seen[p] = racks[i], true
		}
	}
	for p := range first {
		if !seen[p] && p < len(res.Left) {
			first[p] = res.Left[p]
		}
	}
	return first
}

// nextRack returns the rack of the player of turn i at their next turn,
// else the one counted at the end; false when neither is known.
func nextRack(turns []scoresheet.Checked, racks []scoring.Rack, i int, res scoresheet.Result) (scoring.Rack, bool) {
	p := turns[i].Turn.Player
	for j := i + 1; j < len(turns); j++ {
		if turns[j].Turn.Player == p && turns[j].Turn.Kind != scoresheet.TimePenalty {
			return racks[j], true
		}
	}
	if p < len(res.Left) {
		return res.Left[p], true
	}
	return scoring.Rack{}, false
}

// splitRack returns rack as Eliot shows it after a player held kept: the
// tiles kept, then those drawn.
func splitRack(kept, rack scoring.Rack) Rack {
	var r Rack
	for i := range rack {
		r.Remainder[i] = min(kept[i], rack[i])
	}
	r.New = rack.Minus(r.Remainder)
	return r
}

// eliotFreeMove returns turn c as Eliot's move and the tiles it takes off
// the rack: a play that stands with the tiles it places, one taken off as
// a refused move, an exchange with its tiles (exchanged), a pass.
func eliotFreeMove(c scoresheet.Checked, exchanged scoring.Rack) (EliotMove, scoring.Rack) {
	t := c.Turn
	switch t.Kind {
	case scoresheet.Play:
		m := c.Move
		if !t.Challenge.Stands() {
			return refusedMove(m), scoring.Rack{}
		}
		return EliotMove{Move: &m}, m.Tiles()
	case scoresheet.Exchange:
		return EliotMove{Exchanged: exchanged.String()}, exchanged
	}
	return EliotMove{Pass: true}, scoring.Rack{}
}

// refusedMove is play m as Eliot's refused move: its word and coordinate,
// nothing placed, 0 points.
func refusedMove(m scoring.Move) EliotMove {
	return EliotMove{Word: eliotWord(&m), Position: eliotCoord(m.Pos, false)}
}

// phonyLines returns the lines findings say a play stands though the list
// lacks a word it forms: unchallenged, or upheld against the list (the
// same finding of a play taken off that the list confirms names a play
// written as refused anyway).
func phonyLines(findings []scoresheet.Finding) map[int]bool {
	lines := map[int]bool{}
	for _, f := range findings {
		if f.Code == scoresheet.PhonyStands || f.Code == scoresheet.JudgedWrong {
			lines[f.Line] = true
		}
	}
	return lines
}

// replayOn plays move m of turn c on board, Eliot's board, which lacks
// the tiles of the plays written as refused: a play that places other
// tiles there or scores otherwise, or cannot be made, is refused.
func replayOn(rs *scoring.RuleSet, board *scoring.Board, c scoresheet.Checked, m EliotMove) error {
	if m.Move == nil {
		return nil
	}
	again, err := scoring.Check(rs, nil, board, nil, scoring.Play{Pos: m.Move.Pos, Word: m.Move.Word})
	switch {
	case err != nil:
	case again.Tiles() != m.Move.Tiles():
		err = fmt.Errorf("it places %s there, not %s", again.Tiles(), m.Move.Tiles())
	case again.Score != m.Move.Score:
		err = fmt.Errorf("it scores %d there, not %d", again.Score, m.Move.Score)
	}
	if err != nil {
		return fmt.Errorf("line %d: %s rests on a play Eliot cannot place (a word the list lacks): Eliot's board has not got its tiles: %w",
			c.Turn.Line, rs.FormatMove(*m.Move), err)
	}
	board.Apply(again)
	return nil
}

// eliotEndGame returns the racks counted at the end of a game (RULES
// §10.1) as Eliot writes them: each player's points, those who kept tiles
// first in their order, then the player who went out, who adds theirs.
func eliotEndGame(res scoresheet.Result) []EliotEvent {
	if res.Left == nil {
		return nil
	}
	var events []EliotEvent
	for p := range res.Scores {
		if res.Ending != scoresheet.WentOut || p != res.Player {
			events = append(events, EliotEvent{Kind: "EndGame", Player: p, Points: res.Scores[p] - res.Before[p]})
		}
	}
	if res.Ending == scoresheet.WentOut {
		p := res.Player
		events = append(events, EliotEvent{Kind: "EndGame", Player: p, Points: res.Scores[p] - res.Before[p]})
	}
	return events
}

// lineList names lines: "line 3", "lines 3, 5 and 8".
func lineList(lines []int) string {
	return arbiter.Plural(len(lines), "line") + " " + arbiter.AndList(numbers(lines))
}

// Totals returns each player's totals as Eliot computes them when it
// loads g: the points of their plays, their penalties and the end-game
// points.
func (g EliotFreeGame) Totals() []EliotTotals {
	out := make([]EliotTotals, len(g.Players))
	for _, t := range g.Turns {
		if m := t.Move.Move; m != nil {
			out[t.Player].Raw += m.Score
		}
		for _, e := range t.Events {
			if e.Kind == "Penalty" {
				out[e.Player].Penalties += e.Points
			}
			out[e.Player].Total += e.Points
		}
	}
	for i := range out {
		out[i].Total += out[i].Raw
	}
	return out
}

// EliotFreeXML writes g in Eliot's XML save format, as Eliot's own writer
// lays out a game of its free-game mode:
//
//	<EliotGame format="2">
//	    <Dictionary> Name, Type, Letters, WordNb
//	    <Game> Mode freegame, a Player (Name, Type, TableNb) per player, Turns
//	    <History> a Turn per turn: in the first, every player's PlayerRack
//	              and the GameRack; then the PlayerMove of the player in
//	              turn, a PlayerMove "none" for each other, the GameMove,
//	              the player's PlayerRack after drawing, the Penalty and
//	              EndGame events, and the GameRack of the next turn
//	    <Statistics> the totals, as Eliot computes them from the history
//
// Coordinates are Eliot's ([eliotCoord]); the free game's first move may
// run down.
func EliotFreeXML(w io.Writer, g EliotFreeGame) error {
	var b bytes.Buffer
	writeEliotHeader(&b, g.Dictionary)
	eliotNotes(&b, 2, g.Notes...)
	eliotElem(&b, 2, "Mode", "freegame")
	writeEliotPlayers(&b, g.Players, len(g.Turns))
	b.WriteString(eliotIndent(1) + "<History>\n")
	coord := func(m *scoring.Move) string { return eliotCoord(m.Pos, false) }
	top := 0
	for ti, t := range g.Turns {
		b.WriteString(eliotIndent(2) + "<Turn>\n")
		eliotNotes(&b, 3, t.Notes...)
		if ti == 0 {
			for p, r := range g.Racks {
				writeEliotPlayerRack(&b, p, eliotRack(r))
			}
			eliotElem(&b, 3, "GameRack", eliotRack(t.Rack))
		}
		if t.Reset && ti > 0 {
			writeEliotPlayerRack(&b, t.Player, eliotRack(t.Rack))
		}
		b.WriteString(eliotIndent(3) + eliotMove("PlayerMove", strconv.Itoa(t.Player), t.Move, coord) + "\n")
		for p := range g.Players {
			if p != t.Player {
				b.WriteString(eliotIndent(3) + eliotMove("PlayerMove", strconv.Itoa(p), EliotMove{}, coord) + "\n")
			}
		}
		b.WriteString(eliotIndent(3) + eliotMove("GameMove", "", t.Move, coord) + "\n")
		if t.Move.Move != nil {
			top += t.Move.Move.Score
		}
		if t.Drawn != nil {
			writeEliotPlayerRack(&b, t.Player, eliotRack(*t.Drawn))
		}
		writeEliotEvents(&b, t.Events)
		if ti+1 < len(g.Turns) {
			eliotElem(&b, 3, "GameRack", eliotRack(g.Turns[ti+1].Rack))
		}
		b.WriteString(eliotIndent(2) + "</Turn>\n")
	}
	b.WriteString(eliotIndent(1) + "</History>\n")
	writeEliotStatistics(&b, top, g.Totals())
	b.WriteString("</EliotGame>\n")
	_, err := w.Write(b.Bytes())
	return err
}

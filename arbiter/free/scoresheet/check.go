package scoresheet

import (
	"fmt"

	"arbiter/arbiter"
	"arbiter/scoring"
)

// EExchangeRefused is the code of an exchange made while the bag held
// fewer tiles than [Rules.ExchangeMinBag] (seed 004). The other refusals
// of [Check] use the codes of package arbiter.
const EExchangeRefused arbiter.Code = "exchange_refused"

// Sheet is a record checked: each turn as it counts, what was written
// wrong, and the result.
type Sheet struct {
	Turns    []Checked
	Findings []Finding
	Result   Result
}

// Checked is one turn of the record as it counts: the board before it, a
// play's move as the rules score it, the points it adds to its player and
// the player's total after it. A turn after the end counts for nothing
// (After set).
type Checked struct {
	Turn   Turn
	Before scoring.Board
	Move   scoring.Move // a play's words and right score
	Points int
	Total  int
	After  bool
}

// FindingCode is the stable code of a finding: never renamed or reused.
type FindingCode string

// The findings of a check.
const (
	WrongScore     FindingCode = "wrong_score"      // a play's score written wrong; Right is the right one
	WrongTotal     FindingCode = "wrong_total"      // a running total that is not the previous one plus the score written
	WrongEndPoints FindingCode = "wrong_end_points" // end points written wrong; Right is the right sum
	PhonyStands    FindingCode = "phony_stands"     // an unchallenged play forms a word not in the list: it stays (seed 004)
	JudgedWrong    FindingCode = "judged_wrong"     // a challenge decided against the list: Off words all valid, or Upheld with one not
	AfterEnd       FindingCode = "after_end"        // turns recorded after the game ended: not counted
	NoOvertime     FindingCode = "no_overtime"      // a time penalty where the rule set charges none, or not a multiple of its penalty
	UnmarkedJoker  FindingCode = "unmarked_joker"   // a play needs the rack's joker but does not mark it: read on the letter scoring least (RULES §5)
)

// Finding is something written wrong on the record: the line, the player,
// the code, a sentence naming them, and the value written beside the
// right one when there are numbers.
type Finding struct {
	Line    int         `json:"line"`
	Player  int         `json:"player"`
	Code    FindingCode `json:"code"`
	Message string      `json:"message"`
	Written int         `json:"written,omitempty"`
	Right   int         `json:"right,omitempty"`
}

// Check plays the record on the board of rule set rs under rules and
// returns the sheet: every play placed and scored by [scoring.Check] (the
// score written checked against it), the bag followed through exchanges
// and draws, challenges (with lex, the challenged plays are judged against
// it; nil: the record's outcomes are taken as they are), and the end of
// RULES §10.1 with its arithmetic for 2 to [MaxPlayers] players.
//
// A record that cannot be played is refused with an *[arbiter.Error]
// naming the line, the turn, the player and the reason:
// [arbiter.EInvalidInput] for a malformed record (a turn out of order, a
// '.' on an empty square), [arbiter.EInvalidMove] for a play the board
// refuses (off the board, through an occupied square that does not
// match), [arbiter.ERackMismatch] for a rack or tiles the bag cannot hold,
// [EExchangeRefused] for an exchange with fewer than
// [Rules.ExchangeMinBag] tiles in the bag, [arbiter.EGameOver] for an end
// whose racks the record does not tell.
func Check(rs *scoring.RuleSet, rules Rules, lex scoring.Lexicon, rec *Record) (*Sheet, error) {
	n := len(rec.Players)
	if n < 2 || n > MaxPlayers {
		return nil, arbiter.Errorf(arbiter.EInvalidInput, "a free game has 2 to %d players, this record %d", MaxPlayers, n)
	}
	if len(rec.Turns) > MaxTurns {
		return nil, arbiter.Errorf(arbiter.EInvalidInput, "%d turns, more than the %d of any game", len(rec.Turns), MaxTurns)
	}
	g := newGame(rs, rules, lex, rec)
	for i := range rec.Turns {
		if err := g.turn(i); err != nil {
			return nil, err
		}
	}
	if err := g.finish(); err != nil {
		return nil, err
	}
	return g.sheet, nil
}

// game is the state of a record being checked.
type game struct {
	rs    *scoring.RuleSet
	rules Rules
	lex   scoring.Lexicon
	rec   *Record
	sheet *Sheet

	board     scoring.Board
	bag       int            // tiles in the bag
	hand      []int          // tiles on each rack
	rack      []scoring.Rack // each rack, where known
	known     []bool
	scores    []int // the right totals
	written   []int // the totals as written
	next      int   // the player whose turn it is
	skip      int   // the player who loses their next turn, or -1
	passes    int   // turns in a row that were passes
	ownPasses []int
	marks     [][]mark // each player's last turns, for the wrong-play rule
	scoreless int      // turns in a row with no play standing
	end       Ending
	endLine   int
	endPlayer int
}

// mark is what a turn counts as for the wrong-play rule.
type mark uint8

const (
	markOther mark = iota
	markWrong
	markPass
)

// newGame returns the state before the first turn: each player has drawn a rack.
func newGame(rs *scoring.RuleSet, rules Rules, lex scoring.Lexicon, rec *Record) *game {
	n := len(rec.Players)
	g := &game{rs: rs, rules: rules, lex: lex, rec: rec, sheet: &Sheet{Turns: make([]Checked, 0, len(rec.Turns))},
		bag: rs.TotalTiles(), hand: make([]int, n), rack: make([]scoring.Rack, n), known: make([]bool, n),
		scores: make([]int, n), written: make([]int, n), skip: -1, ownPasses: make([]int, n), marks: make([][]mark, n),
		endPlayer: -1}
	for p := range g.hand {
		g.hand[p] = min(rs.RackSize, g.bag)
		g.bag -= g.hand[p]
	}
	return g
}

// turn checks turn i of the record.
func (g *game) turn(i int) error {
	t := g.rec.Turns[i]
	if t.Line == 0 {
		t.Line = i + 1
	}
	c := Checked{Turn: t, Before: g.board}
	if t.Player < 0 || t.Player >= len(g.rec.Players) {
		return g.fail(t, arbiter.EInvalidInput, "the record has no player %d", t.Player+1)
	}
	if g.end != Unfinished {
		if t.Kind == TimePenalty {
			return g.timePenalty(t, &c)
		}
		c.After, c.Total = true, g.scores[t.Player]
		g.sheet.Turns = append(g.sheet.Turns, c)
		if len(g.sheet.Turns) == 1 || !g.sheet.Turns[len(g.sheet.Turns)-2].After {
			g.find(t, AfterEnd, 0, 0, "the game ended at line %d (%s): the turns from here do not count", g.endLine, g.end)
		}
		return nil
	}
	if t.Kind == TimePenalty {
		return g.timePenalty(t, &c)
	}
	if t.Challenger < 0 || t.Challenger > len(g.rec.Players) || t.Challenger == t.Player+1 {
		return g.fail(t, arbiter.EInvalidInput, "challenger %d: a challenge is by another of the %d players", t.Challenger, len(g.rec.Players))
	}
	if t.Player != g.next {
		return g.fail(t, arbiter.EInvalidInput, "it is %s's turn, not %s's", g.rec.Players[g.next], g.rec.Players[t.Player])
	}
	if err := g.takeRack(t); err != nil {
		return err
	}
	var err error
	switch t.Kind {
	case Play:
		err = g.play(t, &c)
	case Exchange:
		err = g.exchange(t)
	case Pass: // nothing changes but the runs advance reads
	default:
		err = g.fail(t, arbiter.EInvalidInput, "turn of kind %d", t.Kind)
	}
	if err != nil {
		return err
	}
	c.Total = g.scores[t.Player]
	g.sheet.Turns = append(g.sheet.Turns, c)
	g.checkTotal(t, c.Points)
	g.advance(t)
	return nil
}

// fail returns the refusal of turn t.
func (g *game) fail(t Turn, code arbiter.Code, format string, args ...any) error {
	return arbiter.Errorf(code, "%s: %s", g.where(t), fmt.Sprintf(format, args...))
}

// where names turn t for messages: its line and player.
func (g *game) where(t Turn) string {
	if t.Player >= 0 && t.Player < len(g.rec.Players) {
		return fmt.Sprintf("line %d (%s)", t.Line, g.rec.Players[t.Player])
	}
	return fmt.Sprintf("line %d", t.Line)
}

// find records a finding about turn t.
func (g *game) find(t Turn, code FindingCode, written, right int, format string, args ...any) {
	g.sheet.Findings = append(g.sheet.Findings, Finding{Line: t.Line, Player: t.Player, Code: code,
		Message: g.where(t) + ": " + fmt.Sprintf(format, args...), Written: written, Right: right})
}

// takeRack reads the rack written for turn t, if any, and checks that the
// bag could hold it: no more tiles than the player holds, none that are on
// the board, the tiles the player kept among them. A rack of fewer tiles
// than the player holds is the part of it that was seen (GCG files of a
// game from one side write the opponent's rack so): it is checked, and
// the rest of the rack stays unknown.
func (g *game) takeRack(t Turn) error {
	if t.Rack == "" {
		return nil
	}
	r, err := g.rs.ParseRack(t.Rack)
	if err != nil {
		return arbiter.Errorf(arbiter.EInvalidInput, "%s: %w", g.where(t), err)
	}
	p := t.Player
	if r.Len() > g.hand[p] {
		return g.fail(t, arbiter.ERackMismatch, "rack %s has %d tiles, but %s holds %d here", t.Rack, r.Len(), g.rec.Players[p], g.hand[p])
	}
	if left := g.left(); !left.Contains(r) {
		return g.fail(t, arbiter.ERackMismatch, "rack %s: the bag cannot hold it: %s", t.Rack, missing(r, left))
	}
	whole := r.Len() == g.hand[p]
	if g.known[p] && whole && !r.Contains(g.rack[p]) {
		return g.fail(t, arbiter.ERackMismatch, "rack %s lacks %s, kept from the turn before", t.Rack, lacking(g.rack[p], r))
	}
	g.rack[p], g.known[p] = r, whole
	return nil
}

// left returns the tiles not on the board.
func (g *game) left() scoring.Rack {
	var on scoring.Rack
	for r := range scoring.Size {
		for c := range scoring.Size {
			if t := g.board.At(r, c); t != scoring.Empty {
				on = on.Plus(tilesOf(t))
			}
		}
	}
	return g.rs.FullBag().Minus(on)
}

// tilesOf returns the rack of one tile: a joker as a joker.
func tilesOf(t scoring.Tile) scoring.Rack {
	var r scoring.Rack
	if t.IsJoker() {
		r[scoring.JokerIndex] = 1
	} else {
		r[t.Letter()-'A'] = 1
	}
	return r
}

// lacking returns the tiles of want that have does not hold.
func lacking(want, have scoring.Rack) scoring.Rack {
	for i := range want {
		want[i] -= min(want[i], have[i])
	}
	return want
}

// missing says which tiles of r are not among left: "2 × Z, but only 1 left off the board".
func missing(r, left scoring.Rack) string {
	for i := range r {
		if r[i] > left[i] {
			name := "joker"
			if i != scoring.JokerIndex {
				name = string(rune('A' + i))
			}
			return fmt.Sprintf("%d × %s, but only %d left off the board", r[i], name, left[i])
		}
	}
	return ""
}

// checkTotal compares the running total written after turn t with the one
// before it plus the score written (or, where none is written, the points
// the turn adds).
func (g *game) checkTotal(t Turn, points int) {
	p := t.Player
	add := points
	switch {
	case t.Kind == Play && t.Scored && t.Challenge.Stands():
		add = t.Score + t.Bonus
	case t.Kind == TimePenalty:
		add = -t.Points
	}
	want := g.written[p] + add
	if t.Totalled {
		if t.Total != want {
			g.find(t, WrongTotal, t.Total, want, "total %d written, but %d + %d = %d", t.Total, g.written[p], add, want)
		}
		want = t.Total
	}
	g.written[p] = want
}

// advance moves the turn on and checks the endings of RULES §10.1, in the
// order: going out, the wrong-play rule, the passes, the scoreless draw.
func (g *game) advance(t Turn) {
	p, n := t.Player, len(g.rec.Players)
	g.markTurn(t)
	switch {
	case t.Kind == Play && t.Challenge.Stands() && g.hand[p] == 0 && g.bag == 0:
		g.ended(WentOut, t)
	case g.rules.WrongPlaysLose > 0 && g.lostOnWrongPlays(p):
		g.ended(WrongPlays, t)
	case g.rules.PassRounds > 0 && g.passes >= g.rules.PassRounds*n:
		g.ended(Passes, t)
	case g.rules.OwnPasses > 0 && g.ownPasses[p] >= g.rules.OwnPasses:
		g.ended(OwnPasses, t)
	case g.rules.ScorelessDraw > 0 && g.scoreless >= g.rules.ScorelessDraw:
		g.ended(Scoreless, t)
	}
	g.next = (p + 1) % n
	if g.next == g.skip {
		g.next, g.skip = (g.next+1)%n, -1
	}
}

// markTurn counts turn t in the runs the endings read.
func (g *game) markTurn(t Turn) {
	p := t.Player
	m := markOther
	switch {
	case t.Kind == Pass:
		m = markPass
		g.passes++
		g.ownPasses[p]++
	case t.Kind == Play && t.Challenge == Off:
		m = markWrong
	}
	if t.Kind != Pass {
		g.passes, g.ownPasses[p] = 0, 0
	}
	switch {
	case t.Kind == Exchange, t.Kind == Play && t.Challenge.Stands():
		g.scoreless = 0
	default:
		g.scoreless++
	}
	if k := g.rules.WrongPlaysLose; k > 0 {
		g.marks[p] = append(g.marks[p], m)
		if len(g.marks[p]) > k {
			g.marks[p] = g.marks[p][1:]
		}
	}
}

// lostOnWrongPlays reports whether p's last turns lose the game: all wrong
// plays, or all but one with the other a pass (seed 004).
func (g *game) lostOnWrongPlays(p int) bool {
	k := g.rules.WrongPlaysLose
	if len(g.marks[p]) < k {
		return false
	}
	wrong := 0
	for _, m := range g.marks[p] {
		switch m {
		case markWrong:
			wrong++
		case markOther:
			return false
		}
	}
	return wrong >= k-1
}

// ended records that the game ended with turn t.
func (g *game) ended(e Ending, t Turn) {
	g.end, g.endLine, g.endPlayer = e, t.Line, t.Player
}

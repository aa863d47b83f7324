package problem

import (
	"encoding/json"
	"strconv"
	"time"

	"arbiter/arbiter"
)

// Composition is the composition problems as a kind of game of the
// tournament (RULES §9): each problem, a Partida de Superscrabble
// included, is one game of it.
const Composition arbiter.Kind = "problem"

// Game is a game that is a composition problem, as its events made it.
// A Partida de Superscrabble's Sitting is the game's (its starting board,
// rounds and time, no solutions) and its Rounds each a Superscrabble
// problem of its own.
type Game struct {
	Sitting
	Rounds []Round `json:",omitempty"`
}

// Sitting is a statement the players answer and their solutions.
type Sitting struct {
	Statement Statement
	Typed     bool
	Start     time.Time
	// Solutions holds each table's solution.
	Solutions map[int]Solution
}

// Solution is one player's solution of a problem.
type Solution struct {
	HandedIn time.Duration
	Sheet    json.RawMessage
	Verdict  Verdict
}

// Round is one round of a Partida de Superscrabble: its sitting, and the
// scrabble placed to end it ("" while it is played).
type Round struct {
	Sitting
	Placed      string `json:",omitempty"`
	PlacedScore int    `json:",omitempty"`
}

// GameOf returns the problem of g, or false when g is no composition
// problem, as [arbiter.StateIn] reads it.
func GameOf(g *arbiter.Game) (*Game, bool) { return arbiter.StateIn[Game](g, Composition) }

// Open returns the sitting a solution handed in now answers: the
// problem's, or a Partida de Superscrabble's round being played.
func (p *Game) Open() *Sitting {
	if len(p.Rounds) > 0 {
		return &p.Rounds[len(p.Rounds)-1].Sitting
	}
	return &p.Sitting
}

// entry returns table's solution as the problem's ranking takes it, and
// whether the table handed in one (in a Partida, in any round).
func (p *Game) entry(table int) (Entry, bool) {
	if p.Statement.Kind == PartidaSuperscrabble {
		return p.partidaEntry(table)
	}
	sol, ok := p.Solutions[table]
	return Entry{Player: strconv.Itoa(table), Verdict: sol.Verdict, HandedIn: sol.HandedIn}, ok
}

// partidaEntry returns table's solutions of a Partida (RULES §9.8) as one
// entry of its ranking: the verdicts summed over the rounds
// ([PartidaVerdict]), and as hand-in time the sum of the rounds' (a round
// the table handed nothing in counts its whole time); ok is false when it
// handed in no round.
func (p *Game) partidaEntry(table int) (e Entry, ok bool) {
	verdicts := make([]Verdict, len(p.Rounds))
	for i, r := range p.Rounds {
		sol, handed := r.Solutions[table]
		if !handed {
			e.HandedIn += r.Statement.Time()
			continue
		}
		verdicts[i] = sol.Verdict
		e.HandedIn += sol.HandedIn
		ok = true
	}
	e.Player, e.Verdict = strconv.Itoa(table), PartidaVerdict(verdicts)
	return e, ok
}

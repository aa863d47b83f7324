package arbiter

import (
	"strconv"
	"testing"

	"arbiter/scoring"
)

// BenchGame is a game of rounds rounds of players slips each, built
// deterministically as a late game of a big room looks: most slips the
// top, some another legal move, a wrong score, no slip, a word not in the
// lexicon, or a slip corrected once. It is exported to the external tests,
// which time the snapshot codec on it.
func BenchGame(rounds, players int) Game {
	move := func(row, col, n, score int) scoring.Move {
		m := scoring.Move{Pos: scoring.Position{Row: row, Col: col, Dir: scoring.Direction(n % 2)}, Score: score, Bingo: n == 7}
		for i := range n {
			t := scoring.Tile('A' + (row*3+col+i*5)%26)
			m.Word += string(rune(t))
			m.Placed = append(m.Placed, scoring.Placement{Row: row, Col: col + i, Tile: t})
		}
		m.Words = []scoring.WordScore{{Word: m.Word, Score: score - 3}, {Word: m.Word[:2], Score: 3}}
		return m
	}
	position := func(m scoring.Move) string { return string(rune('A'+m.Pos.Row)) + strconv.Itoa(m.Pos.Col+1) }
	g := Game{Number: 1, Seed: 7}
	for r := 1; r <= rounds; r++ {
		top := move(r%15, (r*4)%9, 2+r%6, 20+r*3)
		others := make([]scoring.Move, 8)
		for i := range others {
			others[i] = move((r+i)%15, (r+2*i)%9, 2+i%5, 5+i*4+r)
		}
		round := Round{Number: r, HasRack: true, Closed: true, Slips: map[int][]Slip{}}
		round.New[0], round.New[4], round.Remainder[18] = 2, 3, 2
		round.Board.Set(7, 7, 'A')
		round.Top = &TopChosen{Round: r, Move: top, Alternatives: others[:1], Choice: 1}
		for t := 1; t <= players; t++ {
			s := Slip{Round: r, Table: t, Position: position(top), Word: top.Word, Score: strconv.Itoa(top.Score),
				Verdict: Verdict{Valid: true, Real: top.Score, Credited: top.Score, Move: &top}}
			var first *Slip
			switch (t*7 + r) % 20 {
			case 14, 15:
				m := others[t%len(others)]
				s.Position, s.Word, s.Score = position(m), m.Word, strconv.Itoa(m.Score)
				s.Verdict = Verdict{Valid: true, Real: m.Score, Credited: m.Score, Move: &m}
			case 16:
				s.Score = strconv.Itoa(top.Score + 1)
				s.Verdict.Warning = "wrong_score"
			case 17:
				s = Slip{Round: r, Table: t, None: true, Verdict: Verdict{Reason: "no_slip"}}
			case 18:
				s.Word += "Q"
				s.Verdict = Verdict{Reason: "not_in_lexicon", Message: s.Word + " is not in the lexicon", Culprit: s.Word}
			case 19:
				wrong := s
				wrong.Score = "1"
				wrong.Verdict.Warning = "wrong_score"
				first = &wrong
			}
			if first != nil {
				round.Slips[t] = append(round.Slips[t], *first)
			}
			round.Slips[t] = append(round.Slips[t], s)
		}
		g.Rounds = append(g.Rounds, round)
		g.Board.Set(r%15, 0, 'E')
	}
	return g
}

// BenchmarkGameStandings ranks a game of 20 rounds of 400 slips: what the
// standings of the current game cost a command late in a big tournament
// (every player's card, every round).
func BenchmarkGameStandings(b *testing.B) {
	tc := TournamentCreated{Name: "Bench", RuleSet: "ro"}
	rs, err := RuleSetOf(tc)
	if err != nil {
		b.Fatal(err)
	}
	s := State{Tournament: tc, RuleSet: rs, Games: []Game{BenchGame(20, 400)}}
	for t := 1; t <= 400; t++ {
		s.Players = append(s.Players, Player{Table: t, Name: "PLAYER " + strconv.Itoa(t)})
	}
	b.ReportAllocs()
	for b.Loop() {
		if st, err := s.Standings(1, ByTotal); err != nil || len(st.Rows) != 400 {
			b.Fatalf("%d rows (%v)", len(st.Rows), err)
		}
	}
}

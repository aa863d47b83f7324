package scoresheet

import (
	"strings"

	"arbiter/arbiter"
	"arbiter/scoring"
)

// play checks a play: placed and scored by the rules, judged when there
// is a list; a play that stands stays on the board and its player draws,
// one taken back leaves everything as it was.
func (g *game) play(t Turn, c *Checked) error {
	p := t.Player
	word, err := g.wholeWord(t)
	if err != nil {
		return err
	}
	var rack *scoring.Rack
	if g.known[p] {
		r := g.rack[p]
		rack = &r
	}
	m, err := scoring.Check(g.rs, nil, &g.board, rack, scoring.Play{Pos: t.Pos, Word: word})
	if err != nil {
		return arbiter.Errorf(arbiter.EInvalidMove, "%s: %s %s: %w", g.where(t), g.rs.FormatPosition(t.Pos), word, err)
	}
	placed := m.Tiles()
	if left := g.left(); !left.Contains(placed) {
		return g.fail(t, arbiter.ERackMismatch, "%s places %s: %s", g.rs.FormatMove(m), placed, missing(placed, left))
	}
	if placed.Len() > g.hand[p] {
		return g.fail(t, arbiter.ERackMismatch, "%s places %d tiles, but %s holds %d", g.rs.FormatMove(m), placed.Len(), g.rec.Players[p], g.hand[p])
	}
	c.Move = m
	if m.UnmarkedJoker {
		g.find(t, UnmarkedJoker, 0, 0, "%s needs the joker of rack %s but does not mark it: read as %s, the joker where it scores least (RULES §5)",
			g.rs.FormatPlay(scoring.Play{Pos: t.Pos, Word: t.Word}), t.Rack, g.rs.FormatMove(m))
	}
	if t.Scored && t.Score != m.Score {
		g.find(t, WrongScore, t.Score, m.Score, "%s: %d written, the right score is %d (%s)", g.rs.FormatMove(m), t.Score, m.Score, m.Breakdown())
	}
	g.judgeRecorded(t, m)
	if !t.Challenge.Stands() {
		return nil
	}
	if t.Challenge == Upheld && g.rules.ChallengeCostsTurn {
		g.skip = (p + 1) % len(g.rec.Players)
		if t.Challenger > 0 {
			g.skip = t.Challenger - 1
		}
	}
	g.board.Apply(m)
	c.Points = m.Score + t.Bonus
	g.scores[p] += c.Points
	g.hand[p] -= placed.Len()
	drawn := min(placed.Len(), g.bag)
	g.hand[p] += drawn
	g.bag -= drawn
	if g.known[p] {
		g.rack[p] = g.rack[p].Minus(placed)
		g.known[p] = drawn == 0
	}
	return nil
}

// wholeWord returns the play's word with each '.' replaced by the tile on
// its square.
func (g *game) wholeWord(t Turn) (string, error) {
	if !strings.Contains(t.Word, ".") {
		return t.Word, nil
	}
	dr, dc := 0, 1
	if t.Pos.Dir == scoring.Down {
		dr, dc = 1, 0
	}
	b := []byte(t.Word)
	for i, ch := range b {
		if ch != '.' {
			continue
		}
		r, c := t.Pos.Row+i*dr, t.Pos.Col+i*dc
		if r >= scoring.Size || c >= scoring.Size {
			return "", g.fail(t, arbiter.EInvalidMove, "%s %s runs off the board", g.rs.FormatPosition(t.Pos), t.Word)
		}
		tile := g.board.At(r, c)
		if tile == scoring.Empty {
			return "", g.fail(t, arbiter.EInvalidInput, "%s %s: '.' stands for a tile on the board, but %s is empty",
				g.rs.FormatPosition(t.Pos), t.Word, g.rs.FormatPosition(scoring.Position{Row: r, Col: c}))
		}
		b[i] = byte(tile)
	}
	return string(b), nil
}

// judgeRecorded compares a play's recorded outcome with the list's
// verdict, when there is a list.
func (g *game) judgeRecorded(t Turn, m scoring.Move) {
	if g.lex == nil || t.Challenge == Ambiguous {
		return
	}
	stands := playStands(g.lex, m)
	switch {
	case t.Challenge == Unchallenged && !stands:
		g.find(t, PhonyStands, 0, 0, "%s would not stand if challenged; unchallenged, it stays (seed 004)", g.rs.FormatMove(m))
	case t.Challenge == Off && stands:
		g.find(t, JudgedWrong, 0, 0, "%s was taken off, but the list confirms it", g.rs.FormatMove(m))
	case t.Challenge == Upheld && !stands:
		g.find(t, JudgedWrong, 0, 0, "%s was confirmed, but the list does not", g.rs.FormatMove(m))
	}
}

// playStands reports whether every word of m is in lex.
func playStands(lex scoring.Lexicon, m scoring.Move) bool {
	for _, w := range m.Words {
		if !lex.Contains(strings.ToUpper(w.Word)) {
			return false
		}
	}
	return true
}

// exchange checks an exchange: tiles the player holds, and a bag of at
// least [Rules.ExchangeMinBag] tiles (seed 004).
func (g *game) exchange(t Turn) error {
	p, n := t.Player, t.Count
	if t.Tiles != "" {
		r, err := g.rs.ParseRack(t.Tiles)
		if err != nil {
			return arbiter.Errorf(arbiter.EInvalidInput, "%s: %w", g.where(t), err)
		}
		if g.known[p] && !g.rack[p].Contains(r) {
			return g.fail(t, arbiter.ERackMismatch, "exchange of %s: the rack %s lacks %s", t.Tiles, g.rack[p], lacking(r, g.rack[p]))
		}
		n = r.Len()
	}
	if n < 1 || n > g.hand[p] {
		return g.fail(t, arbiter.EInvalidInput, "an exchange of %d tiles, but %s holds %d", n, g.rec.Players[p], g.hand[p])
	}
	if g.bag < g.rules.ExchangeMinBag {
		return g.fail(t, EExchangeRefused, "no exchange: the bag holds %d tiles, an exchange needs at least %d (RULES §10.1)", g.bag, g.rules.ExchangeMinBag)
	}
	g.known[p] = false
	return nil
}

// timePenalty takes a time penalty off its player, where the rules charge one.
func (g *game) timePenalty(t Turn, c *Checked) error {
	per := g.rules.OvertimePenalty
	switch {
	case t.Points < 0:
		return g.fail(t, arbiter.EInvalidInput, "a time penalty of %d points: a penalty takes points off", t.Points)
	case per == 0:
		g.find(t, NoOvertime, t.Points, 0, "a time penalty of %d, but the %s rules charge none: not counted", t.Points, g.rules.Name)
	default:
		if t.Points%per != 0 {
			g.find(t, NoOvertime, t.Points, 0, "a time penalty of %d, not a whole number of minutes at %d a minute", t.Points, per)
		}
		c.Points = -t.Points
		g.scores[t.Player] -= t.Points
	}
	c.Total = g.scores[t.Player]
	g.sheet.Turns = append(g.sheet.Turns, *c)
	g.checkTotal(t, c.Points)
	return nil
}

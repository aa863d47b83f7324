// Package simulation plays the simulated players of `arbiter demo`: what
// each writes on its slip of a round (a move at or below the top, in the
// form of the game's variant, RULES §7), the mistakes they make (a missing
// slip, a wrong figure, an invalid word) and the referee's warnings.
//
// Like the rules it does no I/O and holds no globals: the randomness, the
// word list and the move listing come in as values.
package simulation

import (
	"cmp"
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"

	"arbiter/arbiter"
	"arbiter/arbiter/duplicate"
	"arbiter/scoring"
)

// Room is the simulated players: each has a skill that says how close to
// the top its slips come.
type Room struct {
	rng    *rand.Rand
	skills []float64
}

// NewRoom seats n simulated players whose choices rng makes.
func NewRoom(n int, rng *rand.Rand) *Room {
	room := &Room{rng: rng, skills: make([]float64, n)}
	for i := range room.skills {
		room.skills[i] = 0.25 + 0.7*rng.Float64()
	}
	return room
}

// Players returns the players of a room of n players, registered at
// tables 1 to n.
func Players(n int) []arbiter.RegisterPlayer {
	first := []string{"Ion", "Maria", "Ștefan", "Ioana", "Mihai", "Elena", "Andrei", "Ana", "Radu", "Cristina", "Tudor", "Irina"}
	last := []string{"Popescu", "Ionescu", "Țurcanu", "Stănescu", "Dumitrescu", "Bălan", "Munteanu", "Niță", "Rădulescu", "Șerban", "Ciobanu", "Lungu", "Văduva"}
	clubs := []string{"CS Universitatea Cluj", "Clubul Scrabble București", "Gambit Iași", "Litera Timișoara"}
	players := make([]arbiter.RegisterPlayer, n)
	for i := range players {
		players[i] = arbiter.RegisterPlayer{Table: i + 1, Name: last[(i*7)%len(last)] + " " + first[i%len(first)],
			Club: clubs[i%len(clubs)], FederationID: fmt.Sprintf("RO%04d", 100+i)}
	}
	return players
}

// play is one way to play a round as a slip carries it (the round and
// table left out), and what it scores.
type play struct {
	slip  duplicate.EnterSlip
	score int
}

// Slips returns the room's slips for the current round of g, numbered
// round, whose top is chosen: deps.All lists the moves the players find,
// deps.Lexicon tells the invalid words they write. A few slips are
// missing, carry a wrong figure or an invalid word.
func (room *Room) Slips(rs *scoring.RuleSet, g *arbiter.Game, deps arbiter.Deps, round int) []duplicate.EnterSlip {
	plays := room.plays(rs, g, deps.All)
	var slips []duplicate.EnterSlip
	for i, skill := range room.skills {
		if room.rng.Float64() < 0.02 {
			continue // a missing slip: 0 points
		}
		s := room.pick(skill, plays).slip
		s.Round, s.Table = round, i+1
		switch x := room.rng.Float64(); {
		case x < 0.05: // a wrong figure: the real score and a warning
			room.miscount(&s)
		case x < 0.11: // an invalid word: 0
			if bad, ok := misspell(s.Word, deps.Lexicon, room.rng); ok {
				s.Word = bad
			}
		}
		slips = append(slips, s)
	}
	return slips
}

// Warning returns the warning the referee gives in round number round, r
// with its slips handed in: in round 4 a technical one, in round 9 a
// disciplinary one, each to the first table from a set one on (wrapping
// round the room) whose slip earned no technical warning. It returns false
// in the other rounds, or when every slip was warned.
func (room *Room) Warning(round int, r *arbiter.Round) (arbiter.GiveWarning, bool) {
	var w arbiter.GiveWarning
	switch round {
	case 4:
		w = arbiter.GiveWarning{Table: 7, Kind: arbiter.Technical, Reason: "slip handed in after Stop"}
	case 9:
		w = arbiter.GiveWarning{Table: 3, Kind: arbiter.Disciplinary, Reason: "talking during the round"}
	default:
		return w, false
	}
	n := len(room.skills)
	w.Table = (w.Table-1)%n + 1
	for range n {
		if s, ok := r.Slip(w.Table); !ok || s.Verdict.Warning == "" {
			return w, true
		}
		w.Table = w.Table%n + 1
	}
	return w, false
}

// plays returns ways to play the current round of g, best first, in the
// form of g's variant (RULES §7): the top, and the moves all lists of the
// letters drawn, completed by letters chosen from the stock or with one
// swapped (a few choices at random), or Tactic's pairs of moves.
func (room *Room) plays(rs *scoring.RuleSet, g *arbiter.Game, all func(*scoring.Board, scoring.Rack) []scoring.Move) []play {
	r := g.Current()
	o := g.Offer(r)
	plays := []play{variantPlay(rs, o.Variant, r.Top.Top())}
	if o.Variant.TwoGroups() {
		plays = append(plays, room.tacticPlays(rs, &g.Board, o, all)...)
	} else {
		for _, rack := range room.racks(o) {
			for _, m := range all(&g.Board, rack) {
				plays = append(plays, variantPlay(rs, o.Variant, scoring.VariantMove{Moves: []scoring.Move{m}, Score: m.Score}))
			}
		}
	}
	slices.SortStableFunc(plays, func(a, b play) int { return cmp.Compare(b.score, a.score) })
	return slices.CompactFunc(plays, func(a, b play) bool { return a.slip == b.slip })
}

// tacticPlays returns pairs of moves of a Tactic round (RULES §7.6): a few
// first moves of the group played first, each followed by a few second
// moves of the other group on the board after it (or alone when the other
// group has none).
func (room *Room) tacticPlays(rs *scoring.RuleSet, b *scoring.Board, o scoring.Offer, all func(*scoring.Board, scoring.Rack) []scoring.Move) []play {
	first, second := o.Rack, o.Rack2
	firsts := all(b, first)
	if len(firsts) == 0 {
		first, second = second, first
		firsts = all(b, first)
	}
	var plays []play
	for _, i := range room.some(len(firsts), 3) {
		after := *b
		after.Apply(firsts[i])
		var seconds []scoring.Move
		if second.Len() > 0 {
			seconds = all(&after, second)
		}
		if len(seconds) == 0 {
			plays = append(plays, variantPlay(rs, o.Variant, scoring.VariantMove{Moves: firsts[i : i+1], Score: firsts[i].Score}))
		}
		for _, j := range room.some(len(seconds), 2) {
			pair := []scoring.Move{firsts[i], seconds[j]}
			plays = append(plays, variantPlay(rs, o.Variant, scoring.VariantMove{Moves: pair, Score: pair[0].Score + pair[1].Score}))
		}
	}
	return plays
}

// variantPlay returns v as a slip of a game of variant carries it: each
// move's position, word and score, and in Tactic the round's total.
func variantPlay(rs *scoring.RuleSet, variant scoring.Variant, v scoring.VariantMove) play {
	m := v.Moves[0]
	s := duplicate.EnterSlip{Position: rs.FormatPosition(m.Pos), Word: m.Word, Score: strconv.Itoa(m.Score)}
	if len(v.Moves) > 1 {
		m2 := v.Moves[1]
		s.Position2, s.Word2, s.Score2 = rs.FormatPosition(m2.Pos), m2.Word, strconv.Itoa(m2.Score)
	}
	if variant.TwoGroups() {
		s.Total = strconv.Itoa(v.Score)
	}
	return play{slip: s, score: v.Score}
}

// miscount writes a wrong figure on s: its score, or in Tactic (RULES §7.6)
// a wrong total, no total, or a wrong move's score with the total of the
// scores as written, wrong too.
func (room *Room) miscount(s *duplicate.EnterSlip) {
	figures := []*string{&s.Score}
	if s.Score2 != "" {
		figures = append(figures, &s.Score2)
	}
	if s.Total != "" {
		figures = append(figures, &s.Total, nil)
	}
	f := figures[room.rng.IntN(len(figures))]
	if f == nil {
		s.Total = ""
		return
	}
	n, _ := strconv.Atoi(*f)
	*f = strconv.Itoa(n + 1 + room.rng.IntN(9))
	if s.Total != "" && f != &s.Total {
		first, _ := strconv.Atoi(s.Score)
		second, _ := strconv.Atoi(s.Score2)
		s.Total = strconv.Itoa(first + second)
	}
}

// racks returns the letters a player of the round offered by o may play
// from (RULES §7): the letters drawn, completed by a few random choices of
// letters from the stock (Completiv, Superjoker) or with one swapped for a
// letter of the stock (Metagrama).
func (room *Room) racks(o scoring.Offer) []scoring.Rack {
	out := []scoring.Rack{o.Rack}
	if o.Stock.Len() == 0 {
		return out
	}
	for range 3 {
		switch rack, stock := o.Rack, o.Stock; {
		case o.Variant.Chosen() > 0:
			for range min(o.Variant.Chosen(), stock.Len()) {
				c := room.tile(stock)
				stock.Remove(c)
				rack.Add(c)
			}
			out = append(out, rack)
		case o.Variant.Swaps():
			rack.Remove(room.tile(rack))
			rack.Add(room.tile(stock))
			out = append(out, rack)
		}
	}
	return out
}

// tile returns a tile of r at random ('?' for a joker); r is not empty.
func (room *Room) tile(r scoring.Rack) byte {
	s := r.String()
	return s[room.rng.IntN(len(s))]
}

// some returns up to k indexes of n things best first: the best, and
// others at random.
func (room *Room) some(n, k int) []int {
	if n == 0 {
		return nil
	}
	out := []int{0}
	for range k - 1 {
		if i := room.rng.IntN(n); !slices.Contains(out, i) {
			out = append(out, i)
		}
	}
	return out
}

// pick chooses a play: a skilled player finds the top, or a play close
// below it, more often; plays are best first.
func (room *Room) pick(skill float64, plays []play) play {
	return plays[room.pickIndex(skill, len(plays), func(i int) int { return plays[i].score })]
}

// pickIndex is [Room.pick] of n things best first, the i-th scoring
// score(i): it returns the index of the one chosen.
func (room *Room) pickIndex(skill float64, n int, score func(i int) int) int {
	below := 1
	for below < n && score(below) == score(0) {
		below++
	}
	if below == n || room.rng.Float64() < 0.3*skill*skill {
		return room.rng.IntN(below)
	}
	reach := 1 + int(float64(n-below)*(1-skill)*0.1)
	return below + room.rng.IntN(reach)
}

// misspell swaps two letters of word to make a word the lexicon does not hold.
func misspell(word string, lex scoring.Lexicon, rng *rand.Rand) (string, bool) {
	b := []byte(word)
	for range 10 {
		i, j := rng.IntN(len(b)), rng.IntN(len(b))
		b[i], b[j] = b[j], b[i]
		if s := string(b); s != word && !lex.Contains(strings.ToUpper(s)) {
			return s, true
		}
	}
	return word, false
}

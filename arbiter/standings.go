package arbiter

import (
	"cmp"
	"math"
	"slices"
	"strings"

	"arbiter/arbiter/internal/parts"
	"arbiter/scoring"
)

// Ranking says how players are ranked.
type Ranking string

// The rankings.
const (
	// ByTotal ranks by decreasing total (RULES §6).
	ByTotal Ranking = "total"
	// ByTops ranks by the Top variant of RULES §7: room tops found (less the
	// tops warnings cost), then the smaller sum of the number of players who
	// found the same room tops, then the larger sum of the scores of those
	// tops. With program arbitration the tops counted are the room's (seed
	// 004, Duplicat Top: "topul salii"): the best score handed in in the round.
	ByTops Ranking = "tops"
)

// The tie-breaks of a ranking by total, a tournament setting
// ([TournamentCreated.TieBreak]).
const (
	// TieShared: equal totals share a rank (RULES §6; seed 004: "acestia se
	// claseaza la egalitate"). The default.
	TieShared = "shared"
	// TieLastGame: of equal totals, the better total in the last game ranks
	// first, then the better score in the last round, going back round by
	// round through the games (the French federation's rule for tournaments
	// of several games). Players equal on every count still share a rank.
	TieLastGame = "last-game"
)

// TieBreaks lists the tie-breaks, the default first.
var TieBreaks = []string{TieShared, TieLastGame}

// The fields a round's solo is computed in, a setting of a merged
// simultaneous tournament ([TournamentCreated.Solos]).
const (
	// SolosNational: the solo is computed over the whole field, as if every
	// centre had played in one room. The default.
	SolosNational = "national"
	// SolosByCentre: the solo is computed among the players of each centre
	// separately ([Player.Centre]), each centre's bonus from its own number
	// of players (RULES §6); the national ranking sums them.
	SolosByCentre = "centre"
)

// SoloFields lists the solo settings, the default first.
var SoloFields = []string{SolosNational, SolosByCentre}

// CheckSolos refuses a solo setting that is not one of [SoloFields] or
// empty (the default).
func CheckSolos(solos string) error {
	if solos != "" && !slices.Contains(SoloFields, solos) {
		return Errorf(EInvalidInput, "unknown solo setting %q: use %s or %s", solos, SolosNational, SolosByCentre)
	}
	return nil
}

// Division names a player field a ranking can be split by.
type Division string

// The divisions of [Standings.Sections].
const (
	ByCategory Division = "category"
	BySeries   Division = "series"
)

// CardRound is one round of a player's game (RULES §5–§6).
type CardRound struct {
	Round int
	// Slip is the slip that counts, HasSlip false when there is none (Slip
	// is then the withdrawal, if the last entry was withdrawn); Entries is the
	// number of slips entered (corrections and withdrawals included).
	Slip    Slip
	HasSlip bool
	Entries int
	// Score is what the round earns before bonus and penalties: the
	// verdict's credited score, 0 in a cancelled round or for an invalid top
	// (RULES §4.5).
	Score int
	// Top is set when Score reaches the round's top score.
	Top bool
	// RoomTop is set when Score is the best in the room for the round (above
	// 0; eliminated players left out): the top of the Top ranking (RULES §7).
	RoomTop bool
	// Solo is the solo bonus earned in the round (RULES §6).
	Solo int
	// Technical and Disciplinary count the warnings of the round that count
	// (at most one technical, none in a cancelled round), Eliminated an
	// elimination given in it.
	Technical, Disciplinary int
	Eliminated              bool
	// Penalty is the points the round's warnings cost (RULES §6).
	Penalty int
	// Total is the running total after the round.
	Total int
	// Cancelled is set for a cancelled round.
	Cancelled bool
	// InvalidTop is the word of the round's top found invalid that the
	// slip forms, scoring it 0 (RULES §4.5), or "".
	InvalidTop string
}

// Card is a player's game, round by round, and its totals.
type Card struct {
	Game   int
	Player Player
	// Rounds has one line per round of the game, round 0 (warnings before
	// the first rack) omitted.
	Rounds []CardRound
	// Score is the sum of round scores; SoloBonus the sum of solo bonuses,
	// Solos their number; Penalty the sum of penalties; Total = Score +
	// SoloBonus − Penalty (RULES §6).
	Score, SoloBonus, Solos, Penalty, Total int
	// Tops is the number of rounds where the player reached the top.
	Tops int
	// Technical and Disciplinary count the warnings that count.
	Technical, Disciplinary int
	// Eliminated players stay in the records but out of the ranking.
	Eliminated bool
	// For the Top ranking (RULES §7): RoomTops the number of rounds where the
	// player made the room's best score, TopsLost the room tops lost to
	// warnings, TopField the sum over the player's room tops of the number of
	// players who made them, TopPoints the sum of the scores of those tops.
	RoomTops, TopsLost, TopField, TopPoints int
}

// Standing is one line of a ranking (RULES §6, §7).
type Standing struct {
	// Rank is shared by equal players (1, 2, 2, 4); 0 for an eliminated
	// player. In a section ([Standings.Sections]) it is the rank within the
	// section and Overall the rank in the whole ranking (always the rank of
	// the whole ranking, outside sections).
	Rank, Overall int
	Table         int
	Name          string
	Club          string
	Category      string
	Series        string
	// Total as in [Card]; Percent is Total as a percentage of the top total,
	// rounded to one decimal; Diff is Total − the top total (≤ 0 unless a
	// better move was credited).
	Total   int
	Percent float64
	Diff    int
	Tops    int
	Solos   int
	// SoloBonus is the points of the solos.
	SoloBonus int
	// Warnings is the number of warnings that count (technical and
	// disciplinary); Penalty the points they cost.
	Warnings int
	Penalty  int
	// Score is the sum of round scores before bonuses and penalties.
	Score int
	// RoomTops is the number of room tops (see [Card]); TopsCounted is
	// RoomTops less TopsLost, with TopField and TopPoints the tie-breaks of
	// the Top ranking (RULES §7).
	RoomTops, TopsCounted, TopField, TopPoints int
	Eliminated                                 bool
	// RankingPoints and Abandoned are, in a Rezistenta game, the ranking
	// points and the round of abandonment (0: none) it ranks by (RULES
	// §8.9).
	RankingPoints, Abandoned int
}

// Standings is a ranking of one game, or of the whole tournament.
type Standings struct {
	// Game is the game ranked, 0 for the tournament; Games the number of
	// games summed.
	Game, Games int
	By          Ranking
	// TopTotal is the sum of the top scores of the rounds that count.
	TopTotal int
	// HasTop says that every game ranked has a top (duplicate games):
	// otherwise each row's Percent and Diff are 0 and mean nothing (RULES
	// §6, a tournament of mixed games).
	HasTop bool
	// Section is the category or series of a section of the ranking, ""
	// for the whole ranking.
	Section string
	// Rows are ranked players first, by rank then table, then eliminated
	// players by table.
	Rows []Standing
}

// Standings ranks game n (1, 2, …), or the whole tournament for n = 0,
// by ranking by.
func (s *State) Standings(n int, by Ranking) (Standings, error) {
	if by != ByTotal && by != ByTops {
		return Standings{}, Errorf(EInvalidInput, "unknown ranking %q: use %s or %s", by, ByTotal, ByTops)
	}
	games := s.Games
	if n != 0 {
		g, err := s.playedGame(n)
		if err != nil {
			return Standings{}, err
		}
		games = []Game{*g}
	}
	st := Standings{Game: n, Games: len(games), By: by}
	rows := make([]Standing, len(s.Players))
	for i, p := range s.Players {
		rows[i] = Standing{Table: p.Table, Name: p.Name, Club: p.Club, Category: p.Category, Series: p.Series}
	}
	// tie holds, per table, the counts of the last-game tie-break (when
	// it breaks ties): the last game's total, then every round's net score
	// from the last one back.
	var tie map[int][]int
	if by == ByTotal && s.Tournament.TieBreak == TieLastGame {
		tie = make(map[int][]int, len(rows))
	}
	totals, err := s.totalsOf(games)
	if err != nil {
		return Standings{}, err
	}
	for _, t := range totals {
		st.TopTotal += t.TopTotal
		for i := range rows {
			r, p := &rows[i], &t.Players[i]
			if tie != nil {
				tie[r.Table] = lastGameKey(tie[r.Table], p)
			}
			r.add(p)
		}
	}
	st.HasTop = !slices.ContainsFunc(games, func(g Game) bool { return g.Kind() != KindDuplicate })
	for i := range rows {
		if !st.HasTop {
			break
		}
		rows[i].Diff = rows[i].Total - st.TopTotal
		if st.TopTotal > 0 {
			rows[i].Percent = math.Round(float64(rows[i].Total)*1000/float64(st.TopTotal)) / 10
		}
	}
	// A game of a kind with an order of its own ranks by it; a kind that
	// has none for this game (nil) ranks as the others do.
	var own func(a, b *Standing) int
	if n != 0 {
		if o, ok := kindAs[Orderer](s, &games[0]); ok {
			if own, err = o.Order(s, &games[0], rows); err != nil {
				return Standings{}, err
			}
		}
	}
	better := CompareTotals
	switch {
	case own != nil:
		better = own
	case by == ByTops:
		better = byTops
	case tie != nil:
		better = func(a, b *Standing) int {
			return cmp.Or(CompareTotals(a, b), -slices.Compare(tie[a.Table], tie[b.Table]))
		}
	}
	// The rows are sorted by their indexes: a row is large to move.
	order := make([]int, len(rows))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(i, j int) int {
		a, b := &rows[i], &rows[j]
		if a.Eliminated != b.Eliminated {
			if a.Eliminated {
				return 1
			}
			return -1
		}
		if c := better(a, b); c != 0 && !a.Eliminated {
			return c
		}
		return cmp.Compare(a.Table, b.Table)
	})
	sorted := make([]Standing, len(rows))
	for k, i := range order {
		sorted[k] = rows[i]
	}
	rows = sorted
	rankRows(rows, better)
	for i := range rows {
		rows[i].Overall = rows[i].Rank
	}
	st.Rows = rows
	return st, nil
}

// rankRows sets the ranks of rows sorted by better: shared by equal
// neighbours, none for eliminated players.
func rankRows(rows []Standing, better func(a, b *Standing) int) {
	for i := range rows {
		switch {
		case rows[i].Eliminated:
		case i > 0 && better(&rows[i-1], &rows[i]) == 0 && !rows[i-1].Eliminated:
			rows[i].Rank = rows[i-1].Rank
		default:
			rows[i].Rank = i + 1
		}
	}
}

// lastGameKey returns key, the last-game tie-break counts of the games
// before p's, updated with p: p's total first, then p's rounds' net scores
// (score, solo, less penalty) from the last back, then key's rounds.
func lastGameKey(key []int, p *PlayerTotals) []int {
	out := make([]int, 0, 1+len(p.Nets)+len(key))
	out = append(out, p.Total)
	out = append(out, p.Nets...)
	if len(key) > 0 {
		out = append(out, key[1:]...)
	}
	return out
}

// Sections splits st by division: one ranking per category or series,
// named in [Standings.Section] and in the order of their names (players
// with none last, in a section named ""), each keeping st's order, with
// Rank the rank within the section (shared as in st) and Overall the rank in
// st.
func (st Standings) Sections(by Division) ([]Standings, error) {
	field := map[Division]func(Standing) string{
		ByCategory: func(r Standing) string { return r.Category },
		BySeries:   func(r Standing) string { return r.Series },
	}[by]
	if field == nil {
		return nil, Errorf(EInvalidInput, "unknown division %q: use %s or %s", by, ByCategory, BySeries)
	}
	var names []string
	rows := map[string][]Standing{}
	for _, r := range st.Rows {
		name := field(r)
		if _, ok := rows[name]; !ok {
			names = append(names, name)
		}
		rows[name] = append(rows[name], r)
	}
	slices.SortFunc(names, func(a, b string) int {
		if (a == "") != (b == "") {
			return strings.Compare(b, a)
		}
		return strings.Compare(a, b)
	})
	out := make([]Standings, len(names))
	for i, name := range names {
		sec := st
		sec.Section, sec.Rows = name, rows[name]
		rankRows(sec.Rows, func(a, b *Standing) int { return cmp.Compare(a.Overall, b.Overall) })
		out[i] = sec
	}
	return out, nil
}

// CompareTotals orders standings by decreasing total (RULES §6), the
// order a kind of its own breaks its ties with.
func CompareTotals(a, b *Standing) int { return cmp.Compare(b.Total, a.Total) }

// byTops orders by the Top ranking of RULES §7.
func byTops(a, b *Standing) int {
	return cmp.Or(cmp.Compare(b.TopsCounted, a.TopsCounted), cmp.Compare(a.TopField, b.TopField), cmp.Compare(b.TopPoints, a.TopPoints))
}

// Card returns the card of the player at table in game n.
func (s *State) Card(n, table int) (Card, error) {
	g, err := s.playedGame(n)
	if err != nil {
		return Card{}, err
	}
	for i, c := range s.cards(g) {
		if s.Players[i].Table == table {
			return c, nil
		}
	}
	return Card{}, Errorf(ENotFound, "no player at table %d", table)
}

// topTotal is the sum of the top scores of g's rounds that count.
func (g *Game) topTotal() int { return g.topsThrough(len(g.Rounds)) }

// topsThrough is the sum of the top scores of g's first k rounds that
// count.
func (g *Game) topsThrough(k int) int {
	t := 0
	for i := range k {
		t += g.Rounds[i].countedTop()
	}
	return t
}

// topsPerWarnings is RULES §7: 4 technical warnings cost a top, then every
// 3 more another (7 → 2, 10 → 3).
const topsPerWarnings = 3

// lineTally is what the rules make of one round of a player's game: the
// figures of a [CardRound] without its slip, and without a pointer, so
// that tallying a game of many players copies and allocates little (a
// slip is some 430 bytes).
type lineTally struct {
	score, solo, technical, disciplinary, penalty, total int
	// invalidTop is set when the slip forms the word of the round's top
	// found invalid (RULES §4.5).
	hasSlip, top, roomTop, eliminated, cancelled, invalidTop bool
}

// gameTally is every player's card of some rounds of a game, in the order
// of [State.Players], before their slips are set on them: cards[i] has its
// totals and no rounds, lines[i] its lines, the first one the game's round
// of index first.
type gameTally struct {
	first int
	cards []Card
	lines [][]lineTally
}

// bestCount is a best score and how many made it; best is -1 before any
// score.
type bestCount struct{ best, count int }

// and is the best of a and b, counted in both.
func (a bestCount) and(b bestCount) bestCount {
	switch {
	case a.best > b.best:
		return a
	case a.best == b.best:
		return bestCount{a.best, a.count + b.count}
	}
	return b
}

// roomBests are, for each round tallied, the best score and how many made
// it in the room (room[k]) and in each solo field (field[k*fields+f]),
// eliminated players and cancelled rounds left out (RULES §6, §7).
type roomBests struct {
	room, field []bestCount
	fields      int
}

// newRoomBests returns the bests of rounds rounds in fields solo fields
// before any score.
func newRoomBests(rounds, fields int) roomBests {
	b := roomBests{room: make([]bestCount, rounds), field: make([]bestCount, rounds*fields), fields: fields}
	for k := range b.room {
		b.room[k].best = -1
	}
	for k := range b.field {
		b.field[k].best = -1
	}
	return b
}

// add counts score, made in round k in solo field f.
func (b roomBests) add(k, f, score int) {
	one := bestCount{score, 1}
	b.room[k] = b.room[k].and(one)
	b.field[k*b.fields+f] = b.field[k*b.fields+f].and(one)
}

// merge counts in b the scores counted in o.
func (b roomBests) merge(o roomBests) {
	for k := range b.room {
		b.room[k] = b.room[k].and(o.room[k])
	}
	for k := range b.field {
		b.field[k] = b.field[k].and(o.field[k])
	}
}

// award sets on line l, round k of card c whose solos are computed in
// field f, the room top and the solo (of bonus[f]) it earns, and counts
// the room top on the card.
func (b roomBests) award(c *Card, l *lineTally, k, f int, bonus []int) {
	counts := !c.Eliminated && !l.cancelled
	room, field := b.room[k], b.field[k*b.fields+f]
	l.roomTop = room.best > 0 && l.score == room.best && counts
	if counts && field.best > 0 && l.score == field.best && field.count == 1 {
		l.solo = bonus[f]
	}
	if l.roomTop {
		c.RoomTops++
		c.TopField += room.count
		c.TopPoints += l.score
	}
}

// cards computes every player's card in game g, in the order of s.Players.
func (s *State) cards(g *Game) []Card {
	return s.tally(g, 0, len(g.Rounds)).cardsOf(g)
}

// tally works out every player's card of the n rounds of g from index
// first, on as many goroutines as there are CPUs, each a range of players
// (the result does not depend on their number): each line from the
// player's slip, then the room's bests of the round, the referee's
// warnings and the totals. Only the warnings given in those rounds and
// before the first rack count.
func (s *State) tally(g *Game, first, n int) *gameTally {
	players := len(s.Players)
	t := &gameTally{first: first, cards: make([]Card, players), lines: make([][]lineTally, players)}
	all := make([]lineTally, players*n)
	index := make(map[int]int, players)
	for i, p := range s.Players {
		t.cards[i] = Card{Game: g.Number, Player: p}
		t.lines[i] = all[i*n : (i+1)*n : (i+1)*n]
		index[p.Table] = i
	}
	for _, w := range g.Warnings {
		if i, ok := index[w.Table]; ok && w.Kind == Elimination {
			t.cards[i].Eliminated = true
		}
	}
	field, bonus := s.soloFields()
	rounds := g.Rounds[first : first+n]
	workers := parts.Of(players)
	bests := make([]roomBests, workers)
	parts.In(players, workers, func(p, lo, hi int) {
		b := newRoomBests(n, len(bonus))
		for k := range rounds { // a round's slips lie together, by table
			for i := lo; i < hi; i++ {
				c, l := &t.cards[i], &t.lines[i][k]
				*l = rounds[k].line(c.Player.Table)
				if !c.Eliminated && !l.cancelled {
					b.add(k, field[i], l.score)
				}
			}
		}
		bests[p] = b
	})
	for _, b := range bests[1:] {
		bests[0].merge(b)
	}
	for _, w := range g.Warnings {
		i, ok := index[w.Table]
		k := w.Round - 1 - first
		if !ok || k < 0 || k >= n {
			continue
		}
		l := &t.lines[i][k]
		switch {
		case w.Kind == Technical && !l.cancelled:
			l.technical = max(l.technical, 1)
		case w.Kind == Disciplinary:
			l.disciplinary++
		case w.Kind == Elimination:
			l.eliminated = true
		}
	}
	parts.In(players, workers, func(_, lo, hi int) {
		for i := lo; i < hi; i++ {
			c, lines := &t.cards[i], t.lines[i]
			for k := range lines {
				bests[0].award(c, &lines[k], k, field[i], bonus)
			}
			c.settle(s.RuleSet, g.Warnings, lines)
		}
	})
	return t
}

// cardsOf returns t's cards with their rounds, each with the slip that
// counts, of g, the game tallied.
func (t *gameTally) cardsOf(g *Game) []Card {
	cards := t.cards
	parts.In(len(cards), parts.Of(len(cards)), func(_, lo, hi int) {
		for i := lo; i < hi; i++ {
			lines := t.lines[i]
			cards[i].Rounds = make([]CardRound, len(lines))
			for k := range lines {
				cards[i].Rounds[k] = cardRound(&g.Rounds[t.first+k], cards[i].Player.Table, &lines[k])
			}
		}
	})
	return cards
}

// tally is the line of table's card for round r, but for the room's bests
// and the referee's warnings (RULES §4.5, §5).
func (r *Round) tally(table int) lineTally {
	l := lineTally{cancelled: r.Cancelled}
	h := r.Slips[table]
	if len(h) == 0 {
		return l
	}
	slip := &h[len(h)-1] // the slip that counts, as Round.Slip has it, or the withdrawal
	l.hasSlip = slip.Verdict.Reason != ReasonWithdrawn
	if r.Cancelled || !l.hasSlip {
		return l
	}
	v := &slip.Verdict
	l.score = v.Credited
	if r.TopInvalid != "" && v.Valid && (formsWord(v.Move, r.Top.Move.Word) || formsWord(v.Second, r.Top.Move.Word)) {
		l.score, l.invalidTop = 0, true // RULES §4.5: whoever formed the word found incorrect
	}
	l.top = r.Top != nil && v.Valid && l.score >= r.Top.Score() && l.score > 0
	if v.Warning != "" {
		l.technical = 1 + len(v.MoreWarnings) // RULES §7.6: Tactic's figures
	}
	return l
}

// cardRound is the line of table's card for round r, whose figures are l.
func cardRound(r *Round, table int, l *lineTally) CardRound {
	cr := CardRound{Round: r.Number, HasSlip: l.hasSlip, Score: l.score, Top: l.top, RoomTop: l.roomTop,
		Solo: l.solo, Technical: l.technical, Disciplinary: l.disciplinary, Eliminated: l.eliminated,
		Penalty: l.penalty, Total: l.total, Cancelled: l.cancelled}
	if h := r.Slips[table]; len(h) > 0 {
		cr.Slip, cr.Entries = h[len(h)-1], len(h)
	}
	if l.invalidTop {
		cr.InvalidTop = r.Top.Move.Word
	}
	return cr
}

// formsWord reports whether move m (nil: none) forms word, as its main word
// or a cross word, jokers or not.
func formsWord(m *scoring.Move, word string) bool {
	if m == nil {
		return false
	}
	if strings.EqualFold(m.Word, word) {
		return true
	}
	for _, w := range m.Words {
		if strings.EqualFold(w.Word, word) {
			return true
		}
	}
	return false
}

// soloFields returns, for each player of s.Players, the index of the
// field the player's solos are computed in, and each field's solo bonus:
// one field of every player, or under [SolosByCentre] one per centre, its
// bonus from the number of players registered in the centre (RULES §6: the
// players of the room the solo was made in; seed 004: "numarul
// jucatorilor").
func (s *State) soloFields() (field []int, bonus []int) {
	field = make([]int, len(s.Players))
	var size []int
	if s.Tournament.Solos != SolosByCentre {
		size = []int{len(s.Players)}
	} else {
		index := map[string]int{}
		for i, p := range s.Players {
			f, ok := index[p.Centre]
			if !ok {
				f = len(size)
				index[p.Centre] = f
				size = append(size, 0)
			}
			field[i] = f
			size[f]++
		}
	}
	bonus = make([]int, len(size))
	for f, n := range size {
		bonus[f] = soloBonus(s.RuleSet, n)
	}
	return field, bonus
}

// soloBonus is the solo bonus of rs for a field of n players (RULES §6):
// every registered player counts, eliminated ones included, since they took
// part in the game.
func soloBonus(rs *scoring.RuleSet, n int) int {
	if n < rs.Solo.MinPlayers {
		return 0
	}
	b := rs.Solo.Points
	if rs.Solo.HalfField {
		b = (n + 1) / 2
	}
	if rs.Solo.Cap > 0 {
		b = min(b, rs.Solo.Cap)
	}
	return b
}

// settle turns lines, c's rounds, into totals: warnings into penalties (RULES §6),
// in round order, technical before disciplinary within a round, with the
// round's technical penalty capped at its score; warnings given before the
// first rack (round 0) come first.
func (c *Card) settle(rs *scoring.RuleSet, warnings []WarningGiven, lines []lineTally) {
	wr := rs.Warnings
	count, topUnits := 0, 0
	cost := func(units int) int {
		p := wr.Cost(count, units)
		count += units
		return p
	}
	for _, w := range warnings {
		if w.Round == 0 && w.Table == c.Player.Table && w.Kind == Disciplinary {
			c.Disciplinary++
			c.Penalty += cost(wr.DisciplinaryWeight)
			topUnits += wr.DisciplinaryWeight
		}
	}
	for i := range lines {
		l := &lines[i]
		tp := cost(l.technical)
		if wr.CapAtRoundScore {
			tp = min(tp, l.score)
		}
		l.penalty = tp + cost(l.disciplinary*wr.DisciplinaryWeight)
		c.Score += l.score
		c.SoloBonus += l.solo
		if l.solo > 0 {
			c.Solos++
		}
		if l.top {
			c.Tops++
		}
		if l.roomTop {
			topUnits += l.technical
		}
		topUnits += l.disciplinary * wr.DisciplinaryWeight
		c.Technical += l.technical
		c.Disciplinary += l.disciplinary
		c.Penalty += l.penalty
		c.Total = c.Score + c.SoloBonus - c.Penalty
		l.total = c.Total
	}
	c.Total = c.Score + c.SoloBonus - c.Penalty
	if wr.PenaltyFrom > 0 && topUnits >= wr.PenaltyFrom {
		c.TopsLost = min((topUnits-wr.PenaltyFrom)/topsPerWarnings+1, c.RoomTops)
	}
}

package free

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"

	"arbiter/arbiter"
	"arbiter/arbiter/free/pairing"
)

// MaxPlayers bounds the field of an event, the pairing's bound.
const MaxPlayers = pairing.MaxEntrants

// Decide answers command c in state s with the events that record it, or
// a refusal: an *arbiter.Error whose code is one of this package's or
// not_found, invalid_input, conflict, naming the player, board, round and
// rule. The same result typed again yields no event and no error. Decide
// does no I/O and reads no clock: a lot draws from the command's seed.
func Decide(s State, c Command) ([]Event, error) {
	if _, ok := c.(Start); !ok && !s.Started {
		return nil, arbiter.Errorf(arbiter.ENotFound, "no free-game event has started")
	}
	switch c := c.(type) {
	case Start:
		return decideStart(s, c)
	case PairRound:
		return decidePair(s, c)
	case SetPairing:
		return decideSetPairing(s, c)
	case Swap:
		return decideSwap(s, c)
	case RecordResult:
		return decideResult(s, c)
	case Forfeit:
		return decideForfeit(s, c)
	case Enter:
		return decideEnter(s, c)
	case Withdraw:
		return decideWithdraw(s, c)
	case TypeResult:
		return decideTyped(s, c)
	case Clock:
		return decideClock(s, c)
	}
	return nil, arbiter.Errorf(arbiter.EInternal, "not a free-game command: %T", c)
}

// who names player n for a message: `7 (POPESCU)`.
func (s State) who(n int) string {
	if p, ok := s.Player(n); ok && p.Name != "" {
		return fmt.Sprintf("%d (%s)", n, p.Name)
	}
	return fmt.Sprint(n)
}

func decideStart(s State, c Start) ([]Event, error) {
	if s.Started {
		return nil, arbiter.Errorf(arbiter.EConflict, "the free-game event has started already")
	}
	if len(c.Players) < 2 || len(c.Players) > MaxPlayers {
		return nil, arbiter.Errorf(arbiter.EInvalidInput, "%d players: a free-game event needs 2 to %d", len(c.Players), MaxPlayers)
	}
	seen, keeps := map[int]bool{}, map[int]int{}
	for _, p := range c.Players {
		if p.Player <= 0 || seen[p.Player] {
			return nil, arbiter.Errorf(arbiter.EInvalidInput, "player %d listed twice or not a player's number", p.Player)
		}
		if p.Reserved < 0 || p.Reserved > MaxPlayers/2 {
			return nil, arbiter.Errorf(arbiter.EInvalidInput, "player %d: reserved board %d is not a board (1 to %d)", p.Player, p.Reserved, MaxPlayers/2)
		}
		if p.Reserved > 0 {
			if other, ok := keeps[p.Reserved]; ok {
				return nil, arbiter.Errorf(arbiter.EInvalidInput, "board %d reserved for both player %d and player %d", p.Reserved, other, p.Player)
			}
			keeps[p.Reserved] = p.Player
		}
		seen[p.Player] = true
	}
	set := c.Settings.WithDefaults(len(c.Players))
	if err := set.Validate(); err != nil {
		return nil, err
	}
	players := slices.Clone(c.Players)
	slices.SortFunc(players, func(a, b Entry) int { return a.Player - b.Player })
	return []Event{Started{Settings: set, Players: players}}, nil
}

// active returns the players paired in round r: entered by then and not
// withdrawn.
func (s State) active(r int) []Player {
	var out []Player
	for _, p := range s.Players {
		if p.From <= r && (p.Out == 0 || p.Out > r) {
			out = append(out, p)
		}
	}
	return out
}

// checkNext checks that round r may be paired now: it is the next (or,
// again, the last paired with no result yet) and the round before is
// complete.
func checkNext(s State, r int, again bool, reason string) error {
	next := len(s.Rounds) + 1
	if again {
		if r != len(s.Rounds) || r == 0 {
			return arbiter.Errorf(EWrongRound, "round %d cannot be paired again: the last round paired is %d", r, len(s.Rounds))
		}
		if strings.TrimSpace(reason) == "" {
			return arbiter.Errorf(EReasonMissing, "pairing round %d again needs a reason", r)
		}
		for _, g := range s.Rounds[r-1].Boards {
			if g.Done {
				return arbiter.Errorf(ERoundHasResults, "round %d cannot be paired again: board %d has a result", r, g.Board.Board)
			}
		}
		next = r
	}
	if r != next {
		return arbiter.Errorf(EWrongRound, "round %d cannot be paired: the next round is %d", r, next)
	}
	if r > s.Settings.Rounds {
		return arbiter.Errorf(EWrongRound, "round %d cannot be paired: the event has %d rounds", r, s.Settings.Rounds)
	}
	if r > 1 {
		if miss := Missing(s, r-1); len(miss) > 0 {
			return arbiter.Errorf(ERoundIncomplete, "round %d cannot be paired: round %d has %s without a result", r, r-1, boardList(miss))
		}
	}
	return nil
}

func boardList(gs []Game) string {
	var b []string
	for _, g := range gs {
		b = append(b, fmt.Sprint(g.Board.Board))
	}
	if len(b) == 1 {
		return "board " + b[0]
	}
	return "boards " + strings.Join(b, ", ")
}

func decidePair(s State, c PairRound) ([]Event, error) {
	if err := checkNext(s, c.Round, c.Again, c.Reason); err != nil {
		return nil, err
	}
	req := entrants(s, c.Round)
	if len(req.Entrants) < 2 {
		return nil, arbiter.Errorf(arbiter.EConflict, "round %d cannot be paired: %d player(s) in the field, 2 needed", c.Round, len(req.Entrants))
	}
	req.Rand = rand.New(rand.NewPCG(c.Seed, uint64(c.Round)))
	pairs, err := pairing.Round(req)
	if err != nil {
		return nil, err
	}
	ev := RoundPaired{Round: c.Round, System: req.System, Again: c.Again, Reason: c.Reason}
	for _, p := range pairs {
		ev.Boards = append(ev.Boards, Board{Board: p.Board, Start: p.Start, Reply: p.Reply, Why: p.Why})
	}
	return []Event{ev}, nil
}

// entrants builds the pairing request of round r from the standings after
// the rounds before it.
func entrants(s State, r int) pairing.Request {
	req := pairing.Request{System: s.Settings.system(r), RepeatLimit: s.Settings.RepeatLimit}
	act := s.active(r)
	isActive := map[int]bool{}
	for _, p := range act {
		isActive[p.Player] = true
	}
	lines := Crosstable(s, r-1)
	byPlayer := map[int]Line{}
	for _, l := range lines {
		byPlayer[l.Player] = l
	}
	order := Standings(s, r-1)
	if req.System == pairing.RoundRobin {
		// The cycle seats the players by number; its round counts the
		// round-robin rounds before this one.
		for _, p := range act {
			req.Seats = append(req.Seats, p.Player)
		}
		for _, rd := range s.Rounds[:r-1] {
			if rd.System == pairing.RoundRobin {
				req.Cycle++
			}
		}
	}
	var scores []pairing.Score
	for _, st := range order {
		if !isActive[st.Player] {
			continue
		}
		p, _ := s.Player(st.Player)
		e := pairing.Entrant{Player: st.Player, Byes: st.Byes, Board: p.Reserved, Met: map[int]int{}}
		for _, c := range byPlayer[st.Player].Cells {
			if c.Opponent == 0 || c.Bye {
				continue
			}
			e.Met[c.Opponent]++
			if c.Played && !c.Forfeit {
				if c.Started {
					e.Starts, e.Last = e.Starts+1, 1
				} else {
					e.Replies, e.Last = e.Replies+1, -1
				}
			}
		}
		req.Entrants = append(req.Entrants, e)
		scores = append(scores, pairing.Score{Player: st.Player, Points2: st.Points2, Spread: st.Spread})
	}
	if s.Settings.Gibson && s.Settings.Ranking == ByWins && req.System == pairing.Swiss {
		if ok, contenders := pairing.Gibsonized(scores, s.Settings.Rounds-r+1, s.Settings.gibsonSpread()); ok {
			req.Entrants[0].Gibson = true
			for i, c := range contenders {
				req.Entrants[i].Contender = c
			}
		}
	}
	return req
}

func decideSetPairing(s State, c SetPairing) ([]Event, error) {
	again := c.Round == len(s.Rounds) && c.Round > 0
	if strings.TrimSpace(c.Reason) == "" {
		return nil, arbiter.Errorf(EReasonMissing, "a manual pairing of round %d needs a reason", c.Round)
	}
	if err := checkNext(s, c.Round, again, c.Reason); err != nil {
		return nil, err
	}
	act := s.active(c.Round)
	want := map[int]bool{}
	for _, p := range act {
		want[p.Player] = true
	}
	seen := map[int]bool{}
	rank := map[int]int{}
	for i, st := range Standings(s, c.Round-1) {
		rank[st.Player] = i + 1
	}
	met := map[[2]int]int{}
	for _, l := range Crosstable(s, c.Round-1) {
		for _, cell := range l.Cells {
			met[[2]int{l.Player, cell.Opponent}]++
		}
	}
	ev := RoundPaired{Round: c.Round, System: Manual, Again: again, Reason: c.Reason}
	board, byes := 0, 0
	for _, p := range c.Pairs {
		for _, n := range p {
			if n == 0 {
				continue
			}
			if !want[n] {
				return nil, arbiter.Errorf(arbiter.EInvalidInput, "round %d: player %s is not in the field of the round", c.Round, s.who(n))
			}
			if seen[n] {
				return nil, arbiter.Errorf(arbiter.EInvalidInput, "round %d: player %s is paired twice", c.Round, s.who(n))
			}
			seen[n] = true
		}
		b := Board{Start: p[0], Reply: p[1], Why: pairing.Why{StartRank: rank[p[0]], ReplyRank: rank[p[1]], Met: met[p], Bye: p[1] == 0}}
		if p[1] == 0 {
			b.Why.Met = 0
		}
		if p[0] == 0 {
			return nil, arbiter.Errorf(arbiter.EInvalidInput, "round %d: a pair without a starter", c.Round)
		}
		if p[1] == 0 {
			byes++
		} else {
			board++
			b.Board = board
		}
		ev.Boards = append(ev.Boards, b)
	}
	for _, p := range act {
		if !seen[p.Player] {
			return nil, arbiter.Errorf(arbiter.EInvalidInput, "round %d: player %s is not paired", c.Round, s.who(p.Player))
		}
	}
	if byes > len(act)%2 {
		return nil, arbiter.Errorf(arbiter.EInvalidInput, "round %d: %d byes for a field of %d", c.Round, byes, len(act))
	}
	return []Event{ev}, nil
}

func decideSwap(s State, c Swap) ([]Event, error) {
	if strings.TrimSpace(c.Reason) == "" {
		return nil, arbiter.Errorf(EReasonMissing, "a swap in round %d needs a reason", c.Round)
	}
	r, ok := s.Round(c.Round)
	if !ok {
		return nil, arbiter.Errorf(ERoundNotPaired, "round %d is not paired yet", c.Round)
	}
	if c.A == c.B {
		return nil, arbiter.Errorf(arbiter.EInvalidInput, "round %d: player %s swapped with themselves", c.Round, s.who(c.A))
	}
	for _, n := range []int{c.A, c.B} {
		i := r.Find(n)
		if i < 0 {
			return nil, arbiter.Errorf(ENotPaired, "round %d: player %s is not paired", c.Round, s.who(n))
		}
		if r.Boards[i].Done {
			return nil, arbiter.Errorf(ERoundHasResults, "round %d: board %d of player %s has a result", c.Round, r.Boards[i].Board.Board, s.who(n))
		}
	}
	return []Event{PlayersSwapped{Round: c.Round, A: c.A, B: c.B, Reason: c.Reason}}, nil
}

// game finds the board where a and b played in round n.
func (s State) game(n, a, b int) (Game, error) {
	for i, p := range []int{a, b} {
		if _, ok := s.Player(p); !ok {
			return Game{}, atField(arbiter.Errorf(arbiter.ENotFound, "round %d: no player %d in the event", n, p),
				[]string{FieldA, FieldB}[i], arbiter.Refusal{Kind: RefusedNoPlayer, Round: n, Value: fmt.Sprint(p)})
		}
	}
	r, ok := s.Round(n)
	if !ok {
		return Game{}, atField(arbiter.Errorf(ERoundNotPaired, "round %d is not paired yet", n), FieldRound, arbiter.Refusal{Kind: RefusedNoRound, Round: n})
	}
	i := r.Find(a)
	if i < 0 {
		return Game{}, atField(arbiter.Errorf(ENotPaired, "round %d: player %s was not paired", n, s.who(a)),
			FieldA, arbiter.Refusal{Kind: RefusedNotPaired, Round: n, Value: s.who(a) + " – " + s.who(b)})
	}
	g := r.Boards[i]
	if g.Bye() {
		return Game{}, atField(arbiter.Errorf(ENotPaired, "round %d: player %s had the bye, not a game against %s", n, s.who(a), s.who(b)),
			FieldA, arbiter.Refusal{Kind: RefusedBye, Round: n, Value: s.who(a)})
	}
	if (g.Start != a || g.Reply != b) && (g.Start != b || g.Reply != a) {
		other := g.Start + g.Reply - a
		return Game{}, atField(arbiter.Errorf(ENotPaired, "round %d: players %s and %s were not paired (%s plays %s on board %d)", n, s.who(a), s.who(b), s.who(a), s.who(other), g.Board.Board),
			FieldB, arbiter.Refusal{Kind: RefusedNotPaired, Round: n, Table: g.Board.Board, Value: s.who(a) + " – " + s.who(b)})
	}
	return g, nil
}

func decideResult(s State, c RecordResult) ([]Event, error) {
	g, err := s.game(c.Round, c.A, c.B)
	if err != nil {
		return nil, err
	}
	for i, ps := range [][2]int{{c.A, c.ScoreA}, {c.B, c.ScoreB}} {
		if ps[1] < 0 || ps[1] > s.Settings.MaxScore {
			return nil, atField(arbiter.Errorf(EScoreRange, "round %d, board %d: score %d of player %s is not from 0 to %d", c.Round, g.Board.Board, ps[1], s.who(ps[0]), s.Settings.MaxScore),
				[]string{FieldScoreA, FieldScoreB}[i], arbiter.Refusal{Kind: RefusedScore, Round: c.Round, Table: g.Board.Board, Value: s.who(ps[0]), Count: ps[1], Limit: s.Settings.MaxScore})
		}
	}
	if c.Spread != nil && *c.Spread != c.ScoreA-c.ScoreB {
		return nil, atField(arbiter.Errorf(EChecksum, "round %d, board %d: %d–%d is a spread of %+d, not %+d as typed", c.Round, g.Board.Board, c.ScoreA, c.ScoreB, c.ScoreA-c.ScoreB, *c.Spread),
			FieldSpread, arbiter.Refusal{Kind: RefusedChecksum, Round: c.Round, Table: g.Board.Board, Value: fmt.Sprintf("%d–%d = %+d", c.ScoreA, c.ScoreB, c.ScoreA-c.ScoreB)})
	}
	start, reply, startOver, replyOver, err := s.charged(c, g)
	if err != nil {
		return nil, err
	}
	if !g.Done {
		return []Event{ResultRecorded{Round: c.Round, Board: g.Board.Board, StartScore: start, ReplyScore: reply, StartOvertime: startOver, ReplyOvertime: replyOver}}, nil
	}
	if len(g.Absent) == 0 && g.StartScore == start && g.ReplyScore == reply {
		return nil, nil
	}
	if strings.TrimSpace(c.Reason) == "" {
		return nil, atField(arbiter.Errorf(EResultExists, "round %d, board %d already has %s; a different result is a correction and needs a reason", c.Round, g.Board.Board, s.outcome(g)),
			FieldReason, arbiter.Refusal{Kind: RefusedResultExists, Round: c.Round, Table: g.Board.Board, Value: s.recorded(g)})
	}
	return []Event{ResultCorrected{Round: c.Round, Board: g.Board.Board, StartScore: start, ReplyScore: reply, Reason: c.Reason, Stale: staleAfter(s, c.Round),
		StartOvertime: startOver, ReplyOvertime: replyOver}}, nil
}

// outcome words a board's recorded result for a message.
func (s State) outcome(g Game) string {
	if len(g.Absent) > 0 {
		var who []string
		for _, a := range g.Absent {
			who = append(who, s.who(a))
		}
		return "a forfeit by " + strings.Join(who, " and ")
	}
	return fmt.Sprintf("%s %d – %s %d", s.who(g.Start), g.StartScore, s.who(g.Reply), g.ReplyScore)
}

func decideForfeit(s State, c Forfeit) ([]Event, error) {
	if len(c.Absent) < 1 || len(c.Absent) > 2 {
		return nil, arbiter.Errorf(arbiter.EInvalidInput, "round %d: a forfeit names one or two absent players, not %d", c.Round, len(c.Absent))
	}
	a, b := c.Absent[0], c.Absent[len(c.Absent)-1]
	if r, ok := s.Round(c.Round); ok && a == b {
		// One player absent: the opponent is the one paired with them.
		i := r.Find(a)
		if i < 0 || r.Boards[i].Bye() {
			return nil, arbiter.Errorf(ENotPaired, "round %d: player %s has no game to forfeit", c.Round, s.who(a))
		}
		b = r.Boards[i].Start + r.Boards[i].Reply - a
	}
	g, err := s.game(c.Round, a, b)
	if err != nil {
		return nil, err
	}
	absent := slices.Clone(c.Absent)
	slices.Sort(absent)
	absent = slices.Compact(absent)
	ev := ForfeitRecorded{Round: c.Round, Board: g.Board.Board, Absent: absent, Reason: c.Reason}
	if g.Done {
		if slices.Equal(g.Absent, absent) {
			return nil, nil
		}
		if strings.TrimSpace(c.Reason) == "" {
			return nil, arbiter.Errorf(EResultExists, "round %d, board %d already has %s; a forfeit instead is a correction and needs a reason", c.Round, g.Board.Board, s.outcome(g))
		}
		ev.Stale = staleAfter(s, c.Round)
	}
	return []Event{ev}, nil
}

// staleAfter lists the rounds after round r already paired from the
// standings (Swiss, King of the Hill), which a correction in round r
// leaves paired on the old ones.
func staleAfter(s State, r int) []int {
	var stale []int
	for _, rd := range s.Rounds[r:] {
		if rd.System == pairing.Swiss || rd.System == pairing.KingOfTheHill {
			stale = append(stale, rd.Number)
		}
	}
	return stale
}

func decideEnter(s State, c Enter) ([]Event, error) {
	if c.Player <= 0 {
		return nil, arbiter.Errorf(arbiter.EInvalidInput, "player %d is not a player's number", c.Player)
	}
	if _, ok := s.Player(c.Player); ok {
		return nil, arbiter.Errorf(arbiter.EConflict, "player %s is in the event already", s.who(c.Player))
	}
	if len(s.Players) >= MaxPlayers {
		return nil, arbiter.Errorf(arbiter.EConflict, "player %d: the event has %d players already, the most it may have", c.Player, MaxPlayers)
	}
	from := len(s.Rounds) + 1
	if from > s.Settings.Rounds {
		return nil, arbiter.Errorf(EWrongRound, "player %d cannot enter: all %d rounds are paired", c.Player, s.Settings.Rounds)
	}
	return []Event{PlayerEntered{Entry: c.Entry, From: from}}, nil
}

func decideWithdraw(s State, c Withdraw) ([]Event, error) {
	p, ok := s.Player(c.Player)
	if !ok {
		return nil, arbiter.Errorf(arbiter.ENotFound, "no player %d in the event", c.Player)
	}
	if p.Out != 0 {
		return nil, arbiter.Errorf(EWithdrawn, "player %s withdrew from round %d on already", s.who(c.Player), p.Out)
	}
	if strings.TrimSpace(c.Reason) == "" {
		return nil, arbiter.Errorf(EReasonMissing, "the withdrawal of player %s needs a reason", s.who(c.Player))
	}
	from := len(s.Rounds) + 1
	if last, ok := s.Round(len(s.Rounds)); ok {
		// A game of the last round not played yet: the round paired
		// again leaves the player out.
		if i := last.Find(c.Player); i >= 0 && !last.Boards[i].Done && !last.Boards[i].Bye() {
			from = last.Number
		}
	}
	return []Event{PlayerWithdrew{Player: c.Player, From: from, Reason: c.Reason}}, nil
}

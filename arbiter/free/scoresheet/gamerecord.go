package scoresheet

import (
	"cmp"
	"strings"

	"arbiter/arbiter"
	"arbiter/arbiter/free"
	"arbiter/arbiter/free/gcg"
	"arbiter/scoring"
)

// FormatOf returns the format of a record's text: GCG when a line is a
// turn ('>') or names a player ("#player1"), else as a scorekeeper types
// it (whose comments also start with '#').
func FormatOf(text string) free.Format {
	for _, line := range strings.FieldsFunc(text, func(r rune) bool { return r == '\n' || r == '\r' }) {
		line = strings.TrimSpace(line)
		if strings.HasPrefix(line, ">") || strings.HasPrefix(line, "#player") {
			return free.GCG
		}
	}
	return free.Typed
}

// Read reads the record of a game's text in its format; an error names
// the line and what is wrong with it.
func Read(rs *scoring.RuleSet, r free.GameRecord) (*Record, error) {
	if r.Format == free.GCG {
		g, err := gcg.Read(strings.NewReader(r.Text))
		if err != nil {
			return nil, arbiter.Errorf(arbiter.EInvalidInput, "GCG %w", err)
		}
		return FromGCG(g)
	}
	return ReadTyped(rs, strings.NewReader(r.Text))
}

// CheckRecord reads a game's record and checks it as [Check] does, under
// the free game's rules of rule set rs: a board's game of two players.
func CheckRecord(rs *scoring.RuleSet, lex scoring.Lexicon, r free.GameRecord) (*Record, *Sheet, error) {
	rules, ok := RulesFor(rs.Name)
	if !ok {
		return nil, nil, arbiter.Errorf(arbiter.EInvalidInput, "rule set %q: the free game's rules are those of ro, it, en or fr", rs.Name)
	}
	rec, err := Read(rs, r)
	if err != nil {
		return nil, nil, err
	}
	if len(rec.Players) != 2 {
		return nil, nil, arbiter.Errorf(arbiter.EInvalidInput, "the record has %d players: a board's game has 2", len(rec.Players))
	}
	sheet, err := Check(rs, rules, lex, rec)
	if err != nil {
		return nil, nil, err
	}
	return rec, sheet, nil
}

// RecordGame records the moves of the game on Board of Round (0: the last
// round paired) of the free-game event being played: Text, a GCG file or
// a typed record whose players are the board's ([Seats]), checked move
// by move with the tournament's rule set and word list (RULES §10.1). A
// record that does not check out is refused with its line and reason
// ([arbiter.EInvalidInput]). With Enter the result it comes to is
// recorded too, in the same transaction, as [free.RecordResult] records
// it. The same record again changes nothing; another record of a board
// already recorded is a correction and needs Reason.
type RecordGame struct {
	arbiter.Extension
	Round, Board int
	Text         string
	Enter        bool
	Reason       string
}

// NeedsWords says that the service opens the word list for it.
func (RecordGame) NeedsWords() bool { return true }

// Decide checks the record and answers with its events.
func (c RecordGame) Decide(s *arbiter.State, deps arbiter.Deps) ([]arbiter.Event, error) {
	st, err := free.Playing(s)
	if err != nil {
		return nil, err
	}
	round := cmp.Or(c.Round, len(st.Rounds))
	g, err := st.GameOn(round, c.Board)
	if err != nil {
		return nil, err
	}
	gr := free.GameRecord{Format: FormatOf(c.Text), Text: c.Text}
	rec, sheet, err := CheckRecord(s.RuleSet, deps.Lexicon, gr)
	if err != nil {
		return nil, arbiter.Errorf(arbiter.EInvalidInput, "round %d, board %d: the record does not check out: %w", round, c.Board, err)
	}
	var evs []arbiter.Event
	switch {
	case g.Record != nil && *g.Record == gr:
	case g.Record != nil && strings.TrimSpace(c.Reason) == "":
		return nil, arbiter.Errorf(free.EResultExists, "round %d, board %d has its game recorded already; another record is a correction and needs a reason", round, c.Board)
	default:
		evs = append(evs, free.GameRecorded{Round: round, Board: c.Board, GameRecord: gr, Reason: strings.TrimSpace(c.Reason)})
	}
	if !c.Enter {
		return evs, nil
	}
	res, err := Enterable(sheet.Result, round, c.Board)
	if err != nil {
		return nil, err
	}
	seats := Seats(rec, *st, g)
	result, err := free.Act{Command: free.RecordResult{Round: round, A: seats[0], ScoreA: res[0], B: seats[1], ScoreB: res[1], Reason: c.Reason}}.Decide(s, deps)
	if err != nil {
		return nil, err
	}
	return append(evs, result...), nil
}

// Seats returns the players of the event st who played the record's
// first and second sides on board g: the board's replier and starter when
// the record names them so (the event's names, case aside), else the
// starter and the replier.
func Seats(rec *Record, st free.State, g free.Game) [2]int {
	name := func(n int) string {
		p, _ := st.Player(n)
		return strings.Join(strings.Fields(p.Name), " ")
	}
	if strings.EqualFold(rec.Players[0], name(g.Reply)) && strings.EqualFold(rec.Players[1], name(g.Start)) {
		return [2]int{g.Reply, g.Start}
	}
	return [2]int{g.Start, g.Reply}
}

// Enterable returns the final scores of a checked game, its first side first,
// refusing a game the tournament's two scores cannot record: one whose
// record stops before its end, or whose winner the scores do not make (a
// game lost on wrong plays by the higher score, a draw declared between
// different scores: RULES §10.1).
func Enterable(res Result, round, board int) ([2]int, error) {
	scores := [2]int{res.Scores[0], res.Scores[1]}
	if res.Ending == Unfinished {
		return scores, arbiter.Errorf(arbiter.EConflict, "round %d, board %d: the record stops before the game ended: it has no result to enter", round, board)
	}
	if sign(scores[0]-scores[1]) != sign(res.Places[1]-res.Places[0]) {
		return scores, arbiter.Errorf(arbiter.EConflict, "round %d, board %d: the game ended on %s at %d–%d, a result two scores do not say: enter it with `arbiter result` as decided",
			round, board, res.Ending, scores[0], scores[1])
	}
	return scores, nil
}

// sign returns -1, 0 or 1 as n is negative, zero or positive.
func sign(n int) int { return cmp.Compare(n, 0) }

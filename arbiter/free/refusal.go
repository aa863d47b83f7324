package free

import (
	"fmt"
	"strings"

	"arbiter/arbiter"
)

// The refusals of a board's result as a form shows them: each names the
// field at fault ([arbiter.TypingError]) and what a front end says in its
// own words, beside the message the command line prints. Round and Table
// (the board) place it; Value is what is named: players as "7 (POPESCU)",
// a board's result as its two players and scores.
const (
	RefusedNoPlayer     arbiter.RefusalKind = "free_no_player"     // Value: the number typed
	RefusedNotPaired    arbiter.RefusalKind = "free_not_paired"    // Value: the two players
	RefusedBye          arbiter.RefusalKind = "free_bye"           // Value: the player who had the bye
	RefusedNoRound      arbiter.RefusalKind = "free_round"         // the round is not paired
	RefusedScore        arbiter.RefusalKind = "free_score"         // Count: the score, Limit: the highest
	RefusedChecksum     arbiter.RefusalKind = "free_checksum"      // Value: the scores' spread
	RefusedResultExists arbiter.RefusalKind = "free_result_exists" // Value: the result recorded
)

// The fields of a board's result, as its form names them.
const (
	FieldRound  = "round"
	FieldBoard  = "board"
	FieldA      = "a"
	FieldScoreA = "score_a"
	FieldB      = "b"
	FieldScoreB = "score_b"
	FieldSpread = "spread"
	FieldReason = "reason"
	// FieldPairs is a round's pairs typed by hand ([ParsePairs]).
	FieldPairs = "pairs"
	// FieldReserved is the event's reserved boards ([ParseReserved]).
	FieldReserved = "reserved"
)

// atField returns err with the field at fault and what is refused.
func atField(err *arbiter.Error, field string, r arbiter.Refusal) *arbiter.Error {
	err.Err = &arbiter.TypingError{Field: field, Refusal: r}
	return err
}

// recorded words a board's recorded result for a refusal, in no language:
// the players and their scores, a forfeit marked ✗.
func (s State) recorded(g Game) string {
	if len(g.Absent) > 0 {
		var who []string
		for _, a := range g.Absent {
			who = append(who, "✗ "+s.who(a))
		}
		return strings.Join(who, ", ")
	}
	return fmt.Sprintf("%s %d – %s %d", s.who(g.Start), g.StartScore, s.who(g.Reply), g.ReplyScore)
}

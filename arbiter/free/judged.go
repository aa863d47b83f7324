package free

import (
	"fmt"
	"strings"

	"arbiter/arbiter"
)

// MaxJudgedWord bounds a word of a challenge recorded: longer than a line
// of the board is no word of a play.
const MaxJudgedWord = 30

// Judge records a challenge the referee judged at a board of Round (0:
// the last one paired): the words of the play, typed by the players (one
// or several in each string, apart by blanks or commas), and the verdict,
// taken from the tournament's word list (RULES §10.1).
// Ambiguous records instead the referee's decision that the list is
// ambiguous for the play (seed 004: "arbitrul poate dispune retragerea
// depunerii, fără ca aceasta să fie considerată depunere greşită").
type Judge struct {
	arbiter.Extension
	Round, Board int
	Words        []string
	Ambiguous    bool
	Reason       string
}

// Judged records a challenge judged at Board of Round: the words and
// whether the play stands, or the referee's decision that the list is
// ambiguous (Ambiguous, with Reason: the play is withdrawn, not a wrong
// play).
type Judged struct {
	Round     int      `json:"round"`
	Board     int      `json:"board"`
	Words     []string `json:"words"`
	Stands    bool     `json:"stands"`
	Ambiguous bool     `json:"ambiguous,omitempty"`
	Reason    string   `json:"reason,omitempty"`
}

// EventType returns the event's stored name.
func (Judged) EventType() string { return "free_judged" }

// EventKind returns the free game's kind.
func (Judged) EventKind() arbiter.Kind { return Kind }

// NeedsWords says that the service opens the word list for it.
func (Judge) NeedsWords() bool { return true }

// Decide judges the challenge on the event being played. A refusal names
// the field of the judging page at fault ([FieldBoard], [FieldWords],
// [FieldReason]) and what is refused, for the room to say in its words.
func (c Judge) Decide(s *arbiter.State, deps arbiter.Deps) ([]arbiter.Event, error) {
	_, st, err := playing(s)
	if e, ok := err.(*arbiter.Error); ok && e.Code != arbiter.EInternal {
		return nil, atField(e, FieldBoard, arbiter.Refusal{Kind: RefusedNotPlaying})
	}
	if err != nil {
		return nil, err
	}
	round := c.Round
	if round == 0 {
		round = max(len(st.Rounds), 1) // round 1 before any is paired, which refuses it
	}
	r, ok := st.Round(round)
	if !ok {
		return nil, atField(arbiter.Errorf(ERoundNotPaired, "round %d is not paired: a challenge is judged at a board of a round paired", round),
			FieldBoard, arbiter.Refusal{Kind: RefusedNoRound, Round: round})
	}
	if !hasBoard(r, c.Board) {
		return nil, atField(arbiter.Errorf(arbiter.ENotFound, "round %d has no board %d", round, c.Board),
			FieldBoard, arbiter.Refusal{Kind: RefusedNoBoard, Round: round, Table: c.Board})
	}
	words, err := JudgedWords(c.Words)
	if err != nil {
		return nil, err
	}
	e := Judged{Round: round, Board: c.Board, Words: words}
	if c.Ambiguous {
		if strings.TrimSpace(c.Reason) == "" {
			return nil, atField(arbiter.Errorf(EReasonMissing, "withdrawing a play as the list is ambiguous needs a reason"),
				FieldReason, arbiter.Refusal{Kind: arbiter.RefusedNoReason})
		}
		e.Ambiguous, e.Reason = true, strings.TrimSpace(c.Reason)
		return []arbiter.Event{e}, nil
	}
	if deps.Lexicon == nil {
		return nil, arbiter.Errorf(arbiter.EInternal, "a challenge is judged against the tournament's word list, which is not open")
	}
	e.Stands = true
	for _, w := range words {
		e.Stands = e.Stands && deps.Lexicon.Contains(w)
	}
	return []arbiter.Event{e}, nil
}

// hasBoard reports whether round r has board n, a game (not the bye).
func hasBoard(r Round, n int) bool {
	for _, g := range r.Boards {
		if g.Board.Board == n && !g.Bye() {
			return true
		}
	}
	return false
}

func (e Judged) String() string {
	at := fmt.Sprintf("round %d, board %d: ", e.Round, e.Board)
	words := strings.Join(e.Words, ", ")
	switch {
	case e.Ambiguous:
		return at + words + " withdrawn, the list ambiguous (" + e.Reason + "): not a wrong play"
	case e.Stands:
		return at + "challenge of " + words + ": the play stands"
	}
	return at + "challenge of " + words + ": the play does not stand"
}

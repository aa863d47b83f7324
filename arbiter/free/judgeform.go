package free

import "arbiter/arbiter"

// FormJudge is the judging page's form ([arbiter.PageReader]): a
// challenge at a board, {"board": 1, "words": "COLUMNA VAH"}, sent from
// the judging table's tablet or, with the decision that the list is
// ambiguous, from the referee's review.
const FormJudge = "judge"

// JudgeForm is a challenge as the judging page sends it: the board and
// the words as typed, one or several. Ambiguous and Reason record
// instead the referee's decision that the list is ambiguous for the play
// (seed 004), from the review: the referee's alone.
type JudgeForm struct {
	Board     int    `json:"board"`
	Words     string `json:"words"`
	Ambiguous bool   `json:"ambiguous,omitempty"`
	Reason    string `json:"reason,omitempty"`
}

// PageForms lists the one form of the free game's pages, the challenge
// judged, sent from the judging page.
func (discipline) PageForms() []arbiter.PageForm {
	return []arbiter.PageForm{{Name: FormJudge}}
}

// PageCommand reads a challenge into the judgement `arbiter judge
// --board` records; the decision that the list is ambiguous, sent by
// another than the referee, is refused.
func (discipline) PageCommand(_ *arbiter.State, f arbiter.PageSent) (arbiter.Command, error) {
	return arbiter.ReadPageForm(f, func(j JudgeForm) (arbiter.Command, error) {
		if j.Ambiguous && !f.Referee {
			return nil, arbiter.Refuse(arbiter.EConflict, arbiter.Refusal{Kind: arbiter.RefusedRefereeOnly},
				"only the referee decides that the list is ambiguous for a play")
		}
		return Judge{Board: j.Board, Words: []string{j.Words}, Ambiguous: j.Ambiguous, Reason: j.Reason}, nil
	})
}

package arbiter_test

import (
	"errors"
	"slices"
	"testing"

	"arbiter/arbiter"
	"arbiter/arbiter/duplicate"
	"arbiter/arbiter/free"
	"arbiter/arbiter/problem"
)

// TestPageSent: the pages' forms are listed as their kinds say, and a
// page's form is read by the kind whose form it is whatever game is being
// played: a challenge in a duplicate game is refused in the free game's
// words, at the board, not as another kind's form. The decision that the
// list is ambiguous is the referee's alone; a form no kind reads is
// refused; whether a form needs the word list is its command's answer.
func TestPageSent(t *testing.T) {
	reg, err := arbiter.NewRegistry(duplicate.Discipline(), free.Discipline(), problem.Discipline())
	if err != nil {
		t.Fatal(err)
	}
	want := []arbiter.PageForm{{Name: free.FormJudge}, {Name: problem.FormSolution, Sheet: problem.MaxSheetBytes}}
	if got := reg.PageForms(); !slices.Equal(got, want) {
		t.Errorf("the pages' forms: %+v, want %+v", got, want)
	}
	s, err := arbiter.ReplayWith(reg, []arbiter.Event{arbiter.TournamentCreated{Name: "Cupa", RuleSet: "ro"},
		arbiter.PlayerRegistered{Table: 1, Name: "POPESCU Ion"}, arbiter.GameStarted{Game: 1, Seed: 7}})
	if err != nil {
		t.Fatal(err)
	}
	judge := arbiter.PageSent{Form: free.FormJudge, JSON: []byte(`{"board":1,"words":"CAL"}`)}
	_, err = arbiter.Decide(s, judge, arbiter.Deps{})
	var te *arbiter.TypingError
	if arbiter.ErrorCode(err) != arbiter.ENotFound || !errors.As(err, &te) || te.Field != free.FieldBoard {
		t.Errorf("a challenge in a duplicate game: %v, want it refused at the board", err)
	}
	if !arbiter.NeedsWords(&s, judge) {
		t.Error("a challenge does not need the word list")
	}
	ambiguous := arbiter.PageSent{Form: free.FormJudge, JSON: []byte(`{"board":1,"words":"CAL","ambiguous":true,"reason":"r"}`)}
	var r *arbiter.Refusal
	if _, err := arbiter.Decide(s, ambiguous, arbiter.Deps{}); !errors.As(err, &r) || r.Kind != arbiter.RefusedRefereeOnly {
		t.Errorf("the list ambiguous, not from the referee: %v, want it the referee's alone", err)
	}
	ambiguous.Referee = true
	if _, err := arbiter.Decide(s, ambiguous, arbiter.Deps{}); errors.As(err, &r) && r.Kind == arbiter.RefusedRefereeOnly {
		t.Errorf("the list ambiguous, from the referee: %v", err)
	}
	if _, err := arbiter.Decide(s, arbiter.PageSent{Form: "nothing", JSON: []byte(`{}`)}, arbiter.Deps{}); arbiter.ErrorCode(err) != arbiter.EInvalidInput {
		t.Errorf("a form no kind reads: %v, want %s", err, arbiter.EInvalidInput)
	}
	if _, err := arbiter.Decide(s, arbiter.PageSent{Form: free.FormJudge, JSON: []byte(`{"board":"1"}`)}, arbiter.Deps{}); arbiter.ErrorCode(err) != arbiter.EInvalidInput {
		t.Errorf("a challenge of a string board: %v, want %s", err, arbiter.EInvalidInput)
	}
}

package duplicate_test

import (
	"strings"
	"testing"

	"arbiter/arbiter"
	"arbiter/arbiter/duplicate"
	"arbiter/arbiter/internal/duplicatetest"
	"arbiter/scoring"
)

// TestDecide checks commands against a given log (RULES §4–§6): the events
// they yield, or the code of their refusal.
func TestDecide(t *testing.T) {
	columna := duplicatetest.Move(t, "H8 COLUMNA")
	columnaDown := duplicatetest.Move(t, "8H COLUMNA")
	vah := duplicatetest.Move(t, "I7 VAH", "H8 COLUMNA")
	topped := duplicatetest.With(duplicatetest.Opening(), arbiter.TopChosen{Round: 1, Move: columna, Alternatives: []scoring.Move{columnaDown}, Choice: 1})
	closed := duplicatetest.With(topped, arbiter.RoundClosed{Round: 1})
	ended := duplicatetest.With(closed, arbiter.GameEnded{Reason: "referee", Text: "time"})
	tests := []duplicatetest.Case{
		{Name: "NoTournament", When: duplicate.StartGame{}, WantCode: arbiter.ENotFound},
		{Name: "CreateTournament", When: arbiter.CreateTournament{Name: "Cupa", RuleSet: "ro", Referee: "R"},
			Want: []arbiter.Event{arbiter.TournamentCreated{Name: "Cupa", RuleSet: "ro", Referee: "R"}}},
		{Name: "CreateTwice", Given: duplicatetest.Opening()[:1], When: arbiter.CreateTournament{Name: "X", RuleSet: "ro"}, WantCode: arbiter.EConflict},
		{Name: "UnknownRuleSet", When: arbiter.CreateTournament{Name: "X", RuleSet: "xx"}, WantCode: arbiter.EInvalidInput},
		{Name: "CreateDated", When: arbiter.CreateTournament{Name: "Cupa", RuleSet: "ro", Date: "2028-02-29"},
			Want: []arbiter.Event{arbiter.TournamentCreated{Name: "Cupa", RuleSet: "ro", Date: "2028-02-29"}}},
		{Name: "InvalidDate", When: arbiter.CreateTournament{Name: "X", RuleSet: "ro", Date: "2026-13-45"}, WantCode: arbiter.EInvalidInput},
		{Name: "NoLeapDay", When: arbiter.CreateTournament{Name: "X", RuleSet: "ro", Date: "2026-02-29"}, WantCode: arbiter.EInvalidInput},
		{Name: "DateNotISO", When: arbiter.CreateTournament{Name: "X", RuleSet: "ro", Date: "29/11/2026"}, WantCode: arbiter.EInvalidInput},
		{Name: "CustomRuleSetUnreadable", When: arbiter.CreateTournament{Name: "X", RuleSet: "mine", RuleSetJSON: []byte("{")}, WantCode: arbiter.EInvalidInput},
		{Name: "TableTaken", Given: duplicatetest.Opening()[:2], When: arbiter.RegisterPlayer{Table: 1, Name: "X"}, WantCode: arbiter.EConflict},
		{Name: "TableZero", Given: duplicatetest.Opening()[:1], When: arbiter.RegisterPlayer{Table: 0, Name: "X"}, WantCode: arbiter.EInvalidInput},
		{Name: "StartGame", Given: duplicatetest.Opening()[:3], When: duplicate.StartGame{Seed: 9},
			Want: []arbiter.Event{arbiter.GameStarted{Game: 1, Seed: 9}}},
		{Name: "StartGameWhilePlaying", Given: duplicatetest.Opening(), When: duplicate.StartGame{}, WantCode: arbiter.EConflict},
		{Name: "StartTacticFixedOrder", Given: duplicatetest.Opening()[:3], When: duplicate.StartGame{Seed: 9, Variant: scoring.Tactic, FixedOrder: true},
			Want: []arbiter.Event{arbiter.GameStarted{Game: 1, Seed: 9, Variant: scoring.Tactic, FixedOrder: true}}},
		{Name: "StartUnknownVariant", Given: duplicatetest.Opening()[:3], When: duplicate.StartGame{Variant: "anticipatie"}, WantCode: arbiter.EInvalidInput},
		{Name: "FixedOrderOutsideTactic", Given: duplicatetest.Opening()[:3], When: duplicate.StartGame{Variant: scoring.Completiv, FixedOrder: true}, WantCode: arbiter.EInvalidInput},
		// Every field a referee types is bounded: a slip word of 1 MB was
		// recorded, and top --choose -1 acted as 1.
		{Name: "SlipWordOf1MB", Given: duplicatetest.Opening(), When: duplicate.EnterSlip{Table: 1, Position: "H8", Word: strings.Repeat("A", 1<<20), Score: "78"}, WantCode: arbiter.EInvalidInput},
		{Name: "SlipScoreTooLong", Given: duplicatetest.Opening(), When: duplicate.EnterSlip{Table: 1, Position: "H8", Word: "COLUMNA", Score: strings.Repeat("7", 11)}, WantCode: arbiter.EInvalidInput},
		{Name: "SlipPositionTooLong", Given: duplicatetest.Opening(), When: duplicate.EnterSlip{Table: 1, Position: strings.Repeat("H", 11), Word: "COLUMNA", Score: "78"}, WantCode: arbiter.EInvalidInput},
		{Name: "SlipWordEscape", Given: duplicatetest.Opening(), When: duplicate.EnterSlip{Table: 1, Position: "H8", Word: "COL\x1b[2JUMNA", Score: "78"}, WantCode: arbiter.EInvalidInput},
		{Name: "ChooseNegativeTop", Given: topped, When: duplicate.ChooseTop{Choice: -1}, WantCode: arbiter.EInvalidInput},
		{Name: "TypedTopTooLong", Given: duplicatetest.Opening(), When: duplicate.ChooseTop{Play: "H8 " + strings.Repeat("A", 100)}, WantCode: arbiter.EInvalidInput},
		{Name: "ManualRackTooLong", Given: closed, When: duplicate.DrawRack{Letters: strings.Repeat("A", 1<<20)}, WantCode: arbiter.EInvalidInput},
		{Name: "SecondGroupOutsideTactic", Given: duplicatetest.Opening(), When: duplicate.EnterSlip{Table: 1, Position: "H8", Word: "COLUMNA", Score: "78", Word2: "VAH"}, WantCode: arbiter.EInvalidInput},
		{Name: "SecondGame", Given: ended, When: duplicate.StartGame{Seed: 3},
			Want: []arbiter.Event{arbiter.GameStarted{Game: 2, Seed: 3}}},
		{Name: "RackWhileRoundOpen", Given: duplicatetest.Opening(), When: duplicate.DrawRack{Letters: "AHLMUVX"}, WantCode: arbiter.ERoundOpen},
		{Name: "ManualRack", Given: closed, When: duplicate.DrawRack{Letters: "AHLMUVX"},
			Want: []arbiter.Event{arbiter.RackDrawn{Round: 2, New: "AHLMUVX", Manual: true}}},
		{Name: "ManualRackNotInBag", Given: closed, When: duplicate.DrawRack{Letters: "CCCCCAE"}, WantCode: arbiter.ERackMismatch},
		// A letter the set has no tile for is a rack no bag can give (RULES
		// §4.2), like one more tile than the set holds; a character that is
		// no tile at all is unreadable input.
		{Name: "ManualRackLetterNotInSet", Given: closed, When: duplicate.DrawRack{Letters: "KALMUVX"}, WantCode: arbiter.ERackMismatch},
		{Name: "ManualRackBadLetter", Given: closed, When: duplicate.DrawRack{Letters: "1ALMUVX"}, WantCode: arbiter.EInvalidInput},
		{Name: "ManualRackMinimum", Given: closed, When: duplicate.DrawRack{Letters: "BCDFGHL"}, WantCode: arbiter.ERackRefused},
		{Name: "ManualRackForced", Given: closed, When: duplicate.DrawRack{Letters: "BCDFGHL", Force: "the bag was shaken badly"},
			Want: []arbiter.Event{arbiter.RackDrawn{Round: 2, New: "BCDFGHL", Manual: true, ForcedReason: "minimum", Forced: "the bag was shaken badly"}}},
		{Name: "RejectRack", Given: duplicatetest.Opening(), When: duplicate.RejectRack{Reason: "typed wrongly"},
			Want: []arbiter.Event{arbiter.RackRejected{Round: 1, Reason: "typed wrongly"}}},
		{Name: "RejectRackNeedsReason", Given: duplicatetest.Opening(), When: duplicate.RejectRack{}, WantCode: arbiter.EInvalidInput},
		{Name: "RejectRackAfterTop", Given: topped, When: duplicate.RejectRack{Reason: "x"}, WantCode: arbiter.EConflict},
		{Name: "RedrawAfterReject", Given: duplicatetest.With(duplicatetest.Opening(), arbiter.RackRejected{Round: 1, Reason: "x"}), When: duplicate.DrawRack{Letters: "ACLMNOU"},
			Want: []arbiter.Event{arbiter.RackDrawn{Round: 1, New: "ACLMNOU", Manual: true}}},
		{Name: "ProgramTop", Given: duplicatetest.Opening(), When: duplicate.ChooseTop{},
			Want: []arbiter.Event{arbiter.TopChosen{Round: 1, Move: columna, Alternatives: []scoring.Move{columnaDown}, Choice: 1}}},
		{Name: "ChooseSecondTop", Given: topped, When: duplicate.ChooseTop{Choice: 2},
			Want: []arbiter.Event{arbiter.TopChosen{Round: 1, Move: columnaDown, Alternatives: []scoring.Move{columna}, Choice: 2, Override: "the referee chose top 2"}}},
		{Name: "ChooseSameTopAgain", Given: topped, When: duplicate.ChooseTop{}},
		{Name: "ChooseMissingTop", Given: topped, When: duplicate.ChooseTop{Choice: 3}, WantCode: arbiter.EInvalidInput},
		{Name: "TypedTop", Given: duplicatetest.Opening(), When: duplicate.ChooseTop{Play: "8H COLUMNA", Reason: "opens less"},
			Want: []arbiter.Event{arbiter.TopChosen{Round: 1, Move: columnaDown, Alternatives: []scoring.Move{columna}, Override: "opens less"}}},
		{Name: "TypedTopNotInLexicon", Given: duplicatetest.Opening(), When: duplicate.ChooseTop{Play: "H8 COLUMAN"}, WantCode: arbiter.ENotInLexicon},
		{Name: "TypedTopNotInRack", Given: duplicatetest.Opening(), When: duplicate.ChooseTop{Play: "H8 COLUMNE"}, WantCode: arbiter.ERackMismatch},
		{Name: "TypedTopIllegal", Given: duplicatetest.Opening(), When: duplicate.ChooseTop{Play: "A1 CALM"}, WantCode: arbiter.EInvalidMove},
		{Name: "CloseWithoutTop", Given: duplicatetest.Opening(), When: arbiter.CloseRound{}, WantCode: arbiter.ENoTop},
		{Name: "Close", Given: topped, When: arbiter.CloseRound{}, Want: []arbiter.Event{arbiter.RoundClosed{Round: 1}}},
		{Name: "CloseTwice", Given: closed, When: arbiter.CloseRound{}, WantCode: arbiter.ERoundClosed},
		{Name: "Slip", Given: duplicatetest.Opening(), When: duplicate.EnterSlip{Table: 1, Position: "H8", Word: "COLUMNA", Score: "78"},
			Want: []arbiter.Event{arbiter.SlipRecorded{Slip: arbiter.Slip{Round: 1, Table: 1, Position: "H8", Word: "COLUMNA", Score: "78",
				Verdict: arbiter.Verdict{Valid: true, Real: 78, Credited: 78, Move: &columna}}}}},
		{Name: "SlipAgainChangesNothing",
			Given: duplicatetest.With(duplicatetest.Opening(), arbiter.SlipRecorded{Slip: arbiter.Slip{Round: 1, Table: 1, Position: "H8", Word: "COLUMNA", Score: "78"}}),
			When:  duplicate.EnterSlip{Table: 1, Position: "H8", Word: "COLUMNA", Score: "78"}},
		{Name: "SlipCorrected",
			Given: duplicatetest.With(duplicatetest.Opening(), arbiter.SlipRecorded{Slip: arbiter.Slip{Round: 1, Table: 1, None: true}}),
			When:  duplicate.EnterSlip{Table: 1, Position: "H8", Word: "COLUMNA", Score: "78"},
			Want: []arbiter.Event{arbiter.SlipCorrected{Slip: arbiter.Slip{Round: 1, Table: 1, Position: "H8", Word: "COLUMNA", Score: "78",
				Verdict: arbiter.Verdict{Valid: true, Real: 78, Credited: 78, Move: &columna}}}}},
		{Name: "NoSlip", Given: duplicatetest.Opening(), When: duplicate.EnterSlip{Table: 2, None: true, Word: "ignored"},
			Want: []arbiter.Event{arbiter.SlipRecorded{Slip: arbiter.Slip{Round: 1, Table: 2, None: true,
				Verdict: arbiter.Verdict{Reason: arbiter.ReasonNoSlip, Message: "no slip"}}}}},
		{Name: "SlipUnknownTable", Given: duplicatetest.Opening(), When: duplicate.EnterSlip{Table: 9, None: true}, WantCode: arbiter.ENotFound},
		{Name: "SlipUnknownRound", Given: duplicatetest.Opening(), When: duplicate.EnterSlip{Round: 4, Table: 1, None: true}, WantCode: arbiter.ENotFound},
		{Name: "LateSlipOfClosedRound", Given: duplicatetest.With(closed, arbiter.RackDrawn{Round: 2, New: "AHLMUVX"}),
			When: duplicate.EnterSlip{Round: 2, Table: 1, Position: "I7", Word: "VAH", Score: "60"},
			Want: []arbiter.Event{arbiter.SlipRecorded{Slip: arbiter.Slip{Round: 2, Table: 1, Position: "I7", Word: "VAH", Score: "60",
				Verdict: arbiter.Verdict{Valid: true, Real: 60, Credited: 60, Move: &vah}}}}},
		{Name: "SlipMarkedLate", Given: duplicatetest.Opening(), When: duplicate.EnterSlip{Table: 2, None: true, Late: true},
			Want: []arbiter.Event{arbiter.SlipRecorded{Slip: arbiter.Slip{Round: 1, Table: 2, None: true, Late: true,
				Verdict: arbiter.Verdict{Reason: arbiter.ReasonNoSlip, Message: "no slip"}}}}},
		{Name: "WithdrawNothing", Given: duplicatetest.Opening(), When: duplicate.WithdrawSlip{Table: 1, Reason: "x"}, WantCode: arbiter.ENotFound},
		{Name: "Warning", Given: duplicatetest.Opening(), When: arbiter.GiveWarning{Table: 2, Kind: arbiter.Disciplinary, Reason: "noise"},
			Want: []arbiter.Event{arbiter.WarningGiven{Table: 2, Round: 1, Kind: arbiter.Disciplinary, Reason: "noise"}}},
		{Name: "SecondTechnicalInRound", Given: duplicatetest.With(duplicatetest.Opening(), arbiter.WarningGiven{Table: 2, Round: 1, Kind: arbiter.Technical, Reason: "a"}),
			When: arbiter.GiveWarning{Table: 2, Kind: arbiter.Technical, Reason: "b"}, WantCode: arbiter.EConflict},
		{Name: "TechnicalAfterSlipWarning",
			Given: duplicatetest.With(duplicatetest.Opening(), arbiter.SlipRecorded{Slip: arbiter.Slip{Round: 1, Table: 2, Verdict: arbiter.Verdict{Valid: true, Warning: arbiter.WarnWrongScore}}}),
			When:  arbiter.GiveWarning{Table: 2, Kind: arbiter.Technical, Reason: "b"}, WantCode: arbiter.EConflict},
		{Name: "TechnicalBeforeAnyRound", Given: duplicatetest.Opening()[:4], When: arbiter.GiveWarning{Table: 2, Kind: arbiter.Technical, Reason: "b"}, WantCode: arbiter.EInvalidInput},
		{Name: "UnknownWarningKind", Given: duplicatetest.Opening(), When: arbiter.GiveWarning{Table: 2, Kind: "yellow", Reason: "b"}, WantCode: arbiter.EInvalidInput},
		{Name: "WarningRepeated", Given: duplicatetest.With(duplicatetest.Opening(), arbiter.WarningGiven{Table: 2, Round: 1, Kind: arbiter.Disciplinary, Reason: "noise"}),
			When: arbiter.GiveWarning{Table: 2, Kind: arbiter.Disciplinary, Reason: "noise"}, WantCode: arbiter.EConflict},
		{Name: "WarningGivenAgain", Given: duplicatetest.With(duplicatetest.Opening(), arbiter.WarningGiven{Table: 2, Round: 1, Kind: arbiter.Disciplinary, Reason: "noise"}),
			When: arbiter.GiveWarning{Table: 2, Kind: arbiter.Disciplinary, Reason: "noise", Again: true},
			Want: []arbiter.Event{arbiter.WarningGiven{Table: 2, Round: 1, Kind: arbiter.Disciplinary, Reason: "noise"}}},
		{Name: "WarningOtherReason", Given: duplicatetest.With(duplicatetest.Opening(), arbiter.WarningGiven{Table: 2, Round: 1, Kind: arbiter.Disciplinary, Reason: "noise"}),
			When: arbiter.GiveWarning{Table: 2, Kind: arbiter.Disciplinary, Reason: "phone"},
			Want: []arbiter.Event{arbiter.WarningGiven{Table: 2, Round: 1, Kind: arbiter.Disciplinary, Reason: "phone"}}},
		{Name: "WithdrawWarning", Given: duplicatetest.With(duplicatetest.Opening(), arbiter.WarningGiven{Table: 2, Round: 1, Kind: arbiter.Disciplinary, Reason: "noise"}),
			When: arbiter.WithdrawWarning{Table: 2, Kind: arbiter.Disciplinary, Reason: "given by mistake"},
			Want: []arbiter.Event{arbiter.WarningWithdrawn{Table: 2, Round: 1, Kind: arbiter.Disciplinary, Reason: "given by mistake"}}},
		{Name: "WithdrawWarningWithoutReason", Given: duplicatetest.With(duplicatetest.Opening(), arbiter.WarningGiven{Table: 2, Round: 1, Kind: arbiter.Disciplinary, Reason: "noise"}),
			When: arbiter.WithdrawWarning{Table: 2, Kind: arbiter.Disciplinary}, WantCode: arbiter.EInvalidInput},
		{Name: "WithdrawNoWarning", Given: duplicatetest.With(duplicatetest.Opening(), arbiter.WarningGiven{Table: 2, Round: 1, Kind: arbiter.Technical, Reason: "noise"}),
			When: arbiter.WithdrawWarning{Table: 2, Kind: arbiter.Disciplinary, Reason: "x"}, WantCode: arbiter.ENotFound},
		{Name: "EliminatedTwice", Given: duplicatetest.With(duplicatetest.Opening(), arbiter.WarningGiven{Table: 2, Round: 1, Kind: arbiter.Elimination, Reason: "a"}),
			When: arbiter.GiveWarning{Table: 2, Kind: arbiter.Elimination, Reason: "b"}, WantCode: arbiter.EConflict},
		{Name: "InvalidateTop", Given: closed, When: duplicate.InvalidateTop{Round: 1, Reason: "not a word"},
			Want: []arbiter.Event{arbiter.TopInvalidated{Round: 1, Reason: "not a word"}}},
		{Name: "InvalidateMissingTop", Given: duplicatetest.Opening(), When: duplicate.InvalidateTop{Round: 1, Reason: "x"}, WantCode: arbiter.ENotFound},
		{Name: "Cancel", Given: duplicatetest.Opening(), When: duplicate.CancelRound{Reason: "noise"},
			Want: []arbiter.Event{arbiter.RoundCancelled{Round: 1, Reason: "noise"}}},
		// A cancelled round counts for nothing: its top is not invalidated
		// and no warning is given on it.
		{Name: "InvalidateCancelledTop", Given: duplicatetest.With(topped, arbiter.RoundCancelled{Round: 1, Reason: "noise"}),
			When: duplicate.InvalidateTop{Round: 1, Reason: "not a word"}, WantCode: arbiter.ERoundClosed},
		{Name: "WarnOnCancelledRound", Given: duplicatetest.With(topped, arbiter.RoundCancelled{Round: 1, Reason: "noise"}),
			When: arbiter.GiveWarning{Table: 2, Round: 1, Kind: arbiter.Disciplinary, Reason: "noise"}, WantCode: arbiter.ERoundClosed},
		{Name: "CancelNeedsReason", Given: duplicatetest.Opening(), When: duplicate.CancelRound{Round: 1}, WantCode: arbiter.EInvalidInput},
		{Name: "EndWhileOpen", Given: duplicatetest.Opening(), When: arbiter.EndGame{Reason: "time"}, WantCode: arbiter.ERoundOpen},
		{Name: "End", Given: closed, When: arbiter.EndGame{Reason: "time"},
			Want: []arbiter.Event{arbiter.GameEnded{Reason: arbiter.ReasonReferee, Text: "time"}}},
		{Name: "RackAfterEnd", Given: ended, When: duplicate.DrawRack{}, WantCode: arbiter.EGameOver},
		{Name: "TopAfterEnd", Given: ended, When: duplicate.ChooseTop{}, WantCode: arbiter.EGameOver},
	}
	duplicatetest.Run(t, append(tests, doubleEntryCases(t)...))
}

// TestChooseTop_CountInWords: choosing a top beyond the list says how many
// there are in words that agree with the number.
func TestChooseTop_CountInWords(t *testing.T) {
	columna, columnaDown := duplicatetest.Move(t, "H8 COLUMNA"), duplicatetest.Move(t, "8H COLUMNA")
	for _, tt := range []struct {
		alternatives []scoring.Move
		want         string
	}{
		{nil, "round 1: there is 1 top move; 2 is not one of them"},
		{[]scoring.Move{columnaDown}, "round 1: there are 2 top moves; 3 is not one of them"},
	} {
		s, err := duplicatetest.Replay(duplicatetest.With(duplicatetest.Opening(), arbiter.TopChosen{Round: 1, Move: columna, Alternatives: tt.alternatives, Choice: 1}))
		if err != nil {
			t.Fatal(err)
		}
		_, err = arbiter.Decide(s, duplicate.ChooseTop{Choice: len(tt.alternatives) + 2}, duplicatetest.Deps(t, duplicatetest.RO(t)))
		if got := arbiter.ErrorMessage(err); got != tt.want {
			t.Errorf("%d tops: %q, want %q", len(tt.alternatives)+1, got, tt.want)
		}
	}
}

package arbiter_test

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"arbiter/arbiter"
	"arbiter/arbiter/duplicate"
	"arbiter/scoring"
)

// ro is the Romanian rule set of RULES §2.
func ro(tb testing.TB) *scoring.RuleSet {
	tb.Helper()
	rs, ok := scoring.Builtin("ro")
	if !ok {
		tb.Fatal("no ro rule set")
	}
	return rs
}

// move returns the scored move text ("H8 COLUMNA") on the board after
// played, checked without a rack.
func move(tb testing.TB, text string, played ...string) scoring.Move {
	tb.Helper()
	rs := ro(tb)
	var b scoring.Board
	var m scoring.Move
	for _, p := range append(played, text) {
		play, err := rs.ParsePlay(p)
		if err != nil {
			tb.Fatal(err)
		}
		if m, err = scoring.Check(rs, nil, &b, nil, play); err != nil {
			tb.Fatalf("%s: %v", p, err)
		}
		b.Apply(m)
	}
	return m
}

// opening is a tournament of two players whose game 1 has drawn round 1
// (RULES §3's ACLMNOU).
func opening() []arbiter.Event {
	return []arbiter.Event{
		arbiter.TournamentCreated{Name: "Cupa", RuleSet: "ro"},
		arbiter.PlayerRegistered{Table: 1, Name: "POPESCU Ion"},
		arbiter.PlayerRegistered{Table: 2, Name: "IONESCU Maria"},
		arbiter.GameStarted{Game: 1, Seed: 42},
		arbiter.RackDrawn{Round: 1, New: "ACLMNOU", Manual: true},
	}
}

// with returns evs followed by more.
func with(evs []arbiter.Event, more ...arbiter.Event) []arbiter.Event {
	return append(append([]arbiter.Event{}, evs...), more...)
}

// decideCase is a command decided on a given log: the events it yields,
// or the code of its refusal.
type decideCase struct {
	name     string
	given    []arbiter.Event
	when     arbiter.Command
	want     []arbiter.Event
	wantCode arbiter.Code
}

// TestDecide checks commands against a given log (RULES §4–§6): the events
// they yield, or the code of their refusal.
func TestDecide(t *testing.T) {
	columna := move(t, "H8 COLUMNA")
	columnaDown := move(t, "8H COLUMNA")
	vah := move(t, "I7 VAH", "H8 COLUMNA")
	topped := with(opening(), arbiter.TopChosen{Round: 1, Move: columna, Alternatives: []scoring.Move{columnaDown}, Choice: 1})
	closed := with(topped, arbiter.RoundClosed{Round: 1})
	ended := with(closed, arbiter.GameEnded{Reason: "referee", Text: "time"})
	tests := []decideCase{
		{name: "NoTournament", when: duplicate.StartGame{}, wantCode: arbiter.ENotFound},
		{name: "CreateTournament", when: arbiter.CreateTournament{Name: "Cupa", RuleSet: "ro", Referee: "R"},
			want: []arbiter.Event{arbiter.TournamentCreated{Name: "Cupa", RuleSet: "ro", Referee: "R"}}},
		{name: "CreateTwice", given: opening()[:1], when: arbiter.CreateTournament{Name: "X", RuleSet: "ro"}, wantCode: arbiter.EConflict},
		{name: "UnknownRuleSet", when: arbiter.CreateTournament{Name: "X", RuleSet: "xx"}, wantCode: arbiter.EInvalidInput},
		{name: "CreateDated", when: arbiter.CreateTournament{Name: "Cupa", RuleSet: "ro", Date: "2028-02-29"},
			want: []arbiter.Event{arbiter.TournamentCreated{Name: "Cupa", RuleSet: "ro", Date: "2028-02-29"}}},
		{name: "InvalidDate", when: arbiter.CreateTournament{Name: "X", RuleSet: "ro", Date: "2026-13-45"}, wantCode: arbiter.EInvalidInput},
		{name: "NoLeapDay", when: arbiter.CreateTournament{Name: "X", RuleSet: "ro", Date: "2026-02-29"}, wantCode: arbiter.EInvalidInput},
		{name: "DateNotISO", when: arbiter.CreateTournament{Name: "X", RuleSet: "ro", Date: "29/11/2026"}, wantCode: arbiter.EInvalidInput},
		{name: "CustomRuleSetUnreadable", when: arbiter.CreateTournament{Name: "X", RuleSet: "mine", RuleSetJSON: []byte("{")}, wantCode: arbiter.EInvalidInput},
		{name: "TableTaken", given: opening()[:2], when: arbiter.RegisterPlayer{Table: 1, Name: "X"}, wantCode: arbiter.EConflict},
		{name: "TableZero", given: opening()[:1], when: arbiter.RegisterPlayer{Table: 0, Name: "X"}, wantCode: arbiter.EInvalidInput},
		{name: "StartGame", given: opening()[:3], when: duplicate.StartGame{Seed: 9},
			want: []arbiter.Event{arbiter.GameStarted{Game: 1, Seed: 9}}},
		{name: "StartGameWhilePlaying", given: opening(), when: duplicate.StartGame{}, wantCode: arbiter.EConflict},
		{name: "StartTacticFixedOrder", given: opening()[:3], when: duplicate.StartGame{Seed: 9, Variant: scoring.Tactic, FixedOrder: true},
			want: []arbiter.Event{arbiter.GameStarted{Game: 1, Seed: 9, Variant: scoring.Tactic, FixedOrder: true}}},
		{name: "StartUnknownVariant", given: opening()[:3], when: duplicate.StartGame{Variant: "anticipatie"}, wantCode: arbiter.EInvalidInput},
		{name: "FixedOrderOutsideTactic", given: opening()[:3], when: duplicate.StartGame{Variant: scoring.Completiv, FixedOrder: true}, wantCode: arbiter.EInvalidInput},
		// Every field a referee types is bounded: a slip word of 1 MB was
		// recorded, and top --choose -1 acted as 1.
		{name: "SlipWordOf1MB", given: opening(), when: duplicate.EnterSlip{Table: 1, Position: "H8", Word: strings.Repeat("A", 1<<20), Score: "78"}, wantCode: arbiter.EInvalidInput},
		{name: "SlipScoreTooLong", given: opening(), when: duplicate.EnterSlip{Table: 1, Position: "H8", Word: "COLUMNA", Score: strings.Repeat("7", 11)}, wantCode: arbiter.EInvalidInput},
		{name: "SlipPositionTooLong", given: opening(), when: duplicate.EnterSlip{Table: 1, Position: strings.Repeat("H", 11), Word: "COLUMNA", Score: "78"}, wantCode: arbiter.EInvalidInput},
		{name: "SlipWordEscape", given: opening(), when: duplicate.EnterSlip{Table: 1, Position: "H8", Word: "COL\x1b[2JUMNA", Score: "78"}, wantCode: arbiter.EInvalidInput},
		{name: "ChooseNegativeTop", given: topped, when: duplicate.ChooseTop{Choice: -1}, wantCode: arbiter.EInvalidInput},
		{name: "TypedTopTooLong", given: opening(), when: duplicate.ChooseTop{Play: "H8 " + strings.Repeat("A", 100)}, wantCode: arbiter.EInvalidInput},
		{name: "ManualRackTooLong", given: closed, when: duplicate.DrawRack{Letters: strings.Repeat("A", 1<<20)}, wantCode: arbiter.EInvalidInput},
		{name: "SecondGroupOutsideTactic", given: opening(), when: duplicate.EnterSlip{Table: 1, Position: "H8", Word: "COLUMNA", Score: "78", Word2: "VAH"}, wantCode: arbiter.EInvalidInput},
		{name: "SecondGame", given: ended, when: duplicate.StartGame{Seed: 3},
			want: []arbiter.Event{arbiter.GameStarted{Game: 2, Seed: 3}}},
		{name: "RackWhileRoundOpen", given: opening(), when: duplicate.DrawRack{Letters: "AHLMUVX"}, wantCode: arbiter.ERoundOpen},
		{name: "ManualRack", given: closed, when: duplicate.DrawRack{Letters: "AHLMUVX"},
			want: []arbiter.Event{arbiter.RackDrawn{Round: 2, New: "AHLMUVX", Manual: true}}},
		{name: "ManualRackNotInBag", given: closed, when: duplicate.DrawRack{Letters: "CCCCCAE"}, wantCode: arbiter.ERackMismatch},
		// A letter the set has no tile for is a rack no bag can give (RULES
		// §4.2), like one more tile than the set holds; a character that is
		// no tile at all is unreadable input.
		{name: "ManualRackLetterNotInSet", given: closed, when: duplicate.DrawRack{Letters: "KALMUVX"}, wantCode: arbiter.ERackMismatch},
		{name: "ManualRackBadLetter", given: closed, when: duplicate.DrawRack{Letters: "1ALMUVX"}, wantCode: arbiter.EInvalidInput},
		{name: "ManualRackMinimum", given: closed, when: duplicate.DrawRack{Letters: "BCDFGHL"}, wantCode: arbiter.ERackRefused},
		{name: "ManualRackForced", given: closed, when: duplicate.DrawRack{Letters: "BCDFGHL", Force: "the bag was shaken badly"},
			want: []arbiter.Event{arbiter.RackDrawn{Round: 2, New: "BCDFGHL", Manual: true, ForcedReason: "minimum", Forced: "the bag was shaken badly"}}},
		{name: "RejectRack", given: opening(), when: duplicate.RejectRack{Reason: "typed wrongly"},
			want: []arbiter.Event{arbiter.RackRejected{Round: 1, Reason: "typed wrongly"}}},
		{name: "RejectRackNeedsReason", given: opening(), when: duplicate.RejectRack{}, wantCode: arbiter.EInvalidInput},
		{name: "RejectRackAfterTop", given: topped, when: duplicate.RejectRack{Reason: "x"}, wantCode: arbiter.EConflict},
		{name: "RedrawAfterReject", given: with(opening(), arbiter.RackRejected{Round: 1, Reason: "x"}), when: duplicate.DrawRack{Letters: "ACLMNOU"},
			want: []arbiter.Event{arbiter.RackDrawn{Round: 1, New: "ACLMNOU", Manual: true}}},
		{name: "ProgramTop", given: opening(), when: duplicate.ChooseTop{},
			want: []arbiter.Event{arbiter.TopChosen{Round: 1, Move: columna, Alternatives: []scoring.Move{columnaDown}, Choice: 1}}},
		{name: "ChooseSecondTop", given: topped, when: duplicate.ChooseTop{Choice: 2},
			want: []arbiter.Event{arbiter.TopChosen{Round: 1, Move: columnaDown, Alternatives: []scoring.Move{columna}, Choice: 2, Override: "the referee chose top 2"}}},
		{name: "ChooseSameTopAgain", given: topped, when: duplicate.ChooseTop{}},
		{name: "ChooseMissingTop", given: topped, when: duplicate.ChooseTop{Choice: 3}, wantCode: arbiter.EInvalidInput},
		{name: "TypedTop", given: opening(), when: duplicate.ChooseTop{Play: "8H COLUMNA", Reason: "opens less"},
			want: []arbiter.Event{arbiter.TopChosen{Round: 1, Move: columnaDown, Alternatives: []scoring.Move{columna}, Override: "opens less"}}},
		{name: "TypedTopNotInLexicon", given: opening(), when: duplicate.ChooseTop{Play: "H8 COLUMAN"}, wantCode: arbiter.ENotInLexicon},
		{name: "TypedTopNotInRack", given: opening(), when: duplicate.ChooseTop{Play: "H8 COLUMNE"}, wantCode: arbiter.ERackMismatch},
		{name: "TypedTopIllegal", given: opening(), when: duplicate.ChooseTop{Play: "A1 CALM"}, wantCode: arbiter.EInvalidMove},
		{name: "CloseWithoutTop", given: opening(), when: arbiter.CloseRound{}, wantCode: arbiter.ENoTop},
		{name: "Close", given: topped, when: arbiter.CloseRound{}, want: []arbiter.Event{arbiter.RoundClosed{Round: 1}}},
		{name: "CloseTwice", given: closed, when: arbiter.CloseRound{}, wantCode: arbiter.ERoundClosed},
		{name: "Slip", given: opening(), when: duplicate.EnterSlip{Table: 1, Position: "H8", Word: "COLUMNA", Score: "78"},
			want: []arbiter.Event{arbiter.SlipRecorded{Slip: arbiter.Slip{Round: 1, Table: 1, Position: "H8", Word: "COLUMNA", Score: "78",
				Verdict: arbiter.Verdict{Valid: true, Real: 78, Credited: 78, Move: &columna}}}}},
		{name: "SlipAgainChangesNothing",
			given: with(opening(), arbiter.SlipRecorded{Slip: arbiter.Slip{Round: 1, Table: 1, Position: "H8", Word: "COLUMNA", Score: "78"}}),
			when:  duplicate.EnterSlip{Table: 1, Position: "H8", Word: "COLUMNA", Score: "78"}},
		{name: "SlipCorrected",
			given: with(opening(), arbiter.SlipRecorded{Slip: arbiter.Slip{Round: 1, Table: 1, None: true}}),
			when:  duplicate.EnterSlip{Table: 1, Position: "H8", Word: "COLUMNA", Score: "78"},
			want: []arbiter.Event{arbiter.SlipCorrected{Slip: arbiter.Slip{Round: 1, Table: 1, Position: "H8", Word: "COLUMNA", Score: "78",
				Verdict: arbiter.Verdict{Valid: true, Real: 78, Credited: 78, Move: &columna}}}}},
		{name: "NoSlip", given: opening(), when: duplicate.EnterSlip{Table: 2, None: true, Word: "ignored"},
			want: []arbiter.Event{arbiter.SlipRecorded{Slip: arbiter.Slip{Round: 1, Table: 2, None: true,
				Verdict: arbiter.Verdict{Reason: arbiter.ReasonNoSlip, Message: "no slip"}}}}},
		{name: "SlipUnknownTable", given: opening(), when: duplicate.EnterSlip{Table: 9, None: true}, wantCode: arbiter.ENotFound},
		{name: "SlipUnknownRound", given: opening(), when: duplicate.EnterSlip{Round: 4, Table: 1, None: true}, wantCode: arbiter.ENotFound},
		{name: "LateSlipOfClosedRound", given: with(closed, arbiter.RackDrawn{Round: 2, New: "AHLMUVX"}),
			when: duplicate.EnterSlip{Round: 2, Table: 1, Position: "I7", Word: "VAH", Score: "60"},
			want: []arbiter.Event{arbiter.SlipRecorded{Slip: arbiter.Slip{Round: 2, Table: 1, Position: "I7", Word: "VAH", Score: "60",
				Verdict: arbiter.Verdict{Valid: true, Real: 60, Credited: 60, Move: &vah}}}}},
		{name: "SlipMarkedLate", given: opening(), when: duplicate.EnterSlip{Table: 2, None: true, Late: true},
			want: []arbiter.Event{arbiter.SlipRecorded{Slip: arbiter.Slip{Round: 1, Table: 2, None: true, Late: true,
				Verdict: arbiter.Verdict{Reason: arbiter.ReasonNoSlip, Message: "no slip"}}}}},
		{name: "WithdrawNothing", given: opening(), when: duplicate.WithdrawSlip{Table: 1, Reason: "x"}, wantCode: arbiter.ENotFound},
		{name: "Warning", given: opening(), when: arbiter.GiveWarning{Table: 2, Kind: arbiter.Disciplinary, Reason: "noise"},
			want: []arbiter.Event{arbiter.WarningGiven{Table: 2, Round: 1, Kind: arbiter.Disciplinary, Reason: "noise"}}},
		{name: "SecondTechnicalInRound", given: with(opening(), arbiter.WarningGiven{Table: 2, Round: 1, Kind: arbiter.Technical, Reason: "a"}),
			when: arbiter.GiveWarning{Table: 2, Kind: arbiter.Technical, Reason: "b"}, wantCode: arbiter.EConflict},
		{name: "TechnicalAfterSlipWarning",
			given: with(opening(), arbiter.SlipRecorded{Slip: arbiter.Slip{Round: 1, Table: 2, Verdict: arbiter.Verdict{Valid: true, Warning: arbiter.WarnWrongScore}}}),
			when:  arbiter.GiveWarning{Table: 2, Kind: arbiter.Technical, Reason: "b"}, wantCode: arbiter.EConflict},
		{name: "TechnicalBeforeAnyRound", given: opening()[:4], when: arbiter.GiveWarning{Table: 2, Kind: arbiter.Technical, Reason: "b"}, wantCode: arbiter.EInvalidInput},
		{name: "UnknownWarningKind", given: opening(), when: arbiter.GiveWarning{Table: 2, Kind: "yellow", Reason: "b"}, wantCode: arbiter.EInvalidInput},
		{name: "WarningRepeated", given: with(opening(), arbiter.WarningGiven{Table: 2, Round: 1, Kind: arbiter.Disciplinary, Reason: "noise"}),
			when: arbiter.GiveWarning{Table: 2, Kind: arbiter.Disciplinary, Reason: "noise"}, wantCode: arbiter.EConflict},
		{name: "WarningGivenAgain", given: with(opening(), arbiter.WarningGiven{Table: 2, Round: 1, Kind: arbiter.Disciplinary, Reason: "noise"}),
			when: arbiter.GiveWarning{Table: 2, Kind: arbiter.Disciplinary, Reason: "noise", Again: true},
			want: []arbiter.Event{arbiter.WarningGiven{Table: 2, Round: 1, Kind: arbiter.Disciplinary, Reason: "noise"}}},
		{name: "WarningOtherReason", given: with(opening(), arbiter.WarningGiven{Table: 2, Round: 1, Kind: arbiter.Disciplinary, Reason: "noise"}),
			when: arbiter.GiveWarning{Table: 2, Kind: arbiter.Disciplinary, Reason: "phone"},
			want: []arbiter.Event{arbiter.WarningGiven{Table: 2, Round: 1, Kind: arbiter.Disciplinary, Reason: "phone"}}},
		{name: "WithdrawWarning", given: with(opening(), arbiter.WarningGiven{Table: 2, Round: 1, Kind: arbiter.Disciplinary, Reason: "noise"}),
			when: arbiter.WithdrawWarning{Table: 2, Kind: arbiter.Disciplinary, Reason: "given by mistake"},
			want: []arbiter.Event{arbiter.WarningWithdrawn{Table: 2, Round: 1, Kind: arbiter.Disciplinary, Reason: "given by mistake"}}},
		{name: "WithdrawWarningWithoutReason", given: with(opening(), arbiter.WarningGiven{Table: 2, Round: 1, Kind: arbiter.Disciplinary, Reason: "noise"}),
			when: arbiter.WithdrawWarning{Table: 2, Kind: arbiter.Disciplinary}, wantCode: arbiter.EInvalidInput},
		{name: "WithdrawNoWarning", given: with(opening(), arbiter.WarningGiven{Table: 2, Round: 1, Kind: arbiter.Technical, Reason: "noise"}),
			when: arbiter.WithdrawWarning{Table: 2, Kind: arbiter.Disciplinary, Reason: "x"}, wantCode: arbiter.ENotFound},
		{name: "EliminatedTwice", given: with(opening(), arbiter.WarningGiven{Table: 2, Round: 1, Kind: arbiter.Elimination, Reason: "a"}),
			when: arbiter.GiveWarning{Table: 2, Kind: arbiter.Elimination, Reason: "b"}, wantCode: arbiter.EConflict},
		{name: "InvalidateTop", given: closed, when: duplicate.InvalidateTop{Round: 1, Reason: "not a word"},
			want: []arbiter.Event{arbiter.TopInvalidated{Round: 1, Reason: "not a word"}}},
		{name: "InvalidateMissingTop", given: opening(), when: duplicate.InvalidateTop{Round: 1, Reason: "x"}, wantCode: arbiter.ENotFound},
		{name: "Cancel", given: opening(), when: duplicate.CancelRound{Reason: "noise"},
			want: []arbiter.Event{arbiter.RoundCancelled{Round: 1, Reason: "noise"}}},
		// A cancelled round counts for nothing: its top is not invalidated
		// and no warning is given on it.
		{name: "InvalidateCancelledTop", given: with(topped, arbiter.RoundCancelled{Round: 1, Reason: "noise"}),
			when: duplicate.InvalidateTop{Round: 1, Reason: "not a word"}, wantCode: arbiter.ERoundClosed},
		{name: "WarnOnCancelledRound", given: with(topped, arbiter.RoundCancelled{Round: 1, Reason: "noise"}),
			when: arbiter.GiveWarning{Table: 2, Round: 1, Kind: arbiter.Disciplinary, Reason: "noise"}, wantCode: arbiter.ERoundClosed},
		{name: "CancelNeedsReason", given: opening(), when: duplicate.CancelRound{Round: 1}, wantCode: arbiter.EInvalidInput},
		{name: "EndWhileOpen", given: opening(), when: arbiter.EndGame{Reason: "time"}, wantCode: arbiter.ERoundOpen},
		{name: "End", given: closed, when: arbiter.EndGame{Reason: "time"},
			want: []arbiter.Event{arbiter.GameEnded{Reason: arbiter.ReasonReferee, Text: "time"}}},
		{name: "RackAfterEnd", given: ended, when: duplicate.DrawRack{}, wantCode: arbiter.EGameOver},
		{name: "TopAfterEnd", given: ended, when: duplicate.ChooseTop{}, wantCode: arbiter.EGameOver},
	}
	tests = append(tests, timerCases(t)...)
	tests = append(tests, doubleEntryCases(t)...)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, err := replay(tt.given)
			if err != nil {
				t.Fatalf("Replay(given): %v", err)
			}
			deps := testDeps(t, ro(t))
			got, err := arbiter.Decide(s, tt.when, deps)
			if code := arbiter.ErrorCode(err); code != tt.wantCode {
				t.Fatalf("Decide() error = %v (code %q), want code %q", err, code, tt.wantCode)
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("Decide() events (-want +got):\n%s", diff)
			}
			for _, e := range got {
				if s, err = arbiter.Apply(s, e); err != nil {
					t.Errorf("Apply(%#v): %v", e, err)
				}
			}
		})
	}
}

// TestChooseTop_CountInWords: choosing a top beyond the list says how many
// there are in words that agree with the number.
func TestChooseTop_CountInWords(t *testing.T) {
	columna, columnaDown := move(t, "H8 COLUMNA"), move(t, "8H COLUMNA")
	for _, tt := range []struct {
		alternatives []scoring.Move
		want         string
	}{
		{nil, "round 1: there is 1 top move; 2 is not one of them"},
		{[]scoring.Move{columnaDown}, "round 1: there are 2 top moves; 3 is not one of them"},
	} {
		s, err := replay(with(opening(), arbiter.TopChosen{Round: 1, Move: columna, Alternatives: tt.alternatives, Choice: 1}))
		if err != nil {
			t.Fatal(err)
		}
		_, err = arbiter.Decide(s, duplicate.ChooseTop{Choice: len(tt.alternatives) + 2}, testDeps(t, ro(t)))
		if got := arbiter.ErrorMessage(err); got != tt.want {
			t.Errorf("%d tops: %q, want %q", len(tt.alternatives)+1, got, tt.want)
		}
	}
}

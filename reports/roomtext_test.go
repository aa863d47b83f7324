package reports

import (
	"strings"
	"testing"
	"time"

	"arbiter/arbiter"
	"arbiter/arbiter/anticipation"
	"arbiter/arbiter/problem"
	"arbiter/arbiter/slipinput"
	"arbiter/scoring"
)

// TestRoomTextComplete: every language says every refusal the room can
// show and every event its console lists, each format filled without a
// value missing or left over.
func TestRoomTextComplete(t *testing.T) {
	inputs := []slipinput.Kind{slipinput.NotTable, slipinput.Blanks, slipinput.NoneAlone, slipinput.NoMove, slipinput.Empty,
		slipinput.NotNumber, slipinput.NotSlip, slipinput.NotTactic, slipinput.EmptySlip, slipinput.NotSheet, slipinput.PassAlone,
		slipinput.TotalTwice, slipinput.NoRound, slipinput.TooLong}
	refusals := []arbiter.RefusalKind{arbiter.RefusedNoRound, arbiter.RefusedCancelled, arbiter.RefusedNoRack, arbiter.RefusedNoPlayer,
		arbiter.RefusedTactic, arbiter.RefusedOffBoard, arbiter.RefusedJokers, arbiter.RefusedNoReason, arbiter.RefusedTechnicalTwice,
		arbiter.RefusedNoProblem, arbiter.RefusedProblemClosed, arbiter.RefusedHandedIn, arbiter.RefusedNothingToFix, arbiter.RefusedLate,
		arbiter.RefusedSheet, arbiter.RefusedRoundOver, arbiter.RefusedNotWithdrawn, arbiter.RefusedNoSlips,
		arbiter.RefusedNotInGame}
	codes := []arbiter.Code{arbiter.EInvalidMove, arbiter.ENotInLexicon, arbiter.ERackMismatch, arbiter.ERackRefused, arbiter.ERoundClosed,
		arbiter.ERoundOpen, arbiter.ENoTop, arbiter.ENoMove, arbiter.ENotFound, arbiter.EConflict, arbiter.EInvalidInput,
		arbiter.EGameOver, arbiter.EStorage, arbiter.EInternal}
	at := time.Date(2026, 3, 14, 10, 0, 0, 0, time.UTC)
	slip := arbiter.Slip{Round: 2, Table: 3, Position: "H8", Word: "COLUMNA", Score: "78", Late: true}
	events := []arbiter.Event{arbiter.RackDrawn{Round: 2, New: "ACLMNOU"}, arbiter.RackRejected{Round: 2, Reason: "r"},
		arbiter.TopInvalidated{Round: 2, Reason: "r"}, arbiter.SlipRecorded{Slip: slip}, arbiter.SlipCorrected{Slip: slip},
		arbiter.SlipWithdrawn{Round: 2, Table: 3, Reason: "r"}, arbiter.WarningGiven{Round: 2, Table: 3, Kind: arbiter.Technical, Reason: "r"},
		arbiter.WarningWithdrawn{Round: 2, Table: 3, Kind: arbiter.Disciplinary, Reason: "r"},
		arbiter.SlipTyped{Slip: slip, Operator: "Ana"}, arbiter.RoundClosed{Round: 2}, arbiter.RoundCancelled{Round: 2, Reason: "r"},
		arbiter.GameStarted{Game: 1, Variant: scoring.Classic}, arbiter.GameEnded{Reason: "r"}, arbiter.TimerStarted{Round: 2, At: at, Seconds: 180},
		arbiter.TimerPaused{Round: 2, At: at}, arbiter.TimerResumed{Round: 2, At: at}, arbiter.TimerReset{Round: 2, At: at},
		anticipation.GroupDrawn{Round: 1, Group: 7, ByLot: true}, anticipation.GroupDrawn{Round: 2, Group: 9},
		anticipation.SheetSlipRecorded{Round: 1, Table: 3, Result: anticipation.Result{Rounds: []anticipation.RoundResult{{Round: 1, Pass: true, NoMove: true}}}}}
	for _, kind := range problem.Kinds() {
		sol := problem.SolutionHandedIn{Table: 3, HandedIn: 52 * time.Minute, Verdict: problem.Verdict{Kind: kind, Scores: []int{78}}}
		events = append(events, sol, problem.SolutionCorrected{SolutionHandedIn: sol, Reason: "r"})
	}
	for _, lang := range []string{"ro", "it", "fr", "en"} {
		rs, ok := scoring.Builtin(lang)
		if !ok {
			t.Fatalf("no rule set %s", lang)
		}
		var said []string
		for _, k := range inputs {
			s, ok := RefusalText(lang, &slipinput.Error{Kind: k, Field: slipinput.FieldScore, Table: 3, Value: "6O", Limit: 10})
			if !ok {
				t.Errorf("%s: no sentence for the slip reader's %s", lang, k)
			}
			said = append(said, s)
		}
		for _, k := range refusals {
			s, ok := RefusalText(lang, &arbiter.Error{Code: arbiter.EInvalidInput, Err: &arbiter.Refusal{Kind: k, Game: 1, Round: 2, Table: 3, Value: "Z9", Count: 7}})
			if !ok {
				t.Errorf("%s: no sentence for the refusal %s", lang, k)
			}
			said = append(said, s)
		}
		for _, c := range codes {
			s, ok := RefusalText(lang, &arbiter.Error{Code: c, Message: "English"})
			if ok == (lang == "en") {
				t.Errorf("%s: code %s said %v, want said in every language but English (the service's own)", lang, c, ok)
			}
			said = append(said, s)
		}
		for _, e := range events {
			said = append(said, EventText(rs, e))
		}
		said = append(said, SoloChangeText(lang, arbiter.SoloChange{Round: 2, Removed: true, Solo: arbiter.Solo{Table: 3, Name: "ANA"}}),
			SoloChangeText(lang, arbiter.SoloChange{Round: 2, Solo: arbiter.Solo{Table: 3, Name: "ANA", Bonus: 10}}))
		for _, s := range said {
			if strings.Contains(s, "%!") || strings.Contains(s, "arbiter.") {
				t.Errorf("%s: %q", lang, s)
			}
		}
	}
}

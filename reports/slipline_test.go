package reports_test

import (
	"testing"

	"arbiter/arbiter"
	"arbiter/reports"
)

// TestSlipLine_InvalidTop: a valid slip that forms the word of a top found
// invalid scores 0 and says it was annulled, never "valid" (RULES §4.5);
// a valid slip of a round whose top stands is "valid".
func TestSlipLine_InvalidTop(t *testing.T) {
	slip := arbiter.Slip{Position: "H4", Word: "IGNOR", Score: "28", Verdict: arbiter.Verdict{Valid: true}}
	annulled := reports.SlipLineOf(arbiter.CardRound{Round: 1, Slip: slip, HasSlip: true, InvalidTop: "IGNOR"})
	if want := "annulled: IGNOR was found not to be a word"; annulled.Verdict != want {
		t.Errorf("verdict %q, want %q", annulled.Verdict, want)
	}
	if valid := reports.SlipLineOf(arbiter.CardRound{Round: 1, Slip: slip, HasSlip: true, Score: 28}); valid.Verdict != "valid" {
		t.Errorf("verdict %q, want valid", valid.Verdict)
	}
}

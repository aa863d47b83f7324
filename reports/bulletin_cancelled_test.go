package reports_test

import (
	"strings"
	"testing"

	"arbiter/reports"
)

// TestBulletin_Cancelled: the bulletin of a cancelled round says so, in
// the rule set's language (RULES §4), and one of a round that counts does
// not.
func TestBulletin_Cancelled(t *testing.T) {
	g := newGame(t, "ro")
	round := g.rounds[len(g.rounds)-1]
	for _, cancelled := range []bool{false, true} {
		round.Cancelled = cancelled
		text := pdfText(t, renderPDF(t, g, func(e *reports.PDFEncoder) error { return e.EncodeBulletin(round) }))
		if got := strings.Contains(text, "rundă anulată"); got != cancelled {
			t.Errorf("cancelled %t: the bulletin says \"rundă anulată\": %t", cancelled, got)
		}
	}
}

package reports_test

import (
	"bytes"
	"fmt"
	"testing"
	"time"

	"arbiter/arbiter/free"
	"arbiter/reports"
)

// TestVerdictOf: one verdict for the whole play, in the room's language
// (ro here), naming the board and the words judged, never which word
// fails (RULES §10.1); an ambiguous decision is a withdrawal (seed 004).
func TestVerdictOf(t *testing.T) {
	for _, c := range []struct {
		j    free.Judged
		want reports.Verdict
	}{
		{free.Judged{Board: 7, Words: []string{"CASA", "STOC"}, Stands: true},
			reports.Verdict{Kind: "stands", Text: "Depunere valabilă", Detail: "Toate cuvintele sunt în listă: depunerea rămâne pe tablă.", Judged: "Masa 7 · CASA STOC"}},
		{free.Judged{Board: 2, Words: []string{"CASA", "QQQ"}},
			reports.Verdict{Kind: "falls", Text: "Depunere greșită", Detail: "Depunerea se retrage și punctează 0.", Judged: "Masa 2 · CASA QQQ"}},
		{free.Judged{Board: 2, Words: []string{"DEPUNERI"}, Ambiguous: true, Reason: "LOC 5"},
			reports.Verdict{Kind: "withdrawn", Text: "Depunere retrasă", Detail: "Lista este ambiguă: depunerea se retrage, fără să fie considerată depunere greșită.", Judged: "Masa 2 · DEPUNERI"}},
	} {
		if got := reports.VerdictOf("ro", c.j); got != c.want {
			t.Errorf("%+v: %+v, want %+v", c.j, got, c.want)
		}
	}
}

// TestWriteJudgements: the review of the challenges judged, in the order
// recorded, against its golden file.
func TestWriteJudgements(t *testing.T) {
	at := time.Date(2026, 12, 5, 10, 4, 5, 0, time.FixedZone("EET", 2*3600))
	var js []reports.Judgement
	for i, j := range []free.Judged{
		{Round: 1, Board: 3, Words: []string{"CASA"}, Stands: true},
		{Round: 1, Board: 1, Words: []string{"QQQ", "CASA"}},
		{Round: 2, Board: 1, Words: []string{"DEPUNERI"}, Ambiguous: true, Reason: "LOC 5 and its errata disagree"},
	} {
		g, ok := reports.JudgementOf(at.Add(time.Duration(i)*time.Minute), j)
		if !ok {
			t.Fatalf("%+v is no judgement", j)
		}
		js = append(js, g)
	}
	if _, ok := reports.JudgementOf(at, free.Ended{}); ok {
		t.Error("an event that ends the free game read as a judgement")
	}
	var b bytes.Buffer
	for _, lang := range []string{"ro", "en"} {
		for _, tty := range []bool{false, true} {
			fmt.Fprintf(&b, "%s, terminal %v:\n", lang, tty)
			if err := reports.WriteJudgements(&b, lang, js, tty); err != nil {
				t.Fatal(err)
			}
		}
	}
	golden(t, "judgements.txt", b.Bytes())
}

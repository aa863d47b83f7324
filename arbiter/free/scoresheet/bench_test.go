package scoresheet_test

import (
	"testing"

	"arbiter/arbiter/free/scoresheet"
	"arbiter/scoring"
	"arbiter/scoring/solver"
)

// BenchmarkCheck checks a whole record of a random game of 30 turns or
// more, racks written.
func BenchmarkCheck(b *testing.B) {
	rs, _ := scoring.Builtin("ro")
	gen := solver.New(rs, graph(b))
	ro := rules(b, "ro")
	var rec *scoresheet.Record
	for seed := uint64(0); rec == nil; seed++ {
		s := newSim(rs, gen, seed)
		s.play()
		if len(s.rec.Turns) >= 30 {
			rec = &s.rec
		}
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := scoresheet.Check(rs, ro, nil, rec); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(len(rec.Turns)), "turns")
}

// BenchmarkJudge judges a play of three words, diacritics included.
func BenchmarkJudge(b *testing.B) {
	lex := graph(b)
	words := []string{"CASA", "ȘTIRE", "AS"}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := scoresheet.Judge(lex, words); err != nil {
			b.Fatal(err)
		}
	}
}

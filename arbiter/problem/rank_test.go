package problem

import (
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

// ranked returns the players of standings as "rank player" lines, and the
// ranking points when any.
func ranked(standings []Standing) []string {
	var out []string
	for _, s := range standings {
		line := string(rune('0'+s.Rank)) + " " + s.Player
		if s.RankingPoints != 0 {
			line += " " + string(rune('0'+s.RankingPoints))
		}
		out = append(out, line)
	}
	return out
}

// TestRank works RULES §9.1–§9.7's rankings by hand.
func TestRank(t *testing.T) {
	min := time.Minute
	for _, tt := range []struct {
		name    string
		kind    Kind
		entries []Entry
		want    []string
	}{
		{
			// By total; equal totals by hand-in time; equal in both: shared.
			name: "Integral", kind: Integral, entries: []Entry{
				{Player: "ana", Verdict: Verdict{Total: 300}, HandedIn: 50 * min},
				{Player: "dan", Verdict: Verdict{Total: 310}, HandedIn: 59 * min},
				{Player: "ion", Verdict: Verdict{Total: 300}, HandedIn: 40 * min},
				{Player: "eva", Verdict: Verdict{Total: 300}, HandedIn: 40 * min},
			},
			want: []string{"1 dan", "2 ion", "2 eva", "4 ana"},
		},
		{
			// Lexicographic: 78 60 before 78 44 before 72 100; ranking
			// points 4, 3, 2, 1, and ion's 5 warnings cost 2 (the 4th and
			// the 5th): ion's 4 − 2 = 2 ties with eva, handed in earlier.
			name: "Maxime", kind: Maxime, entries: []Entry{
				{Player: "ana", Verdict: Verdict{Scores: []int{72, 100}}, HandedIn: min},
				{Player: "dan", Verdict: Verdict{Scores: []int{78, 44, 90}}, HandedIn: min},
				{Player: "ion", Verdict: Verdict{Scores: []int{78, 60}, RankingPenalty: RankingPenalty(5)}, HandedIn: 30 * min},
				{Player: "eva", Verdict: Verdict{Scores: []int{72, 100, 1}}, HandedIn: 40 * min},
			},
			want: []string{"1 dan 3", "2 ion 2", "3 eva 2", "4 ana 1"},
		},
		{
			// Superscrabble by solutions; incomplet then by fewer letters.
			name: "Superscrabble", kind: Superscrabble, entries: []Entry{
				{Player: "ana", Verdict: Verdict{Solutions: 12, LettersUsed: 9}, HandedIn: 10 * min},
				{Player: "dan", Verdict: Verdict{Solutions: 12, LettersUsed: 30}, HandedIn: 5 * min},
				{Player: "ion", Verdict: Verdict{Solutions: 13}, HandedIn: 50 * min},
			},
			want: []string{"1 ion", "2 dan", "3 ana"},
		},
		{
			name: "Incomplet", kind: Incomplet, entries: []Entry{
				{Player: "ana", Verdict: Verdict{Solutions: 12, LettersUsed: 9}, HandedIn: 10 * min},
				{Player: "dan", Verdict: Verdict{Solutions: 12, LettersUsed: 30}, HandedIn: 5 * min},
				{Player: "ion", Verdict: Verdict{Solutions: 13, LettersUsed: 60}, HandedIn: 50 * min},
			},
			want: []string{"1 ion", "2 ana", "3 dan"},
		},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if diff := cmp.Diff(tt.want, ranked(Rank(tt.kind, tt.entries))); diff != "" {
				t.Errorf("ranking (-want +got):\n%s", diff)
			}
		})
	}
}

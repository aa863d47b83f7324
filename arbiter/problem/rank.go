package problem

import (
	"cmp"
	"slices"
	"time"
)

// Entry is one player's checked solution of a problem: the verdict and the
// time it was handed in, from the start of the problem.
type Entry struct {
	Player   string
	Verdict  Verdict
	HandedIn time.Duration
}

// Standing is an entry's place in a problem's ranking; RankingPoints are
// Serie de maxime's (RULES §9.5), 0 for the other kinds.
type Standing struct {
	Entry
	Rank          int
	RankingPoints int
}

// Rank ranks the entries of one problem of kind (RULES §9.1–§9.9): by total
// (integral family, N-Scrabble); by the lexicographic order of the moves'
// scores, turned into ranking points less the warnings' (Serie de maxime);
// by the solutions that count, then fewer letters used in the construction
// (Superscrabble, incomplet). Equal entries rank by hand-in time, the
// earlier first; entries equal in that too share a rank.
func Rank(kind Kind, entries []Entry) []Standing {
	out := make([]Standing, len(entries))
	for i, e := range entries {
		out[i] = Standing{Entry: e}
	}
	if kind.Measure() == ByRankingPoints {
		rankingPoints(out)
	}
	better := func(a, b Standing) int { return compare(kind, a, b) }
	slices.SortStableFunc(out, func(a, b Standing) int {
		if c := better(a, b); c != 0 {
			return c
		}
		return cmp.Compare(a.HandedIn, b.HandedIn)
	})
	for i := range out {
		out[i].Rank = i + 1
		if i > 0 && better(out[i-1], out[i]) == 0 && out[i-1].HandedIn == out[i].HandedIn {
			out[i].Rank = out[i-1].Rank
		}
	}
	return out
}

// compare orders a before b (negative) when a ranks better, by kind's key
// alone.
func compare(kind Kind, a, b Standing) int {
	va, vb := &a.Verdict, &b.Verdict
	switch kind.Measure() {
	case ByRankingPoints:
		return cmp.Compare(b.RankingPoints, a.RankingPoints)
	case BySolutions:
		if c := cmp.Compare(vb.Solutions, va.Solutions); c != 0 || !kind.CountsLetters() {
			return c
		}
		return cmp.Compare(va.LettersUsed, vb.LettersUsed)
	case ByTotal:
	}
	return cmp.Compare(vb.Total, va.Total)
}

// rankingPoints gives Serie de maxime's ranking points (RULES §9.5): a
// solution's place in the lexicographic order of the moves' scores (equal
// sequences sharing the better place) gives N − place + 1 points for N
// solutions, less the warnings' ranking penalty.
func rankingPoints(out []Standing) {
	for i := range out {
		place := 1
		for j := range out {
			if lexCompare(out[j].Verdict.Scores, out[i].Verdict.Scores) > 0 {
				place++
			}
		}
		out[i].RankingPoints = len(out) - place + 1 - out[i].Verdict.RankingPenalty
	}
}

// lexCompare compares two sequences of move scores lexicographically, a
// missing move scoring 0 (RULES §9.5).
func lexCompare(a, b []int) int {
	for k := range max(len(a), len(b)) {
		if c := cmp.Compare(at(a, k), at(b, k)); c != 0 {
			return c
		}
	}
	return 0
}

// at returns s[k], or 0 past its end.
func at(s []int, k int) int {
	if k < len(s) {
		return s[k]
	}
	return 0
}

package anticipation

import (
	"cmp"
	"slices"
)

// Entry is one player's adjudicated sheet in a room, and their table (0
// for a sheet checked outside a tournament).
type Entry struct {
	Player string
	Table  int
	Result Result
}

// Standing is an entry's place in the ranking: equal places share a rank
// (1, 2, 2, 4; RULES §6).
type Standing struct {
	Rank int
	Entry
}

// Rank ranks a room's entries of form (RULES §8.7, §8.9): by decreasing
// total; in Rezistenta in reverse order of abandonment, that is by
// decreasing ranking points (the rounds completed less the warnings'
// cost), then by decreasing total. Entries equal on every key share a
// rank; among them the order is the players' names.
func Rank(form Form, entries []Entry) []Standing {
	key := func(e Entry) []int {
		if form == Rezistenta {
			return []int{e.Result.RankingPoints, e.Result.Total}
		}
		return []int{e.Result.Total}
	}
	sorted := slices.Clone(entries)
	slices.SortStableFunc(sorted, func(a, b Entry) int {
		if c := slices.Compare(key(b), key(a)); c != 0 {
			return c
		}
		return cmp.Compare(a.Player, b.Player)
	})
	out := make([]Standing, len(sorted))
	for i, e := range sorted {
		out[i] = Standing{Rank: i + 1, Entry: e}
		if i > 0 && slices.Equal(key(e), key(sorted[i-1])) {
			out[i].Rank = out[i-1].Rank
		}
	}
	return out
}
